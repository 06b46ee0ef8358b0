import MockupCore
import MockupUI

extension StepRenderer {
    /// Every frame of `step`'s transition as an animated PNG at `path` (the scene's frame rate), drawn on all cores.
    public func writeAPNG(_ played: Played, step: Int, to path: String) throws {
        let animation = try animation(played, step: step)
        let clock = try played.frameClock(step: step)
        let writer = try APNGWriter(path: path, frameCount: clock.frameCount, delay: .fps(clock.fps), canvas: try frameSize(animation, of: played))
        let prepare = writer.prepare
        try renderFrames(animation, clock: clock, of: played, prepare: { try prepare($0) }) { _, frame in try writer.add(prepared: frame) }
        try writer.finish()
    }
}
