import MockupCore

extension SceneLayout {
    /// A tab bar controller: the selected child above the tab bar, which is
    /// not shown while the child's navigation stack holds a screen that
    /// `hidesBottomBarWhenPushed`.
    func layoutTabBarController(_ tabs: TabBarState, id: String, in frame: Rect, context: inout LayoutContext) throws(DiagnosticError) -> [PresentedView] {
        guard let selected = tabs.selectedChild else { return [] }
        let hidden = selected.hidesBottomBar
        if !hidden, let top = topTabBar { return try layoutTabBarAtTop(tabs, top, id: id, in: frame, context: &context) }
        let height = bottomBarHeight(tabBarHeight, in: frame)
        let contentFrame = hidden ? frame : frame.divided(atDistance: height, fromTop: false).remainder
        let items = tabs.tabs.map(\.shownTabBarItem)
        let searching = !hidden && separateSearchTab(items) == tabs.selectedIndex
        let outer = context
        context.searchFieldAtBottom = searching
        context.rides[.tabBar] = hidden ? Ride(dy: height, bottomGrowth: height) : Ride()
        context.enclosingToolbarShown = false
        if !hidden { context.bottomUnderlap = underlap(beneathBottomBar: height) }
        var views = [try layoutController(selected, in: contentFrame, context: &context)]
        context = LayoutContext(restoring: outer, keeping: context)
        if !hidden {
            let barFrame = Rect(x: frame.minX, y: frame.maxY - height, width: frame.width, height: height)
            var bar: PresentedView
            if searching {
                // The field is the search tab's screen's search controller's, if it has one.
                let screen = selected.visibleNodes.lazy.compactMap(\.navigationState).first?.stack.last ?? selected
                let back = tabs.previousIndex ?? items.indices.first { $0 != tabs.selectedIndex } ?? 0
                bar = openSearchTabBar(frame: barFrame, items: items, searchIndex: tabs.selectedIndex, returnIndex: back,
                                       search: navigationItem(of: screen).searchController ?? SearchControllerSpec(),
                                       bar: BarContent(tabs.spec.tabBar))
            } else {
                bar = tabBar(frame: barFrame, items: items, selectedIndex: tabs.selectedIndex, bar: BarContent(tabs.spec.tabBar),
                             minimization: tabs.minimization)
            }
            bar.tags.insert(.bottomBar(id))
            views.append(bar)
        }
        return views
    }

    /// A toolbar controller: a toolbar of its own under its content. Its items
    /// are the shown navigation controller's top screen's toolbar items, else its own.
    func layoutToolbarController(_ bar: ToolbarState, id: String, in frame: Rect, context: inout LayoutContext) throws(DiagnosticError) -> [PresentedView] {
        let hidden = bar.content.hidesBottomBar
        let height = bottomBarHeight(metrics.toolbarHeight, in: frame)
        let contentFrame = hidden ? frame : frame.divided(atDistance: height, fromTop: false).remainder
        var items = bar.items
        var look = BarContent(barStyle: .default)
        if let nav = bar.content.visibleNodes.lazy.compactMap(\.navigationState).first {
            look = nav.bars.content
            if let top = nav.stack.last, let topItems = shownToolbarItems(of: top), !topItems.isEmpty { items = topItems }
        }
        let outer = context
        context.rides[.toolbar] = hidden ? Ride(dy: height, bottomGrowth: height) : Ride()
        context.enclosingToolbarShown = !hidden
        if !hidden { context.bottomUnderlap = underlap(beneathBottomBar: height) }
        var views = [try layoutController(bar.content, in: contentFrame, context: &context)]
        context = LayoutContext(restoring: outer, keeping: context)
        if !hidden {
            let barFrame = Rect(x: frame.minX, y: frame.maxY - height, width: frame.width, height: height)
            var toolbar = try toolbar(frame: barFrame, items: items, bar: look)
            toolbar.tags.insert(.bottomBar(id))
            views.append(toolbar)
        }
        return views
    }

    /// A segmented controller: its selected child, and its segmented control
    /// in the enclosing navigation bar (see `navigationItem(of:)`), in a
    /// toolbar at its bottom after its own toolbar items, or in a bar at its top.
    func layoutSegmentedController(
        _ node: ControllerNode, _ seg: SegmentedState, in frame: Rect, context: inout LayoutContext
    ) throws(DiagnosticError) -> [PresentedView] {
        guard let selected = seg.selectedChild else { return [] }
        let look = context.enclosingBar ?? BarContent(barStyle: .default)
        let toolbarAbove = context.enclosingToolbarShown
        context.enclosingToolbarShown = false
        defer { context.enclosingToolbarShown = toolbarAbove }
        switch seg.spec.placement {
        case .titleView:
            return [try layoutController(selected, in: frame, context: &context)]
        case .toolbar where toolbarAbove:
            // The enclosing toolbar shows the control (see `shownToolbarItems(of:)`).
            return [try layoutController(selected, in: frame, context: &context)]
        case .toolbar:
            let height = bottomBarHeight(metrics.toolbarHeight, in: frame)
            let split = frame.divided(atDistance: height, fromTop: false)
            let underlapAbove = context.bottomUnderlap
            context.bottomUnderlap = underlap(beneathBottomBar: height)
            let content = try layoutController(selected, in: split.remainder, context: &context)
            context.bottomUnderlap = underlapAbove
            return [content, try toolbar(frame: split.slice, items: shownToolbarItems(of: node) ?? [], bar: look)]
        case .top:
            let split = frame.divided(atDistance: metrics.toolbarHeight, fromTop: true)
            return [try layoutController(selected, in: split.remainder, context: &context),
                    try toolbar(frame: split.slice, items: segmentedControlItems(seg), bar: look)]
        }
    }

    /// A segmented controller's control as toolbar items, centred between flexible spaces.
    func segmentedControlItems(_ seg: SegmentedState) -> [BarButtonItemSpec] {
        let control = BarButtonItemSpec(customView: ViewSpec(kind: .segmentedControl(segmentedControlSpec(seg))))
        let flexible = BarButtonItemSpec(systemItem: .flexibleSpace)
        return [flexible, control, flexible]
    }

    /// The control a segmented controller shows: one segment per child, titled by it.
    func segmentedControlSpec(_ seg: SegmentedState) -> SegmentedControlSpec {
        SegmentedControlSpec(segments: seg.children.map { $0.title ?? "" }, selectedSegmentIndex: seg.selectedIndex,
                             controlStyle: seg.spec.controlStyle)
    }
}

extension ControllerNode {
    /// Whether a bottom bar (tab bar, toolbar controller's toolbar) steps
    /// aside for this subtree: a shown navigation controller holds, above its
    /// root, a screen that `hidesBottomBarWhenPushed`.
    var hidesBottomBar: Bool {
        if case .navigation(let nav) = container, nav.stack.dropFirst().contains(where: \.spec.hidesBottomBarWhenPushed) {
            return true
        }
        return visibleChildren.contains { $0.hidesBottomBar }
    }

    var navigationState: NavigationState? {
        if case .navigation(let nav) = container { return nav }
        return nil
    }
}

extension TabBarState {
    var selectedChild: ControllerNode? { tabs.indices.contains(selectedIndex) ? tabs[selectedIndex] : nil }
}

extension SegmentedState {
    var selectedChild: ControllerNode? { children.indices.contains(selectedIndex) ? children[selectedIndex] : nil }
}
