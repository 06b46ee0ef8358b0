/// Every view a view holds, wherever it holds it: its subviews, and the views
/// its kind keeps inside itself (a table row's accessory view, a bar's title
/// view and its items' custom views). Steps that name a view by id find it
/// through this one walk, so a new place a view can live is one case here.
///
///     var view = ViewSpec(kind: .tableView(table))       // a row holds a switch with id "wifi"
///     view.withEachView { v in v.id == "wifi" }          // true: found, and `v` was writable
extension ViewSpec {
    /// Calls `body` on this view, then on every view it holds, depth first,
    /// until `body` returns true; true when it did. `body` may change the view.
    @discardableResult
    public mutating func withEachView(_ body: (inout ViewSpec) -> Bool) -> Bool {
        if body(&self) { return true }
        switch kind {
        case .tableView(var table):
            defer { kind = .tableView(table) }
            if table.tableHeaderView?.withEachView(body) == true || table.tableFooterView?.withEachView(body) == true { return true }
            for s in table.sections.indices {
                if table.sections[s].headerView?.withEachView(body) == true || table.sections[s].footerView?.withEachView(body) == true { return true }
                for r in table.sections[s].rows.indices where table.sections[s].rows[r].withEachView(body) { return true }
            }
        case .collectionView(var collection):
            defer { kind = .collectionView(collection) }
            for s in collection.sections.indices {
                if collection.sections[s].headerView?.withEachView(body) == true || collection.sections[s].footerView?.withEachView(body) == true {
                    return true
                }
                for i in collection.sections[s].items.indices where collection.sections[s].items[i].withEachView(body) { return true }
                for r in collection.sections[s].rows.indices where collection.sections[s].rows[r].withEachView(body) { return true }
            }
        case .navigationBar(var bar):
            defer { kind = .navigationBar(bar) }
            for i in bar.items.indices where bar.items[i].withEachView(body) { return true }
        case .toolbar(var bar):
            defer { kind = .toolbar(bar) }
            for i in bar.items.indices where bar.items[i].withEachView(body) { return true }
        default:
            break
        }
        for i in subviews.indices where subviews[i].withEachView(body) { return true }
        return false
    }

    /// Whether a scroll step naming `id` (nil: any) acts on this view: it scrolls, and has that id.
    func isScrollTarget(id: String?) -> Bool { verticalOffset != nil && (id == nil || self.id == id) }
}

extension NavigationItemSpec {
    /// `ViewSpec.withEachView` over the item's title view and its bar button items' custom views.
    @discardableResult
    mutating func withEachView(_ body: (inout ViewSpec) -> Bool) -> Bool {
        if titleView?.withEachView(body) == true { return true }
        for i in leftBarButtonItems.indices where leftBarButtonItems[i].withEachView(body) { return true }
        for i in rightBarButtonItems.indices where rightBarButtonItems[i].withEachView(body) { return true }
        return backBarButtonItem?.withEachView(body) == true
    }
}

extension TableRowSpec {
    /// `ViewSpec.withEachView` over the row's accessory view and content view.
    @discardableResult
    mutating func withEachView(_ body: (inout ViewSpec) -> Bool) -> Bool {
        accessoryView?.withEachView(body) == true || contentView?.withEachView(body) == true
    }
}

extension BarButtonItemSpec {
    /// `ViewSpec.withEachView` over the item's custom view.
    @discardableResult
    mutating func withEachView(_ body: (inout ViewSpec) -> Bool) -> Bool {
        customView?.withEachView(body) == true
    }
}
