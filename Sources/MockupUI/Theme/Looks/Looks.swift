/// Every look there is, by the name a scene's `style` gives. One line each.
enum Looks {
    static let all: [any Look] = [
        ClassicLook(),
        ModernLook(),
        IOS17Look(),
        IOS26Look(),
    ]

    /// What a custom device takes without a home indicator: the first era's look.
    static var first: Style { all[0].style }
    /// What a custom device with a home indicator takes (docs/scene-format.md,
    /// A custom device): ios17, the look of every phone with one before iOS 26.
    static var customWithHomeIndicator: Style { .ios17 }

    /// The look a style names (every `Style` value names one: styles are made from this list).
    static func look(for style: Style) -> any Look {
        all.first { $0.style == style } ?? all[0]
    }
}
