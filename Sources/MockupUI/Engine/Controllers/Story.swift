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

    /// The content offset that brings a row or item to its place in the list
    /// the id names (else the innermost shown screen's first), in a state; or why there is none.
    public typealias CellOffset = @Sendable (SceneState, CellScroll, String?) -> Result<Double, CellOffsetProblem>

    /// `cellOffset` finds where `scroll` steps to a row or item go (the layout knows; without it they are errors).
    public init(scene: Scene, cellOffset: CellOffset? = nil) throws(DiagnosticError) {
        var state = try SceneState(scene: scene)
        state.adaptSplits(to: scene.device)
        var events = LifecycleEvent.transition(step: 0, from: [], to: state.visibleChain, loaded: [], order: .interleaved)
        state.markLoaded()
        var states = [state]
        var problems: [Diagnostic] = []
        for (i, step) in scene.steps.enumerated() {
            let before = state.visibleChain
            do throws(DiagnosticError) {
                var step = step
                if case .scrollToCell(let target, let id) = step.action {
                    let fail = { (message: String) in DiagnosticError(Diagnostic(location: step.location, keyPath: "steps[\(i)]", message: message)) }
                    switch cellOffset?(state, target, id) ?? .failure(CellOffsetProblem(message: "scrolling to a row needs the layout")) {
                    case .success(let y): step.action = .scroll(y: y, id: id)
                    case .failure(let problem): throw fail(problem.message)
                    }
                }
                let order = try state.apply(step, index: i, scene: scene)
                state.adaptSplits(to: scene.device)
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

/// Why a scroll to a row or item cannot be made: a message for its step.
public struct CellOffsetProblem: Error, Hashable, Sendable {
    public var message: String
    public init(message: String) { self.message = message }
}

extension SceneState {
    /// Shown controllers are loaded; controllers no longer in the hierarchy
    /// were released, and load again if they come back.
    mutating func markLoaded() {
        let present = Set(allNodes.map(\.instanceID))
        loaded = loaded.intersection(present).union(visibleChain.map(\.instanceID))
    }
}
