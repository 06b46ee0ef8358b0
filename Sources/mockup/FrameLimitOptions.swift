import ArgumentParser
import MockupRender
import MockupUI

/// `--max-frames`, for the commands that render every frame of a step.
struct FrameLimitOptions: ParsableArguments {
    @Option(help: "The most frames one step may have (default \(TimeLimits.defaultMaxFrames)); a longer step is an error.")
    var maxFrames: Int = TimeLimits.defaultMaxFrames

    func validate() throws {
        guard maxFrames >= 1 else { throw ValidationError("--max-frames must be 1 or more") }
    }

    /// `played` with the limit set and every step's frames at `fps` checked against it.
    func checked(_ played: StepRenderer.Played, fps: Double? = nil) throws -> StepRenderer.Played {
        var played = played
        played.maxFrames = maxFrames
        try played.checkFrames(fps: fps)
        return played
    }
}
