import Foundation

/// What a scene's JSON Schema (`mockup schema`) names, as the reference
/// pages must name it: every mapping with its keys, and every closed
/// vocabulary with its words.
///
/// A mapping is named by its definition (`labelProperties`, `controller`),
/// `scene` for the top level, and `OWNER.KEY` for a mapping written inline
/// under a key (`scene.device`). A vocabulary (an `enum`) belongs to the key
/// whose schema holds it, or, outside any mapping's keys, to its definition
/// (`color`, `autoresizingMask`, `bareStep`). `$ref`s are not followed: each
/// definition is outlined once, under its own name.
///
///     // {"properties": {"style": {"enum": ["plain", "grouped"]}}} as `table`:
///     // objects["table"] == ["style": Key(words: ["plain", "grouped"], takesNoValue: false)]
struct SchemaOutline {
    struct Key: Equatable {
        /// The words of the key's vocabularies, in the schema's order.
        var words: [String] = []
        /// Whether the key takes no value (a step written as a bare word).
        var takesNoValue = false
    }

    /// Every mapping by name, with its keys.
    private(set) var objects: [String: [String: Key]] = [:]
    /// The vocabularies outside any mapping's keys, by definition name.
    private(set) var vocabularies: [String: [String]] = [:]

    /// Outlines a schema document (`$defs` and the top-level mapping).
    init(schema: [String: Any]) {
        var top = schema
        let definitions = top.removeValue(forKey: "$defs") as? [String: Any] ?? [:]
        outline(top, as: "scene")
        for (name, definition) in definitions { outline(definition, as: name) }
    }

    /// Outlines the schema `value` found under the name `name`: mappings
    /// take the name, vocabularies outside mappings belong to it.
    private mutating func outline(_ value: Any, as name: String) {
        if let list = value as? [Any] {
            for element in list { outline(element, as: name) }
            return
        }
        guard let schema = value as? [String: Any], schema["$ref"] == nil else { return }
        if let properties = schema["properties"] as? [String: Any] {
            var keys = objects[name, default: [:]]
            for (key, property) in properties {
                var outlined = Key(words: Self.words(property), takesNoValue: Self.takesNoValue(property))
                if let known = keys[key] { outlined.words = known.words + outlined.words.filter { !known.words.contains($0) } }
                keys[key] = outlined
                outlineMappings(inside: property, as: "\(name).\(key)")
            }
            objects[name] = keys
            return
        }
        if let words = schema["enum"] as? [String] {
            vocabularies[name, default: []] += words.filter { !vocabularies[name, default: []].contains($0) }
        }
        for (keyword, field) in schema where keyword != "enum" { outline(field, as: name) }
    }

    /// Mappings written inline within a key's schema, named `OWNER.KEY`.
    private mutating func outlineMappings(inside value: Any, as name: String) {
        if let list = value as? [Any] {
            for element in list { outlineMappings(inside: element, as: name) }
            return
        }
        guard let schema = value as? [String: Any], schema["$ref"] == nil else { return }
        if schema["properties"] != nil {
            outline(schema, as: name)
            return
        }
        for field in schema.values { outlineMappings(inside: field, as: name) }
    }

    /// The words of the vocabularies a key's schema holds, outside mappings
    /// written inline within it and without following `$ref`s.
    private static func words(_ value: Any) -> [String] {
        if let list = value as? [Any] { return list.flatMap(words) }
        guard let schema = value as? [String: Any], schema["$ref"] == nil, schema["properties"] == nil else { return [] }
        var found = schema["enum"] as? [String] ?? []
        for (keyword, field) in schema where keyword != "enum" {
            found += words(field).filter { !found.contains($0) }
        }
        return found
    }

    /// Whether the schema admits only null: `{"type": "null"}`.
    private static func takesNoValue(_ value: Any) -> Bool {
        (value as? [String: Any])?["type"] as? String == "null"
    }
}
