import MockupCore

/// A free-standing navigation bar: the parent's width at the top, the look's height.
extension NavigationBarSpec: ViewKindLayout {
    func naturalFrame(of spec: ViewSpec, in layout: SceneLayout, parentSize: Size) -> Rect {
        Rect(x: 0, y: 0, width: parentSize.width, height: layout.metrics.navigationBarHeight)
    }

    func present(_ spec: ViewSpec, frame: Rect, parent: ParentFrame, in layout: SceneLayout) throws(DiagnosticError) -> PresentedView {
        try layout.navigationBarView(self, frame: frame)
    }
}

/// A free-standing toolbar: the parent's width at its bottom.
extension ToolbarSpec: ViewKindLayout {
    func naturalFrame(of spec: ViewSpec, in layout: SceneLayout, parentSize: Size) -> Rect {
        let height = layout.metrics.toolbarHeight
        return Rect(x: 0, y: parentSize.height - height, width: parentSize.width, height: height)
    }

    func present(_ spec: ViewSpec, frame: Rect, parent: ParentFrame, in layout: SceneLayout) throws(DiagnosticError) -> PresentedView {
        var content = BarContent(barStyle: barStyle, tintColor: tintColor, translucent: translucent, barTintColor: barTintColor)
        content.backgroundImage = backgroundImage
        return try layout.toolbar(frame: frame, items: items, bar: content)
    }
}

/// A free-standing tab bar: the parent's width at its bottom.
extension TabBarSpec: ViewKindLayout {
    func naturalFrame(of spec: ViewSpec, in layout: SceneLayout, parentSize: Size) -> Rect {
        let height = layout.tabBarHeight
        return Rect(x: 0, y: parentSize.height - height, width: parentSize.width, height: height)
    }

    func present(_ spec: ViewSpec, frame: Rect, parent: ParentFrame, in layout: SceneLayout) -> PresentedView {
        layout.tabBar(frame: frame, items: items, selectedIndex: selectedIndex, bar: BarContent(look))
    }
}
