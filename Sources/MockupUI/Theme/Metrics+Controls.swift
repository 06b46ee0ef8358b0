import MockupCore

/// The metrics table for controls: segmented controls, buttons, text fields,
/// image views and search bars, per look. Part of `Metrics`; each value cites its
/// source from UIKIT-REFERENCE.md ("chosen" where no public source confirms it).
public struct ControlMetrics: Hashable, Sendable {
    // MARK: Shared
    /// The look's tint.
    public var tint: Color
    /// The tint of black bars, for bar-style controls on them (reference: about rgb(10,10,10)).
    public var blackBarTint = Color(r: 10, g: 10, b: 10)

    // MARK: Segmented control
    /// Height of a bar-style control.
    public var segmentedBarHeight: Double
    /// Heights of plain and bordered controls.
    public var segmentedPlainHeight: Double
    public var segmentedBorderedHeight: Double
    /// Divider between segments (HIG: 1 pt).
    public var segmentDivider: Double = 1
    /// Space on each side of the widest title in an auto-sized segment (chosen).
    public var segmentPadding: Double
    /// Narrowest auto-sized segment (chosen).
    public var segmentMinimumWidth: Double
    /// Corner radius, bar style / others.
    public var segmentedBarRadius: Double
    public var segmentedRadius: Double
    /// Title fonts, bar style / others.
    public var segmentedBarFont: Font
    public var segmentedFont: Font
    /// Unselected plain/bordered segments: glossy stops top, mid, mid, bottom (empty in a look without gloss).
    public var segmentGloss: [Color]
    /// Selected segment: glossy stops, as above (empty in a look without gloss).
    public var selectedSegmentGloss: [Color]
    /// Plain / bordered outline.
    public var segmentBorder: Color
    public var borderedSegmentBorder: Color
    /// Titles of unselected plain/bordered segments and their emboss (chosen).
    public var segmentTitleColor: Color
    public var segmentTitleShadow: Shadow?
    /// The emboss of white segment titles: selected segments, and bar-style ones where the look draws them white.
    public var selectedSegmentTitleShadow: Shadow?
    /// Bar style glossed from the bar tint: shades of the four stops (positive
    /// lightens, negative darkens), unselected a shade darker than the bar, selected
    /// pressed in; the outline's shade (chosen).
    public var barSegmentShades: [Double] = [0.32, 0.1, -0.02, -0.1]
    public var selectedBarSegmentShades: [Double] = [-0.18, -0.3, -0.38, -0.28]
    public var barSegmentBorderShade: Double = -0.55
    /// Buttons with a UIButton.Configuration style: their height, side padding
    /// and title font where the look draws configurations; nil: drawn as system buttons.
    public var configurationButton: (height: Double, padding: Double, font: Font)? {
        configurationFont.map { (configurationHeight, configurationPadding, $0) }
    }
    public var configurationHeight = 34.0
    public var configurationPadding = 12.0
    public var configurationFont: Font? = nil
    /// The selected segment's title font; nil: the same as the others.
    public var selectedSegmentFont: Font? = nil
    /// Space kept on each side of a segment or button title (chosen).
    public var titleInset: Double = 4

    // MARK: Buttons
    /// Rounded-rect / system button height.
    public var buttonHeight: Double
    /// Button title font.
    public var buttonFont: Font
    /// Title colour of rounded-rect buttons; nil: the tint.
    public var roundedRectTitleColor: Color?
    /// Custom buttons (no chrome) take this title colour unless tinted (chosen; UIKit's white is invisible on white).
    public var customTitleColor: Color
    /// Space each side of a button title in natural sizing (chosen).
    public var buttonPadding: Double
    /// Rounded-rect button: corner radius and border.
    public var buttonRadius: Double
    public var buttonBorder: Color
    /// Rounded-rect button body, top to bottom: a white fill (chosen).
    public var buttonFill: [Color] = [.white, Color(r: 246, g: 246, b: 246)]
    /// Side of contactAdd and detailDisclosure buttons.
    public var roundButtonSize: Double
    /// Side of infoLight/infoDark buttons.
    public var infoButtonSize: Double
    /// Glossy circle of contactAdd and detailDisclosure, top and bottom (empty in a look without gloss).
    public var roundButtonGloss: [Color]
    /// The drop shadow under a glossy round button's white ring, 1 point down (chosen).
    public var roundButtonShadow = Color(red: 0, green: 0, blue: 0, alpha: 0.35)
    /// infoDark's ink (chosen).
    public var infoDarkColor: Color

    // MARK: Text fields
    /// Rounded-rect field height.
    public var textFieldHeight: Double
    /// Default text field font.
    public var textFieldFont: Font
    /// Rounded-rect field corner radius.
    public var textFieldRadius: Double
    /// Rounded-rect field border, top to bottom.
    public var textFieldBorderTop: Color
    public var textFieldBorderBottom: Color
    /// Inner top shadow of rounded-rect and bezel fields; nil: none.
    public var textFieldInnerShadow: Color?
    /// Horizontal inset of the text (brief: ~8).
    public var textInset: Double
    /// Narrowest natural field: Interface Builder's default text field width 97 (chosen).
    public var textFieldMinimumWidth: Double
    /// Placeholder text colour.
    public var placeholderColor: Color
    /// Clear button: a grey circle with a white x, in a 19 x 19 box (brief) this far from the right edge.
    public var clearButtonBox: Double
    public var clearButtonDiameter: Double
    public var clearButtonColor: Color
    public var clearButtonRightInset: Double
    /// The width of the x's strokes (chosen).
    public var clearButtonStroke: Double
    /// Line border and bezel (a sunken box: darker top edge, lighter sides and bottom) (chosen).
    public var lineBorderColor = Color(r: 30, g: 30, b: 30)
    public var bezelBorder = Color(r: 160, g: 160, b: 160)
    public var bezelTopEdge = Color(r: 90, g: 90, b: 90)
    public var bezelInnerEdge = Color(r: 200, g: 200, b: 200)

    // MARK: Image views
    /// Ink of an image view's glyph.
    public var glyphColor: Color
    /// Size of an image view with a glyph and no frame (chosen).
    public var glyphNaturalSize: Double
    /// The placeholder box of an unknown glyph: fill and border (chosen).
    public var missingImageFill: Color
    public var missingImageBorder: Color

    // MARK: Search bar
    /// 44 points (brief).
    public var searchBarHeight: Double = 44
    /// The bar's fill top to bottom (one colour: flat), and the lines along its top
    /// and bottom edges, if any.
    public var searchBarFill: [Color]
    public var searchBarTopLine: Color?
    public var searchBarBottomLine: Color?
    /// The field: height, horizontal inset, corner radius.
    public var searchFieldHeight: Double
    public var searchFieldInset: Double
    public var searchFieldRadius: Double
    public var searchFont: Font
    public var searchPlaceholderColor: Color
    /// The magnifying glass: side of its box and its ink (chosen).
    public var glassSize: Double
    public var glassColor: Color
    /// The glass's distance from the field's leading end, the gap to the text, and the
    /// text's distance from the trailing end (chosen).
    public var glassInset: Double
    /// The lens's and the handle's stroke widths (chosen).
    public var glassLensWidth: Double
    public var glassHandleWidth: Double
    /// Whether an empty, inactive field centres its glass and placeholder.
    public var centresEmptySearchField: Bool
    public var glassGap: Double = 5
    public var searchTextTrailingInset: Double = 8
    /// A text view's font size when the scene gives none (Interface Builder's System 14, chosen).
    public var textViewFontSize: Double = 14
}
