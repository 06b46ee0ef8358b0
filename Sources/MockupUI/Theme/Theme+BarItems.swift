import MockupCore

extension Theme {
    /// The tint of modern item text and glyphs.
    func itemTint(_ bar: BarContent) -> Color {
        bar.tintColor ?? Metrics.modern.barTint
    }

    /// A bar button item or back button.
    func barItem(_ item: BarItemContent, frame: Rect) -> [DisplayItem] {
        switch style {
        case .classic: classicBarItem(item, frame: frame)
        case .modern: modernBarItem(item, frame: frame)
        }
    }

    private func classicBarItem(_ item: BarItemContent, frame: Rect) -> [DisplayItem] {
        var items: [DisplayItem] = []
        if item.shape != .plain {
            let tint = barTint(item.bar)
            let base: Color
            if item.done {
                base = metrics.bars.doneTint
            } else if item.bar.barStyle == .default {
                base = tint.darkened(0.12)
            } else {
                base = tint.lightened(0.1)
            }
            let outline = item.shape == .back ? backButtonPath(frame) : Path.roundedRect(frame, radius: metrics.bars.borderedRadius)
            let inner = item.shape == .back
                ? backButtonPath(frame.insetBy(dx: 1, dy: 1))
                : Path.roundedRect(frame.insetBy(dx: 1, dy: 1), radius: metrics.bars.borderedRadius - 1)
            // NB: the 1 px bevel: a light line under the button, a dark border, a glossy body.
            items.append(.fill(outline.applying(.translation(x: 0, y: 1)), .color(Color.white.withAlpha(0.3)), .winding))
            items.append(.fill(outline, .color(base.darkened(0.45)), .winding))
            items.append(.fill(inner, .linearGradient(.vertical(frame, [
                .init(0, base.lightened(0.3)), .init(0.5, base.lightened(0.1)), .init(0.5, base), .init(1, base.darkened(0.04)),
            ])), .winding))
        }
        let ink = metrics.bars.itemTitleColor ?? .white
        let shadow = metrics.bars.itemTitleShadow
        if let title = item.title, let box = item.titleBox {
            items.append(.text(TextRun(text: title, font: item.done ? metrics.bars.doneFont : metrics.bars.itemFont, color: ink,
                                       box: grid.snap(box), alignment: .center, shadow: shadow)))
        } else if let system = item.systemItem, let box = item.glyphBox, let glyph = Glyph.barButton(system, in: grid.snap(box)) {
            items.append(.group(Group(shadow: shadow, items: [.fill(glyph.path, .color(ink), glyph.rule)])))
        }
        return items
    }

    private func modernBarItem(_ item: BarItemContent, frame: Rect) -> [DisplayItem] {
        let tint = itemTint(item.bar)
        var items: [DisplayItem] = []
        if item.shape == .back {
            let size = metrics.bars.backChevronSize
            var chevron = Path()
            let x = frame.minX, mid = frame.midY
            chevron.move(to: Point(x: x + size.width - 1.5, y: mid - size.height / 2 + 1.5))
            chevron.line(to: Point(x: x + 1.5, y: mid))
            chevron.line(to: Point(x: x + size.width - 1.5, y: mid + size.height / 2 - 1.5))
            items.append(.stroke(chevron, .color(tint), StrokeStyle(width: 3, cap: .round, join: .round)))
        }
        if let title = item.title, let box = item.titleBox {
            let font = item.done ? metrics.bars.doneFont : metrics.bars.itemFont
            items.append(.text(TextRun(text: title, font: font, color: tint, box: grid.snap(box),
                                       alignment: item.shape == .back ? .left : .center)))
        } else if let system = item.systemItem, let box = item.glyphBox, let glyph = Glyph.barButton(system, in: grid.snap(box)) {
            items.append(.fill(glyph.path, .color(tint), glyph.rule))
        }
        return items
    }

    /// A rounded rectangle whose left end comes to a point (the classic back button).
    func backButtonPath(_ r: Rect) -> Path {
        let arrow = metrics.bars.backArrowWidth + 1
        let radius = metrics.bars.borderedRadius
        var p = Path()
        p.move(to: Point(x: r.minX + 0.5, y: r.midY))
        p.curve(to: Point(x: r.minX + arrow, y: r.minY + 1), control1: Point(x: r.minX + arrow * 0.55, y: r.midY - r.height * 0.3),
                control2: Point(x: r.minX + arrow - 2, y: r.minY + 1.5))
        p.line(to: Point(x: r.maxX - radius, y: r.minY))
        p.arcCorner(from: Point(x: r.maxX - radius, y: r.minY), corner: Point(x: r.maxX, y: r.minY), to: Point(x: r.maxX, y: r.minY + radius))
        p.line(to: Point(x: r.maxX, y: r.maxY - radius))
        p.arcCorner(from: Point(x: r.maxX, y: r.maxY - radius), corner: Point(x: r.maxX, y: r.maxY), to: Point(x: r.maxX - radius, y: r.maxY))
        p.line(to: Point(x: r.minX + arrow, y: r.maxY - 1))
        p.curve(to: Point(x: r.minX + 0.5, y: r.midY), control1: Point(x: r.minX + arrow - 2, y: r.maxY - 1.5),
                control2: Point(x: r.minX + arrow * 0.55, y: r.midY + r.height * 0.3))
        p.close()
        return p
    }

