/// Some traits, the others left as they are: a scene's `traits:`, a
/// variant's, the command line's `--appearance`, `--content-size`,
/// `--layout-direction` and `--pseudo-language`, a `setTraits` step.
/// `Traits.applying(_:)` lays them over whole traits.
public struct TraitOverrides: Hashable, Sendable {
    public var orientation: Orientation?
    public var userInterfaceStyle: UserInterfaceStyle?
    public var preferredContentSizeCategory: ContentSizeCategory?
    public var layoutDirection: LayoutDirection?
    public var pseudoLanguage: PseudoLanguage?

    public init(
        orientation: Orientation? = nil, userInterfaceStyle: UserInterfaceStyle? = nil,
        preferredContentSizeCategory: ContentSizeCategory? = nil, layoutDirection: LayoutDirection? = nil,
        pseudoLanguage: PseudoLanguage? = nil
    ) {
        self.orientation = orientation
        self.userInterfaceStyle = userInterfaceStyle
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.layoutDirection = layoutDirection
        self.pseudoLanguage = pseudoLanguage
    }

    /// Whether nothing is overridden.
    public var isEmpty: Bool { self == TraitOverrides() }

    /// These overrides with `later`'s laid over them.
    public func then(_ later: TraitOverrides) -> TraitOverrides {
        TraitOverrides(
            orientation: later.orientation ?? orientation,
            userInterfaceStyle: later.userInterfaceStyle ?? userInterfaceStyle,
            preferredContentSizeCategory: later.preferredContentSizeCategory ?? preferredContentSizeCategory,
            layoutDirection: later.layoutDirection ?? layoutDirection,
            pseudoLanguage: later.pseudoLanguage ?? pseudoLanguage)
    }

    /// The scene keys, in UIKit's spelling (`traits:`, a variant, `setTraits:`).
    public static let keys = ["userInterfaceStyle", "preferredContentSizeCategory", "layoutDirection", "pseudoLanguage"]
}
