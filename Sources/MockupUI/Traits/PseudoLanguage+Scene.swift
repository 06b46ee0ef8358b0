/// A scene written in a pseudo-language: every string it gives the user
/// (titles, labels, buttons, fields and their placeholders, segments, table
/// headers, footers and rows, search bars, text views, pickers, bar and tab
/// items, alerts and action sheets, and the same in its steps, selectors by
/// title included so they still find what they name) as
/// `PseudoLanguage.apply(to:)` writes it. Ids, badges (numbers) and the
/// words UIKit writes itself (system items, "Back") are left as they are.
extension Scene {
    /// The scene with its strings in `language` (itself for `none` and `rightToLeft`).
    public func written(in language: PseudoLanguage) -> Scene {
        guard language.changesStrings else { return self }
        let w = StringWriter(language: language)
        var scene = self
        scene.screens = screens.mapValues(w.controller)
        scene.root = w.reference(root)
        scene.steps = steps.map(w.step)
        return scene
    }
}

extension PseudoLanguage {
    /// Whether the language writes strings differently (the right-to-left one only mirrors).
    public var changesStrings: Bool { self != .none && self != .rightToLeft }
}

/// Writes every user string of a scene's model in a pseudo-language.
private struct StringWriter {
    let language: PseudoLanguage

    func text(_ s: String) -> String { language.apply(to: s) }
    func text(_ s: String?) -> String? { s.map(language.apply(to:)) }

    func reference(_ ref: ControllerRef) -> ControllerRef {
        if case .inline(let spec) = ref { return .inline(controller(spec)) }
        return ref
    }

    func controller(_ spec: ControllerSpec) -> ControllerSpec {
        var c = spec
        c.title = text(spec.title)
        c.navigationItem = spec.navigationItem.map(navigationItem)
        c.toolbarItems = spec.toolbarItems?.map(barItem)
        c.tabBarItem = spec.tabBarItem.map(tabItem)
        switch spec.content {
        case .view(let view): c.content = .view(view.map(self.view))
        case .navigation(var n):
            n.viewControllers = n.viewControllers.map(reference)
            c.content = .navigation(n)
        case .tabBar(var t):
            t.viewControllers = t.viewControllers.map(reference)
            c.content = .tabBar(t)
        case .toolbar(var t):
            t.content = reference(t.content)
            t.toolbarItems = t.toolbarItems.map(barItem)
            c.content = .toolbar(t)
        case .segmented(var s):
            s.viewControllers = s.viewControllers.map(reference)
            c.content = .segmented(s)
        case .split(var s):
            s.primary = reference(s.primary)
            s.supplementary = s.supplementary.map(reference)
            s.secondary = s.secondary.map(reference)
            s.compact = s.compact.map(reference)
            c.content = .split(s)
        }
        return c
    }

    func navigationItem(_ spec: NavigationItemSpec) -> NavigationItemSpec {
        var item = spec
        item.title = text(spec.title)
        item.prompt = text(spec.prompt)
        item.titleView = spec.titleView.map(view)
        item.leftBarButtonItems = spec.leftBarButtonItems.map(barItem)
        item.rightBarButtonItems = spec.rightBarButtonItems.map(barItem)
        item.backBarButtonItem = spec.backBarButtonItem.map(barItem)
        return item
    }

    func barItem(_ spec: BarButtonItemSpec) -> BarButtonItemSpec {
        var item = spec
        item.title = text(spec.title)
        item.customView = spec.customView.map(view)
        return item
    }

    func tabItem(_ spec: TabBarItemSpec) -> TabBarItemSpec {
        var item = spec
        item.title = text(spec.title)
        return item
    }

    /// The view and every view it holds (`ViewSpec.withEachView`), each kind's own strings.
    func view(_ spec: ViewSpec) -> ViewSpec {
        var root = spec
        root.withEachView { view in
            view.kind = kind(view.kind)
            return false
        }
        return root
    }

    private func kind(_ kind: ViewSpec.Kind) -> ViewSpec.Kind {
        switch kind {
        case .label(var s): s.text = text(s.text); return .label(s)
        case .button(var s): s.title = text(s.title); return .button(s)
        case .textField(var s):
            s.text = text(s.text)
            s.placeholder = text(s.placeholder)
            return .textField(s)
        case .navigationBar(var s):
            // Title views and custom views are walked as nested views.
            s.items = s.items.map { item in
                var item = item
                item.title = text(item.title)
                item.prompt = text(item.prompt)
                for keyPath in [\NavigationItemSpec.leftBarButtonItems, \.rightBarButtonItems] {
                    item[keyPath: keyPath] = item[keyPath: keyPath].map { var b = $0; b.title = text(b.title); return b }
                }
                let back = item.backBarButtonItem?.title
                item.backBarButtonItem?.title = text(back)
                return item
            }
            return .navigationBar(s)
        case .toolbar(var s):
            s.items = s.items.map { var b = $0; b.title = text(b.title); return b }
            return .toolbar(s)
        case .tabBar(var s): s.items = s.items.map(tabItem); return .tabBar(s)
        case .segmentedControl(var s): s.segments = s.segments.map(text); return .segmentedControl(s)
        case .tableView(var s):
            s.header = text(s.header)
            for i in s.sections.indices {
                s.sections[i].header = text(s.sections[i].header)
                s.sections[i].footer = text(s.sections[i].footer)
                for r in s.sections[i].rows.indices {
                    s.sections[i].rows[r].text = text(s.sections[i].rows[r].text)
                    s.sections[i].rows[r].detail = text(s.sections[i].rows[r].detail)
                }
            }
            return .tableView(s)
        case .searchBar(var s):
            s.text = text(s.text)
            s.placeholder = text(s.placeholder)
            return .searchBar(s)
        case .textView(var s): s.text = text(s.text); return .textView(s)
        case .pickerView(var s): s.components = s.components.map { $0.map(text) }; return .pickerView(s)
        default: return kind
        }
    }

    func step(_ spec: Step) -> Step {
        var step = spec
        switch spec.action {
        case .selectRow(let selector): step.action = .selectRow(self.selector(selector))
        case .selectTab(let selector): step.action = .selectTab(self.selector(selector))
        case .selectSegment(let selector): step.action = .selectSegment(self.selector(selector))
        case .setToolbarItems(let items): step.action = .setToolbarItems(items.map(barItem))
        case .alert(let alert): step.action = .alert(self.alert(alert))
        case .actionSheet(let sheet): step.action = .actionSheet(alert(sheet))
        case .set(var change):
            change.properties = change.properties.map { property in
                if case .text(let s) = property { return .text(text(s)) }
                return property
            }
            step.action = .set(change)
        default: break
        }
        return step
    }

    private func selector(_ selector: Step.Selector) -> Step.Selector {
        if case .title(let title) = selector { return .title(text(title)) }
        return selector
    }

    private func alert(_ spec: AlertSpec) -> AlertSpec {
        var alert = spec
        alert.title = text(spec.title)
        alert.message = text(spec.message)
        alert.actions = spec.actions.map { var a = $0; a.title = text(a.title); return a }
        alert.textFields = spec.textFields.map(text)
        return alert
    }
}
