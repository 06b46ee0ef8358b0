import Foundation
import MockupCore
import MockupScene
import MockupUI

/// Everything mockup does with a scene file short of rasterizing it, run on
/// arbitrary bytes: the fuzzer's one entry point, and what its regression
/// tests replay.
///
/// The bytes are read as a scene file, as `mockup` reads one. A document that
/// loads has its story played; every state is laid out, dumped and turned
/// into its display list, and each transition is laid out at a few
/// instants. Nothing is
/// rasterized: the fuzzer's time goes to the code that reads and plays input.
/// Bad input must end in a `DiagnosticError`: anything else (a trap, a leak,
/// a hang) is a bug.
///
///     let outcome = StoryExercise.run(Array("root: {title: A}".utf8))
///     // .played(states: 1, instants: 0)
public enum StoryExercise {
    public enum Outcome: Hashable, Sendable {
        /// The loader or the story rejected the input with located diagnostics.
        case rejected(diagnostics: Int)
        /// The story played: states laid out, and transition instants composed.
        case played(states: Int, instants: Int)
    }

    /// The fractions of each transition's duration laid out between its ends
    /// (chosen: where the delayed fades and the easing are under way).
    public static let sampledFractions = [0.25, 0.6]

    /// Bytes that start with `<` (after blanks) are read as an Interface
    /// Builder file, as `mockup` reads a `.storyboard` or `.xib`; others as a scene file.
    /// The storyboard is named in a folder no machine has, so a storyboard
    /// reference in it is looked for (and not found) without listing a real folder.
    public static func run(_ bytes: [UInt8], file: String = "fuzz.yaml") -> Outcome {
        do {
            let isXML = bytes.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) } == UInt8(ascii: "<")
            let scene = isXML
                ? try InterfaceBuilderLoader.parse(data: Data(bytes), file: "fuzz-input/fuzz.storyboard")
                : try SceneLoader.parse(data: Data(bytes), file: file)
            return try play(scene)
        } catch {
            return .rejected(diagnostics: error.diagnostics.count)
        }
    }

    /// Plays a loaded scene and lays out every state and sampled instant.
    public static func play(_ scene: Scene) throws(DiagnosticError) -> Outcome {
        let layout = SceneLayout(scene: scene, measurer: ApproximateTextMeasurer())
        let story = try layout.play()
        let theme = Theme(scene: scene)
        _ = story.events.map(\.description)
        var instants = 0
        for n in story.states.indices {
            // The step's end state is laid out with its transition.
            let animation = try layout.animation(story, step: n)
            _ = try? layout.frameClock(story, step: n, fps: scene.fps)
            let duration = animation.transition.duration
            let end = animation.instant(at: duration)
            _ = layout.dump(end, step: n, time: duration).json.serialized()
            _ = theme.displayList(for: end)
            guard animation.transition.moves else { continue }
            for fraction in sampledFractions {
                let t = Seconds(duration.value * fraction)
                _ = layout.dump(animation.instant(at: t), step: n, time: t).root
                instants += 1
            }
        }
        return .played(states: story.states.count, instants: instants)
    }
}
