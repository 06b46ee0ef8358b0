import MockupCore
import MockupUI

/// Turns a played scene's states into encoded pictures: the one path from a
/// state to bytes that the CLI, the golden checks and the tests share.
///
///     let renderer = try StepRenderer()
///     let played = try renderer.play(scene)
///     let png = try renderer.encode(played, step: 1, format: .png)
public struct StepRenderer: Sendable {
    public enum Format: String, Sendable, CaseIterable { case png, svg, pdf }

    /// A scene with its layout and story, ready to render any step.
    public struct Played: Sendable {
        public var scene: Scene
        public var layout: SceneLayout
        public var story: Story
    }

    private let renderer: Renderer
    public let measurer: PangoTextMeasurer

    public init() throws {
        renderer = try Renderer()
        measurer = try PangoTextMeasurer()
    }

    /// Plays `scene`'s story (every step checked; all problems thrown together).
    public func play(_ scene: Scene) throws(DiagnosticError) -> Played {
        let layout = SceneLayout(scene: scene, measurer: measurer)
        return Played(scene: scene, layout: layout, story: try layout.play())
    }

    /// The picture of the end state of `step`.
    public func encode(_ played: Played, step: Int, format: Format) throws -> [UInt8] {
        let scale = played.scene.device.scale
        let window = try played.layout.window(played.story.states[step])
        let list = Theme(style: played.scene.style, scale: scale).displayList(for: window)
        switch format {
        case .png: return try PNGEncoder().encode(try renderer.image(of: list, scale: scale))
        case .svg: return try renderer.svg(of: list, scale: scale)
        case .pdf: return try renderer.pdf(of: list, scale: scale)
        }
    }
}
