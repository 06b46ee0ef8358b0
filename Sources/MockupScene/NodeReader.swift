import MockupCore
import Yams

/// Reads typed values out of a composed YAML tree. Every problem becomes a
/// located `Diagnostic` in `diagnostics` and the read answers nil, so one pass
/// over the document reports all of its problems, not just the first.
final class NodeReader {
    /// The file name diagnostics carry.
    let file: String
    /// The document's text, kept to explain values a comment swallowed.
    private let source: String
    private(set) var diagnostics: [Diagnostic] = []
    /// How many constraints the views read so far hold (`SceneLoader.maxSceneConstraints`).
    var constraintCount = 0

    init(file: String, source: String) {
        self.file = file
        self.source = source
    }

    // MARK: - Reporting

    func location(of node: Node) -> SourceLocation? {
        node.mark.map { SourceLocation(file: file, line: $0.line, column: $0.column) }
    }

    func error(_ message: String, at node: Node, _ path: DocumentPath) {
        error(message, at: location(of: node), path)
    }

    func error(_ message: String, at location: SourceLocation?, _ path: DocumentPath) {
        diagnostics.append(Diagnostic(location: location, keyPath: path.description, message: message))
    }

    /// `expected a number, found 'abc'`.
    func typeError(expected: String, _ node: Node, _ path: DocumentPath) {
        error("expected \(expected), found \(Self.describe(node))", at: node, path)
    }

    /// `unknown bar style 'blak' (did you mean 'black'?)`; without a close
    /// match, short vocabularies are listed instead.
    func unknownName(_ what: String, _ word: String, in names: [String], at node: Node, _ path: DocumentPath) {
        error(Self.unknownMessage(what, word, in: names), at: node, path)
    }

    static func unknownMessage(_ what: String, _ word: String, in names: [String]) -> String {
        if names.isEmpty { return "unknown \(what) '\(word)' (none are defined)" }
        if let hint = closestMatch(to: word, in: names) {
            return "unknown \(what) '\(word)' (did you mean '\(hint)'?)"
        }
        if names.count <= 8 {
            return "unknown \(what) '\(word)' (expected one of: \(names.joined(separator: ", ")))"
        }
        return "unknown \(what) '\(word)'"
    }

    /// How a node reads in a message: `'abc'`, `the quoted text 'true'`, `a mapping`, `a list`, `nothing`.
    static func describe(_ node: Node) -> String {
        switch node {
        case .scalar(let scalar) where scalar.style == .singleQuoted || scalar.style == .doubleQuoted:
            "the quoted text '\(scalar.string)'"
        case .scalar(let scalar): isNull(node) ? "nothing" : "'\(scalar.string)'"
        case .mapping: "a mapping"
        case .sequence(let sequence): sequence.count == 1 ? "a list of 1 value" : "a list of \(sequence.count) values"
        case .alias: "an alias"
        }
    }

    /// The node's resolved tag (`!!int`, `!!str`...): quoted scalars are
    /// always strings, and a plain scalar with no tag gets YAML 1.1's
    /// (`PlainScalarTag`).
    static func tag(of node: Node) -> Tag.Name {
        if case .scalar(let scalar) = node, scalar.tag.rawValue == Tag.Name.implicit.rawValue {
            return PlainScalarTag.resolve(scalar.string)
        }
        return Tag.Name(rawValue: node.tag.rawValue)
    }

    static func isNull(_ node: Node) -> Bool {
        if case .scalar = node { return Self.tag(of: node) == .null }
        return false
    }

    // MARK: - Scalars

    /// Any scalar's text: a title written `42` is the string "42".
    func string(_ node: Node, _ path: DocumentPath) -> String? {
        guard case .scalar(let scalar) = node, !Self.isNull(node) else {
            typeError(expected: "a string", node, path)
            return nil
        }
        return scalar.string
    }

