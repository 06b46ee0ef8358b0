import MockupCore
import MockupUI
import Testing

extension Played {
    /// The layout tree `t` seconds into step `step`.
    func root(_ step: Int, at t: Double) throws -> LayoutNode {
        try layout.animation(story, step: step).instant(at: Seconds(t)).window.layoutNode()
    }

    func transition(_ step: Int) -> StepTransition { layout.transition(story, step: step) }
}

extension LayoutNode {
    /// Screens by name, back to front.
    func screens() -> [LayoutNode] { nodes(ofKind: "screen") }
    func screen(_ name: String) -> LayoutNode? { screens().first { $0.id == name } }
}

@Suite struct TransitionTests {
    static let twoScreens = """
    style: classic
    screens:
      first: { title: First, view: { view: { backgroundColor: white } } }
      second:
        title: Second
        navigationItem: { rightBarButtonItem: { systemItem: edit } }
        view: { view: { backgroundColor: white } }
    root: { navigationController: { viewControllers: [first] } }
    steps:
      - push: second
      - pop
      - { push: second, duration: 1 }
      - { pop, animated: false }
    """

    @Test func classicPushSlidesBothScreensAFullWidthApart() throws {
        let played = try Played(Self.twoScreens)
        let transition = played.transition(1)
        #expect(transition.duration == Seconds(0.35))
        #expect(transition.curve == .easeInEaseOut)
        // Halfway through the time is halfway across: the ease-in-out curve is symmetric.
        let mid = try played.root(1, at: 0.175)
        let first = try #require(mid.screen("first")), second = try #require(mid.screen("second"))
        #expect(abs(first.frame.minX - -160) < 1e-9)
        #expect(abs(second.frame.minX - 160) < 1e-9)
        #expect(second.frame.minX - first.frame.minX == 320)
        // A quarter of the time: the curve is still slow (x(s) = 0.25 → y ≈ 0.1291).
        let early = try played.root(1, at: 0.0875)
        let eased = TimingCurve.easeInEaseOut.progress(at: Progress(0.25)).value
        #expect(abs(try #require(early.screen("first")).frame.minX - -320 * eased) < 1e-9)
        #expect(abs(try #require(early.screen("second")).frame.minX - 320 * (1 - eased)) < 1e-9)
        // Both ends are the states themselves.
        // The navigation controller's own screen holds both and stays put.
        #expect(try played.root(1, at: 0).screens().map(\.frame.minX) == [0, 0, 320])
        #expect(try played.root(1, at: 0.35) == played.root(1))
        #expect(try played.root(1, at: 9) == played.root(1))
    }

    @Test func popMirrorsThePush() throws {
        let played = try Played(Self.twoScreens)
        let mid = try played.root(2, at: 0.175)
        #expect(mid.screens().map(\.id) == [nil, "first", "second"])
        #expect(mid.children.first?.children.map(\.id) == ["first", "second", nil])
        #expect(abs(try #require(mid.screen("first")).frame.minX - -160) < 1e-9)
        #expect(abs(try #require(mid.screen("second")).frame.minX - 160) < 1e-9)
    }

    @Test func navigationTitlesSlideAndFadePartWay() throws {
        let played = try Played(Self.twoScreens)
        let bar = try #require(played.root(1, at: 0.175).nodes(ofKind: "navigationBar").first)
        let titles = bar.children.filter { $0.kind == "label" }
        let old = try #require(titles.first { $0.text == "First" }), new = try #require(titles.first { $0.text == "Second" })
        let end = try #require(played.root(1).nodes(ofKind: "navigationBar").first?.children.first { $0.text == "Second" })
        let start = try #require(played.root(0).nodes(ofKind: "navigationBar").first?.children.first { $0.text == "First" })
        // Fades run from 20% to the end of the eased progress: at 50%, 37.5% done.
        #expect(abs(old.alpha - 0.625) < 1e-9)
        #expect(abs(new.alpha - 0.375) < 1e-9)
        // The old title is halfway to the left edge; the new one halfway in from the right.
        #expect(abs(old.frame.minX - start.frame.minX / 2) < 1e-9)
        #expect(abs(new.frame.maxX - (end.frame.maxX + 320) / 2) < 1e-9)
        // The back button and the new Edit item slide in from a third of the width.
        let back = try #require(bar.children.first { $0.kind == "backButton" })
        let backEnd = try #require(played.root(1).nodes(ofKind: "backButton").first)
        #expect(abs(back.frame.minX - (backEnd.frame.minX + 320.0 / 3 / 2)) < 1e-9)
        #expect(abs(back.alpha - 0.375) < 1e-9)
    }

