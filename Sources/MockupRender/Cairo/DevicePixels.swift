internal import CCairo
import MockupCore

/// The whole device pixels a rectangle touches: a user-space rectangle's
/// corners taken to device space, then the bounding box widened to whole
/// pixels. What the group bounds of `Replayer` and `ShadowPainter` align to.
struct DevicePixels {
    var x0: Double, y0: Double, x1: Double, y1: Double

    init(around rect: Rect, on cr: OpaquePointer) {
        var xs: [Double] = [], ys: [Double] = []
        for (x, y) in [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)] {
            var dx = x, dy = y
            cairo_user_to_device(cr, &dx, &dy)
            xs.append(dx); ys.append(dy)
        }
        x0 = xs.min()!.rounded(.down)
        y0 = ys.min()!.rounded(.down)
        x1 = xs.max()!.rounded(.up)
        y1 = ys.max()!.rounded(.up)
    }
}
