import MockupCore

/// A rectangle that holds every pixel display items can paint, in the
/// coordinates they are drawn in; nil when that cannot be told.
///
/// Generous on purpose: it only sizes the offscreen surface a group is
/// composited from (a group the size of the screen costs a screen's worth of
/// clearing and compositing for a glyph with a shadow), so anything inside it
/// is drawn exactly as before, and it must never cut anything off.
enum ContentBounds {
    /// Cairo's default miter limit (10): a miter reaches out at most half of it times the line width.
    static let miterReach = 5.0
    /// Antialiasing reaches a pixel past an edge; one point covers every scale.
    static let antialiasing = 1.0

    static func of(_ items: [DisplayItem]) -> Rect? {
        var bounds: Rect?
        for item in items {
            guard let rect = of(item) else { return nil }
            bounds = bounds.map { union($0, rect) } ?? rect
        }
        return bounds ?? .zero
    }

    static func of(_ item: DisplayItem) -> Rect? {
        switch item {
        case .fill(let path, _, _):
            return path.isEmpty ? .zero : padded(path.bounds, antialiasing)
        case .stroke(let path, _, let style):
            return path.isEmpty ? .zero : padded(path.bounds, style.width * miterReach + antialiasing)
        case .text(let run):
            return text(run)
        case .group(let group):
            guard var inner = of(group.items) else { return nil }
            if let clip = group.clip { inner = inner.intersection(padded(clip.bounds, antialiasing)) }
            if let shadow = group.shadow {
                // The shadow painter blurs 3 passes of half the blur in device pixels: 1.5 blurs, rounded up, and 2 more.
                inner = union(inner, padded(inner.offsetBy(dx: shadow.offset.x, dy: shadow.offset.y), 3 * shadow.blur + 2))
            }
            return group.transform.isIdentity ? inner : group.transform.apply(to: inner)
        case .backdrop:
            return nil  // it blurs what lies beneath it, wherever that is
        case .image(let image):
            return padded(image.rect, antialiasing)
        }
    }

    /// Whether any item, at any depth, is text.
    static func containsText(_ items: [DisplayItem]) -> Bool {
        items.contains { item in
            switch item {
            case .text: true
            case .group(let group): containsText(group.items)
            default: false
            }
        }
    }

    /// A run's box, widened by what Pango may draw past it: glyphs overhanging
    /// their advance, and lines past a box too short for them (a layout keeps
    /// at least one line, and `lineLimit` lines whatever the box's height).
    static func text(_ run: TextRun) -> Rect? {
        guard run.box.width > 0, run.box.height > 0 else { return nil }  // unbounded layouts
        let size = run.font.size
        let lines = Double(max(1, run.lineLimit))
        var rect = run.box.insetBy(dx: -2 * size, dy: -(lines * 1.5 * size + size))
        if let shadow = run.shadow { rect = union(rect, rect.offsetBy(dx: shadow.offset.x, dy: shadow.offset.y)) }
        return rect
    }

    static func union(_ a: Rect, _ b: Rect) -> Rect {
        if a.isEmpty { return b }
        if b.isEmpty { return a }
        let x0 = min(a.minX, b.minX), y0 = min(a.minY, b.minY)
        return Rect(x: x0, y: y0, width: max(a.maxX, b.maxX) - x0, height: max(a.maxY, b.maxY) - y0)
    }

    static func padded(_ r: Rect, _ amount: Double) -> Rect {
        Rect(x: r.minX - amount, y: r.minY - amount, width: r.width + 2 * amount, height: r.height + 2 * amount)
    }
}
