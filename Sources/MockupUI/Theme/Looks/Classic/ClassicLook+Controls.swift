import MockupCore

extension ClassicLook {
    /// iPhone OS 3's rounded rect: a white body in a 1-point grey outline; other buttons draw none.
    func buttonChrome(_ button: ButtonContent, frame: Rect, theme: Theme) -> [DisplayItem] {
        guard button.type == .roundedRect else { return [] }
        let controls = metrics.controls
        let radius = controls.buttonRadius
        let body = frame.insetBy(dx: 1, dy: 1)
        return [
            .fill(.roundedRect(frame, radius: radius), .color(controls.buttonBorder), .winding),
            .fill(.roundedRect(body, radius: radius - 1), theme.gloss(body, controls.buttonFill), .winding),
        ]
    }

    /// Glossy blue discs with a white ring (contact add, detail disclosure), or a
    /// circled "i" (info light and dark).
    func buttonGlyph(_ type: ButtonSpec.ButtonType, tint: Color, box: Rect, theme: Theme) -> [DisplayItem] {
        let controls = metrics.controls
        let center = box.center
        switch type {
        case .infoLight, .infoDark:
            let ink = type == .infoLight ? Color.white : controls.infoDarkColor
            let disc = box.insetBy(dx: 1, dy: 1)
            return [
                .stroke(.ellipse(in: disc.insetBy(dx: 1, dy: 1)), .color(ink), StrokeStyle(width: 2)),
            ] + theme.letterI(center: center, height: disc.height * 0.55, width: 2.2, color: ink)
        default:
            let ring = box.insetBy(dx: 2, dy: 2)
            let disc = ring.insetBy(dx: 2, dy: 2)
            var items: [DisplayItem] = [
                .fill(.ellipse(in: ring.offsetBy(dx: 0, dy: 1)), .color(controls.roundButtonShadow), .winding),
                .fill(.ellipse(in: ring), .color(.white), .winding),
                .fill(.ellipse(in: disc), theme.gloss(disc, controls.roundButtonGloss), .winding),
            ]
            // The gloss highlight over the upper half.
            let shine = Rect(x: disc.minX + disc.width * 0.12, y: disc.minY + 0.5, width: disc.width * 0.76, height: disc.height * 0.5)
            items.append(.fill(.ellipse(in: shine), theme.gloss(shine, [Color.white.withAlpha(0.45), Color.white.withAlpha(0.05)]), .winding))
            if type == .contactAdd {
                let arm = disc.width * 0.58, thick = 3.5
                items.append(.fill(.rect(Rect(x: center.x - arm / 2, y: center.y - thick / 2, width: arm, height: thick)), .color(.white), .winding))
                items.append(.fill(.rect(Rect(x: center.x - thick / 2, y: center.y - arm / 2, width: thick, height: arm)), .color(.white), .winding))
            } else {
                var chevron = Path()
                chevron.move(to: Point(x: center.x - 2.5, y: center.y - 5.5))
                chevron.line(to: Point(x: center.x + 3, y: center.y))
                chevron.line(to: Point(x: center.x - 2.5, y: center.y + 5.5))
                items.append(.stroke(chevron, .color(.white), StrokeStyle(width: 3.2, cap: .butt, join: .miter)))
            }
            return items
        }
    }

    func segmentedControl(_ look: SegmentedLook, frame: Rect, theme: Theme) -> [DisplayItem] {
        theme.segmentOutline(look, frame: frame, border: segmentBorder(look, theme: theme))
    }

    /// A gloss: from the bar tint for bar style (pressed in when selected); white, or blue when selected, for the others.
    func segment(_ segment: SegmentContent, frame: Rect, theme: Theme) -> [DisplayItem] {
        theme.outlinedSegment(segment, frame: frame, border: segmentBorder(segment.look, theme: theme)) { body in
            let controls = metrics.controls
            if segment.look.style == .bar {
                let shades = segment.selected ? controls.selectedBarSegmentShades : controls.barSegmentShades
                return theme.gloss(body, shades.map { theme.shade(segment.look.tint, $0) })
            }
            return theme.gloss(body, segment.selected ? controls.selectedSegmentGloss : controls.segmentGloss)
        }
    }

    /// The outline and divider colour: a darker shade of the bar tint for bar style, greys otherwise.
    private func segmentBorder(_ look: SegmentedLook, theme: Theme) -> Color {
        let controls = metrics.controls
        switch look.style {
        case .bar: return theme.shade(look.tint, controls.barSegmentBorderShade)
        case .plain: return controls.segmentBorder
        case .bordered: return controls.borderedSegmentBorder
        }
    }

    /// A grey outline darker at the top and a soft inner shadow under the top edge.
    func roundedField(_ frame: Rect, radius: Double, bordered: Bool, theme: Theme) -> [DisplayItem] {
        let controls = metrics.controls
        let inner = frame.insetBy(dx: 1, dy: 1)
        let innerPath = Path.roundedRect(inner, radius: max(0, radius - 1))
        var items: [DisplayItem] = [
            .fill(.roundedRect(frame, radius: radius), theme.gloss(frame, [controls.textFieldBorderTop, controls.textFieldBorderBottom]), .winding),
            .fill(innerPath, .color(.white), .winding),
        ]
        if let shadow = controls.textFieldInnerShadow {
            let band = Rect(x: inner.minX, y: inner.minY, width: inner.width, height: 3)
            items.append(.group(Group(clip: innerPath, items: [
                .fill(.rect(band), theme.gloss(band, [shadow, shadow.withAlpha(0)]), .winding),
            ])))
        }
        return items
    }
}
