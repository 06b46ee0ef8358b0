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
        if view.isControllerBar, var bar = view.barContent {
            if case .navigationBar = view.content {
                if !contentScrolledBeneath(frame, in: window) {
                    let below = Point(x: frame.midX, y: frame.maxY + 0.5)
                    bar.backdrop = .clear(colorShown(at: below, in: window, barsIncluded: false) ?? metrics.contentBackground)
                }
            } else if !contentRunsBeneath(frame, in: window) {
                let above = Point(x: frame.midX, y: frame.minY - 0.5)
                bar.backdrop = .clear(colorShown(at: above, in: window, barsIncluded: false) ?? .clear)
            }
            view.barContent = bar
        }
        for i in view.children.indices { clearBars(&view.children[i], in: window) }
    }

    /// Whether a table or collection view right below a navigation bar, or
    /// reaching up beneath it, has content scrolled up beneath it.
    private func contentScrolledBeneath(_ bar: Rect, in window: PresentedView) -> Bool {
        containsTable(in: window) { table, frame in
            table.scrolledBeneathTop && frame.minY <= bar.maxY + 0.5 && frame.maxY > bar.maxY && frame.minX < bar.maxX && frame.maxX > bar.minX
        }
    }

    /// Whether a table's content runs on past its bottom edge at a bottom bar's top.
    private func contentRunsBeneath(_ bar: Rect, in window: PresentedView) -> Bool {
        containsTable(in: window) { table, frame in
            table.overflowsBottom && frame.maxY >= bar.minY - 0.5 && frame.minY < bar.minY && frame.minX < bar.maxX && frame.maxX > bar.minX
        }
    }

    /// Whether a table view in this tree satisfies `test` (its content, its frame).
    private func containsTable(in view: PresentedView, where test: (TableContent, Rect) -> Bool) -> Bool {
        if case .tableView(let table) = view.content, test(table, view.frame) { return true }
        return view.children.contains { containsTable(in: $0, where: test) }
    }

    /// The colour the front-most view painted at `point` shows there (nil: none
    /// paints it, or a bar in its material does when `barsIncluded`).
    func colorShown(at point: Point, in view: PresentedView, barsIncluded: Bool = true) -> Color? {
        guard case .color(let color) = shown(at: point, in: view, barsIncluded: barsIncluded) else { return nil }
        // A scene's dynamic colour as these traits show it: what shows through decides the status bar's ink.
        return color.shown(in: traits)
    }

    /// What the front-most view at `point` shows: a colour, a bar's material, or nothing.
    private enum Shown { case color(Color), material, nothing }

    private func shown(at point: Point, in view: PresentedView, barsIncluded: Bool) -> Shown {
        guard view.alpha > 0 else { return .nothing }
        if let style = view.overriddenStyle, style != traits.userInterfaceStyle {
            // A screen in its own appearance shows its own colours.
            let own = resolved(for: traits.with(\.userInterfaceStyle, style))
            let found = own.shown(at: point, in: view, barsIncluded: barsIncluded)
            guard case .color(let color) = found else { return found }
            return .color(color.shown(in: own.traits))
        }
        for child in view.children.reversed() {
            // Behind a bar at its scroll edge lies a list's background, not its first cells, which begin below it.
            if !barsIncluded && (child.kind == .tableCell || child.kind == .collectionViewCell) { continue }
            let found = shown(at: point, in: child, barsIncluded: barsIncluded)
            if case .nothing = found { continue }
            return found
        }
        guard view.frame.contains(point) else { return .nothing }
        switch view.content {
        case .plain(let background?) where background.alpha > 0: return .color(background)
        case .tableView(let table):
            if let background = table.background { return background.alpha > 0 ? .color(background) : .nothing }
            return .color(table.style == .plain ? metrics.tableBackground : metrics.tables.groupedBackground)
        case .tableCell: return .color(metrics.tableBackground)
        default:
            guard barsIncluded, view.isBar else { return .nothing }
            if case .clear(let color)? = view.barContent?.backdrop { return .color(color) }
            if let tint = view.barContent?.shownBarTint { return .color(tint) }
            return .material
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
        if case .clear? = barContent?.backdrop { return true }
        return false
    }

    /// The style, tint and backdrop of a navigation bar, toolbar or tab bar (nil for other views);
    /// setting it keeps the bar's kind.
    var barContent: BarContent? {
        get {
            switch content {
            case .navigationBar(let bar), .toolbar(let bar), .tabBar(let bar): bar
            default: nil
            }
        }
        set {
            guard let newValue else { return }
            switch content {
            case .navigationBar: content = .navigationBar(newValue)
            case .toolbar: content = .toolbar(newValue)
            case .tabBar: content = .tabBar(newValue)
            default: break
            }
        }
    }
}
