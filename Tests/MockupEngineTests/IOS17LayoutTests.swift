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
        #expect(Style.allCases.map(\.rawValue) == ["classic", "modern", "ios17"])
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
            (view.kind == "navigationBar" || view.kind == "tabBar" ? [view] : []) + view.children.flatMap(bars)
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
        let rows = (1...30).map { "{text: Row \($0)}" }.joined(separator: ", ")
        let long = try Played("""
            device: iphone-15
            root:
              tabBarController:
                viewControllers: [{title: List, table: {rows: [\(rows)]}}]
            """)
        let tabBar = try #require(bars(try long.layout.window(long.story.states[0])).first)
        guard case .tabBar(let content) = tabBar.content else { Issue.record("not a tab bar"); return }
        #expect(content.backdrop == .standard)
    }
}
