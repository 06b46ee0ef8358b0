import Foundation
import MockupCore
import MockupUI

/// Turns a played scene's states into encoded pictures: the one path from a
/// state to bytes that the CLI, the golden checks and the tests share.
///
///     let renderer = try StepRenderer()
///     let played = try renderer.play(scene)
///     let png = try renderer.encode(played, step: 1, format: .png)
public struct StepRenderer: Sendable {
    public enum Format: String, Sendable, CaseIterable { case png, svg, pdf }

    /// A scene with its layout and story, ready to render any step.
    public struct Played: Sendable {
        public var scene: Scene
        public var layout: SceneLayout
        public var story: Story
        /// The most frames a step may have (`--max-frames`).
        public var maxFrames = TimeLimits.defaultMaxFrames

        /// The frames of step `n` at `fps` (the scene's rate when nil), within `maxFrames`.
        public func frameClock(step n: Int, fps: Double? = nil) throws(DiagnosticError) -> FrameClock {
            try layout.frameClock(story, step: n, fps: fps ?? scene.fps, maxFrames: maxFrames)
        }

        /// Checks every step's frames at `fps` against `maxFrames`, all problems together,
        /// so a command can refuse a scene before it writes anything.
        public func checkFrames(fps: Double? = nil) throws(DiagnosticError) {
            var problems: [Diagnostic] = []
            for n in story.states.indices {
                do { _ = try frameClock(step: n, fps: fps) } catch { problems += error.diagnostics }
            }
            if !problems.isEmpty { throw DiagnosticError(problems) }
        }
    }

    let renderer: Renderer
    public let measurer: PangoTextMeasurer

    public init() throws {
        renderer = try Renderer()
        measurer = try PangoTextMeasurer()
    }

    /// Starts setting up the fonts, for every core's drawing thread, on another
    /// thread, so that reading a scene meanwhile does not wait for them; `init`
    /// then takes what is ready, or waits for it (and reports its error).
    public static func setUpFontsInBackground() {
        let lanes = ProcessInfo.processInfo.activeProcessorCount
        DispatchQueue.global().async { _ = try? FontLibrary.lanes(lanes) }
    }

    /// Plays `scene`'s story (every step checked; all problems thrown together).
    public func play(_ scene: Scene) throws(DiagnosticError) -> Played {
        let layout = SceneLayout(scene: scene, measurer: measurer)
        return Played(scene: scene, layout: layout, story: try layout.play())
    }

    /// Step `step` ready to be laid out at any instant of its transition.
    public func animation(_ played: Played, step: Int) throws(DiagnosticError) -> StepAnimation {
        try played.layout.animation(played.story, step: step)
    }

    /// The picture of `step` at `time` seconds into its transition; its end state when `time` is nil.
    public func encode(_ played: Played, step: Int, time: Seconds? = nil, format: Format) throws -> [UInt8] {
        try encode(try instant(played, step: step, time: time), of: played, format: format)
    }

    /// `step` at `time` seconds into its transition; its end state when `time` is nil.
    public func instant(_ played: Played, step: Int, time: Seconds? = nil) throws(DiagnosticError) -> Instant {
        if let time { return try animation(played, step: step).instant(at: time) }
        let state = played.story.states[step]
        let window = try played.layout.window(played.story, step: step)
        return Instant(window: window, canvas: window.frame.size, traits: state.traits)
    }

    /// The picture of an instant of a played scene.
    public func encode(_ instant: Instant, of played: Played, format: Format) throws -> [UInt8] {
        let scale = played.scene.device.scale
        let list = picture(instant, of: played)
        switch format {
        case .png: return try renderer.drawnFrame(of: list, scale: scale).png(PNGEncoder())
        case .svg: return try renderer.svg(of: list, scale: scale)
        case .pdf: return try renderer.pdf(of: list, scale: scale)
        }
    }

    /// Renders every frame of a step's transition on all cores and hands the
    /// bitmaps to `deliver` in frame order (memory stays flat however many
    /// frames there are).
    public func renderFrames(
        _ animation: StepAnimation, clock: FrameClock, of played: Played,
        deliver: (Int, RGBAImage) throws -> Void
    ) throws {
        try renderFrames(animation, clock: clock, of: played, prepare: { try $0.image() }, deliver: deliver)
    }

    /// Renders every frame of a step's transition on all cores, runs `prepare`
    /// on each on the core that drew it (a sink's encoding), and hands the
    /// results to `deliver` in frame order.
    public func renderFrames<Prepared: Sendable>(
        _ animation: StepAnimation, clock: FrameClock, of played: Played,
        prepare: @escaping @Sendable (DrawnFrame) throws -> Prepared,
        deliver: (Int, Prepared) throws -> Void
    ) throws {
        try renderFrames([FrameSequence(animation: animation, clock: clock, played: played)], prepare: { _, drawn in try prepare(drawn) }) { _, k, prepared in
            try deliver(k, prepared)
        }
    }

