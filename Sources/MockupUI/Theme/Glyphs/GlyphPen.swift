import MockupCore

/// Builds a glyph in design units (a 24 x 24 grid, y down) as filled contours
/// for the nonzero winding rule: fills run clockwise, holes counter-clockwise,
/// and strokes become filled outlines.
///
/// Overlapping fills unite. A hole must lie inside the fill it pierces, and
/// holes in one fill must not overlap each other (two holes over one fill
/// would wind to -1, which the winding rule paints).
///
///     var pen = GlyphPen()
///     pen.ring(Point(x: 10, y: 10), 6.3, width: 2.2)
///     pen.stroke([Point(x: 14.6, y: 14.6), Point(x: 20.5, y: 20.5)], width: 3, cap: .round)
struct GlyphPen {
    /// How an open stroke ends. Round caps also round the joins.
    enum Cap { case butt, round }

    /// Everything drawn so far.
    private(set) var path = Path()

    /// What every line's width is multiplied by: 1 draws a design as it is,
    /// less thins its strokes, rings, frames and arcs; filled shapes keep
    /// their size.
    var lineWeight: Double = 1

    init(lineWeight: Double = 1) { self.lineWeight = lineWeight }

    /// Adds every contour of `shape` as ink (`hole` false) or as a hole.
    mutating func add(_ shape: Path, hole: Bool = false) {
        for contour in shape.contours {
            let clockwise = contour.signedArea >= 0
            path.append(clockwise == !hole ? contour : contour.reversed)
        }
    }

    mutating func circle(_ center: Point, _ radius: Double, hole: Bool = false) {
        add(.ellipse(in: Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)), hole: hole)
    }

    mutating func polygon(_ points: [Point], hole: Bool = false) { add(.polygon(points), hole: hole) }

    /// A circle outline `width` thick, centred on `radius`.
    mutating func ring(_ center: Point, _ radius: Double, width: Double) {
        let width = width * lineWeight
        circle(center, radius + width / 2)
        circle(center, radius - width / 2, hole: true)
    }

    /// A rounded rectangle's outline `width` thick, centred on `rect`'s edges.
    mutating func frame(_ rect: Rect, radius: Double, width: Double) {
        let h = width * lineWeight / 2
        add(.roundedRect(rect.insetBy(dx: -h, dy: -h), radius: radius + h))
        add(.roundedRect(rect.insetBy(dx: h, dy: h), radius: max(radius - h, 0)), hole: true)
    }

    /// A band `width` thick along a circular arc from `from` to `to` degrees
    /// (clockwise on screen from three o'clock), with butt or round ends.
    mutating func arc(_ center: Point, _ radius: Double, from: Double, to: Double, width: Double, cap: Cap = .butt) {
        let h = width * lineWeight / 2
        var band = Path()
        band.move(to: Path.polar(center, radius + h, from))
        band.arc(center: center, radius: radius + h, from: from, to: to)
        band.line(to: Path.polar(center, radius - h, to))
        band.arc(center: center, radius: radius - h, from: to, to: from)
        band.close()
        add(band)
        if cap == .round {
            circle(Path.polar(center, radius, from), h)
            circle(Path.polar(center, radius, to), h)
        }
    }

    /// A filled triangle with its point at `tip`, heading `degrees` (clockwise
    /// from three o'clock), `length` long and `width` wide at its base.
    mutating func arrowhead(tip: Point, degrees: Double, length: Double, width: Double) {
        let base = Path.polar(tip, -length, degrees)
        polygon([tip, Path.polar(base, width / 2, degrees + 90), Path.polar(base, width / 2, degrees - 90)])
    }

    /// Straight segments through `points`, `width` thick. Butt caps give
    /// mitred joins and one contour (usable as a hole); round caps give round
    /// joins, built from overlapping pieces (ink only).
    mutating func stroke(_ points: [Point], width: Double, cap: Cap = .butt, closed: Bool = false, hole: Bool = false) {
        let points = Self.deduplicated(points)
        guard points.count > 1 else { return }
        let h = width * lineWeight / 2
        if cap == .round && !closed {
            assert(!hole, "round-capped strokes overlap themselves and cannot cut holes")
            for (a, b) in zip(points, points.dropFirst()) {
                let n = Self.normal(a, b, h)
                polygon([Self.shift(a, n), Self.shift(b, n), Self.shift(b, n, by: -1), Self.shift(a, n, by: -1)])
            }
            for p in points { circle(p, h) }
            return
        }
        if closed {
            let outline = [Self.offset(points, h, closed: true), Self.offset(points, -h, closed: true)]
                .map(Path.polygon).sorted { abs($0.signedArea) > abs($1.signedArea) }
            add(outline[0], hole: hole)
            add(outline[1], hole: !hole)
            return
        }
        polygon(Self.offset(points, h, closed: false) + Self.offset(points, -h, closed: false).reversed(), hole: hole)
    }

    /// The design mirrored left to right across the grid's centre, its
    /// contours turned back to the pen's directions so it can join other ink.
    var mirrored: GlyphPen {
        var pen = GlyphPen()
        pen.path = path.applying(AffineTransform(a: -1, b: 0, c: 0, d: 1, tx: GlyphShape.designGrid, ty: 0)).reversed
        return pen
    }

    // MARK: - Offsetting

    /// The polyline moved `distance` to its left, corners mitred.
    private static func offset(_ points: [Point], _ distance: Double, closed: Bool) -> [Point] {
        let count = points.count
        return points.indices.map { i in
            let prev = i > 0 ? points[i - 1] : (closed ? points[count - 1] : nil)
            let next = i < count - 1 ? points[i + 1] : (closed ? points[0] : nil)
            let p = points[i]
            guard let prev else { return shift(p, normal(p, next ?? p, distance)) }
            guard let next else { return shift(p, normal(prev, p, distance)) }
            let n1 = normal(prev, p, 1), n2 = normal(p, next, 1)
            // NB: the miter vector is (n1 + n2) / (1 + n1·n2); the floor keeps
            // a hairpin turn from shooting the corner far away.
            let scale = distance / max(1 + n1.x * n2.x + n1.y * n2.y, 0.3)
            return Point(x: p.x + (n1.x + n2.x) * scale, y: p.y + (n1.y + n2.y) * scale)
        }
    }

    /// The left normal of `a`→`b`, `length` long.
    private static func normal(_ a: Point, _ b: Point, _ length: Double) -> Point {
        let d = direction(a, b, length)
        return Point(x: d.y, y: -d.x)
    }

    /// The direction of `a`→`b`, `length` long.
    private static func direction(_ a: Point, _ b: Point, _ length: Double) -> Point {
        let dx = b.x - a.x, dy = b.y - a.y
        let norm = (dx * dx + dy * dy).squareRoot()
        guard norm > 0 else { return .zero }
        return Point(x: dx / norm * length, y: dy / norm * length)
    }

    /// `p` moved by `factor` times the vector `d`.
    private static func shift(_ p: Point, _ d: Point, by factor: Double = 1) -> Point {
        Point(x: p.x + d.x * factor, y: p.y + d.y * factor)
    }

    private static func deduplicated(_ points: [Point]) -> [Point] {
        var result: [Point] = []
        for p in points where result.last != p { result.append(p) }
        return result
    }
}


extension GlyphPen {
    /// Both designs' ink.
    static func union(_ a: GlyphPen, _ b: GlyphPen) -> GlyphPen {
        var pen = a
        pen.path.append(b.path)
        return pen
    }
}
