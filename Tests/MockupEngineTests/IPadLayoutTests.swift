import MockupCore
import MockupScene
import Testing
@testable import MockupUI

/// iPads: the presets, their status bars and safe areas in both
/// orientations, the size classes of each multitasking width, and what
/// regular width changes (bar heights, layout margins).
@Suite struct IPadLayoutTests {
    @Test func thePresetsOfIPads() {
        let expected: [(Device.Preset, Double, Double, Double, Double, Double, Style)] = [
            (.ipadClassic, 768, 1024, 20, 0, 0, .modern), (.ipadMini, 744, 1133, 24, 20, 18, .ios26),
            (.ipad, 820, 1180, 24, 20, 18, .ios26), (.ipadAir11, 820, 1180, 24, 20, 18, .ios26),
            (.ipadAir13, 1024, 1366, 24, 20, 18, .ios26), (.ipadPro11, 834, 1210, 24, 20, 18, .ios26),
            (.ipadPro13, 1032, 1376, 24, 20, 18, .ios26),
        ]
        for (preset, width, height, top, bottom, corners, era) in expected {
            let device = Device.preset(preset)
            #expect(device.size == Size(width: width, height: height) && device.scale == 2, "\(preset)")
            #expect(device.statusBarHeight == top && device.safeAreaBottom == bottom && device.screenCornerRadius == corners, "\(preset)")
            #expect(device.isPad && device.era == era && device.sensorHousing == .none, "\(preset)")
            // Landscape keeps the status bar and the home indicator's inset, with no side insets.
            #expect(device.statusBarHeight(.landscapeLeft) == top && device.safeAreaBottom(.landscapeLeft) == bottom, "\(preset)")
            #expect(device.safeAreaSides(.landscapeLeft) == 0, "\(preset)")
        }
    }

    static func notes(_ device: String, orientation: String = "portrait", style: String? = nil) -> String {
        """
        device: \(device)
        orientation: \(orientation)
        \(style.map { "style: \($0)" } ?? "")
        screens:
          notes: {title: Notes, navigationItem: {rightBarButtonItem: {systemItem: compose}}, table: {rows: [Groceries, Ideas]}}
        root: {navigationController: {viewControllers: [notes]}}
        """
    }

    @Test func barsAndMarginsInRegularWidth() throws {
        // ios26: the status bar 24 in landscape too, the navigation bar 54, rows' text 20 in.
        let landscape = try Played(Self.notes("ipad-air-11", orientation: "landscapeLeft")).root(0)
        #expect(landscape.frames(ofKind: "statusBar") == [Rect(x: 0, y: 0, width: 1180, height: 24)])
        #expect(landscape.frames(ofKind: "navigationBar") == [Rect(x: 0, y: 24, width: 1180, height: 54)])
        #expect(landscape.nodes(ofKind: "label").first { $0.text == "Groceries" }?.frame.minX == 20)
        // ios17 on an iPad: bars 50 (iOS 12 on), margins 20.
        let ios17 = try Played(Self.notes("ipad-air-11", style: "ios17")).root(0)
        #expect(ios17.frames(ofKind: "navigationBar") == [Rect(x: 0, y: 24, width: 820, height: 50)])
        #expect(abs((ios17.nodes(ofKind: "barButtonItem").first?.frame.maxX ?? 0) - (820 - 20)) < 1e-9)
        // The home-button iPad in the modern look: 20 and 44, as iOS 7 to 11.
        let classic = try Played(Self.notes("ipad-classic")).root(0)
        #expect(classic.frames(ofKind: "navigationBar") == [Rect(x: 0, y: 20, width: 768, height: 44)])
    }

