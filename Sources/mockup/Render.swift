import ArgumentParser
import Foundation
import MockupCore
import MockupRender
import MockupScene
import MockupUI

extension Mockup {
    /// `mockup render FILE... [-o DIR] [--format png|svg|pdf] [--scale s] [--step n]`
    struct Render: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Render the end state of each step as OUTPUT/SCENE/NN.png (or .svg, .pdf)."
        )

        enum Format: String, ExpressibleByArgument, CaseIterable { case png, svg, pdf }

        @Argument(help: "Scene files (YAML or JSON).")
        var files: [String]

        @Option(name: .shortAndLong, help: "Output folder.")
        var output: String = "output"

        @Option(help: "png, svg or pdf.")
        var format: Format = .png

        @Option(help: "Render only this step (0 = the initial state).")
        var step: Int?

        @OptionGroup var sceneOptions: SceneOptions

        /// `OUTPUT/SCENE/NAME`, without doubled slashes when OUTPUT ends in one.
        func outputPath(_ scene: String, _ name: String) -> String {
            var folder = output
            while folder.count > 1 && folder.hasSuffix("/") { folder.removeLast() }
            return "\(folder)/\(scene)/\(name)"
        }

        func validate() throws {
            if let step, step < 0 { throw ValidationError("--step must be 0 or more") }
        }

        func run() throws {
            try Mockup.run {
                let renderer = try Renderer()
                let measurer = try PangoTextMeasurer()
                // NB: every file is validated and rendered in memory before anything is written.
                var outputs: [(String, [UInt8])] = []
                for file in files {
                    let played = try PlayedScene(file, options: sceneOptions, measurer: measurer)
                    let scene = played.scene
                    let theme = Theme(style: scene.style, scale: scene.device.scale)
                    let steps = step.map { [$0] } ?? Array(played.story.states.indices)
                    for n in steps {
                        let list = theme.displayList(for: try played.layout.window(try played.state(n)))
                        let bytes: [UInt8]
                        switch format {
                        case .png: bytes = try PNGEncoder().encode(try renderer.image(of: list, scale: scene.device.scale))
                        case .svg: bytes = try renderer.svg(of: list, scale: scene.device.scale)
                        case .pdf: bytes = try renderer.pdf(of: list, scale: scene.device.scale)
                        }
                        let name = String(format: "%02d.%@", n, format.rawValue)
                        outputs.append((outputPath(scene.name, name), bytes))
                    }
                }
                for (path, bytes) in outputs {
                    try AtomicFile.write(bytes, to: path)
                    print(path)
                }
            }
        }
    }
}
