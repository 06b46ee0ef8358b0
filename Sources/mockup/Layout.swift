import ArgumentParser
import MockupCore
import MockupRender
import MockupUI

extension Mockup {
    /// `mockup layout FILE [--step n] [--time t] [--format json|tree]`: the
    /// layout JSON of SCENE-FORMAT.md, or the view tree as indented text.
    struct Layout: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Print the layout of a step as JSON, or as an indented tree of views.")

        enum Format: String, ExpressibleByArgument, CaseIterable {
            case json, tree
        }

        @Argument(help: "A scene file (YAML or JSON).")
        var file: String

        @Option(help: "The step (0 = the initial state).")
        var step: Int = 0

        @Option(help: "Seconds into the step's transition (default: its end).")
        var time: Double?

        @Flag(help: "Beside each view's frame, the Auto Layout constraints it holds.")
        var constraints = false

        @Option(help: "json (the default): the layout JSON; tree: one line a view, indented, for reading and diffs.")
        var format: Format = .json

        @Flag(help: "The elements VoiceOver reads, in its order, with their labels, values, traits and hints, instead of the views.")
        var accessibility = false

        @OptionGroup var sceneOptions: SceneOptions

        func validate() throws {
            if step < 0 { throw ValidationError("--step must be 0 or more") }
            if let time, !(time >= 0) { throw ValidationError("--time must be 0 or more") }
        }

        func run() throws {
            try Mockup.run {
                let renderer = try StepRenderer()
                let played = try renderer.play(try sceneOptions.load(file))
                try played.check(step: step)
                let animation = try renderer.animation(played, step: step)
                let t = time.map(Seconds.init) ?? animation.transition.duration
                let instant = animation.instant(at: t)
                let dump = played.layout.dump(instant, step: step, time: t)
                if accessibility {
                    let elements = AccessibilityElement.elements(in: instant.window, rightToLeft: played.layout.traits.layoutDirection == .rightToLeft)
                    switch format {
                    case .json:
                        print(JSONValue.object([("step", .number(Double(step))), ("time", .number(t.value)),
                                                ("elements", .array(elements.map(\.json)))]).serialized(pretty: true))
                    case .tree: print(AccessibilityElement.text(elements), terminator: "")
                    }
                    return
                }
                switch format {
                case .json: print(dump.json(constraints: constraints).serialized(pretty: true))
                case .tree: print(LayoutTreeText.text(of: dump, constraints: constraints), terminator: "")
                }
            }
        }
    }
}
