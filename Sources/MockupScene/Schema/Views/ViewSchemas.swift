import MockupCore
import MockupUI

/// Views (SCENE-FORMAT.md, Views): a mapping with exactly one kind key whose
/// value holds its properties, a screen's root view (which may be a plain
/// view's properties alone), and one definition of properties per kind.
enum ViewSchemas {
    static var definitions: [DefinitionName: JSONSchema] {
        var definitions: [DefinitionName: JSONSchema] = [
            .view: JSONSchema.object(
                "A view: a mapping with exactly one kind key, whose value holds its properties (label: {text: Hello, frame: [...]}).",
                keys: SceneDecoder.viewKinds,
                properties: Dictionary(uniqueKeysWithValues: SceneDecoder.viewKinds.map { kind in
                    (kind, JSONSchema.ref(.properties(ofKind: kind), kindDescription(kind)))
                })
            ).with("minProperties", .number(1)).with("maxProperties", .number(1)),
            .screenView: .anyOf([
                .ref(.view, "A view with its kind key."),
                .ref(.properties(ofKind: "view"), "The properties of a plain view alone."),
            ], "A screen's root view: a view with its kind key, or the properties of a plain view alone "
                + "(view: {backgroundColor: white, subviews: [...]})."),
        ]
        for kind in SceneDecoder.viewKinds {
            let exclusive = kind == "tableView" ? TableSchemas.exclusive : []
            definitions[.properties(ofKind: kind)] = .object(
                "The properties of the \(kind) kind: the common ones and its own.",
                keys: SceneDecoder.commonViewKeys + SceneDecoder.ownViewKeys[kind, default: []],
                properties: ViewProperties.common.merging(ViewKindFormat.named[kind]!.properties()) { _, _ in preconditionFailure("\(kind) redefines a common property") },
                exclusive: exclusive
            )
        }
        return definitions
    }

    private static func kindDescription(_ kind: String) -> String {
        ViewKindFormat.named[kind]!.summary
    }
}
