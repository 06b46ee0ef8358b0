import MockupCore

extension SceneState {
    /// The kinds of controller a step acts on.
    enum TargetKind: String {
        case navigation = "navigationController"
        case tabBar = "tabBarController"
        case segmented = "segmentedController"
        case toolbar = "toolbarController"
        case split = "splitViewController"

        func matches(_ node: ControllerNode) -> Bool {
            switch (self, node.container) {
            case (.navigation, .navigation), (.tabBar, .tabBar), (.segmented, .segmented), (.toolbar, .toolbar), (.split, .split): true
            default: false
            }
        }
    }

    /// Plays `step` (the `index`-th of the story, numbered from 0) on this
    /// state. Returns how the step swaps views, for the lifecycle events.
    mutating func apply(_ step: Step, index: Int, scene: Scene) throws(DiagnosticError) -> LifecycleEvent.Order {
        let path = "steps[\(index)]"
        actedOn = nil
        scrolled = nil
        listMotion = nil
        func fail(_ message: String) -> DiagnosticError {
            DiagnosticError(Diagnostic(location: step.location, keyPath: path, message: message))
        }
        func target(_ kind: TargetKind) throws(DiagnosticError) -> ControllerNode {
            if let name = step.on {
                guard let node = node(named: name) else {
                    let names = allNodes.compactMap(\.name).filter { n in allNodes.contains { $0.name == n && kind.matches($0) } }
                    let hint = closestMatch(to: name, in: names).map { " (did you mean '\($0)'?)" } ?? ""
                    // NB: the name was declared in the file (the loader checks), so its controller exists but is not shown.
                    guard hint.isEmpty else { throw fail("no \(kind.rawValue) is named '\(name)'\(hint)") }
                    throw fail("'\(name)' is not in the hierarchy at this step: 'on:' names a shown \(kind.rawValue) or one held by a shown container")
                }
                guard kind.matches(node) else {
                    throw fail("'\(name)' is a \(node.kindName); '\(step.action.name)' acts on a \(kind.rawValue)")
                }
                actedOn = node.instanceID
                return node
            }
            guard let node = activeChain.last(where: kind.matches) else {
                throw fail("'\(step.action.name)' needs a \(kind.rawValue), and none is visible")
            }
            actedOn = node.instanceID
            return node
        }

        switch step.action {
        case .push(let id):
            let nav = try target(.navigation)
            var builder = ControllerTreeBuilder(scene: scene, inUse: Set(allNodes.map(\.instanceID)))
            let pushed: ControllerNode
            do {
                pushed = try builder.node(.screen(id, at: step.location), keyPath: path + ".push")
            }
            try updateNavigation(nav) { state throws(DiagnosticError) in state.push(pushed) }
        case .pop, .popToRoot:
            let nav = try target(.navigation)
            let toRoot = step.action == .popToRoot
            try updateNavigation(nav) { state throws(DiagnosticError) in
                guard state.stack.count > 1 else {
                    if toRoot { return }
                    let top = state.stack.last?.name.map { "'\($0)' is" } ?? "the top screen is"
                    throw fail("nothing to pop: \(top) the root of its navigation controller")
                }
                let keep = toRoot ? 1 : state.stack.count - 1
                state.bars = state.covered[keep - 1]
                state.covered.removeLast(state.covered.count - (keep - 1))
                state.stack.removeLast(state.stack.count - keep)
                state.toggledOff = nil
                // The row that led away is deselected when its table reappears.
                state.stack[keep - 1].clearSelectedRows()
            }
        case .selectRow(let selector):
            try selectRow(selector, fail: fail)
        case .selectTab(let selector):
            let tabs = try target(.tabBar)
            let titles = tabs.children.map(\.tabTitle)
            let index = try resolve(selector, in: titles, what: "tab", owner: tabs, fail: fail)
            updateTabBars([tabs]) { state in
                if state.selectedIndex != index { state.previousIndex = state.selectedIndex }
                state.selectedIndex = index
                state.minimized = false
            }
        case .selectSegment(let selector):
            let seg = try target(.segmented)
            let index = try resolve(selector, in: seg.children.map { $0.title ?? "" }, what: "segment", owner: seg, fail: fail)
            try updateNode(seg.instanceID) { node throws(DiagnosticError) in
                if case .segmented(var state) = node.container {
                    state.selectedIndex = index
                    node.container = .segmented(state)
                }
            }
            return .sequential
        case .setToolbarHidden(let hidden):
            try updateNavigation(try target(.navigation)) { state throws(DiagnosticError) in
                state.bars.toolbarHidden = hidden
                state.toggledOff = nil
            }
        case .setNavigationBarHidden(let hidden):
            try updateNavigation(try target(.navigation)) { state throws(DiagnosticError) in
                state.bars.navigationBarHidden = hidden
                state.toggledOff = nil
            }
        case .toggleBars:
            try updateNavigation(try target(.navigation)) { state throws(DiagnosticError) in
                // NB: the tap-to-read gesture hides whichever bars are shown and
                // brings back those same bars on the next tap.
                if let off = state.toggledOff {
                    if off.navigationBar { state.bars.navigationBarHidden = false }
                    if off.toolbar { state.bars.toolbarHidden = false }
                    state.toggledOff = nil
                } else {
                    let off = NavigationBars.Toggled(navigationBar: !state.bars.navigationBarHidden,
                                                     toolbar: !state.bars.toolbarHidden)
                    state.bars.navigationBarHidden = true
                    state.bars.toolbarHidden = true
                    state.toggledOff = off
                }
            }
        case .setBarStyle(let style):
            try updateNavigation(try target(.navigation)) { state throws(DiagnosticError) in
                state.bars.barStyle = style
                state.bars.translucent = nil
            }
        case .setToolbarItems(let items):
            if step.on == nil, activeChain.last(where: TargetKind.navigation.matches) == nil,
               let bar = activeChain.last(where: TargetKind.toolbar.matches) {
                actedOn = bar.instanceID
                try updateNode(bar.instanceID) { node throws(DiagnosticError) in
                    if case .toolbar(var state) = node.container {
                        state.items = items
                        node.container = .toolbar(state)
                    }
                }
            } else {
                try updateNavigation(try target(.navigation)) { state throws(DiagnosticError) in
                    state.stack[state.stack.count - 1].toolbarItems = items
                }
            }
        case .rotate(let orientation):
            self.orientation = orientation
            // Turned, split view controllers show their display mode's columns again (chosen).
            for node in allNodes { try? updateSplit(node) { $0.shownSidebars = nil } }
        case .setTraits(let overrides):
            traits = traits.applying(overrides)
        case .set(let change):
            try setView(change, fail: fail)
            // Text set in the field being edited moves its caret, and shift follows.
            if var shown = editing, shown.id == change.id, let again = try? focus(change.id, fail: fail) {
                shown.shifted = again.shifted
                editing = shown
            }
        case .scroll(let y, let id):
            try scroll(to: y, id: id, fail: fail)
            tabBarsFollowScroll()
        case .scrollToCell:
            // NB: Story turns it into a scroll to the offset the layout finds for the cell.
            break
        case .present(let id, let style):
            var builder = ControllerTreeBuilder(scene: scene, inUse: Set(allNodes.map(\.instanceID)))
            let node = try builder.node(.screen(id, at: step.location), keyPath: path + ".present")
            let metrics = Looks.look(for: scene.style).metrics.presentation
            var shown = style ?? metrics.defaultStyle
            if shown == .pageSheet && !metrics.pageSheetIsCard { shown = .fullScreen }
            if shown == .popover && step.anchor == nil {
                throw fail("a popover points at something: give 'sourceView' (a view's id) or 'barButtonItem' (an item's title or system item)")
            }
            var presentation = Presentation(.screen(node, shown))
            presentation.anchor = step.anchor
            presented.append(presentation)
            editing = nil
        case .dismiss:
            guard !presented.isEmpty else {
                throw fail("nothing to dismiss: no screen, alert or action sheet is presented")
            }
            // The first responder goes with the alert or screen it was in.
            presented.removeLast()
            if let id = editing?.id {
                if !visibleChain.contains(where: { $0.ownViews.contains { $0.id == id } }) { editing = nil }
            } else {
                editing = nil
            }
        case .alert(let alert):
            presented.append(Presentation(.alert(alert)))
            // An alert with text fields focuses the first, and the keyboard comes up.
            editing = alert.textFields.isEmpty ? nil : Editing(id: nil)
        case .actionSheet(let sheet):
            var presentation = Presentation(.actionSheet(sheet))
            presentation.anchor = step.anchor
            presented.append(presentation)
            editing = nil
        case .focus(let id):
            editing = try focus(id, fail: fail)
        case .endEditing:
            editing = nil
        case .editList(let edit, let id):
            try editList(edit, id: id, step: index, fail: fail)
        case .swipe(let swipe, let id):
            try reveal(swipe, id: id, fail: fail)
        case .setEditing(let isEditing, let id):
            try setEditing(isEditing, id: id, fail: fail)
        case .wait:
            break
        case .showColumn(let column), .hideColumn(let column):
            let split = try target(.split)
            let show: Bool = if case .showColumn = step.action { true } else { false }
            let landscape = orientation.isLandscape
            try updateSplit(split) { state in state.shownSidebars = state.sidebars(afterShowing: show, column, landscape: landscape) }
        case .showDetail(let id):
            let split = try target(.split)
            var builder = ControllerTreeBuilder(scene: scene, inUse: Set(allNodes.map(\.instanceID)))
            let detail = try builder.node(.screen(id, at: step.location), keyPath: path + ".showDetail")
            try showDetail(detail, in: split, fail: fail)
        }
        return .interleaved
    }

