import MockupCore

extension AccessibilityElement {
    /// As a JSON value, keys in a fixed order (`mockup layout --accessibility`).
    public var json: JSONValue {
        var fields: [(String, JSONValue)] = [("kind", .string(kind))]
        if let id { fields.append(("id", .string(id))) }
        if let label { fields.append(("label", .string(label))) }
        if let value { fields.append(("value", .string(value))) }
        fields.append(("traits", .array(traits.map { .string($0.rawValue) })))
        if let hint { fields.append(("hint", .string(hint))) }
        fields.append(("frame", .array(frame.components.map { .number($0) })))
        return .object(fields)
    }

    /// The elements of a step as `mockup layout --accessibility` prints them:
    /// one a line, numbered in reading order, what VoiceOver says, then the kind and frame.
    public static func text(_ elements: [AccessibilityElement]) -> String {
        elements.enumerated().map { index, element in
            let frame = element.frame.components.map { JSONValue.number(($0 * 1000).rounded() / 1000).serialized() }.joined(separator: ", ")
            return "\(index + 1). \(element.spoken)  (\(element.kind)\(element.id.map { "#\($0)" } ?? "") [\(frame)])"
        }.joined(separator: "\n") + (elements.isEmpty ? "" : "\n")
    }
}
