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
            Four measurements, each the best of --repeat runs:
              steps      every step's end state laid out and rasterized (one core)
              encode     those pictures encoded as PNG, the goldens' settings (one core)
              frames     every frame of every transition, laid out and rasterized on all cores
              compare    every step's picture compared with the next step's, as verify does
                         when the bytes differ (decode both, pixelmatch)
            Peak memory is the process's maximum resident set size. `make benchmark` runs it
            on the seed scenes; docs/performance.md keeps the figures.
            """
        )

        @Argument(help: "Scene files (YAML or JSON).")
        var files: [String]

        @Option(name: .customLong("repeat"), help: "Runs of each measurement; the fastest counts.")
        var repeats: Int = 3

        @OptionGroup var sceneOptions: SceneOptions

        @OptionGroup var frameLimit: FrameLimitOptions

        @OptionGroup var progressOptions: ProgressOptions

        func validate() throws {
            guard (1...100).contains(repeats) else { throw ValidationError("--repeat must be between 1 and 100") }
        }

        func run() throws {
            try Mockup.run {
                let renderer = try StepRenderer()
                let played = try files.map { try frameLimit.checked(try renderer.play(try sceneOptions.load($0))) }
                let steps = played.flatMap { p in p.story.states.indices.map { (p, $0) } }
                let animations = try played.flatMap { p in
                    try p.story.states.indices.map { (p, try renderer.animation(p, step: $0)) }
                        .filter { $0.1.transition.moves }
                }

                let progress = progressOptions.line("benchmark")
                defer { progress.clear() }
                var images: [RGBAImage] = []
                let render = try best("steps", progress) {
                    images = try steps.map { p, n in try renderer.image(try renderer.instant(p, step: n), of: p) }
                }
                var pngs: [[UInt8]] = []
                let encode = try best("encode", progress) { pngs = try images.map { try PNGEncoder().encode($0) } }
                var frameCount = 0
                let frames = try best("frames", progress) {
                    frameCount = 0
                    for (p, animation) in animations {
                        let clock = try p.frameClock(step: animation.step)
                        try renderer.renderFrames(animation, clock: clock, of: p) { _, _ in
                            frameCount += 1
                            progress.update("frames: \(frameCount) frames")
                        }
                    }
                }
                var pairs = 0
                let compare = try best("compare", progress) {
                    pairs = 0
                    for (a, b) in zip(pngs, pngs.dropFirst()) {
                        _ = try ImageComparison.compare(expected: a, actual: b, options: PixelmatchOptions(), drawDiff: true)
                        pairs += 1
                    }
                }

                progress.clear()
                let cores = ProcessInfo.processInfo.activeProcessorCount
                print("\(files.count) scenes, \(steps.count) steps, \(animations.count) transitions, \(frameCount) frames; \(cores) cores")
                print(row("steps", steps.count, "pictures", render))
                print(row("encode", pngs.count, "PNGs", encode)
                      + ", \(pngs.reduce(0) { $0 + $1.count } / max(1, pngs.count) / 1024) KB each")
                print(row("frames", frameCount, "frames", frames))
                print(row("compare", pairs, "pairs", compare))
                print("peak memory: \(Self.peakResidentMegabytes()) MB")
            }
        }

        /// The fastest of `repeats` runs of the measurement `name`, in seconds.
        func best(_ name: String, _ progress: ProgressLine, _ body: () throws -> Void) throws -> Double {
            var fastest = Double.infinity
            let clock = ContinuousClock()
            for run in 0..<repeats {
                progress.update("\(name), run \(run + 1) of \(repeats)", force: true)
                let elapsed = try clock.measure(body)
                fastest = min(fastest, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
            }
            return fastest
        }

        func row(_ name: String, _ count: Int, _ unit: String, _ seconds: Double) -> String {
            let each = count == 0 ? 0 : seconds * 1000 / Double(count)
            let rate = seconds == 0 ? 0 : Double(count) / seconds
            return name.padding(toLength: 9, withPad: " ", startingAt: 0)
                + String(format: "%5d %@ in %7.1f ms: %6.2f ms each, %7.1f per second", count, unit, seconds * 1000, each, rate)
        }

        /// The process's peak resident set size (getrusage's ru_maxrss, in kilobytes on Linux).
        static func peakResidentMegabytes() -> Int {
            var usage = rusage()
            getrusage(RUSAGE_SELF.rawValue, &usage)
            return Int(usage.ru_maxrss) / 1024
        }
    }
}
