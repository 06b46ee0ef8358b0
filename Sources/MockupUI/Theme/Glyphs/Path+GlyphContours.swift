#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import MockupCore

// Contour tools the glyph pen needs: splitting a path into contours, their
// orientation, reversing them, circular arcs and polygons.
extension Path {
    /// A closed polygon through `points`.
    static func polygon(_ points: [Point]) -> Path {
        var p = Path()
        guard let first = points.first else { return p }
        p.move(to: first)
        for point in points.dropFirst() { p.line(to: point) }
        p.close()
        return p
    }

    /// The point at `radius` from `center` at `degrees`, measured clockwise on
    /// screen from three o'clock.
    static func polar(_ center: Point, _ radius: Double, _ degrees: Double) -> Point {
        let a = degrees * .pi / 180
        return Point(x: center.x + radius * cos(a), y: center.y + radius * sin(a))
    }

    /// Continues with a circular arc from the point at `from` degrees to the
    /// point at `to` degrees (either direction), in cubic pieces of at most 90 degrees.
    /// The current point must already be the arc's start.
    mutating func arc(center: Point, radius: Double, from: Double, to: Double) {
        let pieces = max(Int((abs(to - from) / 90).rounded(.up)), 1)
        let step = (to - from) / Double(pieces)
        // NB: 4/3 tan(θ/4) is the control length that makes a cubic follow a circle.
        let k = 4.0 / 3.0 * tan(step * .pi / 720) * radius
        for i in 0..<pieces {
            let a0 = from + step * Double(i), a1 = a0 + step
            let p0 = Self.polar(center, radius, a0), p1 = Self.polar(center, radius, a1)
            let r0 = a0 * .pi / 180, r1 = a1 * .pi / 180
            curve(
                to: p1,
                control1: Point(x: p0.x - k * sin(r0), y: p0.y + k * cos(r0)),
                control2: Point(x: p1.x + k * sin(r1), y: p1.y - k * cos(r1))
            )
        }
    }

    /// Each subpath (a move and what follows it) as its own path.
    var contours: [Path] {
        var result: [Path] = [], current: [Element] = []
        for element in elements {
            if case .move = element, !current.isEmpty {
                result.append(Path(elements: current))
                current = []
            }
            current.append(element)
        }
        if !current.isEmpty { result.append(Path(elements: current)) }
        return result
    }

    /// Twice the signed area of the polygon through every point and control
    /// point: positive when the contour runs clockwise on screen (y down).
    var signedArea: Double {
        var points: [Point] = []
        for element in elements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .curve(let a, let b, let c): points += [a, b, c]
            case .close: break
            }
        }
        guard points.count > 2 else { return 0 }
        var sum = 0.0
        for (i, p) in points.enumerated() {
            let q = points[(i + 1) % points.count]
            sum += p.x * q.y - q.x * p.y
        }
        return sum
    }

    /// The same contours traced the other way round.
    var reversed: Path {
        var result = Path()
        for contour in contours { result.append(contour.reversedContour) }
        return result
    }

    /// One contour (starting with a move) traced backward.
    private var reversedContour: Path {
        var start: Point?
        var segments: [(from: Point, element: Element)] = []
        var closed = false
        var point = Point.zero
        for element in elements {
            switch element {
            case .move(let p): start = p; point = p
            case .line(let p): segments.append((point, element)); point = p
            case .curve(_, _, let p): segments.append((point, element)); point = p
            case .close: closed = true
            }
        }
        guard start != nil else { return self }
        var result = Path()
        result.move(to: point)
        for segment in segments.reversed() {
            switch segment.element {
            case .curve(let c1, let c2, _): result.curve(to: segment.from, control1: c2, control2: c1)
            default: result.line(to: segment.from)
            }
        }
        if closed { result.close() }
        return result
    }
}
