import MockupCore

/// A UITextView: wrapped text, scrolled by its content offset.
public struct TextViewSpec: Hashable, Sendable {
    public var text: String
    public var font: FontSpec
    public var textColor: Color?
    /// How far the text is scrolled up, in points.
    public var contentOffset: Point
    public init(text: String = "", font: FontSpec = FontSpec(), textColor: Color? = nil, contentOffset: Point = .zero) {
        self.text = text
        self.font = font
        self.textColor = textColor
        self.contentOffset = contentOffset
    }
}

/// A UIScrollView: it clips its subviews and shows them moved by its content offset.
public struct ScrollViewSpec: Hashable, Sendable {
    /// The size its subviews' frames are written in (nil: its own size).
    public var contentSize: Size?
    public var contentOffset: Point
    /// Whether it shows its scroll indicators while it scrolls.
    public var showsScrollIndicators: Bool
    public init(contentSize: Size? = nil, contentOffset: Point = .zero, showsScrollIndicators: Bool = true) {
        self.contentSize = contentSize
        self.contentOffset = contentOffset
        self.showsScrollIndicators = showsScrollIndicators
    }
}
