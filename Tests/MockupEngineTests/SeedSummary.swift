import Foundation
import MockupCore
import MockupScene
import MockupUI

/// A seed scene from Fixtures/scenes, played, with a one-line summary of
/// each step's layout: the screens and bars shown, where, and what they say.
struct Seed {
    static let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/scenes")

    let played: Played

    init(_ name: String) throws {
        let text = try String(contentsOf: Self.scenes.appendingPathComponent("\(name).yaml"), encoding: .utf8)
        played = try Played(text, file: "\(name).yaml")
    }

    var steps: Int { played.story.states.count }

    /// `kind[#id] x,y,w,h ['title'] [n items]` for every screen, bar and
    /// riding view, back to front, joined by " | ".
    func summary(_ step: Int) throws -> String {
        let root = try played.root(step)
        var parts: [String] = []
        func visit(_ node: LayoutNode) {
            let f = node.frame
            let frame = [f.minX, f.minY, f.width, f.height].map { $0 == $0.rounded() ? String(Int($0)) : String($0) }.joined(separator: ",")
            switch node.kind {
            case "screen":
                parts.append("screen#\(node.id ?? "?") \(frame)")
            case "navigationBar", "toolbar", "tabBar", "statusBar":
                var line = "\(node.kind) \(frame)"
                if let title = node.title { line += " '\(title)'" }
                let items = node.children.filter { ["barButtonItem", "backButton", "tabBarItem"].contains($0.kind) }
                if !items.isEmpty { line += " [" + items.map { $0.title ?? "·" }.joined(separator: ", ") + "]" }
                if let control = node.nodes(ofKind: "segmentedControl").first {
                    line += " <" + control.nodes(ofKind: "segment").map { $0.title ?? "" }.joined(separator: "|") + ">"
                }
                parts.append(line)
            default:
                break
            }
            for child in node.children { visit(child) }
        }
        visit(root)
        return parts.joined(separator: " | ")
    }
}
