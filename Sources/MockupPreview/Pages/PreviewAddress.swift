import Foundation
import MockupRender

/// The addresses the preview serves, in one place, for the pages that name
/// them and the router that answers them.
///
///     /                              every scene
///     /scenes/NAME/                  a scene's page
///     /scenes/NAME/NN.png            step NN's end picture
///     /scenes/NAME/NN.json           its layout (`mockup layout`)
///     /scenes/NAME/NN.apng           its transition, looping
///     /scenes/NAME/NN/FFF.png        frame FFF of the transition
///     /scenes/NAME/NN/FFF.json       its layout
///     /events                        server-sent events: a scene was read again
enum PreviewAddress {
    static func page(_ scene: String) -> String { "/scenes/\(HTML.segment(scene))/" }

    static func step(_ scene: String, _ step: Int, _ ext: String, version: Int) -> String {
        "\(page(scene))\(stepName(step)).\(ext)?v=\(version)"
    }

    /// The prefix of a transition's frames: add `FFF.png` or `FFF.json`.
    static func frames(_ scene: String, _ step: Int) -> String { "\(page(scene))\(stepName(step))/" }

    /// `NN`, as `mockup render` names a step's picture.
    static func stepName(_ step: Int) -> String { String(format: "%02d", step) }

    /// `FFF`, as `mockup animate --format frames` names a frame (`FrameFolderSink`).
    static func frameName(_ frame: Int, of count: Int) -> String {
        String(FrameFolderSink.fileName(index: frame, frameCount: count).dropLast(".png".count))
    }

    /// `NN` and an extension from `NN.png`; nil when it is not that shape.
    static func parse(_ name: Substring) -> (number: Int, ext: Substring)? {
        guard let dot = name.lastIndex(of: "."), let number = Int(name[..<dot]), number >= 0 else { return nil }
        return (number, name[name.index(after: dot)...])
    }
}
