/// A picture as data: what to paint, in order, in points. Back ends replay it
/// on a surface at any scale (MockupRender does so on Cairo).
///
///     var list = DisplayList(size: Size(width: 320, height: 480))
///     list.fill(.rect(Rect(x: 0, y: 0, width: 320, height: 20)), .color(.black))
///     list.text(TextRun(text: "Accounts", font: Font(.classic, size: 20, weight: .bold),
///                       color: .white, box: Rect(x: 0, y: 20, width: 320, height: 44)))
public struct DisplayList: Hashable, Sendable {
    /// The canvas in points; the surface is `size * scale` device pixels.
    public var size: Size
    public var items: [DisplayItem]

    public init(size: Size, items: [DisplayItem] = []) {
        self.size = size
        self.items = items
    }

    public mutating func append(_ item: DisplayItem) { items.append(item) }
    public mutating func append(contentsOf other: [DisplayItem]) { items.append(contentsOf: other) }

    public mutating func fill(_ path: Path, _ paint: Paint, rule: FillRule = .winding) {
        items.append(.fill(path, paint, rule))
    }

    public mutating func stroke(_ path: Path, _ paint: Paint, style: StrokeStyle = StrokeStyle()) {
        items.append(.stroke(path, paint, style))
    }

    public mutating func text(_ run: TextRun) { items.append(.text(run)) }

    public mutating func group(_ group: Group) { items.append(.group(group)) }

    public mutating func image(_ image: PlacedImage) { items.append(.image(image)) }
}

/// One drawing operation.
public indirect enum DisplayItem: Hashable, Sendable {
    case fill(Path, Paint, FillRule)
    case stroke(Path, Paint, StrokeStyle)
    case text(TextRun)
    /// Items drawn together under a transform, an opacity, a clip and a shadow.
    case group(Group)
    /// A material: what is already painted beneath a shape, blurred, under a tint.
    case backdrop(Backdrop)
    /// A picture file's pixels (or vectors) in a rectangle.
    case image(PlacedImage)
}

/// A translucent material over what lies beneath it (a UIVisualEffectView's
/// blur): back ends that hold pixels blur what was painted under `path` with
/// a Gaussian-like blur of `blur` points (its standard deviation) and paint
/// `tint` over it; back ends that draw vectors (SVG, PDF) fill `flat` instead.
public struct Backdrop: Hashable, Sendable {
    public var path: Path
    public var blur: Double
    public var tint: Color
    public var flat: Color
    /// Glass's edge (iOS 26's Liquid Glass): near the rim of a rounded
    /// rectangle, what lies beneath is drawn from further inside, as a
    /// convex lens bends it; nil: a flat material.
    public var lens: Lens?

    public init(path: Path, blur: Double, tint: Color, flat: Color, lens: Lens? = nil) {
        self.path = path
        self.blur = blur
        self.tint = tint
        self.flat = flat
        self.lens = lens
    }
}

/// The bend at a glass shape's edge: within `band` points of the rim of the
/// rounded rectangle `rect` (corner `radius`), the backdrop is sampled up to
/// `depth` points further in, the most at the rim and none at the band's
/// inner side (quadratically), so content beneath is pulled in at the edge.
public struct Lens: Hashable, Sendable {
    public var rect: Rect
    public var radius: Double
    public var band: Double
    public var depth: Double

    public init(rect: Rect, radius: Double, band: Double, depth: Double) {
        self.rect = rect
        self.radius = radius
        self.band = band
        self.depth = depth
    }

    /// The signed distance from `point` to the rim (negative inside) and the
    /// outward direction there (Inigo Quilez's rounded-box distance).
    public func rim(at point: Point) -> (distance: Double, normal: Point) {
        let r = max(0, min(radius, rect.width / 2, rect.height / 2))
        let px = point.x - rect.midX, py = point.y - rect.midY
        let qx = abs(px) - (rect.width / 2 - r), qy = abs(py) - (rect.height / 2 - r)
        let ox = max(qx, 0), oy = max(qy, 0)
        let outside = (ox * ox + oy * oy).squareRoot()
        let distance = outside + min(max(qx, qy), 0) - r
        var nx: Double, ny: Double
        if outside > 0 {
            nx = ox / outside
            ny = oy / outside
        } else if qx > qy {
            nx = 1
            ny = 0
        } else {
            nx = 0
            ny = 1
        }
        return (distance, Point(x: px < 0 ? -nx : nx, y: py < 0 ? -ny : ny))
    }

    /// Where the backdrop shown at `point` is sampled from.
    public func source(of point: Point) -> Point {
        let (distance, normal) = rim(at: point)
        guard band > 0, distance <= 0, -distance < band else { return point }
        let t = 1 + distance / band
        let shift = depth * t * t
        return Point(x: point.x - normal.x * shift, y: point.y - normal.y * shift)
    }
}

/// A nested list with shared state. The transform applies first, then the clip
/// (in the transformed space), the items are composited at `alpha`, and the
/// shadow is cast by everything the group paints.
public struct Group: Hashable, Sendable {
    public var transform: AffineTransform
    public var alpha: Double
    public var clip: Path?
    public var shadow: Shadow?
    public var items: [DisplayItem]

    public init(
        transform: AffineTransform = .identity, alpha: Double = 1, clip: Path? = nil,
        shadow: Shadow? = nil, items: [DisplayItem] = []
    ) {
        self.transform = transform
        self.alpha = alpha
        self.clip = clip
        self.shadow = shadow
        self.items = items
    }
}

public enum FillRule: Hashable, Sendable {
    case winding, evenOdd
}

/// What fills or strokes a shape.
public enum Paint: Hashable, Sendable {
    case color(Color)
    case linearGradient(LinearGradient)
}

/// A gradient along the line from `start` to `end` (points, in the current space).
public struct LinearGradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var offset: Double
        public var color: Color
        public init(_ offset: Double, _ color: Color) {
            self.offset = offset
            self.color = color
        }
    }

    public var start: Point
    public var end: Point
    public var stops: [Stop]

    public init(start: Point, end: Point, stops: [Stop]) {
        self.start = start
        self.end = end
        self.stops = stops
    }

    /// A top-to-bottom gradient across `rect`.
    public static func vertical(_ rect: Rect, _ stops: [Stop]) -> LinearGradient {
        LinearGradient(start: Point(x: rect.minX, y: rect.minY), end: Point(x: rect.minX, y: rect.maxY), stops: stops)
    }
}

public struct StrokeStyle: Hashable, Sendable {
    public enum Cap: Hashable, Sendable { case butt, round, square }
    public enum Join: Hashable, Sendable { case miter, round, bevel }

    public var width: Double
    public var cap: Cap
    public var join: Join
    public var dash: [Double]

    public init(width: Double = 1, cap: Cap = .butt, join: Join = .miter, dash: [Double] = []) {
        self.width = width
        self.cap = cap
        self.join = join
        self.dash = dash
    }
}

/// A shadow cast by a group: its colour, offset in points and blur radius in points.
public struct Shadow: Hashable, Sendable {
    public var color: Color
    public var offset: Point
    public var blur: Double

    public init(color: Color, offset: Point, blur: Double = 0) {
        self.color = color
        self.offset = offset
        self.blur = blur
    }
}
