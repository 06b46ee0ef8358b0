import MockupCore
import Testing
@testable import MockupUI

/// Navigation bars, toolbars and tab bars laid out by the reference's rules.
@Suite struct BarLayoutTests {
    static func nav(
        _ stack: [ControllerSpec], style: Style = .classic, orientation: Orientation = .portrait,
        barStyle: BarStyle = .default, toolbarHidden: Bool = true
    ) -> Scene {
        var screens: [String: ControllerSpec] = [:]
        for (i, s) in stack.enumerated() { screens["s\(i)"] = s }
        let refs = stack.indices.map { ControllerRef.screen("s\($0)", at: nil) }
        return Scene(
            name: "bars", style: style, orientation: orientation, screens: screens,
            root: .inline(ControllerSpec(content: .navigation(NavigationControllerSpec(
                viewControllers: refs, barStyle: barStyle, toolbarHidden: toolbarHidden))))
        )
    }

    func layout(_ scene: Scene) throws -> LayoutNode {
        try SceneLayout(scene: scene, measurer: ApproximateTextMeasurer()).window(step: 0).layoutNode()
    }

    @Test func backButtonTitledByThePreviousScreen() throws {
        let root = try layout(Self.nav([ControllerSpec(title: "Accounts"), ControllerSpec(title: "Jack")]))
        let back = try #require(root.nodes(ofKind: "backButton").first)
        #expect(back.title == "Accounts")
        #expect(back.frame.minX == 5)
        #expect(back.frame.minY == 27 && back.frame.height == 30)
        #expect(root.nodes(ofKind: "navigationBar").first?.title == "Jack")
        // The backBarButtonItem's title wins; without any title the button reads "Back".
        var first = ControllerSpec(title: "Accounts")
        first.navigationItem = NavigationItemSpec(backBarButtonItem: BarButtonItemSpec(title: "Accts"))
        #expect(try layout(Self.nav([first, ControllerSpec(title: "Jack")])).nodes(ofKind: "backButton").first?.title == "Accts")
        #expect(try layout(Self.nav([ControllerSpec(), ControllerSpec(title: "Jack")])).nodes(ofKind: "backButton").first?.title == "Back")
        // A root screen has no back button; hidesBackButton hides it.
        #expect(try layout(Self.nav([ControllerSpec(title: "Accounts")])).nodes(ofKind: "backButton").isEmpty)
        var hiding = ControllerSpec(title: "Jack")
        hiding.navigationItem = NavigationItemSpec(hidesBackButton: true)
        #expect(try layout(Self.nav([ControllerSpec(title: "A"), hiding])).nodes(ofKind: "backButton").isEmpty)
    }

    @Test func itemsAtTheMarginsAndTitleBetween() throws {
        var screen = ControllerSpec(title: "A title long enough to be cut short by both items")
        screen.navigationItem = NavigationItemSpec(
            leftBarButtonItems: [BarButtonItemSpec(systemItem: .edit)],
            rightBarButtonItems: [BarButtonItemSpec(systemItem: .add)]
        )
        let root = try layout(Self.nav([screen]))
        let items = root.nodes(ofKind: "barButtonItem")
        #expect(items.count == 2)
        let left = items[0], right = items[1]
        #expect(left.title == "Edit" && left.frame.minX == 5 && left.frame.height == 30)
        #expect(right.title == nil && right.frame.maxX == 315)
        let title = try #require(root.nodes(ofKind: "navigationBar").first?.children.first { $0.kind == "label" })
        #expect(title.frame.minX == left.frame.maxX + 10)
        #expect(title.frame.maxX == right.frame.minX - 10)
    }

    @Test func shortTitleStaysCentredBesideItems() throws {
        var screen = ControllerSpec(title: "Inbox")
        screen.navigationItem = NavigationItemSpec(rightBarButtonItems: [BarButtonItemSpec(systemItem: .compose)])
        let title = try #require(try layout(Self.nav([screen])).nodes(ofKind: "label").first { $0.text == "Inbox" })
        #expect(title.frame.midX == 160)
    }

    @Test func promptMakesTheBar74Tall() throws {
        var screen = ControllerSpec(title: "Compose")
        screen.navigationItem = NavigationItemSpec(prompt: "Type a message")
        let root = try layout(Self.nav([screen]))
        #expect(root.nodes(ofKind: "navigationBar").first?.frame == Rect(x: 0, y: 20, width: 320, height: 74))
        #expect(root.node(id: "s0")?.frame.minY == 94)
        #expect(root.nodes(ofKind: "label").contains { $0.text == "Type a message" && $0.frame == Rect(x: 0, y: 20, width: 320, height: 30) })
    }

