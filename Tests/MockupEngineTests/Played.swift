import MockupCore
import MockupScene
import MockupUI

/// A scene written inline in a test, loaded and played without Cairo.
struct Played {
    let layout: SceneLayout
    let story: Story

    init(_ yaml: String, file: String = "test.yaml") throws {
        try self.init(scene: try SceneLoader.parse(yaml, file: file))
    }

    init(scene: Scene) throws {
        layout = SceneLayout(scene: scene, measurer: ApproximateTextMeasurer())
        story = try layout.play()
    }

    /// The layout tree at the end of step `step`.
    func root(_ step: Int) throws -> LayoutNode {
        try layout.window(story.states[step]).layoutNode()
    }

    var events: [String] { story.events.map(\.description) }

    /// The messages a scene is rejected with (empty when it plays).
    static func errors(_ yaml: String) -> [String] {
        do {
            _ = try Played(yaml)
            return []
        } catch let error as DiagnosticError {
            return error.diagnostics.map(\.description)
        } catch {
            return ["\(error)"]
        }
    }
}

extension LayoutNode {
    /// The frame of the node with `id`, nil when it is not in the hierarchy.
    func frame(of id: String) -> Rect? { node(id: id)?.frame }

    func frames(ofKind kind: String) -> [Rect] { nodes(ofKind: kind).map(\.frame) }
}

extension PresentedView {
    /// The text of the first table cell drawn selected.
    var firstSelectedCellText: String? {
        if case .tableCell(let cell) = content, cell.selected { return text }
        for child in children { if let found = child.firstSelectedCellText { return found } }
        return nil
    }
}
