import MockupCore
import MockupUI
import Testing

/// Every view controller's root view is a `screen` with its name, containers
/// included, nested as UIKit nests them.
@Suite struct ContainerScreenTests {
    /// `kind#id` of a node and its children, one level.
    func shape(_ node: LayoutNode) -> [String] {
        node.children.map { "\($0.kind)#\($0.id ?? "")" }
    }

    @Test func tweetieTabBarControllerIsAScreenBetweenTheBarAndTheBottom() throws {
        let root = try Seed("tweetie-tabs").played.root(2)
        #expect(shape(root) == ["screen#", "statusBar#"])
        let navigation = try #require(root.children.first)
        #expect(navigation.frame == Rect(x: 0, y: 20, width: 320, height: 460))
        #expect(shape(navigation) == ["screen#jack", "navigationBar#"])
        let jack = try #require(navigation.children.first)
        #expect(jack.frame == Rect(x: 0, y: 64, width: 320, height: 416))
        #expect(shape(jack) == ["screen#tweets", "tabBar#"])
        #expect(jack.children.map(\.frame) == [Rect(x: 0, y: 64, width: 320, height: 367), Rect(x: 0, y: 431, width: 320, height: 49)])
    }

    @Test func tabBarControllerOfNavigationControllers() throws {
        let root = try Seed("nyt-bars").played.root(0)
        let tabs = try #require(root.node(id: "tabs"))
        #expect(tabs.kind == "screen" && tabs.frame == Rect(x: 0, y: 20, width: 320, height: 460))
        #expect(shape(tabs) == ["screen#mostEmailedNav", "tabBar#"])
        let navigation = try #require(tabs.children.first)
        #expect(navigation.frame == Rect(x: 0, y: 20, width: 320, height: 411))
        #expect(shape(navigation) == ["screen#mostEmailed", "navigationBar#"])
    }

    @Test func toolbarAndSegmentedControllersHoldTheirBarsAndChild() throws {
        let mail = try Seed("mail-toolbar").played.root(0)
        #expect(shape(try #require(mail.node(id: "mail"))) == ["screen#nav", "toolbar#"])
        #expect(shape(try #require(mail.node(id: "nav"))) == ["screen#mailboxes", "navigationBar#"])
        let calendar = try Seed("calendar").played.root(0)
        #expect(shape(try #require(calendar.node(id: "calendar"))) == ["screen#list"])
    }

    @Test func everyShownControllerHasOneScreen() throws {
        for name in ["mail-toolbar", "nyt-bars", "tweetie-tabs", "segments", "calendar", "app-store", "tabs-of-navigation"] {
            let seed = try Seed(name)
            for step in 0..<seed.steps {
                let state = seed.played.story.states[step]
                let root = try seed.played.root(step)
                for node in state.visibleChain {
                    guard let id = node.name else { continue }
                    #expect(root.nodes(ofKind: "screen").filter { $0.id == id }.count == 1, "\(name) step \(step): \(id)")
                }
            }
        }
    }

    @Test func midPushTheNavigationScreenHoldsBothSidesAndTheLeavingTabBar() throws {
        let played = try Seed("nyt-bars").played
        let mid = try played.root(2, at: 0.175)
        let navigation = try #require(mid.node(id: "mostEmailedNav"))
        #expect(shape(navigation) == ["screen#mostEmailed", "tabBar#", "screen#article", "navigationBar#", "toolbar#"])
        #expect(mid.nodes(ofKind: "tabBar").count == 1)
        #expect(shape(try #require(mid.node(id: "tabs"))) == ["screen#mostEmailedNav"])
    }
}
