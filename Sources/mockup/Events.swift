import ArgumentParser
import MockupCore
import MockupRender
import MockupUI

extension Mockup {
    /// `mockup events FILE`: the view controller lifecycle, one `STEP SCREEN EVENT` per line.
    struct Events: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print the view controller lifecycle calls of every step, in UIKit's order."
        )

        @Argument(help: "A scene file (YAML or JSON).")
        var file: String

        @OptionGroup var sceneOptions: SceneOptions

        func run() throws {
            try Mockup.run {
                let renderer = try StepRenderer()
                let played = try renderer.play(try sceneOptions.load(file))
                for event in played.story.events { print(event) }
            }
        }
    }
}
