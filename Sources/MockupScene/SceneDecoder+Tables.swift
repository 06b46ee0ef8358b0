import MockupCore
import MockupUI
import Yams

extension SceneDecoder {
    static let tableKeys = ["style", "header", "sections", "rows", "contentOffset", "prototypes", "rowHeight", "estimatedRowHeight",
                            "separatorStyle", "separatorColor", "separatorInset", "tableHeaderView", "tableFooterView",
                            "sectionHeaderHeight", "sectionFooterHeight", "sectionHeaderTopPadding", "isEditing",
                            "cellLayoutMarginsFollowReadableWidth"]
    static let sectionKeys = ["header", "footer", "rows"]
    static let rowKeys = ["text", "detail", "style", "accessory", "selected", "image", "accessoryView", "height", "contentView",
                          "font", "textColor", "detailFont", "detailTextColor", "numberOfLines", "backgroundColor", "selectionStyle",
                          "editingStyle", "showsReorderControl"]
    /// A row made from a prototype also takes the prototype's name; its other keys are the ids of the prototype's views.
    static let prototypeRowKeys = ["prototype"] + rowKeys

    /// The controller key `table`: a root view that is one table view filling the screen.
    func tableShortcut(_ node: Node, _ path: DocumentPath) -> ViewSpec? {
        guard let m = reader.mapping(node, path, keys: Self.tableKeys) else { return nil }
        return ViewSpec(kind: .tableView(tableView(m)), autoresizingMask: [.flexibleWidth, .flexibleHeight],
                        location: reader.location(of: node))
    }

    /// `{style, header, sections: [...]}` or `{style, header, rows: [...]}` (one section).
    func tableView(_ m: MappingReader) -> TableViewSpec {
        m.exclusive(["sections", "rows"]) { _, _ in "a table has either 'rows' (one section) or 'sections', not both" }
        let prototypes = rowPrototypes(m)
        let sections: [TableSectionSpec]
        if let rows = m.list("rows", { self.row($0, $1, prototypes: prototypes) }) {
            sections = [TableSectionSpec(rows: rows)]
        } else {
            sections = m.list("sections") { self.section($0, $1, prototypes: prototypes) } ?? []
        }
        var table = TableViewSpec(style: m.name("style", "table style") ?? .plain, header: m.string("header"), sections: sections,
                                  contentOffset: m.number("contentOffset", .coordinate) ?? 0)
        table.rowHeight = m.number("rowHeight", .length)
        _ = m.number("estimatedRowHeight", .length)
        table.separatorStyle = m.name("separatorStyle", "separator style") ?? .singleLine
        table.separatorColor = m.value("separatorColor") { self.color($0, $1) }
        table.separatorInset = m.value("separatorInset") { self.insets($0, $1) }
        table.tableHeaderView = m.value("tableHeaderView") { self.view($0, $1) }
        table.tableFooterView = m.value("tableFooterView") { self.view($0, $1) }
        table.sectionHeaderHeight = m.number("sectionHeaderHeight", .length)
        table.sectionFooterHeight = m.number("sectionFooterHeight", .length)
        table.sectionHeaderTopPadding = m.number("sectionHeaderTopPadding", .length)
        table.isEditing = m.bool("isEditing") ?? false
        table.cellLayoutMarginsFollowReadableWidth = m.bool("cellLayoutMarginsFollowReadableWidth") ?? false
        return table
    }

    /// Prototype cells by name (dequeued by reuse identifier): rows and items made from them fill their views by id.
    func rowPrototypes(_ m: MappingReader) -> [String: TableRowSpec] {
        var prototypes: [String: TableRowSpec] = [:]
        if let node = m["prototypes"], let p = reader.mapping(node, m.path("prototypes"), keys: nil) {
            for entry in p.entries {
                if let row = row(entry.value, p.path(entry.name), prototypes: [:], isPrototype: true) { prototypes[entry.name] = row }
            }
        }
        prototypesByName.merge(prototypes) { first, _ in first }
        return prototypes
    }

    private func section(_ node: Node, _ path: DocumentPath, prototypes: [String: TableRowSpec]) -> TableSectionSpec? {
        guard let m = reader.mapping(node, path, keys: Self.sectionKeys) else { return nil }
        var section = TableSectionSpec(rows: m.list("rows") { self.row($0, $1, prototypes: prototypes) } ?? [])
        (section.header, section.headerView) = m.value("header", supplementary) ?? (nil, nil)
        (section.footer, section.footerView) = m.value("footer", supplementary) ?? (nil, nil)
        return section
    }

    /// A section's header or footer: its title, or a view with content.
    func supplementary(_ node: Node, _ path: DocumentPath) -> (String?, ViewSpec?)? {
        if case .mapping = node { return view(node, path).map { (nil, $0) } }
        return reader.string(node, path).map { ($0, nil) }
    }

