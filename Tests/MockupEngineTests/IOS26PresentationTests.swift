import MockupCore
import MockupScene
import Testing
@testable import MockupUI

/// What iOS 26 changed beyond the bars' geometry: sheets at the medium
/// detent float inset, the search tab opens its field at the bottom, custom
/// views sit on platters, platters morph through a push, a moving slider's
/// thumb turns to glass, and the picker's band is a capsule.
@Suite struct IOS26PresentationTests {
    static func sheet(_ device: String, detents: String = "[medium, large]") -> String {
        """
        device: \(device)
        screens:
          home: {title: Home, view: {backgroundColor: white}}
          share:
            title: Share
            sheetPresentationController: {detents: \(detents), prefersGrabberVisible: true}
            view: {backgroundColor: white}
        root: {navigationController: {viewControllers: [home]}}
        steps: [{present: share}]
        """
    }

    @Test func aMediumSheetFloatsInsetWithConcentricCorners() throws {
        let played = try Played(Self.sheet("iphone-17"))
        // Half the large sheet's 802 points, 4 in from the sides and the bottom.
        #expect(try played.root(1).frame(of: "share") == Rect(x: 4, y: 874 - 4 - 401, width: 394, height: 401))
        let window = try played.layout.window(step: 1)
        let layers = window.allViews.compactMap { view -> LayerContent? in if case .layer(let l) = view.content { l } else { nil } }
        // The presenter keeps its place, darkened; the card's corners: 34 on top, 58 at the bottom (62 - 4).
        #expect(layers.contains { $0.from == $0.to && $0.dimming == 0.1 && $0.cornerRadius == 0 })
        #expect(layers.contains { $0.cornerRadius == 34 && $0.bottomCornerRadius == 58 })
        // The grabber: 36 x 5, 5 below the card's top, centred.
        #expect(window.allViews.contains { $0.frame == Rect(x: 201 - 18, y: 469 + 5, width: 36, height: 5) })
        // Only large, or turned to landscape: the usual sheet.
        #expect(try Played(Self.sheet("iphone-17", detents: "[large]")).root(1).frame(of: "share") == Rect(x: 0, y: 72, width: 402, height: 802))
        // In ios17 the medium sheet reaches the sides and the bottom: half of 852 - 69 = 783.
        #expect(try Played(Self.sheet("iphone-15")).root(1).frame(of: "share") == Rect(x: 0, y: 852 - 392, width: 393, height: 392))
    }

    @Test func sheetPresentationIsChecked() {
        let errors = Played.errors("""
            screens:
              a: {title: A, sheetPresentationController: {detents: [large], selectedDetentIdentifier: medium}}
              b: {title: B, sheetPresentationController: {detents: [small]}}
            root: a
            """)
        #expect(errors.contains { $0.contains("the selected detent 'medium' is not one of the sheet's detents") })
        #expect(errors.contains { $0.contains("'small'") && $0.contains("detent") })
    }

    static let searchTab = """
        device: iphone-17
        screens:
          home: {title: Home, tabBarItem: {title: Home, systemItem: favorites}, view: {backgroundColor: white}}
          radio: {title: Radio, tabBarItem: {title: Radio, systemItem: more}, view: {backgroundColor: white}}
          find:
            title: Search
            tabBarItem: {systemItem: search}
            navigationItem: {searchController: {placeholder: Songs}}
            table: {rows: [Pop, Rock]}
        root:
          tabBarController:
            viewControllers: [home, radio, {navigationController: {viewControllers: [find]}}]
            selectedIndex: 1
        steps:
          - selectTab: 2
          - selectTab: 0
        """

    @Test func theSearchTabOpensItsFieldAtTheBottom() throws {
        let played = try Played(Self.searchTab)
        let open = try played.root(1)
        // The tab it came from alone in the 48-point circle; the field from 8 beyond it to 21 from the edge.
        let items = open.nodes(ofKind: "tabBarItem")
        #expect(items.map(\.frame) == [Rect(x: 23, y: 807, width: 44, height: 44), Rect(x: 77, y: 805, width: 304, height: 48)])
        #expect(items.first?.title == "Radio")
        // The screen's search controller moved there: its navigation bar has no search bar of its own.
        #expect(open.nodes(ofKind: "searchBar").map(\.frame) == [Rect(x: 77, y: 805, width: 304, height: 48)])
        // Another tab selected: the capsule and the search circle again.
        #expect(try played.root(2).nodes(ofKind: "tabBarItem").count == 3)
        #expect(try played.root(2).nodes(ofKind: "searchBar").isEmpty)
        // ios17 keeps the search tab in the bar and the field in the navigation bar.
        let ios17 = try Played(Self.searchTab.replacingOccurrences(of: "iphone-17", with: "iphone-15"))
        #expect(try ios17.root(1).nodes(ofKind: "tabBarItem").count == 3)
        #expect(try ios17.root(1).nodes(ofKind: "searchBar").map(\.frame.minY) == [59 + 96 - 52])
    }

