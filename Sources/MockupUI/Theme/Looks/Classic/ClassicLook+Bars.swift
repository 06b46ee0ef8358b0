import MockupCore

extension ClassicLook {
    /// A glossy gradient from the bar's tint, a light line on the outer edge and a dark one against the content.
    func barBackground(_ bar: BarContent, frame: Rect, edge: Theme.Edge, theme: Theme) -> [DisplayItem] {
        let tint = theme.barTint(bar)
        let alpha = bar.barStyle == .blackTranslucent ? 0.7 : 1
        // NB: glossy: lighter upper half, a sharp step at the middle, darker lower half
        // (UIKIT-REFERENCE.md, Colours; exact stops chosen).
        let gradient = LinearGradient.vertical(frame, [
            .init(0, tint.lightened(0.45).withAlpha(alpha)),
            .init(0.5, tint.lightened(0.2).withAlpha(alpha)),
            .init(0.5, tint.lightened(0.1).withAlpha(alpha)),
            .init(1, tint.withAlpha(alpha)),
        ])
        let border = bar.tintColor == nil && bar.barTintColor == nil && bar.barStyle == .default ? metrics.barBorderColor : tint.darkened(0.6)
        return [
            .fill(.rect(frame), .linearGradient(gradient), .winding),
            theme.hairline(frame, edge: edge == .bottom ? .top : .bottom, color: tint.lightened(0.55).withAlpha(alpha)),
            theme.hairline(frame, edge: edge, color: border.withAlpha(alpha)),
        ]
    }

    /// iPhone OS 3's grey gradient status bar (UIStatusBarStyleDefault) with embossed text, or black with white text.
    func statusBar(_ bar: StatusBarContent, frame: Rect, theme: Theme) -> [DisplayItem] {
        guard bar.barStyle == .default else {
            return [.fill(.rect(frame), .color(.black), .winding)] + theme.statusBarContent(frame: frame, ink: .white, shadow: nil, isPad: bar.isPad)
        }
        // NB: stops chosen.
        return [
            .fill(.rect(frame), .linearGradient(.vertical(frame, [
                .init(0, Color(r: 232, g: 232, b: 232)), .init(1, Color(r: 166, g: 166, b: 166)),
            ])), .winding),
            theme.hairline(frame, edge: .bottom, color: Color(r: 110, g: 110, b: 110)),
        ] + theme.statusBarContent(frame: frame, ink: .black, shadow: Shadow(color: Color.white.withAlpha(0.6), offset: Point(x: 0, y: 1)),
                                 isPad: bar.isPad)
    }

    /// A bordered (or back) glossy button from the bar's tint, done items blue, with an embossed white title or glyph.
    func barItem(_ item: BarItemContent, frame: Rect, theme: Theme) -> [DisplayItem] {
        var items: [DisplayItem] = []
        if item.shape != .plain {
            let tint = theme.barTint(item.bar)
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
                                       box: theme.grid.snap(box), alignment: .center, shadow: shadow)))
        } else if let box = item.glyphBox, let glyph = item.systemItem.flatMap({ Glyph.barButton($0, in: theme.grid.snap(box)) })
                    ?? theme.itemGlyph(item, in: theme.grid.snap(box)) {
            items.append(.group(Group(shadow: shadow, items: [glyph.filled(with: .color(ink))])))
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

    /// Black gloss with a dark line on top.
    func tabBarBackground(_ bar: BarContent, frame: Rect, theme: Theme) -> [DisplayItem] {
        [
            .fill(.rect(frame), .linearGradient(.vertical(Rect(x: frame.minX, y: frame.minY, width: frame.width, height: min(frame.height, 49)), [
                .init(0, Color(r: 66, g: 66, b: 66)), .init(0.5, Color(r: 38, g: 38, b: 38)),
                .init(0.5, Color(r: 20, g: 20, b: 20)), .init(1, Color(r: 0, g: 0, b: 0)),
            ])), .winding),
            theme.hairline(frame, edge: .top, color: Color(r: 12, g: 12, b: 12)),
        ]
    }

    /// A selected item sits on a faint rounded highlight; glyphs are grey, or a glossy blue when selected.
    func tabItemGlyph(_ shape: GlyphShape?, item: TabItemContent, frame: Rect, glyphBox: Rect, theme: Theme) -> [DisplayItem] {
        var items: [DisplayItem] = []
        if item.selected {
            let highlight = Rect(x: frame.minX + 2, y: frame.minY + 2, width: frame.width - 4, height: frame.height - 3)
            items.append(.fill(.roundedRect(theme.grid.snap(highlight), radius: 3), .color(Color.white.withAlpha(0.14)), .winding))
        }
        let stops: [LinearGradient.Stop] = item.selected
            ? [.init(0, Color(r: 140, g: 220, b: 255)), .init(0.5, Color(r: 40, g: 160, b: 245)), .init(1, Color(r: 10, g: 100, b: 220))]
            : [.init(0, Color(r: 190, g: 190, b: 190)), .init(1, Color(r: 110, g: 110, b: 110))]
        if let shape {
            items.append(shape.filled(with: .linearGradient(.vertical(glyphBox, stops))))
        }
        return items
    }

    /// A glossy red pill in a white border with a soft shadow.
    func tabBadge(_ text: String, glyphBox: Rect, theme: Theme) -> [DisplayItem] {
        let bars = metrics.bars
        let height: Double = 22
        let frame = theme.badgeFrame(text, glyphBox: glyphBox, height: height, padding: 12)
        let inner = frame.insetBy(dx: 2, dy: 2)
        return [
            .group(Group(shadow: Shadow(color: Color.black.withAlpha(0.5), offset: Point(x: 0, y: 1), blur: 1), items: [
                .fill(.roundedRect(frame, radius: height / 2), .color(.white), .winding),
            ])),
            .fill(.roundedRect(inner, radius: inner.height / 2), .linearGradient(.vertical(inner, [
                .init(0, bars.badgeColor.lightened(0.35)), .init(0.5, bars.badgeColor), .init(1, bars.badgeColor.darkened(0.15)),
            ])), .winding),
            theme.badgeText(text, frame: frame),
        ]
    }
}
