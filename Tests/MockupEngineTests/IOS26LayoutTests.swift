import MockupCore
import MockupScene
import Testing
@testable import MockupUI

/// The geometry of the ios26 look and of the phones that run it: the
/// presets, the floating tab bar, the platters of bar items, the inset
/// grouped radius, the switch and a sheet that leaves its presenter in place.
@Suite struct IOS26LayoutTests {
    static func settings(_ device: String) -> String {
        """
        device: \(device)
        screens:
          settings:
            title: Settings
            navigationItem: {rightBarButtonItem: {systemItem: edit}}
            table:
              style: insetGrouped
              sections:
                - rows: [{text: Wi-Fi, accessoryView: {switch: {id: wifi, isOn: true}}}, {text: Bluetooth}]
          detail:
            title: About
            navigationItem: {rightBarButtonItem: {title: Clear}}
            view: {backgroundColor: white}
          sheet:
            title: Sheet
            view: {backgroundColor: white}
          albums:
            title: Albums
            tabBarItem: {title: Albums, systemItem: favorites}
            view: {backgroundColor: white}
        root:
          tabBarController:
            viewControllers:
              - navigationController: {viewControllers: [settings], prefersLargeTitles: true}
                tabBarItem: {title: Settings, systemItem: more}
              - albums
        steps:
          - push: detail
          - present: sheet
        """
    }

    @Test func thePresetsOfIOS26Phones() throws {
        let expected: [(Device.Preset, Double, Double, Double, Double, Device.SensorHousing)] = [
            (.iphone16, 393, 852, 59, 55, .dynamicIsland), (.iphone16Plus, 430, 932, 59, 55, .dynamicIsland),
            (.iphone16Pro, 402, 874, 62, 62, .dynamicIsland), (.iphone16ProMax, 440, 956, 62, 62, .dynamicIsland),
            (.iphone16e, 390, 844, 47, 47.33, .notch), (.iphone17, 402, 874, 62, 62, .dynamicIsland),
            (.iphone17Pro, 402, 874, 62, 62, .dynamicIsland), (.iphone17ProMax, 440, 956, 62, 62, .dynamicIsland),
            (.iphoneAir, 420, 912, 68, 62, .dynamicIsland),
        ]
        for (preset, width, height, top, corners, housing) in expected {
            let device = Device.preset(preset)
            #expect(device.size == Size(width: width, height: height), "\(preset)")
            #expect(device.scale == 3 && device.safeAreaBottom == 34 && device.statusBarHeight == top, "\(preset)")
            #expect(device.screenCornerRadius == corners && device.sensorHousing == housing, "\(preset)")
            #expect(device.era == .ios26 && device.landscapeSafeAreaSide == top, "\(preset)")
        }
        #expect(Device.preset(.iphone15).era == .ios17)
        #expect(try SceneLoader.parse("device: iphone-air\nroot: {title: A}", file: "a.yaml").style == .ios26)
        // A custom device with a home indicator keeps ios17 (docs/scene-format.md, A custom device).
        #expect(Device(size: Size(width: 400, height: 860), scale: 3, statusBarHeight: 59, safeAreaBottom: 34).era == .ios17)
    }

