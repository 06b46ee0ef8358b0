import MockupCore

extension Theme {
    /// A tab bar item: the look's highlight and glyph, the title, the look's badge.
    func tabItem(_ item: TabItemContent, frame: Rect) -> [DisplayItem] {
        let glyphBox = grid.snap(item.glyphBox)
        var items = look.tabItemGlyph(tabGlyph(item, in: glyphBox), item: item, frame: frame, glyphBox: glyphBox, theme: self)
        let titleColor = item.tint ?? (item.selected ? (metrics.bars.tabSelectedTitleColor ?? metrics.barTint) : metrics.bars.tabInactiveColor)
        items.append(.text(TextRun(text: item.title, font: item.titleFont ?? metrics.bars.tabTitleFont, color: titleColor,
                                   box: grid.snap(item.titleBox), alignment: .center)))
        if let badge = item.badge, !badge.isEmpty {
            items += look.tabBadge(badge, glyphBox: glyphBox, theme: self)
        }
        return items
    }

    /// Where a tab item's badge of `text` goes, `height` tall, at least as wide,
    /// `padding` wider than its text: over the glyph's top right corner.
    func badgeFrame(_ text: String, glyphBox: Rect, height: Double, padding: Double) -> Rect {
        let width = max(height, Double(text.count) * metrics.bars.badgeFont.size * 0.6 + padding)
        return grid.snap(Rect(x: glyphBox.maxX - height / 2 - 2, y: glyphBox.minY - 3, width: width, height: height))
    }

    /// A badge's text, white and centred in its frame.
    func badgeText(_ text: String, frame: Rect) -> DisplayItem {
        .text(TextRun(text: text, font: metrics.bars.badgeFont, color: .white, box: frame, alignment: .center))
    }

    /// A bar button item's image: its built-in glyph or its picture file.
    func itemGlyph(_ item: BarItemContent, in box: Rect) -> GlyphShape? {
        if let image = item.image, let file = image.file { return GlyphShape(picture: image, file: file, in: box) }
        return item.symbol.flatMap { Glyph.named($0, in: box) }
    }

    private func tabGlyph(_ item: TabItemContent, in box: Rect) -> GlyphShape? {
        if let system = item.systemItem { return Glyph.tabBar(system, in: box) }
        guard let image = item.image else { return nil }  // the title alone, in its usual place
        if let file = image.file { return GlyphShape(picture: image, file: file, in: box) }
        if let name = image.systemName, let shape = Glyph.named(name, in: box) { return shape }
        // An image that is no built-in glyph shows a rounded square (its colour is ignored: tab glyphs are masks).
        return GlyphShape(path: .roundedRect(box.insetBy(dx: 3, dy: 3), radius: 4), rule: .winding)
    }
}
