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
        IOS17LayoutTests.views(window) { $0.kind.name == "navigationBar" }.first
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

    @Test func aScrollViewsOffsetMovesItsSubviewsAndItScrolls() throws {
        let played = try Played("""
            device: iphone-retina
            root:
              view:
                subviews:
                  - scrollView:
                      id: gallery
                      frame: [0, 100, 320, 200]
                      contentSize: [320, 600]
                      contentOffset: [0, 50]
                      subviews:
                        - imageView: {id: first, frame: [10, 10, 300, 180], image: {color: orange}}
                  - textView: {id: note, frame: [0, 320, 320, 100], text: "One two three", contentOffset: [0, 20]}
            steps:
              - {scroll: 250, id: gallery}
            """)
        let root = try played.root(0)
        let top = try #require(root.frame(of: "gallery")).minY
        #expect(root.frame(of: "first") == Rect(x: 10, y: top + 10 - 50, width: 300, height: 180))
        // The text view's text sits 8 points in, moved up by its offset.
        let note = try #require(root.node(id: "note"))
        #expect(note.children.first?.frame.minY == note.frame.minY + 8 - 20)
        // Scrolling: the subview follows the offset, the indicator shows while it moves.
        #expect(try played.root(1).frame(of: "first")?.minY == top + 10 - 250)
        let animation = try played.layout.animation(played.story, step: 1)
        let mid = animation.instant(at: Seconds(0.15)).window
        #expect(!IOS17LayoutTests.views(mid) { $0.kind.name == "scrollIndicator" }.isEmpty)
        #expect(IOS17LayoutTests.views(animation.instant(at: Seconds(0.3)).window) { $0.kind.name == "scrollIndicator" }.isEmpty)
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
            IOS17LayoutTests.views(animation.instant(at: Seconds(t)).window) { $0.kind.name == "tableCell" }.first?.text
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
