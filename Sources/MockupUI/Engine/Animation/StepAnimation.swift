import MockupCore

/// The interface at one instant: the window laid out at that instant, the
/// canvas it is drawn on (the device's screen in the step's end orientation)
/// and how far the window is turned on it (radians, clockwise; non-zero only
/// while rotating).
public struct Instant: Hashable, Sendable {
    public var window: PresentedView
    public var canvas: Size
    public var turn: Double
    /// The traits the window is drawn with (the step's end traits); among
    /// them the interface orientation the canvas is in.
    public var traits: Traits
    /// While traits change: the window before the change, drawn in the traits
    /// before it, and how much of it still shows over `window` (1 at the start).
    public var fading: Fading?

    public struct Fading: Hashable, Sendable {
        public var window: PresentedView
        public var traits: Traits
        public var alpha: Double
    }

    public init(window: PresentedView, canvas: Size, turn: Double = 0, traits: Traits = Traits(), fading: Fading? = nil) {
        self.window = window
        self.canvas = canvas
        self.turn = turn
        self.traits = traits
        self.fading = fading
    }

    /// The interface orientation the canvas is in (the step's end orientation).
    public var orientation: Orientation { traits.orientation }
}

/// One step of a played story, ready to be laid out at any instant of its
/// transition. The windows before and after the step are laid out once;
/// every instant is composed from them, so frames can be made in any order
/// and on any thread.
///
///     let animation = try layout.animation(story, step: 1)
///     let middle = animation.instant(at: Seconds(0.175))
public struct StepAnimation: Sendable {
    public let step: Int
    public let transition: StepTransition
    let motion: MotionMetrics
    let from: PresentedView
    let to: PresentedView
    let toHighlighted: PresentedView?

    /// The screen every frame is drawn on: the window's at the end of the step.
    public var canvas: Size { to.frame.size }

    /// The instant `t` seconds into the step (clamped to its duration).
    public func instant(at t: Seconds) -> Instant {
        let t = min(max(t, .zero), transition.duration)
        var instant = composed(at: t)
        instant.traits = traits
        if traits.isRightToLeft { instant.window = instant.window.mirroredForRightToLeft() }
        if fromTraits.isRightToLeft, var fading = instant.fading {
            fading.window = fading.window.mirroredForRightToLeft()
            instant.fading = fading
        }
        if turnsSpinners { instant.window = instant.window.settingClock(end - transition.duration + t) }
        return instant
    }

    /// The virtual time at the end of the step.
    var end: Seconds
    /// For a scroll, how to lay the window out at any offset between.
    var scrolling: ScrollMotion?
    /// For a presentation, a dismissal or the keyboard, how to lay the window out at any instant between.
    var presenting: PresentationMotion?
    /// For a list step, how the cells it inserts, deletes or reveals come and go.
    var cells: ListMotion?
    /// Whether either side shows an activity indicator, whose spokes every
    /// instant turns to its time (found once; other steps' trees are left untouched).
    let turnsSpinners: Bool
    /// The traits at the end of the step, and at its start.
    let traits: Traits
    let fromTraits: Traits

    init(
        step: Int, transition: StepTransition, motion: MotionMetrics, from: PresentedView, to: PresentedView,
        toHighlighted: PresentedView?, end: Seconds, traits: Traits, fromTraits: Traits, scrolling: ScrollMotion? = nil,
        presenting: PresentationMotion? = nil
    ) {
        self.step = step
        self.traits = traits
        self.fromTraits = fromTraits
        self.transition = transition
        self.motion = motion
        self.from = from
        self.to = to
        self.toHighlighted = toHighlighted
        self.end = end
        self.scrolling = scrolling
        self.presenting = presenting
        turnsSpinners = to.holdsActivityIndicator || from.holdsActivityIndicator
    }

    private func composed(at t: Seconds) -> Instant {
        guard transition.moves, t < transition.duration else { return Instant(window: to, canvas: canvas) }
        let p = transition.progress(at: t)
        switch transition.kind {
        case .instant, .wait:
            return Instant(window: to, canvas: canvas)
        case .navigation(let id, let push):
            let composer = NavigationTransition(id: id, push: push, motion: motion, from: from, to: to, toHighlighted: toHighlighted)
            return Instant(window: composer.window(at: t, progress: p), canvas: canvas)
        case .scroll:
            return Instant(window: scrolling?.window(at: p) ?? to, canvas: canvas)
        case .presentation:
            return Instant(window: presenting?.window(at: p) ?? to, canvas: canvas)
        case .bars, .barStyle, .viewChange, .columns:
            return Instant(window: Morph(progress: p).blend(from, to), canvas: canvas)
        case .listEdit:
            return Instant(window: Morph(progress: p, cells: cells ?? ListMotion()).blend(from, to), canvas: canvas)
        case .segmentThumbs:
            return Instant(window: to.slidingSegmentThumbs(from: from, p), canvas: canvas)
        case .traits:
            return Instant(window: to, canvas: canvas, fading: Instant.Fading(window: from, traits: fromTraits, alpha: 1 - p.value))
        case .toolbarItems:
            return Instant(window: Morph(progress: p, barItems: .crossFade).blend(from, to), canvas: canvas)
        case .rotation(let old, let new):
            let window = Morph(progress: p).blend(from, to)
            let turn = (Self.deviceTurn(new) - Self.deviceTurn(old)) * (1 - p.value)
            return Instant(window: window, canvas: canvas, turn: turn)
        }
    }

