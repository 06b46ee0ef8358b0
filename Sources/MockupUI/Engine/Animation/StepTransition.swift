import MockupCore

/// How a step moves the interface from the state before it to the state
/// after it: what kind of change it is, how long it lasts and how it eases
/// (UIKIT-REFERENCE.md, Motion).
public struct StepTransition: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// The end state from the first instant (tab and segment switches,
        /// row selection, step 0, and any step with `animated: false`).
        case instant
        /// A push (`push: true`) or pop on the navigation controller with this instance id.
        case navigation(id: String, push: Bool)
        /// Bars slide off or onto their edges while content resizes.
        case bars
        /// A split view controller's sidebars slide in or out by the leading
        /// edge while the secondary column resizes (`showColumn`, `hideColumn`).
        case columns
        /// Bar styles cross-fade (`setBarStyle`).
        case barStyle
        /// A static toolbar's items cross-fade in place.
        case toolbarItems
        /// The window turns while every frame moves from one orientation's layout to the other's.
        case rotation(from: Orientation, to: Orientation)
        /// Nothing changes (`wait`).
        case wait
        /// The end state, with each segmented control's thumb sliding from the
        /// segment selected before to the one selected after (a look with a thumb).
        case segmentThumbs
        /// Properties of a view set (`set`): frames and alphas move, switches,
        /// sliders and progress bars pass through every value between, other
        /// looks cross-fade, a hidden view fades.
        case viewChange
        /// A table scrolls (`scroll`): every instant is laid out afresh at the
        /// offset between, so rows leave and enter and a large title collapses.
        case scroll
        /// Traits changed (`setTraits`): the screen in the old traits fades into the screen in the new.
        case traits
        /// Something presented or dismissed, the keyboard rising or falling:
        /// every instant is laid out afresh with them part of the way.
        case presentation
        /// Rows or items inserted, deleted or reloaded, swipe actions revealed,
        /// edit mode entered or left: cells follow their rows to their new
        /// places, and those that come or go do so by their row animation.
        case listEdit
    }

    public var kind: Kind
    public var duration: Seconds
    public var curve: TimingCurve

    public init(kind: Kind, duration: Seconds, curve: TimingCurve) {
        self.kind = kind
        self.duration = duration
        self.curve = curve
    }

    public static let instant = StepTransition(kind: .instant, duration: .zero, curve: .linear)

    /// The eased progress at `t`.
    public func progress(at t: Seconds) -> Progress {
        curve.progress(at: .of(t, lasting: duration))
    }

    /// Whether frames between the first and the last differ (a wait's do not).
    public var moves: Bool {
        switch kind {
        case .instant, .wait: false
        default: duration.value > 0
        }
    }
}

extension SceneLayout {
    /// The transition of step `n` of a played story (0: the initial state, instant).
    ///
    /// `duration:` replaces the kind's duration; `animated: false` makes any
    /// step instant. A kind that UIKit does not animate keeps the step's
    /// `duration:` as time during which the end state shows, as `wait` does.
    public func transition(_ story: Story, step n: Int) -> StepTransition {
        guard n > 0, scene.steps.indices.contains(n - 1) else { return .instant }
        let step = scene.steps[n - 1]
        let motion = metrics.motion
        let before = story.states[n - 1], after = story.states[n]
        var transition: StepTransition
        switch step.action {
        case .push, .pop, .popToRoot:
            guard let id = after.actedOn, before.root != after.root else { return .instant }
            let push: Bool
            if case .push = step.action { push = true } else { push = false }
            transition = StepTransition(kind: .navigation(id: id, push: push), duration: motion.navigationDuration, curve: motion.navigationCurve)
        case .setToolbarHidden, .setNavigationBarHidden, .toggleBars:
            transition = StepTransition(kind: .bars, duration: motion.barHideShowDuration, curve: motion.curve)
        case .setBarStyle:
            transition = StepTransition(kind: .barStyle, duration: motion.defaultDuration, curve: motion.curve)
        case .setToolbarItems:
            transition = StepTransition(kind: .toolbarItems, duration: motion.toolbarItemsDuration, curve: motion.curve)
        case .rotate:
            guard before.orientation != after.orientation else { return .instant }
            transition = StepTransition(kind: .rotation(from: before.orientation, to: after.orientation),
                                        duration: motion.rotationDuration, curve: motion.curve)
        case .scroll, .scrollToCell:
            guard after.scrolled != nil else { return .instant }
            transition = StepTransition(kind: .scroll, duration: motion.scrollDuration, curve: motion.curve)
        case .setTraits:
            guard before.traits != after.traits else { return .instant }
            transition = StepTransition(kind: .traits, duration: motion.traitsDuration, curve: motion.curve)
        case .set(let change):
            transition = StepTransition(kind: .viewChange, duration: motion.duration(of: change), curve: motion.curve)
        case .wait(let seconds):
            return StepTransition(kind: .wait, duration: Seconds(step.animated ? seconds : 0), curve: .linear)
        case .selectSegment where motion.segmentThumbDuration != nil:
            transition = StepTransition(kind: .segmentThumbs, duration: motion.segmentThumbDuration ?? .zero, curve: motion.segmentThumbCurve)
        case .selectRow, .selectTab, .selectSegment:
            transition = StepTransition(kind: .instant, duration: .zero, curve: .linear)
        case .showColumn, .hideColumn:
            guard before.root != after.root else { return .instant }
            transition = StepTransition(kind: .columns, duration: motion.navigationDuration, curve: motion.curve)
        case .showDetail:
            // Collapsed, the detail is pushed; expanded, the secondary column changes at once.
            guard let id = after.actedOn, after.allNodes.contains(where: { $0.instanceID == id && $0.navigationState != nil }) else {
                return .instant
            }
            transition = StepTransition(kind: .navigation(id: id, push: true), duration: motion.navigationDuration, curve: motion.navigationCurve)
        case .editList, .swipe, .setEditing:
            transition = StepTransition(kind: .listEdit, duration: Seconds(metrics.tables.editing.duration), curve: motion.curve)
        case .present, .alert, .actionSheet, .dismiss, .focus, .endEditing:
            guard let timing = presentationTiming(step.action, before: before, after: after) else { return .instant }
            transition = StepTransition(kind: .presentation, duration: timing.duration, curve: timing.curve)
        }
        guard step.animated else { return .instant }
        if let duration = step.duration { transition.duration = Seconds(duration) }
        return transition
    }
}

extension SceneLayout {
    /// How long a presentation step moves and how it eases: a screen's cover
    /// vertical, an alert's or action sheet's own motion, else the keyboard's;
    /// nil when nothing moves (focus moving between fields, ending no editing).
    func presentationTiming(_ action: Step.Action, before: SceneState, after: SceneState) -> (duration: Seconds, curve: TimingCurve)? {
        let p = metrics.presentation
        func timing(_ content: Presentation.Content?) -> (Seconds, TimingCurve)? {
            switch content {
            case .screen: (p.presentDuration, p.presentCurve)
            case .alert: (p.alertDuration, p.alertCurve)
            case .actionSheet: (p.actionSheetDuration, p.actionSheetCurve)
            case nil: nil
            }
        }
        switch action {
        case .present, .alert, .actionSheet: return timing(after.presented.last?.content)
        case .dismiss: return timing(before.presented.last?.content)
        default: return (before.editing == nil) != (after.editing == nil) ? (p.keyboardDuration, p.keyboardCurve) : nil
        }
    }
}
