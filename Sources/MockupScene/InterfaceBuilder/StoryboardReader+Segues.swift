import MockupCore

/// Where segues lead. Xcode writes a segue with a `destination` (a controller,
/// a storyboard reference, an unwind segue's `<exit>`), a segue that reuses
/// another by `reference`, and, inside a peek-and-pop segue, `commit` and
/// `preview` segues that inherit their parent's destination and have none.
extension StoryboardReader {
    /// Checks every segue of a file: one that leads nowhere (its destination
    /// is the id of no element in the files read) is a located error.
    func checkSegues(in tree: XMLTree) throws(DiagnosticError) {
        try check(tree, insideSegue: false)
    }

    private func check(_ element: XMLTree, insideSegue: Bool) throws(DiagnosticError) {
        if element.name == "segue" {
            if element["destination"] != nil {
                _ = try destination(of: element)
            } else if let reference = element["reference"] {
                guard elements[Key(file: element.file, id: reference)]?.name == "segue" else {
                    throw error("segue reference '\(reference)' names no segue in the document", at: element)
                }
            } else if !(insideSegue && element["key"] != nil) {
                throw error("segue '\(element["id"] ?? "?")' has no destination", at: element)
            }
        }
        for child in element.children { try check(child, insideSegue: element.name == "segue") }
    }

    /// What a segue leads to: the element with its destination id in the
    /// segue's file (else in another file read), a reference's controller
    /// in its stead; a located error when no element has that id.
    func destination(of segue: XMLTree) throws(DiagnosticError) -> Key {
        let id = segue["destination"] ?? ""
        let files = [segue.file] + (storyboards?.all.map(\.file) ?? [])
        guard let key = files.lazy.map({ Key(file: $0, id: id) }).first(where: { elements[$0] != nil }) else {
            throw error("segue '\(segue["id"] ?? "?")' leads to '\(id)', which is not in the document", at: segue)
        }
        return resolved(key)
    }

    /// The screen a relationship or embed segue leads to; a located error unless it is a controller or a reference.
    func controllerName(of segue: XMLTree) throws(DiagnosticError) -> String {
        let key = try destination(of: segue)
        guard let name = names[key] else {
            throw error("segue '\(segue["id"] ?? "?")' leads to '\(key.id)', which is not a view controller", at: segue)
        }
        return name
    }

    /// A controller's relationship segues of one kind, in order.
    func segues(_ element: XMLTree, relationship: String) -> [XMLTree] {
        (element.child("connections")?.children("segue") ?? []).filter { $0["kind"] == "relationship" && $0["relationship"] == relationship }
    }

    /// The screens of a container's relationship segues of one kind, in order.
    func children(_ element: XMLTree, relationship: String) throws(DiagnosticError) -> [String] {
        var names: [String] = []
        for segue in segues(element, relationship: relationship) { names.append(try controllerName(of: segue)) }
        return names
    }

    /// The controllers a xib writes inside a container's `<viewControllers>`, by screen name.
    func inlineChildren(_ element: XMLTree) -> [String] {
        (element.child("viewControllers")?.children ?? []).compactMap { key($0).flatMap { names[resolved($0)] } }
    }

    /// The controllers a navigation controller shows beneath its bar: its root
    /// (by relationship, or inline in a xib) and any pushed or shown by a segue.
    func controllersBeneathNavigationBars() throws(DiagnosticError) -> Set<Key> {
        var keys = Set<Key>()
        for key in controllers {
            guard let nav = elements[key], nav.name == "navigationController" else { continue }
            for segue in nav.child("connections")?.children("segue") ?? [] where segue["destination"] != nil {
                keys.insert(try destination(of: segue))
            }
            keys.formUnion((nav.child("viewControllers")?.children ?? []).compactMap { self.key($0).map(resolved) })
        }
        for board in storyboards?.all ?? [] {
            for segue in board.document.descendants where segue.name == "segue" && segue["destination"] != nil
                && ["push", "show"].contains(segue["kind"] ?? "") {
                keys.insert(try destination(of: segue))
            }
        }
        return keys
    }
}
