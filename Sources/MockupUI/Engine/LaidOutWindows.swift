import Foundation
import MockupCore

/// The windows a layout has laid out for a story's states, by step, kept for
/// the layout's life: a step's end state is laid out again as the start of
/// the next step's transition, and its picture is drawn from the same window.
/// Shared by every copy of the layout, on every thread.
///
/// A window is kept with the state it was laid out for and given back only
/// for an equal state (comparing a state with its own copy is quick: their
/// arrays share storage; hashing one would walk every view). The states
/// between a transition's ends are never kept: one window a step.
final class LaidOutWindows: @unchecked Sendable {
    private let lock = NSLock()
    private var found: [Int: (state: SceneState, window: PresentedView)] = [:]

    func window(step: Int, _ state: SceneState, otherwise layOut: () throws(DiagnosticError) -> PresentedView) throws(DiagnosticError) -> PresentedView {
        lock.lock()
        if let known = found[step], known.state == state {
            lock.unlock()
            return known.window
        }
        lock.unlock()
        let window = try layOut()
        lock.lock()
        found[step] = (state, window)
        lock.unlock()
        return window
    }
}
