import MockupCore

extension Theme {
    /// A cell accessory drawn by the look as vector paths in its frame.
    /// `highlighted`: its cell is selected (chevrons and checkmarks take the
    /// look's `selectedAccessoryColor`, if it has one).
    func tableAccessory(_ accessory: TableRowSpec.Accessory, highlighted: Bool, frame: Rect) -> [DisplayItem] {
        let t = metrics.tables
        let selected = highlighted ? t.selectedAccessoryColor : nil
        switch accessory {
        case .none:
            return []
        case .disclosureIndicator:
            return [look.disclosureChevron(in: frame, color: selected ?? t.disclosureColor)]
        case .checkmark:
            return [look.checkmark(in: frame, color: selected ?? t.checkmarkColor)]
        case .detailDisclosureButton:
            return look.detailButton(frame, theme: self)
        }
    }

    /// A closed polygon given in a `unit`-sized box, scaled into `f`.
    static func polygon(in f: Rect, unit: Size, _ points: [(Double, Double)]) -> Path {
        var p = Path()
        for (i, (x, y)) in points.enumerated() {
            let point = Point(x: f.minX + x * f.width / unit.width, y: f.minY + y * f.height / unit.height)
            if i == 0 { p.move(to: point) } else { p.line(to: point) }
        }
        p.close()
        return p
    }
}