    @Test func theTabBarFloatsAsACapsuleInsetFromTheEdges() throws {
        for (device, width, height) in [("iphone-17", 402.0, 874.0), ("iphone-16e", 390.0, 844.0)] {
            let root = try Played(Self.settings(device)).root(0)
            // UITabBar.frame: the capsule's top to the screen's bottom, across the width (62 + 21 = 83).
            let bar = try #require(root.nodes(ofKind: "tabBar").first)
            #expect(bar.frame == Rect(x: 0, y: height - 83, width: width, height: 83), "\(device)")
            // The items share the capsule (21 in from each side, 62 tall) inset by 2.
            let items = root.frames(ofKind: "tabBarItem")
            let slot = (width - 2 * 21 - 4) / 2
            #expect(items == [Rect(x: 23, y: height - 81, width: slot, height: 58), Rect(x: 23 + slot, y: height - 81, width: slot, height: 58)],
                    "\(device)")
        }
        let look = IOS26Look()
        let capsule = try #require(look.metrics.bars.floatingTabBar).capsule(in: Rect(x: 0, y: 791, width: 402, height: 83))
        #expect(capsule == Rect(x: 21, y: 791, width: 360, height: 62))
        // Drawn as glass with a fully rounded corner: radius 31.
        let theme = Theme(style: .ios26, scale: 3)
        let lens = look.tabBarBackground(BarContent(barStyle: .default), frame: Rect(x: 0, y: 791, width: 402, height: 83), theme: theme)
            .compactMap { item -> Lens? in if case .backdrop(let b) = item { b.lens } else { nil } }
        #expect(lens.map(\.rect) == [capsule] && lens.map(\.radius) == [31])
    }

    @Test func barItemsSitOnPlattersAndTheBackButtonIsACircle() throws {
        let played = try Played(Self.settings("iphone-17"))
        let root = try played.root(0)
        let bar = try #require(root.nodes(ofKind: "navigationBar").first)
        // The bar starts at the safe area's top; 54 tall, and a large title row beneath.
        #expect(bar.frame.minY == 62 && bar.frame.height == 121)
        let edit = try #require(bar.children.first { $0.kind == "barButtonItem" })
        #expect(edit.frame.height == 44 && edit.frame.width >= 44 && edit.frame.maxX == 402 - 16)
        #expect(edit.frame.midY == 62 + 27)
        let pushed = try played.root(1)
        let back = try #require(pushed.nodes(ofKind: "backButton").first)
        #expect(back.frame == Rect(x: 16, y: 62 + 5, width: 44, height: 44))
        let clear = try #require(pushed.nodes(ofKind: "barButtonItem").first { $0.title == "Clear" })
        #expect(clear.frame.height == 44 && clear.frame.width == (ApproximateTextMeasurer().width(of: "Clear", font: Metrics.ios26.bars.itemFont).rounded(.up) + 16))
    }

    @Test func insetGroupedCardsAndTheSwitch() throws {
        let root = try Played(Self.settings("iphone-17")).root(0)
        let cells = root.frames(ofKind: "tableCell")
        // Cards 16 from the screen's edges, rows 51 tall.
        #expect(cells.count == 2 && cells.allSatisfy { $0.minX == 16 && $0.width == 402 - 32 && $0.height == 51 })
        #expect(Metrics.ios26.tables.insetGroupedRadius == 26)
        let window = try Played(Self.settings("iphone-17")).layout.window(step: 0)
        let radii = window.allContents.compactMap { content -> Double? in
            if case .tableCell(let cell) = content { cell.sectionRadius } else { nil }
        }
        #expect(radii == [26, 26])
        let wifi = try #require(root.frame(of: "wifi"))
        #expect(wifi.size == Size(width: 63, height: 28))
    }

    @Test func aSheetIsACardOverItsPresenterLeftInPlace() throws {
        let played = try Played(Self.settings("iphone-17"))
        let root = try played.root(2)
        // The card: 10 below the status bar to the bottom, full width; the presenter keeps its frame.
        #expect(root.frame(of: "sheet") == Rect(x: 0, y: 72, width: 402, height: 874 - 72))
        let before = try played.root(1).frame(of: "detail")
        #expect(before != nil && root.frame(of: "detail") == before)
        #expect(Metrics.ios26.presentation.sheetRadius == 34)
    }
}

extension IOS26LayoutTests {
    @Test func neighbouringItemsShareOnePlatter() throws {
        let window = try Played("""
            device: iphone-17
            screens:
              inbox:
                title: Inbox
                navigationItem:
                  leftBarButtonItem: {systemItem: edit}
                  rightBarButtonItems: [{systemItem: add}, {systemItem: search}]
                toolbarItems:
                  - {systemItem: reply}
                  - {systemItem: trash}
                  - {systemItem: flexibleSpace}
                  - {title: Send, style: done}
                  - {systemItem: fixedSpace, width: 8}
                  - {systemItem: compose}
                view: {backgroundColor: white}
            root: {navigationController: {viewControllers: [inbox], toolbarHidden: false}}
            """).layout.window(step: 0)
        let items = window.barItems
        func item(_ glyph: BarButtonItemSpec.SystemItem) throws -> (frame: Rect, content: BarItemContent) {
            try #require(items.first { $0.content.systemItem == glyph })
        }
        // The two right items on one capsule round both, drawn once (by the leftmost); Edit alone.
        let add = try item(.add), search = try item(.search)
        #expect(add.content.platter == search.content.platter && add.content.platter == add.frame.union(search.frame))
        #expect(search.content.drawsPlatter && !add.content.drawsPlatter)
        #expect(items.first { $0.content.title == "Edit" }.map { $0.content.platter == nil } == true)
        // In the toolbar, reply and trash share one; a flexible space, a done item and a fixed space part the rest.
        let reply = try item(.reply), trash = try item(.trash)
        // Toolbar platters are as tall as the navigation bar's: 44 in the 50-point toolbar.
        #expect(reply.frame.height == 44 && add.frame.height == 44)
        #expect(reply.content.platter == reply.frame.union(trash.frame) && trash.content.platter == reply.content.platter)
        #expect(try item(.compose).content.platter == nil)
        #expect(items.first { $0.content.title == "Send" }?.content.platter == nil)
        // The older looks leave every item on its own.
        let ios17 = try Played("device: iphone-15\nscreens: {a: {title: A, navigationItem: {rightBarButtonItems: [{systemItem: add}, {systemItem: search}]}}}\nroot: {navigationController: {viewControllers: [a]}}")
        #expect(try ios17.layout.window(step: 0).barItems.allSatisfy { $0.content.platter == nil })
    }

