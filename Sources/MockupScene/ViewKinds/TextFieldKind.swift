import MockupCore
import MockupUI
import Yams

extension ViewKindFormat {
    /// `textField` (UITextField).
    static let textField = ViewKindFormat(
        name: "textField",
        summary: "A text field.",
        keys: ["text", "placeholder", "borderStyle", "font", "clearButton", "keyboardType", "returnKeyType", "autocapitalizationType", "isSecureTextEntry"],
        properties: { ViewProperties.textFieldProperties },
        decode: { $0.textFieldKind($1) },
        storyboardElements: ["textField"],
        archiveClasses: ["IBUITextField"],
        storyboardProperties: IBViews.textFieldProperties
    )
}

extension ViewProperties {
    fileprivate static var textFieldProperties: [String: JSONSchema] {
        [
            "text": .text("The text."), "placeholder": placeholder,
            "borderStyle": .words(of: TextFieldSpec.BorderStyle.self, "The border: none, line, bezel or roundedRect."),
            "font": font, "clearButton": .boolean("Whether the clear button shows while the field has text."),
            "keyboardType": .words(of: KeyboardType.self, "The keys the keyboard shows when the field is focused."),
            "returnKeyType": .words(of: ReturnKeyType.self, "The word on the keyboard's return key (default reads \"return\")."),
            "autocapitalizationType": .words(of: AutocapitalizationType.self,
                                             "When the keyboard turns shift on by itself (default sentences): its letters read in capitals then."),
            "isSecureTextEntry": .boolean("Whether the text shows as a bullet for each character (a password)."),
        ]
    }
}

extension SceneDecoder {
    fileprivate func textFieldKind(_ m: MappingReader) -> ViewSpec.Kind {
        var field = TextFieldSpec(
            text: m.string("text"), placeholder: m.string("placeholder"),
            borderStyle: m.name("borderStyle", "border style") ?? .roundedRect,
            font: m.value("font") { self.font($0, $1) } ?? FontSpec(),
            clearButton: m.bool("clearButton") ?? false,
            keyboardType: m.name("keyboardType", "keyboard type") ?? .default,
            returnKeyType: m.name("returnKeyType", "return key type") ?? .default
        )
        field.autocapitalizationType = m.name("autocapitalizationType", "autocapitalization type") ?? .sentences
        field.isSecureTextEntry = m.bool("isSecureTextEntry") ?? false
        return .textField(field)
    }
}

extension IBViews {
    fileprivate static func textFieldProperties(_ e: XMLTree, _ s: PropertySource, _ warnings: inout IBWarnings) -> [(String, Node?)] {
        let traits = e.keyed("textInputTraits")
        let keyboards = ["numberPad", "emailAddress", "URL", "phonePad"]
        let returns = ["go", "google", "join", "next", "route", "search", "send", "yahoo", "done", "emergencyCall", "continue"]
        return [("text", s.text("text")), ("placeholder", s.text("placeholder")),
                ("borderStyle", YAMLNodes.word(["none", "line", "bezel", "roundedRect"].first { $0 == e["borderStyle"] } ?? "none")),
                ("font", s.font(e)),
                ("keyboardType", traits?["keyboardType"].flatMap { keyboards.contains($0) ? YAMLNodes.word($0) : nil }),
                ("returnKeyType", traits?["returnKeyType"].flatMap { returns.contains($0) ? YAMLNodes.word($0) : nil })]
    }
}
