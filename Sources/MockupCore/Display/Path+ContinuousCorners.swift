/// Rounded rectangles with continuous corners (`cornerCurve = .continuous`,
/// UIBezierPath(roundedRect:cornerRadius:) since iOS 7): the curvature eases
/// in from the straight edge, which the curve leaves 1.52866483 radii before
/// the corner instead of 1.
///
/// The quarter is PaintCode's reverse-engineering of UIKit's path
/// (paintcodeapp.com/news/code-for-ios-7-rounded-rectangles): three cubic
/// curves joined by two short lines, in radii from the corner.
extension Path {
    /// How far along each edge a continuous corner reaches, in radii (PaintCode).
    public static let continuousCornerReach = 1.52866483

    /// One quarter from the entering edge to the leaving one: points `(p, q)`,
    /// `p` back along the entering edge from the corner and `q` along the leaving one.
    static let continuousQuarter: [[Double]] = [
        [1.08849323, 0, 0.86840689, 0, 0.66993427, 0.065496],
        [0.63149399, 0.074911],
        [0.37282392, 0.16905899, 0.16905899, 0.37282392, 0.074911, 0.63149399],
        [0.065496, 0.66993427],
        [0, 0.86840689, 0, 1.08849323, 0, 1.52866483],
    ]

    /// A rectangle with its own radius at each corner, continuous or circular.
    /// A continuous corner too large for its continuous reach to fit in half
    /// the shorter side is drawn circular, clamped to half that side, so a
    /// radius of half the side is a capsule's round end (chosen: UIKit blends
    /// towards the circle there).
    public static func roundedRect(_ r: Rect, radii: CornerRadii, continuous: Bool) -> Path {
        guard continuous else { return roundedRect(r, radii: radii) }
        let half = min(r.width, r.height) / 2
        let corners: [(radius: Double, corner: Point, back: Point, along: Point)] = [
            (radii.topRight, Point(x: r.maxX, y: r.minY), Point(x: -1, y: 0), Point(x: 0, y: 1)),
            (radii.bottomRight, Point(x: r.maxX, y: r.maxY), Point(x: 0, y: -1), Point(x: -1, y: 0)),
            (radii.bottomLeft, Point(x: r.minX, y: r.maxY), Point(x: 1, y: 0), Point(x: 0, y: -1)),
            (radii.topLeft, Point(x: r.minX, y: r.minY), Point(x: 0, y: 1), Point(x: 1, y: 0)),
        ]
        var p = Path()
        for (k, c) in corners.enumerated() {
            let radius = max(0, c.radius)
            func at(_ a: Double, _ b: Double, _ unit: Double) -> Point {
                Point(x: c.corner.x + (c.back.x * a + c.along.x * b) * unit, y: c.corner.y + (c.back.y * a + c.along.y * b) * unit)
            }
            if radius * continuousCornerReach <= half {
                let start = at(continuousCornerReach, 0, radius)
                if k == 0 { p.move(to: start) } else { p.line(to: start) }
                for step in continuousQuarter {
                    if step.count == 2 {
                        p.line(to: at(step[0], step[1], radius))
                    } else {
                        p.curve(to: at(step[4], step[5], radius), control1: at(step[0], step[1], radius), control2: at(step[2], step[3], radius))
                    }
                }
            } else {
                let circular = min(radius, half)
                let start = at(1, 0, circular)
                if k == 0 { p.move(to: start) } else { p.line(to: start) }
                p.arcCorner(from: start, corner: c.corner, to: at(0, 1, circular))
            }
        }
        p.close()
        return p
    }
}
