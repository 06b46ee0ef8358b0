import MockupCore
import Testing
@testable import MockupUI

/// Where each container puts its bars and its child, state by state.
@Suite struct ContainerLayoutTests {
    static let news = """
        screens:
          list: {title: Most E-Mailed, table: {header: Most E-Mailed, rows: [One, Two]}}
          article:
            title: Article
            hidesBottomBarWhenPushed: true
            appearance: {barStyle: blackTranslucent, toolbarHidden: false}
            toolbarItems: [{systemItem: action}, {systemItem: flexibleSpace}, {systemItem: reply}]
            view:
              view:
                subviews:
                  - {label: {text: Ad, id: ad, frame: [0, 366, 320, 50], ridesOn: toolbar, autoresizingMask: [flexibleWidth, flexibleTopMargin]}}
        root:
          tabBarController:
            viewControllers:
              - {navigationController: {id: nav, viewControllers: [list]}, tabBarItem: {systemItem: mostViewed}}
              - {title: Saved}
        steps: [{push: article}, toggleBars, toggleBars, pop]
        """

    @Test func tabBarIs49AndTheChildEndsAtIt() throws {
        let root = try Played(Self.news).root(0)
        #expect(root.frames(ofKind: "tabBar") == [Rect(x: 0, y: 431, width: 320, height: 49)])
        #expect(root.frame(of: "list") == Rect(x: 0, y: 64, width: 320, height: 367))
        #expect(root.nodes(ofKind: "tabBarItem").map(\.title) == ["Most Viewed", "Saved"])
    }

    @Test func tabBarTakesTheHomeIndicatorOnIphone15() throws {
        let root = try Played("device: iphone-15\n" + Self.news).root(0)
        #expect(root.frames(ofKind: "statusBar") == [Rect(x: 0, y: 0, width: 393, height: 59)])
        #expect(root.frames(ofKind: "tabBar") == [Rect(x: 0, y: 852 - 83, width: 393, height: 49 + 34)])
        #expect(root.nodes(ofKind: "tabBarItem").allSatisfy { $0.frame.height == 49 && $0.frame.minY == 852 - 83 })
        #expect(root.frame(of: "list") == Rect(x: 0, y: 103, width: 393, height: 852 - 83 - 103))
    }

    @Test func pushedArticleHidesTheTabBarAndExtendsUnderTranslucentBars() throws {
        let root = try Played(Self.news).root(1)
        #expect(root.nodes(ofKind: "tabBar").isEmpty)
        #expect(root.node(id: "list") == nil)
        #expect(root.frame(of: "article") == Rect(x: 0, y: 20, width: 320, height: 460))
        #expect(root.frames(ofKind: "navigationBar") == [Rect(x: 0, y: 20, width: 320, height: 44)])
        #expect(root.frames(ofKind: "toolbar") == [Rect(x: 0, y: 436, width: 320, height: 44)])
        // The ad's bottom sits on the toolbar's top edge.
        #expect(root.frame(of: "ad") == Rect(x: 0, y: 386, width: 320, height: 50))
        #expect(root.nodes(ofKind: "navigationBar").first?.children.contains { $0.kind == "backButton" && $0.title == "Most E-Mailed" } == true)
    }

    @Test func toggleBarsHidesBothAndTheAdRidesDownWithTheToolbar() throws {
        let played = try Played(Self.news)
        let hidden = try played.root(2)
        #expect(hidden.nodes(ofKind: "navigationBar").isEmpty && hidden.nodes(ofKind: "toolbar").isEmpty)
        #expect(hidden.frame(of: "article") == Rect(x: 0, y: 20, width: 320, height: 460))
        #expect(hidden.frame(of: "ad") == Rect(x: 0, y: 430, width: 320, height: 50))
        #expect(try played.root(3) == played.root(1))
    }

