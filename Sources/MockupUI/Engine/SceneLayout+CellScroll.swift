import MockupCore

extension SceneLayout {
    /// How tall a list is laid out to find where its cells lie (chosen: beyond any real list's content).
    static let tallList = 1_000_000.0

    /// The content offset that brings a row or item of a table or collection
    /// view to the top, middle or bottom of its list (scrollToRow(at:at:) and
    /// scrollToItem(at:at:)), clamped to the content's extent as UIKit does.
    /// The list is the view the scroll acts on, as any scroll step finds it: the
    /// one `id` names, else the innermost shown screen's first that scrolls.
    /// Its frame comes from the state laid out at rest; its content from the
    /// list laid out at rest in a frame tall enough to hold every cell.
    func cellOffset(_ state: SceneState, _ scrollTo: CellScroll, id: String?) -> Result<Double, CellOffsetProblem> {
        func problem(_ message: String) -> Result<Double, CellOffsetProblem> { .failure(CellOffsetProblem(message: message)) }
        guard let scrolling = state.scrollTarget(id: id) else {
            return problem(id.map { "no table or collection view in the hierarchy has id '\($0)'" } ?? "'scroll' to a row needs a table or collection view")
        }
        var list = scrolling.view
        guard let identities = list.listIdentities else {
            let named = id.map { "'\($0)'" } ?? "the first view that scrolls on the visible screen"
            return problem("'scroll' to a row needs a table or collection view; \(named) is a \(list.kind.name) (give the list's 'id')")
        }
        let path = scrollTo.path
        if let outside = SceneState.rangeProblem(path, in: identities.map(\.count), inserting: false) { return problem(outside) }
        var rest = state
        rest.setContentOffset(0, id: id)
        list.verticalOffset = 0
        guard let window = try? self.window(rest), let shown = window.firstList(id: list.id) else {
            return problem("the list is not shown at this step")
        }
        let visible = shown.frame
        // The tall frame is its own safe area: its content starts at its top.
        let tall = Rect(x: visible.minX, y: visible.minY, width: visible.width, height: Self.tallList)
        var parent = ParentFrame(frame: tall, declaredSize: tall.size)
        parent.safeArea = tall
        guard let content = try? list.kind.layout.present(list, frame: tall, parent: parent, in: self) else {
            return problem("the list cannot be laid out")
        }
        let identity = identities[path.section][path.row]
        guard let cell = content.children.first(where: { $0.cellIdentity == identity }) else { return problem("the row is not drawn") }
        // Content coordinates: 0 where the content starts. At rest the state shows its start at `origin`
        // (lower than the frame's top beneath a bar), found from the first cell.
        let target = cell.frame.minY - tall.minY
        let end = (content.children.map(\.frame.maxY).max() ?? tall.minY) - tall.minY
        var origin = visible.minY
        if let first = identities.lazy.compactMap(\.first).first,
           let tallFirst = content.children.first(where: { $0.cellIdentity == first }),
           let shownFirst = shown.children.first(where: { $0.cellIdentity == first }) {
            origin = shownFirst.frame.minY - (tallFirst.frame.minY - tall.minY)
        }
        let height = visible.maxY - origin
        var offset: Double
        switch scrollTo.position {
        case .top: offset = target
        case .middle: offset = target - (height - cell.frame.height) / 2
        case .bottom: offset = target - (height - cell.frame.height)
        }
        offset = min(max(0, offset), max(0, end - height))
        return .success(offset.rounded())
    }
}


extension ViewSpec {
    /// A table's or collection view's cells' identities, section by section (nil for other views).
    var listIdentities: [[String]]? {
        switch kind {
        case .tableView(let table):
            table.sections.enumerated().map { s, section in section.rows.enumerated().map { $1.identity ?? CellPath(section: s, row: $0).identity } }
        case .collectionView(let collection):
            collection.sections.enumerated().map { s, section in section.cells(section: s).map(\.identity) }
        default: nil
        }
    }
}

extension PresentedView {
    /// The first table or collection view in this tree (the one with `id`, when given).
    func firstList(id: String?) -> PresentedView? {
        if kind == .tableView || kind.name == "collectionView", id == nil || self.id == id { return self }
        for child in children { if let found = child.firstList(id: id) { return found } }
        return nil
    }
}
