import MockupCore

/// What the theme paints for a control: segmented controls and their segments,
/// buttons, text fields, image views and search bars.
///
/// NB: every rectangle and text box in here is relative to the view's own frame
/// origin (not in window points), so a view moved by changing its frame alone
/// (an animation, a bar sliding) carries its insides along.
public struct ControlContent: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// The border and background of the whole control; its segments are children.
        case segmentedControl(SegmentedLook)
        case segment(SegmentContent)
        /// The thumb over the selected segment, in looks that slide one (drawn only).
        case segmentThumb
        case button(ButtonContent)
        case textField(TextFieldContent)
        case imageView(ImageContent)
        case searchBar(SearchBarContent)
        case switchControl(SwitchContent)
        case slider(SliderContent)
        case progressView(ProgressContent)
        case activityIndicator(ActivityContent)
        case pageControl(PageControlContent)
        case stepper(StepperContent)
        case picker(PickerContent)
        case calendar(CalendarContent)
    }

    public var kind: Kind
    /// The view's `backgroundColor`, painted first.
    public var background: Color?

    public init(_ kind: Kind, background: Color? = nil) {
        self.kind = kind
        self.background = background
    }
}

/// How a segmented control is drawn: its style, and the tint it takes (a bar's
/// tint for bar-style controls in a bar, else the control's own).
public struct SegmentedLook: Hashable, Sendable {
    public var style: SegmentedControlStyle
    /// Classic bar style: the gloss colour; modern: the border, selection and title colour.
    public var tint: Color
    public init(style: SegmentedControlStyle, tint: Color) {
        self.style = style
        self.tint = tint
    }
}

/// One segment: its place in the row (the outer corners are rounded), whether it
/// is selected, and its title.
public struct SegmentContent: Hashable, Sendable {
    public var look: SegmentedLook
    public var selected: Bool
    public var isFirst: Bool
    public var isLast: Bool
    /// Whether the segment before it is the selected one.
    public var followsSelected = false
    /// The title, its box relative to the segment.
    public var title: TextRun
    public init(look: SegmentedLook, selected: Bool, isFirst: Bool, isLast: Bool, title: TextRun) {
        self.look = look
        self.selected = selected
        self.isFirst = isFirst
        self.isLast = isLast
        self.title = title
    }
}

public struct ButtonContent: Hashable, Sendable {
    public var type: ButtonSpec.ButtonType
    /// The colour of glyphs and of system button titles.
    public var tint: Color
    /// The title, its box relative to the button (nil for glyph buttons).
    public var title: TextRun?
    /// Where a glyph button draws its glyph, relative to the button.
    public var glyphBox: Rect?
    /// The UIButton.Configuration style, where the look draws configurations.
    public var configuration: ButtonSpec.Configuration?
    /// The image before the title (relative box).
    public var image: ImageContent?
    public init(type: ButtonSpec.ButtonType, tint: Color, title: TextRun?, glyphBox: Rect?) {
        self.type = type
        self.tint = tint
        self.title = title
        self.glyphBox = glyphBox
    }
}

public struct TextFieldContent: Hashable, Sendable {
    public var borderStyle: TextFieldSpec.BorderStyle
    /// The text, or the placeholder in its grey (relative box); nil when both are empty.
    public var text: TextRun?
    /// The clear button's circle, relative to the field.
    public var clearButton: Rect?
    /// The insertion point while the field is being edited, relative to the field.
    public var caret: Rect?
    public init(borderStyle: TextFieldSpec.BorderStyle, text: TextRun?, clearButton: Rect?, caret: Rect? = nil) {
        self.borderStyle = borderStyle
        self.text = text
        self.clearButton = clearButton
        self.caret = caret
    }
}

public struct ImageContent: Hashable, Sendable {
    public enum Picture: Hashable, Sendable {
        case color(Color)
        /// A built-in glyph by name, in `box` (relative), filled with `tint`.
        case glyph(name: String, box: Rect, tint: Color)
        /// A picture file, its rectangle relative to the view.
        case file(PlacedImage)

        /// The picture moved within its view.
        func offset(dx: Double, dy: Double) -> Picture {
            switch self {
            case .color: return self
            case .glyph(let name, let box, let tint): return .glyph(name: name, box: box.offsetBy(dx: dx, dy: dy), tint: tint)
            case .file(var placed):
                placed.rect = placed.rect.offsetBy(dx: dx, dy: dy)
                return .file(placed)
            }
        }
    }
    /// Nil: the image view shows nothing.
    public var picture: Picture?
    /// An icon tile beneath the picture: its colour and continuous corner radius.
    public var tile: (color: Color, radius: Double)? {
        get { tileColor.map { ($0, tileRadius) } }
        set { tileColor = newValue?.color; tileRadius = newValue?.radius ?? 0 }
    }
    var tileColor: Color?
    var tileRadius: Double = 0
    /// A symbol's thickening (`SymbolConfiguration.Weight.emboldening`), in parts of its box.
    public var emboldening: Double = 0
    public init(picture: Picture?) { self.picture = picture }
}

public struct SearchBarContent: Hashable, Sendable {
    /// The white field, relative to the bar.
    public var field: Rect
    /// The magnifying glass's box, relative to the bar.
    public var glass: Rect
    /// Text or placeholder; nil when both are empty.
    public var text: TextRun?
    /// Whether the bar paints its own background (a search controller's, in a navigation bar, does not).
    public var paintsBackground = true
    /// Whether it paints its rounded field (iOS 26's field at the bottom is the glass it sits on).
    public var paintsField = true
    public init(field: Rect, glass: Rect, text: TextRun?) {
        self.field = field
        self.glass = glass
        self.text = text
    }
}
