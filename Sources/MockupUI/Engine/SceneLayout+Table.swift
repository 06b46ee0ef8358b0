import MockupCore

extension SceneLayout {
    /// A table view with the cells that are on screen (UITableView keeps only
    /// visible cells in its hierarchy), section headers and the table header.
    func tableView(_ table: TableViewSpec, frame: Rect) -> PresentedView {
        var children: [PresentedView] = []
        var y = frame.minY
        let width = frame.width
        if let header = table.header, !header.isEmpty {
            let headerFrame = Rect(x: frame.minX, y: y, width: width, height: metrics.rowHeight)
            children.append(tableText(header, frame: headerFrame.insetBy(dx: metrics.cellTextInset, dy: 0), font: metrics.cellTextFont))
            y += headerFrame.height
        }
        for section in table.sections {
            if let header = section.header, !header.isEmpty {
                let headerFrame = Rect(x: frame.minX, y: y, width: width, height: metrics.plainSectionHeaderHeight)
                if headerFrame.intersects(frame) {
                    children.append(tableText(header, frame: headerFrame.insetBy(dx: metrics.cellTextInset, dy: 0), font: metrics.cellTextFont))
                }
                y += headerFrame.height
            }
            for (index, row) in section.rows.enumerated() {
                let cellFrame = Rect(x: frame.minX, y: y, width: width, height: metrics.rowHeight)
                y += cellFrame.height
                guard cellFrame.intersects(frame) else { continue }
                let isLast = index == section.rows.count - 1
                children.append(tableCell(row, frame: cellFrame, style: table.style, separator: !isLast || table.style == .plain))
            }
            if let footer = section.footer, !footer.isEmpty {
                let footerFrame = Rect(x: frame.minX, y: y, width: width, height: metrics.plainSectionHeaderHeight)
                if footerFrame.intersects(frame) {
                    children.append(tableText(footer, frame: footerFrame.insetBy(dx: metrics.cellTextInset, dy: 0), font: metrics.cellDetailFont))
                }
                y += footerFrame.height
            }
        }
        let emptyFrom: Double? = table.style == .plain && y < frame.maxY ? y : nil
        return PresentedView(
            kind: "tableView", frame: frame, clipsToBounds: true,
            content: .tableView(TableContent(style: table.style, emptyRowsFrom: emptyFrom)), children: children
        )
    }

    func tableCell(_ row: TableRowSpec, frame: Rect, style: TableViewSpec.TableStyle, separator: Bool) -> PresentedView {
        let textColor = row.selected ? Color.white : metrics.cellTextColor
        let textFrame = Rect(
            x: frame.minX + metrics.cellTextInset, y: frame.minY,
            width: frame.width - 2 * metrics.cellTextInset, height: frame.height - 1
        )
        let run = TextRun(text: row.text, font: metrics.cellTextFont, color: textColor, box: textFrame)
        let label = PresentedView(kind: "label", frame: textFrame, text: row.text, content: .label(LabelContent(run: run)))
        return PresentedView(
            kind: "tableCell", frame: frame, text: row.text,
            content: .tableCell(CellContent(tableStyle: style, selected: row.selected, accessory: row.accessory, separator: separator)),
            children: [label]
        )
    }

    private func tableText(_ text: String, frame: Rect, font: Font) -> PresentedView {
        let run = TextRun(text: text, font: font, color: metrics.cellTextColor, box: frame)
        return PresentedView(kind: "label", frame: frame, text: text, content: .label(LabelContent(run: run)))
    }
}
