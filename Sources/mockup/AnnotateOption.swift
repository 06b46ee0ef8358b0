import ArgumentParser
import MockupUI

/// `--annotate owners|accessibility`: pictures that explain the screen, on
/// the commands that draw (render, animate, preview).
struct AnnotateOption: ParsableArguments {
    @Option(help: "Explain the screen over the picture, with a legend beside it: owners (which view controller owns each region) or accessibility (what VoiceOver reads, in order).")
    var annotate: Annotation?

    /// `scene` with the annotation asked for.
    func applied(to scene: Scene) -> Scene {
        var scene = scene
        scene.annotation = annotate
        return scene
    }
}

extension Annotation: ExpressibleByArgument {}
