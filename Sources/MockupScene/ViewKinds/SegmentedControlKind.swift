import MockupCore
import MockupUI
import Yams

extension ViewKindFormat {
    /// `segmentedControl` (UISegmentedControl).
    static let segmentedControl = ViewKindFormat(
        name: "segmentedControl",
        summary: "A segmented control.",
        keys: ["segments", "selectedSegmentIndex", "controlStyle"],
        properties: { ViewProperties.segmentedControlProperties },
        decode: { $0.segmentedControlKind($1) },
        storyboardElements: ["segmentedControl"],
        archiveClasses: ["IBUISegmentedControl"],
        storyboardProperties: IBViews.segmentedControlProperties
    )
}

extension ViewProperties {
    fileprivate static var segmentedControlProperties: [String: JSONSchema] {
        [
            "segments": .list(of: .text("A segment's title."), "The segments' titles."),
            "selectedSegmentIndex": ValueSchemas.index("The selected segment, from 0."),
            "controlStyle": .words(of: SegmentedControlStyle.self, "The style: plain, bordered or bar."),
        ]
    }
}

extension SceneDecoder {
    fileprivate func segmentedControlKind(_ m: MappingReader) -> ViewSpec.Kind {
        let segments = m.list("segments") { self.reader.string($0, $1) } ?? []
        let selected = m.integer("selectedSegmentIndex", .nonNegative)
        m.checkIndex("selectedSegmentIndex", selected, count: segments.count, of: "segment")
        return .segmentedControl(SegmentedControlSpec(
            segments: segments, selectedSegmentIndex: selected ?? 0,
            controlStyle: m.name("controlStyle", "segmented control style") ?? .plain
        ))
    }
}

extension IBViews {
    fileprivate static func segmentedControlProperties(_ e: XMLTree, _ s: PropertySource, _ warnings: inout IBWarnings) -> [(String, Node?)] {
        let titles = e.child("segments")?.children("segment").map { YAMLNodes.text($0["title"] ?? "") } ?? []
        return [("segments", YAMLNodes.list(titles)), ("selectedSegmentIndex", s.number("selectedSegmentIndex"))]
    }
}
