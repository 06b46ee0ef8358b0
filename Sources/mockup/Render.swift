import ArgumentParser
import Foundation
import MockupCore
import MockupRender
import MockupScene
import MockupUI

extension StepRenderer.Format: ExpressibleByArgument {}

extension Mockup {
    /// `mockup render FILE... [-o DIR] [--format png|svg|pdf] [--scale s] [--step n]`
    struct Render: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Render the end state of each step as OUTPUT/SCENE/NN.png (or .svg, .pdf)."
        )

        typealias Format = StepRenderer.Format

        @Argument(help: "Scene files (YAML or JSON).")
        var files: [String]

        @Option(name: .shortAndLong, help: "Output folder.")
        var output: String = "output"

        @Option(help: "png, svg or pdf.")
        var format: Format = .png

        @Option(help: "Render only this step (0 = the initial state).")
        var step: Int?

        @Option(help: "Seconds into the step's transition, written as NN@T.EXT (needs --step; default: its end).")
        var time: Double?

        @OptionGroup var sceneOptions: SceneOptions

        @OptionGroup var annotateOption: AnnotateOption

        @Option(help: "The scene's variants to render too: all, or names (default: the scene as written), into OUTPUT/SCENE@NAME/.")
        var variants: VariantSelection?

        @OptionGroup var progressOptions: ProgressOptions

        /// `OUTPUT/SCENE/NAME`, without doubled slashes when OUTPUT ends in one.
        func outputPath(_ scene: String, _ name: String) -> String {
            "\(Self.outputFolder(output, scene))/\(name)"
        }

        /// A picture's name without its extension: `NN`, or `NN@T` at `time` seconds into the step.
        static func stem(step: Int, time: Double?) -> String {
            String(format: "%02d", step) + (time.map { "@" + Seconds($0).formatted } ?? "")
        }

        /// `OUTPUT/SCENE`, without doubled slashes when OUTPUT ends in one.
        static func outputFolder(_ output: String, _ scene: String) -> String {
            var folder = output
            while folder.count > 1 && folder.hasSuffix("/") { folder.removeLast() }
            return "\(folder)/\(scene)"
        }

        func validate() throws {
            if let step, step < 0 { throw ValidationError("--step must be 0 or more") }
            if let time {
                guard time >= 0, time.isFinite else { throw ValidationError("--time must be 0 or more") }
                guard step != nil else { throw ValidationError("--time needs --step") }
            }
        }

        func run() throws {
            try Mockup.run {
                let renderer = try StepRenderer()
                let progress = progressOptions.line("render")
                defer { progress.clear() }
                // NB: every file is validated and rendered in memory before anything is written.
                var outputs: [(String, [UInt8])] = []
                // Each scene folder written whole, with its number of steps: older pictures of steps past the end go.
                var wholeFolders: [(String, Int)] = []
                // Every picture of every scene and variant, drawn on every core, kept in this order.
                var jobs: [(played: StepRenderer.Played, step: Int, path: String)] = []
                for file in files {
                    for (scene, folderName) in try sceneOptions.variants(of: annotateOption.applied(to: try sceneOptions.load(file)), variants) {
                        let played = try renderer.play(scene)
                        let steps = step.map { [$0] } ?? Array(played.story.states.indices)
                        if step == nil { wholeFolders.append((Self.outputFolder(output, folderName), steps.count)) }
                        for n in steps {
                            try played.check(step: n)
                            let stem = Self.stem(step: n, time: time)
                            jobs.append((played, n, outputPath(folderName, stem + "." + format.rawValue)))
                        }
                    }
                }
                let (time, format, chosen) = (time.map(Seconds.init), format, jobs)
                try ParallelFrames(count: jobs.count).run { k, _ in
                    try renderer.encode(chosen[k].played, step: chosen[k].step, time: time, format: format)
                } deliver: { k, bytes in
                    progress.update("\(k + 1) of \(chosen.count) pictures")
                    outputs.append((chosen[k].path, bytes))
                }
                for (index, (path, bytes)) in outputs.enumerated() {
                    progress.update("writing \(index + 1)/\(outputs.count)")
                    try AtomicFile.write(bytes, to: path)
                    progress.print(path)
                }
                for (folder, count) in wholeFolders {
                    for name in Self.stalePictures(in: folder, steps: count, format: format) {
                        try? FileManager.default.removeItem(atPath: folder + "/" + name)
                    }
                }
            }
        }

        /// The pictures in `folder` that render's own naming gave steps a scene
        /// of `steps` steps no longer has (`NN.EXT` and `NN@T.EXT` with NN past
        /// the last step, in `format`); anything else in the folder is left alone.
        static func stalePictures(in folder: String, steps: Int, format: Format) -> [String] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            return names.filter { name in
                guard name.hasSuffix("." + format.rawValue) else { return false }
                let stem = name.dropLast(format.rawValue.count + 1)
                let parts = stem.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
                // Only names render writes: the step as %02d gives it back, and the time as Seconds.formatted.
                guard let n = Int(parts[0]), n >= steps, String(format: "%02d", n) == parts[0] else { return false }
                return parts.count == 1 || Double(parts[1]).map { Seconds($0).formatted } == String(parts[1])
            }.sorted()
        }
    }
}