    @Test func toolbarAtTheBottomWithFlexibleSpaces() throws {
        var screen = ControllerSpec(title: "Inbox")
        screen.toolbarItems = [
            BarButtonItemSpec(systemItem: .refresh), BarButtonItemSpec(systemItem: .flexibleSpace),
            BarButtonItemSpec(systemItem: .organize), BarButtonItemSpec(systemItem: .flexibleSpace),
            BarButtonItemSpec(systemItem: .compose),
        ]
        let root = try layout(Self.nav([screen], toolbarHidden: false))
        let toolbar = try #require(root.nodes(ofKind: "toolbar").first)
        #expect(toolbar.frame == Rect(x: 0, y: 436, width: 320, height: 44))
        #expect(root.node(id: "s0")?.frame == Rect(x: 0, y: 64, width: 320, height: 372))
        let items = toolbar.children
        #expect(items.count == 3)
        #expect(items[0].frame.minX == 6)
        #expect(items[2].frame.maxX == 314)
        #expect(abs(items[1].frame.midX - 160) < 0.001)
    }

    @Test func landscapeBarsAre32AndStatusBarStays20() throws {
        var screen = ControllerSpec(title: "Jack")
        screen.toolbarItems = [BarButtonItemSpec(title: "Reply", style: .bordered)]
        let root = try layout(Self.nav([ControllerSpec(title: "Accounts"), screen], orientation: .landscapeLeft, toolbarHidden: false))
        #expect(root.frame == Rect(x: 0, y: 0, width: 480, height: 320))
        #expect(root.nodes(ofKind: "statusBar").first?.frame.height == 20)
        #expect(root.nodes(ofKind: "navigationBar").first?.frame == Rect(x: 0, y: 20, width: 480, height: 32))
        #expect(root.nodes(ofKind: "toolbar").first?.frame == Rect(x: 0, y: 288, width: 480, height: 32))
        #expect(root.node(id: "s1")?.frame == Rect(x: 0, y: 52, width: 480, height: 236))
        #expect(root.nodes(ofKind: "backButton").first?.frame.height == 24)
    }

    @Test func translucentBarsLetContentExtendBeneath() throws {
        let root = try layout(Self.nav([ControllerSpec(title: "Article")], barStyle: .blackTranslucent, toolbarHidden: false))
        #expect(root.node(id: "s0")?.frame == Rect(x: 0, y: 20, width: 320, height: 460))
    }

    @Test func modernItemsAreTextInTheBar() throws {
        var screen = ControllerSpec(title: "Jack")
        screen.navigationItem = NavigationItemSpec(rightBarButtonItems: [BarButtonItemSpec(systemItem: .done)])
        let root = try layout(Self.nav([ControllerSpec(title: "Accounts"), screen], style: .modern))
        let back = try #require(root.nodes(ofKind: "backButton").first)
        #expect(back.frame.minX == 8 && back.frame.height == 44)
        let done = try #require(root.nodes(ofKind: "barButtonItem").first)
        #expect(done.title == "Done" && done.frame.maxX == 312 && done.frame.height == 44)
    }

    @Test func tabBarHasEqualSlots() throws {
        let items = [TabBarItemSpec(systemItem: .favorites), TabBarItemSpec(systemItem: .recents),
                     TabBarItemSpec(systemItem: .contacts), TabBarItemSpec(title: "Keypad"), TabBarItemSpec(systemItem: .more, badgeValue: "3")]
        let view = ViewSpec(kind: .view, subviews: [ViewSpec(kind: .tabBar(TabBarSpec(items: items, selectedIndex: 2)))])
        let scene = Scene(name: "tabs", screens: ["phone": ControllerSpec(content: .view(view))], root: .screen("phone", at: nil))
        let root = try layout(scene)
        let bar = try #require(root.nodes(ofKind: "tabBar").first)
        #expect(bar.frame == Rect(x: 0, y: 431, width: 320, height: 49))
        #expect(bar.children.map(\.title) == ["Favorites", "Recents", "Contacts", "Keypad", "More"])
        #expect(bar.children.map(\.frame.minX) == [0, 64, 128, 192, 256])
        #expect(bar.children.allSatisfy { $0.frame.width == 64 && $0.frame.height == 49 })
    }
}
