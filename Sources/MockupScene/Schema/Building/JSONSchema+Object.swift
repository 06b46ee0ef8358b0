import MockupCore

extension JSONSchema {
    /// A mapping of exactly the keys `keys` (the decoder's own list, so the
    /// two cannot drift: every key needs a property schema, and every
    /// property schema a key), no others. Keys not in `required` may be
    /// left empty unless their schema says otherwise; at most one key of
    /// each group in `exclusive` may be given.
    static func object(
        _ description: String, keys: [String], properties: [String: JSONSchema],
        required: [String] = [], exclusive: [[String]] = []
    ) -> JSONSchema {
        precondition(Set(keys) == Set(properties.keys),
                     "schema properties \(properties.keys.sorted()) are not the decoder's keys \(keys.sorted())")
        precondition(Set(required).isSubset(of: keys), "required keys \(required) are not all keys")
        var fields: [(String, JSONValue)] = []
        for key in keys {
            guard let property = properties[key] else { continue }
            precondition(property.description != nil, "property '\(key)' has no description")
            let optional = !required.contains(key) && property.mayBeEmpty
            fields.append((key, (optional ? property.orEmpty() : property).json))
        }
        var schema = JSONSchema([
            "type": .string("object"), "properties": .object(fields), "additionalProperties": .bool(false),
            "description": .string(description),
        ])
        if !required.isEmpty { schema = schema.with("required", .array(required.map(JSONValue.string))) }
        let pairs = exclusive.flatMap(Self.pairs)
        if !pairs.isEmpty {
            schema = schema.with("not", .object([("anyOf", .array(pairs.map { requiring([$0.0, $0.1]).json }))]))
        }
        return schema
    }

    /// `{"required": keys}`.
    static func requiring(_ keys: [String]) -> JSONSchema {
        JSONSchema(["required": .array(keys.map(JSONValue.string))])
    }

    /// Every two different members of a group, in order.
    private static func pairs(_ group: [String]) -> [(String, String)] {
        group.indices.flatMap { i in group[(i + 1)...].map { (group[i], $0) } }
    }
}
