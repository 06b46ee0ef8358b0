import MockupCore

extension Theme {
    /// A cell accessory drawn as vector paths in its frame. `highlighted`: its
    /// cell is selected (classic chevrons and checkmarks turn white).
    func tableAccessory(_ accessory: TableRowSpec.Accessory, highlighted: Bool, frame: Rect) -> [DisplayItem] {
        let t = metrics.tables
        let white = highlighted && style == .classic
        switch accessory {
        case .none:
            return []
        case .disclosureIndicator:
            return [chevron(in: frame, color: white ? .white : t.disclosureColor)]
        case .checkmark:
            return [checkmark(in: frame, color: white ? .white : t.checkmarkColor)]
        case .detailDisclosureButton:
            return style == .classic ? classicDetailButton(frame) : modernDetailButton(frame)
        }
    }

    /// Classic: a heavy filled chevron; modern: a thin stroked one.
    private func chevron(in f: Rect, color: Color) -> DisplayItem {
        switch style {
        case .classic:
            // A 9x13 outline, scaled to the frame: about 3 points thick.
            return .fill(polygon(in: f, unit: Size(width: 9, height: 13), [
                (0, 2.2), (2.2, 0), (8.7, 6.5), (2.2, 13), (0, 10.8), (4.3, 6.5),
            ]), .color(color), .winding)
        case .modern:
            var p = Path()
            p.move(to: Point(x: f.minX + 1, y: f.minY + 1))
            p.line(to: Point(x: f.maxX - 1.5, y: f.midY))
            p.line(to: Point(x: f.minX + 1, y: f.maxY - 1))
            return .stroke(p, .color(color), StrokeStyle(width: 2, cap: .butt, join: .miter))
        }
    }

    /// Classic: a filled tick, its long stroke heavier; modern: a thin stroked tick.
    private func checkmark(in f: Rect, color: Color) -> DisplayItem {
        switch style {
        case .classic:
            return .fill(polygon(in: f, unit: Size(width: 14, height: 14), [
                (0, 7.6), (2.1, 5.6), (5.2, 8.7), (11.9, 0), (14, 1.7), (5.4, 13.4),
            ]), .color(color), .winding)
        case .modern:
            var p = Path()
            p.move(to: Point(x: f.minX + 1, y: f.minY + f.height * 0.5))
            p.line(to: Point(x: f.minX + f.width * 0.36, y: f.maxY - 1))
            p.line(to: Point(x: f.maxX - 1, y: f.minY + 1))
            return .stroke(p, .color(color), StrokeStyle(width: 2, cap: .butt, join: .miter))
        }
    }

    /// iPhone OS 3: a glossy blue disc in a white ring with a drop shadow, and a white chevron.
    private func classicDetailButton(_ f: Rect) -> [DisplayItem] {
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
            .fill(polygon(in: arrow, unit: Size(width: 9, height: 13), [
                (0, 2.4), (2.4, 0), (8.9, 6.5), (2.4, 13), (0, 10.6), (4.1, 6.5),
            ]), .color(.white), .winding),
        ]
    }

    /// iOS 7: a tint-coloured circled "i", and the grey chevron after it.
    private func modernDetailButton(_ f: Rect) -> [DisplayItem] {
        let tint = metrics.tables.detailButtonColor
        let d = min(f.height, f.width)
        let circle = Rect(x: f.minX, y: f.midY - d / 2, width: d, height: d)
        let dot = Rect(x: circle.midX - 1.1, y: circle.minY + d * 0.24, width: 2.2, height: 2.2)
        let stem = Rect(x: circle.midX - 0.8, y: circle.minY + d * 0.41, width: 1.6, height: d * 0.36)
        let t = metrics.tables
        let chevronFrame = Rect(x: f.maxX - t.disclosureSize.width, y: f.midY - t.disclosureSize.height / 2,
                                width: t.disclosureSize.width, height: t.disclosureSize.height)
        return [
            .stroke(.ellipse(in: circle.insetBy(dx: 0.5, dy: 0.5)), .color(tint), StrokeStyle(width: 1)),
            .fill(.ellipse(in: dot), .color(tint), .winding),
            .fill(.rect(stem), .color(tint), .winding),
            chevron(in: chevronFrame, color: t.disclosureColor),
        ]
    }

    /// A closed polygon given in a `unit`-sized box, scaled into `f`.
    private func polygon(in f: Rect, unit: Size, _ points: [(Double, Double)]) -> Path {
        var p = Path()
        for (i, (x, y)) in points.enumerated() {
            let point = Point(x: f.minX + x * f.width / unit.width, y: f.minY + y * f.height / unit.height)
            if i == 0 { p.move(to: point) } else { p.line(to: point) }
        }
        p.close()
        return p
    }
}