    static let customView = """
        device: iphone-17
        screens:
          list:
            title: List
            navigationItem:
              leftBarButtonItem: {systemItem: edit}
              rightBarButtonItems: [{customView: {segmentedControl: {id: range, segments: [Day, Week], frame: [0, 0, 120, 32]}}}, {systemItem: add}]
            view: {backgroundColor: white}
          detail:
            title: Detail
            navigationItem: {rightBarButtonItem: {title: Share}}
            view: {backgroundColor: white}
        root: {navigationController: {viewControllers: [list]}}
        steps: [{push: detail}]
        """

    @Test func aCustomViewSitsOnItsOwnPlatter() throws {
        let root = try Played(Self.customView).root(0)
        let range = try #require(root.frame(of: "range"))
        #expect(range.size == Size(width: 120, height: 32))
        // Its item, the first right one so the rightmost: a capsule as tall as the others, padded 6
        // all round; the add item to its left stays on its own platter.
        let holder = try #require(root.nodes(ofKind: "barButtonItem").first { $0.children.contains { $0.id == "range" } })
        #expect(holder.frame == range.insetBy(dx: -6, dy: -6) && holder.frame.height == 44 && holder.frame.maxX == 402 - 16)
        let window = try Played(Self.customView).layout.window(step: 0)
        let add = try #require(window.barItems.first { $0.content.systemItem == .add })
        #expect(add.frame.maxX <= holder.frame.minX && add.content.platter == nil)
        // ios17 draws the custom view bare.
        let ios17 = try Played(Self.customView.replacingOccurrences(of: "iphone-17", with: "iphone-15")).root(0)
        #expect(ios17.nodes(ofKind: "barButtonItem").allSatisfy { !$0.children.contains { $0.id == "range" } })
    }

    @Test func plattersMorphThroughAPush() throws {
        let played = try Played(Self.customView)
        let duration = played.transition(1).duration.value
        let window = { (t: Double) throws -> PresentedView in try played.layout.animation(played.story, step: 1).instant(at: Seconds(t)).window }
        // Half way: Edit's platter turning into the back button's, the custom view's into Share's
        // and add's shrinking away, each drawn alone (a decoration), the items fading on none.
        let mid = try window(duration / 2)
        let before = try played.layout.window(step: 0).barItems, after = try played.layout.window(step: 1).barItems
        let leadingBefore = try #require(before.first { $0.content.title == "Edit" }).frame
        let back = try played.root(1).frames(ofKind: "backButton").first
        let platters = mid.allViews.filter { view in
            guard view.isDecoration, case .barButtonItem(let c) = view.content else { return false }
            return c.drawsPlatter && c.title == nil && c.systemItem == nil
        }
        #expect(platters.count == 3)
        let leading = try #require(platters.min { $0.frame.minX < $1.frame.minX }).frame
        let backFrame = try #require(back)
        #expect(leading.width > min(leadingBefore.width, backFrame.width) && leading.width < max(leadingBefore.width, backFrame.width))
        let trailingAfter = try #require(after.first { $0.content.title == "Share" }).frame
        let trailing = try #require(platters.max { $0.frame.maxX < $1.frame.maxX }).frame
        #expect(trailing.width > trailingAfter.width && abs(trailing.maxX - trailingAfter.maxX) < 1e-9)
        // The items themselves draw no platter meanwhile, and the ends are the states themselves.
        #expect(mid.barItems.filter { $0.content.title == "Share" }.allSatisfy { !$0.content.drawsPlatter })
        #expect(try played.root(1, at: duration) == played.root(1))
        // ios17 slides its items as before: no platters.
        let ios17 = try Played(Self.customView.replacingOccurrences(of: "iphone-17", with: "iphone-15"))
        let ios17Mid = try ios17.layout.animation(ios17.story, step: 1).instant(at: Seconds(duration / 2)).window
        #expect(ios17Mid.allViews.allSatisfy { !$0.isDecoration || $0.kind != .barButtonItem })
    }

