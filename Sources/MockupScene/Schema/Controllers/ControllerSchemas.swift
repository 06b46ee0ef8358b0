import MockupCore
import MockupUI

/// View controllers (SCENE-FORMAT.md, View controllers): references to
/// screens, content controllers, the four containers and `appearance`.
enum ControllerSchemas {
    static var definitions: [DefinitionName: JSONSchema] {
        [
            .controllerReference: .anyOf([
                .text("A screen id: a key of 'screens'."),
                .ref(.controller, "An inline controller."),
            ], "A view controller: a screen id (naming an entry of 'screens') or an inline controller mapping."),
            .controller: controller,
            .navigationController: navigationController,
            .tabBarController: tabBarController,
            .toolbarController: toolbarController,
            .segmentedController: segmentedController,
            .splitViewController: splitViewController,
            .appearance: appearance,
        ]
    }

    private static var controller: JSONSchema {
        let containers: [String: JSONSchema] = [
            "navigationController": .ref(.navigationController, "A navigation controller: a stack of screens under a navigation bar."),
            "tabBarController": .ref(.tabBarController, "A tab bar controller: one child a tab."),
            "toolbarController": .ref(.toolbarController, "A static toolbar under any content controller."),
            "segmentedController": .ref(.segmentedController, "One visible child chosen by a segmented control."),
            "splitViewController": .ref(.splitViewController, "A split view controller: a sidebar, a supplementary column and content side by side."),
        ]
        var properties: [String: JSONSchema] = [
            "id": .text("The id of an inline controller (screens use their key), which 'on:' and 'mockup events' name."),
            "title": .text("The title, shown by navigation bars, tab items and segments."),
            "navigationItem": .ref(.navigationItem, "What this screen shows in the navigation bar while on top."),
            "toolbarItems": .list(of: .ref(.barButtonItem), "Bar button items, shown by the enclosing navigation or toolbar controller."),
            "tabBarItem": .ref(.tabBarItem, "The item of this controller's tab."),
            "hidesBottomBarWhenPushed": .boolean(
                "Whether the bottom bar (a tab bar, a toolbar controller's toolbar) steps aside while this screen is pushed."),
            "appearance": .ref(.appearance, "What this screen asks of its navigation controller while it is on top."),
            "overrideUserInterfaceStyle": .words(of: UserInterfaceStyle.self,
                                                 "The appearance this screen's view is drawn in, whatever the interface's: light or dark."),
            "sheetPresentationController": .object(
                "How this screen sits when presented as a page sheet (UISheetPresentationController, iOS 15).",
                keys: SceneDecoder.sheetPresentationKeys,
                properties: [
                    "detents": .list(of: .words(of: SheetPresentationSpec.Detent.self, "medium: about half the large height; large: fully expanded."),
                                     "The heights the sheet rests at (default [large]).", minItems: 1),
                    "selectedDetentIdentifier": .words(of: SheetPresentationSpec.Detent.self,
                                                       "The detent shown, one of 'detents' (default: the smallest)."),
                    "prefersGrabberVisible": .boolean("Whether the grabber shows at the sheet's top (default false)."),
                ]),
            "preferredContentSize": ValueSchemas.size("[width, height] it asks for in a popover or a form sheet on an iPad."),
            "view": .ref(.screenView, "Content controllers: the screen's root view; its frame is set by the container."),
            "table": .ref(.table, "Content controllers: a root view holding one table view that fills it."),
        ]
        for (key, container) in containers { properties[key] = container.requiringValue() }
        return .object(
            "An inline view controller: a content controller (its 'view' or 'table'), or a container holding exactly one "
                + "container key. The first keys apply to every controller, containers included.",
            keys: SceneDecoder.controllerKeys + SceneDecoder.contentKeys + SceneDecoder.containerKeys,
            properties: properties,
            exclusive: [SceneDecoder.containerKeys + SceneDecoder.contentKeys]
        )
    }

    /// The id of a container mapping.
    private static let containerID = JSONSchema.text("The container's id, which 'on:' names.")

    /// A container's children, at least one.
    private static func children(_ description: String) -> JSONSchema {
        .list(of: .ref(.controllerReference), description, minItems: 1)
    }

    private static var barStyle: JSONSchema { .words(of: BarStyle.self, "The bars' style: default, black or blackTranslucent.") }

    /// A bar's `barTintColor`, with the rule the looks draw it by.
    static func barTintColor(_ what: String) -> JSONSchema {
        ValueSchemas.color("\(what) background colour (UIKit's barTintColor; ios17 shows it once content scrolls beneath a "
                           + "navigation bar, which is clear at the scroll edge as in iOS 15).")
    }

    /// A bar's `backgroundImage`.
    static func backgroundImage(_ what: String) -> JSONSchema {
        .ref(.image, "A picture stretched over \(what) background (setBackgroundImage, UIBarAppearance.backgroundImage's scaleToFill).")
    }

    /// A bar title's attributes.
    static func textAttributes(_ description: String) -> JSONSchema {
        .object(description, keys: SceneDecoder.textAttributesKeys, properties: [
            "foregroundColor": ValueSchemas.color("The text's colour."),
            "font": .ref(.font, "The font: {size, weight}."),
        ])
    }

