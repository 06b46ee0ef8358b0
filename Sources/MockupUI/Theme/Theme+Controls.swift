import MockupCore

extension Theme {
    var controls: ControlMetrics { metrics.controls }

    /// A control's background colour, then the control itself.
    func paintControl(_ control: ControlContent, frame: Rect) -> [DisplayItem] {
        var items: [DisplayItem] = []
        if let background = control.background, background.alpha > 0 {
            items.append(.fill(.rect(frame), .color(background), .winding))
        }
        switch control.kind {
        case .segmentedControl(let segmented): items += look.segmentedControl(segmented, frame: frame, theme: self)
        case .segment(let content): items += look.segment(content, frame: frame, theme: self)
        case .segmentThumb: items += look.segmentThumb(frame, theme: self)
        case .button(let content): items += button(content, frame: frame)
        case .textField(let field): items += textField(field, frame: frame)
        case .imageView(let image): items += imageView(image, frame: frame)
        case .searchBar(let content): items += searchBar(content, frame: frame)
        case .switchControl(let content): items += look.switchControl(content, frame: frame, theme: self)
        case .slider(let content): items += look.slider(content, frame: frame, theme: self)
        case .progressView(let content): items += look.progressView(content, frame: frame, theme: self)
        case .activityIndicator(let content): items += activityIndicator(content, frame: frame)
        case .pageControl(let content): items += pageDots(content, frame: frame)
        case .stepper(let content): items += look.stepper(content, frame: frame, theme: self)
        case .picker(let content): items += look.picker(content, frame: frame, theme: self)
        case .calendar(let content): items += calendar(content, frame: frame)
        }
        return items
    }

    // MARK: Helpers

    /// A rectangle given relative to `frame`'s origin, in window points, snapped to the pixel grid.
    func placed(_ rect: Rect, in frame: Rect) -> Rect {
        grid.snap(rect.offsetBy(dx: frame.minX, dy: frame.minY))
    }

    /// A text run whose box is relative to `frame`, placed and snapped.
    func placed(_ run: TextRun, in frame: Rect) -> DisplayItem {
        var placed = run
        placed.box = self.placed(run.box, in: frame)
        return .text(placed)
    }

    /// The band `width` wide inside the rounded rectangle `rect`; fill it even-odd.
    func ring(_ rect: Rect, radius: Double, width: Double) -> Path {
        var path = Path.roundedRect(rect, radius: radius)
        path.append(.roundedRect(rect.insetBy(dx: width, dy: width), radius: max(0, radius - width)))
        return path
    }

    /// A vertical gradient: two colours top to bottom, or four as a gloss (a sharp step at the middle).
    func gloss(_ rect: Rect, _ colors: [Color]) -> Paint {
        guard colors.count == 4 else {
            return .linearGradient(.vertical(rect, colors.enumerated().map { .init(Double($0.offset) / Double(max(colors.count - 1, 1)), $0.element) }))
        }
        return .linearGradient(.vertical(rect, [.init(0, colors[0]), .init(0.5, colors[1]), .init(0.5, colors[2]), .init(1, colors[3])]))
    }

    // MARK: Buttons

    /// The look's chrome, the title, the look's glyph.
    func button(_ button: ButtonContent, frame: Rect) -> [DisplayItem] {
        var items = look.buttonChrome(button, frame: frame, theme: self)
        if let image = button.image { items += imageView(image, frame: frame) }
        if let title = button.title { items.append(placed(title, in: frame)) }
        if let box = button.glyphBox {
            items += look.buttonGlyph(button.type, tint: button.tint, box: placed(box, in: frame), theme: self)
        }
        return items
    }

    /// A sans-serif "i" (a dot over a stem) centred on `center`, `height` tall.
    func letterI(center: Point, height: Double, width: Double, color: Color) -> [DisplayItem] {
        let top = center.y - height / 2
        let dot = Rect(x: center.x - width * 0.6, y: top, width: width * 1.2, height: width * 1.2)
        let stem = Rect(x: center.x - width / 2, y: top + height * 0.34, width: width, height: height * 0.66)
        return [.fill(.ellipse(in: dot), .color(color), .winding), .fill(.rect(stem), .color(color), .winding)]
    }

    // MARK: Image views

    /// A flat colour, or a built-in glyph stretched to its box; an unknown glyph
    /// shows a light grey placeholder box with a thin border.
    func imageView(_ image: ImageContent, frame: Rect) -> [DisplayItem] {
        var tile: [DisplayItem] = []
        if let (color, radius) = image.tile {
            tile = [.fill(.roundedRect(frame, radii: CornerRadii(all: radius), continuous: true), .color(color), .winding)]
        }
        return tile + picture(image, frame: frame)
    }

    private func picture(_ image: ImageContent, frame: Rect) -> [DisplayItem] {
        switch image.picture {
        case nil:
            return []
        case .color(let color):
            return [.fill(.rect(frame), .color(color), .winding)]
        case .glyph(let name, let box, let tint):
            let grid = GlyphShape.designGrid
            guard let shape = Glyph.named(name, in: Rect(x: 0, y: 0, width: grid, height: grid)) else {
                return [
                    .fill(.rect(frame), .color(controls.missingImageFill), .winding),
                    .fill(ring(frame, radius: 0, width: 1), .color(controls.missingImageBorder), .evenOdd),
                ]
            }
            let target = box.offsetBy(dx: frame.minX, dy: frame.minY)
            let fit = AffineTransform(a: target.width / grid, b: 0, c: 0, d: target.height / grid, tx: target.minX, ty: target.minY)
            let path = shape.path.applying(fit)
            guard image.emboldening > 0 else { return [.fill(path, .color(tint), shape.rule)] }
            // A heavier weight: the outline thickened by a stroke of its own colour.
            let width = image.emboldening * min(target.width, target.height)
            return [.fill(path, .color(tint), shape.rule), .stroke(path, .color(tint), StrokeStyle(width: width, cap: .round, join: .round))]
        case .file(var placed):
            placed.rect = placed.rect.offsetBy(dx: frame.minX, dy: frame.minY)
            return [.image(placed)]
        }
    }
}
