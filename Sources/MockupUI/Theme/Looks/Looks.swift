/// Every look there is, by the name a scene's `style` gives. One line each.
enum Looks {
    static let all: [any Look] = [
        ClassicLook(),
        ModernLook(),
    ]

    /// The look a style names (every `Style` value names one: styles are made from this list).
    static func look(for style: Style) -> any Look {
        all.first { $0.style == style } ?? all[0]
    }
}
