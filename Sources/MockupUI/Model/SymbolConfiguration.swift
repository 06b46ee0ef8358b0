import MockupCore

/// UIImage.SymbolConfiguration: the font point size a symbol is drawn for,
/// its weight and its scale.
public struct SymbolConfiguration: Hashable, Sendable {
    /// UIImage.SymbolScale: small is about 20% smaller than medium, large about
    /// 30% larger (developer.apple.com/documentation/appkit/nsimage/symbolscale).
    public enum Scale: String, Hashable, Sendable, CaseIterable {
        case small, medium, large

        public var factor: Double {
            switch self {
            case .small: 0.8
            case .medium: 1
            case .large: 1.3
            }
        }
    }

    /// UIImage.SymbolWeight, the nine weights of the system font.
    public enum Weight: String, Hashable, Sendable, CaseIterable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// The OpenType weight class of the matching font weight.
        public var value: Int {
            switch self {
            case .ultraLight: 100
            case .thin: 200
            case .light: 300
            case .regular: 400
            case .medium: 500
            case .semibold: 600
            case .bold: 700
            case .heavy: 800
            case .black: 900
            }
        }

        /// How much a glyph's outline is thickened, in parts of its box: the
        /// symbol set has one weight (regular, 400), so heavier weights stroke
        /// the outline in its own colour, 1.5% of the box per 100 of weight
        /// class (chosen, by eye against SF Symbols' bold); lighter ones stay regular.
        public var emboldening: Double { max(0, Double(value - 400) / 100 * 0.015) }
    }

    public var pointSize: Double?
    public var weight: Weight?
    public var scale: Scale?

    public init(pointSize: Double? = nil, weight: Weight? = nil, scale: Scale? = nil) {
        self.pointSize = pointSize
        self.weight = weight
        self.scale = scale
    }

    /// The side of the box a symbol configured so is drawn in: the point size
    /// times 1.25 (as a button sizes a symbol to its title's font), times the
    /// scale; nil without a point size or scale (the view's own size applies).
    public func side(defaultPointSize: Double) -> Double? {
        guard pointSize != nil || scale != nil else { return nil }
        return ((pointSize ?? defaultPointSize) * ButtonSpec.symbolScale * (scale ?? .medium).factor).rounded()
    }
}
