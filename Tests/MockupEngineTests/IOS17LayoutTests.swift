import MockupCore
import MockupScene
import MockupUI
import Testing

/// The geometry of the ios17 look: large titles, the segmented control, inset
/// grouped sections, the tab bar, the Dynamic Island and the home indicator,
/// and the looks that devices choose when a scene names none.
@Suite struct IOS17LayoutTests {
    static let settings = """
        device: iphone-15
        screens:
          settings:
            title: Settings
            table:
              style: insetGrouped
              sections:
                - rows: [{text: Wi-Fi}, {text: Bluetooth}]
                - header: General
                  rows: [{text: About}]
          detail:
            title: About
            navigationItem: {largeTitleDisplayMode: never}
            view:
              backgroundColor: white
              subviews:
                - segmentedControl: {id: period, frame: [16, 20, 361, 32], segments: [Day, Week], selectedSegmentIndex: 0}
        root:
          tabBarController:
            viewControllers:
              - navigationController: {viewControllers: [settings], prefersLargeTitles: true}
                tabBarItem: {title: Settings, systemItem: more}
        steps:
          - push: detail
        """

    @Test func aSceneWithoutStyleTakesItsDevicesEra() throws {
        let era = { (device: String) in try SceneLoader.parse("device: \(device)\nroot: {title: A}", file: "a.yaml").style }
        #expect(try era("iphone-retina") == .classic)
        #expect(try era("iphone-8") == .modern)
        #expect(try era("iphone-se") == .ios17)
        #expect(try era("iphone-15") == .ios17)
        #expect(try era("iphone-15-pro-max") == .ios17)
        #expect(try SceneLoader.parse("device: iphone-15\nstyle: modern\nroot: {title: A}", file: "a.yaml").style == .modern)
        #expect(Style.allCases.map(\.rawValue) == ["classic", "modern", "ios17", "ios26"])
    }

    @Test func largeTitleBarIs96PointsWithTheTitleUnderTheItems() throws {
        let root = try Played(Self.settings).root(0)
        let bar = try #require(root.nodes(ofKind: "navigationBar").first)
        #expect(bar.frame == Rect(x: 0, y: 59, width: 393, height: 96))
        let title = try #require(bar.children.first { $0.text == "Settings" })
        #expect(title.frame.minX == 16 && title.frame.minY > bar.frame.minY + 44 && title.frame.maxY <= bar.frame.maxY - 8)
        // The screen beneath starts under the large-title bar and ends at the tab bar.
        #expect(root.frame(of: "settings") == Rect(x: 0, y: 155, width: 393, height: 852 - 155 - 83))
    }

    @Test func pushingANeverLargeScreenGivesAStandardBar() throws {
        let root = try Played(Self.settings).root(1)
        let bar = try #require(root.nodes(ofKind: "navigationBar").first)
        #expect(bar.frame.height == 44)
        #expect(root.frame(of: "period")?.height == 32)
    }

    @Test func tabBarIs83PointsOnIphone15() throws {
        let root = try Played(Self.settings).root(0)
        #expect(root.frames(ofKind: "tabBar") == [Rect(x: 0, y: 852 - 83, width: 393, height: 83)])
    }

    @Test func insetGroupedCellsAreInset16AndTheirHeaderFollows() throws {
        let root = try Played(Self.settings).root(0)
        let cells = root.frames(ofKind: "tableCell")
        #expect(cells.count == 3)
        #expect(cells.allSatisfy { $0.minX == 16 && $0.width == 393 - 32 && $0.height == 44 })
        // A titleless first header is 35 points; the second section follows its titled header.
        #expect(cells[0].minY == 155 + 35)
        #expect(cells[2].minY > cells[1].maxY + 16)
    }

    @Test func islandAndHomeIndicatorFrames() throws {
        let root = try Played(Self.settings).root(0)
        #expect(root.frames(ofKind: "dynamicIsland") == [Rect(x: (393 - 126) / 2, y: 11, width: 126, height: 37)])
        #expect(root.frames(ofKind: "homeIndicator") == [Rect(x: (393 - 134) / 2, y: 852 - 13, width: 134, height: 5)])
        // Older looks on the same phone draw neither.
        let modern = try Played(Self.settings.replacingOccurrences(of: "device: iphone-15", with: "device: iphone-15\nstyle: modern")).root(0)
        #expect(modern.nodes(ofKind: "dynamicIsland").isEmpty && modern.nodes(ofKind: "homeIndicator").isEmpty)
    }

    @Test func segmentedControlIs32PointsTall() throws {
        let scene = try SceneLoader.parse(Self.settings, file: "s.yaml")
        let layout = SceneLayout(scene: scene, measurer: ApproximateTextMeasurer())
        #expect(layout.naturalSize(of: SegmentedControlSpec(segments: ["Day", "Week"])).height == 32)
    }

    @Test func barsTakeTheirScrollEdgeAppearance() throws {
        let played = try Played(Self.settings)
        let window = try played.layout.window(played.story.states[0])
        func bars(_ view: PresentedView) -> [PresentedView] {
            (view.kind.name == "navigationBar" || view.kind.name == "tabBar" ? [view] : []) + view.children.flatMap(bars)
        }
        // Content at rest under the navigation bar, and ending above the tab bar: both clear.
        for bar in bars(window) {
            switch bar.content {
            case .navigationBar(let content): #expect(content.backdrop == .clear(Color(r: 242, g: 242, b: 247)))
            case .tabBar(let content): #expect(content.backdrop != .standard)
            default: Issue.record("not a bar")
            }
        }
        // A table running beneath the tab bar keeps the bar's material.
        let long = try Played(Self.longList(style: "ios17"))
        let tabBar = try #require(bars(try long.layout.window(long.story.states[0])).first)
        guard case .tabBar(let content) = tabBar.content else { Issue.record("not a tab bar"); return }
        #expect(content.backdrop == .standard)
    }

