import MockupCore

extension SceneLayout {
    /// Toolbar height in the current orientation (44, 32 in landscape).
    var toolbarHeight: Double {
        orientation.isLandscape ? metrics.toolbarLandscapeHeight : metrics.toolbarHeight
    }

    /// Where a bar's items go: its top `height` points, inside the safe
    /// area's sides when the bar spans the screen (the home indicator's inset
    /// and the sensor housing's side stay clear).
    func contentRow(of frame: Rect, height: Double) -> Rect {
        let sides = frame.width >= interfaceSize.width ? scene.device.safeAreaSides(orientation) : 0
        return Rect(x: frame.minX + sides, y: frame.minY, width: frame.width - 2 * sides, height: min(frame.height, height))
    }

    /// A toolbar with its items.
    func toolbar(frame: Rect, items: [BarButtonItemSpec], bar: BarContent, id: String? = nil) throws(DiagnosticError) -> PresentedView {
        PresentedView(kind: "toolbar", id: id, frame: frame, content: .toolbar(bar),
                      children: try toolbarItems(items, bar: bar, in: contentRow(of: frame, height: toolbarHeight)))
    }

    /// A tab bar: N equal slots (Apple, itemPositioning fill), glyph above title,
    /// the items in the top 49 points (the home indicator's inset lies below).
    /// Its items take its tints.
    func tabBar(frame: Rect, items: [TabBarItemSpec], selectedIndex: Int, bar: BarContent, id: String? = nil) -> PresentedView {
        var node = PresentedView(kind: "tabBar", id: id, frame: frame, content: .tabBar(bar))
        guard !items.isEmpty else { return node }
        let row = contentRow(of: frame, height: metrics.tabBarHeight)
        let slot = row.width / Double(items.count)
        for (i, item) in items.enumerated() {
            let itemFrame = Rect(x: row.minX + Double(i) * slot, y: row.minY, width: slot, height: row.height)
            let title = item.shownTitle
            let g = bars.tabGlyphSize
            let glyphBox = Rect(x: itemFrame.midX - g / 2, y: itemFrame.minY + bars.tabGlyphTop, width: g, height: g)
            let titleBox = Rect(x: itemFrame.minX + 1, y: itemFrame.maxY - 14, width: itemFrame.width - 2, height: 12)
            var content = TabItemContent(title: title, systemItem: item.systemItem, image: item.image, badge: item.badgeValue,
                                         selected: i == selectedIndex, glyphBox: glyphBox, titleBox: titleBox)
            if bars.tabItemsTakeTint { content.tint = i == selectedIndex ? bar.tintColor : bar.unselectedItemTintColor }
            node.children.append(PresentedView(kind: "tabBarItem", frame: itemFrame, title: title.isEmpty ? nil : title,
                                               content: .tabBarItem(content)))
        }
        return node
    }
}
