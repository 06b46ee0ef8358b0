import MockupCore

extension SceneLayout {
    /// Toolbar height in the current orientation (44, 32 in landscape).
    var toolbarHeight: Double {
        orientation.isLandscape ? metrics.toolbarLandscapeHeight : metrics.toolbarHeight
    }

    /// A toolbar with its items.
    func toolbar(frame: Rect, items: [BarButtonItemSpec], bar: BarContent, id: String? = nil) throws(DiagnosticError) -> PresentedView {
        PresentedView(kind: "toolbar", id: id, frame: frame, content: .toolbar(bar),
                      children: try toolbarItems(items, bar: bar, in: frame))
    }

    /// A tab bar: N equal slots (Apple, itemPositioning fill), glyph above title,
    /// the items in the top 49 points (the home indicator's inset lies below).
    func tabBar(frame: Rect, items: [TabBarItemSpec], selectedIndex: Int, id: String? = nil) -> PresentedView {
        var node = PresentedView(kind: "tabBar", id: id, frame: frame,
                                 content: .tabBar(BarContent(barStyle: .black)))
        guard !items.isEmpty else { return node }
        let slot = frame.width / Double(items.count)
        let row = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: min(frame.height, metrics.tabBarHeight))
        for (i, item) in items.enumerated() {
            let itemFrame = Rect(x: row.minX + Double(i) * slot, y: row.minY, width: slot, height: row.height)
            let title = item.title ?? item.systemItem?.title ?? ""
            let g = bars.tabGlyphSize
            let glyphBox = Rect(x: itemFrame.midX - g / 2, y: itemFrame.minY + (scene.style == .classic ? 3 : 5), width: g, height: g)
            let titleBox = Rect(x: itemFrame.minX + 1, y: itemFrame.maxY - 14, width: itemFrame.width - 2, height: 12)
            let content = TabItemContent(title: title, systemItem: item.systemItem, image: item.image, badge: item.badgeValue,
                                         selected: i == selectedIndex, glyphBox: glyphBox, titleBox: titleBox)
            node.children.append(PresentedView(kind: "tabBarItem", frame: itemFrame, title: title, content: .tabBarItem(content)))
        }
        return node
    }
}
