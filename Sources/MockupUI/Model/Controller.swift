import MockupCore

/// A view controller as written: a screen id, or an inline definition.
public indirect enum ControllerRef: Hashable, Sendable {
    case screen(String, at: SourceLocation?)
    case inline(ControllerSpec)
}

/// A view controller: a content controller (its own view) or a container.
public struct ControllerSpec: Hashable, Sendable {
    public indirect enum Content: Hashable, Sendable {
        /// A content controller; nil: an empty white view.
        case view(ViewSpec?)
        case navigation(NavigationControllerSpec)
        case tabBar(TabBarControllerSpec)
        case toolbar(ToolbarControllerSpec)
        case segmented(SegmentedControllerSpec)
        case split(SplitViewControllerSpec)
    }

    public var id: String?
    public var title: String?
    public var navigationItem: NavigationItemSpec?
    public var toolbarItems: [BarButtonItemSpec]?
    public var tabBarItem: TabBarItemSpec?
    public var hidesBottomBarWhenPushed: Bool
    public var appearance: AppearanceSpec?
    /// The appearance its view is drawn in, whatever the interface's (`overrideUserInterfaceStyle`).
    public var overrideUserInterfaceStyle: UserInterfaceStyle?
    /// How it sits when presented as a page sheet (detents, grabber); nil: UIKit's defaults.
    public var sheetPresentationController: SheetPresentationSpec?
    /// The size it asks for in a popover or a form sheet (nil: UIKit's default).
    public var preferredContentSize: Size?
    public var content: Content
    public var location: SourceLocation?

    public init(
        id: String? = nil, title: String? = nil, navigationItem: NavigationItemSpec? = nil,
        toolbarItems: [BarButtonItemSpec]? = nil, tabBarItem: TabBarItemSpec? = nil,
        hidesBottomBarWhenPushed: Bool = false, appearance: AppearanceSpec? = nil,
        overrideUserInterfaceStyle: UserInterfaceStyle? = nil, sheetPresentationController: SheetPresentationSpec? = nil,
        content: Content = .view(nil), location: SourceLocation? = nil
    ) {
        self.id = id
        self.title = title
        self.navigationItem = navigationItem
        self.toolbarItems = toolbarItems
        self.tabBarItem = tabBarItem
        self.hidesBottomBarWhenPushed = hidesBottomBarWhenPushed
        self.appearance = appearance
        self.overrideUserInterfaceStyle = overrideUserInterfaceStyle
        self.sheetPresentationController = sheetPresentationController
        self.content = content
        self.location = location
    }
}

public struct NavigationControllerSpec: Hashable, Sendable {
    public var id: String?
    public var viewControllers: [ControllerRef]
    public var barStyle: BarStyle
    public var tintColor: Color?
    public var navigationBarHidden: Bool
    public var toolbarHidden: Bool
    /// Whether the bar shows its top screen's title large, below the items (looks that have large titles).
    public var prefersLargeTitles: Bool
    /// The bars' background colour (UIKit's `barTintColor`; iPhone OS's bars took their colour from `tintColor`).
    public var barTintColor: Color?
    /// Whether the bars are translucent; nil: the bar style's own.
    public var translucent: Bool?
    /// The navigation bar's title, and its large title, in this colour and font.
    public var titleTextAttributes: TextAttributesSpec?
    public var largeTitleTextAttributes: TextAttributesSpec?
    /// A picture filling both bars' backgrounds.
    public var backgroundImage: ImageSpec?

    public init(
        id: String? = nil, viewControllers: [ControllerRef], barStyle: BarStyle = .default,
        tintColor: Color? = nil, navigationBarHidden: Bool = false, toolbarHidden: Bool = true, prefersLargeTitles: Bool = false,
        barTintColor: Color? = nil, translucent: Bool? = nil,
        titleTextAttributes: TextAttributesSpec? = nil, largeTitleTextAttributes: TextAttributesSpec? = nil
    ) {
        self.prefersLargeTitles = prefersLargeTitles
        self.barTintColor = barTintColor
        self.translucent = translucent
        self.titleTextAttributes = titleTextAttributes
        self.largeTitleTextAttributes = largeTitleTextAttributes
        self.id = id
        self.viewControllers = viewControllers
        self.barStyle = barStyle
        self.tintColor = tintColor
        self.navigationBarHidden = navigationBarHidden
        self.toolbarHidden = toolbarHidden
    }
}

