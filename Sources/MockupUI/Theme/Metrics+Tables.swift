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
    /// The lighter vertical pinstripe, 1 device pixel wide every `pinstripePeriod` device pixels; nil: none.
    public var pinstripe: Color?
    public var pinstripePeriod: Int
    /// Cells' inset from the table's sides, and the radius of a section's outer corners.
    public var groupedInset: Double
    public var groupedCornerRadius: Double
    /// Outline of a section and line between its cells.
    public var groupedBorder: Color
    /// Separator inset between the cells of a grouped section (the section's top and bottom lines are full).
    public var groupedSeparatorInset: Double
    /// Header height of a section without a title, and the least height of a titled one.
    public var groupedHeaderSpacing: Double
    /// Footer height of a section without footer text.
    public var groupedFooterSpacing: Double
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
    /// Accessory's distance from the cell's trailing edge, and the gap before it.
    public var accessoryMargin: Double
    public var accessoryGap: Double
    public var disclosureSize: Size
    public var disclosureColor: Color
    public var detailButtonSize: Size
    public var detailButtonColor: Color
    public var checkmarkSize: Size
    public var checkmarkColor: Color
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

extension TableMetrics {
    /// iPhone OS 3.
    public static let classic = TableMetrics(
        lineWidth: 1,  // rows are 43 + 1 separator (UIKIT-REFERENCE.md, Heights)
        // Bold 17 white on a grey gradient (UIKIT-REFERENCE.md, Fonts); shadow and bar
        // colours from jQTouch's edge-to-edge list separators.
        plainHeaderText: TableTextStyle(
            Font(.liberationSans, size: 17, weight: .bold), .white, shadow: Shadow(color: Color(r: 99, g: 106, b: 111), offset: Point(x: 0, y: 1))
        ),
        plainHeaderFill: [.init(0, Color(r: 139, g: 159, b: 171)), .init(1, Color(r: 181, g: 193, b: 201))],
        plainHeaderTopLine: Color(r: 165, g: 177, b: 186),  // jQTouch
        plainHeaderBottomLine: Color(r: 152, g: 158, b: 164),  // jQTouch
        groupedBackground: Color(r: 197, g: 204, b: 211),  // UIKIT-REFERENCE.md, Colours
        pinstripe: Color(r: 203, g: 210, b: 216),  // lighter: chosen
        pinstripePeriod: 7,  // UIKIT-REFERENCE.md, Colours
        groupedInset: 10, groupedCornerRadius: 8,  // UICatalog5; jQTouch
        groupedBorder: Color(hex: "#b4b4b4") ?? .black,  // UIKIT-REFERENCE.md; jQTouch
        groupedSeparatorInset: 0,
        // NB: UIKit's default grouped header and footer are 10 each (UICatalog5: spacing 10),
        // so sections are 20 apart and the first cell is 10 below the table's top.
        groupedHeaderSpacing: 10, groupedFooterSpacing: 10,
        // Bold 17 rgb(76,86,108), white shadow (UIKIT-REFERENCE.md, Fonts); margins 10 20 6 (jQTouch).
        groupedHeaderText: TableTextStyle(
            Font(.liberationSans, size: 17, weight: .bold), Color(r: 76, g: 86, b: 108),
            shadow: Shadow(color: .white, offset: Point(x: 0, y: 1))
        ),
        groupedHeaderInsets: EdgeInsets(top: 10, left: 20, bottom: 6, right: 20),
        // Centred grey text with the header's emboss (chosen).
        groupedFooterText: TableTextStyle(
            Font(.liberationSans, size: 15), Color(r: 76, g: 86, b: 108),
            shadow: Shadow(color: .white, offset: Point(x: 0, y: 1)), alignment: .center
        ),
        groupedFooterInsets: EdgeInsets(top: 6, left: 20, bottom: 6, right: 20),  // chosen
        tableHeaderInsets: EdgeInsets(top: 10, left: 20, bottom: 10, right: 20),  // chosen
        plainHeaderInset: 10,  // chosen: in line with the cell text
        selectedTextColor: .white,
        // About #058cf5 to #015ee6 (UIKIT-REFERENCE.md, chosen).
        selectedFill: [.init(0, Color(hex: "#058cf5") ?? .white), .init(1, Color(hex: "#015ee6") ?? .white)],
        subtitleDetailColor: Color(r: 128, g: 128, b: 128),  // grey (UIKIT-REFERENCE.md, Fonts)
        // NB: blue-grey per UIKIT-REFERENCE.md; 17 rather than its 14, as in iPhone OS 3 Settings (chosen).
        value1Detail: TableTextStyle(Font(.liberationSans, size: 17), Color(r: 56, g: 84, b: 135), alignment: .right),
        value2Label: TableTextStyle(Font(.liberationSans, size: 12, weight: .bold), Color(r: 82, g: 102, b: 145), alignment: .right),  // chosen
        value2Value: TableTextStyle(Font(.liberationSans, size: 15, weight: .bold), .black),  // chosen
        value2LabelFraction: 0.25, value2Gap: 6, value1Gap: 10,  // chosen
        accessoryMargin: 10, accessoryGap: 10,  // chosen
        disclosureSize: Size(width: 9, height: 13), disclosureColor: Color(r: 128, g: 128, b: 128),  // chosen
        detailButtonSize: Size(width: 29, height: 31), detailButtonColor: Color(r: 36, g: 112, b: 216),  // chosen
        checkmarkSize: Size(width: 14, height: 14), checkmarkColor: Color(r: 50, g: 79, b: 133)  // jQTouch checkbox colour
    )

