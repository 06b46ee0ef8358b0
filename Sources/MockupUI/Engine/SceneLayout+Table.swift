import MockupCore

extension SceneLayout {
    /// A table view with what is on screen: the table header, section headers and
    /// footers, and the cells (UITableView keeps only visible cells in its
    /// hierarchy, so anything outside the table's frame is left out).
    ///
    /// Plain: rows span the width, titled sections get a 22-point bar.
    /// Grouped: sections are spaced by their headers and footers, which grow to
    /// fit their text; cells are inset by the look's grouped inset on each side.
    ///
    /// A table running `underlap` points on beneath a translucent bottom bar has
    /// its frame extended beneath it, and what lies there in the hierarchy.
    ///
    /// In the unsafe strips at the sides (landscape on a phone with a sensor
    /// housing) cells keep their backgrounds but inset their content, and
    /// rounded sections move in by the strip (UITableView, iOS 11:
    /// `insetsContentViewsToSafeArea`, and layout margins measured from the safe area).
    ///
    /// A list (a collection view's list configuration) shows no empty rows: `showsEmptyRows` false.
    func tableView(_ spec: TableViewSpec, frame visible: Rect, underlap: Double = 0, showsEmptyRows: Bool = true) -> PresentedView {
        let frame = Rect(x: visible.minX, y: visible.minY, width: visible.width, height: visible.height + underlap)
        let sides = safeAreaSides(of: frame)
        let readable = spec.cellLayoutMarginsFollowReadableWidth ? readableInset(of: frame) : 0
        let unsafe = EdgeInsets(top: 0, left: max(sides.left, readable), bottom: 0, right: max(sides.right, readable))
        var table = spec
        if table.style == .insetGrouped, metrics.tables.insetGroupedInset == nil { table.style = .grouped }
        var children: [PresentedView] = []
        func add(_ node: PresentedView) {
            if node.frame.intersects(frame) { children.append(node) }
        }
        var y = frame.minY - table.contentOffset
        if let view = table.tableHeaderView {
            let placed = tableEdgeView(view, y: y, table: frame)
            placed.node.map(add)
            y += placed.height
        } else if let header = table.header, !header.isEmpty {
            let view = tableText(header, style: metrics.tables.groupedFooterText, insets: metrics.tables.tableHeaderInsets + unsafe, y: y, table: frame)
            add(view)
            y = view.frame.maxY
        }
        if table.style != .plain, let first = table.sections.first, !(first.header ?? "").isEmpty {
            y += metrics.tables.groupedTitledFirstHeaderPadding
        }
        for (index, section) in table.sections.enumerated() {
            // Nothing below the table's bottom is in the hierarchy.
            guard y < frame.maxY else { break }
            y = layoutSection(section, index: index, table: table, y: y, frame: frame, unsafe: unsafe, add: add)
        }
        // A footer view, even an empty one, ends a plain table's empty rows (the usual `tableFooterView = UIView()`).
        if let view = table.tableFooterView, y < frame.maxY {
            let placed = tableEdgeView(view, y: y, table: frame)
            placed.node.map(add)
            y += placed.height
        }
        let emptyFrom: Double? = showsEmptyRows && table.style == .plain && table.tableFooterView == nil && y < frame.maxY ? y : nil
        var content = TableContent(style: table.style, emptyRowsFrom: emptyFrom, overflowsBottom: y > visible.maxY + 0.5)
        content.emptyRowHeight = table.rowHeight
        content.separator = separator(of: table)
        content.contentInset = unsafe.left
        content.scrolledBeneathTop = table.contentOffset > 0.5
        return PresentedView(kind: .tableView, frame: frame, clipsToBounds: true, content: .tableView(content), children: children)
    }

    /// How far a table's cells move in on each side to keep to the readable
    /// content guide: the guide (`Metrics.readableWidth`, centred within the
    /// cells' margins) less those margins.
    func readableInset(of frame: Rect) -> Double {
        max(0, (frame.width - metrics.readableWidth) / 2 - metrics.cellTextInset)
    }

