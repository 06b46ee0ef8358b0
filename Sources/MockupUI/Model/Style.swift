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

    /// The appearances the look has (iOS 13 brought the dark one).
    public var appearances: [UserInterfaceStyle] { Looks.look(for: self).appearances }

    /// Why the look cannot draw `traits`, if it cannot, and the trait's key
    /// (`TraitOverrides.keys`) the message is about: a dark appearance asked
    /// of a look whose era had none.
    public func problem(drawing traits: Traits) -> (key: String, message: String)? {
        if !appearances.contains(traits.userInterfaceStyle) {
            let having = Self.allCases.filter { $0.appearances.contains(traits.userInterfaceStyle) }.map(\.rawValue)
            return ("userInterfaceStyle", "the \(rawValue) look has no \(traits.userInterfaceStyle.rawValue) appearance (iOS 13 brought it); "
                + "the looks that have one: \(having.joined(separator: ", "))")
        }
        return nil
    }

    public var description: String { rawValue }
}
