import MockupCore
import MockupUI
import Yams

extension ViewKindFormat {
    /// `stepper` (UIStepper).
    static let stepper = ViewKindFormat(
        name: "stepper",
        summary: "A stepper.",
        keys: ["value", "minimumValue", "maximumValue"],
        properties: { ViewProperties.stepperProperties },
        decode: { $0.stepperKind($1) },
        storyboardElements: ["stepper"],
        archiveClasses: [],
        storyboardProperties: IBViews.stepperProperties
    )
}

extension ViewProperties {
    fileprivate static var stepperProperties: [String: JSONSchema] {
        [
            "value": .number(.any, "The value (default: the minimum)."),
            "minimumValue": .number(.coordinate, "The least value (default 0)."),
            "maximumValue": .number(.coordinate, "The greatest value (default 100), not below the minimum."),
        ]
    }
}

extension SceneDecoder {
    fileprivate func stepperKind(_ m: MappingReader) -> ViewSpec.Kind {
        let range = valueRange(m, defaultMaximum: 100)
        return .stepper(StepperSpec(value: m.number("value") ?? range.lowerBound, minimumValue: range.lowerBound, maximumValue: range.upperBound))
    }
}

extension IBViews {
    fileprivate static func stepperProperties(_ e: XMLTree, _ s: PropertySource, _ warnings: inout IBWarnings) -> [(String, Node?)] {
        return [("value", s.number("value")), ("minimumValue", s.number("minimumValue")), ("maximumValue", s.number("maximumValue"))]
    }
}