    /// Lays out one section from `y` down, handing each part to `add`; returns the y below it.
    func layoutSection(
        _ section: TableSectionSpec, index sectionIndex: Int, table spec: TableViewSpec, y start: Double, frame table: Rect, unsafe: EdgeInsets,
        add: (PresentedView) -> Void
    ) -> Double {
        let style = spec.style
        var y = start
        if let padding = spec.sectionHeaderTopPadding, section.header != nil || section.headerView != nil { y += padding }
        let header = sectionSupplementary(section, isHeader: true, table: spec, y: y, frame: table, unsafe: unsafe)
        header.view.map(add)
        y += header.height
        let inset = sectionInset(style, table: table)
        // Sections drawn inset (rounded) move in by the unsafe strips; full-width ones inset their cells' content.
        let moved = inset > 0 ? unsafe : .zero, content = inset > 0 ? .zero : unsafe
        for (index, row) in section.rows.enumerated() {
            let width = table.width - 2 * inset - moved.left - moved.right
            let cellFrame = Rect(x: table.minX + inset + moved.left, y: y, width: width,
                                 height: rowHeight(row, table: spec, width: width, contentInsets: content))
            y += cellFrame.height
            guard cellFrame.intersects(table) else { continue }
            var cell = CellContent(
                tableStyle: style, selected: row.isHighlighted,
                isFirstInSection: index == 0, isLastInSection: index == section.rows.count - 1
            )
            if style == .insetGrouped { cell.sectionRadius = metrics.tables.insetGroupedRadius }
            cell.contentInset = content.left
            cell.separator = separator(of: spec)
            cell.background = row.backgroundColor
            cell.isSidebar = spec.isSidebar
            let identity = row.identity ?? CellPath(section: sectionIndex, row: index).identity
            for node in rowCell(row, identity: identity, frame: cellFrame, content: cell, contentInsets: content, editing: spec.isEditing) {
                add(node)
            }
        }
        let footer = sectionSupplementary(section, isHeader: false, table: spec, y: y, frame: table, unsafe: unsafe)
        footer.view.map(add)
        return y + footer.height
    }

    /// A section's header or footer and the height it takes: its view across
    /// the table (as tall as the table's section header or footer height, else
    /// its frame, else its content fits), else its title; a set height replaces the title's too.
    private func sectionSupplementary(
        _ section: TableSectionSpec, isHeader: Bool, table spec: TableViewSpec, y: Double, frame table: Rect, unsafe: EdgeInsets
    ) -> (view: PresentedView?, height: Double) {
        let fixed = isHeader ? spec.sectionHeaderHeight : spec.sectionFooterHeight
        if let view = isHeader ? section.headerView : section.footerView {
            let placed = tableEdgeView(view, y: y, table: table, height: fixed)
            return (placed.node, placed.height)
        }
        var text = sectionText(isHeader ? section.header : section.footer, isHeader: isHeader, style: spec.style, y: y, table: table, unsafe: unsafe)
        if let fixed {
            // The title keeps to the bottom of the height the table sets.
            let grown = fixed - text.height
            text.height = fixed
            if var view = text.view?.translated(0, grown) {
                view.frame = Rect(x: view.frame.minX, y: y, width: view.frame.width, height: fixed)
                text.view = view
            }
        }
        return text
    }

    /// A collection view's header or footer title, as a plain list's header shows it, inside `box`.
    func supplementaryTitle(_ title: String, box: Rect) -> PresentedView {
        let t = metrics.tables
        let insets = EdgeInsets(top: 0, left: t.plainHeaderInset, bottom: 0, right: t.plainHeaderInset)
        return tableText(title, style: t.plainHeaderText, insets: insets, y: box.minY, table: box, minHeight: box.height)
    }

    /// The height a collection view's header title takes across `width`.
    func supplementaryTitleHeight(_ title: String, width: Double) -> Double {
        let t = metrics.tables
        let text = t.plainHeaderText.display(title)
        let height = measurer.measure(text, font: t.plainHeaderText.font, maxWidth: max(0, width - 2 * t.plainHeaderInset), lineLimit: 0).height
        return max(metrics.plainSectionHeaderHeight, height.rounded(.up))
    }

    /// The table's separators as it sets them.
    private func separator(of table: TableViewSpec) -> CellSeparator {
        CellSeparator(isHidden: table.separatorStyle == .none, color: table.separatorColor,
                      inset: table.separatorInset.map { ($0.left, $0.right) })
    }

    /// A table header or footer view across the table from `y`: as tall as its
    /// frame, else as its content fits at the table's width; and the height it takes.
    private func tableEdgeView(_ view: ViewSpec, y: Double, table: Rect, height fixed: Double? = nil) -> (node: PresentedView?, height: Double) {
        var placed = view
        let height = fixed ?? view.frame?.height ?? fittingSize(of: view, width: table.width, exactWidth: true).height
        placed.frame = Rect(x: 0, y: 0, width: table.width, height: height)
        placed.autoresizingMask = []
        let box = Rect(x: table.minX, y: y, width: table.width, height: height)
        // NB: only bars can fail to lay out; a table's header view holding one is left out rather than failing the table.
        return ((try? layoutView(placed, in: ParentFrame(frame: box, declaredSize: box.size))) ?? nil, height)
    }

