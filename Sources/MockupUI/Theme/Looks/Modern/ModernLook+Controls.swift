import MockupCore

extension ModernLook {
    /// Buttons have no chrome: a title or a glyph in the tint.
    func buttonChrome(_ button: ButtonContent, frame: Rect, theme: Theme) -> [DisplayItem] {
        []
    }

    /// A tint outlined circle with a plus, or a circled "i" (iOS 7 draws detail
    /// disclosure and both info types alike).
    func buttonGlyph(_ type: ButtonSpec.ButtonType, tint: Color, box: Rect, theme: Theme) -> [DisplayItem] {
        let center = box.center
        var items: [DisplayItem] = [.stroke(.ellipse(in: box.insetBy(dx: 1, dy: 1)), .color(tint), StrokeStyle(width: 1))]
        if type == .contactAdd {
            let arm = box.width * 0.5, thick = 1.0
            items.append(.fill(.rect(Rect(x: center.x - arm / 2, y: center.y - thick / 2, width: arm, height: thick)), .color(tint), .winding))
            items.append(.fill(.rect(Rect(x: center.x - thick / 2, y: center.y - arm / 2, width: thick, height: arm)), .color(tint), .winding))
        } else {
            items += theme.letterI(center: center, height: box.height * 0.5, width: 1.5, color: tint)
        }
        return items
    }

    /// Outlined in the tint.
    func segmentedControl(_ look: SegmentedLook, frame: Rect, theme: Theme) -> [DisplayItem] {
        theme.segmentOutline(look, frame: frame, border: look.tint)
    }

    /// The tint when selected, else nothing (the control is see-through).
    func segment(_ segment: SegmentContent, frame: Rect, theme: Theme) -> [DisplayItem] {
        theme.outlinedSegment(segment, frame: frame, border: segment.look.tint) { _ in
            segment.selected ? .color(segment.look.tint) : nil
        }
    }

    /// White, with a hairline outline when `bordered`.
    func roundedField(_ frame: Rect, radius: Double, bordered: Bool, theme: Theme) -> [DisplayItem] {
        var items: [DisplayItem] = [.fill(.roundedRect(frame, radius: radius), .color(.white), .winding)]
        if bordered {
            items.append(.fill(theme.ring(frame, radius: radius, width: theme.grid.hairline), .color(metrics.controls.textFieldBorderTop), .evenOdd))
        }
        return items
    }
}