    /// The first responder the view with `id` becomes: a text field (with its
    /// keyboard and return key) or a text view, in the shown screens first.
    private func focus(_ id: String, fail: (String) -> DiagnosticError) throws(DiagnosticError) -> Editing {
        for screen in screensSearched(for: id) {
            guard let view = screen.ownViews.first(where: { $0.id == id }) else { continue }
            switch view.kind {
            case .textField(let field):
                return Editing(id: id, keyboardType: field.keyboardType, returnKeyType: field.returnKeyType,
                               shifted: field.autocapitalizationType.shifts(after: field.text ?? ""))
            case .textView(let text):
                return Editing(id: id, shifted: AutocapitalizationType.sentences.shifts(after: text.text))
            default:
                throw fail("'\(id)' is a \(view.kind.name); 'focus' needs a text field or text view")
            }
        }
        throw fail("no view in the hierarchy has id '\(id)'\(hint(id, among: { $0.id }))")
    }

    /// Applies `change` to the navigation state of `nav`.
    mutating func updateNavigation(
        _ nav: ControllerNode, _ change: (inout NavigationState) throws(DiagnosticError) -> Void
    ) throws(DiagnosticError) {
        try updateNode(nav.instanceID) { node throws(DiagnosticError) in
            guard case .navigation(var state) = node.container else { return }
            try change(&state)
            node.container = .navigation(state)
        }
    }