    @Test func aMovingSliderThumbIsGlass() throws {
        let played = try Played("""
            device: iphone-17
            screens: {a: {title: A, view: {backgroundColor: white, subviews: [{slider: {id: volume, frame: [20, 100, 300, 30], value: 0.2}}]}}}
            root: a
            steps: [{set: {id: volume, value: 0.8}}]
            """)
        func slider(_ window: PresentedView) -> SliderContent? {
            window.allViews.lazy.compactMap { view -> SliderContent? in
                if case .control(let c) = view.content, case .slider(let s) = c.kind { s } else { nil }
            }.first
        }
        let duration = played.transition(1).duration.value
        let mid = try #require(slider(try played.layout.animation(played.story, step: 1).instant(at: Seconds(duration / 2)).window))
        #expect(mid.isTracking && mid.fraction > 0.2 && mid.fraction < 0.8)
        #expect(try slider(played.layout.window(step: 1))?.isTracking == false)
        // Drawn moving, the thumb is glass: a backdrop with a lens, 57 x 36 about its centre.
        let look = IOS26Look(), theme = Theme(style: .ios26, scale: 3)
        let frame = Rect(x: 20, y: 100, width: 300, height: 30)
        let lenses = look.slider(mid, frame: frame, theme: theme).compactMap { item -> Lens? in if case .backdrop(let b) = item { b.lens } else { nil } }
        #expect(lenses.count == 1 && lenses.first?.rect.size == Size(width: 57, height: 36))
        var still = mid
        still.isTracking = false
        #expect(look.slider(still, frame: frame, theme: theme).allSatisfy { if case .backdrop = $0 { false } else { true } })
    }

    @Test func thePickerBandIsACapsuleAndItsRowsFollowTheAppearance() {
        let control = PickerContent(wheels: [])
        let frame = Rect(x: 0, y: 0, width: 320, height: 216)
        let row = Metrics.ios26.valueControls.pickerRowHeight
        let band = IOS26Look().picker(control, frame: frame, theme: Theme(style: .ios26, scale: 2)).first
        #expect(band == .fill(.roundedRect(Rect(x: 8, y: 108 - row / 2, width: 304, height: row), radius: row / 2),
                              .color(IOS17Palette(.light)(.tertiarySystemFill)), .winding))
    }

    @Test func alertsAndControlsTakeIOS26Shapes() throws {
        let played = try Played("""
            device: iphone-17
            screens: {a: {title: A, view: {backgroundColor: white, subviews: [{stepper: {id: s, frame: [20, 100, 0, 0]}}, {button: {id: g, frame: [20, 160, 120, 0], title: Go, configuration: glass}}]}}}
            root: a
            steps:
              - alert: {title: Delete?, actions: [{title: Cancel, style: cancel}, {title: Delete, style: destructive}]}
            """)
        let root = try played.root(1)
        // The stepper 104 x 36.
        #expect(root.frame(of: "s")?.size == Size(width: 104, height: 36))
        // The alert 300 wide, centred; its two buttons 48 tall, 14 in from its sides and 8 apart.
        let alert = try #require(root.nodes(ofKind: "alert").first)
        #expect(alert.frame.width == 300 && alert.frame.midX == 201)
        let buttons = alert.nodes(ofKind: "button").map(\.frame)
        #expect(buttons.count == 2 && buttons.allSatisfy { $0.height == 48 })
        #expect(buttons[0].minX == alert.frame.minX + 14 && buttons[1].maxX == alert.frame.maxX - 14 && buttons[1].minX - buttons[0].maxX == 8)
        // Drawn: the alert's panel and the glass button are Liquid Glass (a backdrop with a lens).
        let list = Theme(scene: played.layout.scene).displayList(for: try played.layout.animation(played.story, step: 1).instant(at: Seconds(1)))
        func lenses(_ items: [DisplayItem]) -> [Lens] {
            items.flatMap { item -> [Lens] in
                switch item {
                case .backdrop(let b): b.lens.map { [$0] } ?? []
                case .group(let g): lenses(g.items)
                default: []
                }
            }
        }
        let rects = lenses(list.items).map(\.rect)
        #expect(rects.contains { $0.width == 300 && abs($0.midX - 201) < 1e-9 })
        #expect(rects.contains { $0.size == Size(width: 120, height: 34) })
    }
}
