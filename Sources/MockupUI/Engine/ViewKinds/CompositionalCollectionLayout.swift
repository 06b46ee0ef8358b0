import MockupCore

extension SceneLayout {
    /// A collection view with a compositional layout: its sections one below
    /// the other, `interSectionSpacing` apart, each laid out by its own section layout.
    ///
    /// A layout that is one list throughout
    /// (`UICollectionViewCompositionalLayout.list(using:)`) is laid out as a
    /// table of the same appearance is (UICollectionLayoutListConfiguration
    /// follows UITableView's metrics), without a plain table's empty rows.
    func compositionalCollection(
        _ collection: CollectionViewSpec, _ compositional: CompositionalLayout, spec: ViewSpec, frame: Rect
    ) throws(DiagnosticError) -> PresentedView {
        let layouts = collection.sections.indices.map { compositional.layout(ofSection: $0) }
        if case .list(let appearance) = compositional.layout(ofSection: 0), layouts.allSatisfy({ $0 == .list(appearance) }),
           compositional.interSectionSpacing == 0 {
            var list = listTable(appearance, sections: collection.sections)
            list.contentOffset = collection.contentOffset
            var node = tableView(list, frame: frame, showsEmptyRows: false)
            node.kind = PresentedKind(spec.kind)
            if let background = spec.backgroundColor, case .tableView(var content) = node.content {
                content.background = background
                node.content = .tableView(content)
            }
            node.children = node.children.map(\.asListCell)
            return node
        }
        var placer = CollectionPlacer(frame: frame, layout: self)
        var y = frame.minY - collection.contentOffset
        for (index, section) in collection.sections.enumerated() {
            if index > 0 { y += compositional.interSectionSpacing }
            switch layouts[index] {
            case .list(let appearance):
                let table = listTable(appearance, sections: [section])
                y = layoutSection(table.sections[0], index: index, table: table, y: y, frame: frame, unsafe: EdgeInsets()) { placer.add($0.asListCell) }
            case .grid(let grid):
                y = try placer.grid(section, index: index, grid, y: y)
            }
        }
        var node = placer.collectionView(spec, overflowsBottom: y > frame.maxY + 0.5)
        if case .list(let appearance) = layouts.first, case .tableView(var content) = node.content, spec.backgroundColor == nil {
            // The first list section's appearance gives the background, as the list configuration sets it.
            content.background = nil
            content.style = appearance.tableStyle
            node.content = .tableView(content)
        }
        return node
    }

    /// A list configuration as the table of its appearance: sidebars are
    /// inset grouped (or plain) lists without separators.
    private func listTable(_ appearance: CompositionalLayout.ListAppearance, sections: [CollectionSectionSpec]) -> TableViewSpec {
        var table = TableViewSpec(style: appearance.tableStyle, sections: sections.map { section in
            var rows = section.rows
            if rows.isEmpty {
                rows = section.cells(section: 0).map { item in
                    var row = TableRowSpec(text: "")
                    row.contentView = item.content
                    row.identity = section.identities.isEmpty ? nil : item.identity
                    return row
                }
            }
            var table = TableSectionSpec(header: section.header, footer: section.footer, rows: rows)
            table.headerView = section.headerView
            table.footerView = section.footerView
            return table
        })
        if appearance == .sidebar || appearance == .sidebarPlain {
            table.separatorStyle = TableViewSpec.SeparatorStyle.none
            table.isSidebar = true
        }
        return table
    }
}

extension CollectionPlacer {
    /// A grid section from `y` down; returns the y below it. Its header, then
    /// groups of `columns` equal items `interItemSpacing` apart, one below the
    /// other `interGroupSpacing` apart inside the content insets; or, when it
    /// scrolls orthogonally, one row of groups side by side at rest (the first
    /// at the leading inset, or centred when paging centres groups), then its footer.
    /// Headers and footers span the section inside its content insets
    /// (`supplementariesFollowContentInsets`, true by default).
    mutating func grid(
        _ section: CollectionSectionSpec, index sectionIndex: Int, _ grid: CompositionalLayout.GridSection, y start: Double
    ) throws(DiagnosticError) -> Double {
        let insets = grid.contentInsets
        let width = max(0, frame.width - insets.left - insets.right)
        let left = frame.minX + insets.left
        var y = start
        func supplementaryHeight(_ dimension: CompositionalLayout.Dimension, title: String?, view: ViewSpec?) -> Double {
            dimension.resolved(width: width, height: frame.height) ?? self.supplementaryHeight(title: title, view: view, width: width)
        }
        if section.header != nil || section.headerView != nil {
            let height = supplementaryHeight(grid.headerHeight, title: section.header, view: section.headerView)
            try supplementary(title: section.header, view: section.headerView, box: Rect(x: left, y: y, width: width, height: height))
            y += height
        }
        y += insets.top
        let columns = max(1, grid.columns)
        let groupWidth = grid.width.resolved(width: width, height: frame.height) ?? width
        let itemWidth = max(0, (groupWidth - grid.interItemSpacing * Double(columns - 1)) / Double(columns))
        let items = section.cells(section: sectionIndex)
        let groups = stride(from: 0, to: items.count, by: columns).map { Array(items[$0..<min(items.count, $0 + columns)]) }
        func height(of group: [(content: ViewSpec, identity: String)]) -> Double {
            grid.height.resolved(width: width, height: frame.height)
                ?? group.map { layout.fittingSize(of: $0.content, width: itemWidth, exactWidth: true).height }.max() ?? 0
        }
        func place(_ group: [(content: ViewSpec, identity: String)], x: Double, y: Double, height: Double) throws(DiagnosticError) {
            for (i, item) in group.enumerated() {
                try cell(item.content, identity: item.identity,
                         box: Rect(x: x + Double(i) * (itemWidth + grid.interItemSpacing), y: y, width: itemWidth, height: height))
            }
        }
        if grid.orthogonalScrollingBehavior == .none {
            for (g, group) in groups.enumerated() {
                if g > 0 { y += grid.interGroupSpacing }
                let h = height(of: group)
                try place(group, x: left, y: y, height: h)
                y += h
            }
        } else {
            // One row: estimated heights take the tallest group's.
            let h = groups.map(height).max() ?? 0
            var x = grid.orthogonalScrollingBehavior == .groupPagingCentered ? frame.minX + (frame.width - groupWidth) / 2 : left
            for group in groups {
                try place(group, x: x, y: y, height: h)
                x += groupWidth + grid.interGroupSpacing
            }
            y += h
        }
        y += insets.bottom
        if section.footer != nil || section.footerView != nil {
            let height = supplementaryHeight(grid.footerHeight, title: section.footer, view: section.footerView)
            try supplementary(title: section.footer, view: section.footerView, box: Rect(x: left, y: y, width: width, height: height))
            y += height
        }
        return y
    }
}

extension CompositionalLayout.ListAppearance {
    /// The table style whose metrics the list follows: sidebars are inset grouped (or plain) lists.
    var tableStyle: TableViewSpec.TableStyle {
        switch self {
        case .plain, .sidebarPlain: .plain
        case .grouped: .grouped
        case .insetGrouped, .sidebar: .insetGrouped
        }
    }
}

extension PresentedView {
    /// A table's node as a list's: its cells are collection view cells (UICollectionViewListCell).
    fileprivate var asListCell: PresentedView {
        var node = self
        if node.kind == .tableCell { node.kind = .collectionViewCell }
        return node
    }
}
