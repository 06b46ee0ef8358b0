import MockupCore
import MockupUI
import Yams

extension ViewKindFormat {
    /// `textView` (UITextView).
    static let textView = ViewKindFormat(
        name: "textView",
        summary: "A text view: wrapped, scrollable text.",
        keys: ["text", "font", "textColor", "textAlignment", "contentOffset"],
        properties: { ViewProperties.textViewProperties },
        decode: { $0.textViewKind($1) },
        storyboardElements: ["textView"],
        archiveClasses: ["IBUITextView"],
        storyboardProperties: IBViews.textViewProperties
    )
}

extension ViewProperties {
    fileprivate static var textViewProperties: [String: JSONSchema] {
        [
            "text": .text("The text."), "font": font, "textColor": textColor, "textAlignment": textAlignment,
            "contentOffset": ValueSchemas.point("[x, y]: how far the text is scrolled."),
        ]
    }
}

extension SceneDecoder {
    fileprivate func textViewKind(_ m: MappingReader) -> ViewSpec.Kind {
        return .textView(TextViewSpec(
            text: m.string("text") ?? "", font: m.value("font") { self.font($0, $1) } ?? FontSpec(),
            textColor: color(m, "textColor"), textAlignment: m.name("textAlignment", "text alignment") ?? .left,
            contentOffset: contentOffset(m) ?? .zero
        ))
    }
}

extension IBViews {
    fileprivate static func textViewProperties(_ e: XMLTree, _ s: PropertySource, _ warnings: inout IBWarnings) -> [(String, Node?)] {
        let body = e["text"] ?? e.child("string", key: "text")?.text
        return [("text", body.map(YAMLNodes.text)), ("font", s.font(e)), ("textColor", s.color("textColor")), ("textAlignment", alignment(e["textAlignment"]))]
    }
}
