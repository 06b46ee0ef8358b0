import MockupCore
import MockupUI
import Yams

extension ViewKindFormat {
    /// `navigationBar` (UINavigationBar).
    static let navigationBar = ViewKindFormat(
        name: "navigationBar",
        summary: "A navigation bar placed as a view; free subviews allowed.",
        keys: ["barStyle", "tintColor", "items", "barTintColor", "translucent", "titleTextAttributes", "backgroundImage"],
        properties: { ViewProperties.navigationBarProperties },
        decode: { $0.navigationBarKind($1) },
        storyboardElements: ["navigationBar"],
        archiveClasses: ["IBUINavigationBar"],
        storyboardProperties: IBViews.navigationBarProperties
    )
}

extension ViewProperties {
    fileprivate static var navigationBarProperties: [String: JSONSchema] {
        [
            "barStyle": barStyle, "tintColor": tintColor,
            "barTintColor": ControllerSchemas.barTintColor("The bar's"), "translucent": translucent,
            "titleTextAttributes": ControllerSchemas.textAttributes("The title: its colour and font."),
            "backgroundImage": ControllerSchemas.backgroundImage("the bar's"),
            "items": .list(of: .ref(.navigationItem).orEmpty(), "A stack of navigation items, last on top (an empty one has nothing)."),
        ]
    }
}

extension SceneDecoder {
    fileprivate func navigationBarKind(_ m: MappingReader) -> ViewSpec.Kind {
        var bar = NavigationBarSpec(
            barStyle: m.name("barStyle", "bar style") ?? .default, tintColor: color(m, "tintColor"),
            items: m.list("items") { self.navigationItem($0, $1) } ?? [],
            barTintColor: color(m, "barTintColor"), translucent: m.bool("translucent"),
            titleTextAttributes: m.value("titleTextAttributes") { self.textAttributes($0, $1) }
        )
        bar.backgroundImage = m.value("backgroundImage") { self.image($0, $1) }
        return .navigationBar(bar)
    }
}

extension IBViews {
    fileprivate static func navigationBarProperties(_ e: XMLTree, _ s: PropertySource, _ warnings: inout IBWarnings) -> [(String, Node?)] {
        let items = e.child("items")?.children("navigationItem").map { YAMLNodes.map([("title", YAMLNodes.text($0["title"] ?? ""))]) } ?? []
        return bar(e, colors: s.colors) + [("items", items.isEmpty ? nil : YAMLNodes.list(items))] + titleAttributes(e, colors: s.colors, large: false)
    }
}
