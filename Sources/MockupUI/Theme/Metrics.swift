import MockupCore

/// Every number and colour a look uses, with its source from UIKIT-REFERENCE.md
/// ("chosen" where no public source confirms it). Each look's table lives in its
/// folder under `Looks/`; change a value there and it changes everywhere.
public struct Metrics: Hashable, Sendable {
    // MARK: Heights (points)
    /// Status bar; presets override it (59 on iphone-15). HIG.
    public var statusBarHeight: Double = 20
    /// Navigation bar in portrait / iPhone landscape. HIG; observed in Mail.
    public var navigationBarHeight: Double = 44
    public var navigationBarLandscapeHeight: Double = 32
    /// With a prompt (chosen).
    public var navigationBarPromptHeight: Double = 74
    /// Toolbar, portrait / landscape. UICatalog5 {0,372,320,44}.
    public var toolbarHeight: Double = 44
    public var toolbarLandscapeHeight: Double = 32
    /// Tab bar. NavTab {{0,411},{320,49}}.
    public var tabBarHeight: Double = 49
    /// On iPad, the navigation bar's, the toolbar's and the tab bar's height
    /// in both orientations; nil: the portrait heights.
    public var padBarHeight: Double?
    /// Table row, separator included. NavTab, UICatalog5.
    /// The readable content guide's widest (UIView.readableContentGuide, iOS 9):
    /// 672 points at the default text size (useyourloaf.com, "Readable Content
    /// Guides": 672 wide on an iPad Air 2 in landscape) [O]; it grows with the
    /// body text at other sizes (in proportion, chosen).
    public var readableWidth: Double = 672
    public var rowHeight: Double = 44
    /// Plain section header. UICatalog5.
    public var plainSectionHeaderHeight: Double = 22

    // MARK: Margins
    /// Leading/trailing margin of navigation bar items (chosen).
    public var navigationBarMargin: Double
    /// The margin on screens 375 points wide or more, where the look widens it; nil: the same.
    public var navigationBarWideMargin: Double?
    /// Cell text inset from the cell's leading edge.
    public var cellTextInset: Double
    /// Plain table separator inset from the leading edge (0: edge to edge).
    public var separatorInset: Double

    // MARK: Fonts
    public var family: FontFamily
    public var navigationTitleFont: Font
    /// The title in a 32-point landscape bar.
    public var navigationTitleLandscapeFont: Font
    public var cellTextFont: Font
    public var cellDetailFont: Font
    public var statusBarFont: Font
    public var statusBarTimeFont: Font

    // MARK: Colours
    /// The default bar tint.
    public var barTint: Color
    public var navigationTitleColor: Color
    /// Embossed shadow under bar titles; nil: none.
    public var navigationTitleShadow: Shadow?
    /// The bar's edge line against the content.
    public var barBorderColor: Color
    public var separatorColor: Color
    public var cellTextColor: Color
    public var tableBackground: Color
    public var contentBackground: Color
    public var statusBarTextColor: Color

    // MARK: Large titles
    /// The large title's font; nil: the look has no large titles (`prefersLargeTitles` is ignored).
    public var largeTitleFont: Font? = nil
    /// A navigation bar showing a large title, the standard row included.
    public var largeTitleBarHeight: Double = 96
    /// The large title's distance from the bar's bottom to its text box's bottom.
    public var largeTitleBottomInset: Double = 8
    /// The row a navigation item's search controller adds at the bottom of the bar; nil: the
    /// look predates it (UISearchController in the navigation bar came with iOS 11).
    public var navigationSearchRowHeight: Double? = nil

    /// What shows where no view paints, as between a shrinking large-title bar and its content.
    public var windowBackground: Color = .black
    /// The text of labels and fields that give no colour of their own (UIKit's `label`).
    public var textColor: Color = .black

    // MARK: Device chrome
    /// Whether the look draws the home indicator and the Dynamic Island of the devices that have them.
    public var drawsDeviceChrome = false

    // MARK: Sub-tables, one file each (Metrics+Tables.swift, Metrics+Controls.swift, Metrics+Bars.swift, Metrics+Motion.swift)
    public var tables: TableMetrics
    public var controls: ControlMetrics
    public var valueControls: ValueControlMetrics
    public var bars: BarMetrics
    public var motion: MotionMetrics
    public var presentation: PresentationMetrics

    /// The metrics table of the look `style` names.
    public static func forStyle(_ style: Style) -> Metrics {
        Looks.look(for: style).metrics
    }

    /// Leading/trailing margin of navigation bar items on a screen this wide
    /// (`navigationBarWideMargin` on the 375+ point wide presets).
    public func navigationBarMargin(screenWidth: Double) -> Double {
        screenWidth >= 375 ? navigationBarWideMargin ?? navigationBarMargin : navigationBarMargin
    }
}
