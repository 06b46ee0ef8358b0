import MockupCore

extension SceneLayout {
    /// The views a controller contributes when its root view is given `frame`.
    /// Containers contribute their children's views and their bars directly.
    func layoutController(
        _ ref: ControllerRef, in frame: Rect, keyPath: String, visiting: Set<String>
    ) throws(DiagnosticError) -> [PresentedView] {
        let spec = try resolve(ref, keyPath: keyPath)
        let id = controllerID(ref, spec)
        if let id, visiting.contains(id) {
            throw DiagnosticError(Diagnostic(location: spec.location, keyPath: keyPath, message: "screen '\(id)' contains itself"))
        }
        let inside = id.map { visiting.union([$0]) } ?? visiting
        switch spec.content {
        case .view(let view):
            return [try layoutScreen(id: id, view: view, in: frame)]
        case .navigation(let nav):
            return try layoutNavigation(nav, in: frame, keyPath: keyPath + ".navigationController", visiting: inside)
        case .tabBar:
            throw unsupported("tabBarController", spec, keyPath)
        case .toolbar:
            throw unsupported("toolbarController", spec, keyPath)
        case .segmented:
            throw unsupported("segmentedController", spec, keyPath)
        }
    }

    private func unsupported(_ kind: String, _ spec: ControllerSpec, _ keyPath: String) -> DiagnosticError {
        DiagnosticError(Diagnostic(location: spec.location, keyPath: keyPath, message: "\(kind) cannot be laid out yet"))
    }

    /// A content controller's root view, the `screen` node carrying its id.
    func layoutScreen(id: String?, view: ViewSpec?, in frame: Rect) throws(DiagnosticError) -> PresentedView {
        let background = view?.backgroundColor ?? metrics.contentBackground
        var screen = PresentedView(kind: "screen", id: id, frame: frame, clipsToBounds: true, content: .plain(background: background))
        guard let view else { return screen }
        screen.alpha = view.alpha
        if case .view = view.kind {
            for sub in view.subviews {
                if let child = try layoutView(sub, parentOrigin: frame.origin, parentSize: frame.size) {
                    screen.children.append(child)
                }
            }
        } else {
            // A table (or any other kind) as the root view fills the screen.
            var filling = view
            filling.frame = Rect(origin: .zero, size: frame.size)
            if let node = try layoutView(filling, parentOrigin: frame.origin, parentSize: frame.size) {
                screen.children = [node]
            }
        }
        return screen
    }

    /// A navigation controller: its bar on top, its toolbar at the bottom (when
    /// shown), its top screen between them (or beneath them when translucent).
    func layoutNavigation(
        _ nav: NavigationControllerSpec, in frame: Rect, keyPath: String, visiting: Set<String>
    ) throws(DiagnosticError) -> [PresentedView] {
        guard let topRef = nav.viewControllers.last else {
            return [PresentedView(kind: "screen", id: nav.id, frame: frame, content: .plain(background: metrics.contentBackground))]
        }
        let topIndex = nav.viewControllers.count - 1
        let topPath = keyPath + ".viewControllers[\(topIndex)]"
        let top = try resolve(topRef, keyPath: topPath)
        let bar = BarContent(barStyle: nav.barStyle, tintColor: nav.tintColor)
        let translucent = bar.translucent
        var contentFrame = frame
        var bars: [PresentedView] = []
        if !nav.navigationBarHidden {
            var state = NavigationBarState(top: navigationItem(of: top))
            if topIndex > 0 {
                let beneath = try resolve(nav.viewControllers[topIndex - 1], keyPath: keyPath + ".viewControllers[\(topIndex - 1)]")
                state.backTitle = backTitle(of: navigationItem(of: beneath))
            }
            let height = navigationBarHeight(state)
            let barFrame = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: height)
            bars.append(try navigationBar(frame: barFrame, state: state, bar: bar))
            if !translucent { contentFrame = contentFrame.divided(atDistance: height, fromTop: true).remainder }
        }
        if !nav.toolbarHidden {
            let height = toolbarHeight
            let barFrame = Rect(x: frame.minX, y: frame.maxY - height, width: frame.width, height: height)
            bars.append(try toolbar(frame: barFrame, items: top.toolbarItems ?? [], bar: bar))
            if !translucent { contentFrame = contentFrame.divided(atDistance: height, fromTop: false).remainder }
        }
        let content = try layoutController(topRef, in: contentFrame, keyPath: topPath, visiting: visiting)
        return content + bars
    }
}
