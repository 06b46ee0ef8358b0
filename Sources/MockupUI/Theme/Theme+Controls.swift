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
        case .segmentedControl(let look): items += segmentedControl(look, frame: frame)
        case .segment(let content): items += segment(content, frame: frame)
        case .button(let content): items += button(content, frame: frame)
        case .textField(let field): items += textField(field, frame: frame)
        case .imageView(let image): items += imageView(image, frame: frame)
        case .searchBar(let content): items += searchBar(content, frame: frame)
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

    func button(_ button: ButtonContent, frame: Rect) -> [DisplayItem] {
        var items: [DisplayItem] = []
        if button.type == .roundedRect, style == .classic {
            // NB: iPhone OS 3's rounded rect: a white body in a 1-point grey outline.
            let radius = controls.buttonRadius
            items.append(.fill(.roundedRect(frame, radius: radius), .color(controls.buttonBorder), .winding))
            let body = frame.insetBy(dx: 1, dy: 1)
            items.append(.fill(.roundedRect(body, radius: radius - 1), gloss(body, controls.buttonFill), .winding))
        }
        if let title = button.title { items.append(placed(title, in: frame)) }
        if let box = button.glyphBox {
            let square = placed(box, in: frame)
            switch style {
            case .classic: items += classicButtonGlyph(button.type, box: square)
            case .modern: items += modernButtonGlyph(button.type, tint: button.tint, box: square)
            }
        }
        return items
    }

    /// Classic glyph buttons: glossy blue discs with a white ring (contact add,
    /// detail disclosure), or a circled "i" (info light and dark).
    private func classicButtonGlyph(_ type: ButtonSpec.ButtonType, box: Rect) -> [DisplayItem] {
        let center = box.center
        switch type {
        case .infoLight, .infoDark:
            let ink = type == .infoLight ? Color.white : controls.infoDarkColor
            let disc = box.insetBy(dx: 1, dy: 1)
            return [
                .stroke(.ellipse(in: disc.insetBy(dx: 1, dy: 1)), .color(ink), StrokeStyle(width: 2)),
            ] + letterI(center: center, height: disc.height * 0.55, width: 2.2, color: ink)
        default:
            let ring = box.insetBy(dx: 2, dy: 2)
            let disc = ring.insetBy(dx: 2, dy: 2)
            var items: [DisplayItem] = [
                .fill(.ellipse(in: ring.offsetBy(dx: 0, dy: 1)), .color(controls.roundButtonShadow), .winding),
                .fill(.ellipse(in: ring), .color(.white), .winding),
                .fill(.ellipse(in: disc), gloss(disc, controls.roundButtonGloss), .winding),
            ]
            // The gloss highlight over the upper half.
            let shine = Rect(x: disc.minX + disc.width * 0.12, y: disc.minY + 0.5, width: disc.width * 0.76, height: disc.height * 0.5)
            items.append(.fill(.ellipse(in: shine), gloss(shine, [Color.white.withAlpha(0.45), Color.white.withAlpha(0.05)]), .winding))
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

    /// Modern glyph buttons: a tint outlined circle with a plus, or a circled "i"
    /// (iOS 7 draws detail disclosure and both info types alike).
    private func modernButtonGlyph(_ type: ButtonSpec.ButtonType, tint: Color, box: Rect) -> [DisplayItem] {
        let center = box.center
        var items: [DisplayItem] = [.stroke(.ellipse(in: box.insetBy(dx: 1, dy: 1)), .color(tint), StrokeStyle(width: 1))]
        if type == .contactAdd {
            let arm = box.width * 0.5, thick = 1.0
            items.append(.fill(.rect(Rect(x: center.x - arm / 2, y: center.y - thick / 2, width: arm, height: thick)), .color(tint), .winding))
            items.append(.fill(.rect(Rect(x: center.x - thick / 2, y: center.y - arm / 2, width: thick, height: arm)), .color(tint), .winding))
        } else {
            items += letterI(center: center, height: box.height * 0.5, width: 1.5, color: tint)
        }
        return items
    }

    /// A sans-serif "i" (a dot over a stem) centred on `center`, `height` tall.
    private func letterI(center: Point, height: Double, width: Double, color: Color) -> [DisplayItem] {
        let top = center.y - height / 2
        let dot = Rect(x: center.x - width * 0.6, y: top, width: width * 1.2, height: width * 1.2)
        let stem = Rect(x: center.x - width / 2, y: top + height * 0.34, width: width, height: height * 0.66)
        return [.fill(.ellipse(in: dot), .color(color), .winding), .fill(.rect(stem), .color(color), .winding)]
    }

    // MARK: Image views

    /// A flat colour, or a built-in glyph stretched to its box; an unknown glyph
    /// shows a light grey placeholder box with a thin border.
    func imageView(_ image: ImageContent, frame: Rect) -> [DisplayItem] {
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
            return [.fill(shape.path.applying(fit), .color(tint), shape.rule)]
        }
    }
}
