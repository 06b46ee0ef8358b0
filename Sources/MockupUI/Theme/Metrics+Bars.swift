import MockupCore

/// The metrics table for bars: bar button items, back buttons, toolbars, tab bars
/// and prompts, per look. Part of `Metrics`; sources from UIKIT-REFERENCE.md
/// ("chosen" where no public source confirms a value).
public struct BarMetrics: Hashable, Sendable {
    // MARK: Bar button items
    /// Height of a bordered item, portrait / landscape (jQTouch: 30; landscape chosen).
    public var borderedHeight: Double
    public var borderedLandscapeHeight: Double
    /// Horizontal padding inside a bordered item (jQTouch `padding: 0 10px`).
    public var borderedPadding: Double
    /// Minimum width of a bordered item (jQTouch).
    public var minimumBorderedWidth: Double
    /// Corner radius of a bordered item (UIKIT-REFERENCE: 4.5).
    public var borderedRadius: Double
    /// Extra width of the back button's pointed end (chosen).
    public var backArrowWidth: Double
    /// Padding on each side of a plain item's glyph or title (chosen).
    public var plainPadding: Double
    /// Side of a system item's glyph (chosen).
    public var glyphSize: Double
    public var itemFont: Font
    public var doneFont: Font
    /// Title colour of items on default bars (classic white; modern the tint).
    public var itemTitleColor: Color?
    public var itemTitleShadow: Shadow?
    /// The glossy blue of done-style items (chosen).
    public var doneTint: Color
    /// Gap between neighbouring items, and between items and the title (chosen).
    public var itemGap: Double
    /// Toolbar edge padding (UIKIT-REFERENCE: classic 6, modern 8).
    public var toolbarPadding: Double
    /// The modern back chevron (UIKIT-REFERENCE: chosen) and the gap to its title.
    public var backChevronSize: Size
    public var backChevronGap: Double

    // MARK: Prompt
    public var promptFont: Font
    public var promptColor: Color

    // MARK: Tab bar
    public var tabGlyphSize: Double
    public var tabTitleFont: Font
    public var tabInactiveColor: Color
    public var tabSelectedTitleColor: Color?
    public var badgeFont: Font
    public var badgeColor: Color

    public static let classic = BarMetrics(
        borderedHeight: 30, borderedLandscapeHeight: 24, borderedPadding: 10, minimumBorderedWidth: 30,
        borderedRadius: 4.5, backArrowWidth: 8, plainPadding: 6, glyphSize: 20,
        itemFont: Font(.liberationSans, size: 12, weight: .bold),
        doneFont: Font(.liberationSans, size: 12, weight: .bold),
        itemTitleColor: .white,
        itemTitleShadow: Shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.5), offset: Point(x: 0, y: -1)),
        doneTint: Color(r: 34, g: 96, b: 221),
        itemGap: 10, toolbarPadding: 6,
        backChevronSize: Size(width: 0, height: 0), backChevronGap: 0,
        promptFont: Font(.liberationSans, size: 13), promptColor: .white,
        tabGlyphSize: 30,
        tabTitleFont: Font(.liberationSans, size: 10, weight: .bold),
        tabInactiveColor: Color(r: 153, g: 153, b: 153),
        tabSelectedTitleColor: .white,
        badgeFont: Font(.liberationSans, size: 13, weight: .bold),
        badgeColor: Color(r: 224, g: 0, b: 0)
    )

    public static let modern = BarMetrics(
        borderedHeight: 30, borderedLandscapeHeight: 24, borderedPadding: 0, minimumBorderedWidth: 0,
        borderedRadius: 0, backArrowWidth: 0, plainPadding: 0, glyphSize: 22,
        itemFont: Font(.inter, size: 17), doneFont: Font(.inter, size: 17, weight: .semibold),
        itemTitleColor: nil, itemTitleShadow: nil,
        doneTint: Color(hex: "#007aff") ?? .black,
        itemGap: 8, toolbarPadding: 8,
        backChevronSize: Size(width: 12.5, height: 21), backChevronGap: 6,
        promptFont: Font(.inter, size: 13), promptColor: .black,
        tabGlyphSize: 25,
        tabTitleFont: Font(.inter, size: 10, weight: .medium),
        tabInactiveColor: Color(r: 146, g: 146, b: 146),
        tabSelectedTitleColor: nil,
        badgeFont: Font(.inter, size: 13),
        badgeColor: Color(hex: "#ff3b30") ?? .black
    )
}
