import MockupCore

extension SceneLayout {
    /// A navigation controller: its bar on top, its toolbar at the bottom (when
    /// shown), its top screen between them (or beneath them when translucent).
    /// Every view is tagged with the controller's instance `id` for the transitions.
    func layoutNavigation(_ nav: NavigationState, id: String, in frame: Rect, context: inout LayoutContext) throws(DiagnosticError) -> [PresentedView] {
        guard let top = nav.stack.last else {
            return [PresentedView(kind: .screen, id: nil, frame: frame, content: .plain(background: metrics.contentBackground),
                                  tags: [.navigationContent(id)])]
        }
        let bar = nav.bars.content
        let translucent = bar.translucent
        var contentFrame = frame
        var bars: [PresentedView] = []
        let outer = context
        var rides = context.rides

        var state = NavigationBarState(top: navigationItem(of: top), largeTitle: showsLargeTitle(nav))
        if nav.stack.count > 1 { state.backTitle = backTitle(of: nav.stack[nav.stack.count - 2]) }
        state.titleGivesWay = context.tabBarAtTop
        context.tabBarAtTop = false
        // Content scrolled up collapses a large title into the standard bar, the
        // content following the bar's bottom edge as it rises.
        var shown = top
        if state.top.searchController != nil, !context.searchFieldAtBottom, let row = metrics.navigationSearchRowHeight {
            state.searchRow = row
            // The search bar collapses first, as its content scrolls up beneath it.
            if state.top.searchController?.hidesSearchBarWhenScrolling == true, let offset = shown.largeTitleScrollOffset, offset > 0 {
                state.searchCollapse = min(offset, row)
                shown.moveLargeTitleScroller(by: -state.searchCollapse)
            }
        }
        if state.largeTitle, let offset = shown.largeTitleScrollOffset, offset > 0 {
            let room = metrics.largeTitleBarHeight - metrics.navigationBarHeight
            state.collapse = min(offset, room)
            if state.collapse >= room { state.largeTitle = false; state.collapse = 0 }
            shown.moveLargeTitleScroller(by: -min(offset, room))
        }
        let navHeight = navigationBarHeight(state)
        if nav.bars.navigationBarHidden {
            rides[.navigationBar] = Ride(dy: -navHeight, topGrowth: translucent ? 0 : navHeight)
        } else {
            let barFrame = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: navHeight)
            var view = try navigationBar(frame: barFrame, state: state, bar: bar)
            view.tags.insert(.navigationBar(id))
            bars.append(view)
            if !translucent { contentFrame = contentFrame.divided(atDistance: navHeight, fromTop: true).remainder }
            // UIKit's view runs on beneath a translucent bar (the default from iOS 7), and stops at an opaque one.
            let runsBeneath = look.barBackgroundRunsBeneathStatusBar && (nav.bars.translucent ?? true)
            context.topUnderlap = runsBeneath ? context.topUnderlap + (contentFrame.minY - frame.minY) : 0
            rides[.navigationBar] = Ride()
        }

        let toolbarTotal = bottomBarHeight(metrics.toolbarHeight, in: frame)
        if nav.bars.toolbarHidden {
            rides[.toolbar] = Ride(dy: toolbarTotal, bottomGrowth: translucent ? 0 : toolbarTotal)
        } else {
            let barFrame = Rect(x: frame.minX, y: frame.maxY - toolbarTotal, width: frame.width, height: toolbarTotal)
            var view = try toolbar(frame: barFrame, items: shownToolbarItems(of: top) ?? [], bar: bar)
            view.tags.insert(.navigationToolbar(id))
            bars.append(view)
            if !translucent {
                contentFrame = contentFrame.divided(atDistance: toolbarTotal, fromTop: false).remainder
                context.bottomUnderlap = underlap(beneathBottomBar: toolbarTotal)
            }
            rides[.toolbar] = Ride()
        }

        context.rides = rides
        context.enclosingBar = bar
        context.enclosingToolbarShown = !nav.bars.toolbarHidden
        var content = try layoutController(shown, in: contentFrame, context: &context)
        content.tags.insert(.navigationContent(id))
        context = LayoutContext(restoring: outer, keeping: context)
        return [content] + bars
    }

    /// The navigation item a controller shows, its title defaulting to the
    /// controller's. A segmented controller placed in the title view shows
    /// its control there, and its selected child's bar button items when it
    /// has none of its own.
    func navigationItem(of node: ControllerNode) -> NavigationItemSpec {
        var item = navigationItem(of: node.spec)
        if case .segmented(let seg) = node.container, seg.spec.placement == .titleView {
            if item.titleView == nil { item.titleView = ViewSpec(kind: .segmentedControl(segmentedControlSpec(seg))) }
            if let child = seg.selectedChild {
                let inner = navigationItem(of: child)
                if item.leftBarButtonItems.isEmpty { item.leftBarButtonItems = inner.leftBarButtonItems }
                if item.rightBarButtonItems.isEmpty { item.rightBarButtonItems = inner.rightBarButtonItems }
            }
        }
        return item
    }

    /// The items a toolbar shows for a controller on top: its toolbar items;
    /// a segmented controller placed in the toolbar adds its control after
    /// them, between flexible spaces.
    func shownToolbarItems(of node: ControllerNode) -> [BarButtonItemSpec]? {
        guard case .segmented(let seg) = node.container, seg.spec.placement == .toolbar else { return node.toolbarItems }
        return (node.toolbarItems ?? []) + segmentedControlItems(seg)
    }

    /// The back button's title over a controller: a segmented controller that
    /// asks for it reads its selected segment's.
    func backTitle(of node: ControllerNode) -> String {
        if case .segmented(let seg) = node.container, seg.spec.backButtonFollowsSegment, let child = seg.selectedChild {
            return backTitle(of: navigationItem(of: child))
        }
        return backTitle(of: navigationItem(of: node))
    }
}

extension ControllerNode {
    /// The content offset of the scrolling view a large title follows: the
    /// screen's root view when it scrolls (a `table:` screen), else its first
    /// subview when that scrolls and starts at the screen's top (UIKit tracks
    /// the scroll view at the top of the controller's view).
    var largeTitleScrollOffset: Double? {
        guard case .content(let view?) = container else { return nil }
        if let y = view.verticalOffset { return y }
        guard let first = view.subviews.first, (first.frame?.minY ?? 0) <= 0 else { return nil }
        return first.verticalOffset
    }

    /// Moves that view's content offset by `dy`.
    mutating func moveLargeTitleScroller(by dy: Double) {
        guard case .content(var view?) = container, let offset = largeTitleScrollOffset else { return }
        if view.verticalOffset != nil {
            view.verticalOffset = offset + dy
        } else {
            view.subviews[0].verticalOffset = offset + dy
        }
        container = .content(view)
    }
}
