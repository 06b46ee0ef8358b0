/// Pictures mirrored for a right-to-left interface: shapes flip about a
/// vertical line, text moves to its mirrored box and reads right to left with
/// its alignment swapped, but its glyphs are not flipped.
extension DisplayItem {
    /// This item mirrored about the vertical line at `x`.
    public func mirrored(aboutX x: Double) -> DisplayItem {
        let flip = AffineTransform.mirror(aboutX: x)
        switch self {
        case .fill(let path, let paint, let rule):
            return .fill(path.applying(flip), paint.applying(flip), rule)
        case .stroke(let path, let paint, let style):
            return .stroke(path.applying(flip), paint.applying(flip), style)
        case .text(let run):
            var copy = run.readingRightToLeft
            copy.box = flip.apply(to: run.box)
            copy.shadow = run.shadow?.mirrored
            return .text(copy)
        case .group(var group):
            // The items are flipped in the group's own space, and the transform
            // conjugated, so the group lands where its flipped picture belongs.
            group.transform = flip.concatenating(group.transform).concatenating(flip)
            group.clip = group.clip?.applying(flip)
            group.shadow = group.shadow?.mirrored
            group.items = group.items.map { $0.mirrored(aboutX: x) }
            return .group(group)
        case .backdrop(var backdrop):
            backdrop.path = backdrop.path.applying(flip)
            if let lens = backdrop.lens { backdrop.lens?.rect = flip.apply(to: lens.rect) }
            return .backdrop(backdrop)
        case .image(var image):
            // Pictures move to their mirrored place but stay upright, as UIKit
            // leaves an image unflipped unless it asks to be.
            image.rect = flip.apply(to: image.rect)
            image.tint = image.tint?.applying(flip)
            return .image(image)
        }
    }

    /// This item where it is, its text reading right to left.
    public var readingRightToLeft: DisplayItem {
        switch self {
        case .fill, .stroke, .backdrop, .image: return self
        case .text(let run): return .text(run.readingRightToLeft)
        case .group(var group):
            group.items = group.items.map(\.readingRightToLeft)
            return .group(group)
        }
    }
}

extension TextRun {
    /// The run laid out right to left, left and right alignment swapped (the
    /// leading edge is on the right).
    public var readingRightToLeft: TextRun {
        var copy = self
        copy.direction = .rightToLeft
        switch alignment {
        case .left: copy.alignment = .right
        case .right: copy.alignment = .left
        case .center: break
        }
        return copy
    }
}

extension Shadow {
    /// The shadow cast the other way across.
    var mirrored: Shadow { Shadow(color: color, offset: Point(x: -offset.x, y: offset.y), blur: blur) }
}

extension AffineTransform {
    /// The reflection in the vertical line at `x`.
    public static func mirror(aboutX x: Double) -> AffineTransform {
        AffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 2 * x, ty: 0)
    }
}

extension Paint {
    /// The paint with a gradient's line moved by `transform`.
    func applying(_ transform: AffineTransform) -> Paint {
        guard case .linearGradient(var gradient) = self else { return self }
        gradient.start = transform.apply(to: gradient.start)
        gradient.end = transform.apply(to: gradient.end)
        return .linearGradient(gradient)
    }
}
