import MockupCore

extension SceneLayout {
    /// Bars with a scroll-edge appearance (iOS 15; `BarMetrics.scrollEdgeAppearance`):
    /// a navigation bar over content at rest at its top shows no background and no
    /// hairline, the content's colour showing through, and so does the status bar
    /// above it; a toolbar or tab bar does too when the content beside it ends
    /// above it, and keeps its material while content runs beneath it. Only the
    /// bars of navigation, tab bar and toolbar controllers take it: a bar placed
    /// as a view keeps its material.
    func applyingScrollEdges(_ window: PresentedView) -> PresentedView {
        guard bars.scrollEdgeAppearance else { return window }
        var out = window
        clearBars(&out, in: window)
        for i in out.children.indices {
            guard case .statusBar(var status) = out.children[i].content else { continue }
            let below = Point(x: out.children[i].frame.midX, y: out.children[i].frame.maxY + 0.5)
            status.backdrop = colorShown(at: below, in: out)
            out.children[i].content = .statusBar(status)
        }
        return out
    }

    private func clearBars(_ view: inout PresentedView, in window: PresentedView) {
        let frame = view.frame
        switch view.isControllerBar ? view.content : .plain(background: nil) {
        case .navigationBar(var bar):
            let below = Point(x: frame.midX, y: frame.maxY + 0.5)
            bar.backdrop = .clear(colorShown(at: below, in: window, barsIncluded: false) ?? metrics.contentBackground)
            view.content = .navigationBar(bar)
        case .toolbar(var bar) where !contentRunsBeneath(frame, in: window):
            bar.backdrop = .clear(colorShown(at: Point(x: frame.midX, y: frame.minY - 0.5), in: window, barsIncluded: false) ?? .clear)
            view.content = .toolbar(bar)
        case .tabBar(var bar) where !contentRunsBeneath(frame, in: window):
            bar.backdrop = .clear(colorShown(at: Point(x: frame.midX, y: frame.minY - 0.5), in: window, barsIncluded: false) ?? .clear)
            view.content = .tabBar(bar)
        default:
            break
        }
        for i in view.children.indices { clearBars(&view.children[i], in: window) }
    }

    /// Whether a table's content runs on past its bottom edge at a bottom bar's top.
    private func contentRunsBeneath(_ bar: Rect, in view: PresentedView) -> Bool {
        if case .tableView(let table) = view.content, table.overflowsBottom,
           view.frame.maxY >= bar.minY - 0.5, view.frame.minY < bar.minY, view.frame.minX < bar.maxX, view.frame.maxX > bar.minX {
            return true
        }
        return view.children.contains { contentRunsBeneath(bar, in: $0) }
    }

    /// The colour the front-most view painted at `point` shows there (nil: none
    /// paints it, or a bar in its material does when `barsIncluded`).
    func colorShown(at point: Point, in view: PresentedView, barsIncluded: Bool = true) -> Color? {
        guard view.alpha > 0 else { return nil }
        for child in view.children.reversed() {
            if let color = colorShown(at: point, in: child, barsIncluded: barsIncluded) { return color }
            if barsIncluded, child.isBar, child.frame.contains(point), !child.isClearBar { return nil }
        }
        guard view.frame.contains(point) else { return nil }
        switch view.content {
        case .plain(let background?) where background.alpha > 0: return background
        case .tableView(let table): return table.style == .plain ? metrics.tableBackground : metrics.tables.groupedBackground
        case .tableCell: return metrics.tableBackground
        case .navigationBar(let bar), .toolbar(let bar), .tabBar(let bar):
            if barsIncluded, case .clear(let color) = bar.backdrop { return color }
            return nil
        default: return nil
        }
    }
}

extension PresentedView {
    /// A bar a container controller manages (its navigation bar, toolbar or tab bar).
    var isControllerBar: Bool {
        tags.contains { tag in
            switch tag {
            case .navigationBar, .navigationToolbar, .bottomBar: true
            default: false
            }
        }
    }

    /// A bar showing no background of its own.
    var isClearBar: Bool {
        switch content {
        case .navigationBar(let bar), .toolbar(let bar), .tabBar(let bar):
            if case .clear = bar.backdrop { return true }
            return false
        default: return false
        }
    }
}