    /// How far a section's cells are inset from the table's sides: the look's
    /// grouped inset, or its inset-grouped one (wider on wide screens).
    private func sectionInset(_ style: TableViewSpec.TableStyle, table: Rect) -> Double {
        let t = metrics.tables
        switch style {
        case .plain: return 0
        case .grouped: return t.groupedInset
        case .insetGrouped: return table.width >= 414 ? t.insetGroupedWideInset : t.insetGroupedInset ?? t.groupedInset
        }
    }

    /// A section's header or footer and the height it takes. Plain: a 22-point
    /// bar when titled, nothing otherwise. Grouped: the title grown to fit, or
    /// only the spacing when untitled.
    private func sectionText(
        _ text: String?, isHeader: Bool, style: TableViewSpec.TableStyle, y: Double, table: Rect, unsafe: EdgeInsets
    ) -> (view: PresentedView?, height: Double) {
        let t = metrics.tables
        let title = text.flatMap { $0.isEmpty ? nil : $0 }
        let spacing = isHeader ? t.groupedHeaderSpacing : t.groupedFooterSpacing
        switch (style, title) {
        case (.plain, let title?):
            return (plainSectionBar(title, y: y, table: table, unsafe: unsafe), metrics.plainSectionHeaderHeight)
        case (.plain, nil):
            return (nil, 0)
        case (.grouped, let title?), (.insetGrouped, let title?):
            // Titles keep their place relative to the section's cells.
            let shift = sectionInset(style, table: table) - t.groupedInset
            var insets = (isHeader ? t.groupedHeaderInsets : t.groupedFooterInsets) + unsafe
            insets.left += shift
            insets.right += shift
            let least = isHeader ? t.groupedTitledHeaderHeight ?? spacing : spacing
            let view = tableText(
                title, style: isHeader ? t.groupedHeaderText : t.groupedFooterText, insets: insets, y: y, table: table, minHeight: least
            )
            return (view, view.frame.height)
        case (.grouped, nil), (.insetGrouped, nil):
            return (nil, spacing)
        }
    }

    /// A plain section's header or footer: a bar across the table with its title on one line.
    private func plainSectionBar(_ title: String, y: Double, table: Rect, unsafe: EdgeInsets) -> PresentedView {
        let t = metrics.tables
        let frame = Rect(x: table.minX, y: y, width: table.width, height: metrics.plainSectionHeaderHeight)
        let inset = t.plainHeaderInset
        let box = Rect(x: frame.minX + inset + unsafe.left, y: frame.minY,
                       width: max(0, frame.width - 2 * inset - unsafe.left - unsafe.right), height: frame.height)
        let label = styledLabel(t.plainHeaderText.display(title), style: t.plainHeaderText, frame: box)
        return PresentedView(kind: .view, frame: frame, content: .tableDecoration(.plainSectionBar), children: [label])
    }

    /// A transparent view across the table holding wrapped text within `insets`;
    /// as tall as the text needs, and at least `minHeight`, its text at the bottom.
    private func tableText(
        _ text: String, style: TableTextStyle, insets: EdgeInsets, y: Double, table: Rect, minHeight: Double = 0
    ) -> PresentedView {
        let shown = style.display(text)
        let width = max(0, table.width - insets.left - insets.right)
        let textHeight = measurer.measure(shown, font: style.font, maxWidth: width, lineLimit: 0).height.rounded(.up)
        let height = max(minHeight, insets.top + textHeight + insets.bottom)
        let frame = Rect(x: table.minX, y: y, width: table.width, height: height)
        let box = Rect(x: frame.minX + insets.left, y: frame.maxY - insets.bottom - textHeight, width: width, height: textHeight)
        let label = styledLabel(shown, style: style, frame: box, lineLimit: 0)
        return PresentedView(kind: .view, frame: frame, children: [label])
    }

    /// A label in a table style (one line unless told), truncated with an ellipsis.
    func styledLabel(_ text: String, style: TableTextStyle, frame: Rect, color: Color? = nil, lineLimit: Int = 1) -> PresentedView {
        let run = TextRun(
            text: text, font: style.font, color: color ?? style.color, box: frame,
            alignment: style.alignment, lineLimit: lineLimit, shadow: style.shadow
        )
        return .label(run)
    }
}
