import MockupCore
import Yams

/// The size checks made before decoding: nesting depth, and the number of
/// values once aliases are expanded (an alias repeats a whole subtree, so a
/// small file can stand for an enormous document).
struct DocumentShape {
    private let file: String
    private var visited = 0
    private var path: [String] = []

    /// The first limit the document breaks, if any.
    static func check(_ root: Node, file: String) -> Diagnostic? {
        var shape = DocumentShape(file: file)
        return shape.walk(root, depth: 1)
    }

    private init(file: String) { self.file = file }

    private mutating func walk(_ node: Node, depth: Int) -> Diagnostic? {
        visited += 1
        if visited > SceneLoader.maxValues {
            return problem(at: node, "the document holds more than \(SceneLoader.maxValues) values once aliases are expanded")
        }
        switch node {
        case .scalar, .alias:
            return nil
        case .sequence(let sequence):
            if depth > SceneLoader.maxDepth { return problem(at: node, "nesting deeper than \(SceneLoader.maxDepth) levels") }
            for (index, element) in sequence.enumerated() {
                path.append("[\(index)]")
                defer { path.removeLast() }
                if let found = walk(element, depth: depth + 1) { return found }
            }
        case .mapping(let mapping):
            if depth > SceneLoader.maxDepth { return problem(at: node, "nesting deeper than \(SceneLoader.maxDepth) levels") }
            for (key, value) in mapping {
                path.append((path.isEmpty ? "" : ".") + (key.scalar?.string ?? "?"))
                defer { path.removeLast() }
                if let found = walk(value, depth: depth + 1) { return found }
            }
        }
        return nil
    }

    private func problem(at node: Node, _ message: String) -> Diagnostic {
        let location = node.mark.map { SourceLocation(file: file, line: $0.line, column: $0.column) }
        return Diagnostic(location: location, keyPath: path.joined(), message: message)
    }
}
