/// A family of faces: one of the looks' (Liberation Sans, Inter), or one a
/// scene brings in its own font files (`fonts:`), drawn from those files.
public struct FontFamily: RawRepresentable, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The family's name, as its files name it.
    public let rawValue: String
    /// The font files a scene brings (absolute paths, in the scene's order),
    /// all of them for each of its families; empty for the looks' faces.
    public let files: [String]

    public init(rawValue: String) {
        self.rawValue = rawValue
        files = []
    }

    /// A family of a scene's own font files.
    public init(name: String, files: [String]) {
        rawValue = name
        self.files = files
    }

    /// Liberation Sans: metric-compatible with Helvetica, the face of iPhone OS 3.
    public static let liberationSans = FontFamily(rawValue: "Liberation Sans")
    /// Inter: the closest free face to San Francisco (iOS 7 and later).
    public static let inter = FontFamily(rawValue: "Inter")

    /// The looks' families.
    public static let allCases: [FontFamily] = [.liberationSans, .inter]

    /// Whether it is a scene's own, drawn from its files.
    public var isCustom: Bool { !files.isEmpty }

    public var description: String { rawValue }
}

public enum FontWeight: String, Hashable, Sendable, CaseIterable {
    case light, regular, medium, semibold, bold

    /// The weight nearest an OpenType weight class (a face's `usWeightClass`).
    public static func nearest(to value: Int) -> FontWeight {
        allCases.min { abs($0.value - value) < abs($1.value - value) } ?? .regular
    }

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
