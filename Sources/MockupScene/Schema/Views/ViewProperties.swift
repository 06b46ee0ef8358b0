import MockupCore
import MockupUI

/// The properties every view kind has (SCENE-FORMAT.md, Views), and the
/// values several kinds' own properties share; each kind's own are with its
/// `ViewKindFormat`.
enum ViewProperties {
    /// Every kind's properties: `id`, `frame`, `autoresizingMask`, `backgroundColor`...
    static var common: [String: JSONSchema] {
        [
            "id": .text("The view's id, which 'set', 'scroll', 'focus' and the layout dump name."),
            "frame": .ref(.frame, "[x, y, width, height] in points, in the parent's coordinates, or [x, y] for the natural size."),
            "autoresizingMask": .ref(.autoresizingMask, "How the view follows its parent's size."),
            "backgroundColor": ValueSchemas.color("The background colour."),
            "alpha": .number(.unit, "The view's opacity, from 0 to 1."),
            "hidden": .boolean("Whether the view is hidden."),
            "clipsToBounds": .boolean("Whether the subviews are clipped to the view's bounds."),
            "subviews": .list(of: .ref(.view), "The subviews, back to front."),
            "ridesOn": .words(of: BarEdge.self,
                              "A bar the view keeps its distance to and moves with while it animates: toolbar, tabBar or "
                                  + "navigationBar (the frame is written as if the bar were shown)."),
            "semanticContentAttribute": .words(of: SemanticContentAttribute.self,
                                               "How the view's content takes a right-to-left interface: playback, spatial and "
                                                   + "forceLeftToRight keep it left to right; forceRightToLeft mirrors it in a left-to-right one."),

            "constraints": .list(of: .anyOf([constraint, .object(
                "A constraint with a name `set` steps change it by.", keys: SceneDecoder.constraintKeys,
                properties: [
                    "id": .text("Its identifier: `set: {id: NAME, constant: 80}` changes it."),
                    "constraint": constraint,
                    "isActive": .boolean("Whether it takes part in the layout (default true)."),
                    "variations": JSONSchema([
                        "type": .string("object"),
                        "propertyNames": JSONSchema(["pattern": .string("^(heightClass=(compact|regular)(-widthClass=(compact|regular))?|widthClass=(compact|regular))$")]).json,
                        "additionalProperties": JSONSchema.object("What it becomes in those size classes.", keys: SceneDecoder.variationKeys, properties: [
                            "isActive": .boolean("Whether it takes part there."),
                            "constant": .number(.coordinate, "Its constant there."),
                        ]).json,
                        "description": .string("What it becomes in some size classes, keyed as Interface Builder keys its variations (heightClass=compact, widthClass=regular, heightClass=compact-widthClass=regular)."),
                    ]),
                ], required: ["constraint"])], "A constraint, or one with a name."),
                "Auto Layout constraints: the subviews they name without a frame are placed by them."),
            "accessibilityLabel": .text("What VoiceOver reads for it (default: its text or title; a button's image name)."),
            "accessibilityHint": .text("What VoiceOver reads after a pause: what acting on it does."),
            "accessibilityTraits": .list(of: .words(of: AccessibilityTrait.self, "A trait, UIKit's name."),
                                         "UIAccessibilityTraits in place of its kind's (a button's `button`, a label's `staticText`...)."),
            "isAccessibilityElement": .boolean("Whether VoiceOver reads it as one element (default: true for labels, controls and cells, false for plain views and image views)."),
            "layoutMargins": .insets("[top, left, bottom, right]: the insets of its margins guide (default 8 all round)."),
            "preservesSuperviewLayoutMargins": .boolean("Whether its margins keep within its parent's where its edges lie inside them (default false)."),
            "insetsLayoutMarginsFromSafeArea": .boolean("Whether its margins are measured from its safe area where it reaches beyond it (default true)."),
            "layoutGuides": .list(of: .text("A guide's name (letters, digits and underscores)."), "Its own layout guides (UILayoutGuide): invisible rectangles its constraints name and place, to space or align its subviews."),
            "translatesAutoresizingMaskIntoConstraints": .boolean("false: its parent's constraints place it, its frame held only where they leave it free (default true: its frame places it)."),
            "intrinsicContentSize": ValueSchemas.size("[width, height]: the size its content asks of Auto Layout, in place of its kind's."),
            "contentHuggingPriority": axisPriorities("How strongly its content keeps it from growing (default 250)."),
            "contentCompressionResistancePriority": axisPriorities("How strongly its content keeps it from shrinking (default 750)."),
            "cornerRadius": .number(.length, "The layer's corner radius in points: the background and border follow it; the content is cut to it with clipsToBounds."),
            "cornerCurve": .words(of: LayerSpec.CornerCurve.self, "circular (the default) or continuous: the smooth corner of UIKit's own rounded shapes."),
            "maskedCorners": .list(of: .words(LayerSpec.MaskedCorners.names.map(\.0), "A corner."),
                                   "The corners cornerRadius rounds (default all): CACornerMask's names or topLeft, topRight, bottomLeft, bottomRight."),
            "borderWidth": .number(.length, "The width of the border drawn inside the bounds, over the subviews."),
            "borderColor": ValueSchemas.color("The border's colour (default black)."),
            "shadowColor": ValueSchemas.color("The shadow's colour (default black)."),
            "shadowOpacity": .number(.unit, "The shadow's opacity (default 0: no shadow)."),
            "shadowOffset": ValueSchemas.point("The shadow's offset [width, height] in points (default [0, -3])."),
            "shadowRadius": .number(.length, "The shadow's blur radius in points (default 3)."),
        ]
    }

    private static let constraint = JSONSchema([
        "type": .string("string"),
        "pattern": .string("^\\s*[A-Za-z_][A-Za-z0-9_]*\\.[A-Za-z]+\\s*(==|<=|>=)"),
        "description": .string("ITEM.ATTRIBUTE == ITEM.ATTRIBUTE [* or / NUMBER] [+ or - NUMBER] [@PRIORITY], or ITEM.width == NUMBER: "
                               + "items are view, safeArea, margins and the subviews' ids."),
    ])

    private static func axisPriorities(_ description: String) -> JSONSchema {
        let priority = JSONSchema.number(.priority, "A priority from 1 to 1000.")
        return .anyOf([priority, .object("Per axis.", keys: ["horizontal", "vertical"],
                                         properties: ["horizontal": priority, "vertical": priority])],
                      description + " One priority for both axes or {horizontal, vertical}.")
    }

    // The values several kinds' properties share.
    static var font: JSONSchema { .ref(.font, "The font: {size, weight}.") }
    static var textColor: JSONSchema { ValueSchemas.color("The text's colour.") }
    static var tintColor: JSONSchema { ValueSchemas.color("The tint colour.") }
    static var translucent: JSONSchema { .boolean("Whether the bar is translucent (its barTintColor shows lighter).") }
    static var barStyle: JSONSchema { .words(of: BarStyle.self, "The bar's style: default, black or blackTranslucent.") }
    static var placeholder: JSONSchema { .text("The grey text shown while there is none.") }
    static var textAlignment: JSONSchema {
        .words(of: TextRun.Alignment.self, "left, center or right.")
    }
}
