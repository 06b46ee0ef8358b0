import MockupCore

extension SceneLayout {
    /// A sidebar's width unless the split view controller gives one:
    /// UIKit's automatic primary width is at most 320 (UIKIT-REFERENCE-3.md
    /// §5, developer docs and useyourloaf); the supplementary's alike (chosen).
    static let sidebarWidth = 320.0
    /// Black over the secondary beneath sidebars lying over it or pushing it aside (chosen).
    static let splitDimming = 0.1

    /// A split view controller: collapsed, its compact column or the
    /// primary's stack filling the frame; expanded, its display mode's
    /// sidebars from the leading edge (tiled beside the secondary, over it,
    /// or pushing it aside), each a column with its own navigation bar, a
    /// hairline at each sidebar's trailing edge.
    func layoutSplit(_ split: SplitState, id: String, in frame: Rect, context: inout LayoutContext) throws(DiagnosticError) -> [PresentedView] {
        if split.isCollapsed { return [try layoutController(split.compact ?? split.primary, in: frame, context: &context)] }
        let mode = split.displayMode(landscape: orientation.isLandscape)
        func width(_ column: SplitViewControllerSpec.Column) -> Double {
            (column == .primary ? split.spec.preferredPrimaryColumnWidth : split.spec.preferredSupplementaryColumnWidth) ?? Self.sidebarWidth
        }
        let sidebars = split.sidebars(in: mode).compactMap { column in split.node(column).map { ($0, width(column)) } }
        let besides = sidebars.reduce(0) { $0 + $1.1 }
        var secondaryFrame = frame
        switch mode {
        case .oneBesideSecondary, .twoBesideSecondary:
            secondaryFrame = Rect(x: frame.minX + besides, y: frame.minY, width: max(0, frame.width - besides), height: frame.height)
        case .twoDisplaceSecondary:
            // Pushed aside, keeping the width it has beside the supplementary alone.
            let beside = sidebars.last?.1 ?? 0
            secondaryFrame = Rect(x: frame.minX + besides, y: frame.minY, width: max(0, frame.width - beside), height: frame.height)
        default:
            break
        }
        var views: [PresentedView] = []
        let outer = context
        if let secondary = split.secondary {
            views.append(try layoutController(secondary, in: secondaryFrame, context: &context))
            context = LayoutContext(restoring: outer, keeping: context)
        } else {
            views.append(PresentedView(kind: .view, frame: secondaryFrame, content: .plain(background: metrics.contentBackground), tags: [.decoration]))
        }
        if [.oneOverSecondary, .twoOverSecondary, .twoDisplaceSecondary].contains(mode) {
            views.append(PresentedView(kind: .dimmingView, frame: secondaryFrame, content: .plain(background: Color(r: 0, g: 0, b: 0, a: Self.splitDimming))))
        }
        var x = frame.minX
        let hairline = 1 / scene.device.scale
        for (node, width) in sidebars {
            let column = Rect(x: x, y: frame.minY, width: width, height: frame.height)
            var view = try layoutController(node, in: column, context: &context)
            context = LayoutContext(restoring: outer, keeping: context)
            let line = Rect(x: column.maxX - hairline, y: frame.minY, width: hairline, height: frame.height)
            view.children.append(PresentedView(kind: .view, frame: line, content: .plain(background: metrics.barBorderColor), tags: [.decoration]))
            view.tags.insert(.sidebar)
            views.append(view)
            x += width
        }
        return views
    }
}
