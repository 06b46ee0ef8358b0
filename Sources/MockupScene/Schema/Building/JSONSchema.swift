import MockupCore

/// One schema of a JSON Schema (draft 2020-12) document: its keywords, and
/// whether a key holding it may be written with no value. The parts of
/// `SceneSchema` are built from these, never from text.
///
///     JSONSchema.words(BarStyle.allCases.map(\.rawValue), "The bar's style.")
///     // {"description": "The bar's style.", "enum": ["default", "black", "blackTranslucent"]}
struct JSONSchema: Sendable {
    /// The keywords (`type`, `enum`, `$ref`, `description`...).
    private(set) var keywords: [String: JSONValue]
    /// Whether an optional key holding this schema may be left empty (YAML
    /// null, `title:` with nothing after it), which the loader reads as the
    /// key being absent. Off for values that must be written out.
    private(set) var mayBeEmpty = true

    init(_ keywords: [String: JSONValue]) {
        self.keywords = keywords
    }

    /// The schema as a JSON value.
    var json: JSONValue { .object(keywords.map { ($0.key, $0.value) }) }

    var description: String? {
        if case .string(let text)? = keywords["description"] { return text }
        return nil
    }

    /// The same schema with another keyword set.
    func with(_ keyword: String, _ value: JSONValue) -> JSONSchema {
        var copy = self
        copy.keywords[keyword] = value
        return copy
    }

    /// The same schema with another description.
    func described(_ description: String) -> JSONSchema {
        with("description", .string(description))
    }

    /// The same schema, which an optional key may not leave empty.
    func requiringValue() -> JSONSchema {
        var copy = self
        copy.mayBeEmpty = false
        return copy
    }

    /// The same schema, also matching null (a key written with no value):
    /// `null` joins a plain `type`, the `empty` definition joins an `anyOf`;
    /// anything else becomes one branch of an `anyOf` beside `empty`, under
    /// the same description.
    func orEmpty() -> JSONSchema {
        if keywords["type"] == .string("null") { return self }
        let typed: Set<String> = [
            "type", "description", "minimum", "maximum", "exclusiveMinimum", "pattern", "items", "prefixItems", "minItems", "maxItems",
        ]
        if let type = keywords["type"], Set(keywords.keys).isSubset(of: typed) {
            switch type {
            case .string(let name): return with("type", .array([.string(name), .string("null")]))
            case .array(let names): return with("type", .array(names + [.string("null")]))
            default: break
            }
        }
        if case .array(let choices)? = keywords["anyOf"], Set(keywords.keys).isSubset(of: ["anyOf", "description"]) {
            return with("anyOf", .array(choices + [JSONSchema.ref(.empty).json]))
        }
        var inner = self
        inner.keywords["description"] = nil
        var wrapped = JSONSchema(["anyOf": .array([inner.json, JSONSchema.ref(.empty).json])])
        if let description { wrapped = wrapped.described(description) }
        return wrapped
    }
}

// MARK: - Kinds of values

extension JSONSchema {
    /// `{"$ref": "#/$defs/NAME"}`, with a description of its own where it is used.
    static func ref(_ name: DefinitionName, _ description: String? = nil) -> JSONSchema {
        let schema = JSONSchema(["$ref": .string("#/$defs/\(name.rawValue)")])
        return description.map(schema.described) ?? schema
    }

    /// Text: the loader reads any scalar as its text (a title written `42` is "42").
    static func text(_ description: String) -> JSONSchema {
        JSONSchema(["type": .array(["string", "number", "boolean"].map(JSONValue.string)), "description": .string(description)])
    }

    static func boolean(_ description: String) -> JSONSchema {
        JSONSchema(["type": .string("boolean"), "description": .string(description)])
    }

    /// A number within `rule`'s bounds.
    static func number(_ rule: NumberRule, _ description: String) -> JSONSchema {
        bounded(rule, type: "number", description)
    }

    /// A whole number within `rule`'s bounds (`2.0` counts as 2).
    static func integer(_ rule: NumberRule, _ description: String) -> JSONSchema {
        bounded(rule, type: "integer", description)
    }

    private static func bounded(_ rule: NumberRule, type: String, _ description: String) -> JSONSchema {
        var keywords: [String: JSONValue] = ["type": .string(type), "description": .string(description)]
        if let above = rule.above { keywords["exclusiveMinimum"] = .number(above) }
        if let from = rule.from { keywords["minimum"] = .number(from) }
        if let to = rule.to { keywords["maximum"] = .number(to) }
        return JSONSchema(keywords)
    }

    /// One word of a closed vocabulary, in the vocabulary's own order.
    static func words(_ names: [String], _ description: String) -> JSONSchema {
        JSONSchema(["enum": .array(names.map(JSONValue.string)), "description": .string(description)])
    }

    /// The words of an enum's raw values.
    static func words<E: RawRepresentable & CaseIterable>(of type: E.Type, _ description: String) -> JSONSchema
    where E.RawValue == String {
        words(E.allCases.map(\.rawValue), description)
    }

    /// A list whose every element matches `element`.
    static func list(of element: JSONSchema, _ description: String, minItems: Int? = nil) -> JSONSchema {
        var keywords: [String: JSONValue] = ["type": .string("array"), "items": element.json, "description": .string(description)]
        if let minItems { keywords["minItems"] = .number(Double(minItems)) }
        return JSONSchema(keywords)
    }

    /// A list of exactly `elements.count` numbers, each within its own
    /// bounds (`prefixItems`). Editors that read draft 7 and older skip
    /// `prefixItems` but still check the count and that each is a number.
    static func numbers(_ elements: [JSONSchema], _ description: String) -> JSONSchema {
        let count = JSONValue.number(Double(elements.count))
        return JSONSchema([
            "type": .string("array"), "prefixItems": .array(elements.map(\.json)), "items": .object([("type", .string("number"))]),
            "minItems": count, "maxItems": count, "description": .string(description),
        ])
    }

    /// Edge insets as the decoder reads them (`SceneDecoder.insets`): `[top, left, bottom, right]` in points.
    static func insets(_ description: String) -> JSONSchema {
        numbers([.number(.coordinate, "Top."), .number(.coordinate, "Left."), .number(.coordinate, "Bottom."), .number(.coordinate, "Right.")],
                description)
    }

    /// A value matching at least one of `choices`.
    static func anyOf(_ choices: [JSONSchema], _ description: String) -> JSONSchema {
        JSONSchema(["anyOf": .array(choices.map(\.json)), "description": .string(description)])
    }

    /// Null only: a key written with no value.
    static func null(_ description: String) -> JSONSchema {
        JSONSchema(["type": .string("null"), "description": .string(description)])
    }
}
