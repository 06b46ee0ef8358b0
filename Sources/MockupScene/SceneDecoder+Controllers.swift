import MockupCore
import MockupUI
import Yams

extension SceneDecoder {
    static let controllerKeys = [
        "id", "title", "navigationItem", "toolbarItems", "tabBarItem", "hidesBottomBarWhenPushed", "appearance",
        "overrideUserInterfaceStyle", "sheetPresentationController", "preferredContentSize",
    ]
    static let sheetPresentationKeys = ["detents", "selectedDetentIdentifier", "prefersGrabberVisible"]
    static let contentKeys = ["view", "table"]
    static let containerKeys = ["navigationController", "tabBarController", "toolbarController", "segmentedController", "splitViewController"]
    static let navigationControllerKeys = [
        "id", "viewControllers", "barStyle", "tintColor", "navigationBarHidden", "toolbarHidden", "prefersLargeTitles",
        "barTintColor", "translucent", "titleTextAttributes", "largeTitleTextAttributes", "backgroundImage",
    ]
    static let tabBarControllerKeys = ["id", "viewControllers", "selectedIndex", "tabBarMinimizeBehavior"] + tabBarLookKeys
    /// A tab bar's colours, on a tab bar controller and a tab bar view.
    static let tabBarLookKeys = ["barStyle", "barTintColor", "tintColor", "unselectedItemTintColor", "translucent", "backgroundImage"]
    static let textAttributesKeys = ["foregroundColor", "font"]
    static let toolbarControllerKeys = ["id", "content", "toolbarItems"]
    static let segmentedControllerKeys = [
        "id", "viewControllers", "selectedSegmentIndex", "placement", "controlStyle", "backButtonFollowsSegment",
    ]
    static let splitViewControllerKeys = [
        "id", "primary", "supplementary", "secondary", "compact", "preferredDisplayMode", "preferredSplitBehavior",
        "preferredPrimaryColumnWidth", "preferredSupplementaryColumnWidth",
    ]
    static let appearanceKeys = ["navigationBarHidden", "toolbarHidden", "barStyle", "translucent", "tintColor", "barTintColor"]

    /// A screen id (which must name an entry of `screens`) or an inline controller.
    func controllerRef(_ node: Node, _ path: DocumentPath) -> ControllerRef? {
        switch node {
        case .scalar where !NodeReader.isNull(node):
            guard let id = reader.string(node, path) else { return nil }
            guard screenIDs.contains(id) else {
                reader.unknownName("screen", id, in: screenIDs, at: node, path)
                return nil
            }
            return .screen(id, at: reader.location(of: node))
        case .mapping:
            return controllerSpec(node, path).map(ControllerRef.inline)
        default:
            reader.typeError(expected: "a screen id or a controller mapping", node, path)
            return nil
        }
    }

    /// A controller mapping: the keys every controller has, and its content or container.
    func controllerSpec(_ node: Node, _ path: DocumentPath) -> ControllerSpec? {
        let keys = Self.controllerKeys + Self.contentKeys + Self.containerKeys
        guard let m = reader.mapping(node, path, keys: keys) else { return nil }
        let id = m.string("id")
        declare(id)
        var spec = ControllerSpec(
            id: id,
            title: m.string("title"),
            navigationItem: m.value("navigationItem") { self.navigationItem($0, $1) },
            toolbarItems: m.list("toolbarItems") { self.barButtonItem($0, $1) },
            tabBarItem: m.value("tabBarItem") { self.tabBarItem($0, $1) },
            hidesBottomBarWhenPushed: m.bool("hidesBottomBarWhenPushed") ?? false,
            appearance: m.value("appearance") { self.appearance($0, $1) },
            overrideUserInterfaceStyle: m.name("overrideUserInterfaceStyle", "user interface style"),
            sheetPresentationController: m.value("sheetPresentationController") { self.sheetPresentation($0, $1) },
            content: content(m),
            location: reader.location(of: node)
        )
        spec.preferredContentSize = m.value("preferredContentSize") { self.pair($0, $1, "a size [width, height]", .length) }
            .map { Size(width: $0.0, height: $0.1) }
        return spec
    }

