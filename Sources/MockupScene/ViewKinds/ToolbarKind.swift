import MockupCore
import MockupUI
import Yams

extension ViewKindFormat {
    /// `toolbar` (UIToolbar).
    static let toolbar = ViewKindFormat(
        name: "toolbar",
        summary: "A toolbar placed as a view.",
        keys: ["barStyle", "tintColor", "items", "barTintColor", "translucent", "backgroundImage"],
        properties: { ViewProperties.toolbarProperties },
        decode: { $0.toolbarKind($1) },
        storyboardElements: ["toolbar"],
        archiveClasses: ["IBUIToolbar"],
        storyboardProperties: IBViews.toolbarProperties
    )
}

extension ViewProperties {
    fileprivate static var toolbarProperties: [String: JSONSchema] {
        [
            "barStyle": barStyle, "tintColor": tintColor,
            "barTintColor": ControllerSchemas.barTintColor("The bar's"), "translucent": translucent,
            "backgroundImage": ControllerSchemas.backgroundImage("the bar's"),
            "items": .list(of: .ref(.barButtonItem), "The bar button items."),
        ]
    }
}

extension SceneDecoder {
    fileprivate func toolbarKind(_ m: MappingReader) -> ViewSpec.Kind {
        var bar = ToolbarSpec(
            barStyle: m.name("barStyle", "bar style") ?? .default, tintColor: color(m, "tintColor"),
            items: m.list("items") { self.barButtonItem($0, $1) } ?? [],
            barTintColor: color(m, "barTintColor"), translucent: m.bool("translucent")
        )
        bar.backgroundImage = m.value("backgroundImage") { self.image($0, $1) }
        return .toolbar(bar)
    }
}

extension IBViews {
    fileprivate static func toolbarProperties(_ e: XMLTree, _ s: PropertySource, _ warnings: inout IBWarnings) -> [(String, Node?)] {
        let items = e.child("items")?.children("barButtonItem").map { barButtonItem($0) } ?? []
        return bar(e, colors: s.colors) + [("items", items.isEmpty ? nil : YAMLNodes.list(items))]
    }
}
