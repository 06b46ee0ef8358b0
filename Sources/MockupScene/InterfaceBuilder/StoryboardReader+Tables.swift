import MockupCore
import MockupUI
import Yams

/// Table views: their style, separators and row height, their header and
/// footer views, and their cells: static sections; or the prototypes once
/// each, as Interface Builder's canvas shows them, a lone prototype again and
/// again with its design-time content until the rows fill the table's frame,
/// as the running app dequeues it for its data (several prototypes are kinds
/// of rows the file does not say how to mix, so each shows once; a cell that
/// takes no touches, `userInteractionEnabled="NO"`, is a placeholder such as
/// "No results", shown once). Each custom cell has the content of its content
/// view drawn as designed at its height.
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
            let cells = e.child("prototypes")?.children("tableViewCell") ?? []
            var rows: [Node] = []
            for cell in cells { rows.append(try row(cell)) }
            if cells.count == 1, let first = cells.first, first["userInteractionEnabled"] != "NO" {
                func height(_ cell: XMLTree) -> Double {
                    let own = cell["rowHeight"].flatMap(Double.init) ?? IBViews.frame(cell)?.height ?? 0
                    return own > 0 ? own : e["rowHeight"].flatMap(Double.init).flatMap { $0 > 0 ? $0 : nil } ?? 44
                }
                var filled = height(first)
                let visible = IBViews.frame(e)?.height ?? 0
                // At most 50 rows (chosen): beyond any phone's or tablet's screen.
                while filled < visible, rows.count < 50 {
                    rows.append(rows[0])
                    filled += height(first)
                }
            }
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