    func bool(_ node: Node, _ path: DocumentPath) -> Bool? {
        guard case .scalar(let scalar) = node, Self.tag(of: node) == .bool, let value = Bool.construct(from: scalar) else {
            typeError(expected: "true or false", node, path)
            return nil
        }
        return value
    }

    func number(_ node: Node, _ path: DocumentPath, _ rule: NumberRule = .any) -> Double? {
        guard let value = Self.numeric(node)?.double, rule.accepts(value) else {
            typeError(expected: rule.noun("a number"), node, path)
            return nil
        }
        return value
    }

    /// An integer; `2.0` is accepted as 2.
    func integer(_ node: Node, _ path: DocumentPath, _ rule: NumberRule = .any) -> Int? {
        guard let value = Self.numeric(node)?.integer, rule.accepts(Double(value)) else {
            typeError(expected: rule.noun("an integer"), node, path)
            return nil
        }
        return value
    }

    /// The value of a scalar YAML resolves as a number (`12`, `-0.5`, `1e3`,
    /// `0x1f`); nil for other scalars, non-finite values, and sexagesimal
    /// `1:30`.
    // NB: not Yams' `Int.construct`, whose sexagesimal arithmetic traps on
    // overflow (`1:0:0:0:0:0:0:0:0:0:0:0`); Swift's parsers answer nil instead.
    static func numeric(_ node: Node) -> (double: Double, integer: Int?)? {
        guard case .scalar(let scalar) = node, [.int, .float].contains(tag(of: node)) else { return nil }
        let text = scalar.string.filter { $0 != "_" }
        guard !text.contains(":") else { return nil }
        let negative = text.hasPrefix("-")
        let digits = text.hasPrefix("-") || text.hasPrefix("+") ? text.dropFirst() : Substring(text)
        for (prefix, radix) in [("0x", 16), ("0o", 8), ("0b", 2)] where digits.hasPrefix(prefix) {
            guard let magnitude = Int(digits.dropFirst(2), radix: radix) else { return nil }
            let value = negative ? -magnitude : magnitude
            return (Double(value), value)
        }
        if let value = Int(text) { return (Double(value), value) }
        guard let value = Double(text), value.isFinite else { return nil }
        return (value, Int(exactly: value))
    }

    /// A word out of a closed vocabulary, e.g. one of an enum's raw values.
    func name<E: RawRepresentable & CaseIterable>(_ node: Node, _ path: DocumentPath, _ what: String) -> E?
    where E.RawValue == String {
        word(node, path, in: E.allCases.map(\.rawValue), what).flatMap(E.init(rawValue:))
    }

    func word(_ node: Node, _ path: DocumentPath, in names: [String], _ what: String) -> String? {
        guard let text = string(node, path) else { return nil }
        guard names.contains(text) else {
            unknownName(what, text, in: names, at: node, path)
            return nil
        }
        return text
    }

    // MARK: - Collections

    /// The elements of a list with their paths.
    func list(_ node: Node, _ path: DocumentPath) -> [(node: Node, path: DocumentPath)]? {
        guard case .sequence(let sequence) = node else {
            typeError(expected: "a list", node, path)
            return nil
        }
        return sequence.enumerated().map { ($0.element, path.index($0.offset)) }
    }

    /// A mapping whose keys are checked against `keys` (nil: any key). A null
    /// node (a key written with no value) reads as an empty mapping.
    func mapping(_ node: Node, _ path: DocumentPath, keys: [String]?) -> MappingReader? {
        if Self.isNull(node) { return MappingReader(reader: self, node: node, path: path, entries: []) }
        guard case .mapping(let mapping) = node else {
            typeError(expected: "a mapping", node, path)
            return nil
        }
        var entries: [MappingReader.Entry] = []
        var unknownKeys: [String] = []
        for (key, value) in mapping {
            guard case .scalar(let scalar) = key else {
                typeError(expected: "a key name", key, path)
                continue
            }
            if let keys, !keys.contains(scalar.string) {
                unknownName("key", scalar.string, in: keys, at: key, path)
                unknownKeys.append(scalar.string)
                continue
            }
            entries.append(MappingReader.Entry(name: scalar.string, key: key, value: value))
        }
        return MappingReader(reader: self, node: node, path: path, entries: entries, unknownKeys: unknownKeys)
    }

