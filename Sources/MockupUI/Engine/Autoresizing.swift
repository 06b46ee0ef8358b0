import MockupCore

extension AutoresizingMask {
    /// `frame` (in a superview of size `old`) after the superview becomes
    /// `new`, by UIKit's proportional rule (UIKIT-REFERENCE.md, Autoresizing):
    /// the flexible parts of each axis share the change in proportion to
    /// their lengths, equally when they are all zero; with no flexible part
    /// the view keeps its origin and size.
    ///
    ///     AutoresizingMask.flexibleWidth.resize(Rect(x: 10, y: 0, width: 300, height: 31),
    ///         from: Size(width: 320, height: 44), to: Size(width: 480, height: 44))
    ///     // x 10, width 460
    public func resize(_ frame: Rect, from old: Size, to new: Size) -> Rect {
        let (x, width) = Self.axis(
            origin: frame.minX, length: frame.width, superLength: old.width, delta: new.width - old.width,
            flexible: (contains(.flexibleLeftMargin), contains(.flexibleWidth), contains(.flexibleRightMargin)))
        let (y, height) = Self.axis(
            origin: frame.minY, length: frame.height, superLength: old.height, delta: new.height - old.height,
            flexible: (contains(.flexibleTopMargin), contains(.flexibleHeight), contains(.flexibleBottomMargin)))
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// One axis: the near margin, the size and the far margin, each flexible or not.
    static func axis(
        origin: Double, length: Double, superLength: Double, delta: Double,
        flexible: (near: Bool, size: Bool, far: Bool)
    ) -> (origin: Double, length: Double) {
        let parts = [(flexible.near, origin), (flexible.size, length), (flexible.far, superLength - origin - length)]
        let count = parts.filter(\.0).count
        guard delta != 0, count > 0 else { return (origin, length) }
        let total = parts.filter(\.0).map { max(0, $0.1) }.reduce(0, +)
        func share(_ part: (Bool, Double)) -> Double {
            guard part.0 else { return 0 }
            return total > 0 ? max(0, part.1) / total * delta : delta / Double(count)
        }
        return (origin + share(parts[0]), length + share(parts[1]))
    }
}
