import MockupCore
import MockupUI
import Yams

extension ViewKindFormat {
    /// `activityIndicator` (UIActivityIndicatorView).
    static let activityIndicator = ViewKindFormat(
        name: "activityIndicator",
        summary: "An activity indicator; its spokes turn with the virtual clock.",
        keys: ["style", "color", "animating"],
        properties: { ViewProperties.activityIndicatorProperties },
        decode: { $0.activityIndicatorKind($1) },
        storyboardElements: ["activityIndicatorView"],
        archiveClasses: ["IBUIActivityIndicatorView"]
    )
}

extension ViewProperties {
    fileprivate static var activityIndicatorProperties: [String: JSONSchema] {
        [
            "style": .words(of: ActivityIndicatorSpec.Style.self, "medium or large (classic: gray, white, whiteLarge)."),
            "color": ValueSchemas.color("The spokes' colour."),
            "animating": .boolean("Whether the spokes turn (default true)."),
        ]
    }
}

extension SceneDecoder {
    fileprivate func activityIndicatorKind(_ m: MappingReader) -> ViewSpec.Kind {
        return .activityIndicator(ActivityIndicatorSpec(
            style: m.name("style", "activity indicator style") ?? .medium, color: color(m, "color"),
            animating: m.bool("animating") ?? true
        ))
    }
}
