import MockupCore

extension IOS26Look {
    /// An inset grouped section is a card with iOS 26's rounder corners
    /// (its radius from the layout, `TableMetrics.insetGroupedRadius`), its
    /// separators from the text to 16 points before the card's trailing edge
    /// (R3 §4c, HA); plain and grouped cells as iOS 17 draws them.
    func tableCell(_ cell: CellContent, frame: Rect, theme: Theme) -> [DisplayItem] {
        guard cell.tableStyle == .insetGrouped else { return kept.tableCell(cell, frame: frame, theme: theme) }
        let r = cell.sectionRadius
        let top = cell.isFirstInSection ? r : 0, bottom = cell.isLastInSection ? r : 0
        let shape = Path.roundedRect(frame, radii: CornerRadii(topLeft: top, topRight: top, bottomRight: bottom, bottomLeft: bottom))
        var items: [DisplayItem] = [.fill(shape, theme.cellPaint(cell, frame), .winding)]
        if !cell.isLastInSection {
            let line = theme.tableLineWidth
            let inset = metrics.tables.groupedSeparatorInset
            let rect = Rect(x: frame.minX + inset, y: frame.maxY - line, width: max(0, frame.width - 2 * inset), height: line)
            items.append(.fill(.rect(theme.grid.snap(rect)), .color(metrics.tables.groupedBorder), .winding))
        }
        return items
    }

    func disclosureChevron(in frame: Rect, color: Color) -> DisplayItem {
        kept.disclosureChevron(in: frame, color: color)
    }

    func checkmark(in frame: Rect, color: Color) -> DisplayItem {
        kept.checkmark(in: frame, color: color)
    }

    func detailButton(_ frame: Rect, theme: Theme) -> [DisplayItem] {
        kept.detailButton(frame, theme: theme)
    }
}
