/// The two type faces the looks use, each loaded from its file by the renderer.
public enum FontFamily: String, Hashable, Sendable, CaseIterable {
    /// Liberation Sans: metric-compatible with Helvetica, the face of iPhone OS 3.
    case liberationSans = "Liberation Sans"
    /// Inter: the closest free face to San Francisco (iOS 7 and later).
    case inter = "Inter"
}

public enum FontWeight: String, Hashable, Sendable, CaseIterable {
    case light, regular, medium, semibold, bold

    /// The OpenType weight class.
    public var value: Int {
        switch self {
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        }
    }
}

/// A face, size in points and weight.
public struct Font: Hashable, Sendable {
    public var family: FontFamily
    public var size: Double
    public var weight: FontWeight

    public init(_ family: FontFamily, size: Double, weight: FontWeight = .regular) {
        self.family = family
        self.size = size
        self.weight = weight
    }

    /// The same face and weight at another size.
    public func with(size: Double) -> Font { Font(family, size: size, weight: weight) }
}
