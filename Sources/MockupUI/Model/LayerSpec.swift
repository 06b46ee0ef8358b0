import MockupCore

/// A view's CALayer styling: rounded corners (circular or continuous, on
/// the corners `maskedCorners` names), a border inside the bounds, and a
/// shadow. CALayer's defaults: no radius, a black border of no width, and an
/// opaque black shadow of opacity 0, offset (0, -3), radius 3.
public struct LayerSpec: Hashable, Sendable {
    /// CALayerCornerCurve.
    public enum CornerCurve: String, Hashable, Sendable, CaseIterable { case circular, continuous }

    /// CACornerMask: which corners `cornerRadius` rounds (layer coordinates, which do not mirror).
    public struct MaskedCorners: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let layerMinXMinYCorner = MaskedCorners(rawValue: 1)
        public static let layerMaxXMinYCorner = MaskedCorners(rawValue: 2)
        public static let layerMinXMaxYCorner = MaskedCorners(rawValue: 4)
        public static let layerMaxXMaxYCorner = MaskedCorners(rawValue: 8)
        public static let all: MaskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]

        /// CACornerMask's names, then the same corners by position, as the scene file takes them.
        public static let names: [(String, MaskedCorners)] = [
            ("layerMinXMinYCorner", .layerMinXMinYCorner), ("layerMaxXMinYCorner", .layerMaxXMinYCorner),
            ("layerMinXMaxYCorner", .layerMinXMaxYCorner), ("layerMaxXMaxYCorner", .layerMaxXMaxYCorner),
            ("topLeft", .layerMinXMinYCorner), ("topRight", .layerMaxXMinYCorner),
            ("bottomLeft", .layerMinXMaxYCorner), ("bottomRight", .layerMaxXMaxYCorner),
        ]
    }

    public var cornerRadius: Double
    public var cornerCurve: CornerCurve
    public var maskedCorners: MaskedCorners
    public var borderWidth: Double
    public var borderColor: Color
    public var shadowColor: Color
    public var shadowOpacity: Double
    /// Points; CALayer's default is (0, -3), a shadow cast upward.
    public var shadowOffset: Size
    public var shadowRadius: Double

    public init(cornerRadius: Double = 0, cornerCurve: CornerCurve = .circular, maskedCorners: MaskedCorners = .all,
                borderWidth: Double = 0, borderColor: Color = .black, shadowColor: Color = .black, shadowOpacity: Double = 0,
                shadowOffset: Size = Size(width: 0, height: -3), shadowRadius: Double = 3) {
        self.cornerRadius = cornerRadius
        self.cornerCurve = cornerCurve
        self.maskedCorners = maskedCorners
        self.borderWidth = borderWidth
        self.borderColor = borderColor
        self.shadowColor = shadowColor
        self.shadowOpacity = shadowOpacity
        self.shadowOffset = shadowOffset
        self.shadowRadius = shadowRadius
    }

    /// Whether it changes nothing a plain view draws.
    public var isPlain: Bool { cornerRadius <= 0 && borderWidth <= 0 && shadowOpacity <= 0 }

    /// Whether the corners are rounded.
    public var isRounded: Bool { cornerRadius > 0 && !maskedCorners.isEmpty }

    /// The layer's outline in `frame`: its rounded corners, or the rectangle.
    public func shape(in frame: Rect) -> Path {
        guard isRounded else { return .rect(frame) }
        return .roundedRect(frame, radii: radii(cornerRadius), continuous: cornerCurve == .continuous)
    }

    /// The border: the band between the outline and the outline inset by the border's width.
    public func border(in frame: Rect) -> Path {
        var band = shape(in: frame)
        let inner = frame.insetBy(dx: borderWidth, dy: borderWidth)
        guard inner.width > 0, inner.height > 0 else { return band }
        band.append(isRounded
            ? .roundedRect(inner, radii: radii(max(0, cornerRadius - borderWidth)), continuous: cornerCurve == .continuous)
            : .rect(inner))
        return band
    }

    /// The shadow a group casts: CALayer's radius is the Gaussian's standard
    /// deviation, as the common conversion has it (a design tool's blur, like
    /// CSS's, is twice `shadowRadius`), and `Shadow.blur` is that blur.
    public var shadow: Shadow? {
        guard shadowOpacity > 0 else { return nil }
        return Shadow(color: shadowColor.withAlpha(shadowColor.alpha * min(1, shadowOpacity)),
                      offset: Point(x: shadowOffset.width, y: shadowOffset.height), blur: 2 * shadowRadius)
    }

    private func radii(_ r: Double) -> CornerRadii {
        CornerRadii(topLeft: maskedCorners.contains(.layerMinXMinYCorner) ? r : 0,
                    topRight: maskedCorners.contains(.layerMaxXMinYCorner) ? r : 0,
                    bottomRight: maskedCorners.contains(.layerMaxXMaxYCorner) ? r : 0,
                    bottomLeft: maskedCorners.contains(.layerMinXMaxYCorner) ? r : 0)
    }
}