public struct TabBarControllerSpec: Hashable, Sendable {
    /// When the tab bar minimises (`UITabBarController.MinimizeBehavior`, iOS 26): in the
    /// looks whose tab bar floats, to the selected tab alone as content scrolls one way,
    /// back again as it scrolls the other. `automatic` is `never` on iPhone.
    public enum MinimizeBehavior: String, Hashable, Sendable, CaseIterable {
        case automatic, never, onScrollDown, onScrollUp
    }

    public var id: String?
    public var viewControllers: [ControllerRef]
    public var selectedIndex: Int
    /// How its tab bar is drawn.
    public var tabBar: TabBarLook
    public var tabBarMinimizeBehavior: MinimizeBehavior = .automatic

    public init(id: String? = nil, viewControllers: [ControllerRef], selectedIndex: Int = 0, tabBar: TabBarLook = TabBarLook()) {
        self.id = id
        self.viewControllers = viewControllers
        self.selectedIndex = selectedIndex
        self.tabBar = tabBar
    }
}

/// A tab bar's colours (UIKit's names): its background, the selected item's
/// tint, the other items', and its translucency.
public struct TabBarLook: Hashable, Sendable {
    public var barStyle: BarStyle
    public var barTintColor: Color?
    public var tintColor: Color?
    public var unselectedItemTintColor: Color?
    public var translucent: Bool?
    /// A picture filling the bar's background.
    public var backgroundImage: ImageSpec?

    public init(barStyle: BarStyle = .default, barTintColor: Color? = nil, tintColor: Color? = nil,
                unselectedItemTintColor: Color? = nil, translucent: Bool? = nil) {
        self.barStyle = barStyle
        self.barTintColor = barTintColor
        self.tintColor = tintColor
        self.unselectedItemTintColor = unselectedItemTintColor
        self.translucent = translucent
    }
}

/// The attributes of a bar's title text (`NSAttributedString.Key`'s names).
public struct TextAttributesSpec: Hashable, Sendable {
    public var foregroundColor: Color?
    public var font: FontSpec?

    public init(foregroundColor: Color? = nil, font: FontSpec? = nil) {
        self.foregroundColor = foregroundColor
        self.font = font
    }
}

public struct ToolbarControllerSpec: Hashable, Sendable {
    public var id: String?
    public var content: ControllerRef
    public var toolbarItems: [BarButtonItemSpec]

    public init(id: String? = nil, content: ControllerRef, toolbarItems: [BarButtonItemSpec] = []) {
        self.id = id
        self.content = content
        self.toolbarItems = toolbarItems
    }
}

public struct SegmentedControllerSpec: Hashable, Sendable {
    public enum Placement: String, Hashable, Sendable, CaseIterable { case titleView, toolbar, top }

    public var id: String?
    public var viewControllers: [ControllerRef]
    public var selectedSegmentIndex: Int
    public var placement: Placement
    public var controlStyle: SegmentedControlStyle
    public var backButtonFollowsSegment: Bool

    public init(
        id: String? = nil, viewControllers: [ControllerRef], selectedSegmentIndex: Int = 0,
        placement: Placement = .titleView, controlStyle: SegmentedControlStyle = .bar,
        backButtonFollowsSegment: Bool = true
    ) {
        self.id = id
        self.viewControllers = viewControllers
        self.selectedSegmentIndex = selectedSegmentIndex
        self.placement = placement
        self.controlStyle = controlStyle
        self.backButtonFollowsSegment = backButtonFollowsSegment
    }
}

/// What a screen asks of its navigation controller while it is on top.
public struct AppearanceSpec: Hashable, Sendable {
    public var navigationBarHidden: Bool?
    public var toolbarHidden: Bool?
    public var barStyle: BarStyle?
    public var translucent: Bool?
    public var tintColor: Color?
    public var barTintColor: Color?

    public init(
        navigationBarHidden: Bool? = nil, toolbarHidden: Bool? = nil, barStyle: BarStyle? = nil,
        translucent: Bool? = nil, tintColor: Color? = nil, barTintColor: Color? = nil
    ) {
        self.barTintColor = barTintColor
        self.navigationBarHidden = navigationBarHidden
        self.toolbarHidden = toolbarHidden
        self.barStyle = barStyle
        self.translucent = translucent
        self.tintColor = tintColor
    }
}

public enum BarStyle: String, Hashable, Sendable, CaseIterable {
    case `default`, black, blackTranslucent
}
