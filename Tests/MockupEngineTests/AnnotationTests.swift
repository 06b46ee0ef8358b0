import Foundation
import MockupCore
import MockupScene
import Testing
@testable import MockupUI

/// The overlays of `--annotate`: who owns each region, and what VoiceOver reads.
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
        let list = Annotation.accessibility.besideLegend(DisplayList(size: Size(width: 320, height: 480)), entries: legend, title: "VoiceOver")
        #expect(list.size == Size(width: 320 + Annotation.legendWidth, height: 480))
    }
}