    /// All the views of a tree that satisfy `test`, front to back in drawing order.
    static func views(_ view: PresentedView, _ test: (PresentedView) -> Bool) -> [PresentedView] {
        (test(view) ? [view] : []) + view.children.flatMap { views($0, test) }
    }

    /// A list of 30 rows in a tab bar controller on iphone-15, in `style`.
    static func longList(style: String) -> String {
        let rows = (1...30).map { "{text: Row \($0)}" }.joined(separator: ", ")
        return """
            device: iphone-15
            style: \(style)
            root:
              tabBarController:
                viewControllers: [{title: List, table: {rows: [\(rows)]}}]
            """
    }

    @Test func aTableRunsOnBeneathTheTabBar() throws {
        let played = try Played(Self.longList(style: "ios17"))
        let root = try played.root(0)
        let tabBar = try #require(root.frames(ofKind: "tabBar").first)
        // The screen ends at the tab bar; its table runs on to the bottom, rows beneath the bar.
        #expect(root.frames(ofKind: "screen").last?.maxY == tabBar.minY)
        #expect(root.frames(ofKind: "tableView") == [Rect(x: 0, y: 59, width: 393, height: 852 - 59)])
        #expect(root.frames(ofKind: "tableCell").contains { $0.minY > tabBar.minY && $0.minY < tabBar.maxY })
        // Older looks stop the table at the bar.
        let modern = try Played(Self.longList(style: "modern")).root(0)
        let modernBar = try #require(modern.frames(ofKind: "tabBar").first)
        #expect(modern.frames(ofKind: "tableView").first?.maxY == modernBar.minY)
    }

    @Test func aBarInItsMaterialBlursWhatIsBeneath() throws {
        let played = try Played("""
            device: iphone-15
            root:
              view:
                backgroundColor: white
                subviews:
                  - toolbar: {frame: [0, 300, 393, 44], items: [{title: Send}]}
            """)
        let theme = Theme(scene: played.layout.scene)
        let items = theme.displayList(for: try played.layout.window(played.story.states[0])).items
        func backdrops(_ items: [DisplayItem]) -> [Backdrop] {
            items.flatMap { item -> [Backdrop] in
                switch item {
                case .backdrop(let b): [b]
                case .group(let g): backdrops(g.items)
                default: []
                }
            }
        }
        let root = try played.root(0)
        let frame = try #require(root.frames(ofKind: "toolbar").first)
        let toolbar = try #require(backdrops(items).first { $0.path == .rect(frame) })
        #expect(toolbar.blur == 10 && toolbar.tint.alpha < 1)
    }

    @Test func theLargeTitleFliesIntoTheBackButton() throws {
        let played = try Played(Self.settings)
        let animation = try played.layout.animation(played.story, step: 1)
        func largeTitle(_ t: Double) throws -> (box: Rect, size: Double, alpha: Double) {
            let window = animation.instant(at: Seconds(t)).window
            let title = try #require(Self.views(window) { $0.tags.contains(.largeTitle) }.first)
            guard case .label(let label) = title.content else { throw CancellationError() }
            return (label.run.box, label.run.font.size, title.alpha)
        }
        let start = try largeTitle(0), early = try largeTitle(0.05), middle = try largeTitle(0.12)
        #expect(start.size == 34 && start.alpha == 1)
        // Shrinking toward the back button's 17 points and fading, its leading edge moving right to the title of the back button.
        #expect(early.size < 34 && early.size > 17 && early.alpha < 1)
        #expect(middle.size < early.size && middle.alpha < early.alpha && middle.box.minX > start.box.minX)
        // Once it has faded, the back button shows the title.
        let end = animation.instant(at: animation.transition.duration).window
        #expect(Self.views(end) { $0.tags.contains(.largeTitle) }.isEmpty)
        #expect(Self.views(end) { $0.kind.name == "backButton" }.first?.title == "Settings")
    }

    /// A segmented controller in a title view, switched to its second segment, in `style`.
    static func segments(style: String) -> String {
        """
        device: iphone-15
        style: \(style)
        screens:
          a: {title: A}
          b: {title: B}
        root:
          navigationController:
            viewControllers:
              - segmentedController: {viewControllers: [a, b], placement: titleView}
        steps:
          - selectSegment: B
        """
    }

    @Test func theSegmentThumbSlides() throws {
        let played = try Played(Self.segments(style: "ios17"))
        let animation = try played.layout.animation(played.story, step: 1)
        #expect(animation.transition.duration == Seconds(0.412))
        func thumb(_ t: Double) throws -> Rect {
            try #require(Self.views(animation.instant(at: Seconds(t)).window) { $0.kind.name == "segmentThumb" }.first).frame
        }
        func segment(_ t: Double, _ title: String) throws -> Rect {
            try #require(Self.views(animation.instant(at: Seconds(t)).window) { $0.kind.name == "segment" && $0.title == title }.first).frame
        }
        let (a, b) = (try segment(0, "A"), try segment(0, "B"))
        let (first, middle, last) = (try thumb(0), try thumb(0.2), try thumb(0.412))
        #expect(first == a && last == b)
        #expect(middle.minX > a.minX && middle.minX < b.minX)
        // A look without a thumb changes the selection at once.
        let modern = try Played(Self.segments(style: "modern"))
        #expect(try modern.layout.animation(modern.story, step: 1).transition.duration == .zero)
    }
}
