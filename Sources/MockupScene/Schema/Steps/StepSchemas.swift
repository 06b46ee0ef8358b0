import MockupCore
import MockupUI

/// The story (SCENE-FORMAT.md, Steps and More steps): a step is a bare word
/// or a mapping with one step key and its options; `set`, `alert` and
/// `actionSheet` take mappings of their own.
enum StepSchemas {
    static var definitions: [DefinitionName: JSONSchema] {
        [
            .step: .anyOf([.ref(.bareStep), .ref(.stepMapping)],
                          "A step of the story: a bare word (pop) or a mapping with one step key and its options ({push: article, animated: false})."),
            .bareStep: .words(SceneDecoder.bareSteps, "A step that takes no value, written as a bare word."),
            .stepMapping: stepMapping,
            .viewChange: viewChange,
            .alert: .object("An alert: UIAlertView in classic, UIAlertController in modern and ios17.",
                            keys: SceneDecoder.alertKeys, properties: alertProperties),
            .actionSheet: .object("An action sheet from the bottom.", keys: SceneDecoder.actionSheetKeys,
                                  properties: alertProperties.filter { SceneDecoder.actionSheetKeys.contains($0.key) }),
            .alertAction: .anyOf([
                .text("The action's title."),
                .object("An action with its style.", keys: SceneDecoder.alertActionKeys, properties: [
                    "title": .text("The action's title."),
                    "style": .words(of: AlertActionSpec.Style.self, "default, cancel or destructive."),
                ], required: ["title"]),
            ], "An action: its title alone, or {title, style}."),
        ]
    }

    /// One step key with its value, and the options `on`, `animated`,
    /// `duration`, and `id` (scroll) and `style` (present).
    private static var stepMapping: JSONSchema {
        let names = SceneDecoder.stepNames
        // An option only some steps take requires one of them.
        let dependencies = SceneDecoder.ownedOptions.map { owned in
            (owned.option, JSONValue.object([("anyOf", .array(owned.steps.map { JSONSchema.requiring([$0]).json }))]))
        }
        return JSONSchema.object(
            "A step written as a mapping: exactly one step key with its value, and options. Each step is animated by default, "
                + "with UIKit's duration and curve for that kind of change.",
            keys: names + SceneDecoder.stepOptions,
            properties: StepValues.steps.merging(StepValues.options) { _, _ in preconditionFailure("a step option has a step's name") }
        )
        .with("oneOf", .array(names.map { JSONSchema.requiring([$0]).json }))
        .with("dependentSchemas", .object(dependencies))
    }

    /// `{id: ID, PROPERTY: value, ...}`: at least one property.
    private static var viewChange: JSONSchema {
        let properties: [String: JSONSchema] = [
            "id": .text("The id of the view, or of the named constraint, to change."),
            "isOn": .boolean("A switch's state."),
            "value": .number(.coordinate, "A slider's or stepper's value (clamped to its range)."),
            "progress": .number(.unit, "A progress view's progress, from 0 to 1."),
            "currentPage": ValueSchemas.index("A page control's current page."),
            "text": .text("The text."),
            "selectedSegmentIndex": ValueSchemas.index("A segmented control's selected segment."),
            "selectedRows": .list(of: ValueSchemas.index("A row of its wheel."), "A picker's selected rows: its wheels turn to them."),
            "hidden": .boolean("Whether the view is hidden."),
            "alpha": .number(.unit, "The view's opacity, from 0 to 1."),
            "frame": .ref(.frame, "The view's frame."),
            "backgroundColor": ValueSchemas.color("The background colour."),
            "constant": .number(.coordinate, "A named constraint's constant: the layout moves to it as UIView.animate { layoutIfNeeded() } moves it."),
            "isActive": .boolean("Whether a named constraint takes part in the layout."),
            "priority": .number(.priority, "A named constraint's priority."),
        ]
        return JSONSchema.object(
            "The view to change, by its id, and at least one property to set on it.",
            keys: ["id"] + SceneDecoder.settableProperties, properties: properties, required: ["id"]
        ).with("minProperties", .number(2))
    }

    private static var alertProperties: [String: JSONSchema] {
        [
            "title": .text("The title."),
            "message": .text("The message under the title."),
            "actions": .list(of: .ref(.alertAction), "The buttons."),
            "textFields": .list(of: .text("A text field's placeholder."), "Text fields, by their placeholders (alerts only)."),
        ]
    }
}
