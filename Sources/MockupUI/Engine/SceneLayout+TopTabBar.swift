import MockupCore

extension SceneLayout {
    /// The tab bar at the top, when the look has one (`BarMetrics.topTabBar`)
    /// and the app is an iPad's in regular width; in compact width (a third
    /// or half of the screen) the tab bar is at the bottom, as on a phone.
    var topTabBar: TopTabBar? { isPadInRegularWidth ? bars.topTabBar : nil }

    /// A tab bar controller whose tab bar floats at the top: the selected
    /// child fills the frame, its navigation bar (if it shows one) keeping the
    /// row and giving its title area to the tab bar; a child without one
    /// begins below the row the tab bar takes.
    func layoutTabBarAtTop(
        _ tabs: TabBarState, _ top: TopTabBar, id: String, in frame: Rect, context: inout LayoutContext
    ) throws(DiagnosticError) -> [PresentedView] {
        guard let selected = tabs.selectedChild else { return [] }
        let row = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: metrics.navigationBarHeight)
        let navigationBar = selected.visibleNodes.lazy.compactMap(\.navigationState).first.map { !$0.bars.navigationBarHidden } ?? false
        let contentFrame = navigationBar ? frame : frame.divided(atDistance: row.height, fromTop: true).remainder
        let outer = context
        context.tabBarAtTop = navigationBar
        context.rides[.tabBar] = Ride()
        context.enclosingToolbarShown = false
        let content = try layoutController(selected, in: contentFrame, context: &context)
        context = LayoutContext(restoring: outer, keeping: context)
        var bar = topTabBar(top, row: row, items: tabs.tabs.map(\.shownTabBarItem), selectedIndex: tabs.selectedIndex,
                            bar: BarContent(tabs.spec.tabBar))
        bar.tags.insert(.bottomBar(id))
        return [content, bar]
    }

    /// The bar itself: as wide as `row`, its capsule centred in it holding
    /// each tab's title between paddings.
    func topTabBar(_ top: TopTabBar, row: Rect, items: [TabBarItemSpec], selectedIndex: Int, bar: BarContent) -> PresentedView {
        let widths = items.map { naturalWidth($0.shownTitle, top.titleFont).rounded(.up) + 2 * top.itemPadding }
        let natural = widths.reduce(0, +)
        // Titles too wide for the row share what there is, in proportion.
        let inner = min(natural, max(0, row.width - 2 * metrics.navigationBarMargin))
        let scale = natural > 0 ? inner / natural : 1
        let textHeight = lineHeight(top.titleFont)
        let capsule = Rect(x: (row.midX - inner / 2 - top.itemInset).rounded(), y: row.midY - top.height / 2,
                           width: inner + 2 * top.itemInset, height: top.height)
        var content = bar
        content.platter = capsule
        var node = PresentedView(kind: .tabBar, frame: row, content: .tabBar(content))
        var x = capsule.minX + top.itemInset
        for (i, item) in items.enumerated() {
            let width = widths[i] * scale
            let itemFrame = Rect(x: x, y: capsule.minY + top.itemInset, width: width, height: top.height - 2 * top.itemInset)
            x += width
            let titleBox = Rect(x: itemFrame.minX + top.itemPadding * scale, y: (itemFrame.midY - textHeight / 2).rounded(),
                                width: max(0, width - 2 * top.itemPadding * scale), height: textHeight)
            var tab = TabItemContent(title: item.shownTitle, systemItem: nil, image: nil, badge: item.badgeValue, selected: i == selectedIndex,
                                     glyphBox: Rect(x: titleBox.minX, y: titleBox.minY, width: 0, height: 0), titleBox: titleBox,
                                     titleFont: top.titleFont)
            tab.tint = i == selectedIndex ? bar.tintColor : bar.unselectedItemTintColor
            node.children.append(PresentedView(kind: .tabBarItem, frame: itemFrame, title: item.shownTitle.isEmpty ? nil : item.shownTitle,
                                               content: .tabBarItem(tab)))
        }
        return node
    }
}