    // MARK: - Source text

    /// Whether the line of `key` goes on with `: #...`: an unquoted colour
    /// (`tintColor: #6d84a2`) that YAML read as a comment.
    func valueIsComment(after key: Node) -> Bool {
        guard let mark = key.mark, case .scalar(let scalar) = key else { return false }
        let lines = source.split(separator: "\n", maxSplits: mark.line, omittingEmptySubsequences: false)
        guard mark.line >= 1, mark.line - 1 < lines.count else { return false }
        let keyEnd = max(0, mark.column - 1) + scalar.string.unicodeScalars.count
        let rest = lines[mark.line - 1].unicodeScalars.dropFirst(keyEnd)
        let text = String(String.UnicodeScalarView(rest)).drop { $0 == " " || $0 == "\"" || $0 == "'" }
        guard text.hasPrefix(":") else { return false }
        return text.dropFirst().drop { $0 == " " || $0 == "\t" }.hasPrefix("#")
    }
}

/// What a number must satisfy, and how to say it: `a number >= 0`. The
/// bounds are data, so the JSON Schema (`SceneSchema`) states the same ones.
struct NumberRule: Sendable {
    let bound: String
    /// Values must be greater than this.
    let above: Double?
    /// Values must be at least this.
    let from: Double?
    /// Values must be at most this.
    let to: Double?

    init(bound: String, above: Double? = nil, from: Double? = nil, to: Double? = nil) {
        self.bound = bound
        self.above = above
        self.from = from
        self.to = to
    }

    func accepts(_ value: Double) -> Bool {
        (above.map { value > $0 } ?? true) && (from.map { value >= $0 } ?? true) && (to.map { value <= $0 } ?? true)
    }

    static let any = NumberRule(bound: "")
    /// A UILayoutPriority.
    static let priority = NumberRule(bound: "from 1 to 1000", from: 1, to: 1000)
    static let nonNegative = NumberRule(bound: ">= 0", from: 0)
    static let positive = NumberRule(bound: "> 0", above: 0)
    static let unit = NumberRule(bound: "between 0 and 1", from: 0, to: 1)
    /// A position in points: within ±`SceneLoader.maxPoints`.
    static let coordinate = NumberRule(
        bound: "from -\(Int(SceneLoader.maxPoints)) to \(Int(SceneLoader.maxPoints))", from: -SceneLoader.maxPoints, to: SceneLoader.maxPoints)
    /// A length in points: 0 up to `SceneLoader.maxPoints`.
    static let length = NumberRule(bound: "from 0 to \(Int(SceneLoader.maxPoints))", from: 0, to: SceneLoader.maxPoints)
    /// A screen's length in points: more than 0, up to `SceneLoader.maxPoints`.
    static let screenLength = NumberRule(bound: "> 0 and <= \(Int(SceneLoader.maxPoints))", above: 0, to: SceneLoader.maxPoints)
    static let scale = NumberRule(bound: "> 0 and <= \(Int(SceneLoader.maxScale))", above: 0, to: SceneLoader.maxScale)
    static let fontSize = NumberRule(bound: "> 0 and <= \(Int(SceneLoader.maxFontSize))", above: 0, to: SceneLoader.maxFontSize)
    static let pageCount = NumberRule(bound: "from 0 to \(SceneLoader.maxPages)", from: 0, to: Double(SceneLoader.maxPages))
    static let lineCount = NumberRule(bound: "from 0 to \(SceneLoader.maxLines)", from: 0, to: Double(SceneLoader.maxLines))
    /// A compositional grid's items across (chosen bound: 100).
    static let columnCount = NumberRule(bound: "from 1 to 100", from: 1, to: 100)

    func noun(_ base: String) -> String { bound.isEmpty ? base : "\(base) \(bound)" }
}