    /// A rider's frame is written as if its bar were shown, also when the
    /// screen is first shown with that (opaque) bar hidden.
    @Test func ridersAreWrittenAsIfTheirBarWereShownWhenFirstShownWithoutIt() throws {
        let played = try Played("""
            screens:
              a:
                title: A
                view:
                  subviews:
                    - view: {id: ad, frame: [0, 322, 320, 50], ridesOn: toolbar, autoresizingMask: [flexibleTopMargin, flexibleWidth]}
                    - view: {id: top, frame: [0, 0, 320, 30], ridesOn: navigationBar}
                    - view: {id: plain, frame: [0, 366, 320, 50], autoresizingMask: [flexibleTopMargin]}
            root: {navigationController: {viewControllers: [a], toolbarHidden: true}}
            steps: [{setToolbarHidden: false}, {setNavigationBarHidden: true}]
            """)
        // Toolbar hidden: the ad sits on the screen's bottom edge, where the toolbar's top is.
        let first = try played.root(0)
        #expect(first.frame(of: "ad") == Rect(x: 0, y: 430, width: 320, height: 50))
        // Shown: flush above it; the navigation bar hidden: the top view on its edge.
        #expect(try played.root(1).frame(of: "ad") == Rect(x: 0, y: 386, width: 320, height: 50))
        #expect(try played.root(1).frame(of: "top") == Rect(x: 0, y: 64, width: 320, height: 30))
        #expect(try played.root(2).frame(of: "top") == Rect(x: 0, y: 20, width: 320, height: 30))
        #expect(try played.root(2).frame(of: "ad") == Rect(x: 0, y: 386, width: 320, height: 50))
        // A view that does not ride keeps the size the screen was first given as its reference.
        #expect(first.frame(of: "plain") == Rect(x: 0, y: 430, width: 320, height: 50))
        #expect(try played.root(1).frame(of: "plain") == Rect(x: 0, y: 386, width: 320, height: 50))
    }

    @Test func popRestoresTheBarsTheListHad() throws {
        let played = try Played(Self.news)
        #expect(try played.root(4) == played.root(0))
        let nav = try #require(played.story.states[4].node(named: "nav")?.navigationState)
        #expect(nav.bars.barStyle == .default && nav.bars.toolbarHidden)
    }

    @Test func opaqueToolbarShrinksTheContent() throws {
        let played = try Played("""
            screens:
              a:
                title: A
                toolbarItems: [{title: Edit, style: bordered}]
                view: {view: {subviews: [{view: {id: strip, frame: [0, 322, 320, 50], autoresizingMask: [flexibleTopMargin], ridesOn: toolbar}}]}}
            root: {navigationController: {viewControllers: [a], toolbarHidden: false}}
            steps: [{setToolbarHidden: true}]
            """)
        let shown = try played.root(0)
        #expect(shown.frame(of: "a") == Rect(x: 0, y: 64, width: 320, height: 372))
        #expect(shown.frames(ofKind: "toolbar") == [Rect(x: 0, y: 436, width: 320, height: 44)])
        #expect(shown.nodes(ofKind: "barButtonItem").map(\.title) == ["Edit"])
        let hidden = try played.root(1)
        #expect(hidden.frame(of: "a") == Rect(x: 0, y: 64, width: 320, height: 416))
        // Written for 372 points, the strip sits on the toolbar; it keeps to the bar's edge as the bar leaves.
        #expect(shown.frame(of: "strip") == Rect(x: 0, y: 386, width: 320, height: 50))
        #expect(hidden.frame(of: "strip")?.maxY == 480)
    }
}

/// The toolbar controller of the Mail seed and the segmented controller's placements.
@Suite struct ToolbarAndSegmentedControllerTests {
    @Test func toolbarControllerFollowsTheTopScreenAndFallsBackToItsOwnItems() throws {
        let played = try Played("""
            screens:
              boxes: {title: Mailboxes, toolbarItems: [{systemItem: refresh}, {systemItem: flexibleSpace}, {systemItem: compose}]}
              inbox: {title: Inbox}
            root:
              toolbarController:
                toolbarItems: [{systemItem: compose}]
                content: {navigationController: {viewControllers: [boxes]}}
            steps: [{push: inbox}]
            """)
        let first = try played.root(0)
        #expect(first.frames(ofKind: "toolbar") == [Rect(x: 0, y: 436, width: 320, height: 44)])
        #expect(first.frame(of: "boxes") == Rect(x: 0, y: 64, width: 320, height: 372))
        #expect(first.nodes(ofKind: "barButtonItem").count == 2)
        let second = try played.root(1)
        #expect(second.frames(ofKind: "toolbar") == [Rect(x: 0, y: 436, width: 320, height: 44)])
        #expect(second.nodes(ofKind: "toolbar").first?.children.count == 1)
    }

