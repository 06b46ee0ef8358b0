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
    /// What a system item glyph's line widths are multiplied by: 1 draws
    /// iPhone OS's heavy lines (1.8 points at 20).
    public var glyphLineWeight: Double = 1
    public var itemFont: Font
    public var doneFont: Font
    /// Title colour of items on default bars; nil: the tint.
    public var itemTitleColor: Color?
    public var itemTitleShadow: Shadow?
    /// The glossy blue of done-style items (chosen).
    public var doneTint: Color
    /// Gap between neighbouring items, and between items and the title (chosen).
    public var itemGap: Double
    /// Toolbar edge padding.
    public var toolbarPadding: Double
    /// The back button's chevron (zero: none) and the gap to its title.
    public var backChevronSize: Size
    public var backChevronGap: Double

    // MARK: Prompt
    public var promptFont: Font
    public var promptColor: Color

    // MARK: Tab bar
    public var tabGlyphSize: Double
    /// The glyph's distance from the item's top (chosen).
    public var tabGlyphTop: Double
    public var tabTitleFont: Font
    public var tabInactiveColor: Color
    public var tabSelectedTitleColor: Color?
    public var badgeFont: Font
    public var badgeColor: Color
    /// The title beside the glyph, in the looks whose phones lay tab items out
    /// that way in landscape (iOS 11 on); nil: glyph above title in every orientation.
    public var tabInlineTitleFont: Font?
    /// The gap between an inline item's glyph and its title (chosen).
    public var tabInlineGap: Double = 6
    /// The tab bar's height in compact height and compact width (iPhone
    /// landscape, but the large phones'), in the looks with inline items: 32
    /// (eggswift/ESTabBarController #88, iOS 11; react-navigation PR #8728).
    public var tabCompactHeight: Double = 32

    /// Whether neighbouring bar button items share one platter (iOS 26: items
    /// side by side sit on one capsule of glass; a space, a custom view or a
    /// done-style item parts them).
    public var sharesPlatters = false
    /// The tab bar as a capsule floating over the content, inset from the
    /// screen's sides and bottom (iOS 26); nil: a bar along the bottom edge.
    public var floatingTabBar: FloatingBar? = nil
    /// The tab bar an iPad in regular width shows at the top (iPadOS 18 on); nil: at the bottom.
    public var topTabBar: TopTabBar? = nil

    // MARK: Appearance
    /// Whether bars take their scroll-edge appearance (no background, no hairline)
    /// when the content beside them is at its edge (iOS 15's rule).
    public var scrollEdgeAppearance = false
    /// A default bar's colour where the look draws it flat: iOS 7 to 12's
    /// translucent bar measures (249,249,249) over white content (issue 20's
    /// iOS 12 screenshots; over iOS 8's grouped grey it measures 247).
    public var barColor = Color(r: 249, g: 249, b: 249)
    /// Whether a table reaching a translucent bottom bar runs on beneath it,
    /// blurred by the bar's material (iOS 7 on; drawn only by looks with materials).
    public var contentRunsBeneathBottomBars = false
    /// Whether tab bar items take the bar's `tintColor` and `unselectedItemTintColor`
    /// (iOS 5 on; iPhone OS's tab bars had neither).
    public var tabItemsTakeTint = true
}

/// A bar drawn as a capsule floating over the content rather than along the
/// screen's edge: `height` tall, `sideInset` from the screen's sides and
/// `bottomInset` from its bottom. The bar's frame still runs from the
/// capsule's top to the screen's bottom edge across the full width, as
/// UIKit's `UITabBar.frame` does, and its items are laid out in the capsule
/// inset by `itemInset`.
public struct FloatingBar: Hashable, Sendable {
    public var height: Double
    public var sideInset: Double
    public var bottomInset: Double
    public var itemInset: Double
    /// The side of the circle the bar minimises to, holding the selected item alone.
    public var minimizedSide: Double
    /// The gap between the capsule and the separate search tab, a circle as tall as the capsule.
    public var searchGap: Double

    public init(height: Double, sideInset: Double, bottomInset: Double, itemInset: Double, minimizedSide: Double, searchGap: Double) {
        self.height = height
        self.sideInset = sideInset
        self.bottomInset = bottomInset
        self.itemInset = itemInset
        self.minimizedSide = minimizedSide
        self.searchGap = searchGap
    }

    /// The separate search tab's circle in a bar whose frame is `frame`, and
    /// what is left for the capsule (its frame, to pass to `capsule(in:)`).
    public func searchTab(in frame: Rect) -> (circle: Rect, rest: Rect) {
        let side = min(height, frame.height)
        let circle = Rect(x: frame.maxX - sideInset - side, y: frame.minY, width: side, height: side)
        return (circle, Rect(x: frame.minX, y: frame.minY, width: max(0, frame.width - side - searchGap), height: frame.height))
    }

    /// The capsule in a bar whose frame is `frame`.
    public func capsule(in frame: Rect) -> Rect {
        Rect(x: frame.minX + sideInset, y: frame.minY, width: max(0, frame.width - 2 * sideInset), height: min(frame.height, height))
    }

    /// The circle the bar minimises to: at the capsule's leading end, level with its bottom.
    public func minimized(in frame: Rect) -> Rect {
        let capsule = capsule(in: frame)
        let side = min(minimizedSide, capsule.height, capsule.width)
        return Rect(x: capsule.minX, y: capsule.maxY - side, width: side, height: side)
    }
}
