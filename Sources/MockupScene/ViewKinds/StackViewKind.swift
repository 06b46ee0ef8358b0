import MockupCore
import MockupUI
import Yams

extension ViewKindFormat {
    /// `stackView` (UIStackView).
    static let stackView = ViewKindFormat(
        name: "stackView",
        summary: "A stack view: its arranged subviews in a row or a column, placed by the constraints UIKit makes for them.",
        keys: ["arrangedSubviews", "axis", "distribution", "alignment", "spacing", "customSpacing",
               "isLayoutMarginsRelativeArrangement", "isBaselineRelativeArrangement", "layoutMargins"],
        properties: { ViewProperties.stackViewProperties },
        decode: { $0.stackViewKind($1) },
        storyboardElements: ["stackView"]
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
            "layoutMargins": .numbers([.number(.coordinate, "Top."), .number(.coordinate, "Left."), .number(.coordinate, "Bottom."), .number(.coordinate, "Right.")],
                                      "[top, left, bottom, right] (default 8 all round)."),
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
        if let margins = m.value("layoutMargins", { self.insets($0, $1) }) { stack.layoutMargins = margins }
        if let node = m["customSpacing"], let spacing = reader.mapping(node, m.path("customSpacing"), keys: nil) {
            for entry in spacing.entries {
                if let points = reader.number(entry.value, spacing.path(entry.name), .coordinate) { stack.customSpacing[entry.name] = points }
            }
        }
        return .stackView(stack)
    }

    /// `[top, left, bottom, right]` in points.
    func insets(_ node: Node, _ path: DocumentPath) -> EdgeInsets? {
        guard case .sequence(let sequence) = node, sequence.count == 4 else {
            reader.typeError(expected: "insets [top, left, bottom, right]", node, path)
            return nil
        }
        let numbers = sequence.enumerated().compactMap { reader.number($0.element, path.index($0.offset), .coordinate) }
        guard numbers.count == 4 else { return nil }
        return EdgeInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
    }
}
