import MockupCore
import Yams

/// The size checks made before decoding: nesting depth, and the number of
/// values once aliases are expanded (an alias repeats a whole subtree, so a
/// small file can stand for an enormous document).
///
/// The walk counts what an expanded document holds, but takes time in
/// proportion to the file: Yams composes an alias as a copy of its anchored
/// node, with the anchor's place in the file, so a list or mapping met again
/// at a place already walked is that same subtree; its size and depth are
/// remembered and added at once when they fit within the limits, and walked
/// into only to find the value that breaks one.
struct DocumentShape {
    private let file: String
    private var visited = 0
    /// The keys and indices from the root to the node being walked.
    private var path: [Step] = []
    /// What each list or mapping walked holds, by its place in the file.
    private var walked: [Place: Extent] = [:]

    private enum Step {
        case key(String)
        case index(Int)
    }

    /// Where a list or mapping starts in the file, and which of the two it is.
    private struct Place: Hashable {
        var line: Int
        var column: Int
        var isMapping: Bool
    }

    /// A walked subtree: its values (itself included), the levels of lists
    /// and mappings beneath it, and its own number of children.
    private struct Extent {
        var values: Int
        var depth: Int
        var children: Int
    }

    /// The first limit the document breaks, if any.
    static func check(_ root: Node, file: String) -> Diagnostic? {
        var shape = DocumentShape(file: file)
        var depthBelow = 0
        return shape.walk(root, depth: 1, depthBelow: &depthBelow)
    }

    private init(file: String) { self.file = file }

    /// Walks `node` at `depth`; `depthBelow` becomes the levels of lists and
    /// mappings beneath it (0 for a scalar or an empty one).
    private mutating func walk(_ node: Node, depth: Int, depthBelow: inout Int) -> Diagnostic? {
        visited += 1
        if visited > SceneLoader.maxValues {
            return problem(at: node, "the document holds more than \(SceneLoader.maxValues) values once aliases are expanded")
        }
        let place: Place?
        let children: Int
        switch node {
        case .scalar, .alias:
            return nil
        case .sequence(let sequence):
            if depth > SceneLoader.maxDepth { return problem(at: node, "nesting deeper than \(SceneLoader.maxDepth) levels") }
            place = sequence.mark.map { Place(line: $0.line, column: $0.column, isMapping: false) }
            children = sequence.count
        case .mapping(let mapping):
            if depth > SceneLoader.maxDepth { return problem(at: node, "nesting deeper than \(SceneLoader.maxDepth) levels") }
            place = mapping.mark.map { Place(line: $0.line, column: $0.column, isMapping: true) }
            children = mapping.count
        }
        if let place, let extent = walked[place], extent.children == children,
           visited - 1 + extent.values <= SceneLoader.maxValues, depth + extent.depth <= SceneLoader.maxDepth {
            visited += extent.values - 1
            depthBelow = extent.depth
            return nil
        }
        let start = visited
        var deepest = 0
        switch node {
        case .sequence(let sequence):
            for (index, element) in sequence.enumerated() {
                path.append(.index(index))
                defer { path.removeLast() }
                var below = 0
                if let found = walk(element, depth: depth + 1, depthBelow: &below) { return found }
                if element.isCollection { deepest = max(deepest, below + 1) }
            }
        case .mapping(let mapping):
            for (key, value) in mapping {
                path.append(.key(key.scalar?.string ?? "?"))
                defer { path.removeLast() }
                var below = 0
                if let found = walk(value, depth: depth + 1, depthBelow: &below) { return found }
                if value.isCollection { deepest = max(deepest, below + 1) }
            }
        case .scalar, .alias:
            break
        }
        depthBelow = deepest
        if let place { walked[place] = Extent(values: visited - start + 1, depth: deepest, children: children) }
        return nil
    }

    private func problem(at node: Node, _ message: String) -> Diagnostic {
        let location = node.mark.map { SourceLocation(file: file, line: $0.line, column: $0.column) }
        let keyPath = path.enumerated().map { offset, step in
            switch step {
            case .key(let key): offset == 0 ? key : "." + key
            case .index(let index): "[\(index)]"
            }
        }.joined()
        return Diagnostic(location: location, keyPath: keyPath, message: message)
    }
}

private extension Node {
    var isCollection: Bool {
        switch self {
        case .sequence, .mapping: true
        case .scalar, .alias: false
        }
    }
}
