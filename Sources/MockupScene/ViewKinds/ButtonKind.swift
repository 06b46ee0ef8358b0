import MockupCore
import MockupUI
import Yams

extension ViewKindFormat {
    /// `button` (UIButton).
    static let button = ViewKindFormat(
        name: "button",
        summary: "A button.",
        keys: ["title", "type", "tintColor", "configuration", "image"],
        properties: { ViewProperties.buttonProperties },
        decode: { $0.buttonKind($1) },
        storyboardElements: ["button"],
        archiveClasses: ["IBUIButton"],
        storyboardProperties: IBViews.buttonProperties
    )
}

extension ViewProperties {
    fileprivate static var buttonProperties: [String: JSONSchema] {
        [
            "title": .text("The button's title."),
            "type": .words(of: ButtonSpec.ButtonType.self, "The button type."),
            "tintColor": tintColor,
            "configuration": .words(of: ButtonSpec.Configuration.self, "UIButton.Configuration's style (iOS 15): its background where the look has one."),
            "image": .ref(.image, "A built-in glyph (systemName) before the title, or alone; in the tint unless it has its own colour."),
        ]
    }
}

extension SceneDecoder {
    fileprivate func buttonKind(_ m: MappingReader) -> ViewSpec.Kind {
        return .button(ButtonSpec(
            title: m.string("title"), type: m.name("type", "button type") ?? .roundedRect,
            tintColor: color(m, "tintColor"), configuration: m.name("configuration", "button configuration"),
            image: m.value("image") { self.image($0, $1) }
        ))
    }
}

extension IBViews {
    fileprivate static func buttonProperties(_ e: XMLTree, _ s: PropertySource, _ warnings: inout IBWarnings) -> [(String, Node?)] {
        let types = ["system", "roundedRect", "custom", "contactAdd", "detailDisclosure", "infoLight", "infoDark"]
        let type = e["buttonType"].flatMap { types.contains($0) ? $0 : nil } ?? "system"
        let normal = e.children("state").first { $0["key"] == "normal" }
        // The normal title's colour, else the view's tint (which also inks a glyph image).
        let ink = normal?.child("color", key: "titleColor").flatMap(s.colors) ?? e.child("color", key: "tintColor").flatMap(s.colors)
        let style = e.child("buttonConfiguration")?["style"].flatMap { ButtonSpec.Configuration(rawValue: $0) }
        return [("title", title(of: e).map(YAMLNodes.text)), ("type", YAMLNodes.word(type)), ("tintColor", ink),
                ("configuration", style.map { YAMLNodes.word($0.rawValue) })]
    }
}
