import MockupCore

/// Something presented or dismissed, or the keyboard rising or falling: the
/// state that shows both ends (the one after a presentation, the one before a
/// dismissal) laid out again at every instant with the last presentation and
/// the keyboard part of the way.
struct PresentationMotion: Sendable {
    var layout: SceneLayout
    var state: SceneState
    /// How far the last presentation is shown at the start and at the end (nil: it does not move).
    var presented: (from: Double, to: Double)?
    /// How far the keyboard is up at the start and at the end (nil: it does not move).
    var keyboard: (from: Double, to: Double)?

    /// The motion of a step from `before` to `after`; nil when nothing presented or edited moves.
    init?(layout: SceneLayout, action: Step.Action, before: SceneState, after: SceneState) {
        self.layout = layout
        switch action {
        case .present, .alert, .actionSheet:
            state = after
            presented = (0, 1)
        case .dismiss:
            state = before
            if !state.presented.isEmpty { state.presented[state.presented.count - 1].leaving = true }
            presented = (1, 0)
        case .focus, .endEditing:
            state = after.editing == nil ? before : after
        default:
            return nil
        }
        switch (before.editing, after.editing) {
        case (nil, let editing?):
            state.editing = editing
            keyboard = (0, 1)
        case (let editing?, nil):
            state.editing = editing
            keyboard = (1, 0)
        default:
            break
        }
        guard presented != nil || keyboard != nil else { return nil }
    }

    /// Nil only if the layout fails, which it cannot where both ends laid out.
    func window(at p: Progress) -> PresentedView? {
        var between = state
        if let presented, !between.presented.isEmpty {
            between.presented[between.presented.count - 1].shown = p.interpolate(presented.from, presented.to)
        }
        if let keyboard { between.editing?.shown = p.interpolate(keyboard.from, keyboard.to) }
        return try? layout.leftToRightWindow(between)
    }
}