    /// A step's transition to draw frame by frame: its animation, its clock and its scene.
    public struct FrameSequence: Sendable {
        public var animation: StepAnimation
        public var clock: FrameClock
        public var played: Played

        public init(animation: StepAnimation, clock: FrameClock, played: Played) {
            self.animation = animation
            self.clock = clock
            self.played = played
        }
    }

    /// Renders every frame of several transitions on all cores as one stream, runs
    /// `prepare` on each on the core that drew it (told which sequence it is of), and
    /// hands the results to `deliver` in order: sequence by sequence, frame by frame.
    /// NB: one stream, so cores go on to the next transition's frames while the last
    /// of one are finished, and transitions of one frame are drawn beside others.
    public func renderFrames<Prepared: Sendable>(
        _ sequences: [FrameSequence],
        prepare: @escaping @Sendable (_ sequence: Int, DrawnFrame) throws -> Prepared,
        deliver: (_ sequence: Int, _ frame: Int, Prepared) throws -> Void
    ) throws {
        // starts[s]: the stream's index of sequence s's first frame.
        let starts = sequences.reduce(into: [0]) { $0.append($0.last! + $1.clock.frameCount) }
        let frames = ParallelFrames(count: starts.last!)
        // NB: each thread draws text with its own font library, so text does
        // not wait for another thread's (Pango serializes calls on one).
        let renderers = try FontLibrary.lanes(frames.lanes).map(Renderer.init(fonts:))
        /// The sequence frame `g` of the stream belongs to, and its index there.
        @Sendable func locate(_ g: Int) -> (sequence: Int, frame: Int) {
            var low = 0, high = sequences.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if starts[middle] <= g { low = middle } else { high = middle - 1 }
            }
            return (low, g - starts[low])
        }
        try frames.run { g, lane in
            let (s, k) = locate(g)
            let sequence = sequences[s]
            let list = picture(sequence.animation.instant(at: sequence.clock.time(ofFrame: k)), of: sequence.played)
            return try prepare(s, try renderers[lane].drawnFrame(of: list, scale: sequence.played.scene.device.scale))
        } deliver: { g, prepared in
            let (s, k) = locate(g)
            try deliver(s, k, prepared)
        }
    }

    /// The filmstrip of a step's transition, every frame at `fps` (the
    /// scene's rate when nil) side by side, the same picture `mockup animate
    /// --format filmstrip` writes; nil when the step does not move.
    public func filmstrip(_ played: Played, step: Int, fps: Double? = nil) throws -> RGBAImage? {
        let animation = try animation(played, step: step)
        guard animation.transition.moves else { return nil }
        let clock = try played.frameClock(step: step, fps: fps)
        let size = try frameSize(animation, of: played)
        var strip = Filmstrip(frameCount: clock.frameCount, frameWidth: size.width, frameHeight: size.height)
        try renderFrames(animation, clock: clock, of: played) { k, image in try strip.place(image, at: k) }
        return strip.image
    }

    /// The size in device pixels of every frame of a step (its end orientation's screen).
    public func frameSize(_ animation: StepAnimation, of played: Played) throws(RenderError) -> (width: Int, height: Int) {
        var canvas = played.scene.framedInDevice
            ? DeviceFrame(device: played.scene.device, screenShowsIsland: false).framedSize(animation.canvas) : animation.canvas
        if played.scene.annotation != nil { canvas.width += Annotation.legendWidth }
        return try renderer.pixelSize(canvas, scale: played.scene.device.scale)
    }

    /// The bitmap of an instant of a played scene.
    public func image(_ instant: Instant, of played: Played) throws -> RGBAImage {
        try renderer.image(of: picture(instant, of: played), scale: played.scene.device.scale)
    }

    /// An instant drawn on pixels, as `encode` draws it before encoding it as PNG.
    public func drawnFrame(_ instant: Instant, of played: Played) throws(RenderError) -> DrawnFrame {
        try renderer.drawnFrame(of: picture(instant, of: played), scale: played.scene.device.scale)
    }

    /// The display list of an instant, in the scene's look, in the device when
    /// the scene asks for it, under its annotation's overlay with the legend beside.
    private func picture(_ instant: Instant, of played: Played) -> DisplayList {
        let theme = Theme(scene: played.scene)
        var list = theme.displayList(for: instant)
        let annotation = played.scene.annotation
        let overlay = annotation?.overlay(of: instant.window, rightToLeft: instant.traits.layoutDirection == .rightToLeft)
        if let overlay { list.items += overlay.items }
        if played.scene.framedInDevice {
            list = DeviceFrame(device: played.scene.device, screenShowsIsland: theme.metrics.drawsDeviceChrome)
                .framing(list, orientation: instant.orientation)
        }
        guard let annotation, let overlay else { return list }
        return annotation.besideLegend(list, entries: overlay.legend)
    }
}
