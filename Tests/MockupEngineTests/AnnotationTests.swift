import Foundation
import MockupCore
import MockupScene
import Testing
@testable import MockupUI

/// The pictures that explain a screen: `--annotate` overlays (who owns each region, what VoiceOver reads) and the exploded view.
@Suite struct AnnotationTests {
    static let mail = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/scenes/mail-toolbar.yaml").path

    /// The legend entry whose colour washes `frame` last (the region's owner as drawn), nil if none does.
    func owner(of frame: Rect, in window: PresentedView) -> String? {
        let (items, legend) = Annotation.owners.overlay(of: window, rightToLeft: false)
        let fills = items.compactMap { item -> (Rect, Color)? in
            if case .fill(let path, .color(let color), _) = item, path.bounds == frame { return (frame, color) }
            return nil
        }
        guard let last = fills.last?.1 else { return nil }
        return legend.first { $0.color == last.withAlpha(1) }?.title
    }

    @Test func theToolbarBelongsToTheControllerThatHoldsIt() throws {
        // The Mail situation: a custom toolbar controller holds the toolbar around a navigation controller.
        let mail = try SceneLoader.load(path: Self.mail)
        let played = try Played(scene: mail)
        let window = try played.layout.window(step: 0)
        let toolbar = try #require(try played.root(0).frames(ofKind: "toolbar").first)
        let bar = try #require(try played.root(0).frames(ofKind: "navigationBar").first)
        #expect(owner(of: toolbar, in: window) == "mail")
        #expect(owner(of: bar, in: window) == "nav")
        let legend = Annotation.owners.overlay(of: window, rightToLeft: false).legend
        #expect(legend.map(\.title) == ["mail", "nav", "mailboxes"])
        #expect(legend.map(\.detail) == ["toolbar controller (custom container)", "UINavigationController", "UITableViewController"])
        // Added per screen (a navigation controller's toolbar): the navigation controller owns it.
        let perScreen = try Played("""
            screens:
              list: {title: List, toolbarItems: [{systemItem: compose}], table: {rows: [One]}}
            root: {navigationController: {id: nav, viewControllers: [list], toolbarHidden: false}}
            """)
        let ownToolbar = try #require(try perScreen.root(0).frames(ofKind: "toolbar").first)
        #expect(owner(of: ownToolbar, in: try perScreen.layout.window(step: 0)) == "nav")
    }

    @Test func theAccessibilityOverlayNumbersEachElementInOrder() throws {
        let played = try Played(scene: try SceneLoader.load(path: Self.mail))
        let window = try played.layout.window(step: 0)
        let (items, legend) = Annotation.accessibility.overlay(of: window, rightToLeft: false)
        let elements = AccessibilityElement.elements(in: window)
        #expect(legend.map(\.badge) == elements.indices.map { "\($0 + 1)" })
        #expect(legend.first?.title == "Mailboxes, heading" && legend.last?.title == "Compose, button")
        // Each element: a wash, an outline, a badge and its number.
        #expect(items.count == 4 * elements.count)
        // The legend stands beside the picture, which grows by its width.
        let list = Annotation.accessibility.besideLegend(DisplayList(size: Size(width: 320, height: 480)), entries: legend)
        #expect(list.size == Size(width: 320 + Annotation.legendWidth, height: 480))
    }

    /// `mockup explode`: one layer a view, the dump's views in its order, each at its depth in the
    /// tree; one plane a depth, drawn back to front, further right and up the deeper it is.
    @Test func theExplodedViewHasALayerPerViewInOrder() throws {
        let played = try Played(scene: try SceneLoader.load(path: Self.mail))
        let window = try played.layout.window(step: 0)
        let layers = ExplodedView.layers(of: window)
        let dump = try played.root(0).allNodes()
        #expect(layers.map(\.view.kind.name) == dump.map(\.kind))
        #expect(layers.first?.depth == 0 && layers.first?.view.kind == .window && layers.allSatisfy { $0.view.children.isEmpty })
        // A cell's label lies one deeper than its cell, the cell one deeper than its table.
        let depth = { (kind: String) in layers.first { $0.view.kind.name == kind }?.depth ?? -1 }
        #expect(depth("label") == depth("tableCell") + 1 && depth("tableCell") == depth("tableView") + 1)
        let view = ExplodedView()
        let list = view.displayList(of: window, theme: Theme(scene: played.layout.scene))
        let planes = list.items.filter { if case .group = $0 { true } else { false } }
        #expect(planes.count == (layers.map(\.depth).max() ?? 0) + 1)
        let back = view.projection(depth: 0), front = view.projection(depth: 3)
        #expect(front.tx > back.tx && front.ty < back.ty)
        // Seen from the front (progress 0) every plane lies on the screen.
        var flat = view
        flat.progress = 0
        #expect(flat.projection(depth: 5) == .identity)
    }
}
