import MockupCore
import MockupUI
import Yams

extension ViewKindFormat {
    /// `label` (UILabel).
    static let label = ViewKindFormat(
        name: "label",
        summary: "A label: text in a font and colour.",
        keys: ["text", "font", "textColor", "textAlignment", "numberOfLines", "lineBreakMode"],
        properties: { ViewProperties.labelProperties },
        decode: { $0.labelKind($1) },
        storyboardElements: ["label"],
        archiveClasses: ["IBUILabel"],
        storyboardProperties: IBViews.labelProperties
    )
}

extension ViewProperties {
    fileprivate static var labelProperties: [String: JSONSchema] {
        [
            "text": .anyOf([
                .text("The text."),
                .list(of: .anyOf([
                    .text("A run of text."),
                    .object("A symbol in the text (an NSTextAttachment of UIImage(systemName:)): the text's size, weight and colour, on its baseline.",
                            keys: ["systemName"], properties: ["systemName": .words(Glyph.names, "The symbol's system name (`mockup symbols` lists them).")]),
                ], "A run of text or a symbol."), "The text as runs of text and symbols."),
            ], "The text: a string, or a list of strings and {systemName} symbols."), "font": font, "textColor": textColor, "textAlignment": textAlignment,
            "numberOfLines": .integer(.lineCount, "The most lines (0: unlimited); text past the last is truncated with an ellipsis."),
            "lineBreakMode": .words(of: LineBreakMode.self, "Where text that does not fit is cut: byTruncatingTail (default), byTruncatingHead, byTruncatingMiddle, or without an ellipsis byWordWrapping, byCharWrapping, byClipping."),
        ]
    }
}

extension SceneDecoder {
    fileprivate func labelKind(_ m: MappingReader) -> ViewSpec.Kind {
        var label = LabelSpec(
            text: m.value("text") { self.labelText($0, $1) } ?? "",
            font: m.value("font") { self.font($0, $1) } ?? FontSpec(),
            textColor: color(m, "textColor"),
            textAlignment: m.name("textAlignment", "text alignment") ?? .left,
            numberOfLines: m.integer("numberOfLines", .lineCount) ?? 1
        )
        label.lineBreakMode = m.name("lineBreakMode", "line break mode") ?? .byTruncatingTail
        return .label(label)
    }
}

extension IBViews {
    fileprivate static func labelProperties(_ e: XMLTree, _ s: PropertySource, _ warnings: inout IBWarnings) -> [(String, Node?)] {
        let lines = e["numberOfLines"].flatMap(Int.init)
        let body = e["text"] ?? e.child("string", key: "text")?.text
        return [("text", body.map(YAMLNodes.text)), ("font", s.font(e)), ("textColor", s.color("textColor")),
                ("textAlignment", alignment(e["textAlignment"])), ("numberOfLines", lines == 1 || lines == nil ? nil : YAMLNodes.number(Double(lines ?? 1)))]
    }
}
