/// The views a controller holds itself (not its children's): its root view,
/// its navigation item's title view and bar button items, its toolbar items.
extension ControllerNode {
    /// Calls `body` on each view the controller holds, the root view's tree
    /// first, until `body` returns true; true when it did. `body` may change the view.
    @discardableResult
    mutating func withEachView(_ body: (inout ViewSpec) -> Bool) -> Bool {
        if case .content(var view?) = container {
            let found = view.withEachView(body)
            container = .content(view)
            if found { return true }
        }
        if spec.navigationItem?.withEachView(body) == true { return true }
        if var items = toolbarItems {
            defer { toolbarItems = items }
            for i in items.indices where items[i].withEachView(body) { return true }
        }
        if case .toolbar(var bar) = container {
            defer { container = .toolbar(bar) }
            for i in bar.items.indices where bar.items[i].withEachView(body) { return true }
        }
        return false
    }

    /// Every view the controller holds itself.
    var ownViews: [ViewSpec] {
        var copy = self, views: [ViewSpec] = []
        copy.withEachView { views.append($0); return false }
        return views
    }
}
