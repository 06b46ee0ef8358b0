import MockupCore
import MockupUI
import Yams

extension ViewKindFormat {
    /// `switch` (UISwitch).
    static let switchControl = ViewKindFormat(
        name: "switch",
        summary: "A switch (natural size 94x27 classic, 51x31 modern and ios17).",
        keys: ["isOn", "onTintColor"],
        properties: { ViewProperties.switchControlProperties },
        decode: { $0.switchControlKind($1) },
        storyboardElements: ["switch"],
        archiveClasses: ["IBUISwitch"],
        storyboardProperties: IBViews.switchControlProperties
    )
}

extension ViewProperties {
    fileprivate static var switchControlProperties: [String: JSONSchema] {
        [
            "isOn": .boolean("Whether the switch is on."),
            "onTintColor": ValueSchemas.color("The track's colour when on."),
        ]
    }
}

extension SceneDecoder {
    fileprivate func switchControlKind(_ m: MappingReader) -> ViewSpec.Kind {
        return .switchControl(SwitchSpec(isOn: m.bool("isOn") ?? false, onTintColor: color(m, "onTintColor")))
    }
}

extension IBViews {
    fileprivate static func switchControlProperties(_ e: XMLTree, _ s: PropertySource, _ warnings: inout IBWarnings) -> [(String, Node?)] {
        return [("isOn", YAMLNodes.bool(e["on"] == "YES"))]
    }
}
