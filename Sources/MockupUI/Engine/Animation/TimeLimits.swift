import MockupCore

/// The bounds that keep a story's time finite: a runaway `duration:` would
/// otherwise have `animate` write frames until the disk fills (DESIGN.md,
/// Reliability). Hitting one is a located error that names it.
public enum TimeLimits {
    /// The longest a step may last, `duration:` or `wait:`, in seconds
    /// (chosen: UIKit's own transitions last under a second; a minute leaves
    /// room for any pause a story needs).
    public static let maxStepSeconds = 60.0
    /// The most frames one step may have unless raised on the command line
    /// (chosen: 60 s at 166 fps; 10,000 PNG frames of 640x960 are about 1 GB).
    public static let defaultMaxFrames = 10_000
}

extension SceneLayout {
    /// The frames of step `n` at `fps`, checked against `maxFrames`.
    public func frameClock(_ story: Story, step n: Int, fps: Double,
                           maxFrames: Int = TimeLimits.defaultMaxFrames) throws(DiagnosticError) -> FrameClock {
        let transition = transition(story, step: n)
        let clock = FrameClock(duration: transition.duration, fps: fps)
        guard clock.frameCount > maxFrames else { return clock }
        let step = scene.steps.indices.contains(n - 1) ? scene.steps[n - 1] : nil
        throw DiagnosticError(Diagnostic(
            location: step?.location, file: scene.name, keyPath: "steps[\(n - 1)]",
            message: "step \(n) lasts \(transition.duration.formatted) s, \(clock.frameCount) frames at \(fps.plainText) fps: "
                + "over the limit of \(maxFrames) frames a step (--max-frames raises it)"))
    }
}
