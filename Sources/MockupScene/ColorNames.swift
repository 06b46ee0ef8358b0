import MockupCore

/// The colour names a scene may use, with UIKit's values for them.
enum ColorNames {
    static let table: [(name: String, color: Color)] = [
        ("white", .white),
        ("black", .black),
        ("clear", .clear),
        ("red", Color(red: 1, green: 0, blue: 0)),
        ("green", Color(red: 0, green: 1, blue: 0)),
        ("blue", Color(red: 0, green: 0, blue: 1)),
        ("yellow", Color(red: 1, green: 1, blue: 0)),
        ("orange", Color(red: 1, green: 0.5, blue: 0)),
        ("purple", Color(red: 0.5, green: 0, blue: 0.5)),
        ("brown", Color(red: 0.6, green: 0.4, blue: 0.2)),
        ("gray", Color(red: 0.5, green: 0.5, blue: 0.5)),
        ("grey", Color(red: 0.5, green: 0.5, blue: 0.5)),
        ("darkGray", Color(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3)),
        ("lightGray", Color(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3)),
        ("cyan", Color(red: 0, green: 1, blue: 1)),
        ("magenta", Color(red: 1, green: 0, blue: 1)),
        // UIKit's striped pattern colour, as its flat average.
        ("groupTableViewBackground", Color(r: 197, g: 204, b: 211)),
    ]

    static let names = table.map(\.name)

    static func color(named name: String) -> Color? {
        table.first { $0.name == name }?.color
    }
}
