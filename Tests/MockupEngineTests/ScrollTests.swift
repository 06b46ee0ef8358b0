import MockupCore
import MockupScene
import MockupUI
import Testing

/// Content offsets and the scroll step: rows move and leave, a large title
/// collapses into the bar as the content passes beneath it, and the bar takes
/// its material once content is beneath it.
@Suite struct ScrollTests {
    static let rows = (1...30).map { "Row \($0)" }.joined(separator: ", ")
    static let mail = """
        device: iphone-15
        screens:
          list:
            title: Mailboxes
            table: {style: insetGrouped, rows: [\(rows)]}
        root:
          navigationController: {viewControllers: [list], prefersLargeTitles: true}
        steps:
          - scroll: 30
          - scroll: 400
        """

    func bar(_ window: PresentedView) -> PresentedView? {
        IOS17LayoutTests.views(window) { $0.kind == "navigationBar" }.first
    }

    @Test func aContentOffsetMovesTheRowsOfATableView() throws {
        let played = try Played("""
            device: iphone-retina
            root:
              view:
                subviews:
                  - tableView: {id: list, frame: [0, 0, 320, 200], contentOffset: 88, rows: [\(Self.rows)]}
            """)
        let root = try played.root(0)
        let cells = root.nodes(ofKind: "tableCell")
        // Two rows scrolled off the top: the third is at the table's top edge; nothing below 200 is in the hierarchy.
        #expect(cells.first?.text == "Row 3")
        #expect(cells.first?.frame.minY == root.frame(of: "list")?.minY)
        #expect(cells.count == 5)
    }

    @Test func theLargeTitleCollapsesAsContentScrollsBeneathIt() throws {
        let played = try Played(Self.mail)
        let start = try #require(bar(try played.layout.window(played.story.states[0])))
        #expect(start.frame.height == 96)
        // 30 points up: the bar is 66 tall, the title fading under the items.
        let partly = try #require(bar(try played.layout.window(played.story.states[1])))
        #expect(partly.frame.height == 66)
        let title = try #require(partly.largeTitleView)
        #expect(title.alpha > 0 && title.alpha < 1)
        // Mid-scroll from 30 to 400, the bar has collapsed to 44 with the standard title and its material.
        let animation = try played.layout.animation(played.story, step: 2)
        #expect(animation.transition.duration == Seconds(0.3))
        let mid = try #require(bar(animation.instant(at: Seconds(0.15)).window))
        #expect(mid.frame.height == 44 && mid.largeTitleView == nil)
        guard case .navigationBar(let content) = mid.content else { Issue.record("not a bar"); return }
        #expect(content.backdrop == .standard)
        // A quarter of the way in, the title is part-way collapsed.
        let early = try #require(bar(animation.instant(at: Seconds(0.03)).window))
        #expect(early.frame.height < 66 && early.frame.height > 44)
    }

    @Test func rowsLeaveAndEnterWhileScrolling() throws {
        let played = try Played(Self.mail)
        let animation = try played.layout.animation(played.story, step: 2)
        func firstRow(_ t: Double) -> String? {
            IOS17LayoutTests.views(animation.instant(at: Seconds(t)).window) { $0.kind == "tableCell" }.first?.text
        }
        #expect(firstRow(0) == "Row 1")
        let middle = try #require(firstRow(0.15))
        #expect(middle != "Row 1")
        #expect(firstRow(0.3) != middle)
    }
}

extension PresentedView {
    /// A navigation bar's large title view.
    var largeTitleView: PresentedView? { children.first { $0.tags.contains(.largeTitle) } }
}
