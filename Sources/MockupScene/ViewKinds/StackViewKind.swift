import MockupCore
import MockupUI
import Yams

extension ViewKindFormat {
    /// `stackView` (UIStackView).
    static let stackView = ViewKindFormat(
        name: "stackView",
        summary: "A stack view: its arranged subviews in a row or a column, placed by the constraints UIKit makes for them.",
        keys: ["arrangedSubviews", "axis", "distribution", "alignment", "spacing", "customSpacing",
               "isLayoutMarginsRelativeArrangement", "isBaselineRelativeArrangement"],
        properties: { ViewProperties.stackViewProperties },
        decode: { $0.stackViewKind($1) },
        storyboardElements: ["stackView"],
        storyboardProperties: IBViews.stackViewProperties
    )
}

extension ViewProperties {
    fileprivate static var stackViewProperties: [String: JSONSchema] {
        [
            "arrangedSubviews": .list(of: .ref(.view), "The views it arranges, first to last (leading to trailing, top to bottom)."),
            "axis": .words(of: StackViewSpec.Axis.self, "horizontal (the default) or vertical."),
            "distribution": .words(of: StackViewSpec.Distribution.self, "How the arranged views share its length (default fill)."),
            "alignment": .words(of: StackViewSpec.Alignment.self, "Where they go across its axis (default fill)."),
            "spacing": .number(.coordinate, "Points between neighbours (at least this much in the equal distributions)."),
            "customSpacing": JSONSchema([
                "type": .string("object"),
                "propertyNames": JSONSchema(["pattern": .string("^[A-Za-z0-9_]+$")]).json,
                "additionalProperties": JSONSchema.number(.coordinate, "Points after that view.").json,
                "description": .string("The gap after an arranged view, by its id, in place of spacing (setCustomSpacing(_:after:))."),
            ]),
            "isLayoutMarginsRelativeArrangement": .boolean("Whether the views keep within its layout margins."),
            "isBaselineRelativeArrangement": .boolean("Whether a vertical stack's gaps run from baseline to baseline."),
        ]
    }
}

extension SceneDecoder {
    fileprivate func stackViewKind(_ m: MappingReader) -> ViewSpec.Kind {
        var stack = StackViewSpec(
            axis: m.name("axis", "stack view axis") ?? .horizontal,
            distribution: m.name("distribution", "stack view distribution") ?? .fill,
            alignment: m.name("alignment", "stack view alignment") ?? .fill,
            spacing: m.number("spacing", .coordinate) ?? 0,
            isLayoutMarginsRelativeArrangement: m.bool("isLayoutMarginsRelativeArrangement") ?? false,
            isBaselineRelativeArrangement: m.bool("isBaselineRelativeArrangement") ?? false
        )
        if let node = m["customSpacing"], let spacing = reader.mapping(node, m.path("customSpacing"), keys: nil) {
            for entry in spacing.entries {
                if let points = reader.number(entry.value, spacing.path(entry.name), .coordinate) { stack.customSpacing[entry.name] = points }
            }
        }
        return .stackView(stack)
    }

}

extension IBViews {
    /// A `<stackView>`'s attributes: `axis` (horizontal when absent),
    /// `distribution`, `alignment`, `spacing` (or `spacingType="standard"`:
    /// UIStackView.spacingUseSystem, the standard 8 points between siblings),
    /// `baselineRelativeArrangement` and `layoutMarginsRelativeArrangement`.
    fileprivate static func stackViewProperties(_ e: XMLTree, _ s: PropertySource, _ warnings: inout IBWarnings) -> [(String, Node?)] {
        func word<E: RawRepresentable & CaseIterable>(_ name: String, _ type: E.Type) -> Node? where E.RawValue == String {
            e[name].flatMap { E(rawValue: $0) }.map { YAMLNodes.word($0.rawValue) }
        }
        let spacing = e["spacingType"] == "standard" ? 8 : e["spacing"].flatMap(Double.init)
        return [
            ("axis", word("axis", StackViewSpec.Axis.self)),
            ("distribution", word("distribution", StackViewSpec.Distribution.self)),
            ("alignment", word("alignment", StackViewSpec.Alignment.self)),
            ("spacing", spacing.map(YAMLNodes.number)),
            ("isBaselineRelativeArrangement", e["baselineRelativeArrangement"] == "YES" ? YAMLNodes.bool(true) : nil),
            ("isLayoutMarginsRelativeArrangement", e["layoutMarginsRelativeArrangement"] == "YES" ? YAMLNodes.bool(true) : nil),
        ]
    }
}
