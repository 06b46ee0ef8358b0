import MockupCore
import MockupUI

extension StepRenderer {
    /// Every frame of `step`'s transition (`animation`, when already made) as an
    /// animated PNG at `path` (the scene's frame rate), drawn on all cores.
    public func writeAPNG(_ played: Played, step: Int, animation made: StepAnimation? = nil, to path: String) throws {
        let animation = if let made { made } else { try animation(played, step: step) }
        let clock = try played.frameClock(step: step)
        let writer = try APNGWriter(path: path, frameCount: clock.frameCount, delay: .fps(clock.fps), canvas: try frameSize(animation, of: played))
        let prepare = writer.prepare
        try renderFrames(animation, clock: clock, of: played, prepare: { try prepare($0) }) { _, frame in try writer.add(prepared: frame) }
        try writer.finish()
    }

    /// The view tree of `step`'s end state as text, as `mockup layout --format tree`
    /// prints it (`animation`, the step's, when already made).
    public func treeText(_ played: Played, step: Int, animation made: StepAnimation? = nil) throws(DiagnosticError) -> String {
        let animation = if let made { made } else { try animation(played, step: step) }
        let end = animation.transition.duration
        return LayoutTreeText.text(of: played.layout.dump(animation.instant(at: end), step: step, time: end))
    }
}
