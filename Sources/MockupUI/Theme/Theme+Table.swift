import MockupCore

extension Theme {
    /// The table's background; a plain table continues its separators below the
    /// last row, one every row height, as UITableView does.
    func tableBackground(_ table: TableContent, frame: Rect) -> [DisplayItem] {
        var items: [DisplayItem] = [.fill(.rect(frame), .color(metrics.tableBackground), .winding)]
        if let from = table.emptyRowsFrom {
            var y = from + metrics.rowHeight
            while y - 1 < frame.maxY {
                let line = Rect(x: frame.minX + metrics.separatorInset, y: y - 1, width: frame.width - metrics.separatorInset, height: 1)
                items.append(.fill(.rect(grid.snap(line)), .color(metrics.separatorColor), .winding))
                y += metrics.rowHeight
            }
        }
        return items
    }

    /// A cell's background (the blue selection gradient when selected) and its bottom separator.
    func tableCell(_ cell: CellContent, frame: Rect) -> [DisplayItem] {
        var items: [DisplayItem] = []
        let body = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height - 1)
        if cell.selected {
            switch style {
            case .classic:
                // NB: about #058cf5 to #015ee6 (chosen, UIKIT-REFERENCE.md).
                items.append(.fill(.rect(body), .linearGradient(.vertical(body, [
                    .init(0, Color(hex: "#058cf5") ?? .white), .init(1, Color(hex: "#015ee6") ?? .white),
                ])), .winding))
            case .modern:
                items.append(.fill(.rect(body), .color(Color(r: 217, g: 217, b: 217)), .winding))
            }
        } else {
            items.append(.fill(.rect(body), .color(metrics.tableBackground), .winding))
        }
        if cell.separator {
            items.append(hairline(frame, edge: .bottom, color: metrics.separatorColor, inset: metrics.separatorInset))
        }
        return items
    }
}
