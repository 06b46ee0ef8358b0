import MockupCore

/// The metrics table for tables: grouped insets, section headers and footers, cell styles, accessories, per look. Part of `Metrics`; cite each value's
/// source from UIKIT-REFERENCE.md ("chosen" where none confirms it).
///
/// Row height, cell text inset, plain separator colour and inset, and the cell
/// text and subtitle detail fonts live in `Metrics` itself.
public struct TableMetrics: Hashable, Sendable {
    // MARK: Separators
    /// Separator and border thickness in points; nil: one device pixel (a hairline).
    public var lineWidth: Double?

    // MARK: Plain sections
    /// Title of a plain section header or footer bar, which is `Metrics.plainSectionHeaderHeight` tall.
    public var plainHeaderText: TableTextStyle
    /// The bar, top to bottom (one colour twice for a flat bar).
    public var plainHeaderFill: [LinearGradient.Stop]
    /// Lines along the bar's top and bottom edges, if any.
    public var plainHeaderTopLine: Color?
    public var plainHeaderBottomLine: Color?

    // MARK: Grouped sections
    public var groupedBackground: Color
    /// A grouped table's cells; nil: the table's background (`Metrics.tableBackground`).
    public var groupedCellBackground: Color? = nil
    /// The lighter vertical pinstripe, 1 device pixel wide every `pinstripePeriod` device pixels; nil: none.
    public var pinstripe: Color?
    public var pinstripePeriod: Int
    /// Cells' inset from the table's sides, and the radius of a section's outer corners.
    public var groupedInset: Double
    public var groupedCornerRadius: Double
    /// An `insetGrouped` table's sections: their inset from the table's sides (and
    /// on screens 414 points wide or more) and corner radius; nil: drawn as grouped.
    public var insetGroupedInset: Double? = nil
    public var insetGroupedWideInset: Double = 20
    public var insetGroupedRadius: Double = 10
    /// A sidebar list's selected row (UICollectionLayoutListConfiguration's
    /// `sidebar` appearance, iOS 14): its fill, its text's colour and its
    /// corners (at most half its height); the cells themselves have no card.
    public var sidebarSelectedFill = Color(r: 0, g: 122, b: 255)
    public var sidebarSelectedTextColor: Color? = .white
    public var sidebarSelectionRadius: Double = 10

    /// These metrics with a sidebar's selected row filled in `tint`: iPadOS
    /// 14 to 18 fill it in the tint with white text (chosen from screenshots
    /// of Settings and Mail), corners 10 (chosen).
    func withSidebarSelection(_ tint: Color) -> TableMetrics {
        var metrics = self
        metrics.sidebarSelectedFill = tint
        return metrics
    }
    /// Outline of a section and line between its cells.
    public var groupedBorder: Color
    /// Separator inset between the cells of a grouped section (the section's top and bottom lines are full).
    public var groupedSeparatorInset: Double
    /// Header height of a section without a title, and the least height of a titled one.
    public var groupedHeaderSpacing: Double
    /// Footer height of a section without footer text.
    public var groupedFooterSpacing: Double
    /// The least height of a grouped header with a title (nil: as an untitled one's).
    public var groupedTitledHeaderHeight: Double? = nil
    /// Space above a grouped table's first section when its header has a title.
    public var groupedTitledFirstHeaderPadding: Double = 0
    /// The text of a default-style cell in a plain table, where it differs from
    /// the other cells' (nil: the cell text font).
    public var plainDefaultCellTextFont: Font? = nil
    /// A grouped header's title, and its space from the table's sides, above and below
    /// (a header grows to fit its title; the title sits at its bottom).
    public var groupedHeaderText: TableTextStyle
    public var groupedHeaderInsets: EdgeInsets
    /// A grouped footer's text (wrapped, as many lines as it takes) and its insets.
    public var groupedFooterText: TableTextStyle
    public var groupedFooterInsets: EdgeInsets
    /// The table header view's text has the grouped footer's look, with these insets.
    public var tableHeaderInsets: EdgeInsets
    /// Leading inset of a plain section bar's title.
    public var plainHeaderInset: Double

    // MARK: Cells
    /// Text colour of a selected cell's labels; nil: unchanged.
    public var selectedTextColor: Color?
    /// The selection highlight, top to bottom.
    public var selectedFill: [LinearGradient.Stop]
    /// Detail of a subtitle cell (its font is `Metrics.cellDetailFont`).
    public var subtitleDetailColor: Color
    /// Detail of a value1 cell, right-aligned.
    public var value1Detail: TableTextStyle
    /// The small right-aligned label of a value2 cell, and the value after it.
    public var value2Label: TableTextStyle
    public var value2Value: TableTextStyle
    /// Where a value2 label ends, as a fraction of the cell's width, and the gap to the value.
    public var value2LabelFraction: Double
    public var value2Gap: Double
    /// Least gap between a value1 cell's text and its detail.
    public var value1Gap: Double

    // MARK: Accessories
    /// The colour chevrons and checkmarks turn in a selected cell; nil: unchanged.
    public var selectedAccessoryColor: Color?
    /// Accessory's distance from the cell's trailing edge, and the gap before it.
    public var accessoryMargin: Double
    public var accessoryGap: Double
    /// A row's image view: its side, its leading inset, and the gap to the text.
    public var cellImageSize: Double = 29
    public var cellImageInset: Double = 15
    public var cellImageGap: Double = 15
    /// Settings' icon tile (`image: {systemName, tile}`): a 29-point square (87 pixels at 3x,
    /// Apple's Settings icon size), its continuous corners 22.37% of its side (the app icon
    /// mask's share: 6.5 points), the white symbol in a 20-point box (chosen, from screenshots).
    public var iconTileRadius: Double = 6.5
    public var iconTileGlyph: Double = 20
    public var disclosureSize: Size
    public var disclosureColor: Color
    public var detailButtonSize: Size
    public var detailButtonColor: Color
    public var checkmarkSize: Size
    public var checkmarkColor: Color
    /// Rows size to their content (UITableView.automaticDimension, the default
    /// from iOS 11): a cell of more than one line of text takes it and this much
    /// above and below, at least the row height; nil: the fixed row height of its era.
    public var selfSizingRowPadding: Double? = nil
    /// A cell's content view's margins above and below (its sides are the cell text's inset).
    public var cellContentVerticalMargin: Double = 8
    /// Edit mode, swipe actions and row updates.
    public var editing = ListEditingMetrics.modern
}

/// How a table's own text looks: font, colour, shadow, case and alignment.
public struct TableTextStyle: Hashable, Sendable {
    public var font: Font
    public var color: Color
    public var shadow: Shadow?
    public var uppercase: Bool
    public var alignment: TextRun.Alignment

    public init(_ font: Font, _ color: Color, shadow: Shadow? = nil, uppercase: Bool = false, alignment: TextRun.Alignment = .left) {
        self.font = font
        self.color = color
        self.shadow = shadow
        self.uppercase = uppercase
        self.alignment = alignment
    }

    /// `text` as this style shows it.
    public func display(_ text: String) -> String { uppercase ? text.uppercased() : text }
}
