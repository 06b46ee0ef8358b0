import MockupCore

extension Theme {
    /// Separator and border thickness: the look's `lineWidth`, else one device pixel.
    var tableLineWidth: Double { metrics.tables.lineWidth ?? grid.hairline }

    /// The table's background: white for plain tables, which continue their
    /// separators below the last row, one every row height, as UITableView does;
    /// the grouped background otherwise (pinstriped where the look has a pinstripe).
    func tableBackground(_ table: TableContent, frame: Rect) -> [DisplayItem] {
        let t = metrics.tables
        if let background = table.background {
            return background.alpha == 0 ? [] : [.fill(.rect(frame), .color(background), .winding)]
        }
        switch table.style {
        case .plain:
            var items: [DisplayItem] = [.fill(.rect(frame), .color(metrics.tableBackground), .winding)]
            if let from = table.emptyRowsFrom, !table.separator.isHidden {
                let line = tableLineWidth, height = max(1, table.emptyRowHeight ?? metrics.rowHeight)
                var y = from + height
                while y - line < frame.maxY {
                    let inset = (table.separator.inset?.left ?? metrics.separatorInset) + table.contentInset
                    let rect = Rect(x: frame.minX + inset, y: y - line, width: frame.width - inset - (table.separator.inset?.right ?? 0), height: line)
                    items.append(.fill(.rect(grid.snap(rect)), .color(table.separator.color ?? metrics.separatorColor), .winding))
                    y += height
                }
            }
            return items
        case .grouped, .insetGrouped:
            var items: [DisplayItem] = [.fill(.rect(frame), .color(t.groupedBackground), .winding)]
            if let stripe = t.pinstripe { items.append(pinstripes(frame, color: stripe)) }
            return items
        }
    }

    /// Vertical lines one device pixel wide, one every `pinstripePeriod` device
    /// pixels from the frame's left edge (the pattern is drawn at device scale).
    private func pinstripes(_ frame: Rect, color: Color) -> DisplayItem {
        let scale = grid.scale
        let first = clampedInt((frame.minX * scale).rounded()), last = clampedInt((frame.maxX * scale).rounded())
        var path = Path()
        for column in stride(from: first, to: last, by: max(1, metrics.tables.pinstripePeriod)) {
            path.append(.rect(Rect(x: Double(column) / scale, y: frame.minY, width: 1 / scale, height: frame.height)))
        }
        return .fill(path, .color(color), .winding)
    }

    /// A flat cell: its background (the selection highlight when selected) and a
    /// separator along the bottom; in a grouped section, full-width lines close
    /// the section above and below and inset ones part the cells.
    func flatCell(_ cell: CellContent, frame: Rect) -> [DisplayItem] {
        let t = metrics.tables
        let line = tableLineWidth
        let body = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height - line)
        var items: [DisplayItem] = [.fill(.rect(body), cellPaint(cell, body), .winding)]
        let separator = cell.separator
        guard !separator.isHidden else { return items }
        switch cell.tableStyle {
        case .plain:
            items.append(cellLine(frame, y: frame.maxY - line, inset: (separator.inset?.left ?? metrics.separatorInset) + cell.contentInset,
                                  trailing: separator.inset?.right ?? 0, color: separator.color ?? metrics.separatorColor))
        case .grouped, .insetGrouped:
            if cell.isFirstInSection { items.append(cellLine(frame, y: frame.minY, inset: 0, color: separator.color ?? t.groupedBorder)) }
            let inset = cell.isLastInSection ? 0 : (separator.inset?.left ?? t.groupedSeparatorInset) + cell.contentInset
            items.append(cellLine(frame, y: frame.maxY - line, inset: inset, trailing: cell.isLastInSection ? 0 : separator.inset?.right ?? 0,
                                  color: separator.color ?? t.groupedBorder))
        }
        return items
    }

    /// A sidebar list's cell: nothing of its own on the list's background,
    /// and when selected a rounded highlight (`TableMetrics.sidebarSelected...`).
    func sidebarCell(_ cell: CellContent, frame: Rect) -> [DisplayItem] {
        let t = metrics.tables
        if let background = cell.background { return [.fill(.rect(frame), .color(background), .winding)] }
        guard cell.selected else { return [] }
        let body = grid.snap(frame)
        return [.fill(.roundedRect(body, radius: min(t.sidebarSelectionRadius, body.height / 2)), .color(t.sidebarSelectedFill), .winding)]
    }

    /// What fills a cell's body: white, or the selection highlight.
    func cellPaint(_ cell: CellContent, _ body: Rect) -> Paint {
        if cell.selected { return verticalPaint(metrics.tables.selectedFill, body) }
        if let background = cell.background { return .color(background) }
        let grouped = cell.tableStyle != .plain ? metrics.tables.groupedCellBackground : nil
        return .color(grouped ?? metrics.tableBackground)
    }

    /// A top-to-bottom gradient across `rect`, or a flat colour when every stop is the same.
    private func verticalPaint(_ stops: [LinearGradient.Stop], _ rect: Rect) -> Paint {
        if let first = stops.first, stops.allSatisfy({ $0.color == first.color }) { return .color(first.color) }
        return .linearGradient(.vertical(rect, stops))
    }

    private func cellLine(_ frame: Rect, y: Double, inset: Double, trailing: Double = 0, color: Color) -> DisplayItem {
        let rect = Rect(x: frame.minX + inset, y: y, width: max(0, frame.width - inset - trailing), height: tableLineWidth)
        return .fill(.rect(grid.snap(rect)), .color(color), .winding)
    }

    /// A plain section's header or footer bar, or a cell's accessory.
    func tableDecoration(_ decoration: TableDecoration, frame: Rect) -> [DisplayItem] {
        switch decoration {
        case .plainSectionBar:
            let t = metrics.tables
            var items: [DisplayItem] = [.fill(.rect(frame), verticalPaint(t.plainHeaderFill, frame), .winding)]
            if let top = t.plainHeaderTopLine { items.append(cellLine(frame, y: frame.minY, inset: 0, color: top)) }
            if let bottom = t.plainHeaderBottomLine { items.append(cellLine(frame, y: frame.maxY - tableLineWidth, inset: 0, color: bottom)) }
            return items
        case .accessory(let accessory, let highlighted):
            return tableAccessory(accessory, highlighted: highlighted, frame: frame)
        }
    }
}