    /// A tab bar's colours, on a tab bar controller and a tab bar view.
    static var tabBarLook: [String: JSONSchema] {
        [
            "barStyle": .words(of: BarStyle.self, "The tab bar's style: default or black."),
            "barTintColor": barTintColor("The tab bar's"),
            "tintColor": ValueSchemas.color("The selected item's colour (iOS 5 on)."),
            "unselectedItemTintColor": ValueSchemas.color("The other items' colour (iOS 10 on)."),
            "translucent": .boolean("Whether the tab bar is translucent (its barTintColor shows lighter)."),
            "backgroundImage": backgroundImage("the tab bar's"),
        ]
    }

    private static var navigationController: JSONSchema {
        .object(
            "A navigation controller: its stack and its bars.",
            keys: SceneDecoder.navigationControllerKeys,
            properties: [
                "id": containerID,
                "viewControllers": children("The stack, bottom first."),
                "barStyle": barStyle,
                "tintColor": ValueSchemas.color("The bars' tint colour."),
                "navigationBarHidden": .boolean("Whether the navigation bar is hidden (default false)."),
                "toolbarHidden": .boolean("Whether the toolbar is hidden (default true)."),
                "prefersLargeTitles": .boolean("Large titles (ios17; the older looks draw a standard bar)."),
                "barTintColor": barTintColor("The bars'"),
                "translucent": .boolean("Whether the bars are translucent (default: the bar style's own)."),
                "titleTextAttributes": textAttributes("The navigation bar's title: its colour and font."),
                "largeTitleTextAttributes": textAttributes("The large title: its colour and font."),
                "backgroundImage": backgroundImage("both bars'"),
            ],
            required: ["viewControllers"]
        )
    }

    private static var tabBarController: JSONSchema {
        .object(
            "A tab bar controller: one tab a child.",
            keys: SceneDecoder.tabBarControllerKeys,
            properties: [
                "id": containerID,
                "viewControllers": children("The tabs' controllers; each gives its tabBarItem."),
                "selectedIndex": ValueSchemas.index("The selected tab, from 0."),
                "tabBarMinimizeBehavior": .words(
                    of: TabBarControllerSpec.MinimizeBehavior.self,
                    "When the floating tab bar (ios26) minimises to the selected tab: automatic (never on iPhone), never, onScrollDown or onScrollUp."),
            ].merging(tabBarLook) { own, _ in own },
            required: ["viewControllers"]
        )
    }

    private static var toolbarController: JSONSchema {
        .object(
            "A static toolbar under any content controller; its items follow the top screen's toolbarItems.",
            keys: SceneDecoder.toolbarControllerKeys,
            properties: [
                "id": containerID,
                "content": .ref(.controllerReference, "The controller above the toolbar."),
                "toolbarItems": .list(of: .ref(.barButtonItem), "The toolbar's items when the content provides none."),
            ],
            required: ["content"]
        )
    }

    private static var segmentedController: JSONSchema {
        .object(
            "One visible child chosen by a segmented control; segment titles come from the children's titles.",
            keys: SceneDecoder.segmentedControllerKeys,
            properties: [
                "id": containerID,
                "viewControllers": children("The children, one a segment."),
                "selectedSegmentIndex": ValueSchemas.index("The selected segment, from 0."),
                "placement": .words(of: SegmentedControllerSpec.Placement.self,
                                    "Where the control is: titleView (in the enclosing navigation bar), toolbar or top."),
                "controlStyle": .words(of: SegmentedControlStyle.self, "The control's style: plain, bordered or bar."),
                "backButtonFollowsSegment": .boolean("Whether the back button of pushed screens reads the selected segment's title."),
            ],
            required: ["viewControllers"]
        )
    }

    private static var splitViewController: JSONSchema {
        .object(
            "A split view controller (column-style, iOS 14): its columns side by side in regular width, collapsed in compact width.",
            keys: SceneDecoder.splitViewControllerKeys,
            properties: [
                "id": containerID,
                "primary": .ref(.controllerReference, "The sidebar column."),
                "supplementary": .ref(.controllerReference, "The middle column (a three-column split view)."),
                "secondary": .ref(.controllerReference, "The content column."),
                "compact": .ref(.controllerReference, "What shows in compact width instead of the collapsed columns."),
                "preferredDisplayMode": .words(of: SplitViewControllerSpec.DisplayMode.self,
                                               "Which columns show and how (default automatic: by orientation)."),
                "preferredSplitBehavior": .words(of: SplitViewControllerSpec.SplitBehavior.self,
                                                 "Whether sidebars tile beside the secondary, lie over it or push it aside (default automatic)."),
                "preferredPrimaryColumnWidth": .number(.length, "The sidebar's width in points (default 320)."),
                "preferredSupplementaryColumnWidth": .number(.length, "The middle column's width in points (default 320)."),
            ],
            required: ["primary"]
        )
    }

    private static var appearance: JSONSchema {
        .object(
            "What a screen asks of its navigation controller while it is on top: when it is pushed or revealed the "
                + "controller animates to these, when it leaves the previous screen's apply again.",
            keys: SceneDecoder.appearanceKeys,
            properties: [
                "navigationBarHidden": .boolean("Whether the navigation bar is hidden."),
                "toolbarHidden": .boolean("Whether the toolbar is hidden."),
                "barStyle": barStyle,
                "translucent": .boolean("Whether the bars are translucent (barStyle resets it to the style's own unless given)."),
                "tintColor": ValueSchemas.color("The bars' tint colour."),
                "barTintColor": barTintColor("The bars'"),
            ]
        )
    }
}
