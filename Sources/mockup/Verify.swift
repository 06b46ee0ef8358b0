import ArgumentParser
import Foundation
import MockupCore
import MockupGolden
import MockupRender
import MockupScene
import MockupUI

extension RecordMode: ExpressibleByArgument {}

extension Mockup {
    /// `mockup verify SCENES... --golden DIR [--record MODE] [--threshold t] [--max-diff-pixels n] [--shard i/n] [--report DIR] [-j n]`
    struct Verify: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check every step's picture and every transition's filmstrip against golden images.",
            discussion: """
            Goldens: GOLDEN/SCENE/NN.png (the end state of each step) and
            GOLDEN/SCENE/NN.filmstrip.png (each step that moves), the pictures
            `render` and `animate --format filmstrip` write. Equal bytes pass at once;
            otherwise pixels are compared as pixelmatch 7.2 does.

            Record modes: never (fail on a difference or a missing golden), missing
            (record absent goldens), failed (also re-record those that differ), all
            (re-record everything). Default: $MOCKUP_RECORD, else never when $CI is
            set, else missing. A recorded golden fails the run until it is verified.

            Failures write SCENE/NN.expected.png, .actual.png and .diff.png under
            OUTPUT/failures. Exit status: 0 every picture matches, 1 a picture
            failed, is missing or was recorded, 2 invalid input.
            """
        )

        @Argument(help: "Scene files (YAML or JSON).")
        var files: [String]

        @Option(help: "The golden folder.")
        var golden: String

        @Option(help: "never, missing, failed or all (default: $MOCKUP_RECORD; never when $CI is set; else missing).")
        var record: RecordMode?

        @Option(help: "pixelmatch threshold, 0 (exact colours) to 1.")
        var threshold: Double = 0.1

        @Option(help: "Pixels that may differ beyond the threshold before a picture fails.")
        var maxDiffPixels: Int = 0

        @Flag(help: "Count anti-aliased pixels too (pixelmatch leaves them out).")
        var includeAA = false

        @Option(help: "Verify only share i of n (1-based), e.g. 2/4: scenes sorted by name, dealt out in turn.")
        var shard: String?

        @Option(help: "Write a report to this folder: index.html and report.json, with the images beside them (mockup report merge joins shards' reports).")
        var report: String?

        @Option(name: .shortAndLong, help: "Where failures' expected, actual and diff images go (under OUTPUT/failures).")
        var output: String = "output"

        @Option(name: .customShort("j"), help: "Scenes rendered at once (default: the number of cores).")
        var jobs: Int?

        @Option(help: "Device pixels per point of the filmstrips' frames (default: the same as the steps').")
        var filmstripScale: Double?

        @Flag(inversion: .prefixedNo, help: "Check the filmstrip of every step that moves (--no-filmstrips: the end states only).")
        var filmstrips = true

        @Flag(help: "Fail (exit 1) when goldens no scene produces are found.")
        var failOnOrphans = false

        @Flag(help: "Keep each step's view tree as text beside its picture (NN.txt, as `mockup layout --format tree` prints it) and check it too.")
        var textSnapshots = false

        @OptionGroup var sceneOptions: SceneOptions

        @Option(help: "The scene's variants to verify too: all, or names (default: the scene as written), against GOLDEN/SCENE@NAME/.")
        var variants: VariantSelection?

        @OptionGroup var frameLimit: FrameLimitOptions

        @OptionGroup var progressOptions: ProgressOptions

        func validate() throws {
            guard threshold >= 0, threshold <= 1 else { throw ValidationError("--threshold must be between 0 and 1") }
            guard maxDiffPixels >= 0 else { throw ValidationError("--max-diff-pixels must be 0 or more") }
            if let shard, Shard(parsing: shard) == nil {
                throw ValidationError("--shard takes i/n with 1 <= i <= n, e.g. 2/4 (got '\(shard)')")
            }
            if let jobs, jobs < 1 { throw ValidationError("-j must be 1 or more") }
            if let filmstripScale, !(filmstripScale > 0 && filmstripScale <= 8) {
                throw ValidationError("--filmstrip-scale must be greater than 0 and at most 8")
            }
        }

        func run() throws {
            var failed = false
            try Mockup.run {
                let mode: RecordMode
                if let record { mode = record } else { mode = try RecordMode.fromEnvironment(ProcessInfo.processInfo.environment) }
                let settings = GoldenSettings(record: mode, threshold: threshold, includeAA: includeAA,
                                              maxDiffPixels: maxDiffPixels, failures: Render.outputFolder(output, "failures"))

                // NB: every scene is loaded and played before anything is rendered or written.
                let renderer = try StepRenderer()
                var subjects: [GoldenVerifier.Subject] = []
                var sources: [String: String] = [:]
                var problems: [Diagnostic] = []
                var owned: Set<String> = []
                for file in files {
                    do {
                        let loaded = try sceneOptions.load(file)
                        // Every variant's folder is the scene's, verified this time or not.
                        owned.formUnion(try sceneOptions.variants(of: loaded, .all).map(\.folder))
                        for (scene, folder) in try sceneOptions.variants(of: loaded, variants) {
                            let played = filmstrips ? try frameLimit.checked(try renderer.play(scene)) : try renderer.play(scene)
                            if let other = sources[folder] {
                                throw ValidationError("\(file) and \(other) both name their scene '\(folder)'; their goldens would share GOLDEN/\(folder)")
                            }
                            sources[folder] = file
                            var strips = GoldenVerifier.Subject.Filmstrips.same
                            if !filmstrips {
                                strips = .none
                            } else if let filmstripScale {
                                var scaled = scene
                                scaled.device = scene.device.withScale(filmstripScale)
                                strips = .from(try frameLimit.checked(try renderer.play(scaled)))
                            }
                            subjects.append(.init(folder: folder, played: played, filmstrips: strips, textSnapshots: textSnapshots))
                        }
                    } catch let error as DiagnosticError {
                        problems += error.diagnostics
                    }
                }
                if !problems.isEmpty { throw DiagnosticError(problems) }

                let share = shard.flatMap(Shard.init(parsing:)) ?? Shard(index: 1, count: 1)
                let mine = share.select(subjects, name: \.folder)
                let verifier = GoldenVerifier(golden: golden, settings: settings)
                let progress = progressOptions.line("verify")
                let run = try verifier.verify(mine, jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount,
                                              expected: owned.union(subjects.map(\.folder)), reportsOtherFolders: share.index == 1) { done in
                    progress.update("\(done.scene)/\(done.picture): \(done.pictures) pictures checked, \(done.scenes) of \(mine.count) scenes done")
                }
                progress.clear()
                let text = VerifyReport(run: run, mode: mode, golden: golden, shard: shard.map { _ in share },
                                        recordCommand: recordCommand(for: run, sources: sources))
                print(text.lines.joined(separator: "\n"))
                failed = run.fails || (failOnOrphans && !run.orphans.isEmpty)
                if let report {
                    let page = GoldenReport(run: run, golden: golden, title: "mockup verify \(golden)",
                                            command: text.recordCommand, versionWarning: text.versionWarning?.joined(separator: "\n"),
                                            shard: shard.map { _ in "\(share)" }, failed: failed)
                    print("report: \(try page.write(to: report))")
                }
            }
            if failed { throw ExitCode(1) }
        }

        /// The command that re-records the failing and missing pictures: the same
        /// options, the failing scenes' files only, `--record failed`.
        func recordCommand(for run: GoldenVerifier.Run, sources: [String: String]) -> String? {
            let scenes = Set(run.results.filter { $0.status == .failed || $0.status == .missing }.map(\.scene))
            guard !scenes.isEmpty else { return nil }
            var words = ["mockup", "verify"] + files.filter { file in scenes.contains { sources[$0] == file } }
            words += ["--golden", golden, "--record", "failed"]
            if threshold != 0.1 { words += ["--threshold", threshold.plainText] }
            if maxDiffPixels != 0 { words += ["--max-diff-pixels", "\(maxDiffPixels)"] }
            if includeAA { words.append("--include-aa") }
            if let device = sceneOptions.device { words += ["--device", device.rawValue] }
            if let scale = sceneOptions.scale { words += ["--scale", scale.plainText] }
            if let style = sceneOptions.style { words += ["--style", style.rawValue] }
            for (flag, value) in sceneOptions.traitArguments { words += [flag, value] }
            if let variants, variants != .none { words += ["--variants", variants.argument] }
            if let filmstripScale { words += ["--filmstrip-scale", filmstripScale.plainText] }
            if !filmstrips { words.append("--no-filmstrips") }
            if textSnapshots { words.append("--text-snapshots") }
            if frameLimit.maxFrames != TimeLimits.defaultMaxFrames { words += ["--max-frames", "\(frameLimit.maxFrames)"] }
            return words.map(shellQuoted).joined(separator: " ")
        }
    }
}

