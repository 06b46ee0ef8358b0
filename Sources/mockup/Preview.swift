import ArgumentParser
import Foundation
import MockupPreview

extension Mockup {
    /// `mockup preview FILE... [--port n]`: every step and transition of each scene in a browser, updated on save.
    struct Preview: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Serve a live preview of scene files at http://127.0.0.1:PORT/, updated whenever a file is saved.",
            discussion: """
            Each scene has a page with every step's picture in a row, its transition playing
            beside it (with a scrubber over the frames at the scene's rate), the step as written
            and the lifecycle calls under it, and the view under the pointer outlined with its
            kind, id and frame. The pages update themselves when a scene file, or an Interface
            Builder file beside it, is saved; a save with errors shows them on the page and keeps
            the last good pictures. Stop with Ctrl-C.
            """
        )

        @Argument(help: "Scene files (YAML, JSON, .storyboard or .xib).")
        var files: [String]

        @Option(help: "The port to listen on, on 127.0.0.1 only (0: any free port).")
        var port: Int = 8040

        @Option(help: "The scenes' variants to show too, each on a page of its own: all, or names (default: the scene as written).")
        var variants: VariantSelection?

        @OptionGroup var sceneOptions: SceneOptions

        @OptionGroup var annotateOption: AnnotateOption

        func validate() throws {
            guard (0...65535).contains(port) else { throw ValidationError("--port must be from 0 to 65535") }
            for file in files where !FileManager.default.fileExists(atPath: file) {
                throw ValidationError("\(file): no such file")
            }
        }

        func run() throws {
            try Mockup.run {
                let options = sceneOptions, annotation = annotateOption
                // The pages are the variants each scene has now; one that does not read yet shows as written (and its errors).
                var pages: [String: [String?]] = [:]
                if let variants {
                    for file in files {
                        guard let scene = try? options.load(file) else { continue }
                        pages[file] = try variants.variants(of: scene).map { $0?.name }
                    }
                }
                let preview = try MockupPreview.Preview(files: files, variants: pages, load: { annotation.applied(to: try options.load($0)) }) { line in
                    FileHandle.standardError.write(Data((line + "\n").utf8))
                }
                preview.renderAll()
                try preview.watch()
                let count = files.count
                Task {
                    do {
                        try await preview.serve(port: port) { port in
                            let line = "mockup preview: http://127.0.0.1:\(port)/ (\(count) scene\(count == 1 ? "" : "s"); Ctrl-C stops)\n"
                            FileHandle.standardOutput.write(Data(line.utf8))
                        }
                    } catch {
                        let reason = "\(error)".contains("Address already in use")
                            ? "port \(port) is in use; choose another with --port" : "\(error)"
                        FileHandle.standardError.write(Data("mockup: error: cannot serve the preview: \(reason)\n".utf8))
                        Foundation.exit(2)
                    }
                }
                dispatchMain()
            }
        }
    }
}