    /// The index a selector names among `titles`.
    private func resolve(
        _ selector: Step.Selector, in titles: [String], what: String, owner: ControllerNode,
        fail: (String) -> DiagnosticError
    ) throws(DiagnosticError) -> Int {
        let owned = owner.name.map { "'\($0)'" } ?? "the \(owner.kindName)"
        switch selector {
        case .index(let i):
            guard titles.indices.contains(i) else {
                let count = titles.count == 1 ? "1 \(what)" : "\(titles.count) \(what)s"
                let range = titles.isEmpty ? "" : " (valid: 0...\(titles.count - 1))"
                throw fail("\(what) index \(i) is out of range; \(owned) has \(count)\(range)")
            }
            return i
        case .title(let title):
            guard let i = titles.firstIndex(of: title) else {
                let hint = closestMatch(to: title, in: titles).map { " (did you mean '\($0)'?)" } ?? ""
                throw fail("\(owned) has no \(what) titled '\(title)'\(hint)")
            }
            return i
        }
    }

    /// Sets properties of the view with the change's id, in the shown
    /// screens first, then in any screen of the hierarchy; wherever the
    /// screen holds it (see `ControllerNode.withEachView`).
    private mutating func setView(_ change: ViewChange, fail: (String) -> DiagnosticError) throws(DiagnosticError) {
        for screen in screensSearched(for: change.id) {
            var node = screen, problems: [String]?
            node.withEachView { view in
                if view.id == change.id {
                    problems = change.properties.compactMap { view.set($0) }
                    return true
                }
                guard view.constraints.contains(where: { $0.identifier == change.id }) else { return false }
                problems = change.properties.compactMap { view.set($0, constraint: change.id) }
                return true
            }
            guard let problems else { continue }
            if let problem = problems.first { throw fail("'\(change.id)': \(problem)") }
            try updateNode(screen.instanceID) { (updated: inout ControllerNode) throws(DiagnosticError) in updated = node }
            return
        }
        throw fail("no view in the hierarchy has id '\(change.id)'\(hint(change.id, among: { $0.id }))")
    }

