import MockupCore
import MockupUI

/// The values many keys share (SCENE-FORMAT.md, Views and Colours): colours,
/// frames, points and sizes, autoresizing masks, fonts, images, indices and
/// seconds. Vocabularies come from the tables the decoder reads them with.
enum ValueSchemas {
    static var definitions: [DefinitionName: JSONSchema] {
        [
            .empty: .null("A key written with no value, which counts as absent."),
            .color: colorDefinition,
            .frame: .anyOf([
                point("[x, y]: the control's natural size in the scene's look, as sizeToFit would."),
                .numbers([x, y, width, height], "[x, y, width, height]; a width or height of 0 takes the control's natural size."),
            ], "The view's frame in points, in the parent's coordinates: [x, y, width, height] or [x, y]."),
            .autoresizingMask: autoresizingMaskDefinition,
            .traits: .object("Traits, as UIKit's trait collection names them; each one left out keeps its value.",
                             keys: TraitOverrides.keys, properties: [
                "userInterfaceStyle": .words(of: UserInterfaceStyle.self, "The appearance: light (the default) or dark (the ios17 look)."),
                "preferredContentSizeCategory": .words(of: ContentSizeCategory.self, "The Dynamic Type text size (default large)."),
                "layoutDirection": .words(of: LayoutDirection.self, "leftToRight (the default) or rightToLeft: the interface mirrors."),
                "pseudoLanguage": .words(of: PseudoLanguage.self,
                                         "One of Xcode's pseudo-languages, applied to every string of the scene (default none)."),
                "horizontalSizeClass": .words(of: SizeClass.self,
                                              "The width's size class, forced (default: the device's in its orientation and multitasking width)."),
                "verticalSizeClass": .words(of: SizeClass.self, "The height's size class, forced (default: the device's in its orientation)."),
            ]),
            .font: .anyOf([
                .words(of: TextStyle.self, "A Dynamic Type text style: its size follows the content size category."),
                .object("A font: its face, its size in points, its weight, or a text style.", keys: SceneDecoder.fontKeys, properties: [
                    "name": .text("A face of the scene's font files: a family's name, or a face's PostScript or full name (which brings its weight)."),
                    "size": .number(.fontSize, "The size in points (with a text style: the size at the large category, scaled as the style scales)."),
                    "weight": .words(of: FontWeight.self, "The weight."),
                    "textStyle": .words(of: TextStyle.self, "A Dynamic Type text style: its size follows the content size category."),
                ]),
            ], "A font: a text style's name, or {size, weight, textStyle}."),
            .image: .anyOf([
                .text("A picture file (PNG, JPEG or SVG) relative to the scene file; its @2x and @3x siblings are found beside it."),
                .object("A picture: a file, a flat colour or a built-in glyph.", keys: SceneDecoder.imageKeys, properties: [
                    "color": color("A flat colour filling the image."),
                    "systemName": .words(Glyph.names, "A built-in glyph, by its system name (`mockup symbols` lists them)."),
                    "file": .text("A picture file (PNG, JPEG or SVG) relative to the scene file."),
                    "named": .text("An image set of the scene's asset catalogs: its scales, its dark variant, its rendering intent."),
                    "renderingMode": .words(of: ImageSpec.RenderingMode.self,
                                            "alwaysTemplate draws the picture's shape in the tint; automatic does where UIKit does (bar items, system buttons)."),
                    "tintColor": color("A template's colour (default: the view's tint)."),
                    "tile": color("A table row's icon tile, as Settings draws it: the symbol in white on a rounded square of this colour."),
                    "symbolConfiguration": .object("A symbol's configuration (UIImage.SymbolConfiguration).", keys: SceneDecoder.symbolConfigurationKeys, properties: [
                        "pointSize": .number(.fontSize, "The font point size the symbol is drawn for (its box is 1.25 times it)."),
                        "weight": .words(of: SymbolConfiguration.Weight.self, "The weight: heavier than regular thickens the outline."),
                        "scale": .words(of: SymbolConfiguration.Scale.self, "small (80%), medium or large (130%)."),
                    ]),
                ]),
            ], "A picture file's path, or {file, renderingMode, tintColor}, or {named: NAME}, or {color, systemName}."),
        ]
    }

    /// A colour: a name of `ColorNames`, `"#rrggbb"` or `"#rrggbbaa"`.
    private static var colorDefinition: JSONSchema {
        let hex = "[0-9A-Fa-f]"
        let plain: [JSONSchema] = [
            .words(ColorNames.names, "A colour name, with UIKit's value for it."),
            .words(SemanticColor.allCases.map(\.rawValue), "A UIKit semantic colour: its light value, or its dark one in the dark appearance."),
            JSONSchema([
                "type": .string("string"), "pattern": .string("^#(\(hex){6}|\(hex){8})$"),
                "description": .string("\"#rrggbb\" or \"#rrggbbaa\", in quotes: unquoted, '#' starts a YAML comment."),
            ]),
        ]
        let byAppearance = JSONSchema.object("A colour in each appearance.", keys: ["light", "dark"], properties: [
            "light": .anyOf(plain, "The colour in the light appearance."),
            "dark": .anyOf(plain, "The colour in the dark appearance (default: the light one)."),
        ], required: ["light"])
        let named = JSONSchema.object("A colour set of the scene's asset catalogs, in each appearance.", keys: ["named"], properties: [
            "named": .text("The colour set's name (Icons/Accent in a folder that provides a namespace)."),
        ], required: ["named"])
        return .anyOf(plain + [byAppearance, named],
                      "A colour: \"#rrggbb\", \"#rrggbbaa\", a name (white, black, clear, red, blue, groupTableViewBackground...), "
                          + "a semantic name (systemBackground, label, separator, systemBlue...), {light: C, dark: C} or {named: NAME}.")
    }

    /// Mask names in a list, or one name alone.
    private static var autoresizingMaskDefinition: JSONSchema {
        let name = JSONSchema.words(AutoresizingMask.names.map(\.0), "How the view follows its parent's size (UIViewAutoresizing).")
        let names = AutoresizingMask.names.map(\.0).joined(separator: ", ")
        return .anyOf([name, .list(of: name, "Several masks.")], "The autoresizing mask: a list of \(names), or one of them alone.")
    }

    // MARK: - Uses

    /// A colour key. Never empty: `tintColor: #6d84a2` unquoted is a YAML
    /// comment, which leaves the key with no value (the loader says so).
    static func color(_ description: String) -> JSONSchema {
        .ref(.color, description).requiringValue()
    }

    /// A position in a list, from 0.
    static func index(_ description: String) -> JSONSchema { .integer(.nonNegative, description) }

    /// A step's length in seconds, within the limit on a step's length.
    static func seconds(_ description: String) -> JSONSchema { .number(SceneDecoder.secondsRule, description) }

    /// `[x, y]` in points.
    static func point(_ description: String) -> JSONSchema {
        .numbers([x, y], description)
    }

    /// `[width, height]` in points.
    static func size(_ description: String) -> JSONSchema {
        .numbers([width, height], description)
    }

    private static let x = JSONSchema.number(.coordinate, "x in points.")
    private static let y = JSONSchema.number(.coordinate, "y in points.")
    private static let width = JSONSchema.number(.length, "The width in points.")
    private static let height = JSONSchema.number(.length, "The height in points.")
}
