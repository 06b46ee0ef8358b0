import MockupCore

extension ModernLook {
    /// Flat cells with hairlines, in plain and grouped tables alike.
    func tableCell(_ cell: CellContent, frame: Rect, theme: Theme) -> [DisplayItem] {
        theme.flatCell(cell, frame: frame)
    }

    /// A thin stroked chevron.
    func disclosureChevron(in f: Rect, color: Color) -> DisplayItem {
        var p = Path()
        p.move(to: Point(x: f.minX + 1, y: f.minY + 1))
        p.line(to: Point(x: f.maxX - 1.5, y: f.midY))
        p.line(to: Point(x: f.minX + 1, y: f.maxY - 1))
        return .stroke(p, .color(color), StrokeStyle(width: 2, cap: .butt, join: .miter))
    }

    /// A thin stroked tick.
    func checkmark(in f: Rect, color: Color) -> DisplayItem {
        var p = Path()
        p.move(to: Point(x: f.minX + 1, y: f.minY + f.height * 0.5))
        p.line(to: Point(x: f.minX + f.width * 0.36, y: f.maxY - 1))
        p.line(to: Point(x: f.maxX - 1, y: f.minY + 1))
        return .stroke(p, .color(color), StrokeStyle(width: 2, cap: .butt, join: .miter))
    }

    /// A tint-coloured circled "i", and the grey chevron after it.
    func detailButton(_ f: Rect, theme: Theme) -> [DisplayItem] {
        let t = metrics.tables
        let tint = t.detailButtonColor
        let d = min(f.height, f.width)
        let circle = Rect(x: f.minX, y: f.midY - d / 2, width: d, height: d)
        let dot = Rect(x: circle.midX - 1.1, y: circle.minY + d * 0.24, width: 2.2, height: 2.2)
        let stem = Rect(x: circle.midX - 0.8, y: circle.minY + d * 0.41, width: 1.6, height: d * 0.36)
        let chevronFrame = Rect(x: f.maxX - t.disclosureSize.width, y: f.midY - t.disclosureSize.height / 2,
                                width: t.disclosureSize.width, height: t.disclosureSize.height)
        return [
            .stroke(.ellipse(in: circle.insetBy(dx: 0.5, dy: 0.5)), .color(tint), StrokeStyle(width: 1)),
            .fill(.ellipse(in: dot), .color(tint), .winding),
            .fill(.rect(stem), .color(tint), .winding),
            disclosureChevron(in: chevronFrame, color: t.disclosureColor),
        ]
    }
}
