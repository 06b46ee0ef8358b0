import MockupCore

/// The metrics table for controls: segmented controls, buttons, text fields,
/// image views and search bars, per look. Part of `Metrics`; each value cites its
/// source from UIKIT-REFERENCE.md ("chosen" where no public source confirms it).
public struct ControlMetrics: Hashable, Sendable {
    // MARK: Shared
    /// The look's tint: modern system blue #007aff (reference, Colours); classic:
    /// the blue of rounded-rect button titles rgb(50,79,133) (chosen).
    public var tint: Color
    /// The tint of black bars, for bar-style controls on them (reference: about rgb(10,10,10)).
    public var blackBarTint = Color(r: 10, g: 10, b: 10)

    // MARK: Segmented control
    /// Bar style height: 30 classic / 29 modern (UICatalog5; Apple UICatalog).
    public var segmentedBarHeight: Double
    /// Plain / bordered heights: 44 / 40 classic, 29 modern (chosen in the reference).
    public var segmentedPlainHeight: Double
    public var segmentedBorderedHeight: Double
    /// Divider between segments (HIG: 1 pt).
    public var segmentDivider: Double = 1
    /// Space on each side of the widest title in an auto-sized segment (chosen).
    public var segmentPadding: Double
    /// Narrowest auto-sized segment (chosen).
    public var segmentMinimumWidth: Double
    /// Corner radius, bar style / others (modern 4 from the brief; classic chosen).
    public var segmentedBarRadius: Double
    public var segmentedRadius: Double
    /// Titles: classic bold 12 (bar) / bold 13; modern medium 13 (reference, Fonts).
    public var segmentedBarFont: Font
    public var segmentedFont: Font
    /// Classic plain/bordered unselected segments: glossy stops top, mid, mid, bottom (chosen).
    public var segmentGloss: [Color]
    /// Classic selected segment: blue glossy stops (chosen, after the selected-row blue).
    public var selectedSegmentGloss: [Color]
    /// Classic plain / bordered outline (chosen).
    public var segmentBorder: Color
    public var borderedSegmentBorder: Color
    /// Titles of unselected plain/bordered segments and their emboss (chosen).
    public var segmentTitleColor: Color
    public var segmentTitleShadow: Shadow?
    /// Titles of selected segments and of classic bar-style segments (white; shadow as bar titles).
    public var selectedSegmentTitleShadow: Shadow?
    /// Classic bar style, glossed from the bar tint: shades of the four stops (positive
    /// lightens, negative darkens), unselected a shade darker than the bar, selected
    /// pressed in; the outline's shade (chosen).
    public var barSegmentShades: [Double] = [0.32, 0.1, -0.02, -0.1]
    public var selectedBarSegmentShades: [Double] = [-0.18, -0.3, -0.38, -0.28]
    public var barSegmentBorderShade: Double = -0.55
    /// Space kept on each side of a segment or button title (chosen).
    public var titleInset: Double = 4

    // MARK: Buttons
    /// Rounded-rect / system button height: 37 classic / 30 modern (UICatalog5; Apple UICatalog).
    public var buttonHeight: Double
    /// Classic bold 15 (brief); modern regular 15 (chosen: Interface Builder's system button font at height 30).
    public var buttonFont: Font
    /// Title colour of rounded-rect buttons: classic rgb(50,79,133) (brief); nil: the tint.
    public var roundedRectTitleColor: Color?
    /// Custom buttons (no chrome) take this title colour unless tinted (chosen; UIKit's white is invisible on white).
    public var customTitleColor: Color
    /// Space each side of a button title in natural sizing (chosen).
    public var buttonPadding: Double
    /// Classic rounded rect: corner radius ~9 (brief), white fill, grey border (chosen).
    public var buttonRadius: Double
    public var buttonBorder: Color
    /// Classic rounded-rect body, top to bottom (chosen).
    public var buttonFill: [Color] = [.white, Color(r: 246, g: 246, b: 246)]
    /// contactAdd and detailDisclosure: 29 classic / 22 modern (brief).
    public var roundButtonSize: Double
    /// infoLight/infoDark: 18 classic (chosen) / 22 modern (brief).
    public var infoButtonSize: Double
    /// Classic glossy blue circle of contactAdd and detailDisclosure, top and bottom (chosen).
    public var roundButtonGloss: [Color]
    /// The drop shadow under the classic disc's white ring, 1 point down (chosen).
    public var roundButtonShadow = Color(red: 0, green: 0, blue: 0, alpha: 0.35)
    /// infoDark's ink (chosen).
    public var infoDarkColor: Color

    // MARK: Text fields
    /// Rounded-rect field height: 31 classic / 30 modern (ExpenseWorks, UICatalog5; Apple UICatalog).
    public var textFieldHeight: Double
    /// Default font: classic regular 17 (chosen), modern regular 14 (chosen: Interface Builder's default).
    public var textFieldFont: Font
    /// Rounded-rect radius: ~7 classic (brief) / 5 modern (brief).
    public var textFieldRadius: Double
    /// Rounded-rect border: classic grey, darker at the top (chosen); modern #c8c7cc hairline (brief).
    public var textFieldBorderTop: Color
    public var textFieldBorderBottom: Color
    /// Classic inner top shadow of rounded-rect and bezel fields (chosen).
    public var textFieldInnerShadow: Color?
    /// Horizontal inset of the text (brief: ~8).
    public var textInset: Double
    /// Narrowest natural field: Interface Builder's default text field width 97 (chosen).
    public var textFieldMinimumWidth: Double
    /// Placeholder grey: rgb(179,179,179) classic (brief); #c7c7cd modern (chosen: iOS 7's).
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
    /// Glyph ink: classic dark grey (chosen); modern the tint (brief).
    public var glyphColor: Color
    /// Size of an image view with a glyph and no frame (chosen).
    public var glyphNaturalSize: Double
    /// The placeholder box of an unknown glyph: fill and border (chosen).
    public var missingImageFill: Color
    public var missingImageBorder: Color

    // MARK: Search bar
    /// 44 points (brief).
    public var searchBarHeight: Double = 44
    /// The bar's fill top to bottom. Classic: the navigation bar tint #6d84a2 lightened
    /// (52% at the top, 22% at the bottom; chosen, as in iPhone OS 3 Contacts), with a light
    /// top line and a darker bottom line; modern: flat #c9c9ce (brief).
    public var searchBarFill: [Color]
    public var searchBarTopLine: Color?
    public var searchBarBottomLine: Color?
    /// The field: height, horizontal inset, radius (classic fully round; modern 5, brief).
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
    /// Whether an empty, inactive field centres its glass and placeholder (iOS 7 to 12 do).
    public var centresEmptySearchField: Bool
    public var glassGap: Double = 5
    public var searchTextTrailingInset: Double = 8
}
