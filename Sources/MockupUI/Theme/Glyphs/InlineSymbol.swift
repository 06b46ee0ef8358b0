import MockupCore

/// A symbol inside text, as `NSTextAttachment(image: UIImage(systemName:))`
/// puts one in a label's attributed text: it takes the text's size, weight
/// and colour, and sits on the baseline as SF Symbols do.
///
/// In a string, each symbol is one character of the Supplementary Private Use
/// Area-A (U+F0000 on, by the symbol's index in `Glyph.names`), so measuring,
/// wrapping and drawing carry it with the text; the renderer draws the glyph
/// in its place. Layout output shows it as U+FFFC, the object replacement
/// character an attributed string's `string` holds for an attachment.
public enum InlineSymbol {
    static let firstScalar: UInt32 = 0xF0000

    /// The character standing for the symbol `name`; nil for a name not in `Glyph.names`.
    public static func character(named name: String) -> Character? {
        guard let index = indexByName[name], let scalar = Unicode.Scalar(firstScalar + UInt32(index)) else { return nil }
        return Character(scalar)
    }

    /// The symbol a character stands for, nil for any other character.
    public static func name(of scalar: Unicode.Scalar) -> String? {
        guard scalar.value >= firstScalar else { return nil }
        let index = Int(scalar.value - firstScalar)
        return index < Glyph.names.count ? Glyph.names[index] : nil
    }

    /// `text` with each symbol shown as U+FFFC, as an attributed string's `string` shows an attachment.
    public static func plain(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { name(of: $0) != nil }) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { name(of: $0) != nil ? "\u{FFFC}" : $0 }))
    }

    private static let indexByName: [String: Int] = Dictionary(uniqueKeysWithValues: Glyph.names.enumerated().map { ($1, $0) })

    /// Where a symbol sits in a line of text `size` points tall and of `weight`, in points.
    public struct Metrics: Hashable, Sendable {
        /// The logical box (the ink and a side bearing either side) relative to
        /// the pen on the baseline: y is negative above it.
        public var logical: Rect
        /// The box the glyph's design grid is fitted to, relative to the same pen.
        public var box: Rect
        /// The outline's thickening for the font's weight, in points.
        public var strokeWidth: Double
    }

    /// A medium-scale symbol is designed on the text's baseline and capline
    /// (the custom symbol template's Baseline and Capline guides,
    /// developer.apple.com/documentation/uikit/creating-custom-symbol-images-for-your-app),
    /// round and tall shapes overshooting both: so the symbol set's live area
    /// (20 of its 24 design units) is fitted to 1.2 cap heights (chosen), the
    /// cap height taken as 0.7 em (about SF Pro's and the looks' faces', chosen
    /// to stand for every face), and centred on the middle of the capitals.
    /// Side bearings of 0.05 em (chosen).
    static let capHeight = 0.7
    static let liveArea = 20.0 / 1.2

    public static func metrics(named name: String, size: Double, weight: FontWeight) -> Metrics? {
        let side = size * capHeight * GlyphShape.designGrid / liveArea
        guard let shape = Glyph.named(name, in: Rect(x: 0, y: 0, width: side, height: side)) else { return nil }
        let ink = shape.path.bounds
        let bearing = size * 0.05
        let middle = -size * capHeight / 2
        let logical = Rect(x: 0, y: middle - ink.height / 2, width: ink.width + 2 * bearing, height: ink.height)
        let box = Rect(x: logical.midX - side / 2, y: middle - side / 2, width: side, height: side)
        let weight = SymbolConfiguration.Weight.allCases.last { $0.value <= weight.value } ?? .regular
        return Metrics(logical: logical, box: box, strokeWidth: weight.emboldening * side)
    }
}