    @Test func durationAndAnimatedOverrideTheKindsTiming() throws {
        let played = try Played(Self.twoScreens)
        #expect(played.transition(3).duration == Seconds(1))
        #expect(played.transition(4) == .instant)
        #expect(played.transition(0) == .instant)
        #expect(abs(try #require(played.root(3, at: 0.5).screen("first")).frame.minX - -160) < 1e-9)
        #expect(try played.root(4, at: 0) == played.root(4))
    }

    @Test func modernPushHasParallaxDimmingAndShadow() throws {
        let played = try Played(Self.twoScreens.replacingOccurrences(of: "style: classic", with: "style: modern"))
        #expect(played.transition(1).curve == TimingCurve(0.25, 0.1, 0.25, 1))
        let animation = try played.layout.animation(played.story, step: 1)
        let t = 0.35 * 0.4
        let p = TimingCurve.default.progress(at: Progress(0.4)).value
        let window = animation.instant(at: Seconds(t)).window
        let root = window.layoutNode()
        #expect(abs(try #require(root.screen("first")).frame.minX - -96 * p) < 1e-9)
        #expect(abs(try #require(root.screen("second")).frame.minX - 320 * (1 - p)) < 1e-9)
        // Dimming and shadow are drawn, not reported.
        let navigation = try #require(window.children.first)
        let dimming = try #require(navigation.children.first { $0.kind.name == "dimming" })
        #expect(dimming.isDecoration && abs(dimming.alpha - 0.1 * p) < 1e-9)
        let shadow = try #require(navigation.children.first { $0.kind.name == "shadow" })
        #expect(abs(shadow.frame.maxX - 320 * (1 - p)) < 1e-9)
        #expect(root.nodes(ofKind: "dimming").isEmpty && root.nodes(ofKind: "shadow").isEmpty)
    }

    @Test func mailToolbarStaysWhileItsItemsCrossFade() throws {
        let played = try Seed("mail-toolbar").played
        // Step 2 pushes the inbox: the toolbar controller's toolbar changes items.
        let before = try played.root(1), after = try played.root(2)
        let bar0 = try #require(before.nodes(ofKind: "toolbar").first)
        for t in [0.05, 0.1, 0.15, 0.3] {
            let root = try played.root(2, at: t)
            let bar = try #require(root.nodes(ofKind: "toolbar").first)
            #expect(bar.frame == bar0.frame)
            if t < 0.2 {
                let alphas = Set(bar.children.map(\.alpha))
                #expect(alphas.contains { $0 > 0 && $0 < 1 }, "items part-way at \(t)")
            }
        }
        let mid = try #require(played.root(2, at: 0.1).nodes(ofKind: "toolbar").first)
        let q = TimingCurve.easeInEaseOut.progress(at: Progress(0.5)).value
        // Organize leaves (only the mailboxes have it); refresh and compose stay where they are.
        let count0 = bar0.children.count, count1 = try #require(after.nodes(ofKind: "toolbar").first).children.count
        #expect(mid.children.count > max(count0, count1) - 1)
        #expect(mid.children.contains { abs($0.alpha - (1 - q)) < 1e-9 })
        #expect(try played.root(2, at: 0.2).nodes(ofKind: "toolbar").first?.children.allSatisfy { $0.alpha == 1 } == true)
    }

    @Test func nytArticlePushTakesTheTabBarAlongAndRaisesTheToolbarWithItsAd() throws {
        let played = try Seed("nyt-bars").played
        let start = try played.root(1), end = try played.root(2)
        let tabBar0 = try #require(start.nodes(ofKind: "tabBar").first)
        let toolbar1 = try #require(end.nodes(ofKind: "toolbar").first)
        let ad1 = try #require(end.node(id: "adBanner"))
        #expect(ad1.frame.maxY == toolbar1.frame.minY)
        let t = 0.175
        let p = TimingCurve.easeInEaseOut.progress(at: Progress(0.5)).value
        let mid = try played.root(2, at: t)
        let list = try #require(mid.screen("mostEmailed"))
        let tabBar = try #require(mid.nodes(ofKind: "tabBar").first)
        #expect(tabBar.frame.minX == list.frame.minX)
        #expect(abs(tabBar.frame.minX - -320 * p) < 1e-9)
        #expect(tabBar.frame.minY == tabBar0.frame.minY)
        let toolbar = try #require(mid.nodes(ofKind: "toolbar").first)
        #expect(toolbar.frame.minY > toolbar1.frame.minY && toolbar.frame.minY < toolbar1.frame.maxY)
        #expect(abs(toolbar.frame.minY - (toolbar1.frame.minY + toolbar1.frame.height * (1 - p))) < 1e-9)
        let ad = try #require(mid.node(id: "adBanner"))
        #expect(abs(ad.frame.maxY - toolbar.frame.minY) < 1e-9)
        #expect(abs(ad.frame.minX - 320 * (1 - p)) < 1e-9)
    }

