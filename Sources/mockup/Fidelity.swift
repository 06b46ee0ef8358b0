import ArgumentParser
import Foundation
import MockupGolden
import MockupRender

extension Mockup {
    /// `mockup fidelity SUITE.json --references DIR [-o OUTPUT]`
    struct Fidelity: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Compare scenes with the real UIKit screenshots they reproduce.",
            discussion: """
            Each case of the suite names a screenshot (under --references), the scene that
            reproduces it, where the screen lies in the screenshot and its pixels per point,
            the region compared and the parts left out, and its recorded figure. Prints the
            percentage of differing pixels per case and writes OUTPUT/index.html with the
            screenshot, the mockup and the diff side by side.
            Exit status: 0 every figure is within its recorded one plus the suite's slack,
            1 one is worse, 2 invalid input.
            """
        )

        @Argument(help: "The suite file (JSON).")
        var suite: String

        @Option(help: "The folder holding the screenshots.")
        var references: String

        @Option(name: .shortAndLong, help: "Where the report goes.")
        var output = "output/fidelity"

        func run() throws {
            try Mockup.run {
                let suite = try FidelitySuite(file: suite, references: references)
                let results = try suite.run(renderer: try StepRenderer())
                try FidelityReport.write(results, slack: suite.file.slack, to: output)
                var worse = false
                for r in results {
                    let holds = r.holds(slack: suite.file.slack)
                    worse = worse || !holds
                    print("\(holds ? "ok   " : "WORSE") \(r.fidelityCase.name): \(r.percentageText) (recorded \(r.recordedText))")
                }
                print("report: \(output)/index.html")
                if worse { throw ExitCode(1) }
            }
        }
    }
}