    @Test func theKeyboardIs317PointsTallOnIphone17() throws {
        let root = try Played("""
            device: iphone-17
            screens:
              note: {title: Note, view: {backgroundColor: white, subviews: [{textField: {id: field, frame: [16, 20, 370, 36]}}]}}
            root: {navigationController: {viewControllers: [note]}}
            steps: [{focus: field}]
            """).root(1)
        // R3 §4c (KeyboardKit's measurement): the panel from 556.7 to the bottom of a 402 x 874 phone.
        #expect(root.frames(ofKind: "keyboard") == [Rect(x: 0, y: 874 - 317, width: 402, height: 317)])
    }

    static let minimizing = """
        device: iphone-17
        screens:
          list:
            title: List
            tabBarItem: {title: List, systemItem: favorites}
            table: {rows: [A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R, S, T, U, V, W, X, Y, Z]}
          other:
            title: Other
            tabBarItem: {title: Other, systemItem: more}
            view: {backgroundColor: white}
        root: {tabBarController: {viewControllers: [list, other], tabBarMinimizeBehavior: BEHAVIOR}}
        steps:
          - scroll: 300
          - scroll: 100
          - scroll: 400
          - selectTab: Other
        """

    @Test func theSearchTabStandsApartAtTheTrailingEnd() throws {
        let yaml = Self.minimizing.replacingOccurrences(of: "BEHAVIOR", with: "onScrollDown")
            .replacingOccurrences(of: "tabBarItem: {title: Other, systemItem: more}", with: "tabBarItem: {title: Other, systemItem: search}")
        let played = try Played(yaml)
        // A circle as tall as the capsule, 21 from the trailing edge; the capsule ends 8 before it.
        let circle = Rect(x: 402 - 21 - 62, y: 791, width: 62, height: 62)
        let capsuleEnd = circle.minX - 8
        #expect(try played.root(0).frames(ofKind: "tabBarItem") == [
            Rect(x: 23, y: 793, width: capsuleEnd - 2 - 23, height: 58), circle.insetBy(dx: 2, dy: 2),
        ])
        // Minimised, the selected tab shrinks into its circle and the search tab stays.
        #expect(try played.root(1).frames(ofKind: "tabBarItem") == [
            Rect(x: 23, y: 874 - 21 - 48 + 2, width: 44, height: 44), circle.insetBy(dx: 2, dy: 2),
        ])
    }

    @Test func theTabBarMinimisesAsContentScrolls() throws {
        let played = try Played(Self.minimizing.replacingOccurrences(of: "BEHAVIOR", with: "onScrollDown"))
        let full = [Rect(x: 23, y: 793, width: 178, height: 58), Rect(x: 201, y: 793, width: 178, height: 58)]
        #expect(try played.root(0).frames(ofKind: "tabBarItem") == full)
        // Scrolled down: the selected tab alone in a circle 48 across at the capsule's leading end, level with its bottom.
        let minimised = try played.root(1)
        #expect(minimised.frames(ofKind: "tabBarItem") == [Rect(x: 23, y: 874 - 21 - 48 + 2, width: 44, height: 44)])
        #expect(minimised.nodes(ofKind: "tabBarItem").first?.title == "List")
        #expect(try played.root(1).nodes(ofKind: "tabBar").first?.frame == Rect(x: 0, y: 791, width: 402, height: 83))
        // Scrolled back up, restored; down again, minimised; another tab selected, restored.
        #expect(try played.root(2).frames(ofKind: "tabBarItem") == full)
        #expect(try played.root(3).frames(ofKind: "tabBarItem").count == 1)
        #expect(try played.root(4).frames(ofKind: "tabBarItem") == full)
        // onScrollUp minimises the other way; never and automatic never do.
        let up = try Played(Self.minimizing.replacingOccurrences(of: "BEHAVIOR", with: "onScrollUp"))
        #expect(try [1, 2, 3].map { try up.root($0).frames(ofKind: "tabBarItem").count } == [2, 1, 2])
        for behavior in ["never", "automatic"] {
            let still = try Played(Self.minimizing.replacingOccurrences(of: "BEHAVIOR", with: behavior))
            #expect(try (1...4).allSatisfy { try still.root($0).frames(ofKind: "tabBarItem") == full })
        }
    }
}

extension PresentedView {
    /// Every bar button item in the tree with its frame.
    var barItems: [(frame: Rect, content: BarItemContent)] {
        var found: [(Rect, BarItemContent)] = []
        if case .barButtonItem(let content) = content { found.append((frame, content)) }
        return found + children.flatMap(\.barItems)
    }

    /// Every content in the tree, depth first.
    var allContents: [PresentedView.Content] { [content] + children.flatMap(\.allContents) }
}
