import MockupCore
import MockupUI
import Yams

extension SceneDecoder {
    static let tableKeys = ["style", "header", "sections", "rows", "contentOffset"]
    static let sectionKeys = ["header", "footer", "rows"]
    static let rowKeys = ["text", "detail", "style", "accessory", "selected", "image", "accessoryView"]

    /// The controller key `table`: a root view that is one table view filling the screen.
    func tableShortcut(_ node: Node, _ path: DocumentPath) -> ViewSpec? {
        guard let m = reader.mapping(node, path, keys: Self.tableKeys) else { return nil }
        return ViewSpec(kind: .tableView(tableView(m)), autoresizingMask: [.flexibleWidth, .flexibleHeight],
                        location: reader.location(of: node))
    }

    /// `{style, header, sections: [...]}` or `{style, header, rows: [...]}` (one section).
    func tableView(_ m: MappingReader) -> TableViewSpec {
        m.exclusive(["sections", "rows"]) { _, _ in "a table has either 'rows' (one section) or 'sections', not both" }
        let sections: [TableSectionSpec]
        if let rows = m.list("rows", { self.row($0, $1) }) {
            sections = [TableSectionSpec(rows: rows)]
        } else {
            sections = m.list("sections") { self.section($0, $1) } ?? []
        }
        return TableViewSpec(style: m.name("style", "table style") ?? .plain, header: m.string("header"), sections: sections,
                             contentOffset: m.number("contentOffset", .coordinate) ?? 0)
    }

    private func section(_ node: Node, _ path: DocumentPath) -> TableSectionSpec? {
        guard let m = reader.mapping(node, path, keys: Self.sectionKeys) else { return nil }
        return TableSectionSpec(
            header: m.string("header"), footer: m.string("footer"),
            rows: m.list("rows") { self.row($0, $1) } ?? []
        )
    }

    /// A row: its text alone, or `{text, detail, style, accessory, selected}`.
    private func row(_ node: Node, _ path: DocumentPath) -> TableRowSpec? {
        if case .scalar = node {
            return reader.string(node, path).map { TableRowSpec(text: $0) }
        }
        guard let m = reader.mapping(node, path, keys: Self.rowKeys) else { return nil }
        let text = m.required("text").flatMap { reader.string($0, m.path("text")) }
        return TableRowSpec(
            text: text ?? "", detail: m.string("detail"),
            style: m.name("style", "cell style") ?? .default,
            accessory: m.name("accessory", "accessory") ?? TableRowSpec.Accessory.none,
            selected: m.bool("selected") ?? false,
            image: m.value("image") { self.image($0, $1) },
            accessoryView: m.value("accessoryView") { self.view($0, $1) }
        )
    }
}
