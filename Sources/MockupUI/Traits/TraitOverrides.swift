/// Some traits, the others left as they are: a scene's `traits:`, a
/// variant's, the command line's `--appearance`, `--content-size`,
/// `--layout-direction` and `--pseudo-language`, a `setTraits` step.
/// `Traits.applying(_:)` lays them over whole traits. The orientation is not
/// among them: `orientation:` and the `rotate` step set it.
public struct TraitOverrides: Hashable, Sendable {
    public var userInterfaceStyle: UserInterfaceStyle?
    public var preferredContentSizeCategory: ContentSizeCategory?
    public var layoutDirection: LayoutDirection?
    public var pseudoLanguage: PseudoLanguage?

    public init(
        userInterfaceStyle: UserInterfaceStyle? = nil, preferredContentSizeCategory: ContentSizeCategory? = nil,
        layoutDirection: LayoutDirection? = nil, pseudoLanguage: PseudoLanguage? = nil
    ) {
        self.userInterfaceStyle = userInterfaceStyle
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.layoutDirection = layoutDirection
        self.pseudoLanguage = pseudoLanguage
    }

    /// These overrides with `later`'s laid over them.
    public func then(_ later: TraitOverrides) -> TraitOverrides {
        TraitOverrides(
            userInterfaceStyle: later.userInterfaceStyle ?? userInterfaceStyle,
            preferredContentSizeCategory: later.preferredContentSizeCategory ?? preferredContentSizeCategory,
            layoutDirection: later.layoutDirection ?? layoutDirection,
            pseudoLanguage: later.pseudoLanguage ?? pseudoLanguage)
    }

    /// The scene keys, in UIKit's spelling (`traits:`, a variant, `setTraits:`).
    public static let keys = ["userInterfaceStyle", "preferredContentSizeCategory", "layoutDirection", "pseudoLanguage"]
}
