import MockupCore
import MockupUI
import Yams

extension ViewKindFormat {
    /// `progressView` (UIProgressView).
    static let progressView = ViewKindFormat(
        name: "progressView",
        summary: "A progress view.",
        keys: ["progress", "progressViewStyle"],
        properties: { ViewProperties.progressViewProperties },
        decode: { $0.progressViewKind($1) },
        storyboardElements: ["progressView"],
        archiveClasses: ["IBUIProgressView"],
        storyboardProperties: IBViews.progressViewProperties
    )
}

extension ViewProperties {
    fileprivate static var progressViewProperties: [String: JSONSchema] {
        [
            "progress": .number(.unit, "The progress, from 0 to 1."),
            "progressViewStyle": .words(of: ProgressViewSpec.Style.self, "default or bar."),
        ]
    }
}

extension SceneDecoder {
    fileprivate func progressViewKind(_ m: MappingReader) -> ViewSpec.Kind {
        return .progressView(ProgressViewSpec(
            progress: m.number("progress", .unit) ?? 0, style: m.name("progressViewStyle", "progress view style") ?? .default
        ))
    }
}

extension IBViews {
    fileprivate static func progressViewProperties(_ e: XMLTree, _ s: PropertySource, _ warnings: inout IBWarnings) -> [(String, Node?)] {
        return [("progress", s.number("progress"))]
    }
}
