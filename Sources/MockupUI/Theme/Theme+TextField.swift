import MockupCore

extension Theme {
    /// A text field: its border, the text or placeholder, the clear button.
    func textField(_ field: TextFieldContent, frame: Rect) -> [DisplayItem] {
        var items: [DisplayItem]
        switch field.borderStyle {
        case .none:
            items = []
        case .line:
            items = [.fill(ring(frame, radius: 0, width: 1), .color(controls.lineBorderColor), .evenOdd)]
        case .bezel:
            items = [
                // White, and in the dark appearance the system background (chosen: iOS 13 draws the bezel on it).
                .fill(.rect(frame), .color(SemanticColor.systemBackground.dynamic), .winding),
                .fill(ring(frame, radius: 0, width: 1), .color(controls.bezelBorder), .evenOdd),
                hairline(frame, edge: .top, color: controls.bezelTopEdge),
                hairline(frame.insetBy(dx: 1, dy: 1), edge: .top, color: controls.bezelInnerEdge),
            ]
        case .roundedRect:
            items = look.roundedField(frame, radius: controls.textFieldRadius, bordered: true, theme: self)
        }
        if let text = field.text { items.append(placed(text, in: frame)) }
        if let clear = field.clearButton { items += clearButton(placed(clear, in: frame)) }
        if let caret = field.caret { items.append(.fill(.rect(placed(caret, in: frame)), .color(metrics.presentation.caretColor), .winding)) }
        return items
    }

    /// A grey disc with a white x.
    func clearButton(_ circle: Rect) -> [DisplayItem] {
        let c = circle.center, arm = circle.width * 0.21
        var cross = Path()
        cross.move(to: Point(x: c.x - arm, y: c.y - arm))
        cross.line(to: Point(x: c.x + arm, y: c.y + arm))
        cross.move(to: Point(x: c.x + arm, y: c.y - arm))
        cross.line(to: Point(x: c.x - arm, y: c.y + arm))
        return [
            .fill(.ellipse(in: circle), .color(controls.clearButtonColor), .winding),
            .stroke(cross, .color(.white), StrokeStyle(width: controls.clearButtonStroke, cap: .round)),
        ]
    }

    /// A search bar: the look's fill and lines, its rounded field, the glass and the text inside.
    func searchBar(_ bar: SearchBarContent, frame: Rect) -> [DisplayItem] {
        let fill = controls.searchBarFill
        var items: [DisplayItem] = []
        if bar.paintsBackground {
            items.append(.fill(.rect(frame), fill.count == 1 ? .color(fill[0]) : gloss(frame, fill), .winding))
            if let line = controls.searchBarTopLine { items.append(hairline(frame, edge: .top, color: line)) }
            if let line = controls.searchBarBottomLine { items.append(hairline(frame, edge: .bottom, color: line)) }
        }
        if bar.paintsField {
            items += look.roundedField(placed(bar.field, in: frame), radius: controls.searchFieldRadius, bordered: false, theme: self)
        }
        items += magnifyingGlass(bar.glass.offsetBy(dx: frame.minX, dy: frame.minY))
        if let text = bar.text { items.append(placed(text, in: frame)) }
        return items
    }

    /// A lens with a handle toward the bottom right, in `box`.
    func magnifyingGlass(_ box: Rect) -> [DisplayItem] {
        let side = box.width
        let lensWidth = controls.glassLensWidth
        let radius = side * 0.34
        let center = Point(x: box.minX + radius + lensWidth / 2, y: box.minY + radius + lensWidth / 2)
        var handle = Path()
        let start = radius * 0.71 + lensWidth / 2
        handle.move(to: Point(x: center.x + start, y: center.y + start))
        handle.line(to: Point(x: box.maxX - 0.5, y: box.maxY - 0.5))
        let lens = Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
        return [
            .stroke(.ellipse(in: lens), .color(controls.glassColor), StrokeStyle(width: lensWidth)),
            .stroke(handle, .color(controls.glassColor), StrokeStyle(width: controls.glassHandleWidth, cap: .round)),
        ]
    }
}
