import MockupCore

extension Theme {
    /// The control's outline; its segments fill inside it and draw the dividers.
    func segmentedControl(_ look: SegmentedLook, frame: Rect) -> [DisplayItem] {
        [.fill(ring(frame, radius: segmentRadius(look), width: 1), .color(segmentBorder(look)), .evenOdd)]
    }

    /// A segment: its fill inside the outline (outer corners rounded on the end
    /// segments), the divider on its leading side, and its title.
    func segment(_ segment: SegmentContent, frame: Rect) -> [DisplayItem] {
        let leading = segment.isFirst ? 1.0 : 0, trailing = segment.isLast ? 1.0 : 0
        let body = Rect(x: frame.minX + leading, y: frame.minY + 1, width: frame.width - leading - trailing, height: frame.height - 2)
        let r = max(0, segmentRadius(segment.look) - 1)
        let radii = CornerRadii(
            topLeft: segment.isFirst ? r : 0, topRight: segment.isLast ? r : 0,
            bottomRight: segment.isLast ? r : 0, bottomLeft: segment.isFirst ? r : 0
        )
        var items: [DisplayItem] = []
        if let paint = segmentPaint(segment, body: body) {
            items.append(.fill(.roundedRect(body, radii: radii), paint, .winding))
        }
        if !segment.isFirst {
            let divider = controls.segmentDivider
            let line = Rect(x: frame.minX - divider, y: frame.minY, width: divider, height: frame.height)
            items.append(.fill(.rect(line), .color(segmentBorder(segment.look)), .winding))
        }
        items.append(placed(segment.title, in: frame))
        return items
    }

    private func segmentRadius(_ look: SegmentedLook) -> Double {
        look.style == .bar ? controls.segmentedBarRadius : controls.segmentedRadius
    }

    /// The outline and divider colour.
    private func segmentBorder(_ look: SegmentedLook) -> Color {
        switch (style, look.style) {
        case (.modern, _): look.tint
        case (.classic, .bar): shade(look.tint, controls.barSegmentBorderShade)
        case (.classic, .plain): controls.segmentBorder
        case (.classic, .bordered): controls.borderedSegmentBorder
        }
    }

    /// Classic: a gloss (from the bar tint for bar style, darker when selected;
    /// white, or blue when selected, for the others). Modern: the tint when
    /// selected, else nothing (the control is see-through).
    private func segmentPaint(_ segment: SegmentContent, body: Rect) -> Paint? {
        let tint = segment.look.tint
        switch (style, segment.look.style) {
        case (.modern, _):
            return segment.selected ? .color(tint) : nil
        case (.classic, .bar):
            let shades = segment.selected ? controls.selectedBarSegmentShades : controls.barSegmentShades
            return gloss(body, shades.map { shade(tint, $0) })
        case (.classic, _):
            return gloss(body, segment.selected ? controls.selectedSegmentGloss : controls.segmentGloss)
        }
    }

    /// `color` lightened by a positive `amount`, darkened by a negative one.
    private func shade(_ color: Color, _ amount: Double) -> Color {
        amount >= 0 ? color.lightened(amount) : color.darkened(-amount)
    }
}
