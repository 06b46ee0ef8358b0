import MockupCore
import MockupUI
import Yams

extension ViewKindFormat {
    /// `slider` (UISlider).
    static let slider = ViewKindFormat(
        name: "slider",
        summary: "A slider.",
        keys: ["value", "minimumValue", "maximumValue", "minimumTrackTintColor"],
        properties: { ViewProperties.sliderProperties },
        decode: { $0.sliderKind($1) },
        storyboardElements: ["slider"],
        archiveClasses: ["IBUISlider"],
        storyboardProperties: IBViews.sliderProperties
    )
}

extension ViewProperties {
    fileprivate static var sliderProperties: [String: JSONSchema] {
        [
            "value": .number(.any, "The value (default: the minimum)."),
            "minimumValue": .number(.coordinate, "The least value (default 0)."),
            "maximumValue": .number(.coordinate, "The greatest value (default 1), not below the minimum."),
            "minimumTrackTintColor": ValueSchemas.color("The filled part's colour."),
        ]
    }
}

extension SceneDecoder {
    fileprivate func sliderKind(_ m: MappingReader) -> ViewSpec.Kind {
        let range = valueRange(m, defaultMaximum: 1)
        return .slider(SliderSpec(
            value: m.number("value") ?? range.lowerBound, minimumValue: range.lowerBound, maximumValue: range.upperBound,
            minimumTrackTintColor: color(m, "minimumTrackTintColor")
        ))
    }
}

extension IBViews {
    fileprivate static func sliderProperties(_ e: XMLTree, _ s: PropertySource, _ warnings: inout IBWarnings) -> [(String, Node?)] {
        return [("value", s.number("value")), ("minimumValue", s.number("minValue")), ("maximumValue", s.number("maxValue"))]
    }
}
