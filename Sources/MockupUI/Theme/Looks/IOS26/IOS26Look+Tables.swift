import MockupCore

extension IOS26Look {
    /// An inset grouped section is a card with iOS 26's rounder corners
    /// (its radius from the layout, `TableMetrics.insetGroupedRadius`), its
    /// separators from the text to 16 points before the card's trailing edge
    /// (R3 §4c, HA); plain and grouped cells as iOS 17 draws them.
    func tableCell(_ cell: CellContent, frame: Rect, theme: Theme) -> [DisplayItem] {
        guard cell.tableStyle == .insetGrouped else { return kept.tableCell(cell, frame: frame, theme: theme) }
        return kept.insetGroupedCell(cell, frame: frame, theme: theme, separatorEndInset: metrics.tables.groupedSeparatorInset)
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
