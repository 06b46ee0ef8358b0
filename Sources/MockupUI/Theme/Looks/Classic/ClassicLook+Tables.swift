import MockupCore

extension ClassicLook {
    /// A grouped cell is a piece of its section's rounded, bordered box; a plain one is flat.
    func tableCell(_ cell: CellContent, frame: Rect, theme: Theme) -> [DisplayItem] {
        cell.tableStyle == .grouped ? groupedCell(cell, frame: frame, theme: theme) : theme.flatCell(cell, frame: frame)
    }

    /// The border colour filling the cell's shape, the body inside it: the sides, the
    /// section's top edge just above its first cell and a line along every cell's
    /// bottom (the separator, or the section's bottom edge) are what stays of the
    /// border. The top edge lies outside the cell, as iOS 5 draws it (conformance
    /// ios5-grouped-headers-footers.png: border at 66, separators at 110 and 154, bottom
    /// edge at 198, so the cells are 44 from 67).
    private func groupedCell(_ cell: CellContent, frame: Rect, theme: Theme) -> [DisplayItem] {
        let t = metrics.tables
        let line = theme.tableLineWidth
        let r = t.groupedCornerRadius
        let top = cell.isFirstInSection ? r : 0, bottom = cell.isLastInSection ? r : 0
        func radii(_ top: Double, _ bottom: Double) -> CornerRadii {
            CornerRadii(topLeft: top, topRight: top, bottomRight: bottom, bottomLeft: bottom)
        }
        let topLine = cell.isFirstInSection ? line : 0
        let outline = Rect(x: frame.minX, y: frame.minY - topLine, width: frame.width, height: frame.height + topLine)
        let body = Rect(x: frame.minX + line, y: frame.minY, width: frame.width - 2 * line, height: frame.height - line)
        return [
            .fill(.roundedRect(outline, radii: radii(top, bottom)), .color(t.groupedBorder), .winding),
            .fill(.roundedRect(body, radii: radii(max(0, top - line), max(0, bottom - line))), theme.cellPaint(cell, body), .winding),
        ]
    }

    /// A heavy filled chevron: a 9x13 outline scaled to the frame, about 3 points thick.
    func disclosureChevron(in f: Rect, color: Color) -> DisplayItem {
        .fill(Theme.polygon(in: f, unit: Size(width: 9, height: 13), [
            (0, 2.2), (2.2, 0), (8.7, 6.5), (2.2, 13), (0, 10.8), (4.3, 6.5),
        ]), .color(color), .winding)
    }

    /// A filled tick, its long stroke heavier.
    func checkmark(in f: Rect, color: Color) -> DisplayItem {
        .fill(Theme.polygon(in: f, unit: Size(width: 14, height: 14), [
            (0, 7.6), (2.1, 5.6), (5.2, 8.7), (11.9, 0), (14, 1.7), (5.4, 13.4),
        ]), .color(color), .winding)
    }

    /// A glossy blue disc in a white ring with a drop shadow, and a white chevron.
    func detailButton(_ f: Rect, theme: Theme) -> [DisplayItem] {
        let base = metrics.tables.detailButtonColor
        let d = min(f.width, f.height) - 2
        let ring = Rect(x: f.midX - d / 2, y: f.minY + 1, width: d, height: d)
        let disc = ring.insetBy(dx: 2.5, dy: 2.5)
        // NB: the gloss is a sharp step at the middle, like the classic bars (stops chosen).
        let gloss = LinearGradient.vertical(disc, [
            .init(0, base.lightened(0.5)), .init(0.5, base.lightened(0.2)), .init(0.5, base), .init(1, base.lightened(0.12)),
        ])
        let shadow = Shadow(color: Color.black.withAlpha(0.45), offset: Point(x: 0, y: 1), blur: 1.5)
        let arrow = Rect(x: disc.midX - 3, y: disc.midY - 5.5, width: 7.5, height: 11)
        return [
            .group(Group(shadow: shadow, items: [.fill(.ellipse(in: ring), .color(.white), .winding)])),
            .fill(.ellipse(in: disc), .linearGradient(gloss), .winding),
            .fill(Theme.polygon(in: arrow, unit: Size(width: 9, height: 13), [
                (0, 2.4), (2.4, 0), (8.9, 6.5), (2.4, 13), (0, 10.6), (4.1, 6.5),
            ]), .color(.white), .winding),
        ]
    }
}
