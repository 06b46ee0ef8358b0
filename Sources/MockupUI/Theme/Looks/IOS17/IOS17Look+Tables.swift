import MockupCore

extension IOS17Look {
    /// Plain and grouped cells are flat with hairlines; an inset grouped section
    /// is a white card with rounded outer corners, separators inset to the text
    /// between its cells and no outline.
    func tableCell(_ cell: CellContent, frame: Rect, theme: Theme) -> [DisplayItem] {
        guard cell.tableStyle == .insetGrouped else { return theme.flatCell(cell, frame: frame) }
        return insetGroupedCell(cell, frame: frame, theme: theme, separatorEndInset: 0)
    }

    /// A cell of an inset grouped card: its section's outer corners rounded
    /// (`CellContent.sectionRadius`), the separator beneath it (but the last)
    /// from the text to `separatorEndInset` before the card's trailing edge.
    func insetGroupedCell(_ cell: CellContent, frame: Rect, theme: Theme, separatorEndInset: Double) -> [DisplayItem] {
        let r = cell.sectionRadius
        let top = cell.isFirstInSection ? r : 0, bottom = cell.isLastInSection ? r : 0
        let shape = Path.roundedRect(frame, radii: CornerRadii(topLeft: top, topRight: top, bottomRight: bottom, bottomLeft: bottom))
        var items: [DisplayItem] = [.fill(shape, theme.cellPaint(cell, frame), .winding)]
        if !cell.isLastInSection {
            let line = theme.tableLineWidth
            let inset = metrics.tables.groupedSeparatorInset
            let rect = Rect(x: frame.minX + inset, y: frame.maxY - line, width: max(0, frame.width - inset - separatorEndInset), height: line)
            items.append(.fill(.rect(theme.grid.snap(rect)), .color(metrics.tables.groupedBorder), .winding))
        }
        return items
    }

    func disclosureChevron(in frame: Rect, color: Color) -> DisplayItem {
        base.disclosureChevron(in: frame, color: color)
    }

    func checkmark(in frame: Rect, color: Color) -> DisplayItem {
        base.checkmark(in: frame, color: color)
    }

    func detailButton(_ frame: Rect, theme: Theme) -> [DisplayItem] {
        base.detailButton(frame, theme: theme)
    }
}