    @Test func sizeClassesAndWidthsOfEachMultitaskingWidth() throws {
        func layout(_ device: String, _ orientation: Orientation, _ share: MultitaskingWidth?) throws -> SceneLayout {
            var scene = try SceneLoader.parse(Self.notes(device), file: "notes.yaml")
            scene.traits = scene.traits.with(\.orientation, orientation).with(\.multitaskingWidth, share)
            return SceneLayout(scene: scene, measurer: ApproximateTextMeasurer())
        }
        // 13-inch iPad Pro (M4) in landscape, 1376 wide: a third 375, a half 683, two thirds 991;
        // only two thirds of a landscape screen is of regular width (iPadOS's multitasking).
        let cases: [(String, Orientation, MultitaskingWidth?, Double, SizeClass)] = [
            ("ipad-pro-13", .landscapeLeft, nil, 1376, .regular),
            ("ipad-pro-13", .landscapeLeft, .oneThird, 375, .compact),
            ("ipad-pro-13", .landscapeLeft, .half, 683, .compact),
            ("ipad-pro-13", .landscapeLeft, .twoThirds, 991, .regular),
            ("ipad-pro-13", .portrait, .twoThirds, 1032 - 10 - 320, .compact),
            ("ipad-mini", .portrait, nil, 744, .regular),
            ("ipad-mini", .landscapeLeft, .oneThird, 320, .compact),
            ("ipad-mini", .landscapeLeft, .half, 561, .compact),
            ("ipad-mini", .landscapeLeft, .twoThirds, 1133 - 10 - 320, .regular),
            ("ipad-mini", .portrait, .oneThird, 320, .compact),
        ]
        for (device, orientation, share, width, widthClass) in cases {
            let l = try layout(device, orientation, share)
            #expect(l.interfaceSize.width == width, "\(device) \(orientation) \(String(describing: share))")
            #expect(l.sizeClasses == (widthClass, .regular), "\(device) \(orientation) \(String(describing: share))")
        }
        // A phone: compact width but in landscape on the large phones; compact height in landscape.
        let phone = try layout("iphone-17-pro-max", .landscapeLeft, nil)
        #expect(phone.sizeClasses == (.regular, .compact))
        // A scene forces one: compact width on the full iPad.
        var forced = try SceneLoader.parse(Self.notes("ipad-pro-13") + "\ntraits: {horizontalSizeClass: compact}\n", file: "n.yaml")
        #expect(SceneLayout(scene: forced, measurer: ApproximateTextMeasurer()).sizeClasses == (.compact, .regular))
        forced.traits.horizontalSizeClass = nil
        #expect(SceneLayout(scene: forced, measurer: ApproximateTextMeasurer()).sizeClasses == (.regular, .regular))
    }

    @Test func compactWidthKeepsTheCompactMargins() throws {
        var scene = try SceneLoader.parse(Self.notes("ipad-pro-13"), file: "notes.yaml")
        scene.traits.multitaskingWidth = .oneThird
        let played = try Played(scene: scene)
        let root = try played.root(0)
        #expect(root.frame == Rect(x: 0, y: 0, width: 320, height: 1376))
        #expect(root.nodes(ofKind: "label").first { $0.text == "Groceries" }?.frame.minX == 16)
    }
}

extension IPadLayoutTests {
    static let presenting = """
        device: ipad-air-13
        screens:
          notes:
            title: Notes
            navigationItem: {rightBarButtonItems: [{systemItem: compose}, {systemItem: action}]}
            table: {rows: [Groceries, Ideas]}
          share: {title: Share, preferredContentSize: [320, 300], table: {rows: [Copy, Print]}}
          compose: {title: New Note, view: {backgroundColor: systemBackground}}
          account: {title: Account, table: {rows: [Name]}}
        root: {navigationController: {viewControllers: [notes]}}
        steps:
          - {present: share, style: popover, barButtonItem: action}
          - dismiss
          - {present: compose, style: formSheet}
          - dismiss
          - {present: account, style: pageSheet}
          - dismiss
          - {actionSheet: {title: Groceries, actions: [Duplicate, {title: Cancel, style: cancel}]}, barButtonItem: compose}
        """

