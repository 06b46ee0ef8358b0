import MockupCore
import MockupUI
import Yams

/// The list steps' values: rows and items inserted, deleted and reloaded, and swipe actions.
extension SceneDecoder {
    /// The keys each list edit takes.
    static let listEditKeys: [String: [String]] = [
        "insertRows": ["at", "rows", "with"], "deleteRows": ["at", "with"], "reloadRows": ["at", "rows", "with"],
        "insertItems": ["at", "items"], "deleteItems": ["at"], "reloadItems": ["at", "items"],
    ]
    static let swipeKeys = ["row", "edge", "actions"]
    static let swipeActionKeys = ["title", "style", "backgroundColor", "image"]
    static let cellScrollKeys = ["row", "item", "position"]

    /// `{row: PATH, position: top|middle|bottom}` or `{item: PATH, ...}`: a scroll to a row or an item.
    func cellScroll(_ node: Node, _ path: DocumentPath) -> CellScroll? {
        guard let m = reader.mapping(node, path, keys: Self.cellScrollKeys) else { return nil }
        m.exclusive(["row", "item"]) { _, _ in "a scroll goes to a 'row' or an 'item', not both" }
        guard let key = ["row", "item"].first(where: { m[$0] != nil }), let target = m[key] else {
            reader.error("a scroll to a cell needs 'row' or 'item' (or scroll to an offset: 'scroll: 200')", at: node, path)
            return nil
        }
        guard let cell = cellPath(target, m.path(key)) else { return nil }
        return CellScroll(path: cell, position: m.name("position", "scroll position") ?? .top)
    }

    /// `{at: [...], rows: [...], with: ANIMATION}`: the new rows (or items) one for each index path.
    func listEdit(_ name: String, _ node: Node, _ path: DocumentPath) -> ListEdit? {
        let keys = Self.listEditKeys[name] ?? []
        guard let m = reader.mapping(node, path, keys: keys) else { return nil }
        guard let atNode = m.required("at"), let paths = cellPaths(atNode, m.path("at")) else { return nil }
        let cells: ListEdit.Cells = name.hasSuffix("Rows") ? .rows : .items
        let change: ListEdit.Change = name.hasPrefix("insert") ? .insert : name.hasPrefix("delete") ? .delete : .reload
        var edit = ListEdit(change: change, cells: cells, paths: paths)
        edit.animation = m.name("with", "row animation") ?? .automatic
        if change != .delete {
            let key = cells == .rows ? "rows" : "items"
            guard let listNode = m.required(key), let list = reader.list(listNode, m.path(key)) else { return nil }
            if cells == .rows {
                edit.rows = list.compactMap { row($0.node, $0.path, prototypes: prototypesByName) }
            } else {
                edit.items = list.compactMap { collectionItem($0.node, $0.path, prototypes: prototypesByName) }
            }
            guard list.count == paths.count else {
                reader.error("'\(name)' gives \(paths.count) index path\(paths.count == 1 ? "" : "s") and \(list.count) \(key): one for each",
                             at: listNode, m.path(key))
                return nil
            }
        }
        return edit
    }

    /// Index paths: a list of rows of the first section (`[2, 5]`) or of
    /// `[section, row]` pairs (`[[1, 0]]`), or one row alone (`2`).
    private func cellPaths(_ node: Node, _ path: DocumentPath) -> [CellPath]? {
        if case .scalar = node { return cellPath(node, path).map { [$0] } }
        guard let list = reader.list(node, path) else { return nil }
        let paths = list.compactMap { cellPath($0.node, $0.path) }
        guard paths.count == list.count else { return nil }
        if paths.isEmpty { reader.error("expected at least one index path", at: node, path) }
        return paths.isEmpty ? nil : paths
    }

    /// A row of the first section (`2`), or `[section, row]`.
    func cellPath(_ node: Node, _ path: DocumentPath) -> CellPath? {
        if case .scalar = node { return reader.integer(node, path, .nonNegative).map { CellPath(section: 0, row: $0) } }
        guard let pair = pair(node, path, "index path [section, row]", .nonNegative) else { return nil }
        guard pair.0 == pair.0.rounded(), pair.1 == pair.1.rounded() else {
            reader.error("expected an index path of whole numbers [section, row]", at: node, path)
            return nil
        }
        return CellPath(section: Int(pair.0), row: Int(pair.1))
    }

    /// `{row: 2, edge: trailing, actions: [...]}`.
    func swipe(_ node: Node, _ path: DocumentPath) -> SwipeSpec? {
        guard let m = reader.mapping(node, path, keys: Self.swipeKeys) else { return nil }
        guard let rowNode = m.required("row"), let cell = cellPath(rowNode, m.path("row")) else { return nil }
        var swipe = SwipeSpec(path: cell)
        swipe.edge = m.name("edge", "swipe edge") ?? .trailing
        swipe.actions = m.list("actions", swipeAction) ?? []
        return swipe
    }

    /// An action: its title alone, or `{title, style, backgroundColor, image}`.
    private func swipeAction(_ node: Node, _ path: DocumentPath) -> SwipeAction? {
        if case .scalar = node { return reader.string(node, path).map { SwipeAction(title: $0) } }
        guard let m = reader.mapping(node, path, keys: Self.swipeActionKeys) else { return nil }
        var action = SwipeAction(title: m.string("title"))
        action.style = m.name("style", "swipe action style") ?? .normal
        action.backgroundColor = m.value("backgroundColor") { self.color($0, $1) }
        action.image = m.value("image") { self.image($0, $1) }
        if action.title == nil && action.image == nil {
            reader.error("a swipe action needs a 'title' or an 'image'", at: node, path)
            return nil
        }
        return action
    }
}
