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
    /// Title colour of classic rounded-rect buttons, rgb(50,79,133) (brief); modern: the tint.
    public var buttonTitleColor: Color
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
    public var glassGap: Double = 5
    public var searchTextTrailingInset: Double = 8

    public static let classic = ControlMetrics(
        tint: Color(r: 50, g: 79, b: 133),
        segmentedBarHeight: 30, segmentedPlainHeight: 44, segmentedBorderedHeight: 40,
        segmentPadding: 10, segmentMinimumWidth: 44, segmentedBarRadius: 5, segmentedRadius: 8,
        segmentedBarFont: Font(.liberationSans, size: 12, weight: .bold),
        segmentedFont: Font(.liberationSans, size: 13, weight: .bold),
        segmentGloss: [Color(r: 255, g: 255, b: 255), Color(r: 246, g: 246, b: 246), Color(r: 234, g: 234, b: 234), Color(r: 214, g: 214, b: 214)],
        selectedSegmentGloss: [Color(r: 124, g: 168, b: 240), Color(r: 76, g: 131, b: 232), Color(r: 48, g: 108, b: 222), Color(r: 33, g: 90, b: 211)],
        segmentBorder: Color(r: 150, g: 150, b: 150), borderedSegmentBorder: Color(r: 118, g: 118, b: 118),
        segmentTitleColor: Color(r: 77, g: 77, b: 77),
        segmentTitleShadow: Shadow(color: Color.white.withAlpha(0.8), offset: Point(x: 0, y: 1)),
        selectedSegmentTitleShadow: Shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.5), offset: Point(x: 0, y: -1)),
        buttonHeight: 37, buttonFont: Font(.liberationSans, size: 15, weight: .bold),
        buttonTitleColor: Color(r: 50, g: 79, b: 133), customTitleColor: .black,
        buttonPadding: 14, buttonRadius: 9, buttonBorder: Color(r: 140, g: 146, b: 156),
        roundButtonSize: 29, infoButtonSize: 18,
        roundButtonGloss: [Color(r: 110, g: 161, b: 245), Color(r: 36, g: 98, b: 222)],
        infoDarkColor: Color(r: 77, g: 77, b: 77),
        textFieldHeight: 31, textFieldFont: Font(.liberationSans, size: 17), textFieldRadius: 7,
        textFieldBorderTop: Color(r: 125, g: 125, b: 125), textFieldBorderBottom: Color(r: 185, g: 185, b: 185),
        textFieldInnerShadow: Color(red: 0, green: 0, blue: 0, alpha: 0.22),
        textInset: 8, textFieldMinimumWidth: 97,
        placeholderColor: Color(r: 179, g: 179, b: 179),
        clearButtonBox: 19, clearButtonDiameter: 19, clearButtonColor: Color(r: 170, g: 170, b: 170), clearButtonRightInset: 6,
        glyphColor: Color(r: 77, g: 77, b: 77), glyphNaturalSize: 30,
        missingImageFill: Color(r: 230, g: 230, b: 230), missingImageBorder: Color(r: 190, g: 190, b: 190),
        searchBarFill: [Color(r: 185, g: 196, b: 210), Color(r: 141, g: 159, b: 182)],
        searchBarTopLine: Color(r: 211, g: 218, b: 226), searchBarBottomLine: Color(r: 82, g: 99, b: 122),
        searchFieldHeight: 31, searchFieldInset: 6, searchFieldRadius: 15.5,
        searchFont: Font(.liberationSans, size: 15), searchPlaceholderColor: Color(r: 179, g: 179, b: 179),
        glassSize: 14, glassColor: Color(r: 125, g: 125, b: 125), glassInset: 10
    )

    public static let modern = ControlMetrics(
        tint: Color(hex: "#007aff") ?? .black,
        segmentedBarHeight: 29, segmentedPlainHeight: 29, segmentedBorderedHeight: 29,
        segmentPadding: 12, segmentMinimumWidth: 44, segmentedBarRadius: 4, segmentedRadius: 4,
        segmentedBarFont: Font(.inter, size: 13, weight: .medium),
        segmentedFont: Font(.inter, size: 13, weight: .medium),
        segmentGloss: [], selectedSegmentGloss: [],
        segmentBorder: Color(hex: "#007aff") ?? .black, borderedSegmentBorder: Color(hex: "#007aff") ?? .black,
        segmentTitleColor: Color(hex: "#007aff") ?? .black, segmentTitleShadow: nil, selectedSegmentTitleShadow: nil,
        buttonHeight: 30, buttonFont: Font(.inter, size: 15),
        buttonTitleColor: Color(hex: "#007aff") ?? .black, customTitleColor: .black,
        buttonPadding: 8, buttonRadius: 0, buttonBorder: .clear,
        roundButtonSize: 22, infoButtonSize: 22,
        roundButtonGloss: [], infoDarkColor: Color(hex: "#007aff") ?? .black,
        textFieldHeight: 30, textFieldFont: Font(.inter, size: 14), textFieldRadius: 5,
        textFieldBorderTop: Color(hex: "#c8c7cc") ?? .black, textFieldBorderBottom: Color(hex: "#c8c7cc") ?? .black,
        textFieldInnerShadow: nil,
        textInset: 8, textFieldMinimumWidth: 97,
        placeholderColor: Color(hex: "#c7c7cd") ?? .black,
        clearButtonBox: 19, clearButtonDiameter: 14, clearButtonColor: Color(r: 187, g: 187, b: 192), clearButtonRightInset: 5,
        glyphColor: Color(hex: "#007aff") ?? .black, glyphNaturalSize: 30,
        missingImageFill: Color(r: 235, g: 235, b: 240), missingImageBorder: Color(hex: "#c8c7cc") ?? .black,
        searchBarFill: [Color(hex: "#c9c9ce") ?? .black], searchBarTopLine: nil, searchBarBottomLine: nil,
        searchFieldHeight: 28, searchFieldInset: 8, searchFieldRadius: 5,
        searchFont: Font(.inter, size: 14), searchPlaceholderColor: Color(hex: "#8e8e93") ?? .black,
        glassSize: 13, glassColor: Color(hex: "#8e8e93") ?? .black, glassInset: 7
    )
}
