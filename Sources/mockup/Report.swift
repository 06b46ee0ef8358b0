import ArgumentParser
import Foundation
import MockupGolden

extension Mockup {
    /// `mockup report merge DIR... -o OUT`: the reports of a verify run's shards as one.
    struct Report: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Work with the reports mockup verify writes.",
            subcommands: [Merge.self]
        )

        struct Merge: ParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "Merge the reports of a verify run's shards into one report.",
                discussion: """
                Reads each folder's report.json (written by `mockup verify --report DIR`, with
                --shard i/n on each machine) and writes one report to OUTPUT: index.html with
                every shard's pictures, failures first, each shard's outcome at the top, and
                report.json, with the images copied beside them.
                Exit status: 0 when every shard passed, 1 when any failed, 2 when a report
                cannot be read or OUTPUT cannot be written.
                """
            )

            @Argument(help: "Report folders, one per shard.")
            var folders: [String]

            @Option(name: .shortAndLong, help: "The merged report's folder.")
            var output: String

            func run() throws {
                var failed = false
                try Mockup.run {
                    let merged = try GoldenReport.merged(folders)
                    print("\(merged.sources.count) reports, \(merged.entries.count) pictures, "
                          + "\(merged.count(.failed)) failed, \(merged.count(.missing)) missing"
                          + (merged.failed ? "; a shard failed" : ""))
                    print("report: \(try merged.write(to: output))")
                    failed = merged.failed
                }
                if failed { throw ExitCode(1) }
            }
        }
    }
}
