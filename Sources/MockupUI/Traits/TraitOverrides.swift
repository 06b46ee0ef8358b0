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
    public var horizontalSizeClass: SizeClass?
    public var verticalSizeClass: SizeClass?
    /// `--split-view` (the command line only).
    public var multitaskingWidth: MultitaskingWidth?

    public init(
        userInterfaceStyle: UserInterfaceStyle? = nil, preferredContentSizeCategory: ContentSizeCategory? = nil,
        layoutDirection: LayoutDirection? = nil, pseudoLanguage: PseudoLanguage? = nil,
        horizontalSizeClass: SizeClass? = nil, verticalSizeClass: SizeClass? = nil, multitaskingWidth: MultitaskingWidth? = nil
    ) {
        self.userInterfaceStyle = userInterfaceStyle
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.layoutDirection = layoutDirection
        self.pseudoLanguage = pseudoLanguage
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.multitaskingWidth = multitaskingWidth
    }

    /// These overrides with `later`'s laid over them.
    public func then(_ later: TraitOverrides) -> TraitOverrides {
        TraitOverrides(
            userInterfaceStyle: later.userInterfaceStyle ?? userInterfaceStyle,
            preferredContentSizeCategory: later.preferredContentSizeCategory ?? preferredContentSizeCategory,
            layoutDirection: later.layoutDirection ?? layoutDirection,
            pseudoLanguage: later.pseudoLanguage ?? pseudoLanguage,
            horizontalSizeClass: later.horizontalSizeClass ?? horizontalSizeClass,
            verticalSizeClass: later.verticalSizeClass ?? verticalSizeClass,
            multitaskingWidth: later.multitaskingWidth ?? multitaskingWidth)
    }

    /// The scene keys, in UIKit's spelling (`traits:`, a variant, `setTraits:`).
    public static let keys = [
        "userInterfaceStyle", "preferredContentSizeCategory", "layoutDirection", "pseudoLanguage", "horizontalSizeClass", "verticalSizeClass",
    ]
}