    /// The shown tab bar controllers minimise or restore their tab bars as the
    /// scroll just made asks (`TabBarState.follow(scrollFrom:to:)`).
    mutating func tabBarsFollowScroll() {
        guard let change = scrolled else { return }
        updateTabBars(visibleChain) { $0.follow(scrollFrom: change.from, to: change.to) }
    }

    /// The shown tab bars `p` of the way from how the last scroll found them to how it left them.
    mutating func showTabBarsMinimizing(_ p: Progress) {
        updateTabBars(visibleChain) { $0.shownMinimization = p.interpolate($0.wasMinimized ? 1 : 0, $0.minimized ? 1 : 0) }
    }

    /// Changes the state of each tab bar controller among `nodes`.
    mutating func updateTabBars(_ nodes: [ControllerNode], _ change: (inout TabBarState) -> Void) {
        for node in nodes {
            guard case .tabBar = node.container else { continue }
            // NB: `change` cannot throw, so neither can the update.
            try? updateNode(node.instanceID) { node in
                if case .tabBar(var state) = node.container {
                    change(&state)
                    node.container = .tabBar(state)
                }
            }
        }
    }

    /// Scrolls the scrolling view with `id` (in the shown screens first, then in
    /// any), else the innermost shown screen's first one, to content offset `y`.
    mutating func scroll(to y: Double, id: String?, fail: (String) -> DiagnosticError) throws(DiagnosticError) {
        if let offset = contentOffset(id: id) {
            scrolled = ScrollChange(id: id, from: offset, to: y)
            setContentOffset(y, id: id)
            return
        }
        if let id {
            throw fail("no table, collection view, scroll view or text view in the hierarchy has id '\(id)'\(hint(id, among: { $0.verticalOffset != nil ? $0.id : nil }))")
        }
        let name = visibleChain.last?.name.map { " '\($0)'" } ?? ""
        throw fail("'scroll' needs a table, collection view, scroll view or text view; the visible screen\(name) has none")
    }

    /// The screens a step naming a view looks in: with an id, the shown ones
    /// (innermost first), then every one; without, the innermost shown one.
    func screensSearched(for id: String?) -> [ControllerNode] {
        id == nil ? Array(visibleChain.suffix(1)) : visibleChain.reversed() + allNodes
    }

    /// ` (did you mean 'x'?)` for the closest of the ids `name` gives the views of every screen, or nothing.
    func hint(_ id: String, among name: (ViewSpec) -> String?) -> String {
        let all = allNodes.flatMap { $0.ownViews.compactMap(name) }
        return closestMatch(to: id, in: all).map { " (did you mean '\($0)'?)" } ?? ""
    }