    @Test func toolbarControllerAroundATabBarController() throws {
        let played = try Played("""
            root:
              toolbarController:
                id: bar
                toolbarItems: [{systemItem: flexibleSpace}, {systemItem: refresh}]
                content:
                  tabBarController:
                    id: tabs
                    viewControllers:
                      - {navigationController: {id: nav, viewControllers: [{id: one, title: One, toolbarItems: [{systemItem: trash}]}]}}
                      - {id: two, title: Two}
            steps: [{selectTab: Two}]
            """)
        let first = try played.root(0)
        #expect(first.frames(ofKind: "toolbar") == [Rect(x: 0, y: 436, width: 320, height: 44)])
        #expect(first.frames(ofKind: "tabBar") == [Rect(x: 0, y: 387, width: 320, height: 49)])
        #expect(first.frame(of: "one") == Rect(x: 0, y: 64, width: 320, height: 323))
        #expect(first.nodes(ofKind: "toolbar").first?.children.count == 1)
        let second = try played.root(1)
        #expect(second.frame(of: "two") == Rect(x: 0, y: 20, width: 320, height: 367))
        #expect(played.events.filter { $0.hasPrefix("0 ") }.prefix(4) == ["0 bar viewDidLoad", "0 tabs viewDidLoad", "0 nav viewDidLoad", "0 one viewDidLoad"])
    }

    static func segments(_ placement: String) -> String {
        """
        screens:
          regions:
            title: Regions
            segmentedController:
              placement: \(placement)
              viewControllers:
                - {id: italy, title: Italy, navigationItem: {backBarButtonItem: {title: Italia}}}
                - {id: australia, title: Australia}
          detail: {title: Victoria}
        root: {navigationController: {viewControllers: [regions]}}
        steps: [{selectSegment: Australia}, {push: detail}]
        """
    }

    @Test func titleViewPlacementPutsTheControlInTheBar() throws {
        let played = try Played(Self.segments("titleView"))
        let root = try played.root(0)
        let bar = try #require(root.nodes(ofKind: "navigationBar").first)
        let control = try #require(bar.nodes(ofKind: "segmentedControl").first)
        #expect(control.frame.height == 30 && control.frame.midY == bar.frame.midY && control.frame.midX == 160)
        #expect(control.nodes(ofKind: "segment").map(\.title) == ["Italy", "Australia"])
        #expect(root.frame(of: "italy") == Rect(x: 0, y: 64, width: 320, height: 416))
        let pushed = try played.root(2)
        #expect(pushed.nodes(ofKind: "backButton").map(\.title) == ["Australia"])
    }

    @Test func toolbarAndTopPlacements() throws {
        let bottom = try Played(Self.segments("toolbar")).root(1)
        let bar = try #require(bottom.nodes(ofKind: "toolbar").first)
        #expect(bar.frame == Rect(x: 0, y: 436, width: 320, height: 44))
        #expect(bar.nodes(ofKind: "segmentedControl").first?.frame.midX == 160)
        #expect(bottom.frame(of: "australia") == Rect(x: 0, y: 64, width: 320, height: 372))
        let top = try Played(Self.segments("top")).root(0)
        #expect(top.frames(ofKind: "toolbar") == [Rect(x: 0, y: 64, width: 320, height: 44)])
        #expect(top.frame(of: "italy") == Rect(x: 0, y: 108, width: 320, height: 372))
    }
}

