import MockupCore

extension Theme {
    /// The outline of a control whose segments fill inside it and draw the dividers.
    func segmentOutline(_ look: SegmentedLook, frame: Rect, border: Color) -> [DisplayItem] {
        [.fill(ring(frame, radius: segmentRadius(look), width: 1), .color(border), .evenOdd)]
    }

    /// A segment of an outlined control: its fill (`paint` of its body, if any)
    /// inside the outline, outer corners rounded on the end segments, the
    /// divider on its leading side, and its title.
    func outlinedSegment(_ segment: SegmentContent, frame: Rect, border: Color, paint: (Rect) -> Paint?) -> [DisplayItem] {
        let leading = segment.isFirst ? 1.0 : 0, trailing = segment.isLast ? 1.0 : 0
        let body = Rect(x: frame.minX + leading, y: frame.minY + 1, width: frame.width - leading - trailing, height: frame.height - 2)
        let r = max(0, segmentRadius(segment.look) - 1)
        let radii = CornerRadii(
            topLeft: segment.isFirst ? r : 0, topRight: segment.isLast ? r : 0,
            bottomRight: segment.isLast ? r : 0, bottomLeft: segment.isFirst ? r : 0
        )
        var items: [DisplayItem] = []
        if let paint = paint(body) {
            items.append(.fill(.roundedRect(body, radii: radii), paint, .winding))
        }
        if !segment.isFirst {
            let divider = controls.segmentDivider
            let line = Rect(x: frame.minX - divider, y: frame.minY, width: divider, height: frame.height)
            items.append(.fill(.rect(line), .color(border), .winding))
        }
        items.append(placed(segment.title, in: frame))
        return items
    }

    func segmentRadius(_ look: SegmentedLook) -> Double {
        look.style == .bar ? controls.segmentedBarRadius : controls.segmentedRadius
    }

    /// `color` lightened by a positive `amount`, darkened by a negative one.
    func shade(_ color: Color, _ amount: Double) -> Color {
        amount >= 0 ? color.lightened(amount) : color.darkened(-amount)
    }
}
