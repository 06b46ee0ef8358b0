import MockupCore

/// How the cells a step inserts, deletes or reveals come and go: by the
/// identity their nodes carry (`ViewTag.cell`), the row animation of each.
public struct ListMotion: Hashable, Sendable {
    public var arriving: [String: RowAnimation] = [:]
    public var leaving: [String: RowAnimation] = [:]
}

/// The list steps: rows and items inserted, deleted and reloaded, swipe
/// actions revealed, edit mode. Each acts on the table or collection view
/// with the step's id (in the shown screens first, then in any), else on the
/// innermost shown screen's first one.
extension SceneState {
    /// Inserts, deletes or reloads the edit's rows or items. Index paths are
    /// UIKit's: a deletion's and a reload's name the rows before the update,
    /// an insertion's the rows after it.
    mutating func editList(_ edit: ListEdit, id: String?, step: Int, fail: (String) -> DiagnosticError) throws(DiagnosticError) {
        var motion = ListMotion()
        try updateList(id: id, step: edit.name, fail: fail) { view throws(DiagnosticError) in
            switch view.kind {
            case .tableView(var table):
                table.sections = try Self.edited(table.sections, edit, step: step, motion: &motion, fail: fail)
                view.kind = .tableView(table)
            case .collectionView(var collection):
                let sections = try Self.edited(collection.sections.map(CollectionCells.init), edit, step: step, motion: &motion, fail: fail)
                collection.sections = sections.map(\.section)
                view.kind = .collectionView(collection)
            default:
                break
            }
        }
        listMotion = motion
    }

    /// Shows a row's swipe actions (a trailing swipe's are the table's Delete when the step gives none), closing any other's.
    mutating func reveal(_ swipe: SwipeSpec, id: String?, fail: (String) -> DiagnosticError) throws(DiagnosticError) {
        var motion = ListMotion()
        try updateList(id: id, step: "swipe", tables: true, fail: fail) { view throws(DiagnosticError) in
            guard case .tableView(var table) = view.kind else { return }
            try Self.check(swipe.path, in: table.sections.map(\.rows.count), inserting: false, fail: fail)
            var shown = swipe
            if shown.actions.isEmpty {
                guard shown.edge == .trailing else { throw fail("a leading swipe shows only the actions it gives: add 'actions'") }
                shown.actions = [.delete]
            }
            table.sections.identifyCells()
            table.closeSwipes()
            table.sections[swipe.path.section].rows[swipe.path.row].swipe = shown
            // The buttons lie behind the cell and show as it slides aside.
            let identity = table.sections[swipe.path.section].rows[swipe.path.row].identity ?? ""
            for i in shown.actions.indices { motion.arriving[Self.swipeActionIdentity(identity, i)] = RowAnimation.none }
            view.kind = .tableView(table)
        }
        listMotion = motion
    }

    /// The identity of a swiped row's `index`-th action button.
    static func swipeActionIdentity(_ row: String, _ index: Int) -> String { "\(row)/swipe\(index)" }

    /// Puts the table in or out of edit mode, closing any swipe actions.
    mutating func setEditing(_ isEditing: Bool, id: String?, fail: (String) -> DiagnosticError) throws(DiagnosticError) {
        try updateList(id: id, step: "setEditing", tables: true, fail: fail) { view throws(DiagnosticError) in
            guard case .tableView(var table) = view.kind else { return }
            table.isEditing = isEditing
            table.closeSwipes()
            view.kind = .tableView(table)
        }
    }

    /// Applies `change` to the list the step names: by id, or the innermost shown screen's first.
    private mutating func updateList(
        id: String?, step: String, tables: Bool = false, fail: (String) -> DiagnosticError,
        _ change: (inout ViewSpec) throws(DiagnosticError) -> Void
    ) throws(DiagnosticError) {
        let what = tables ? "table" : "table or collection view"
        func isList(_ view: ViewSpec) -> Bool {
            switch view.kind {
            case .tableView: true
            case .collectionView: !tables
            default: false
            }
        }
        for screen in screensSearched(for: id) {
            var node = screen, found: ViewSpec?, wrongKind: String?
            node.withEachView { view in
                guard id == nil || view.id == id else { return false }
                guard isList(view) else {
                    if id != nil { wrongKind = view.kind.name; return true }
                    return false
                }
                found = view
                return true
            }
            if let wrongKind, let id { throw fail("'\(id)' is a \(wrongKind); '\(step)' needs a \(what)") }
            guard var view = found else { continue }
            try change(&view)
            node.withEachView { candidate in
                guard candidate == found else { return false }
                candidate = view
                return true
            }
            try updateNode(screen.instanceID) { (updated: inout ControllerNode) throws(DiagnosticError) in updated = node }
            return
        }
        if let id { throw fail("no \(what) in the hierarchy has id '\(id)'\(hint(id, among: { isList($0) ? $0.id : nil }))") }
        let name = visibleChain.last?.name.map { " '\($0)'" } ?? ""
        throw fail("'\(step)' needs a \(what); the visible screen\(name) has none")
    }

    /// A located error unless `path` names a row (`inserting`: or the place after a section's last).
    static func check(_ path: CellPath, in counts: [Int], inserting: Bool, fail: (String) -> DiagnosticError) throws(DiagnosticError) {
        if let problem = rangeProblem(path, in: counts, inserting: inserting) { throw fail(problem) }
    }

