import MockupCore

/// A table view: it fills its parent; one reaching the parent's bottom runs on
/// beneath a translucent bar, its content inset by the bar
/// (UIScrollView.adjustedContentInset, iOS 11).
extension TableViewSpec: ViewKindLayout {
    func present(_ spec: ViewSpec, frame: Rect, parent: ParentFrame, in layout: SceneLayout) -> PresentedView {
        let underlap = frame.maxY >= parent.frame.maxY - 0.5 ? parent.bottomUnderlap : 0
        return layout.tableView(self, frame: frame, underlap: underlap)
    }
}

/// A scroll view: it fills its parent and clips; its subviews are written in
/// its content, which its offset moves, inset from the edges that lie outside
/// its safe area (UIScrollView.adjustedContentInset with
/// contentInsetAdjustmentBehavior `automatic`, iOS 11). Bars at its edges take
/// their material when its content is scrolled beneath them or runs on past
/// them, as over a table.
extension ScrollViewSpec: ViewKindLayout {
    func present(_ spec: ViewSpec, frame: Rect, parent: ParentFrame, in layout: SceneLayout) -> PresentedView {
        var node = PlainViewLayout().present(spec, frame: frame, parent: parent, in: layout)
        node.clipsToBounds = true
        let content = contentSize?.height ?? frame.height
        var scroll = TableContent(style: .plain, emptyRowsFrom: nil, overflowsBottom: content - contentOffset.y > frame.height + 0.5)
        scroll.scrolledBeneathTop = contentOffset.y > 0.5
        scroll.background = spec.backgroundColor ?? .clear
        node.content = .tableView(scroll)
        return node
    }

    func subviewFrame(of spec: ViewSpec, frame: Rect, safeArea: Rect) -> ParentFrame {
        let size = contentSize ?? frame.size
        let inset = frame.height > 0 ? max(0, safeArea.minY - frame.minY) : 0
        return ParentFrame(frame: Rect(x: frame.minX - contentOffset.x, y: frame.minY + inset - contentOffset.y,
                                       width: size.width, height: size.height), declaredSize: size)
    }

    func contentIsSizedByConstraints(_ spec: ViewSpec) -> Bool { contentSize == nil }
}

/// A text view: it fills its parent; its text wrapped inside UIKit's insets.
extension TextViewSpec: ViewKindLayout {
    func present(_ spec: ViewSpec, frame: Rect, parent: ParentFrame, in layout: SceneLayout) -> PresentedView {
        layout.textView(self, frame: frame, background: spec.backgroundColor, editing: spec.id != nil && spec.id == layout.editingID)
    }
}
