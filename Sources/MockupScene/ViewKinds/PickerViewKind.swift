import MockupCore
import MockupUI
import Yams

extension ViewKindFormat {
    /// `pickerView` (UIPickerView).
    static let pickerView = ViewKindFormat(
        name: "pickerView",
        summary: "A picker view: wheels of titles.",
        keys: ["components", "selectedRows"],
        properties: { ViewProperties.pickerViewProperties },
        decode: { $0.pickerViewKind($1) },
        storyboardElements: ["pickerView"],
        archiveClasses: ["IBUIPickerView"],
        storyboardProperties: IBViews.pickerViewProperties
    )
}

extension ViewProperties {
    fileprivate static var pickerViewProperties: [String: JSONSchema] {
        [
            "components": .list(of: .list(of: .text("A row's title."), "A wheel's rows."), "The wheels, each a list of titles."),
            "selectedRows": .list(of: ValueSchemas.index("A row of its wheel, from 0."), "The selected row of each wheel."),
        ]
    }
}

extension SceneDecoder {
    fileprivate func pickerViewKind(_ m: MappingReader) -> ViewSpec.Kind {
        let components = m.list("components") { self.reader.list($0, $1)?.compactMap { self.reader.string($0.node, $0.path) } } ?? []
        let selected = m.list("selectedRows") { self.reader.integer($0, $1, .nonNegative) } ?? []
        if let node = m["selectedRows"] {
            if selected.count > components.count {
                reader.error("\(selected.count) selected rows for \(components.count) components", at: node, m.path("selectedRows"))
            }
            for (i, row) in selected.enumerated() where i < components.count && row >= components[i].count {
                reader.error("row \(row) of component \(i) is out of range: it has \(components[i].count) rows", at: node, m.path("selectedRows"))
            }
        }
        return .pickerView(PickerViewSpec(components: components, selectedRows: selected))
    }
}

extension IBViews {
    fileprivate static func pickerViewProperties(_ e: XMLTree, _ s: PropertySource, _ warnings: inout IBWarnings) -> [(String, Node?)] {
        warnings.add("\(e.name) drawn with its default content")
        return []
    }
}
