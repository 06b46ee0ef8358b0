import MockupCore
import MockupUI

/// What a controller shows in bars (SCENE-FORMAT.md, View controllers and
/// Bar button items): navigation items, bar button items and tab bar items.
enum ItemSchemas {
    static var definitions: [DefinitionName: JSONSchema] {
        [.navigationItem: navigationItem, .barButtonItem: barButtonItem, .tabBarItem: tabBarItem]
    }

    private static var navigationItem: JSONSchema {
        .object(
            "What a screen shows in the navigation bar while it is on top.",
            keys: SceneDecoder.navigationItemKeys,
            properties: [
                "title": .text("The title in the bar; without it, the controller's title."),
                "titleView": .ref(.view, "A view shown in place of the title."),
                "leftBarButtonItem": .ref(.barButtonItem, "The item at the left (not with leftBarButtonItems)."),
                "leftBarButtonItems": .list(of: .ref(.barButtonItem), "The items at the left (not with leftBarButtonItem)."),
                "rightBarButtonItem": .ref(.barButtonItem, "The item at the right (not with rightBarButtonItems)."),
                "rightBarButtonItems": .list(of: .ref(.barButtonItem), "The items at the right (not with rightBarButtonItem)."),
                "backBarButtonItem": .ref(.barButtonItem, "The back button that screens pushed above this one show."),
                "prompt": .text("A line of text above the title."),
                "hidesBackButton": .boolean("Whether the back button is hidden."),
                "largeTitleDisplayMode": .words(
                    of: NavigationItemSpec.LargeTitleDisplayMode.self,
                    "Whether the title shows large when the navigation controller prefers large titles (ios17): "
                        + "automatic (as the screen beneath; the root shows one), always, never."),
                "searchController": .anyOf([
                    .boolean("true: a search controller with UIKit's placeholder, Search."),
                    .object("A search controller's bar in the navigation bar.", keys: SceneDecoder.searchControllerKeys, properties: [
                        "placeholder": .text("The grey text of the empty field (default Search)."),
                        "text": .text("The field's text."),
                        "hidesSearchBarWhenScrolling": .boolean("Whether the bar collapses as content scrolls up beneath it (default true)."),
                    ]),
                ], "A search bar in its own row at the bottom of the navigation bar (iOS 11; the modern and ios17 looks)."),
            ],
            exclusive: [["leftBarButtonItem", "leftBarButtonItems"], ["rightBarButtonItem", "rightBarButtonItems"]]
        )
    }

    private static var barButtonItem: JSONSchema {
        let needed = ["title", "systemItem", "customView", "image"]
        return JSONSchema.object(
            "A bar button item: a title with a style, a system item, a custom view or an image (it needs one of the four).",
            keys: SceneDecoder.barButtonItemKeys,
            properties: [
                "title": .text("The item's title."),
                "style": .words(of: BarButtonItemSpec.ItemStyle.self, "plain, bordered or done."),
                "systemItem": .words(of: BarButtonItemSpec.SystemItem.self,
                                     "A system item, its glyph drawn as vector paths (flexibleSpace and fixedSpace take room)."),
                "width": .number(.length, "The width of a fixedSpace, in points."),
                "customView": .ref(.view, "Any view in place of the item (a segmented control, say)."),
                "image": .ref(.image, "A built-in glyph (systemName) the item shows when it has no title."),
            ]
        ).with("anyOf", .array(needed.map { JSONSchema.requiring([$0]).json }))
    }

    private static var tabBarItem: JSONSchema {
        .object(
            "A tab's item: a system item or a title with an optional image, and a badge. Without one the tab shows the controller's title.",
            keys: SceneDecoder.tabBarItemKeys,
            properties: [
                "title": .text("The tab's title; beside a systemItem it replaces the item's word."),
                "systemItem": .words(of: TabBarItemSpec.SystemItem.self, "A system item: its glyph and its word."),
                "image": .ref(.image, "The tab's glyph; an item with no image shows its title alone."),
                "badgeValue": .text("The text of the badge."),
            ]
        )
    }
}
