import MockupCore

extension SceneLayout {
    /// Where a bar's items go: its top `height` points, inside the safe
    /// area's sides (the home indicator's inset and the sensor housing's side stay clear).
    func contentRow(of frame: Rect, height: Double) -> Rect {
        let sides = safeAreaSides(of: frame)
        return Rect(x: frame.minX + sides.left, y: frame.minY, width: max(0, frame.width - sides.left - sides.right),
                    height: min(frame.height, height))
    }

    /// How far a view with `frame` (window points) reaches into the unsafe
    /// strips at the screen's sides, on the left and on the right: its
    /// `safeAreaInsets.left` and `.right` (UIView.safeAreaInsets, iOS 11: the
    /// part of the view the window's safe area does not cover).
    func safeAreaSides(of frame: Rect) -> (left: Double, right: Double) {
        let side = scene.device.safeAreaSides(orientation)
        guard side > 0 else { return (0, 0) }
        return (min(frame.width, max(0, side - frame.minX)), min(frame.width, max(0, frame.maxX - (interfaceSize.width - side))))
    }

    /// A toolbar with its items.
    func toolbar(frame: Rect, items: [BarButtonItemSpec], bar: BarContent, id: String? = nil) throws(DiagnosticError) -> PresentedView {
        PresentedView(kind: .toolbar, id: id, frame: frame, content: .toolbar(bar),
                      children: try toolbarItems(items, bar: bar, in: contentRow(of: frame, height: metrics.toolbarHeight)))
    }

    /// Whether tab items put the title beside the glyph: on phones in
    /// landscape, in the looks that do (iOS 11 on; Apple HIG, Tab bars).
    var tabItemsAreInline: Bool { orientation.isLandscape && bars.tabInlineTitleFont != nil }

    /// The tab bar's height above the home indicator: 49, or in compact
    /// height and width (landscape, but on the large phones) the look's compact height.
    var tabBarHeight: Double {
        if let floating = bars.floatingTabBar {
            // The capsule and the gap beneath it, of which the home indicator's inset is part.
            return max(0, floating.height + floating.bottomInset - scene.device.safeAreaBottom(orientation))
        }
        return tabItemsAreInline && !scene.device.landscapeWidthIsRegular ? bars.tabCompactHeight : metrics.tabBarHeight
    }

    /// A tab bar: N equal slots (Apple, itemPositioning fill), glyph above title
    /// (or beside it, centred together, in landscape where the look does so),
    /// the items in the top `tabBarHeight` points (the home indicator's inset lies below).
    /// Its items take its tints.
    func tabBar(frame: Rect, items: [TabBarItemSpec], selectedIndex: Int, bar: BarContent, id: String? = nil) -> PresentedView {
        var node = PresentedView(kind: .tabBar, id: id, frame: frame, content: .tabBar(bar))
        guard !items.isEmpty else { return node }
        var row = contentRow(of: frame, height: tabBarHeight)
        if let floating = bars.floatingTabBar {
            row = floating.capsule(in: contentRow(of: frame, height: frame.height)).insetBy(dx: floating.itemInset, dy: floating.itemInset)
        }
        let slot = row.width / Double(items.count)
        for (i, item) in items.enumerated() {
            let itemFrame = Rect(x: row.minX + Double(i) * slot, y: row.minY, width: slot, height: row.height)
            let title = item.shownTitle
            let g = bars.tabGlyphSize
            var glyphBox = Rect(x: itemFrame.midX - g / 2, y: itemFrame.minY + bars.tabGlyphTop, width: g, height: g)
            var titleBox = Rect(x: itemFrame.minX + 1, y: itemFrame.maxY - 14, width: itemFrame.width - 2, height: 12)
            var titleFont: Font?
            if tabItemsAreInline, let font = bars.tabInlineTitleFont {
                let hasGlyph = item.systemItem != nil || item.image != nil
                let glyphWidth = hasGlyph ? g + bars.tabInlineGap : 0
                let textWidth = min(naturalWidth(title, font).rounded(.up), max(0, itemFrame.width - glyphWidth - 2))
                let left = (itemFrame.midX - (glyphWidth + textWidth) / 2).rounded()
                glyphBox = Rect(x: left, y: itemFrame.midY - g / 2, width: g, height: g)
                let textHeight = lineHeight(font)
                titleBox = Rect(x: left + glyphWidth, y: (itemFrame.midY - textHeight / 2).rounded(), width: textWidth, height: textHeight)
                titleFont = font
            }
            var content = TabItemContent(title: title, systemItem: item.systemItem, image: item.image, badge: item.badgeValue,
                                         selected: i == selectedIndex, glyphBox: glyphBox, titleBox: titleBox, titleFont: titleFont)
            if bars.tabItemsTakeTint { content.tint = i == selectedIndex ? bar.tintColor : bar.unselectedItemTintColor }
            node.children.append(PresentedView(kind: .tabBarItem, frame: itemFrame, title: title.isEmpty ? nil : title,
                                               content: .tabBarItem(content)))
        }
        return node
    }
}
