import MockupCore

/// A view controller as it lives at one moment of the story: its spec, and
/// for containers the children they hold and the state steps change (a
/// navigation stack, a selected tab or segment, bars shown or hidden).
///
/// A node is a value; playing a step makes a new tree (see `SceneState`).
public struct ControllerNode: Hashable, Sendable {
    /// Unique within the hierarchy: the screen id, the declared id, or `@` and the key path.
    public var instanceID: String
    /// The name events and layout report: the screen id or the declared id.
    public var name: String?
    public var spec: ControllerSpec
    public var container: Container
    /// The toolbar items it shows; `setToolbarItems` replaces them.
    public var toolbarItems: [BarButtonItemSpec]?
    /// The row `selectRow` highlighted in its table.
    public var selectedRow: Int?

    public indirect enum Container: Hashable, Sendable {
        case content(ViewSpec?)
        case navigation(NavigationState)
        case tabBar(TabBarState)
        case toolbar(ToolbarState)
        case segmented(SegmentedState)
        case split(SplitState)
    }

    /// The kind's name in the scene file, for messages.
    public var kindName: String {
        switch container {
        case .content: "content controller"
        case .navigation: "navigationController"
        case .tabBar: "tabBarController"
        case .toolbar: "toolbarController"
        case .segmented: "segmentedController"
        case .split: "splitViewController"
        }
    }

    /// The class a developer would name it by: UIKit's for its kind (a
    /// table's controller UITableViewController), the toolbar and segmented
    /// controllers' as the custom containers they are.
    public var className: String {
        switch container {
        case .content(let view):
            if case .tableView? = view?.kind { return "UITableViewController" }
            return "UIViewController"
        case .navigation: return "UINavigationController"
        case .tabBar: return "UITabBarController"
        case .toolbar: return "toolbar controller (custom container)"
        case .segmented: return "segmented controller (custom container)"
        case .split: return "UISplitViewController"
        }
    }

    /// A content controller's root view spec (nil for containers).
    public var view: ViewSpec? {
        if case .content(let view) = container { return view }
        return nil
    }

    /// The children the controller holds, shown or not.
    public var children: [ControllerNode] {
        switch container {
        case .content: []
        case .navigation(let nav): nav.stack
        case .tabBar(let tabs): tabs.tabs
        case .toolbar(let bar): [bar.content]
        case .segmented(let seg): seg.children
        case .split(let split): split.columns
        }
    }

    /// The children it shows right now.
    public var visibleChildren: [ControllerNode] {
        switch container {
        case .content: []
        case .navigation(let nav): nav.stack.last.map { [$0] } ?? []
        case .tabBar(let tabs): tabs.tabs.indices.contains(tabs.selectedIndex) ? [tabs.tabs[tabs.selectedIndex]] : []
        case .toolbar(let bar): [bar.content]
        case .segmented(let seg): seg.children.indices.contains(seg.selectedIndex) ? [seg.children[seg.selectedIndex]] : []
        case .split(let split): split.shown
        }
    }

    /// Every node of the subtree, itself first.
    public var allNodes: [ControllerNode] { [self] + children.flatMap(\.allNodes) }

    /// The shown nodes of the subtree, containers before their children.
    public var visibleNodes: [ControllerNode] { [self] + visibleChildren.flatMap(\.visibleNodes) }

    /// The title a tab, segment or back button shows for it.
    public var title: String? { spec.title }

    /// Applies `change` to the node with `instanceID` in this subtree.
    mutating func update(_ instanceID: String, _ change: (inout ControllerNode) throws(DiagnosticError) -> Void) throws(DiagnosticError) {
        if self.instanceID == instanceID {
            try change(&self)
            return
        }
        switch container {
        case .content:
            return
        case .navigation(var nav):
            for i in nav.stack.indices { try nav.stack[i].update(instanceID, change) }
            container = .navigation(nav)
        case .tabBar(var tabs):
            for i in tabs.tabs.indices { try tabs.tabs[i].update(instanceID, change) }
            container = .tabBar(tabs)
        case .toolbar(var bar):
            try bar.content.update(instanceID, change)
            container = .toolbar(bar)
        case .segmented(var seg):
            for i in seg.children.indices { try seg.children[i].update(instanceID, change) }
            container = .segmented(seg)
        case .split(var split):
            try split.updateColumns { node throws(DiagnosticError) in try node.update(instanceID, change) }
            container = .split(split)
        }
    }
}

