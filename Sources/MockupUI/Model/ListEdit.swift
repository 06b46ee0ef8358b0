import MockupCore

/// A row of a table or an item of a collection view: its section and its index in it (IndexPath).
public struct CellPath: Hashable, Sendable, Comparable {
    public var section: Int
    public var row: Int
    public init(section: Int, row: Int) {
        self.section = section
        self.row = row
    }

    public static func < (a: CellPath, b: CellPath) -> Bool { (a.section, a.row) < (b.section, b.row) }

    /// The identity of the row at this place when the story began (`TableRowSpec.identity`), which a cell
    /// showing a row without one of its own carries.
    public var identity: String { "\(section).\(row)" }

    public var description: String { "[\(section), \(row)]" }
}

/// UITableView.RowAnimation: how rows (or items) come and go.
public enum RowAnimation: String, Hashable, Sendable, CaseIterable {
    case automatic, fade, right, left, top, bottom, none, middle
}

/// Rows or items inserted, deleted or reloaded by a step (insertRows(at:with:) and their kin).
public struct ListEdit: Hashable, Sendable {
    public enum Change: String, Hashable, Sendable { case insert, delete, reload }
    /// A table's rows (or a list section's), or a collection view's items.
    public enum Cells: String, Hashable, Sendable { case rows, items }

    public var change: Change
    public var cells: Cells
    public var paths: [CellPath]
    /// The new rows (insert, reload), one for each path.
    public var rows: [TableRowSpec]
    /// The new items (insert, reload), one for each path.
    public var items: [ViewSpec]
    public var animation: RowAnimation

    public init(change: Change, cells: Cells, paths: [CellPath], rows: [TableRowSpec] = [], items: [ViewSpec] = [],
                animation: RowAnimation = .automatic) {
        self.change = change
        self.cells = cells
        self.paths = paths
        self.rows = rows
        self.items = items
        self.animation = animation
    }

    /// The step's key: insertRows, deleteItems...
    public var name: String {
        change.rawValue + (cells == .rows ? "Rows" : "Items")
    }
}

/// The swipe actions a row shows, revealed (UISwipeActionsConfiguration).
public struct SwipeSpec: Hashable, Sendable {
    public enum Edge: String, Hashable, Sendable, CaseIterable { case leading, trailing }
    public var path: CellPath
    public var edge: Edge
    /// Outermost first, as UISwipeActionsConfiguration(actions:) orders them.
    public var actions: [SwipeAction]

    public init(path: CellPath, edge: Edge = .trailing, actions: [SwipeAction] = []) {
        self.path = path
        self.edge = edge
        self.actions = actions
    }
}

/// A UIContextualAction.
public struct SwipeAction: Hashable, Sendable {
    public enum Style: String, Hashable, Sendable, CaseIterable { case normal, destructive }
    public var title: String?
    public var style: Style
    /// nil: systemRed when destructive, else the look's grey.
    public var backgroundColor: Color?
    public var image: ImageSpec?

    public init(title: String?, style: Style = .normal, backgroundColor: Color? = nil, image: ImageSpec? = nil) {
        self.title = title
        self.style = style
        self.backgroundColor = backgroundColor
        self.image = image
    }

    /// A trailing swipe's actions when the scene gives none: the table's Delete.
    public static let delete = SwipeAction(title: "Delete", style: .destructive)
}

/// A scroll to a row or an item (scrollToRow(at:at:animated:), scrollToItem(at:at:animated:)).
public struct CellScroll: Hashable, Sendable {
    /// Where the cell comes to rest in the list's frame (UITableView.ScrollPosition).
    public enum Position: String, Hashable, Sendable, CaseIterable { case top, middle, bottom }
    public var path: CellPath
    public var position: Position

    public init(path: CellPath, position: Position = .top) {
        self.path = path
        self.position = position
    }
}
