import Testing
@testable import MockupUI

/// The lifecycle calls of SCENE-FORMAT.md, in UIKit's order.
@Suite struct LifecycleTests {
    static let pushPop = """
        screens:
          accounts: {title: Accounts, table: {rows: [Jack, Jill]}}
          jack: {title: Jack, view: {view: {}}}
        root: {navigationController: {viewControllers: [accounts]}}
        steps: [{push: jack}, pop, {push: jack}]
        """

    @Test func pushIsTheFormatsExample() throws {
        let events = try Played(Self.pushPop).events
        #expect(Array(events.prefix(8)) == [
            "0 accounts viewDidLoad", "0 accounts viewWillAppear", "0 accounts viewDidAppear",
            "1 jack viewDidLoad", "1 accounts viewWillDisappear", "1 jack viewWillAppear",
            "1 accounts viewDidDisappear", "1 jack viewDidAppear",
        ])
    }

    @Test func popMirrorsPushAndAPoppedScreenLoadsAgain() throws {
        let events = try Played(Self.pushPop).events
        #expect(Array(events.dropFirst(8)) == [
            "2 jack viewWillDisappear", "2 accounts viewWillAppear", "2 jack viewDidDisappear", "2 accounts viewDidAppear",
            "3 jack viewDidLoad", "3 accounts viewWillDisappear", "3 jack viewWillAppear",
            "3 accounts viewDidDisappear", "3 jack viewDidAppear",
        ])
    }

    @Test func containersComeBeforeTheChildrenTheyShowAndTabsLoadLazily() throws {
        let played = try Played("""
            root:
              tabBarController:
                id: tabs
                viewControllers:
                  - {navigationController: {id: nav, viewControllers: [{id: news, title: News}]}}
                  - {id: saved, title: Saved}
                  - {id: search, title: Search}
            steps: [{selectTab: Saved}, {selectTab: 0}]
            """)
        #expect(played.events == [
            "0 tabs viewDidLoad", "0 nav viewDidLoad", "0 news viewDidLoad",
            "0 tabs viewWillAppear", "0 nav viewWillAppear", "0 news viewWillAppear",
            "0 tabs viewDidAppear", "0 nav viewDidAppear", "0 news viewDidAppear",
            // Tab switch: old will-disappear, new will-appear, old did-disappear, new did-appear.
            "1 saved viewDidLoad",
            "1 nav viewWillDisappear", "1 news viewWillDisappear", "1 saved viewWillAppear",
            "1 nav viewDidDisappear", "1 news viewDidDisappear", "1 saved viewDidAppear",
            "2 saved viewWillDisappear", "2 nav viewWillAppear", "2 news viewWillAppear",
            "2 saved viewDidDisappear", "2 nav viewDidAppear", "2 news viewDidAppear",
        ])
        // "search" was never shown, so it never loaded.
        #expect(!played.events.contains { $0.contains("search") })
    }

    /// The bug of the segmented seed article: a child inside a navigation
    /// controller never told that it appears. Here every switch tells it.
    @Test func segmentSwitchTellsBothChildrenInTurn() throws {
        let played = try Played("""
            root:
              navigationController:
                viewControllers:
                  - segmentedController:
                      id: regions
                      viewControllers: [{id: italy, title: Italy}, {id: australia, title: Australia}]
            steps: [{selectSegment: Australia}, {selectSegment: Italy}]
            """)
        #expect(played.events.filter { $0.hasPrefix("0 ") }.contains("0 italy viewDidAppear"))
        #expect(played.events.filter { $0.hasPrefix("1 ") } == [
            "1 italy viewWillDisappear", "1 italy viewDidDisappear",
            "1 australia viewDidLoad", "1 australia viewWillAppear", "1 australia viewDidAppear",
        ])
        #expect(played.events.filter { $0.hasPrefix("2 ") } == [
            "2 australia viewWillDisappear", "2 australia viewDidDisappear",
            "2 italy viewWillAppear", "2 italy viewDidAppear",
        ])
    }

    @Test func pushingAContainerForwardsToItsShownChild() throws {
        let played = try Played("""
            screens:
              accounts: {title: Accounts}
              jack:
                title: Jack
                tabBarController: {viewControllers: [{id: tweets, title: Tweets}, {id: more, title: More}]}
            root: {navigationController: {viewControllers: [accounts]}}
            steps: [{push: jack}, popToRoot]
            """)
        #expect(played.events.filter { $0.hasPrefix("1 ") } == [
            "1 jack viewDidLoad", "1 tweets viewDidLoad",
            "1 accounts viewWillDisappear", "1 jack viewWillAppear", "1 tweets viewWillAppear",
            "1 accounts viewDidDisappear", "1 jack viewDidAppear", "1 tweets viewDidAppear",
        ])
        #expect(played.events.filter { $0.hasPrefix("2 ") } == [
            "2 jack viewWillDisappear", "2 tweets viewWillDisappear", "2 accounts viewWillAppear",
            "2 jack viewDidDisappear", "2 tweets viewDidDisappear", "2 accounts viewDidAppear",
        ])
    }

    @Test func barAndRotationStepsCallNothing() throws {
        let played = try Played("""
            screens: {a: {title: A}}
            root: {navigationController: {viewControllers: [a]}}
            steps: [toggleBars, {setToolbarHidden: false}, {rotate: landscapeLeft}, {wait: 1}, {setBarStyle: black}]
            """)
        #expect(played.events.allSatisfy { $0.hasPrefix("0 ") })
    }
}