/// A navigation controller's stack and its bars.
public struct NavigationState: Hashable, Sendable {
    public var spec: NavigationControllerSpec
    public var stack: [ControllerNode]
    /// The bars as they are now.
    public var bars: NavigationBars
    /// For each screen below the top, the bars as they were when a screen was
    /// pushed over it; popping back restores them.
    public var covered: [NavigationBars]
    /// The bars `toggleBars` hid, shown again by the next toggle.
    public var toggledOff: NavigationBars.Toggled?

    /// `node` pushed on top: the bars as they are kept for popping back, and
    /// take its `appearance`.
    mutating func push(_ node: ControllerNode) {
        covered.append(bars)
        bars = bars.applying(node.spec.appearance)
        toggledOff = nil
        stack.append(node)
    }
}

/// What a navigation controller's bars look like: the controller's own
/// settings with the top screen's `appearance` over them.
public struct NavigationBars: Hashable, Sendable {
    public var barStyle: BarStyle
    public var tintColor: Color?
    public var translucent: Bool?
    public var barTintColor: Color?
    public var titleTextAttributes: TextAttributesSpec?
    public var largeTitleTextAttributes: TextAttributesSpec?
    public var backgroundImage: ImageSpec?
    public var navigationBarHidden: Bool
    public var toolbarHidden: Bool

    public struct Toggled: Hashable, Sendable {
        public var navigationBar: Bool
        public var toolbar: Bool
    }

    public init(_ spec: NavigationControllerSpec) {
        barStyle = spec.barStyle
        tintColor = spec.tintColor
        translucent = spec.translucent
        barTintColor = spec.barTintColor
        titleTextAttributes = spec.titleTextAttributes
        largeTitleTextAttributes = spec.largeTitleTextAttributes
        backgroundImage = spec.backgroundImage
        navigationBarHidden = spec.navigationBarHidden
        toolbarHidden = spec.toolbarHidden
    }

    /// These bars with what `appearance` asks for.
    public func applying(_ appearance: AppearanceSpec?) -> NavigationBars {
        guard let appearance else { return self }
        var bars = self
        if let v = appearance.navigationBarHidden { bars.navigationBarHidden = v }
        if let v = appearance.toolbarHidden { bars.toolbarHidden = v }
        if let v = appearance.barStyle {
            bars.barStyle = v
            bars.translucent = nil
        }
        if let v = appearance.translucent { bars.translucent = v }
        if let v = appearance.tintColor { bars.tintColor = v }
        if let v = appearance.barTintColor { bars.barTintColor = v }
        return bars
    }

    /// The paint both bars share.
    public var content: BarContent {
        var bar = BarContent(barStyle: barStyle, tintColor: tintColor, translucent: translucent, barTintColor: barTintColor)
        bar.titleTextAttributes = titleTextAttributes
        bar.largeTitleTextAttributes = largeTitleTextAttributes
        bar.backgroundImage = backgroundImage
        return bar
    }
}

public struct TabBarState: Hashable, Sendable {
    public var spec: TabBarControllerSpec
    public var tabs: [ControllerNode]
    public var selectedIndex: Int
    /// The tab selected before the last `selectTab` changed it: the one iOS 26's
    /// search tab returns to, shown in the minimised circle beside its field.
    public var previousIndex: Int?
    /// Whether its floating tab bar is minimised to the selected tab (`tabBarMinimizeBehavior`).
    public var minimized = false
    /// Whether it was before the last scroll, which moves it from one to the other.
    public var wasMinimized = false
    /// How far it is shown minimised while a scroll moves it (0 full, 1
    /// minimised); nil: as `minimized` says.
    public var shownMinimization: Double?

    /// How far the tab bar is minimised, 0 to 1.
    public var minimization: Double { shownMinimization ?? (minimized ? 1 : 0) }

    /// After content beneath scrolled from `from` to `to`: minimised as it
    /// scrolls the behaviour's way, restored as it scrolls back (iOS 26).
    mutating func follow(scrollFrom from: Double, to: Double) {
        wasMinimized = minimized
        guard from != to else { return }
        switch spec.tabBarMinimizeBehavior {
        case .automatic, .never: minimized = false
        case .onScrollDown: minimized = to > from
        case .onScrollUp: minimized = to < from
        }
    }
}

public struct ToolbarState: Hashable, Sendable {
    public var spec: ToolbarControllerSpec
    public var content: ControllerNode
    /// The controller's own items, shown when the content provides none.
    public var items: [BarButtonItemSpec]
}

public struct SegmentedState: Hashable, Sendable {
    public var spec: SegmentedControllerSpec
    public var children: [ControllerNode]
    public var selectedIndex: Int
}
