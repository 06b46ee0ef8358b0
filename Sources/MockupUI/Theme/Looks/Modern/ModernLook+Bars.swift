import MockupCore

extension ModernLook {
    /// The tint of item text and glyphs.
    func itemTint(_ bar: BarContent) -> Color {
        bar.tintColor ?? metrics.barTint
    }

    /// The default bar as it shows over white content (or near-black on black
    /// bars, or its `barTintColor` as it shows), with a one-pixel hairline just
    /// outside it, against the content.
    func barBackground(_ bar: BarContent, frame: Rect, edge: Theme.Edge, theme: Theme) -> [DisplayItem] {
        let fill = barFill(bar)
        let line = bar.barStyle == .default ? metrics.barBorderColor : Color(r: 40, g: 40, b: 40)
        return [
            .fill(.rect(frame), .color(fill), .winding),
            theme.hairline(frame, edge: edge, color: line, thickness: theme.grid.hairline, outside: true),
        ]
    }

    /// A bar's flat colour: its `barTintColor` as it shows, else the style's.
    func barFill(_ bar: BarContent) -> Color {
        if let tint = bar.shownBarTint { return tint }
        return bar.barStyle == .default
            ? metrics.bars.barColor
            : Color(r: 20, g: 20, b: 20, a: bar.barStyle == .blackTranslucent ? 0.8 : 0.98)
    }

    /// The bars' translucent white with black text, or near-black with white text;
    /// over a navigation bar with a `barTintColor`, that bar's colour (the text
    /// still follows the bar style, as UIKit's status bar style does).
    func statusBar(_ bar: StatusBarContent, frame: Rect, theme: Theme) -> [DisplayItem] {
        let dark = bar.barStyle != .default
        let fill = bar.backdrop ?? (dark ? Color(r: 20, g: 20, b: 20) : metrics.bars.barColor)
        return [.fill(.rect(frame), .color(fill), .winding)]
            + theme.statusBarContent(frame: frame, ink: dark ? .white : .black, shadow: nil, isPad: bar.isPad)
    }

    /// Tint-coloured text or glyph; the back button leads with a stroked chevron.
    func barItem(_ item: BarItemContent, frame: Rect, theme: Theme) -> [DisplayItem] {
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
        return items + itemLabel(item, ink: tint, theme: theme)
    }

    /// A bar item's title (a back button's from the leading edge of its box,
    /// others centred), else its system glyph or image, in `ink`.
    func itemLabel(_ item: BarItemContent, ink: Color, theme: Theme) -> [DisplayItem] {
        if let title = item.title, let box = item.titleBox {
            let font = item.done ? metrics.bars.doneFont : metrics.bars.itemFont
            return [.text(TextRun(text: title, font: font, color: ink, box: theme.grid.snap(box),
                                  alignment: item.shape == .back ? .left : .center))]
        } else if let system = item.systemItem, let box = item.glyphBox, let glyph = Glyph.barButton(system, in: theme.grid.snap(box), lineWeight: metrics.bars.glyphLineWeight) {
            return [.fill(glyph.path, .color(ink), glyph.rule)]
        } else if let box = item.glyphBox, let glyph = theme.itemGlyph(item, in: theme.grid.snap(box)) {
            return [glyph.filled(with: .color(ink))]
        }
        return []
    }

    /// Translucent white (near-black for a black bar, its `barTintColor` as it shows) with a hairline on top.
    func tabBarBackground(_ bar: BarContent, frame: Rect, theme: Theme) -> [DisplayItem] {
        let line = bar.barStyle == .default ? metrics.barBorderColor : Color(r: 40, g: 40, b: 40)
        return [
            .fill(.rect(frame), .color(barFill(bar)), .winding),
            theme.hairline(frame, edge: .top, color: line, thickness: theme.grid.hairline, outside: true),
        ]
    }

    /// The glyph in the tint when selected, grey otherwise (or the bar's tints).
    func tabItemGlyph(_ shape: GlyphShape?, item: TabItemContent, frame: Rect, glyphBox: Rect, theme: Theme) -> [DisplayItem] {
        guard let shape else { return [] }
        return [shape.filled(with: .color(item.tint ?? (item.selected ? metrics.barTint : metrics.bars.tabInactiveColor)))]
    }

    /// A flat red pill.
    func tabBadge(_ text: String, glyphBox: Rect, theme: Theme) -> [DisplayItem] {
        let height: Double = 18
        let frame = theme.badgeFrame(text, glyphBox: glyphBox, height: height, padding: 10)
        return [
            .fill(.roundedRect(frame, radius: height / 2), .color(metrics.bars.badgeColor), .winding),
            theme.badgeText(text, frame: frame),
        ]
    }
}
