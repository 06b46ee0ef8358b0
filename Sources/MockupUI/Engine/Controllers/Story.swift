import MockupCore

/// A scene played step by step: the state at the end of every step (index 0
/// is the initial state) and the lifecycle calls UIKit makes along the way.
///
///     let story = try Story(scene: scene)
///     story.states.count      // scene.steps.count + 1
///     story.events.map(\.description)   // ["0 accounts viewDidLoad", ...]
///
/// Every step is checked; all problems are reported together.
public struct Story: Hashable, Sendable {
    public var states: [SceneState]
    public var events: [LifecycleEvent]

    public init(scene: Scene) throws(DiagnosticError) {
        var state = try SceneState(scene: scene)
        var events = LifecycleEvent.transition(step: 0, from: [], to: state.visibleChain, loaded: [], order: .interleaved)
        state.markLoaded()
        var states = [state]
        var problems: [Diagnostic] = []
        for (i, step) in scene.steps.enumerated() {
            let before = state.visibleChain
            do {
                let order = try state.apply(step, index: i, scene: scene)
                events += LifecycleEvent.transition(step: i + 1, from: before, to: state.visibleChain,
                                                    loaded: state.loaded, order: order)
                state.markLoaded()
            } catch {
                // NB: a failed step leaves the state as it was, so later steps
                // are still checked and every problem is reported at once.
                problems += error.diagnostics
            }
            states.append(state)
        }
        guard problems.isEmpty else { throw DiagnosticError(problems) }
        self.states = states
        self.events = events
    }
}

extension SceneState {
    /// Shown controllers are loaded; controllers no longer in the hierarchy
    /// were released, and load again if they come back.
    mutating func markLoaded() {
        let present = Set(allNodes.map(\.instanceID))
        loaded = loaded.intersection(present).union(visibleChain.map(\.instanceID))
    }
}