    /// `{detents: [medium, large], selectedDetentIdentifier, prefersGrabberVisible}`:
    /// the detents at least one, the selected one among them.
    private func sheetPresentation(_ node: Node, _ path: DocumentPath) -> SheetPresentationSpec? {
        guard let m = reader.mapping(node, path, keys: Self.sheetPresentationKeys) else { return nil }
        var spec = SheetPresentationSpec()
        if let entry = m.entry("detents") {
            let detents: [SheetPresentationSpec.Detent] = m.list("detents") { self.reader.name($0, $1, "detent") } ?? []
            if detents.isEmpty {
                reader.error("'detents' needs at least one of medium and large", at: entry.value, m.path("detents"))
                return nil
            }
            spec.detents = detents
        }
        if let entry = m.entry("selectedDetentIdentifier"), let selected: SheetPresentationSpec.Detent = m.name("selectedDetentIdentifier", "detent") {
            guard spec.detents.contains(selected) else {
                reader.error("the selected detent '\(selected.rawValue)' is not one of the sheet's detents", at: entry.value, m.path("selectedDetentIdentifier"))
                return nil
            }
            spec.selectedDetentIdentifier = selected
        }
        spec.prefersGrabberVisible = m.bool("prefersGrabberVisible") ?? false
        return spec
    }

    /// The one container, else the content view; `.view(nil)` when nothing is given.
    private func content(_ m: MappingReader) -> ControllerSpec.Content {
        let container = m.exclusive(Self.containerKeys) { first, second in
            "a controller holds one container; found '\(first)' and '\(second)'"
        }
        if let container {
            for key in Self.contentKeys {
                guard let entry = m.entry(key) else { continue }
                reader.error("a container controller has no '\(key)': its children provide the views", at: entry.key, m.path)
            }
            // NB: a container written with no value is still that container,
            // so its required keys are reported missing.
            return m.entry(container).flatMap { self.container(container, $0.value, m.path(container)) } ?? .view(nil)
        }
        m.exclusive(Self.contentKeys) { _, _ in "a content controller has either 'view' or 'table', not both" }
        if let view = m.value("view", { self.screenView($0, $1) }) { return .view(view) }
        if let table = m.value("table", { self.tableShortcut($0, $1) }) { return .view(table) }
        return .view(nil)
    }

    private func container(_ key: String, _ node: Node, _ path: DocumentPath) -> ControllerSpec.Content? {
        switch key {
        case "navigationController": navigationController(node, path).map(ControllerSpec.Content.navigation)
        case "tabBarController": tabBarController(node, path).map(ControllerSpec.Content.tabBar)
        case "toolbarController": toolbarController(node, path).map(ControllerSpec.Content.toolbar)
        case "splitViewController": splitViewController(node, path).map(ControllerSpec.Content.split)
        default: segmentedController(node, path).map(ControllerSpec.Content.segmented)
        }
    }

    private func navigationController(_ node: Node, _ path: DocumentPath) -> NavigationControllerSpec? {
        guard let m = reader.mapping(node, path, keys: Self.navigationControllerKeys) else { return nil }
        let id = containerID(m)
        let children = viewControllers(m)
        var spec = NavigationControllerSpec(
            id: id, viewControllers: children ?? [],
            barStyle: m.name("barStyle", "bar style") ?? .default,
            tintColor: color(m, "tintColor"),
            navigationBarHidden: m.bool("navigationBarHidden") ?? false,
            toolbarHidden: m.bool("toolbarHidden") ?? true,
            prefersLargeTitles: m.bool("prefersLargeTitles") ?? false,
            barTintColor: color(m, "barTintColor"), translucent: m.bool("translucent"),
            titleTextAttributes: m.value("titleTextAttributes") { self.textAttributes($0, $1) },
            largeTitleTextAttributes: m.value("largeTitleTextAttributes") { self.textAttributes($0, $1) }
        )
        spec.backgroundImage = m.value("backgroundImage") { self.image($0, $1) }
        return spec
    }

    /// `{foregroundColor, font}`: a bar title's attributes.
    func textAttributes(_ node: Node, _ path: DocumentPath) -> TextAttributesSpec? {
        guard let m = reader.mapping(node, path, keys: Self.textAttributesKeys) else { return nil }
        return TextAttributesSpec(foregroundColor: color(m, "foregroundColor"), font: m.value("font") { self.font($0, $1) })
    }

    /// A tab bar's colours from a tab bar controller's or a tab bar view's keys.
    func tabBarLook(_ m: MappingReader) -> TabBarLook {
        var look = TabBarLook(barStyle: m.name("barStyle", "bar style") ?? .default, barTintColor: color(m, "barTintColor"),
                              tintColor: color(m, "tintColor"), unselectedItemTintColor: color(m, "unselectedItemTintColor"),
                              translucent: m.bool("translucent"))
        look.backgroundImage = m.value("backgroundImage") { self.image($0, $1) }
        return look
    }

