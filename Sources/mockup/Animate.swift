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
                for (played, folderName, steps) in jobs {
                    let folder = Render.outputFolder(output, folderName)
                    let last = played.story.states.count - 1
                    for n in steps {
                        let animation = try renderer.animation(played, step: n)
                        let clock = try played.frameClock(step: n, fps: fps)
                        let path = try AnimationOutput(format: format, folder: folder, step: n)
                            .write(animation, clock: clock, of: played, with: renderer) { k in
                                progress.update("\(folderName): step \(n) of \(last), frame \(k + 1)/\(clock.frameCount)")
                            }
                        progress.print(path)
                    }
                }
            }
        }
    }
}

/// Where one step's frames go, and how they get there.
struct AnimationOutput {
    var format: Mockup.Animate.Format
    var folder: String
    var step: Int

    var stem: String { "\(folder)/\(String(format: "%02d", step))" }

    /// Renders every frame of `animation` on all cores and streams them, in
    /// order, into the format's sink, telling `written` each frame's index.
    /// Returns the path written.
    func write(_ animation: StepAnimation, clock: FrameClock, of played: StepRenderer.Played,
               with renderer: StepRenderer, written: (Int) -> Void = { _ in }) throws -> String {
        let count = clock.frameCount
        let size = try renderer.frameSize(animation, of: played)
        let sink: any FrameSink, path: String
        switch format {
        case .frames:
            (sink, path) = (FrameFolderSink(folder: stem, frameCount: count), stem)
        case .filmstrip:
            path = stem + ".filmstrip.png"
            sink = FilmstripSink(path: path, frameCount: count, frameWidth: size.width, frameHeight: size.height)
        case .apng:
            path = stem + ".apng"
            sink = try APNGWriter(path: path, frameCount: count, delay: .fps(clock.fps), canvas: size)
        case .webp:
            path = stem + ".webp"
            sink = try WebPAnimationWriter(path: path, frameCount: count, fps: clock.fps, canvas: size)
        }
        try stream(into: sink, animation, clock, played, renderer, written)
        return path
    }

    /// Every frame into `sink`: drawn and prepared on all cores, added in order.
    private func stream<Sink: FrameSink>(into sink: Sink, _ animation: StepAnimation, _ clock: FrameClock,
                                         _ played: StepRenderer.Played, _ renderer: StepRenderer,
                                         _ written: (Int) -> Void) throws {
        var sink = sink
        let prepare = sink.prepare
        try renderer.renderFrames(animation, clock: clock, of: played, prepare: { try prepare($0) }) { k, frame in
            try sink.add(prepared: frame)
            written(k)
        }
        try sink.finish()
    }
}
