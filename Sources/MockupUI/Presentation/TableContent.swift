import MockupCore

/// What a table view paints beneath its cells: the plain or grouped background
/// (classic grouped: pinstripes) and, in plain tables, the separators of the
/// empty rows below the last one; and whether its content lies beneath the bars
/// at its edges. Collection views and scroll views are drawn with it too, in
/// their own background colour.
public struct TableContent: Hashable, Sendable {
    public var style: TableViewSpec.TableStyle
    /// Where empty plain-table separators continue below the last row (window y), if anywhere.
    public var emptyRowsFrom: Double?
    /// Whether its content runs past its bottom edge (beneath a bar there).
    public var overflowsBottom: Bool
    /// Whether its content is scrolled up past its top edge (beneath a bar there).
    public var scrolledBeneathTop: Bool = false
    /// How far the rows' content sits in from the table's leading edge beyond
    /// the look's own inset (the screen's unsafe side), for the empty rows' separators.
    public var contentInset: Double = 0
    /// The empty rows' height and separators (the table's row height, its separator colour and inset).
    public var emptyRowHeight: Double?
    public var separator = CellSeparator()
    /// Its own background colour in place of the look's (a collection view's `backgroundColor`).
    public var background: Color?
    public init(style: TableViewSpec.TableStyle, emptyRowsFrom: Double?, overflowsBottom: Bool = false) {
        self.style = style
        self.emptyRowsFrom = emptyRowsFrom
        self.overflowsBottom = overflowsBottom
    }
}

/// What a cell paints beneath its labels and accessory: its background (the
/// selection highlight when selected), its border in a classic grouped section
/// and its separators.
public struct CellContent: Hashable, Sendable {
    public var tableStyle: TableViewSpec.TableStyle
    public var selected: Bool
    /// The first cell of its section: grouped cells round their top corners
    /// (classic) or draw the section's top hairline (modern).
    public var isFirstInSection: Bool
    /// The last cell of its section: rounded bottom corners (classic grouped),
    /// the section's full-width bottom hairline (modern grouped).
    public var isLastInSection: Bool
    /// The corner radius of an inset grouped section (its first and last cells round their outer corners).
    public var sectionRadius: Double = 0
    /// How far the content sits in from the cell's leading edge beyond the
    /// look's own inset (the screen's unsafe side); separators start that much further in.
    public var contentInset: Double = 0
    /// Its separator as the table gives it, and its own background (nil: the table's).
    public var separator = CellSeparator()
    public var background: Color?
    /// A row of a sidebar list: no card of its own, a rounded highlight when selected.
    public var isSidebar = false

    public init(tableStyle: TableViewSpec.TableStyle, selected: Bool, isFirstInSection: Bool, isLastInSection: Bool) {
        self.tableStyle = tableStyle
        self.selected = selected
        self.isFirstInSection = isFirstInSection
        self.isLastInSection = isLastInSection
    }
}

/// The other parts of a table the theme draws: header and footer bars of plain
/// sections, and the accessory glyphs on the trailing side of cells.
public enum TableDecoration: Hashable, Sendable {
    /// The bar behind a plain section's header or footer title.
    case plainSectionBar
    /// A cell accessory; `highlighted` when its cell is selected (classic glyphs turn white).
    case accessory(TableRowSpec.Accessory, highlighted: Bool)
}

/// A table's separators as it sets them: shown or not (separatorStyle), their
/// colour and leading and trailing insets (nil: the look's).
public struct CellSeparator: Hashable, Sendable {
    public var isHidden = false
    public var color: Color?
    public var inset: (left: Double, right: Double)?

    public init(isHidden: Bool = false, color: Color? = nil, inset: (left: Double, right: Double)? = nil) {
        self.isHidden = isHidden
        self.color = color
        self.inset = inset
    }

    public static func == (a: Self, b: Self) -> Bool {
        a.isHidden == b.isHidden && a.color == b.color && a.inset?.left == b.inset?.left && a.inset?.right == b.inset?.right
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(isHidden)
        hasher.combine(color)
        hasher.combine(inset?.left)
        hasher.combine(inset?.right)
    }
}