    private func tabBarController(_ node: Node, _ path: DocumentPath) -> TabBarControllerSpec? {
        guard let m = reader.mapping(node, path, keys: Self.tabBarControllerKeys) else { return nil }
        let id = containerID(m)
        let children = viewControllers(m) ?? []
        let selected = m.integer("selectedIndex", .nonNegative)
        m.checkIndex("selectedIndex", selected, count: children.count, of: "view controller")
        var spec = TabBarControllerSpec(id: id, viewControllers: children, selectedIndex: selected ?? 0, tabBar: tabBarLook(m))
        spec.tabBarMinimizeBehavior = m.name("tabBarMinimizeBehavior", "minimize behavior") ?? .automatic
        return spec
    }

    private func toolbarController(_ node: Node, _ path: DocumentPath) -> ToolbarControllerSpec? {
        guard let m = reader.mapping(node, path, keys: Self.toolbarControllerKeys) else { return nil }
        let id = containerID(m)
        let content = m.required("content").flatMap { controllerRef($0, m.path("content")) }
        let items = m.list("toolbarItems") { self.barButtonItem($0, $1) }
        guard let content else { return nil }
        return ToolbarControllerSpec(id: id, content: content, toolbarItems: items ?? [])
    }

    private func segmentedController(_ node: Node, _ path: DocumentPath) -> SegmentedControllerSpec? {
        guard let m = reader.mapping(node, path, keys: Self.segmentedControllerKeys) else { return nil }
        let id = containerID(m)
        let children = viewControllers(m) ?? []
        let selected = m.integer("selectedSegmentIndex", .nonNegative)
        m.checkIndex("selectedSegmentIndex", selected, count: children.count, of: "view controller")
        return SegmentedControllerSpec(
            id: id, viewControllers: children, selectedSegmentIndex: selected ?? 0,
            placement: m.name("placement", "placement") ?? .titleView,
            controlStyle: m.name("controlStyle", "segmented control style") ?? .bar,
            backButtonFollowsSegment: m.bool("backButtonFollowsSegment") ?? true
        )
    }

    private func splitViewController(_ node: Node, _ path: DocumentPath) -> SplitViewControllerSpec? {
        guard let m = reader.mapping(node, path, keys: Self.splitViewControllerKeys) else { return nil }
        let id = containerID(m)
        let primary = m.required("primary").flatMap { controllerRef($0, m.path("primary")) }
        func column(_ key: String) -> ControllerRef? { m[key].flatMap { controllerRef($0, m.path(key)) } }
        let (supplementary, secondary, compact) = (column("supplementary"), column("secondary"), column("compact"))
        guard let primary else { return nil }
        var spec = SplitViewControllerSpec(
            id: id, primary: primary, supplementary: supplementary, secondary: secondary, compact: compact,
            preferredDisplayMode: m.name("preferredDisplayMode", "display mode") ?? .automatic,
            preferredSplitBehavior: m.name("preferredSplitBehavior", "split behavior") ?? .automatic)
        spec.preferredPrimaryColumnWidth = m.number("preferredPrimaryColumnWidth", .length)
        spec.preferredSupplementaryColumnWidth = m.number("preferredSupplementaryColumnWidth", .length)
        if supplementary == nil, let mode = m["preferredDisplayMode"], spec.preferredDisplayMode.rawValue.hasPrefix("two") {
            reader.error("'\(spec.preferredDisplayMode.rawValue)' shows two sidebars; it needs a 'supplementary' column", at: mode,
                         m.path("preferredDisplayMode"))
        }
        return spec
    }

    private func containerID(_ m: MappingReader) -> String? {
        let id = m.string("id")
        declare(id)
        return id
    }

    /// The required, non-empty `viewControllers` list of a container.
    private func viewControllers(_ m: MappingReader) -> [ControllerRef]? {
        guard let list = m.required("viewControllers") else { return nil }
        guard let elements = reader.list(list, m.path("viewControllers")) else { return nil }
        if elements.isEmpty {
            reader.error("a container needs at least one view controller", at: list, m.path("viewControllers"))
        }
        return elements.compactMap { controllerRef($0.node, $0.path) }
    }

    func appearance(_ node: Node, _ path: DocumentPath) -> AppearanceSpec? {
        guard let m = reader.mapping(node, path, keys: Self.appearanceKeys) else { return nil }
        return AppearanceSpec(
            navigationBarHidden: m.bool("navigationBarHidden"),
            toolbarHidden: m.bool("toolbarHidden"),
            barStyle: m.name("barStyle", "bar style"),
            translucent: m.bool("translucent"),
            tintColor: color(m, "tintColor"),
            barTintColor: color(m, "barTintColor")
        )
    }
}
