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
    /// Its items take its tints. A floating tab bar (iOS 26) holds them in its
    /// capsule, or minimised (`minimization` 1), the selected one alone in a
    /// circle; between, the capsule shrinks towards the circle, the selected
    /// item moves into it and the others fade out in the first half. Its
    /// search tab (the item of the search system item) stands apart, a circle
    /// at the trailing end, and stays as it is while the rest minimises.
    func tabBar(frame: Rect, items: [TabBarItemSpec], selectedIndex: Int, bar: BarContent, id: String? = nil,
                minimization: Double = 0) -> PresentedView {
        var bar = bar
        var row = contentRow(of: frame, height: tabBarHeight)
        var shown = Array(items.indices)
        var alone: Rect?
        var search: (index: Int, frame: Rect)?
        var m = items.indices.contains(selectedIndex) ? min(1, max(0, minimization)) : 0
        if let floating = bars.floatingTabBar {
            var within = contentRow(of: frame, height: frame.height)
            if let s = separateSearchTab(items) {
                let (circle, rest) = floating.searchTab(in: within)
                bar.searchPlatter = circle
                search = (s, circle.insetBy(dx: floating.itemInset, dy: floating.itemInset))
                within = rest
                if s == selectedIndex { m = 0 }
            }
            let capsule = floating.capsule(in: within), circle = floating.minimized(in: within)
            let platter = capsule.interpolated(to: circle, Progress(m))
            bar.platter = platter
            row = capsule.insetBy(dx: floating.itemInset, dy: floating.itemInset)
            if m > 0 { alone = circle.insetBy(dx: floating.itemInset, dy: floating.itemInset) }
            if m >= 1 { shown = [selectedIndex] + (search.map { [$0.index] } ?? []) }
        }
        var node = PresentedView(kind: .tabBar, id: id, frame: frame, content: .tabBar(bar))
        guard !items.isEmpty else { return node }
        // The capsule's items in order, the search tab left out of them.
        let inCapsule = items.indices.filter { $0 != search?.index }
        let slot = row.width / Double(inCapsule.count)
        for i in shown {
            let item = items[i]
            let place = Double(inCapsule.firstIndex(of: i) ?? 0)
            var itemFrame = search?.index == i ? search!.frame : Rect(x: row.minX + place * slot, y: row.minY, width: slot, height: row.height)
            let slotFrame = itemFrame
            if let alone, i == selectedIndex { itemFrame = slotFrame.interpolated(to: alone, Progress(m)) }
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
            // Minimising, the selected tab's glyph moves to the middle of its frame, and from
            // half way it shows alone (the title stays the item's, for VoiceOver).
            let centred = Rect(x: itemFrame.midX - g / 2, y: itemFrame.midY - g / 2, width: g, height: g)
            if alone != nil && i == selectedIndex { glyphBox = glyphBox.interpolated(to: centred, Progress(m)) }
            let isSearch = search?.index == i
            if isSearch { glyphBox = centred }
            let glyphOnly = alone != nil && i == selectedIndex && m >= 0.5 || isSearch
            var content = TabItemContent(title: glyphOnly ? "" : title, systemItem: item.systemItem, image: item.image, badge: item.badgeValue,
                                         selected: i == selectedIndex, glyphBox: glyphBox, titleBox: titleBox, titleFont: titleFont)
            if bars.tabItemsTakeTint { content.tint = i == selectedIndex ? bar.tintColor : bar.unselectedItemTintColor }
            var itemNode = PresentedView(kind: .tabBarItem, frame: itemFrame, title: title.isEmpty ? nil : title, content: .tabBarItem(content))
            if alone != nil && i != selectedIndex && !isSearch { itemNode.alpha = max(0, 1 - 2 * m) }
            node.children.append(itemNode)
        }
        return node
    }

    /// The index of the tab the look sets apart as the search tab: the item of
    /// the search system item, in a floating tab bar of more than one tab (iOS 26).
    func separateSearchTab(_ items: [TabBarItemSpec]) -> Int? {
        guard bars.floatingTabBar != nil, items.count > 1 else { return nil }
        return items.firstIndex { $0.systemItem == .search }
    }

    /// A floating tab bar while its separate search tab is selected (iOS 26,
    /// as the Music and App Store apps show it): the other tabs minimised to a
    /// circle at the leading end holding the tab the search returns to, its
    /// glyph alone, and the search tab opened into a glass search field from
    /// beside the circle to the trailing end, as tall as the circle.
    func openSearchTabBar(frame: Rect, items: [TabBarItemSpec], searchIndex: Int, returnIndex: Int, search: SearchControllerSpec,
                          bar: BarContent) -> PresentedView {
        guard let floating = bars.floatingTabBar else { return tabBar(frame: frame, items: items, selectedIndex: searchIndex, bar: bar) }
        var bar = bar
        let within = contentRow(of: frame, height: frame.height)
        let circle = floating.minimized(in: within)
        let fieldX = circle.maxX + floating.searchGap
        let field = Rect(x: fieldX, y: circle.minY, width: max(0, within.maxX - floating.sideInset - fieldX), height: circle.height)
        bar.platter = circle
        bar.searchPlatter = field
        var node = PresentedView(kind: .tabBar, frame: frame, content: .tabBar(bar))
        let back = items[returnIndex], g = bars.tabGlyphSize
        let glyph = Rect(x: circle.midX - g / 2, y: circle.midY - g / 2, width: g, height: g)
        var content = TabItemContent(title: "", systemItem: back.systemItem, image: back.image, badge: back.badgeValue, selected: false,
                                     glyphBox: glyph, titleBox: glyph)
        if bars.tabItemsTakeTint { content.tint = bar.unselectedItemTintColor }
        let title = back.shownTitle
        node.children.append(PresentedView(kind: .tabBarItem, frame: circle.insetBy(dx: floating.itemInset, dy: floating.itemInset),
                                           title: title.isEmpty ? nil : title, content: .tabBarItem(content)))
        var fieldView = searchBarView(SearchBarSpec(text: search.text, placeholder: search.placeholder), frame: field)
        if case .control(var control) = fieldView.content, case .searchBar(var searchBar) = control.kind {
            searchBar.paintsBackground = false
            searchBar.paintsField = false
            control.kind = .searchBar(searchBar)
            fieldView.content = .control(control)
        }
        let searchTitle = items[searchIndex].shownTitle
        let empty = TabItemContent(title: "", systemItem: nil, image: nil, badge: nil, selected: false, glyphBox: .zero, titleBox: .zero)
        node.children.append(PresentedView(kind: .tabBarItem, frame: field, title: searchTitle.isEmpty ? nil : searchTitle,
                                           content: .tabBarItem(empty), children: [fieldView]))
        return node
    }
}
