import MockupCore
import MockupUI
import Yams

extension ViewKindFormat {
    /// `tabBar` (UITabBar).
    static let tabBar = ViewKindFormat(
        name: "tabBar",
        summary: "A tab bar placed as a view.",
        keys: ["items", "selectedIndex"] + SceneDecoder.tabBarLookKeys,
        properties: { ViewProperties.tabBarProperties },
        decode: { $0.tabBarKind($1) },
        storyboardElements: ["tabBar"],
        archiveClasses: ["IBUITabBar"],
        storyboardProperties: IBViews.tabBarProperties
    )
}

extension ViewProperties {
    fileprivate static var tabBarProperties: [String: JSONSchema] {
        [
            "items": .list(of: .ref(.tabBarItem).orEmpty(), "The tab bar items (an empty one has nothing)."),
            "selectedIndex": ValueSchemas.index("The selected item, from 0."),
        ].merging(ControllerSchemas.tabBarLook) { own, _ in own }
    }
}

extension SceneDecoder {
    fileprivate func tabBarKind(_ m: MappingReader) -> ViewSpec.Kind {
        let items = m.list("items") { self.tabBarItem($0, $1) } ?? []
        let selected = m.integer("selectedIndex", .nonNegative)
        m.checkIndex("selectedIndex", selected, count: items.count, of: "item")
        return .tabBar(TabBarSpec(items: items, selectedIndex: selected ?? 0, look: tabBarLook(m)))
    }
}

extension IBViews {
    fileprivate static func tabBarProperties(_ e: XMLTree, _ s: PropertySource, _ warnings: inout IBWarnings) -> [(String, Node?)] {
        let items = e.child("items")?.children("tabBarItem").map { item in
            YAMLNodes.map([
                ("systemItem", item["systemItem"].flatMap(IBNames.tabSystemItem).map(YAMLNodes.word)),
                ("title", item["systemItem"] == nil ? YAMLNodes.text(item["title"] ?? "") : nil),
            ])
        } ?? []
        return [("items", items.isEmpty ? nil : YAMLNodes.list(items))] + tabBar(e, colors: s.colors)
    }
}