    @Test func aPopoverPointsAtItsBarButtonItem() throws {
        let played = try Played(Self.presenting)
        let item = try #require(played.layout.window(step: 0).barItems.first { $0.content.systemItem == .action }).frame
        let share = try #require(try played.root(1).frame(of: "share"))
        // 320 x 300, 13 below the item (the arrow's height), centred on it but 10 from the screen's edge.
        #expect(share == Rect(x: min(max(10, item.midX - 160), 1024 - 10 - 320), y: item.maxY + 13, width: 320, height: 300))
        // Its arrow's tip on the item, the presenter not darkened.
        let window = try played.layout.window(step: 1)
        let arrows = window.allViews.compactMap { view -> (Rect, Bool)? in
            if case .popoverArrow(let up, _) = view.content { (view.frame, up) } else { nil }
        }
        #expect(arrows.count == 1 && arrows[0].1 && arrows[0].0.midX == item.midX && arrows[0].0.maxY == share.minY)
        #expect(arrows[0].0.size == Size(width: 36, height: 13))
    }

    @Test func formAndPageSheetsOnAnIPadAndOnAPhone() throws {
        let played = try Played(Self.presenting)
        // A form sheet: 540 x 620 centred on the 1024 x 1366 screen.
        #expect(try played.root(3).frame(of: "compose") == Rect(x: 242, y: 373, width: 540, height: 620))
        // A page sheet: 704 wide, from 20 below the status bar to 20 above the bottom.
        #expect(try played.root(5).frame(of: "account") == Rect(x: 160, y: 44, width: 704, height: 1366 - 44 - 20))
        // The presenter keeps its place beneath them.
        #expect(try played.root(3).frame(of: "notes") == played.root(0).frame(of: "notes"))
        // On a phone, and on an iPad in a compact share, each is a page sheet.
        let phone = try Played(Self.presenting.replacingOccurrences(of: "ipad-air-13", with: "iphone-17"))
        for step in [1, 3, 5] {
            let frame = try phone.root(step).screens().last { ["share", "compose", "account"].contains($0.id ?? "") }?.frame
            #expect(frame == Rect(x: 0, y: 72, width: 402, height: 802), "\(step)")
        }
        #expect(Played.errors(Self.presenting.replacingOccurrences(of: ", barButtonItem: action", with: "")).contains {
            $0.contains("a popover points at something")
        })
    }

    @Test func anActionSheetIsAPopoverWithoutItsCancelAction() throws {
        let played = try Played(Self.presenting)
        let item = try #require(played.layout.window(step: 0).barItems.first { $0.content.systemItem == .compose }).frame
        let root = try played.root(7)
        let sheet = try #require(root.nodes(ofKind: "actionSheet").first)
        #expect(sheet.frame.width == 300 && sheet.frame.minY == item.maxY + 13)
        #expect(sheet.nodes(ofKind: "button").compactMap(\.title) == ["Duplicate"])
        #expect(root.nodes(ofKind: "dimmingView").isEmpty)
        // On a phone: at the bottom, with its cancel action.
        let phone = try Played(Self.presenting.replacingOccurrences(of: "ipad-air-13", with: "iphone-17")).root(7)
        #expect(phone.nodes(ofKind: "actionSheet").first?.nodes(ofKind: "button").compactMap(\.title) == ["Duplicate", "Cancel"])
    }

    /// The readable content guide: the margins up to 672 points wide, centred;
    /// a table's cells keep to it when it asks.
    @Test func theReadableContentGuide() throws {
        func scene(_ device: String, _ orientation: String, size: String = "large") -> String {
            """
            device: \(device)
            orientation: \(orientation)
            traits: {preferredContentSizeCategory: \(size)}
            screens:
              article:
                view:
                  subviews:
                    - view: {id: column, backgroundColor: systemGray6}
                  constraints:
                    - column.leading == readableContent.leading
                    - column.trailing == readableContent.trailing
                    - column.top == readableContent.top
                    - column.height == 100
              list: {table: {cellLayoutMarginsFollowReadableWidth: true, rows: [Groceries]}}
            root: {tabBarController: {viewControllers: [article, list]}}
            steps: [{selectTab: 1}]
            """
        }
        // An iPad in landscape, 1180 wide: 672 centred, 254 from each edge.
        let pad = try Played(scene("ipad-air-11", "landscapeLeft"))
        #expect(try pad.root(0).frame(of: "column").map { [$0.minX, $0.width] } == [254, 672])
        #expect(try pad.root(1).nodes(ofKind: "label").first { $0.text == "Groceries" }?.frame.minX == 254)
        // The empty rows' separators start where the rows' do.
        let table = try pad.layout.window(step: 1).allViews.compactMap { view -> TableContent? in
            if case .tableView(let content) = view.content { return content }
            return nil
        }.first
        #expect(abs((table?.contentInset ?? 0) - (254 - 20)) < 1e-9)
        // A phone: the guide is the margins (16 in).
        let phone = try Played(scene("iphone-15", "portrait"))
        #expect(try phone.root(0).frame(of: "column").map { [$0.minX, $0.width] } == [16, 393 - 32])
        // It grows with the text: 672 x 23 / 17 at extraExtraExtraLarge, rounded.
        let large = try Played(scene("ipad-air-11", "landscapeLeft", size: "extraExtraExtraLarge"))
        #expect(try large.root(0).frame(of: "column")?.width == (672.0 * 23 / 17).rounded())
    }

    /// Size-class variations (Interface Builder's, and a scene's) follow the
    /// iPad's classes: regular width on the whole screen, compact in a third of it.
    @Test func sizeClassVariationsFollowTheIPad() throws {
        func top(_ device: String, share: MultitaskingWidth? = nil) throws -> Double? {
            var scene = try SceneLoader.parse("""
                device: \(device)
                root:
                  view:
                    subviews: [{view: {id: card}}]
                    constraints:
                      - card.leading == view.leading
                      - card.width == 100
                      - card.height == 100
                      - {constraint: card.top == safeArea.top + 10, variations: {widthClass=regular: {constant: 60}}}
                """, file: "card.yaml")
            scene.traits = scene.traits.with(\.multitaskingWidth, share)
            return try Played(scene: scene).root(0).frame(of: "card")?.minY
        }
        #expect(try top("ipad-air-11") == 24 + 60)
        #expect(try top("ipad-air-11", share: .oneThird) == 24 + 10)
        #expect(try top("iphone-15") == 59 + 10)
    }

    /// iPadOS 18 on (the ios26 look): in regular width the tab bar floats at
    /// the top in the navigation bar's title area, tabs titled alone; in
    /// compact width and in the looks before it, at the bottom.
    @Test func theTabBarAtTheTopOfAnIPad() throws {
        func tabs(style: String = "ios26", share: MultitaskingWidth? = nil) throws -> LayoutNode {
            var scene = try SceneLoader.parse("""
                device: ipad-air-11
                style: \(style)
                screens:
                  home: {title: Home, tabBarItem: {title: Home, image: {systemName: house}}, table: {rows: [One]}}
                  radio: {title: Radio, tabBarItem: {title: Radio, image: {systemName: dot.radiowaves.left.and.right}}}
                root:
                  tabBarController:
                    viewControllers: [{navigationController: {viewControllers: [home]}}, radio]
                """, file: "tabs.yaml")
            scene.traits = scene.traits.with(\.multitaskingWidth, share)
            return try Played(scene: scene).root(0)
        }
        let top = try tabs()
        let bar = try #require(top.nodes(ofKind: "tabBar").first)
        let navigationBar = try #require(top.nodes(ofKind: "navigationBar").first)
        // The bar is the navigation bar's row, its items centred in it; the bar's title gives way.
        #expect(bar.frame == navigationBar.frame && bar.frame == Rect(x: 0, y: 24, width: 820, height: 54))
        let items = top.nodes(ofKind: "tabBarItem")
        #expect(items.map(\.title) == ["Home", "Radio"])
        let left = try #require(items.first?.frame.minX), right = try #require(items.last?.frame.maxX)
        #expect(abs((left + right) / 2 - 410) <= 1 && items.allSatisfy { $0.frame.height == 44 - 6 })
        #expect(!navigationBar.nodes(ofKind: "label").contains { $0.text == "Home" })
        // The content still begins below the navigation bar.
        #expect(top.nodes(ofKind: "label").first { $0.text == "One" }.map { $0.frame.minY >= 78 } == true)
        // A third of the screen is compact: the tab bar is at the bottom.
        let third = try tabs(share: .oneThird)
        #expect(third.frames(ofKind: "tabBar").first.map { $0.maxY == 1180 } == true)
        // iOS 17's iPad tab bar is at the bottom, 50 tall above the home indicator.
        #expect(try tabs(style: "ios17").frames(ofKind: "tabBar") == [Rect(x: 0, y: 1180 - 70, width: 820, height: 70)])
    }

    /// A list of the sidebar appearance: rows without a card, the selected
    /// one on a rounded highlight in the tint with its text and glyph white (ios17).
    @Test func aSidebarListHighlightsItsSelectedRow() throws {
        let played = try Played("""
            device: ipad-air-11
            style: ios17
            root:
              view:
                subviews:
                  - collectionView:
                      frame: [0, 0, 320, 600]
                      compositionalLayout: {list: sidebar}
                      items:
                        - {text: Inbox, image: {systemName: tray}, selected: true}
                        - {text: Sent, image: {systemName: paperplane}}
            """)
        let window = try played.layout.window(step: 0)
        let cells = window.allViews.compactMap { view -> (CellContent, PresentedView)? in
            if case .tableCell(let cell) = view.content { return (cell, view) }
            return nil
        }
        #expect(cells.map(\.0.isSidebar) == [true, true] && cells.map(\.0.selected) == [true, false])
        let selectedText = cells[0].1.allViews.compactMap { view -> Color? in
            if case .label(let label) = view.content, label.run.text == "Inbox" { return label.run.color }
            return nil
        }
        #expect(selectedText == [.white])
        let glyph = cells[0].1.allViews.first { $0.kind == .imageView }
        #expect(glyph != nil)
        // The look draws the highlight as a rounded rectangle in the tint, and nothing for a row not selected.
        let theme = Theme(style: .ios17, scale: 2)
        #expect(theme.sidebarCell(cells[1].0, frame: cells[1].1.frame).isEmpty)
        #expect(theme.sidebarCell(cells[0].0, frame: cells[0].1.frame).count == 1)
    }

    /// Toolbars on an iPad: 50 tall from iOS 12 (the ios17 look) above the home
    /// indicator, their items at the regular-width margins of 20.
    @Test func toolbarsOnAnIPad() throws {
        let played = try Played("""
            device: ipad-air-11
            style: ios17
            screens:
              notes: {title: Notes, toolbarItems: [{systemItem: refresh}, {systemItem: flexibleSpace}, {systemItem: compose}]}
            root: {navigationController: {viewControllers: [notes], toolbarHidden: false}}
            """)
        let root = try played.root(0)
        #expect(root.frames(ofKind: "toolbar") == [Rect(x: 0, y: 1180 - 70, width: 820, height: 70)])
        let items = root.nodes(ofKind: "toolbar").first?.nodes(ofKind: "barButtonItem") ?? []
        #expect(items.count == 2 && items.first.map { $0.frame.minX >= 20 } == true && items.last.map { $0.frame.maxX <= 800 } == true)
    }
}
