import MockupCore
import MockupUI

/// The JSON Schema (draft 2020-12) of scene files: every key, controller,
/// view kind, step and vocabulary of the scene format (docs/scene-format.md),
/// in the shapes the loader accepts, so that editors can check and complete
/// scenes as they are written (`mockup schema`). The documentation tests
/// hold docs/scene-format.md to this schema: a key added here fails them
/// until a row of the page documents it.
///
/// The schema is built from the decoder's own tables (its key lists, view
/// kinds, step names, colour names and the model's enums), so the two
/// cannot drift: a key the decoder reads that has no schema, or a schema
/// without a description, stops `mockup schema` with its name. What the
/// schema cannot see, the loader still reports:
/// YAML syntax, duplicate keys, references to screens and ids, indices
/// past the end of a list, impossible dates, and the story's own errors.
public enum SceneSchema {
    /// The draft the schema is written in.
    public static let draft = "https://json-schema.org/draft/2020-12/schema"

    /// The schema, its keys sorted at every depth.
    public static var document: JSONValue {
        let definitions = self.definitions
        var root = top.with("$schema", .string(draft))
            .with("title", .string("mockup scene"))
            .with("$defs", .object(definitions.sorted { $0.key < $1.key }.map { ($0.key.rawValue, $0.value.json) }))
        root = root.with("anyOf", .array(["root", InterfaceBuilderImport.key].map { JSONSchema.requiring([$0]).json }))
        let json = root.json.sortingKeys()
        checkReferences(in: json, resolveTo: Set(definitions.keys.map(\.rawValue)))
        return json
    }

    /// The schema as `mockup schema` prints it: indented, with a final newline.
    public static var text: String { document.serialized(pretty: true) + "\n" }

    /// Every part's definitions, each name once.
    static var definitions: [DefinitionName: JSONSchema] {
        let parts = [
            ValueSchemas.definitions, ControllerSchemas.definitions, ItemSchemas.definitions,
            ViewSchemas.definitions, TableSchemas.definitions, CollectionViewSchemas.definitions, StepSchemas.definitions,
        ]
        return parts.reduce(into: [:]) { all, part in
            all.merge(part) { _, _ in preconditionFailure("a schema definition is given twice") }
        }.mapValues { definition in
            precondition(definition.description != nil, "a schema definition has no description")
            return definition
        }
    }

    /// The scene's own keys (SCENE-FORMAT.md, Top level, and Interface Builder files).
    private static var top: JSONSchema {
        let fileExtension = "\\.(" + InterfaceBuilderImport.extensions.map(caseInsensitive).joined(separator: "|") + ")$"
        let file = JSONSchema(["type": .string("string"), "pattern": .string(fileExtension),
                               "description": .string("A .storyboard or .xib file, relative to the scene file.")])
        let properties: [String: JSONSchema] = [
            "device": .anyOf([
                .words(of: Device.Preset.self, "A device preset."),
                .object("A custom device: its portrait size in points and its scale.", keys: SceneDecoder.deviceKeys, properties: [
                    "width": .number(.screenLength, "The portrait width in points."),
                    "height": .number(.screenLength, "The portrait height in points."),
                    "scale": .number(.scale, "Device pixels per point (default 1)."),
                    "statusBarHeight": .number(.length, "The status bar's height in portrait (default 20)."),
                    "safeAreaBottom": .number(.length, "The home indicator's inset at the bottom in portrait (default 0)."),
                    "viewAs": .words(of: Device.Preset.self,
                                     "A freeform canvas (a view at its own size, as Xcode shows a freeform xib) viewed as this preset: its scale and look, no status bar; --device replaces the preset, not the size."),
                ], required: ["width", "height"]),
            ], "The device: a preset name (default iphone-retina), or {width, height, scale}."),
            "scale": .number(.scale, "Device pixels per point, instead of the device's."),
            "style": .words(of: Style.self, "The look: classic (iPhone OS 3), modern (iOS 7 to 12) or ios17 (iOS 13 to 17); default: the device's era."),
            "orientation": .words(of: Orientation.self, "The interface orientation at the start (default portrait)."),
            "traits": .ref(.traits, "The traits the story starts in: appearance, text size, layout direction, pseudo-language."),
            "variants": JSONSchema([
                "type": .string("object"),
                "propertyNames": JSONSchema(["pattern": .string("^[A-Za-z0-9_-]+$")]).json,
                "additionalProperties": JSONSchema.ref(.traits, "A variant's traits, laid over the scene's.").json,
                "description": .string("Named variants (dark: {userInterfaceStyle: dark}): --variants draws them into OUTPUT/SCENE@NAME/."),
            ]),
            "assets": .list(of: .text("An asset catalog folder (Assets.xcassets), relative to the scene file."),
                            "Asset catalogs whose image sets and colour sets {named: NAME} takes, searched in order."),
            "fonts": .list(of: .text("A font file (.ttf, .otf, .ttc), relative to the scene file."),
                           "The scene's own fonts, which font: {name: ...} takes by family, PostScript or full name."),
            "fps": .number(SceneDecoder.fpsRule, "Frames per second for animated output (default 30)."),
            "statusBar": .boolean("Whether the status bar is drawn (default true)."),
            "screens": JSONSchema([
                "type": .string("object"),
                "additionalProperties": JSONSchema.ref(.controller, "A screen: a controller mapping, named by its key.").orEmpty().json,
                "description": .string("Every view controller, by id."),
            ]),
            "root": .ref(.controllerReference, "The window's root view controller: a screen id or an inline controller.").requiringValue(),
            "steps": .list(of: .ref(.step), "The story, played in order; may be empty. Step 0 is the initial state."),
            InterfaceBuilderImport.key: .anyOf([file, .list(of: file, "Several files.")],
                                               "Interface Builder files whose screens join the scene's; 'root' is then optional.").requiringValue(),
        ]
        return .object(
            "A scene: one iPhone screen as a tree of view controllers, and a story of steps played on it. "
                + "It needs 'root', unless Interface Builder files give it.",
            keys: SceneDecoder.topLevelKeys + [InterfaceBuilderImport.key], properties: properties
        )
    }

    /// A pattern matching `word` in any case (`[xX][iI][bB]`).
    private static func caseInsensitive(_ word: String) -> String {
        word.map { "[\($0.lowercased())\($0.uppercased())]" }.joined()
    }

    /// Stops when a `$ref` names no definition.
    private static func checkReferences(in value: JSONValue, resolveTo names: Set<String>) {
        switch value {
        case .array(let items): items.forEach { checkReferences(in: $0, resolveTo: names) }
        case .object(let fields):
            for (key, field) in fields {
                if key == "$ref", case .string(let target) = field {
                    precondition(names.contains(String(target.dropFirst("#/$defs/".count))), "schema reference \(target) names no definition")
                }
                checkReferences(in: field, resolveTo: names)
            }
        default: break
        }
    }
}
