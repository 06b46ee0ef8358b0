import MockupCore

/// Turns the scene's controller references into live nodes, checking what
/// only a whole hierarchy can show: unknown screens, a screen used twice, a
/// container holding itself, selected indexes out of range.
struct ControllerTreeBuilder {
    let scene: Scene
    /// Instance ids already in the hierarchy.
    var inUse: Set<String>

    init(scene: Scene, inUse: Set<String> = []) {
        self.scene = scene
        self.inUse = inUse
    }

    /// The node for `ref`, written at `keyPath` (`location` points at the reference).
    mutating func node(
        _ ref: ControllerRef, keyPath: String, ancestors: [String] = []
    ) throws(DiagnosticError) -> ControllerNode {
        let spec: ControllerSpec
        let name: String?
        let specPath: String
        let refLocation: SourceLocation?
        switch ref {
        case .inline(let inline):
            spec = inline
            name = inline.id ?? inline.containerID
            specPath = keyPath
            refLocation = inline.location
        case .screen(let id, let location):
            guard let screen = scene.screens[id] else {
                let hint = closestMatch(to: id, in: scene.screens.keys.sorted()).map { " (did you mean '\($0)'?)" } ?? ""
                throw DiagnosticError(Diagnostic(location: location, keyPath: keyPath, message: "unknown screen '\(id)'\(hint)"))
            }
            spec = screen
            name = id
            specPath = "screens.\(id)"
            refLocation = location
        }
        let instanceID = name ?? "@" + keyPath
        if ancestors.contains(instanceID) {
            throw DiagnosticError(Diagnostic(
                location: refLocation, keyPath: keyPath, message: "'\(instanceID)' contains itself"))
        }
        if inUse.contains(instanceID) {
            throw DiagnosticError(Diagnostic(
                location: refLocation, keyPath: keyPath,
                message: "'\(instanceID)' is already in the hierarchy; a view controller can be shown in one place only"))
        }
        inUse.insert(instanceID)
        let inside = ancestors + [instanceID]
        let container: ControllerNode.Container
        switch spec.content {
        case .view(let view):
            container = .content(view)
        case .navigation(let nav):
            let stack = try nodes(nav.viewControllers, keyPath: specPath + ".navigationController", ancestors: inside)
            var bars = NavigationBars(nav)
            var covered: [NavigationBars] = []
            for (i, screen) in stack.enumerated() {
                if i > 0 { covered.append(bars) }
                bars = bars.applying(screen.spec.appearance)
            }
            container = .navigation(NavigationState(spec: nav, stack: stack, bars: bars, covered: covered, toggledOff: nil))
        case .tabBar(let tabs):
            let path = specPath + ".tabBarController"
            let children = try nodes(tabs.viewControllers, keyPath: path, ancestors: inside)
            try Self.checkIndex(tabs.selectedIndex, count: children.count, what: "selectedIndex",
                                keyPath: path + ".selectedIndex", location: spec.location)
            container = .tabBar(TabBarState(spec: tabs, tabs: children, selectedIndex: tabs.selectedIndex))
        case .toolbar(let bar):
            let path = specPath + ".toolbarController"
            let content = try node(bar.content, keyPath: path + ".content", ancestors: inside)
            container = .toolbar(ToolbarState(spec: bar, content: content, items: bar.toolbarItems))
        case .segmented(let seg):
            let path = specPath + ".segmentedController"
            let children = try nodes(seg.viewControllers, keyPath: path, ancestors: inside)
            try Self.checkIndex(seg.selectedSegmentIndex, count: children.count, what: "selectedSegmentIndex",
                                keyPath: path + ".selectedSegmentIndex", location: spec.location)
            container = .segmented(SegmentedState(spec: seg, children: children, selectedIndex: seg.selectedSegmentIndex))
        case .split(let split):
            let path = specPath + ".splitViewController"
            func column(_ column: SplitViewControllerSpec.Column, _ ref: ControllerRef?) throws(DiagnosticError) -> ControllerNode? {
                guard let ref else { return nil }
                return try node(columnInNavigation(ref), keyPath: "\(path).\(column.rawValue)", ancestors: inside)
            }
            let primary = try node(columnInNavigation(split.primary), keyPath: "\(path).primary", ancestors: inside)
            container = .split(SplitState(spec: split, primary: primary, supplementary: try column(.supplementary, split.supplementary),
                                          secondary: try column(.secondary, split.secondary), compact: try column(.compact, split.compact)))
        }
        return ControllerNode(
            instanceID: instanceID, name: name, spec: spec, container: container,
            toolbarItems: spec.toolbarItems, selectedRow: nil
        )
    }

    /// A split view column's controller as UIKit shows it: in a navigation
    /// controller of its own, unless it is one.
    private func columnInNavigation(_ ref: ControllerRef) -> ControllerRef {
        let spec: ControllerSpec? = switch ref {
        case .inline(let spec): spec
        case .screen(let id, _): scene.screens[id]
        }
        if case .navigation = spec?.content { return ref }
        return .inline(ControllerSpec(content: .navigation(NavigationControllerSpec(viewControllers: [ref]))))
    }

    /// The nodes of a container's `viewControllers`, written at `keyPath`.viewControllers.
    private mutating func nodes(
        _ refs: [ControllerRef], keyPath: String, ancestors: [String]
    ) throws(DiagnosticError) -> [ControllerNode] {
        var nodes: [ControllerNode] = []
        for (i, ref) in refs.enumerated() {
            nodes.append(try node(ref, keyPath: "\(keyPath).viewControllers[\(i)]", ancestors: ancestors))
        }
        return nodes
    }

    static func checkIndex(
        _ index: Int, count: Int, what: String, keyPath: String, location: SourceLocation?
    ) throws(DiagnosticError) {
        guard count > 0 ? !(0..<count).contains(index) : index != 0 else { return }
        let range = count == 0 ? "there are no children" : "valid: 0...\(count - 1)"
        throw DiagnosticError(Diagnostic(location: location, keyPath: keyPath, message: "\(what) \(index) is out of range (\(range))"))
    }
}

extension ControllerSpec {
    /// The `id` written inside a container's mapping (`navigationController: {id: nav}`).
    var containerID: String? {
        switch content {
        case .view: nil
        case .navigation(let nav): nav.id
        case .tabBar(let tabs): tabs.id
        case .toolbar(let bar): bar.id
        case .segmented(let seg): seg.id
        case .split(let split): split.id
        }
    }
}
