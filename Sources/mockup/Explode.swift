import ArgumentParser
import Foundation
import MockupCore
import MockupRender
import MockupUI

extension Mockup {
    /// `mockup explode FILE [--step n] [--time t] [-o DIR] [--format png|svg|pdf|apng]`:
    /// the view tree as layers in perspective.
    struct Explode: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Draw a step's view tree as layers in perspective, as OUTPUT/SCENE/NN.png (or .svg, .pdf, .apng: the turn from the front)."
        )

        enum Format: String, ExpressibleByArgument, CaseIterable {
            case png, svg, pdf, apng
        }

        @Argument(help: "A scene file (YAML or JSON).")
        var file: String

        @Option(name: .shortAndLong, help: "Output folder.")
        var output: String = "output/exploded"

        @Option(help: "png, svg, pdf, or apng (an animated turn from the front to the exploded view).")
        var format: Format = .png

        @Option(help: "The step (0 = the initial state).")
        var step: Int = 0

        @Option(help: "Seconds into the step's transition (default: its end).")
        var time: Double?

        @Option(help: "Degrees the layers are turned about the vertical (default 30).")
        var angle: Double = 30

        @Option(help: "Degrees they are seen from above (default 20).")
        var tilt: Double = 20

        @Option(help: "Points between a view's plane and its subviews' (default 40).")
        var spacing: Double = 40

        @Flag(help: "Write each view's kind and id on its plane.")
        var labels = false

        @OptionGroup var sceneOptions: SceneOptions

        func validate() throws {
            if step < 0 { throw ValidationError("--step must be 0 or more") }
            if let time, !(time >= 0 && time.isFinite) { throw ValidationError("--time must be 0 or more") }
            guard (-89...89).contains(angle), (-89...89).contains(tilt) else { throw ValidationError("--angle and --tilt must be from -89 to 89 degrees") }
            guard spacing >= 0, spacing <= 400 else { throw ValidationError("--spacing must be from 0 to 400 points") }
        }

        func run() throws {
            try Mockup.run {
                let renderer = try StepRenderer()
                let played = try renderer.play(try sceneOptions.load(file))
                try played.check(step: step)
                let view = ExplodedView(angle: angle, tilt: tilt, spacing: spacing, labels: labels)
                let stem = Render.stem(step: step, time: time)
                let folder = Render.outputFolder(output, played.scene.name)
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                let path = "\(folder)/\(stem).\(format.rawValue)"
                let t = time.map(Seconds.init)
                switch format {
                case .apng:
                    try renderer.writeExplodedTurn(played, step: step, time: t, view: view, frameCount: Int(played.scene.fps.rounded()),
                                                   fps: played.scene.fps, to: path)
                case .png, .svg, .pdf:
                    let list = try renderer.exploded(played, step: step, time: t, view: view)
                    let encoded = StepRenderer.Format(rawValue: format.rawValue) ?? .png
                    try AtomicFile.write(try renderer.encode(list, scale: played.scene.device.scale, format: encoded), to: path)
                }
                print(path)
            }
        }
    }
}
