import MockupCore

extension SceneLayout {
    /// A controller's root view when given `frame`: a `screen` carrying the
    /// controller's name. A container's holds, as UIKit nests them, its bars
    /// and its shown child's root view; it draws nothing of its own.
    func layoutController(_ node: ControllerNode, in frame: Rect, context: inout LayoutContext) throws(DiagnosticError) -> PresentedView {
        if let style = node.spec.overrideUserInterfaceStyle, style != traits.userInterfaceStyle {
            // Its view, and what it holds, in the appearance it asks for.
            var view = try resolved(for: traits.with(\.userInterfaceStyle, style)).layoutController(node, in: frame, context: &context)
            view.tags.insert(.userInterfaceStyle(style))
            return view
        }
        let views: [PresentedView]
        switch node.container {
        case .content(let view):
            return try layoutScreen(node, view: view, in: frame, context: &context)
        case .navigation(let nav):
            views = try layoutNavigation(nav, id: node.instanceID, in: frame, context: &context)
        case .tabBar(let tabs):
            views = try layoutTabBarController(tabs, id: node.instanceID, in: frame, context: &context)
        case .toolbar(let bar):
            views = try layoutToolbarController(bar, id: node.instanceID, in: frame, context: &context)
        case .segmented(let seg):
            views = try layoutSegmentedController(node, seg, in: frame, context: &context)
        case .split(let split):
            views = try layoutSplit(split, id: node.instanceID, in: frame, context: &context)
        }
        return PresentedView(kind: .screen, id: node.name, frame: frame, children: views,
                             tags: [.containerView(node.instanceID), .controllerClass(node.className)])
    }

    /// A content controller's root view, the `screen` node carrying its name.
    /// Its subviews' frames are written for the size of the root view's own
    /// `frame` when it has one (as a nib's), else for the size it was first
    /// given, and autoresize from there. The container sets the actual frame.
    func layoutScreen(_ node: ControllerNode, view: ViewSpec?, in frame: Rect, context: inout LayoutContext) throws(DiagnosticError) -> PresentedView {
        let firstGiven = ScreenReference(size: frame.size, growth: context.rides.mapValues { $0.topGrowth + $0.bottomGrowth })
        let reference = view?.frame.map { ScreenReference(size: $0.size) }
            ?? context.referenceSizes[node.instanceID] ?? context.screenSizes[node.instanceID] ?? firstGiven
        if context.referenceSizes[node.instanceID] == nil { context.screenSizes[node.instanceID] = reference }
        let background = view?.backgroundColor ?? metrics.contentBackground
        var screen = PresentedView(kind: .screen, id: node.name, frame: frame, clipsToBounds: true, content: .plain(background: background),
                                   tags: [.controllerClass(node.className)])
        screen.bottomUnderlap = context.bottomUnderlap
        guard var view else { return screen }
        if let row = node.selectedRow { view.selectRow(row) }
        screen.alpha = view.alpha
        var parent = ParentFrame(
            frame: frame, declaredSize: reference.size, reference: reference, rides: context.rides, bottomUnderlap: context.bottomUnderlap,
            topUnderlap: context.topUnderlap, safeArea: safeArea(of: frame)
        )
        parent.marginBox = safeArea(of: frame).inset(by: Self.screenMargins)
        if case .view = view.kind {
            screen.children += try layoutSubviews(of: view, in: parent, frame: frame, isScreen: true)
            screen.constraints = view.constraints.map(\.description)
        } else {
            // A table (or any other kind) as the root view fills the screen.
            view.frame = nil
            view.autoresizingMask = []
            if let child = try layoutView(view, in: ParentFrame(frame: frame, declaredSize: frame.size, bottomUnderlap: context.bottomUnderlap)) {
                screen.children = [child]
            }
        }
        return screen
    }

    /// The height a bar at the bottom of `frame` takes: its own, plus the
    /// home indicator's inset when it reaches the screen's bottom edge.
    func bottomBarHeight(_ height: Double, in frame: Rect) -> Double {
        frame.maxY >= interfaceSize.height ? height + scene.device.safeAreaBottom(orientation) : height
    }

    /// How far content runs on beneath a shown bottom bar of `height` in this
    /// look (`BarMetrics.contentRunsBeneathBottomBars`).
    func underlap(beneathBottomBar height: Double) -> Double {
        bars.contentRunsBeneathBottomBars ? height : 0
    }
}

extension ViewSpec {
    /// Marks row `index` (counted across sections) of the first table selected.
    mutating func selectRow(_ index: Int) {
        if case .tableView(var table) = kind {
            var n = index
            for s in table.sections.indices {
                if n < table.sections[s].rows.count {
                    table.sections[s].rows[n].selected = true
                    kind = .tableView(table)
                    return
                }
                n -= table.sections[s].rows.count
            }
            return
        }
        for i in subviews.indices where subviews[i].firstTable != nil {
            subviews[i].selectRow(index)
            return
        }
    }
}
