/// Every look there is, by the name a scene's `style` gives. One line each.
enum Looks {
    static let all: [any Look] = [
        ClassicLook(),
        ModernLook(),
        IOS17Look(),
    ]

    /// The first era's look and the latest's: what a custom device takes
    /// without and with a home indicator.
    static var first: Style { all[0].style }
    static var latest: Style { all[all.count - 1].style }

    /// The look a style names (every `Style` value names one: styles are made from this list).
    static func look(for style: Style) -> any Look {
        all.first { $0.style == style } ?? all[0]
    }
}
