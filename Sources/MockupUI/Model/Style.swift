/// The name of a look, as a scene's `style` gives it. Each look declares its
/// own (`Style.classic` beside `ClassicLook`); `allCases` are the looks of
/// `Looks.all`, in order.
public struct Style: RawRepresentable, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    public let rawValue: String

    /// The style of that name, if a look has it.
    public init?(rawValue: String) {
        guard Self.allCases.contains(where: { $0.rawValue == rawValue }) else { return nil }
        self.rawValue = rawValue
    }

    /// A look declaring its name.
    init(declaring name: String) {
        rawValue = name
    }

    public static var allCases: [Style] { Looks.all.map(\.style) }

    public var description: String { rawValue }
}
