import MockupCore
import MockupUI

extension StepRenderer {
    /// The exploded view of `step` at `time` (its end state when nil), in the scene's look and traits of that instant.
    public func exploded(_ played: Played, step: Int, time: Seconds? = nil, view: ExplodedView, canvas: Size? = nil) throws(DiagnosticError) -> DisplayList {
        let instant = try instant(played, step: step, time: time)
        let theme = Theme(scene: played.scene).resolved(for: instant.traits)
        return view.displayList(of: instant.window, theme: theme, canvas: canvas)
    }

    /// A display list as PNG, SVG or PDF at `scale`.
    public func encode(_ list: DisplayList, scale: Double, format: Format) throws -> [UInt8] {
        switch format {
        case .png: try renderer.drawnFrame(of: list, scale: scale).png(PNGEncoder())
        case .svg: try renderer.svg(of: list, scale: scale)
        case .pdf: try renderer.pdf(of: list, scale: scale)
        }
    }

    /// The turn from the screen seen from the front to the exploded view, as an
    /// animated PNG at `path`: `frameCount` frames eased in and out, one canvas
    /// (the exploded view's), then the last frame held as long again.
    public func writeExplodedTurn(_ played: Played, step: Int, time: Seconds? = nil, view: ExplodedView, frameCount: Int, fps: Double,
                                  to path: String) throws {
        let final = try exploded(played, step: step, time: time, view: view)
        let scale = played.scene.device.scale
        let pixels = try renderer.pixelSize(final.size, scale: scale)
        let writer = try APNGWriter(path: path, frameCount: 2 * frameCount, delay: .fps(fps), canvas: pixels)
        for k in 0..<(2 * frameCount) {
            let t = min(1, Double(k) / Double(max(1, frameCount - 1)))
            var turned = view
            turned.progress = t * t * (3 - 2 * t)
            let list = try exploded(played, step: step, time: time, view: turned, canvas: final.size)
            try writer.add(prepared: try writer.prepare(try renderer.drawnFrame(of: list, scale: scale)))
        }
        try writer.finish()
    }
}
