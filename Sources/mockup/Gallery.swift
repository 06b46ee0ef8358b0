import ArgumentParser
import Foundation
import MockupGallery
import MockupUI

extension Mockup {
    /// `mockup gallery FILE... -o DIR`: a static site of the scenes.
    struct Gallery: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write a static site of the scenes: every step, transition (APNG), variant and overlay, the view tree on hover."
        )

        @Argument(help: "Scene files (YAML or JSON, or Interface Builder files).")
        var files: [String]

        @Option(name: .shortAndLong, help: "The site's folder (its index.html is the first page).")
        var output: String = "output/gallery"

        @Option(help: "The scenes' variants to show too: all (the default), or names, each in a section of the scene's page.")
        var variants: VariantSelection?

        @OptionGroup var sceneOptions: SceneOptions

        @OptionGroup var progressOptions: ProgressOptions

        func run() throws {
            try Mockup.run {
                var entries: [MockupGallery.Gallery.Entry] = []
                var folders: Set<String> = []
                for file in files {
                    let scene = try sceneOptions.load(file)
                    let chosen = try (variants ?? .all).variants(of: scene).compactMap { $0 }
                    guard folders.insert(scene.name).inserted else {
                        throw ValidationError("two scenes are named '\(scene.name)'; their pages would share \(output)/\(scene.name)")
                    }
                    entries.append(.init(folder: scene.name, title: scene.name, scene: scene,
                                         variants: chosen.map { ($0.name, scene.applying($0)) }))
                }
                let progress = progressOptions.line("gallery")
                var done = 0
                let index = try MockupGallery.Gallery(output: output).write(entries) { folder in
                    done += 1
                    progress.update("\(folder): \(done) of \(entries.count) scenes")
                }
                progress.clear()
                print(index)
            }
        }
    }
}
