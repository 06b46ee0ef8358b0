/// A vector outline: moves, lines, cubic curves and closes, in points.
///
///     var p = Path()
///     p.move(to: Point(x: 0, y: 0)); p.line(to: Point(x: 10, y: 0)); p.close()
///     Path.roundedRect(Rect(x: 0, y: 0, width: 60, height: 30), radius: 4.5)
public struct Path: Hashable, Sendable {
    public enum Element: Hashable, Sendable {
        case move(Point)
        case line(Point)
        case curve(Point, Point, Point)
        case close
    }

    public private(set) var elements: [Element] = []

    public init() {}

    public init(elements: [Element]) { self.elements = elements }

    public var isEmpty: Bool { elements.isEmpty }

    public mutating func move(to p: Point) { elements.append(.move(p)) }
    public mutating func line(to p: Point) { elements.append(.line(p)) }
    public mutating func curve(to p: Point, control1: Point, control2: Point) {
        elements.append(.curve(control1, control2, p))
    }
    public mutating func close() { elements.append(.close) }
    public mutating func append(_ other: Path) { elements.append(contentsOf: other.elements) }

    /// A rectangle, clockwise from the top-left corner.
    public static func rect(_ r: Rect) -> Path {
        Path(elements: [
            .move(Point(x: r.minX, y: r.minY)), .line(Point(x: r.maxX, y: r.minY)),
            .line(Point(x: r.maxX, y: r.maxY)), .line(Point(x: r.minX, y: r.maxY)), .close,
        ])
    }

    /// A rectangle with circular corners (each radius clamped to half the shorter side).
    public static func roundedRect(_ r: Rect, radius: Double) -> Path {
        roundedRect(r, radii: CornerRadii(all: radius))
    }

    /// A rectangle with its own radius at each corner.
    public static func roundedRect(_ r: Rect, radii: CornerRadii) -> Path {
        let limit = min(r.width, r.height) / 2
        let tl = min(max(radii.topLeft, 0), limit), tr = min(max(radii.topRight, 0), limit)
        let br = min(max(radii.bottomRight, 0), limit), bl = min(max(radii.bottomLeft, 0), limit)
        var p = Path()
        p.move(to: Point(x: r.minX + tl, y: r.minY))
        p.line(to: Point(x: r.maxX - tr, y: r.minY))
        p.arcCorner(from: Point(x: r.maxX - tr, y: r.minY), corner: Point(x: r.maxX, y: r.minY), to: Point(x: r.maxX, y: r.minY + tr))
        p.line(to: Point(x: r.maxX, y: r.maxY - br))
        p.arcCorner(from: Point(x: r.maxX, y: r.maxY - br), corner: Point(x: r.maxX, y: r.maxY), to: Point(x: r.maxX - br, y: r.maxY))
        p.line(to: Point(x: r.minX + bl, y: r.maxY))
        p.arcCorner(from: Point(x: r.minX + bl, y: r.maxY), corner: Point(x: r.minX, y: r.maxY), to: Point(x: r.minX, y: r.maxY - bl))
        p.line(to: Point(x: r.minX, y: r.minY + tl))
        p.arcCorner(from: Point(x: r.minX, y: r.minY + tl), corner: Point(x: r.minX, y: r.minY), to: Point(x: r.minX + tl, y: r.minY))
        p.close()
        return p
    }

    /// An ellipse inscribed in `r`.
    public static func ellipse(in r: Rect) -> Path {
        var p = Path()
        p.move(to: Point(x: r.midX, y: r.minY))
        p.arcCorner(from: Point(x: r.midX, y: r.minY), corner: Point(x: r.maxX, y: r.minY), to: Point(x: r.maxX, y: r.midY))
        p.arcCorner(from: Point(x: r.maxX, y: r.midY), corner: Point(x: r.maxX, y: r.maxY), to: Point(x: r.midX, y: r.maxY))
        p.arcCorner(from: Point(x: r.midX, y: r.maxY), corner: Point(x: r.minX, y: r.maxY), to: Point(x: r.minX, y: r.midY))
        p.arcCorner(from: Point(x: r.minX, y: r.midY), corner: Point(x: r.minX, y: r.minY), to: Point(x: r.midX, y: r.minY))
        p.close()
        return p
    }

    /// A quarter-ellipse from `a` to `b` bulging toward `corner` (the standard 0.5523 Bezier approximation).
    public mutating func arcCorner(from a: Point, corner: Point, to b: Point) {
        if a == b { return }
        let k = 0.5522847498
        let c1 = Point(x: a.x + (corner.x - a.x) * k, y: a.y + (corner.y - a.y) * k)
        let c2 = Point(x: b.x + (corner.x - b.x) * k, y: b.y + (corner.y - b.y) * k)
        curve(to: b, control1: c1, control2: c2)
    }

    /// The path with every point mapped by `t`.
    public func applying(_ t: AffineTransform) -> Path {
        Path(elements: elements.map { e in
            switch e {
            case .move(let p): return .move(t.apply(to: p))
            case .line(let p): return .line(t.apply(to: p))
            case .curve(let a, let b, let c): return .curve(t.apply(to: a), t.apply(to: b), t.apply(to: c))
            case .close: return .close
            }
        })
    }

    /// The bounding box of every point (control points included).
    public var bounds: Rect {
        var xs: [Double] = [], ys: [Double] = []
        for e in elements {
            switch e {
            case .move(let p), .line(let p): xs.append(p.x); ys.append(p.y)
            case .curve(let a, let b, let c): xs += [a.x, b.x, c.x]; ys += [a.y, b.y, c.y]
            case .close: break
            }
        }
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return .zero }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

/// Per-corner radii of a rounded rectangle.
public struct CornerRadii: Hashable, Sendable {
    public var topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double

    public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.topLeft = topLeft; self.topRight = topRight; self.bottomRight = bottomRight; self.bottomLeft = bottomLeft
    }

    public init(all r: Double) { self.init(topLeft: r, topRight: r, bottomRight: r, bottomLeft: r) }

    public static func top(_ r: Double) -> CornerRadii { CornerRadii(topLeft: r, topRight: r, bottomRight: 0, bottomLeft: 0) }
    public static func bottom(_ r: Double) -> CornerRadii { CornerRadii(topLeft: 0, topRight: 0, bottomRight: r, bottomLeft: r) }
}
