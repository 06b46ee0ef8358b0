import MockupCore

/// Every number and colour the looks use, in one table per style, with its
/// source from UIKIT-REFERENCE.md ("chosen" where no public source confirms it).
/// Change a value here and it changes everywhere.
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
    /// Table row, separator included. NavTab, UICatalog5.
    public var rowHeight: Double = 44
    /// Plain section header. UICatalog5.
    public var plainSectionHeaderHeight: Double = 22

    // MARK: Margins
    /// Leading/trailing margin of navigation bar items (chosen).
    public var navigationBarMargin: Double
    /// Cell text inset from the cell's leading edge.
    public var cellTextInset: Double
    /// Plain table separator inset from the leading edge (modern 15, classic edge to edge).
    public var separatorInset: Double

    // MARK: Fonts
    public var family: FontFamily
    public var navigationTitleFont: Font
    /// The title in a 32-point landscape bar (classic bold 16, chosen: the
    /// portrait 20 overfills the thinner bar; modern keeps semibold 17).
    public var navigationTitleLandscapeFont: Font
    public var cellTextFont: Font
    public var cellDetailFont: Font
    public var statusBarFont: Font
    public var statusBarTimeFont: Font

    // MARK: Colours
    /// The default bar tint.
    public var barTint: Color
    public var navigationTitleColor: Color
    /// Embossed shadow under bar titles (classic only).
    public var navigationTitleShadow: Shadow?
    /// The bar's edge line against the content.
    public var barBorderColor: Color
    public var separatorColor: Color
    public var cellTextColor: Color
    public var tableBackground: Color
    public var contentBackground: Color
    public var statusBarTextColor: Color

    // MARK: Sub-tables, one file each (Metrics+Tables.swift, Metrics+Controls.swift, Metrics+Bars.swift, Metrics+Motion.swift)
    public var tables: TableMetrics
    public var controls: ControlMetrics
    public var bars: BarMetrics
    public var motion: MotionMetrics

    public static let classic = Metrics(
        navigationBarMargin: 5,
        cellTextInset: 10,
        separatorInset: 0,
        family: .liberationSans,
        navigationTitleFont: Font(.liberationSans, size: 20, weight: .bold),
        navigationTitleLandscapeFont: Font(.liberationSans, size: 16, weight: .bold),
        // NB: bold 17 is chosen in UIKIT-REFERENCE.md (lore says 20).
        cellTextFont: Font(.liberationSans, size: 17, weight: .bold),
        cellDetailFont: Font(.liberationSans, size: 14),
        statusBarFont: Font(.liberationSans, size: 12, weight: .bold),
        statusBarTimeFont: Font(.liberationSans, size: 14, weight: .bold),
        barTint: Color(r: 109, g: 132, b: 162),
        navigationTitleColor: .white,
        navigationTitleShadow: Shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.4), offset: Point(x: 0, y: -1)),
        barBorderColor: Color(hex: "#2d3642") ?? .black,
        separatorColor: Color(r: 224, g: 224, b: 224),
        cellTextColor: .black,
        tableBackground: .white,
        contentBackground: .white,
        statusBarTextColor: .black,
        tables: .classic,
        controls: .classic,
        bars: .classic,
        motion: .classic
    )

    public static let modern = Metrics(
        navigationBarMargin: 8,
        cellTextInset: 15,
        separatorInset: 15,
        family: .inter,
        navigationTitleFont: Font(.inter, size: 17, weight: .semibold),
        navigationTitleLandscapeFont: Font(.inter, size: 17, weight: .semibold),
        cellTextFont: Font(.inter, size: 17),
        cellDetailFont: Font(.inter, size: 15),
        statusBarFont: Font(.inter, size: 12, weight: .semibold),
        statusBarTimeFont: Font(.inter, size: 12, weight: .semibold),
        barTint: Color(hex: "#007aff") ?? .black,
        navigationTitleColor: .black,
        navigationTitleShadow: nil,
        barBorderColor: Color(r: 178, g: 178, b: 178),
        separatorColor: Color(hex: "#c8c7cc") ?? .black,
        cellTextColor: .black,
        tableBackground: .white,
        contentBackground: .white,
        statusBarTextColor: .black,
        tables: .modern,
        controls: .modern,
        bars: .modern,
        motion: .modern
    )

    public static func forStyle(_ style: Style) -> Metrics {
        switch style {
        case .classic: classic
        case .modern: modern
        }
    }

    /// Navigation bar height for an orientation on iPhone.
    public func navigationTitleFont(_ orientation: Orientation) -> Font {
        orientation.isLandscape ? navigationTitleLandscapeFont : navigationTitleFont
    }

    public func navigationBarHeight(_ orientation: Orientation) -> Double {
        orientation.isLandscape ? navigationBarLandscapeHeight : navigationBarHeight
    }

    /// Leading/trailing margin of navigation bar items on a screen this wide
    /// (modern: 16 on the 375+ point wide presets; chosen).
    public func navigationBarMargin(screenWidth: Double) -> Double {
        family == .inter && screenWidth >= 375 ? 16 : navigationBarMargin
    }
}