    /// iOS 7 and later.
    public static let modern = TableMetrics(
        lineWidth: nil,  // hairlines
        // Semibold 13 uppercase on #f7f7f7 (UIKIT-REFERENCE.md, Fonts).
        plainHeaderText: TableTextStyle(Font(.inter, size: 13, weight: .semibold), .black, uppercase: true),
        plainHeaderFill: [.init(0, Color(hex: "#f7f7f7") ?? .white), .init(1, Color(hex: "#f7f7f7") ?? .white)],
        plainHeaderTopLine: nil, plainHeaderBottomLine: nil,
        groupedBackground: Color(hex: "#efeff4") ?? .white,  // UIKIT-REFERENCE.md, Colours
        pinstripe: nil, pinstripePeriod: 7,
        groupedInset: 0, groupedCornerRadius: 0,  // edge to edge (UIKIT-REFERENCE.md, Heights)
        groupedBorder: Color(hex: "#c8c7cc") ?? .black,  // the separator colour
        groupedSeparatorInset: 15,  // UIKIT-REFERENCE.md
        groupedHeaderSpacing: 35, groupedFooterSpacing: 0,  // 35 (UIKIT-REFERENCE.md, chosen)
        // Regular 13 uppercase #6d6d72 (UIKIT-REFERENCE.md, Fonts); insets chosen.
        groupedHeaderText: TableTextStyle(Font(.inter, size: 13), Color(hex: "#6d6d72") ?? .black, uppercase: true),
        groupedHeaderInsets: EdgeInsets(top: 7, left: 15, bottom: 7, right: 15),
        groupedFooterText: TableTextStyle(Font(.inter, size: 13), Color(hex: "#6d6d72") ?? .black),
        groupedFooterInsets: EdgeInsets(top: 7, left: 15, bottom: 7, right: 15),  // chosen
        tableHeaderInsets: EdgeInsets(top: 10, left: 15, bottom: 10, right: 15),  // chosen
        plainHeaderInset: 15,  // the cell text inset
        selectedTextColor: nil,
        selectedFill: [.init(0, Color(r: 217, g: 217, b: 217)), .init(1, Color(r: 217, g: 217, b: 217))],  // chosen
        subtitleDetailColor: Color(hex: "#8e8e93") ?? .black,  // UIKIT-REFERENCE.md, Colours
        // NB: 17 rather than the reference's 15, as iOS 7 Settings shows values (chosen).
        value1Detail: TableTextStyle(Font(.inter, size: 17), Color(hex: "#8e8e93") ?? .black, alignment: .right),
        value2Label: TableTextStyle(Font(.inter, size: 15), Color(hex: "#007aff") ?? .black, alignment: .right),  // chosen
        value2Value: TableTextStyle(Font(.inter, size: 15), .black),  // chosen
        value2LabelFraction: 0.25, value2Gap: 6, value1Gap: 10,  // chosen
        accessoryMargin: 15, accessoryGap: 10,  // chosen
        disclosureSize: Size(width: 8, height: 13), disclosureColor: Color(r: 199, g: 199, b: 204),  // UIKIT-REFERENCE.md
        // NB: iOS 7 shows a circled "i" (22) and a chevron for this accessory (chosen sizes).
        detailButtonSize: Size(width: 40, height: 22), detailButtonColor: Color(hex: "#007aff") ?? .black,
        checkmarkSize: Size(width: 14, height: 11), checkmarkColor: Color(hex: "#007aff") ?? .black  // tint
    )
}