    /// The scrolling view a scroll step with `id` acts on (any id: the screen's
    /// first), with the screen that holds it and its content offset.
    func scrollTarget(id: String?) -> (screen: ControllerNode, view: ViewSpec, offset: Double)? {
        for screen in screensSearched(for: id) {
            if let view = screen.ownViews.first(where: { $0.isScrollTarget(id: id) }),
               let offset = view.verticalOffset {
                return (screen, view, offset)
            }
        }
        return nil
    }

    /// The content offset of the scrolling view a scroll step with `id` acts on, nil when there is none.
    func contentOffset(id: String?) -> Double? { scrollTarget(id: id)?.offset }

    /// This state with that view at content offset `y` (as a scroll step leaves it, or part-way).
    mutating func setContentOffset(_ y: Double, id: String?) {
        guard let target = scrollTarget(id: id) else { return }
        var screen = target.screen
        screen.withEachView { view in
            guard view.isScrollTarget(id: id) else { return false }
            view.verticalOffset = y
            return true
        }
        try? updateNode(screen.instanceID) { (node: inout ControllerNode) throws(DiagnosticError) in node = screen }
    }

    /// Highlights a row of the visible table (rows are counted across sections).
    private mutating func selectRow(_ selector: Step.Selector, fail: (String) -> DiagnosticError) throws(DiagnosticError) {
        guard let screen = activeChain.last, case .content(let view) = screen.container,
              let table = view?.firstTable else {
            let name = activeChain.last?.name.map { " '\($0)'" } ?? ""
            throw fail("'selectRow' needs a table; the visible screen\(name) has none")
        }
        let titles = table.sections.flatMap(\.rows).map(\.text)
        let index = try resolve(selector, in: titles, what: "row", owner: screen, fail: fail)
        try updateNode(screen.instanceID) { node throws(DiagnosticError) in node.selectedRow = index }
    }
}

extension ControllerNode {
    /// The title its tab shows: its shown item's title, else its system item's word.
    public var tabTitle: String { shownTabBarItem.shownTitle }

    /// The item a tab shows for this controller: its own tabBarItem; for a
    /// navigation controller without one, its root screen's, else that
    /// screen's title (UIKit renames the tab from the root screen's title);
    /// else the controller's title. An item without a title or a system
    /// item takes its controller's title; with none, the slot is empty.
    var shownTabBarItem: TabBarItemSpec {
        if var item = spec.tabBarItem {
            if item.title == nil && item.systemItem == nil { item.title = title }
            return item
        }
        if case .navigation(let nav) = container, let root = nav.stack.first,
           root.spec.tabBarItem != nil || root.title != nil {
            return root.shownTabBarItem
        }
        return TabBarItemSpec(title: title)
    }

    /// Clears `selectRow` highlights in the shown part of this subtree.
    mutating func clearSelectedRows() {
        selectedRow = nil
        let shown = visibleChildren.map(\.instanceID)
        for id in shown {
            try? update(id) { (node: inout ControllerNode) throws(DiagnosticError) in node.clearSelectedRows() }
        }
    }
}

extension ViewSpec {
    /// The first table view in this view's tree, depth first.
    public var firstTable: TableViewSpec? {
        if case .tableView(let table) = kind { return table }
        for sub in subviews { if let table = sub.firstTable { return table } }
        return nil
    }
}

extension ViewSpec {
    /// The vertical content offset of a view that scrolls (a table, a scroll
    /// view, a text view; a collection view's along its scroll direction); nil for others. Setting it keeps the kind.
    var verticalOffset: Double? {
        get {
            switch kind {
            case .tableView(let table): table.contentOffset
            case .scrollView(let scroll): scroll.contentOffset.y
            case .textView(let text): text.contentOffset.y
            case .collectionView(let collection): collection.contentOffset
            default: nil
            }
        }
        set {
            guard let y = newValue else { return }
            switch kind {
            case .tableView(var table): table.contentOffset = y; kind = .tableView(table)
            case .scrollView(var scroll): scroll.contentOffset.y = y; kind = .scrollView(scroll)
            case .textView(var text): text.contentOffset.y = y; kind = .textView(text)
            case .collectionView(var collection): collection.contentOffset = y; kind = .collectionView(collection)
            default: break
            }
        }
    }
}
