/// Text laid out in a box: wrapped at word boundaries to the box width, cut to
/// `lineLimit` lines (0 = as many as fit), with an ellipsis where it is cut.
public struct TextRun: Hashable, Sendable {
    public enum Alignment: String, Hashable, Sendable, CaseIterable { case left, center, right }
    public enum VerticalAlignment: Hashable, Sendable { case top, center, bottom }
    public enum Truncation: Hashable, Sendable { case none, tail, middle, head }
    /// The paragraph direction text is laid out in (the interface's layout direction).
    public enum Direction: Hashable, Sendable { case leftToRight, rightToLeft }

    public var text: String
    public var font: Font
    public var color: Color
    public var box: Rect
    public var alignment: Alignment
    public var verticalAlignment: VerticalAlignment
    public var lineLimit: Int
    public var truncation: Truncation
    /// A hard shadow drawn under the glyphs (the embossed bar titles of iPhone OS 3).
    public var shadow: Shadow?
    /// Left to right: each paragraph takes the direction of its first strong
    /// character, and a left-aligned right-to-left paragraph aligns right.
    /// Right to left (a right-to-left interface's): the text takes the
    /// direction of its first strong character, right to left where it has
    /// none (digits, punctuation), and aligns as `alignment` says.
    public var direction: Direction = .leftToRight

    public init(
        text: String, font: Font, color: Color, box: Rect,
        alignment: Alignment = .left, verticalAlignment: VerticalAlignment = .center,
        lineLimit: Int = 1, truncation: Truncation = .tail, shadow: Shadow? = nil
    ) {
        self.text = text
        self.font = font
        self.color = color
        self.box = box
        self.alignment = alignment
        self.verticalAlignment = verticalAlignment
        self.lineLimit = lineLimit
        self.truncation = truncation
        self.shadow = shadow
    }
}

/// Measures text the way the renderer will draw it. Layout asks it how wide a
/// title or a bar button is; MockupRender answers with Pango, tests may answer
/// with `ApproximateTextMeasurer`.
public protocol TextMeasuring: Sendable {
    /// The size of `text` laid out within `maxWidth` points (nil: one unbounded
    /// line per paragraph) and at most `lineLimit` lines (0: no limit).
    func measure(_ text: String, font: Font, maxWidth: Double?, lineLimit: Int) -> Size
    /// The first and last lines' baselines of that text, from its top.
    func baselines(_ text: String, font: Font, maxWidth: Double?, lineLimit: Int) -> (first: Double, last: Double)
}

extension TextMeasuring {
    /// The natural width of a single line.
    public func width(of text: String, font: Font) -> Double {
        measure(text, font: font, maxWidth: nil, lineLimit: 1).width
    }
}

/// A measurer that needs no fonts: every character is 0.55 em wide, lines are
/// 1.2 em tall. For tests of layout logic that must run without Cairo.
public struct ApproximateTextMeasurer: TextMeasuring {
    public init() {}

    public func measure(_ text: String, font: Font, maxWidth: Double?, lineLimit: Int) -> Size {
        let advance = font.size * (font.weight.value >= 600 ? 0.6 : 0.55)
        let natural = Double(text.count) * advance
        let lineHeight = (font.size * 1.2).rounded(.up)
        guard let maxWidth, maxWidth > 0, natural > maxWidth else {
            return Size(width: natural, height: text.isEmpty ? 0 : lineHeight)
        }
        var lines = clampedInt((natural / maxWidth).rounded(.up))
        if lineLimit > 0 { lines = min(lines, lineLimit) }
        return Size(width: maxWidth, height: Double(lines) * lineHeight)
    }

    /// Each line's baseline 0.8 of its height down.
    public func baselines(_ text: String, font: Font, maxWidth: Double?, lineLimit: Int) -> (first: Double, last: Double) {
        let lineHeight = (font.size * 1.2).rounded(.up)
        let height = measure(text, font: font, maxWidth: maxWidth, lineLimit: lineLimit).height
        return (lineHeight * 0.8, max(lineHeight, height) - lineHeight * 0.2)
    }
}