    /// Why `path` names no row of sections of `counts` rows (`inserting`: nor the place after a section's last); nil when it does.
    static func rangeProblem(_ path: CellPath, in counts: [Int], inserting: Bool) -> String? {
        guard counts.indices.contains(path.section) else {
            return "section \(path.section) is out of range; the list has \(counts.count) section\(counts.count == 1 ? "" : "s")"
        }
        let count = counts[path.section]
        guard path.row >= 0, inserting ? path.row <= count : path.row < count else {
            let valid = inserting ? "0...\(count)" : count == 0 ? "none" : "0...\(count - 1)"
            return "row \(path.row) of section \(path.section) is out of range (valid: \(valid))"
        }
        return nil
    }

    /// `sections` with the edit made, and how each cell comes or goes.
    private static func edited<Section: EditableSection>(
        _ sections: [Section], _ edit: ListEdit, step: Int, motion: inout ListMotion, fail: (String) -> DiagnosticError
    ) throws(DiagnosticError) -> [Section] {
        var out = sections
        out.identifyCells()
        let fresh = { (k: Int) in "+\(step).\(k)" }
        func animation(_ path: CellPath, count: Int) -> RowAnimation {
            guard edit.cells == .rows else { return .fade }
            guard edit.animation == .automatic else { return edit.animation }
            // .automatic: rows at a section's start come from below, others from above or fading (chosen for the middle).
            if path.row == 0 { return .bottom }
            return path.row >= count - 1 ? .top : .fade
        }
        let duplicates = Dictionary(grouping: edit.paths, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
        if let twice = duplicates.first { throw fail("index path \(twice.description) is given twice") }
        switch edit.change {
        case .insert:
            for (k, path) in edit.paths.enumerated().sorted(by: { $0.element < $1.element }) {
                try check(path, in: out.map(\.count), inserting: true, fail: fail)
                let identity = fresh(k)
                out[path.section].insert(edit, k, at: path.row, identity: identity)
                motion.arriving[identity] = animation(path, count: out[path.section].count)
            }
        case .delete:
            for path in edit.paths { try check(path, in: sections.map(\.count), inserting: false, fail: fail) }
            for path in edit.paths.sorted(by: >) {
                motion.leaving[out[path.section].identity(at: path.row)] = animation(path, count: sections[path.section].count)
                out[path.section].remove(at: path.row)
            }
        case .reload:
            for (k, path) in edit.paths.enumerated() {
                try check(path, in: sections.map(\.count), inserting: false, fail: fail)
                let old = out[path.section].identity(at: path.row)
                let identity = "\(old)~\(step)"
                out[path.section].remove(at: path.row)
                out[path.section].insert(edit, k, at: path.row, identity: identity)
                motion.leaving[old] = animation(path, count: sections[path.section].count)
                motion.arriving[identity] = animation(path, count: sections[path.section].count)
            }
        }
        return out
    }
}

/// A section whose cells a list step edits: a table's, or a collection view's.
protocol EditableSection {
    var count: Int { get }
    mutating func identifyCells(section: Int)
    func identity(at index: Int) -> String
    mutating func remove(at index: Int)
    /// The edit's `k`-th new cell at `index`.
    mutating func insert(_ edit: ListEdit, _ k: Int, at index: Int, identity: String)
}

extension Array where Element: EditableSection {
    /// Gives every cell that has none the identity of its place, so cells follow their rows through edits.
    mutating func identifyCells() {
        for s in indices { self[s].identifyCells(section: s) }
    }
}

extension TableViewSpec {
    /// Every row's swipe actions closed.
    mutating func closeSwipes() {
        for s in sections.indices {
            for r in sections[s].rows.indices { sections[s].rows[r].swipe = nil }
        }
    }
}

extension TableSectionSpec: EditableSection {
    var count: Int { rows.count }

    mutating func identifyCells(section: Int) {
        for r in rows.indices where rows[r].identity == nil { rows[r].identity = CellPath(section: section, row: r).identity }
    }

    func identity(at index: Int) -> String { rows[index].identity ?? "" }

    mutating func remove(at index: Int) { rows.remove(at: index) }

    mutating func insert(_ edit: ListEdit, _ k: Int, at index: Int, identity: String) {
        var row = edit.rows.indices.contains(k) ? edit.rows[k] : TableRowSpec(text: "")
        if !edit.rows.indices.contains(k), edit.items.indices.contains(k) { row.contentView = edit.items[k] }
        row.identity = identity
        rows.insert(row, at: index)
    }
}

/// A collection view section's cells with their identities, whichever way they are written (items or list rows).
struct CollectionCells: EditableSection {
    var section: CollectionSectionSpec

    init(_ section: CollectionSectionSpec) { self.section = section }

    var isList: Bool { section.items.isEmpty && !section.rows.isEmpty }
    var count: Int { isList ? section.rows.count : section.items.count }

    mutating func identifyCells(section s: Int) {
        if isList {
            for r in section.rows.indices where section.rows[r].identity == nil { section.rows[r].identity = CellPath(section: s, row: r).identity }
        } else if section.identities.count != section.items.count {
            section.identities = section.items.indices.map { CellPath(section: s, row: $0).identity }
        }
    }

    func identity(at index: Int) -> String { isList ? section.rows[index].identity ?? "" : section.identities[index] }

    mutating func remove(at index: Int) {
        if isList {
            section.rows.remove(at: index)
        } else {
            section.items.remove(at: index)
            section.identities.remove(at: index)
        }
    }

    mutating func insert(_ edit: ListEdit, _ k: Int, at index: Int, identity: String) {
        if isList {
            var row = edit.rows.indices.contains(k) ? edit.rows[k] : TableRowSpec(text: "")
            if edit.items.indices.contains(k) { row.contentView = edit.items[k] }
            row.identity = identity
            section.rows.insert(row, at: index)
        } else {
            section.items.insert(edit.items.indices.contains(k) ? edit.items[k] : ViewSpec(kind: .view), at: index)
            section.identities.insert(identity, at: index)
        }
    }
}
