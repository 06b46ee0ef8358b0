import MockupCore
import MockupUI
import Yams

/// Table views: their style, separators and row height, their header and
/// footer views, and their cells (static sections, or the prototypes once
/// each, as Interface Builder's canvas shows them), each custom cell with the
/// content of its content view drawn as designed at its height.
extension StoryboardReader {
    mutating func table(_ e: XMLTree) throws(DiagnosticError) -> [(String, Node?)] {
        let style: String = e["style"] == "grouped" || e["style"] == "insetGrouped" ? e["style"] ?? "plain" : "plain"
        var sections: [Node] = []
        if e["dataMode"] == "static" {
            for section in e.child("sections")?.children("tableViewSection") ?? [] {
                var rows: [Node] = []
                for cell in section.child("cells")?.children("tableViewCell") ?? [] { rows.append(try row(cell)) }
                sections.append(YAMLNodes.map([
                    ("header", section["headerTitle"].map(YAMLNodes.text)),
                    ("footer", section["footerTitle"].map(YAMLNodes.text)),
                    ("rows", YAMLNodes.list(rows)),
                ]))
            }
        } else {
            var rows: [Node] = []
            for cell in e.child("prototypes")?.children("tableViewCell") ?? [] { rows.append(try row(cell)) }
            if !rows.isEmpty { sections.append(YAMLNodes.map([("rows", YAMLNodes.list(rows))])) }
        }
        var header: Node?, footer: Node?
        if let element = e.child("view", key: "tableHeaderView") { header = try edgeView(element) }
        if let element = e.child("view", key: "tableFooterView") { footer = try edgeView(element) }
        // rowHeight="-1" is automatic (UITableView.automaticDimension).
        let rowHeight = e["rowHeight"].flatMap(Double.init).flatMap { $0 > 0 ? $0 : nil }
        return [
            ("style", YAMLNodes.word(style)), ("sections", YAMLNodes.list(sections)),
            ("rowHeight", rowHeight.map(YAMLNodes.number)),
            ("separatorStyle", e["separatorStyle"] == "none" ? YAMLNodes.word("none") : nil),
            ("separatorColor", e.child("color", key: "separatorColor").flatMap(colorNode)),
            ("tableHeaderView", header), ("tableFooterView", footer),
        ]
    }

    /// A cell: its built-in labels, style and accessory; a custom cell (no
    /// style) also its content view's subviews and its height.
    private mutating func row(_ cell: XMLTree) throws(DiagnosticError) -> Node {
        var node = IBViews.row(cell)
        let content = cell.child("tableViewCellContentView", key: "contentView")
        let height = cell["rowHeight"].flatMap(Double.init) ?? IBViews.frame(cell)?.height
        if cell["style"] == nil, let content, !(content.child("subviews")?.children.isEmpty ?? true) {
            let view = try self.view(content, isRoot: false, topInset: 0)
            ownConstraints = []
            node = YAMLNodes.map([
                ("text", YAMLNodes.text("")),
                ("accessory", IBViews.accessory(cell)),
                ("height", height.map(YAMLNodes.number)),
                ("contentView", view),
                ("backgroundColor", cell.child("color", key: "backgroundColor").flatMap(colorNode)),
            ])
        } else if let height, height > 0, cell["customRowHeight"] != nil || cell["rowHeight"] != nil {
            node = YAMLNodes.adding(("height", YAMLNodes.number(height)), to: node)
        }
        return node
    }

    /// A table's header or footer view, at its stored height.
    private mutating func edgeView(_ element: XMLTree) throws(DiagnosticError) -> Node {
        let view = try self.view(element, isRoot: false, topInset: 0)
        ownConstraints = []
        return view
    }
}