    /// How far the device is turned from portrait, clockwise, in an
    /// orientation: landscape left has the home button on the left, the
    /// device turned a quarter clockwise (UIInterfaceOrientation docs). The
    /// interface laid out for the old orientation shows turned by the
    /// difference, and turns back to upright as the rotation ends.
    static func deviceTurn(_ orientation: Orientation) -> Double {
        switch orientation {
        case .portrait: 0
        case .landscapeLeft: Double.pi / 2
        case .landscapeRight: -Double.pi / 2
        }
    }
}

extension SceneLayout {
    /// Step `n` of a played story, ready for `instant(at:)`.
    public func animation(_ story: Story, step n: Int) throws(DiagnosticError) -> StepAnimation {
        let transition = transition(story, step: n)
        let after = story.states[n]
        let to = try storyWindow(after, step: n)
        guard transition.moves else {
            return StepAnimation(step: n, transition: transition, motion: metrics.motion, from: to, to: to, toHighlighted: nil,
                                 end: after.clock, traits: after.traits, fromTraits: after.traits)
        }
        let before = story.states[n - 1]
        let from = try storyWindow(before, step: n - 1)
        var toHighlighted: PresentedView?
        if case .navigation(_, push: false) = transition.kind {
            let kept = after.keepingHighlights(of: before)
            if kept != after { toHighlighted = try leftToRightWindow(kept) }
        }
        var scrolling: ScrollMotion?
        if case .scroll = transition.kind, let change = after.scrolled {
            scrolling = ScrollMotion(layout: self, state: after, change: change)
        }
        var presenting: PresentationMotion?
        if case .presentation = transition.kind {
            presenting = PresentationMotion(layout: self, action: scene.steps[n - 1].action, before: before, after: after)
        }
        var animation = StepAnimation(step: n, transition: transition, motion: metrics.motion, from: from, to: to, toHighlighted: toHighlighted,
                                      end: after.clock, traits: after.traits, fromTraits: before.traits, scrolling: scrolling, presenting: presenting)
        animation.cells = after.listMotion
        return animation
    }
}

extension SceneState {
    /// This state with the rows `earlier` highlighted highlighted again (the
    /// revealed table's, which a pop deselects as its transition runs).
    func keepingHighlights(of earlier: SceneState) -> SceneState {
        var state = self
        let rows = Dictionary(earlier.allNodes.compactMap { node in node.selectedRow.map { (node.instanceID, $0) } },
                              uniquingKeysWith: { first, _ in first })
        for node in allNodes where node.selectedRow == nil {
            guard let row = rows[node.instanceID] else { continue }
            try? state.updateNode(node.instanceID) { (n: inout ControllerNode) throws(DiagnosticError) in n.selectedRow = row }
        }
        return state
    }
}

extension PresentedView {
    /// Whether this tree holds an activity indicator.
    var holdsActivityIndicator: Bool {
        if case .control(let control) = content, case .activityIndicator = control.kind { return true }
        return children.contains { $0.holdsActivityIndicator }
    }

    /// This tree with every activity indicator's clock at `time`.
    func settingClock(_ time: Seconds) -> PresentedView {
        var copy = self
        if case .control(var control) = content, case .activityIndicator(var spinner) = control.kind {
            spinner.clock = time.value
            control.kind = .activityIndicator(spinner)
            copy.content = .control(control)
        }
        copy.children = children.map { $0.settingClock(time) }
        return copy
    }
}

/// A scroll in motion: the state after the step, laid out again with its
/// table at the offset `p` of the way from the old to the new.
struct ScrollMotion: Sendable {
    var layout: SceneLayout
    var state: SceneState
    var change: ScrollChange

    /// Nil only if the layout fails, which it cannot where both ends laid out.
    func window(at p: Progress) -> PresentedView? {
        var between = state
        between.setContentOffset(p.interpolate(change.from, change.to), id: change.id)
        between.showTabBarsMinimizing(p)
        var moving = layout
        moving.showsScrollIndicators = p.value < 1
        return try? moving.leftToRightWindow(between)
    }
}