    @Test func toggleBarsSlidesBothBarsPartWayOffTheirEdges() throws {
        let played = try Seed("nyt-bars").played
        let transition = played.transition(3)
        #expect(transition.duration == Seconds(0.33) && transition.curve == .easeInEaseOut)
        let shown = try played.root(2)
        let nav0 = try #require(shown.nodes(ofKind: "navigationBar").first), tool0 = try #require(shown.nodes(ofKind: "toolbar").first)
        let ad0 = try #require(shown.node(id: "adBanner"))
        let mid = try played.root(3, at: 0.165)
        let nav = try #require(mid.nodes(ofKind: "navigationBar").first), tool = try #require(mid.nodes(ofKind: "toolbar").first)
        #expect(abs(nav.frame.minY - (nav0.frame.minY - nav0.frame.height / 2)) < 1e-9)
        #expect(abs(tool.frame.minY - (tool0.frame.minY + tool0.frame.height / 2)) < 1e-9)
        #expect(abs(try #require(mid.node(id: "adBanner")).frame.maxY - tool.frame.minY) < 1e-9)
        #expect(ad0.frame.maxY == tool0.frame.minY)
        // Gone at the end, back again after the next tap.
        #expect(try played.root(3).nodes(ofKind: "toolbar").isEmpty)
        let back = try played.root(4, at: 0.165)
        #expect(abs(try #require(back.nodes(ofKind: "toolbar").first).frame.minY - tool.frame.minY) < 1e-9)
    }

    @Test func popFadesTheHighlightOfTheRowThatLedAway() throws {
        let played = try Seed("mail-toolbar").played
        // Step 5 pops from the message back to the inbox, whose first row was selected.
        let selected = { (t: Double) throws -> [Double] in
            let window = try played.layout.animation(played.story, step: 5).instant(at: Seconds(t)).window
            return window.allViews.compactMap { view in
                if case .tableCell(let cell) = view.content, cell.selected { return view.alpha } else { return nil }
            }
        }
        #expect(try selected(0) == [1])
        #expect(try selected(0.1).first.map { $0 > 0 && $0 < 1 } == true)
        #expect(try selected(0.2).isEmpty)
    }

    @Test func rotationTurnsTheWindowAndMovesEveryFrame() throws {
        let played = try Played("""
        style: classic
        screens:
          only: { title: Only, view: { view: { subviews: [ { view: { id: box, frame: [10, 10, 300, 100], autoresizingMask: [flexibleWidth] } } ] } } }
        root: { navigationController: { viewControllers: [only] } }
        steps:
          - rotate: landscapeLeft
        """)
        let animation = try played.layout.animation(played.story, step: 1)
        #expect(animation.transition.duration == Seconds(0.3))
        let start = animation.instant(at: .zero), mid = animation.instant(at: Seconds(0.15)), end = animation.instant(at: Seconds(0.3))
        #expect(start.canvas == Size(width: 480, height: 320) && mid.canvas == start.canvas)
        #expect(abs(start.turn - .pi / 2) < 1e-12 && abs(mid.turn - .pi / 4) < 1e-12 && end.turn == 0)
        #expect(mid.window.frame.size == Size(width: 400, height: 400))
        let box = { (i: Instant) throws -> Rect in try #require(i.window.layoutNode().node(id: "box")).frame }
        #expect(try box(mid).width == (box(start).width + box(end).width) / 2)
    }

    @Test func instantStepsHaveOneFrameAndWaitsHoldTheirState() throws {
        let played = try Played("""
        style: classic
        screens:
          a: { title: A }
          b: { title: B }
        root: { tabBarController: { viewControllers: [a, b] } }
        steps:
          - selectTab: 1
          - wait: 0.5
        """)
        #expect(played.transition(1).duration == .zero)
        #expect(FrameClock(duration: played.transition(1).duration, fps: 30).frameCount == 1)
        #expect(played.transition(2).duration == Seconds(0.5))
        #expect(FrameClock(duration: played.transition(2).duration, fps: 30).frameCount == 16)
        #expect(try played.root(2, at: 0.25) == played.root(2))
    }
}

extension PresentedView {
    /// This view and all below it, depth first.
    var allViews: [PresentedView] { [self] + children.flatMap(\.allViews) }
}
