import ArgumentParser
import Foundation
import MockupCore
import MockupGolden
import MockupRender

extension Mockup {
    /// `mockup diff A.png B.png [-o diff.png] [--threshold t] [--include-aa] [--json]`
    struct Diff: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Compare two PNG images pixel by pixel, as pixelmatch 7.2 does.",
            discussion: """
                Prints how many pixels differ beyond the threshold; anti-aliased pixels are not \
                counted unless --include-aa. Images of different sizes are compared on the \
                top-left region they share, and every other pixel of the canvas holding both counts.
                Exit status: 0 when no pixel differs, 1 when some do (or the sizes differ), \
                2 when a file is missing or not a readable PNG.
                """
        )

        @Argument(help: "The expected image (pixelmatch's first image).")
        var expected: String

        @Argument(help: "The actual image (pixelmatch's second image).")
        var actual: String

        @Option(name: .shortAndLong, help: """
            Write the diff image (PNG) here: differences in red, anti-aliasing in yellow, the rest faded grey \
            (for different sizes, the canvas holding both, red outside the shared region).
            """)
        var output: String?

        @Option(help: "Matching threshold from 0 to 1; smaller is more sensitive, 0 counts any change.")
        var threshold: Double = 0.1

        @Flag(name: .customLong("include-aa"), help: "Count anti-aliased pixels too.")
        var includeAA = false

        @Flag(help: "Print one JSON object instead of a sentence.")
        var json = false

        func validate() throws {
            guard threshold >= 0 && threshold <= 1 else { throw ValidationError("--threshold must be between 0 and 1") }
        }

        func run() throws {
            try Mockup.run {
                var options = PixelmatchOptions()
                options.threshold = threshold
                options.includeAA = includeAA
                let result = try ImageComparison.compareFiles(expected: expected, actual: actual, options: options, drawDiff: output != nil)
                if let output, let diff = result.diff {
                    try AtomicFile.write(try PNGEncoder().encode(diff), to: output)
                }
                print(json ? report(result).serialized() : sentence(result))
                if !result.matches { throw ExitCode(1) }
            }
        }

        /// `106 of 131072 pixels differ (0.08%)`, `identical: 0 of 131072 pixels differ`, or for
        /// a size mismatch `sizes differ: A.png is 512x256, B.png is 256x256; ...`; then the diff image's path.
        func sentence(_ result: ImageComparison) -> String {
            let count = "\(result.differentPixels) of \(result.totalPixels) pixels differ"
            var text = result.matches ? "identical: \(count)"
                : GoldenResult.describe(differentPixels: result.differentPixels, totalPixels: result.totalPixels)
            if case .sizeMismatch(let a, let b) = result.outcome {
                text = "sizes differ: \(expected) is \(a), \(actual) is \(b); " + text
            }
            if let output { text += "\ndiff image: \(output)" }
            return text
        }

        /// The `--json` object, keys sorted: `diffImage` (the path written, or null),
        /// `differentPixels`, `height`, `identical` (no pixel differs: exit status 0),
        /// `percentage` (of `totalPixels`), `sizeMismatch` (null, or the `expected` and
        /// `actual` sizes), `totalPixels`, `width` (`width` and `height`: the compared canvas).
        func report(_ result: ImageComparison) -> JSONValue {
            func size(_ s: ImageComparison.Size) -> JSONValue {
                .object([("height", .number(Double(s.height))), ("width", .number(Double(s.width)))])
            }
            var mismatch = JSONValue.null
            if case .sizeMismatch(let a, let b) = result.outcome {
                mismatch = .object([("actual", size(b)), ("expected", size(a))])
            }
            return .object([
                ("diffImage", output.map { .string($0) } ?? .null),
                ("differentPixels", .number(Double(result.differentPixels))),
                ("height", .number(Double(result.canvas.height))),
                ("identical", .bool(result.matches)),
                ("percentage", .number(result.percentage)),
                ("sizeMismatch", mismatch),
                ("totalPixels", .number(Double(result.totalPixels))),
                ("width", .number(Double(result.canvas.width))),
            ])
        }
    }
}
