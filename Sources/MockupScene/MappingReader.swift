import MockupCore
import Yams

/// A mapping whose keys `NodeReader.mapping` has checked, with typed reads
/// of its values. A key written with no value (null) counts as absent.
struct MappingReader {
    struct Entry {
        let name: String
        let key: Node
        let value: Node
    }

    let reader: NodeReader
    let node: Node
    let path: DocumentPath
    let entries: [Entry]
    /// The keys not in the vocabulary (already reported).
    var unknownKeys: [String] = []

    /// Whether an unknown key looks like a misspelling of `name`: the checks
    /// that a value is given then keep quiet, the misspelling being reported.
    func misspelt(_ name: String) -> Bool {
        unknownKeys.contains { closestMatch(to: $0, in: [name]) != nil }
    }

    func entry(_ name: String) -> Entry? { entries.first { $0.name == name } }

    /// The value of `name`, nil when absent or null.
    subscript(name: String) -> Node? {
        guard let value = entry(name)?.value, !NodeReader.isNull(value) else { return nil }
        return value
    }

    func has(_ name: String) -> Bool { self[name] != nil }

    func path(_ name: String) -> DocumentPath { path.key(name) }

    /// Reads the value of `name` with `read`; nil when absent or invalid.
    func value<T>(_ name: String, _ read: (Node, DocumentPath) -> T?) -> T? {
        self[name].flatMap { read($0, path(name)) }
    }

    /// The value of a key that must be given; reports it missing otherwise.
    func required(_ name: String) -> Node? {
        guard let value = self[name] else {
            if misspelt(name) { return nil }
            reader.error("missing required key '\(name)'", at: node, path)
            return nil
        }
        return value
    }

    /// A list under `name`, each element read with `read`; elements that fail are left out.
    func list<T>(_ name: String, _ read: (Node, DocumentPath) -> T?) -> [T]? {
        guard let elements = value(name, { reader.list($0, $1) }) else { return nil }
        return elements.compactMap { read($0.node, $0.path) }
    }

    func string(_ name: String) -> String? { value(name) { reader.string($0, $1) } }

    func bool(_ name: String) -> Bool? { value(name) { reader.bool($0, $1) } }

    func number(_ name: String, _ rule: NumberRule = .any) -> Double? { value(name) { reader.number($0, $1, rule) } }

    func integer(_ name: String, _ rule: NumberRule = .any) -> Int? { value(name) { reader.integer($0, $1, rule) } }

    func name<E: RawRepresentable & CaseIterable>(_ name: String, _ what: String) -> E? where E.RawValue == String {
        value(name) { reader.name($0, $1, what) }
    }

    /// Reports when more than one of `names` is given, at the second one's key;
    /// answers the first given.
    @discardableResult
    func exclusive(_ names: [String], _ message: (String, String) -> String) -> String? {
        let given = entries.filter { names.contains($0.name) }
        for extra in given.dropFirst() {
            reader.error(message(given[0].name, extra.name), at: extra.key, path)
        }
        return given.first?.name
    }

    /// Checks that an index is within `count` elements, at the index's node.
    func checkIndex(_ name: String, _ index: Int?, count: Int, of what: String) {
        guard let index, let node = self[name], count > 0, index >= count else { return }
        let counted = count == 1 ? "is 1 \(what)" : "are \(count) \(what)s"
        reader.error("index \(index) is out of range: there \(counted)", at: node, path(name))
    }
}
