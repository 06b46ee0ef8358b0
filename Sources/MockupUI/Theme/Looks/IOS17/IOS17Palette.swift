import MockupCore

/// The colours the ios17 look draws with in one appearance: UIKit's semantic
/// colours resolved (`SemanticColor`), and the chrome's own light and dark
/// values (UIKIT-REFERENCE-3.md §1c). The look's metrics and chrome are made
/// from one palette (`Metrics.ios17(_:)`, `IOS17Chrome(_:)`), so the
/// appearance is resolved here and nowhere else.
struct IOS17Palette: Sendable {
    let style: UserInterfaceStyle
    let level: UserInterfaceLevel

    init(_ style: UserInterfaceStyle, level: UserInterfaceLevel = .base) {
        self.style = style
        self.level = level
    }

    /// A semantic colour in this appearance, at this level.
    func callAsFunction(_ token: SemanticColor) -> Color { token.resolved(style, elevated: level == .elevated) }

    /// A background at the elevated level (sheets, popovers, alerts).
    func elevated(_ token: SemanticColor) -> Color { token.resolved(style, elevated: true) }

    /// `light` in the light appearance, `dark` in the dark one.
    func pick(light: Color, dark: Color) -> Color { style == .dark ? dark : light }
}
