import Foundation
import Yams

/// Builds the YAML of a scene from what an Interface Builder file holds, in
/// the order the keys are written in the scene format.
enum YAMLNodes {
    /// Text, always quoted (titles such as `No` or `1.0` stay text).
    static func text(_ s: String) -> Node { Node(s, Tag(.str), .doubleQuoted) }
    /// A bare word (a name from the format: `grouped`, `disclosureIndicator`).
    static func word(_ s: String) -> Node { Node(s) }
    static func number(_ d: Double) -> Node {
        Node(d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(d))
    }
    static func bool(_ b: Bool) -> Node { Node(b ? "true" : "false") }
    /// A mapping of the pairs whose value is there, in order.
    static func map(_ pairs: [(String, Node?)]) -> Node {
        .mapping(Node.Mapping(pairs.compactMap { key, value in value.map { (Node(key), $0) } }))
    }
    static func list(_ nodes: [Node]) -> Node { .sequence(Node.Sequence(nodes)) }
    /// A mapping with one more pair.
    static func adding(_ pair: (String, Node), to node: Node) -> Node {
        guard case .mapping(var m) = node else { return node }
        m[Node(pair.0)] = pair.1
        return .mapping(m)
    }
    /// Four numbers, written on one line.
    static func numbers(_ values: [Double]) -> Node {
        .sequence(Node.Sequence(values.map(number), Tag(.seq), .flow))
    }

    /// The scene as YAML text.
    static func serialize(_ node: Node) -> String {
        (try? Yams.serialize(node: node, width: 120, allowUnicode: true, sortKeys: false)) ?? ""
    }
}
