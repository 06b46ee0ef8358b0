/// The device pixel grid: the one place geometry is snapped before it is drawn.
///
/// Frames are computed in points with fractions; edges are rounded to whole
/// device pixels in absolute (window) coordinates, so rounding never
/// accumulates down the tree and neighbouring views share their edge pixel.
public struct PixelGrid: Hashable, Sendable {
    public var scale: Double

    public init(scale: Double) {
        self.scale = scale > 0 ? scale : 1
    }

    /// A coordinate rounded to the nearest device pixel edge.
    public func snap(_ v: Double) -> Double { roundHalfUp(v * scale) / scale }

    /// A rectangle whose edges lie on device pixel edges (each edge rounded, so
    /// two rectangles that touch before snapping still touch after).
    public func snap(_ r: Rect) -> Rect {
        let x0 = snap(r.minX), y0 = snap(r.minY)
        let x1 = snap(r.maxX), y1 = snap(r.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    public func snap(_ p: Point) -> Point { Point(x: snap(p.x), y: snap(p.y)) }

    /// The width in points of one device pixel (hairlines).
    public var hairline: Double { 1 / scale }
}