    /// A row: its text alone, or `{text, detail, style, accessory, selected, ...}`,
    /// or `{prototype: NAME, ...}`: the prototype's cell, its keys given here
    /// replaced, and its views named by the other keys filled with their values.
    func row(_ node: Node, _ path: DocumentPath, prototypes: [String: TableRowSpec], isPrototype: Bool = false,
             owner: String = "table") -> TableRowSpec? {
        if case .scalar = node, !isPrototype {
            return reader.string(node, path).map { TableRowSpec(text: $0) }
        }
        // Whether the row names a prototype decides its vocabulary: a prototype's rows take its views' ids too.
        var base: TableRowSpec?
        if case .mapping(let mapping) = node, let nameNode = mapping["prototype"] {
            guard let found = prototype(nameNode, path, in: prototypes, of: owner) else { return nil }
            base = found
        }
        let ids = base?.contentView?.descendantIDs ?? []
        guard let m = reader.mapping(node, path, keys: base == nil ? Self.rowKeys : Self.prototypeRowKeys + ids.sorted()) else { return nil }
        var row = base ?? TableRowSpec(text: "")
        if base == nil && !isPrototype {
            row.text = m.required("text").flatMap { reader.string($0, m.path("text")) } ?? ""
        } else if let text = m.string("text") {
            row.text = text
        }
        if let detail = m.string("detail") { row.detail = detail }
        if let style: TableRowSpec.CellStyle = m.name("style", "cell style") { row.style = style }
        if let accessory: TableRowSpec.Accessory = m.name("accessory", "accessory") { row.accessory = accessory }
        if let selected = m.bool("selected") { row.selected = selected }
        if let image = m.value("image", { self.image($0, $1) }) { row.image = image }
        if let view = m.value("accessoryView", { self.view($0, $1) }) { row.accessoryView = view }
        if let height = m.value("height", { self.rowHeight($0, $1) }) { row.height = height }
        if let view = m.value("contentView", { self.screenView($0, $1) }) { row.contentView = view }
        if let font = m.value("font", { self.font($0, $1) }) { row.font = font }
        if let color = m.value("textColor", { self.color($0, $1) }) { row.textColor = color }
        if let font = m.value("detailFont", { self.font($0, $1) }) { row.detailFont = font }
        if let color = m.value("detailTextColor", { self.color($0, $1) }) { row.detailTextColor = color }
        if let lines = m.integer("numberOfLines", .lineCount) { row.numberOfLines = lines }
        if let color = m.value("backgroundColor", { self.color($0, $1) }) { row.backgroundColor = color }
        if let style: TableRowSpec.SelectionStyle = m.name("selectionStyle", "selection style") { row.selectionStyle = style }
        if let style: TableRowSpec.EditingStyle = m.name("editingStyle", "editing style") { row.editingStyle = style }
        if let shows = m.bool("showsReorderControl") { row.showsReorderControl = shows }
        if var content = row.contentView {
            fill(&content, ids: ids, from: m)
            row.contentView = content
        }
        return row
    }

    /// A row's height: points, or `automaticDimension` (sized by its content).
    private func rowHeight(_ node: Node, _ path: DocumentPath) -> TableRowSpec.RowHeight? {
        if case .scalar(let scalar) = node, scalar.string == "automaticDimension" { return .automatic }
        return reader.number(node, path, .length).map { .points($0) }
    }

    /// The prototype a row or an item names; a located error naming the others when there is none.
    func prototype<T>(_ nameNode: Node, _ path: DocumentPath, in prototypes: [String: T], of owner: String) -> T? {
        guard let name = reader.string(nameNode, path.key("prototype")) else { return nil }
        guard let found = prototypes[name] else {
            let hint = closestMatch(to: name, in: Array(prototypes.keys)).map { " (did you mean '\($0)'?)" } ?? ""
            reader.error("no prototype '\(name)'\(hint); the \(owner)'s prototypes are \(prototypes.keys.sorted().joined(separator: ", "))",
                         at: nameNode, path.key("prototype"))
            return nil
        }
        return found
    }

    /// A prototype's views named by `ids` filled with the values `m` gives them.
    func fill(_ content: inout ViewSpec, ids: Set<String>, from m: MappingReader) {
        for id in ids.sorted() {
            guard let value = m[id] else { continue }
            content.withEachView { view in
                guard view.id == id else { return false }
                fill(&view, value, m.path(id))
                return true
            }
        }
    }

    /// A prototype's view filled with a row's value, by its kind: a label's or
    /// a text field's text, an image view's image, a button's title, a switch's
    /// `isOn`, a slider's or a stepper's value, a progress view's progress, a view's background colour.
    private func fill(_ view: inout ViewSpec, _ node: Node, _ path: DocumentPath) {
        var property: ViewChange.Property?
        switch view.kind {
        case .label, .textField, .textView, .searchBar: property = reader.string(node, path).map { .text($0) }
        case .switchControl: property = reader.bool(node, path).map { .isOn($0) }
        case .slider, .stepper: property = reader.number(node, path).map { .value($0) }
        case .progressView: property = reader.number(node, path, .unit).map { .progress($0) }
        case .view: property = color(node, path).map { .backgroundColor($0) }
        case .imageView(var imageView):
            imageView.image = image(node, path)
            view.kind = .imageView(imageView)
        case .button(var button):
            button.title = reader.string(node, path)
            view.kind = .button(button)
        default:
            reader.error("a \(view.kind.name) is not filled from a row or an item: they fill a label, text field, text view, search bar, image view, "
                         + "button, switch, slider, stepper, progress view or view", at: node, path)
        }
        if let property { _ = view.set(property) }
    }
}