    /// The tab bar's background: classic black gloss, modern translucent white with a hairline on top.
    func tabBarBackground(frame: Rect) -> [DisplayItem] {
        switch style {
        case .classic:
            return [
                .fill(.rect(frame), .linearGradient(.vertical(Rect(x: frame.minX, y: frame.minY, width: frame.width, height: min(frame.height, 49)), [
                    .init(0, Color(r: 66, g: 66, b: 66)), .init(0.5, Color(r: 38, g: 38, b: 38)),
                    .init(0.5, Color(r: 20, g: 20, b: 20)), .init(1, Color(r: 0, g: 0, b: 0)),
                ])), .winding),
                hairline(frame, edge: .top, color: Color(r: 12, g: 12, b: 12)),
            ]
        case .modern:
            return [
                .fill(.rect(frame), .color(Color(r: 247, g: 247, b: 247, a: 0.98)), .winding),
                hairline(frame, edge: .top, color: metrics.barBorderColor, thickness: grid.hairline),
            ]
        }
    }

    /// A tab bar item: highlight (classic, selected), glyph, title, badge.
    func tabItem(_ item: TabItemContent, frame: Rect) -> [DisplayItem] {
        var items: [DisplayItem] = []
        let glyphBox = grid.snap(item.glyphBox)
        let shape = tabGlyph(item, in: glyphBox)
        switch style {
        case .classic:
            if item.selected {
                let highlight = Rect(x: frame.minX + 2, y: frame.minY + 2, width: frame.width - 4, height: frame.height - 3)
                items.append(.fill(.roundedRect(grid.snap(highlight), radius: 3), .color(Color.white.withAlpha(0.14)), .winding))
            }
            let stops: [LinearGradient.Stop] = item.selected
                ? [.init(0, Color(r: 140, g: 220, b: 255)), .init(0.5, Color(r: 40, g: 160, b: 245)), .init(1, Color(r: 10, g: 100, b: 220))]
                : [.init(0, Color(r: 190, g: 190, b: 190)), .init(1, Color(r: 110, g: 110, b: 110))]
            if let shape {
                items.append(.fill(shape.path, .linearGradient(.vertical(glyphBox, stops)), shape.rule))
            }
        case .modern:
            let color = item.selected ? metrics.barTint : metrics.bars.tabInactiveColor
            if let shape { items.append(.fill(shape.path, .color(color), shape.rule)) }
        }
        let titleColor = item.selected ? (metrics.bars.tabSelectedTitleColor ?? metrics.barTint) : metrics.bars.tabInactiveColor
        items.append(.text(TextRun(text: item.title, font: metrics.bars.tabTitleFont, color: titleColor,
                                   box: grid.snap(item.titleBox), alignment: .center)))
        if let badge = item.badge, !badge.isEmpty {
            items += self.badge(badge, glyphBox: glyphBox)
        }
        return items
    }

    private func tabGlyph(_ item: TabItemContent, in box: Rect) -> GlyphShape? {
        if let system = item.systemItem { return Glyph.tabBar(system, in: box) }
        guard let image = item.image else { return nil }  // the title alone, in its usual place
        if let name = image.systemName, let shape = Glyph.named(name, in: box) { return shape }
        // An image that is no built-in glyph shows a rounded square (its colour is ignored: tab glyphs are masks).
        return GlyphShape(path: .roundedRect(box.insetBy(dx: 3, dy: 3), radius: 4), rule: .winding)
    }

    /// A red badge at the glyph's top right: classic glossy with a white border, modern flat.
    private func badge(_ text: String, glyphBox: Rect) -> [DisplayItem] {
        let font = metrics.bars.badgeFont
        let height: Double = style == .classic ? 22 : 18
        let textWidth = Double(text.count) * font.size * 0.6
        let width = max(height, textWidth + (style == .classic ? 12 : 10))
        let frame = grid.snap(Rect(x: glyphBox.maxX - height / 2 - 2, y: glyphBox.minY - 3, width: width, height: height))
        var items: [DisplayItem] = []
        if style == .classic {
            items.append(.group(Group(shadow: Shadow(color: Color.black.withAlpha(0.5), offset: Point(x: 0, y: 1), blur: 1), items: [
                .fill(.roundedRect(frame, radius: height / 2), .color(.white), .winding),
            ])))
            let inner = frame.insetBy(dx: 2, dy: 2)
            items.append(.fill(.roundedRect(inner, radius: inner.height / 2), .linearGradient(.vertical(inner, [
                .init(0, metrics.bars.badgeColor.lightened(0.35)), .init(0.5, metrics.bars.badgeColor), .init(1, metrics.bars.badgeColor.darkened(0.15)),
            ])), .winding))
        } else {
            items.append(.fill(.roundedRect(frame, radius: height / 2), .color(metrics.bars.badgeColor), .winding))
        }
        items.append(.text(TextRun(text: text, font: font, color: .white, box: frame, alignment: .center)))
        return items
    }
}