/// Quotes a word for a POSIX shell when it needs it.
func shellQuoted(_ word: String) -> String {
    let plain = word.allSatisfy { $0.isLetter || $0.isNumber || "-_./=@:,+%".contains($0) }
    return plain && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
}

/// What `mockup verify` prints: the version mismatch first (it explains the
/// diffs), then failures, missing, recorded pictures and orphans, the counts,
/// and the command that re-records.
struct VerifyReport {
    var run: GoldenVerifier.Run
    var mode: RecordMode
    var golden: String
    var shard: Shard?
    var recordCommand: String?

    /// Said first: the goldens were drawn with other libraries or fonts, or nothing says with what.
    var versionWarning: [String]? {
        if !run.versionDifferences.isEmpty {
            return ["warning: \(GoldenVersions.path(in: golden)): the goldens were recorded with other libraries or fonts than this machine's, which explains differences below:"]
                + run.versionDifferences.map { "  \($0)" }
        }
        if run.versionsMissing {
            return ["warning: \(GoldenVersions.path(in: golden)) is missing: record the goldens (any mode but never) to write it"]
        }
        return nil
    }

    var lines: [String] {
        var lines = versionWarning ?? []
        for status in [GoldenResult.Status.failed, .missing, .recorded] {
            for result in run.results where result.status == status {
                lines.append("\(status.rawValue.uppercased()) \(result.scene)/\(result.name) (\(result.title)): \(result.detail)")
                if status != .failed { lines.append("  golden:   \(result.golden)") }
                if let expected = result.expected { lines.append("  expected: \(expected)") }
                if let actual = result.actual { lines.append("  actual:   \(actual)") }
                if let diff = result.diff { lines.append("  diff:     \(diff)") }
            }
        }
        // NB: a folder no given scene owns is one line, however many goldens it holds.
        let verified = Set(run.results.map(\.scene))
        var folders: [String] = []
        for orphan in run.orphans {
            let folder = String(orphan.prefix { $0 != "/" })
            if verified.contains(folder) {
                lines.append("ORPHAN \(joinPath(golden, orphan)): no step produces it")
            } else if !folders.contains(folder) {
                folders.append(folder)
                let count = run.orphans.filter { $0.hasPrefix(folder + "/") }.count
                lines.append("ORPHAN \(joinPath(golden, folder))/ (\(count) golden\(count == 1 ? "" : "s")): no scene given produces it")
            }
        }
        var counts = GoldenResult.Status.allCases.map { "\(run.count($0)) \($0.rawValue)" }
        counts.append("\(run.orphans.count) orphan\(run.orphans.count == 1 ? "" : "s")")
        lines.append("\(run.results.count) pictures\(shard.map { " (shard \($0))" } ?? ""), record mode \(mode.rawValue): " + counts.joined(separator: ", "))
        if let recordCommand {
            lines.append("to re-record the failures, if the change is intended:")
            lines.append("  \(recordCommand)")
        }
        if run.count(.recorded) > 0 {
            lines.append("look at the recorded pictures, then run verify again: a recorded golden is not a pass")
        }
        return lines
    }
}