/// Rotation: bars 32 in landscape, autoresizing by the proportional rule, and back again exactly.
@Suite struct RotationTests {
    static let icab = """
        screens:
          browser:
            view:
              view:
                subviews:
                  - navigationBar:
                      id: bar
                      frame: [0, 0, 320, 44]
                      autoresizingMask: [flexibleWidth]
                      subviews:
                        - {textField: {borderStyle: roundedRect, text: "http://", id: url, frame: [10, 8, 300, 31], autoresizingMask: [flexibleWidth]}}
                        - {button: {title: Go, id: go, frame: [260, 8, 50, 31], autoresizingMask: [flexibleLeftMargin]}}
        root: {navigationController: {viewControllers: [browser], navigationBarHidden: true}}
        steps: [{rotate: landscapeLeft}, {rotate: portrait}]
        """

    @Test func fieldsStretchByTheProportionalRule() throws {
        let played = try Played(Self.icab)
        let turned = try played.root(1)
        #expect(turned.frame == Rect(x: 0, y: 0, width: 480, height: 320))
        #expect(turned.frame(of: "browser") == Rect(x: 0, y: 20, width: 480, height: 300))
        #expect(turned.frame(of: "bar")?.width == 480)
        #expect(turned.frame(of: "url") == Rect(x: 10, y: 28, width: 460, height: 31))
        #expect(turned.frame(of: "go") == Rect(x: 420, y: 28, width: 50, height: 31))
        #expect(try played.root(2) == played.root(0))
    }

    @Test func controllerBarsAre32InLandscapeAndTheStatusBarStays20() throws {
        let played = try Played("""
            screens: {a: {title: A, toolbarItems: [{systemItem: reply}]}}
            root: {navigationController: {viewControllers: [a], toolbarHidden: false}}
            steps: [{rotate: landscapeRight}]
            """)
        let root = try played.root(1)
        #expect(root.frames(ofKind: "statusBar") == [Rect(x: 0, y: 0, width: 480, height: 20)])
        #expect(root.frames(ofKind: "navigationBar") == [Rect(x: 0, y: 20, width: 480, height: 32)])
        #expect(root.frames(ofKind: "toolbar") == [Rect(x: 0, y: 288, width: 480, height: 32)])
        #expect(root.frame(of: "a") == Rect(x: 0, y: 52, width: 480, height: 236))
    }

    @Test func iphone15LandscapeHidesTheStatusBarAndKeepsItemsInTheSafeArea() throws {
        let root = try Played("""
            device: iphone-15
            screens:
              a: {title: A}
              b: {title: B, navigationItem: {rightBarButtonItem: {systemItem: done}}}
            root:
              tabBarController:
                viewControllers: [{navigationController: {viewControllers: [a]}}, {title: Other}]
            steps: [{push: b}, {rotate: landscapeLeft}]
            """).root(2)
        #expect(root.nodes(ofKind: "statusBar").isEmpty)
        #expect(root.frames(ofKind: "navigationBar") == [Rect(x: 0, y: 0, width: 852, height: 32)])
        // The compact tab bar, 32 tall, above the home indicator's 21.
        #expect(root.frames(ofKind: "tabBar") == [Rect(x: 0, y: 393 - 53, width: 852, height: 53)])
        let items = root.nodes(ofKind: "backButton") + root.nodes(ofKind: "barButtonItem") + root.nodes(ofKind: "tabBarItem")
        #expect(items.count == 4)
        #expect(items.allSatisfy { $0.frame.minX >= 59 && $0.frame.maxX <= 852 - 59 })
    }

    @Test func autoresizingSharesInProportionOrEqually() {
        let mask: AutoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        let centred = mask.resize(Rect(x: 100, y: 0, width: 120, height: 10), from: Size(width: 320, height: 10), to: Size(width: 480, height: 10))
        #expect(centred.minX == 180 && centred.width == 120)
        let zero = AutoresizingMask([.flexibleLeftMargin, .flexibleWidth]).resize(
            Rect(x: 0, y: 0, width: 0, height: 0), from: Size(width: 0, height: 0), to: Size(width: 10, height: 0))
        #expect(zero == Rect(x: 5, y: 0, width: 5, height: 0))
        let pinned = AutoresizingMask().resize(Rect(x: 7, y: 9, width: 11, height: 13), from: Size(width: 320, height: 480), to: Size(width: 480, height: 320))
        #expect(pinned == Rect(x: 7, y: 9, width: 11, height: 13))
    }
}
