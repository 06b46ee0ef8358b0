import MockupCore

extension IOS26Look {
    /// How far the scroll-edge effect reaches past a bar's inner edge (chosen).
    static let scrollEdgeReach = 16.0

    /// Bars have no background (R3 §4b, HIG Toolbars: content scrolls under
    /// them). At the scroll edge the content's colour shows through; with
    /// content scrolled beneath, the scroll-edge effect softens it: a light
    /// blur under the bar and the content's background fading in towards the
    /// screen's edge, past the bar's inner edge (`edge`), instead of a hairline.
    /// A `barTintColor` is still the bar's background.
    func barBackground(_ bar: BarContent, frame: Rect, edge: Theme.Edge, theme: Theme) -> [DisplayItem] {
        switch bar.backdrop {
        case .clear(let color):
            return color.alpha > 0 ? [.fill(.rect(frame), .color(color), .winding)] : []
        case .standard:
            if let tint = bar.barTintColor { return [.fill(.rect(frame), .color(tint), .winding)] }
            return scrollEdgeEffect(frame, inner: edge, colour: bar.barStyle == .default ? metrics.contentBackground : .black)
        }
    }

    /// The softening at a bar whose `inner` edge meets content scrolled beneath it.
    /// A black bar's (`barStyle: black`) fades to black.
    func scrollEdgeEffect(_ frame: Rect, inner: Theme.Edge, colour background: Color) -> [DisplayItem] {
        let reach = Self.scrollEdgeReach
        let area: Rect
        let start: Point, end: Point
        switch inner {
        case .bottom:
            area = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height + reach)
            start = Point(x: frame.minX, y: frame.minY)
            end = Point(x: frame.minX, y: area.maxY)
        default:
            area = Rect(x: frame.minX, y: frame.minY - reach, width: frame.width, height: frame.height + reach)
            start = Point(x: frame.minX, y: frame.maxY)
            end = Point(x: frame.minX, y: area.minY)
        }
        let fade = LinearGradient(start: start, end: end, stops: [
            .init(0, background.withAlpha(0.92)), .init(0.55, background.withAlpha(0.7)), .init(1, background.withAlpha(0)),
        ])
        return [
            .backdrop(Backdrop(path: .rect(frame), blur: 2, tint: .clear, flat: .clear)),
            .fill(.rect(area), .linearGradient(fade), .winding),
        ]
    }

    /// The tab bar: a capsule of glass floating in its frame, or the circle
    /// it minimises to (`BarContent.platter`, `BarMetrics.floatingTabBar`).
    func tabBarBackground(_ bar: BarContent, frame: Rect, theme: Theme) -> [DisplayItem] {
        guard let capsule = bar.platter ?? metrics.bars.floatingTabBar?.capsule(in: frame) else { return [] }
        let tint = bar.barTintColor.map { $0.withAlpha(0.85) }
        return [capsule, bar.searchPlatter].compactMap { $0 }.flatMap { shape in
            glass.shape(shape, radius: shape.height / 2, hairline: theme.grid.hairline, tint: tint)
        }
    }

    /// The status bar shows the content's colour beneath a clear bar; with
    /// content scrolled beneath, the top of the scroll-edge effect.
    func statusBar(_ bar: StatusBarContent, frame: Rect, theme: Theme) -> [DisplayItem] {
        var shown = bar
        if shown.backdrop == nil { shown.backdrop = metrics.contentBackground.withAlpha(0.92) }
        return kept.statusBar(shown, frame: frame, theme: theme)
    }

    /// The ink of a bar's items: the bar's tint where it has one, else the
    /// label colour (R3 §4b: symbols and labels follow the content,
    /// monochrome), white on a black bar.
    func itemInk(_ bar: BarContent) -> Color {
        bar.tintColor ?? (bar.barStyle == .default ? palette(.label) : .white)
    }

    /// The glass of a bar's platters: dark on a black bar, whatever the appearance.
    func glass(of bar: BarContent) -> IOS26Glass {
        bar.barStyle == .default ? glass : IOS26Glass(IOS17Palette(.dark))
    }

    /// An item on its platter of glass (a prominent, done-style item on glass
    /// in the tint, its title white; the first of neighbours sharing one
    /// draws it for all), then its chevron, title or glyph.
    func barItem(_ item: BarItemContent, frame: Rect, theme: Theme) -> [DisplayItem] {
        let tint = item.bar.tintColor ?? metrics.barTint
        let ink = item.done ? Color.white : itemInk(item.bar)
        let own = theme.grid.snap(frame)
        let platter = theme.grid.snap(item.platter ?? frame)
        var items = !item.drawsPlatter ? [] : glass(of: item.bar).shape(
            platter, radius: min(platter.width, platter.height) / 2, hairline: theme.grid.hairline, tint: item.done ? tint : nil)
        if item.shape == .back {
            let size = metrics.bars.backChevronSize
            let x = own.midX - size.width / 2 - 1, mid = own.midY
            var chevron = Path()
            chevron.move(to: Point(x: x + size.width, y: mid - size.height / 2))
            chevron.line(to: Point(x: x, y: mid))
            chevron.line(to: Point(x: x + size.width, y: mid + size.height / 2))
            items.append(.stroke(chevron, .color(ink), StrokeStyle(width: 2.6, cap: .round, join: .round)))
        } else {
            items += kept.base.itemLabel(item, ink: ink, theme: theme)
        }
        return items
    }

    /// The selected item on its platter, a pill filling its slot of the
    /// capsule (R3 §4b: inset 2, FB), its glyph in the tint; the others' glyphs
    /// in the label colour (or the bar's tints).
    func tabItemGlyph(_ shape: GlyphShape?, item: TabItemContent, frame: Rect, glyphBox: Rect, theme: Theme) -> [DisplayItem] {
        var items: [DisplayItem] = []
        if item.selected {
            let pill = theme.grid.snap(frame)
            items.append(.fill(.roundedRect(pill, radius: pill.height / 2), .color(palette(.tertiarySystemFill)), .winding))
        }
        if let shape {
            items.append(shape.filled(with: .color(item.tint ?? (item.selected ? metrics.barTint : metrics.bars.tabInactiveColor))))
        }
        return items
    }

    func tabBadge(_ text: String, glyphBox: Rect, theme: Theme) -> [DisplayItem] {
        kept.tabBadge(text, glyphBox: glyphBox, theme: theme)
    }
}
