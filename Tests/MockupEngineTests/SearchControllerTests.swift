import MockupCore
import MockupScene
import Testing
@testable import MockupUI

/// A navigation item's search controller: its row at the bottom of the bar,
/// below the large title, collapsing first as content scrolls up.
@Suite struct SearchControllerTests {
    static let scene = """
        device: iphone-15
        style: ios17
        screens:
          list:
            title: Contacts
            navigationItem: {searchController: {placeholder: Search Contacts}}
            table:
              rows: [Anna, Ben, Chloé, David, Emma, Felix, Grace, Henry, Iris, Jack, Kate, Leo, Mia, Noah, Olivia, Paul]
        root:
          navigationController: {viewControllers: [list], prefersLargeTitles: true}
        steps:
          - scroll: 30
          - scroll: 200
        """

    @Test func theSearchRowSitsBelowTheLargeTitleAndCollapsesFirst() throws {
        let played = try Played(Self.scene)
        func bar(_ step: Int) throws -> Rect { try #require(try played.root(step).frames(ofKind: "navigationBar").first) }
        func search(_ step: Int) throws -> [Rect] { try played.root(step).frames(ofKind: "searchBar") }
        // 96 for the large title and 52 for the search row (iOS 13+), under the 59-point status bar.
        #expect(try bar(0).height == 148)
        let field = try #require(try search(0).first)
        #expect(field.minY == (try bar(0).maxY) - 52 && field.height == 52)
        // Scrolled 30: the search row gives up 30 points; the large title stays whole.
        #expect(try bar(1).height == 118)
        // Scrolled 200: the search row is gone, then the large title: the standard bar.
        #expect(try bar(2).height == 44)
        #expect(try search(2).isEmpty)
    }

    @Test func theFieldShowsItsPlaceholderOnTheBarsBackground() throws {
        let scene = try SceneLoader.parse(Self.scene, file: "search.yaml")
        let items = try DynamicColorTests.drawn(scene)
        #expect(items.contains { if case .text(let run) = $0 { run.text == "Search Contacts" } else { false } })
        // `true` is a search controller as UIKit makes one.
        let plain = try SceneLoader.parse(Self.scene.replacingOccurrences(of: "{placeholder: Search Contacts}", with: "true"), file: "search.yaml")
        #expect(try DynamicColorTests.drawn(plain).contains { if case .text(let run) = $0 { run.text == "Search" } else { false } })
    }
}
