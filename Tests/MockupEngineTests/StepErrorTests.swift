import MockupCore
import MockupUI
import Testing

/// Steps and hierarchies that cannot be played, each with its located message.
@Suite struct StepErrorTests {
    @Test func pushOntoNoNavigationController() {
        #expect(Played.errors("""
            screens: {a: {title: A}, b: {title: B}}
            root: a
            steps:
              - push: b
            """) == ["test.yaml:4:5: error: steps[0]: 'push' needs a navigationController, and none is visible"])
    }

    @Test func selectTabWithoutATabBarController() {
        #expect(Played.errors("""
            root: {title: A}
            steps: [{selectTab: 1}]
            """) == ["test.yaml:2:9: error: steps[0]: 'selectTab' needs a tabBarController, and none is visible"])
    }

    @Test func unknownScreenWithAHint() {
        #expect(Played.errors("""
            screens: {article: {title: A}}
            root: {navigationController: {viewControllers: [article]}}
            steps: [{push: artcle}]
            """) == ["test.yaml:3:16: error: steps[0].push: unknown screen 'artcle' (did you mean 'article'?)"])
    }

    @Test func screenUsedTwice() {
        #expect(Played.errors("""
            screens: {a: {title: A}}
            root: {navigationController: {viewControllers: [a, a]}}
            """) == ["test.yaml:2:52: error: root.navigationController.viewControllers[1]: 'a' is already in the hierarchy; a view controller can be shown in one place only"])
        #expect(Played.errors("""
            screens: {a: {title: A}}
            root: {navigationController: {viewControllers: [a]}}
            steps: [{push: a}]
            """) == ["test.yaml:3:9: error: steps[0].push: 'a' is already in the hierarchy; a view controller can be shown in one place only"])
    }

    @Test func containerHoldingItself() {
        #expect(Played.errors("""
            screens:
              loop: {navigationController: {viewControllers: [loop]}}
            root: loop
            """) == ["test.yaml:2:51: error: screens.loop: screen 'loop' contains itself: loop -> loop"])
    }

    @Test func indexesOutOfRange() {
        #expect(Played.errors("""
            root:
              tabBarController:
                id: tabs
                viewControllers: [{title: A}, {title: B}]
            steps:
              - selectTab: 2
              - selectTab: C
            """) == [
                "test.yaml:6:5: error: steps[0]: tab index 2 is out of range; 'tabs' has 2 tabs (valid: 0...1)",
                "test.yaml:7:5: error: steps[1]: 'tabs' has no tab titled 'C' (did you mean 'A'?)",
            ])
        #expect(Played.errors("""
            root: {tabBarController: {viewControllers: [{title: A}], selectedIndex: 3}}
            """) == ["test.yaml:1:73: error: root.tabBarController.selectedIndex: index 3 is out of range: there is 1 view controller"])
    }

    @Test func popAtTheRootAndOnTheWrongKind() {
        #expect(Played.errors("""
            screens: {a: {title: A}}
            root: {tabBarController: {id: tabs, viewControllers: [{navigationController: {id: nav, viewControllers: [a]}}]}}
            steps:
              - pop
              - {setToolbarHidden: false, on: tabs}
            """) == [
                "test.yaml:4:5: error: steps[0]: nothing to pop: 'a' is the root of its navigation controller",
                "test.yaml:5:5: error: steps[1]: 'tabs' is a tabBarController; 'setToolbarHidden' acts on a navigationController",
            ])
        // Unknown names are caught when the file is read, at the name.
        #expect(Played.errors("""
            root: {navigationController: {id: nav, viewControllers: [{title: A}]}}
            steps: [{pop, on: nab}]
            """) == ["test.yaml:2:19: error: steps[0].on: unknown controller id 'nab' (did you mean 'nav'?)"])
    }

    @Test func selectRowNeedsATableAndAKnownRow() {
        #expect(Played.errors("""
            screens: {list: {table: {rows: [Jack, Jill]}}, plain: {view: {view: {}}}}
            root: {navigationController: {viewControllers: [list]}}
            steps:
              - selectRow: Jak
              - selectRow: 5
              - push: plain
              - selectRow: 0
            """) == [
                "test.yaml:4:5: error: steps[0]: 'list' has no row titled 'Jak' (did you mean 'Jack'?)",
                "test.yaml:5:5: error: steps[1]: row index 5 is out of range; 'list' has 2 rows (valid: 0...1)",
                "test.yaml:7:5: error: steps[3]: 'selectRow' needs a table; the visible screen 'plain' has none",
            ])
    }
}

/// Time is bounded: a step's length in the file, its frames when played.
@Suite struct TimeLimitTests {
    static let push = """
        fps: 240
        screens: {a: {title: A}, b: {title: B}}
        root: {navigationController: {viewControllers: [a]}}
        steps: [{push: b, duration: 50}, {wait: 2}]
        """

    @Test func durationAndWaitHaveAnUpperBound() {
        #expect(Played.errors("root: {title: A}\nsteps: [{wait: 61}, {pop, duration: 100000}]") == [
            "test.yaml:2:16: error: steps[0].wait: expected a number of seconds from 0 to 60 (the limit on a step's length), found '61'",
            "test.yaml:2:37: error: steps[1].duration: expected a number of seconds from 0 to 60 (the limit on a step's length), found '100000'",
        ])
    }

    @Test func aStepsFramesAreBoundedAndTheMessageNamesTheLimit() throws {
        let played = try Played(Self.push)
        #expect(throws: DiagnosticError.self) { try played.layout.frameClock(played.story, step: 1, fps: 240) }
        do {
            _ = try played.layout.frameClock(played.story, step: 1, fps: 240)
        } catch {
            #expect(error.diagnostics.map(\.description) == [
                "test.yaml:4:9: error: steps[0]: step 1 lasts 50 s, 12001 frames at 240 fps: over the limit of 10000 frames a step (--max-frames raises it)",
            ])
        }
        #expect(try played.layout.frameClock(played.story, step: 1, fps: 240, maxFrames: 12001).frameCount == 12001)
        #expect(try played.layout.frameClock(played.story, step: 1, fps: 30).frameCount == 1501)
        #expect(try played.layout.frameClock(played.story, step: 2, fps: 240).frameCount == 481)
        #expect(try played.layout.frameClock(played.story, step: 0, fps: 240, maxFrames: 1).frameCount == 1)
    }
}
