import ArgumentParser
import Foundation
import MockupCore
import MockupRender
import MockupScene
import MockupUI

extension Mockup {
    /// `mockup animate FILE... [--step n] [--fps f] --format frames|filmstrip|apng|webp [-o DIR]`
    struct Animate: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Render each step's transition as frames, a filmstrip, an animated PNG or an animated WebP.",
            discussion: """
            Frame k of a step shows t = min(k / fps, duration), k = 0 ... ceil(duration * fps);
            an instant step has one frame. Outputs, per scene and step NN:
              frames     OUTPUT/SCENE/NN/FFF.png
              filmstrip  OUTPUT/SCENE/NN.filmstrip.png  (all frames side by side, wrapping into rows)
              apng       OUTPUT/SCENE/NN.apng           (animated PNG, loops; plays in browsers)
              webp       OUTPUT/SCENE/NN.webp           (lossless animated WebP)
            """
        )

        enum Format: String, ExpressibleByArgument, CaseIterable {
            case frames, filmstrip, apng, webp
        }

        @Argument(help: "Scene files (YAML or JSON).")
        var files: [String]

        @Option(name: .shortAndLong, help: "Output folder.")
        var output: String = "output"

        @Option(help: "frames, filmstrip, apng or webp.")
        var format: Format

        @Option(help: "Only this step (0 = the initial state); all steps when absent.")
        var step: Int?

        @Option(help: "Frames per second (default: the scene's fps, 30 unless it says).")
        var fps: Double?

        @OptionGroup var sceneOptions: SceneOptions

        @OptionGroup var annotateOption: AnnotateOption

        @Option(help: "The scene's variants to animate too: all, or names (default: the scene as written), into OUTPUT/SCENE@NAME/.")
        var variants: VariantSelection?

        @OptionGroup var frameLimit: FrameLimitOptions

        @OptionGroup var progressOptions: ProgressOptions

        func validate() throws {
            if let step, step < 0 { throw ValidationError("--step must be 0 or more") }
            if let fps, !(fps > 0 && fps <= 240) { throw ValidationError("--fps must be greater than 0 and at most 240") }
        }

        func run() throws {
            try Mockup.run {
                // NB: the first scene is read while the fonts are set up on another thread.
                StepRenderer.setUpFontsInBackground()
                let first = annotateOption.applied(to: try sceneOptions.load(files[0]))
                let renderer = try StepRenderer()
                // NB: every scene is loaded, played and checked before the first file is written.
                var jobs: [(StepRenderer.Played, String, [Int])] = []
                for (k, file) in files.enumerated() {
                    let loaded = k == 0 ? first : annotateOption.applied(to: try sceneOptions.load(file))
                    for (scene, folderName) in try sceneOptions.variants(of: loaded, variants) {
                        let played = try frameLimit.checked(try renderer.play(scene), fps: fps)
                        if let step { try played.check(step: step) }
                        jobs.append((played, folderName, step.map { [$0] } ?? Array(played.story.states.indices)))
                    }
                }
                let progress = progressOptions.line("animate")
                defer { progress.clear() }
                // NB: every step's frames in one stream on all cores, written step by step in order.
                var outputs: [AnimationOutput] = []
                for (played, folderName, steps) in jobs {
                    let folder = Render.outputFolder(output, folderName)
                    let last = played.story.states.count - 1
                    for n in steps {
                        let animation = try renderer.animation(played, step: n)
                        let sequence = StepRenderer.FrameSequence(animation: animation, clock: try played.frameClock(step: n, fps: fps), played: played)
                        outputs.append(AnimationOutput(format: format, folder: folder, step: n, sequence: sequence,
                                                       size: try renderer.frameSize(animation, of: played),
                                                       progressLabel: "\(folderName): step \(n) of \(last)"))
                    }
                }
                try AnimationOutput.write(outputs, with: renderer, progress: progress)
            }
        }
    }
}

/// Where one step's frames go, and how they get there.
struct AnimationOutput {
    var format: Mockup.Animate.Format
    var folder: String
    var step: Int
    /// The step's transition, frame by frame.
    var sequence: StepRenderer.FrameSequence
    /// The frames' size in pixels: an animated image's canvas, a filmstrip's cell.
    var size: (width: Int, height: Int)
    /// Names the step in the progress line.
    var progressLabel: String

    var stem: String { "\(folder)/\(String(format: "%02d", step))" }

    /// The path the step's frames are written to: a folder or a file.
    var path: String {
        switch format {
        case .frames: stem
        case .filmstrip: stem + ".filmstrip.png"
        case .apng: stem + ".apng"
        case .webp: stem + ".webp"
        }
    }

    /// Renders the frames of every step on all cores as one stream and writes each
    /// step's, in order, into a sink of the format, printing each path when written.
    static func write(_ outputs: [AnimationOutput], with renderer: StepRenderer, progress: ProgressLine) throws {
        guard let format = outputs.first?.format else { return }
        switch format {
        case .frames:
            try stream(outputs, renderer, progress, prepare: { _ in FrameFolderSink.prepare(encoder: PNGEncoder()) }) { o in
                FrameFolderSink(folder: o.stem, frameCount: o.sequence.clock.frameCount)
            }
        case .filmstrip:
            try stream(outputs, renderer, progress, prepare: { _ in FilmstripSink.prepareImage }) { o in
                FilmstripSink(path: o.path, frameCount: o.sequence.clock.frameCount, frameWidth: o.size.width, frameHeight: o.size.height)
            }
        case .apng:
            try stream(outputs, renderer, progress, prepare: { APNGWriter.prepare(canvas: $0.size, encoder: PNGEncoder()) }) { o in
                try APNGWriter(path: o.path, frameCount: o.sequence.clock.frameCount, delay: .fps(o.sequence.clock.fps), canvas: o.size)
            }
        case .webp:
            try stream(outputs, renderer, progress, prepare: { _ in WebPAnimationWriter.prepareImage }) { o in
                try WebPAnimationWriter(path: o.path, frameCount: o.sequence.clock.frameCount, fps: o.sequence.clock.fps, canvas: o.size)
            }
        }
    }

    /// Every step's frames, drawn and prepared on all cores (each with its step's
    /// `prepare`), added in order to the step's sink, made when its first frame comes.
    private static func stream<Sink: FrameSink>(
        _ outputs: [AnimationOutput], _ renderer: StepRenderer, _ progress: ProgressLine,
        prepare: (AnimationOutput) -> @Sendable (DrawnFrame) throws(RenderError) -> Sink.Prepared,
        sink makeSink: (AnimationOutput) throws -> Sink
    ) throws {
        let prepares = outputs.map(prepare)
        var sink: Sink?
        try renderer.renderFrames(outputs.map(\.sequence), prepare: { s, drawn in try prepares[s](drawn) }) { s, k, frame in
            let clock = outputs[s].sequence.clock
            if k == 0 { sink = try makeSink(outputs[s]) }
            try sink!.add(prepared: frame)
            progress.update("\(outputs[s].progressLabel), frame \(k + 1)/\(clock.frameCount)")
            if k == clock.frameCount - 1 {
                try sink!.finish()
                sink = nil
                progress.print(outputs[s].path)
            }
        }
    }
}
