import ArgumentParser
import Foundation
import MockupCore
import MockupGolden
import MockupRender
import MockupScene
import MockupUI

extension Mockup {
    /// `mockup benchmark SCENES... [--repeat n]`: what rendering, encoding and comparing cost.
    struct Benchmark: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Measure rendering, encoding and golden comparison of scenes: frames per second, milliseconds each, peak memory.",
            discussion: """
            Five measurements per device scale, each the best of --repeat runs:
              steps      every step's end state laid out and rasterized (one core)
              encode     each of those pictures encoded as PNG as it is drawn (one core)
              render     every step's picture laid out, rasterized and encoded on all cores,
                         as `mockup render` makes them: pictures per second
              frames     every frame of every transition, laid out and rasterized on all cores
              compare    every step's picture compared with the next step's, as verify does
                         when the bytes differ (decode both, pixelmatch on all cores)
            With --variants, each scene's chosen variants are measured with it.
            Peak memory is the process's maximum resident set size. `make benchmark` runs it
            on the seed scenes, then the same push in headless Chromium beside `mockup animate`
            (Scripts/peer); docs/performance.md keeps the figures and the bounds they meet.
            """
        )

        @Argument(help: "Scene files (YAML or JSON).")
        var files: [String]

        @Option(name: .customLong("repeat"), help: "Runs of each measurement; the fastest counts.")
        var repeats: Int = 3

        @Option(help: "The scenes' variants to measure too: all, or names (default: the scenes as written).")
        var variants: VariantSelection?

        @OptionGroup var sceneOptions: SceneOptions

        @OptionGroup var frameLimit: FrameLimitOptions

        @OptionGroup var progressOptions: ProgressOptions

        func validate() throws {
            guard (1...100).contains(repeats) else { throw ValidationError("--repeat must be between 1 and 100") }
        }

        func run() throws {
            try Mockup.run {
                let renderer = try StepRenderer()
                let played = try files.flatMap { file in
                    try sceneOptions.variants(of: try sceneOptions.load(file), variants).map { try frameLimit.checked(try renderer.play($0.scene)) }
                }
                let progress = progressOptions.line("benchmark")
                defer { progress.clear() }
                var lines: [String] = []
                var totals = (steps: 0, transitions: 0, frames: 0)
                // NB: one group per device scale, since the bounds of docs/performance.md are per scale.
                for scale in Set(played.map { $0.scene.device.scale }).sorted() {
                    let group = played.filter { $0.scene.device.scale == scale }
                    let figures = try measure(group, renderer: renderer, progress: progress)
                    totals.steps += figures.steps
                    totals.transitions += figures.transitions
                    totals.frames += figures.frames.count
                    let label = "\(scale.plainText)x"
                    lines.append(row("steps", label, figures.raster, "pictures", "one core"))
                    lines.append(row("encode", label, figures.encode, "PNGs", "one core")
                                 + ", \(figures.averageBytes / 1024) KB each")
                    lines.append(row("render", label, figures.render, "pictures", "all cores")
                                 + String(format: ", %.0f a second", Double(figures.render.count) / max(figures.render.seconds, 1e-9)))
                    if figures.frames.count > 0 { lines.append(row("frames", label, figures.frames, "frames", "all cores")) }
                    if figures.compare.count > 0 { lines.append(row("compare", label, figures.compare, "pairs", "all cores")) }
                }
                progress.clear()
                let cores = ProcessInfo.processInfo.activeProcessorCount
                let variantsNote = played.count == files.count ? "" : " (\(played.count) with their variants)"
                print("\(files.count) scenes\(variantsNote), \(totals.steps) steps, \(totals.transitions) transitions, \(totals.frames) frames; \(cores) cores")
                lines.forEach { print($0) }
                print("peak memory: \(Self.peakResidentMegabytes()) MB")
            }
        }

        /// How many of something took how long.
        struct Figure {
            var count = 0
            var seconds = 0.0
        }

        /// The four measurements of scenes that share a scale.
        struct Figures {
            var steps = 0, transitions = 0
            var raster = Figure(), encode = Figure(), render = Figure(), frames = Figure(), compare = Figure()
            var averageBytes = 0
        }

        func measure(_ played: [StepRenderer.Played], renderer: StepRenderer, progress: ProgressLine) throws -> Figures {
            var figures = Figures()
            // NB: every run lays out afresh (`unlaidOut`): a layout keeps the windows it laid out.
            let steps = played.indices.flatMap { k in played[k].story.states.indices.map { (k, $0) } }
            let animations = played.indices.flatMap { k in
                played[k].story.states.indices.filter { played[k].layout.transition(played[k].story, step: $0).moves }.map { (k, $0) }
            }
            figures.steps = steps.count
            figures.transitions = animations.count

            // NB: each picture is encoded as soon as it is drawn and then dropped, so
            // memory holds one bitmap at a time; the two stages are timed apart.
            var pngs: [[UInt8]] = []
            var raster = Double.infinity, encode = Double.infinity
            for run in 0..<repeats {
                progress.update("steps and encode, run \(run + 1) of \(repeats)", force: true)
                var drawing = Duration.zero, encoding = Duration.zero
                pngs = []
                let fresh = Self.unlaidOut(played)
                for (k, n) in steps {
                    let p = fresh[k]
                    let start = ContinuousClock.now
                    let frame = try renderer.drawnFrame(try renderer.instant(p, step: n), of: p)
                    let drawn = ContinuousClock.now
                    pngs.append(try frame.png(PNGEncoder()))
                    encoding += ContinuousClock.now - drawn
                    drawing += drawn - start
                }
                raster = min(raster, Self.seconds(drawing))
                encode = min(encode, Self.seconds(encoding))
            }
            figures.raster = Figure(count: steps.count, seconds: raster)
            figures.encode = Figure(count: pngs.count, seconds: encode)
            figures.render = Figure(count: steps.count, seconds: try best("render", progress) {
                let fresh = Self.unlaidOut(played)
                try ParallelFrames(count: steps.count).run { k, _ in
                    try renderer.encode(fresh[steps[k].0], step: steps[k].1, format: .png)
                } deliver: { _, _ in }
            })
            figures.averageBytes = pngs.reduce(0) { $0 + $1.count } / max(1, pngs.count)
            var frameCount = 0
            figures.frames.seconds = try best("frames", progress) {
                frameCount = 0
                let fresh = Self.unlaidOut(played)
                for (k, step) in animations {
                    let p = fresh[k]
                    let animation = try renderer.animation(p, step: step)
                    let clock = try p.frameClock(step: animation.step)
                    try renderer.renderFrames(animation, clock: clock, of: p, prepare: { $0 }) { _, _ in
                        frameCount += 1
                        progress.update("frames: \(frameCount) frames")
                    }
                }
            }
            figures.frames.count = frameCount
            // Each step's picture against the next one's of the same scene: pictures that differ.
            var pairs: [([UInt8], [UInt8])] = []
            var k = 0
            for p in played {
                let count = p.story.states.count
                for n in 0..<max(0, count - 1) { pairs.append((pngs[k + n], pngs[k + n + 1])) }
                k += count
            }
            figures.compare = Figure(count: pairs.count, seconds: try best("compare", progress) {
                for (a, b) in pairs {
                    _ = try ImageComparison.compare(expected: a, actual: b, options: PixelmatchOptions(), drawDiff: true)
                }
            })
            return figures
        }

        /// The played scenes with layouts that have laid out nothing yet.
        static func unlaidOut(_ played: [StepRenderer.Played]) -> [StepRenderer.Played] {
            played.map { p in
                var fresh = p
                fresh.layout = SceneLayout(scene: p.scene, measurer: p.layout.measurer)
                return fresh
            }
        }

        /// The fastest of `repeats` runs of the measurement `name`, in seconds.
        func best(_ name: String, _ progress: ProgressLine, _ body: () throws -> Void) throws -> Double {
            var fastest = Double.infinity
            let clock = ContinuousClock()
            for run in 0..<repeats {
                progress.update("\(name), run \(run + 1) of \(repeats)", force: true)
                fastest = min(fastest, Self.seconds(try clock.measure(body)))
            }
            return fastest
        }

        static func seconds(_ duration: Duration) -> Double {
            Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
        }

        func row(_ name: String, _ scale: String, _ figure: Figure, _ unit: String, _ cores: String) -> String {
            let each = figure.count == 0 ? 0 : figure.seconds * 1000 / Double(figure.count)
            return (name + " " + scale).padding(toLength: 11, withPad: " ", startingAt: 0)
                + String(format: "%5d %@ in %7.1f ms: %6.2f ms each", figure.count, unit.padding(toLength: 8, withPad: " ", startingAt: 0),
                         figure.seconds * 1000, each)
                + " (\(cores))"
        }

        /// The process's peak resident set size (getrusage's ru_maxrss, in kilobytes on Linux).
        static func peakResidentMegabytes() -> Int {
            var usage = rusage()
            getrusage(RUSAGE_SELF.rawValue, &usage)
            return Int(usage.ru_maxrss) / 1024
        }
    }
}
