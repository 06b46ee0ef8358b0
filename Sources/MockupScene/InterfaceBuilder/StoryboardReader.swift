import Foundation
import MockupCore
import MockupUI
import Yams

/// Reads the XML of Xcode 5 and later (`version="3.0"`), storyboards and
/// xibs, into the YAML of the equivalent scene: each IB scene a screen (named
/// by its storyboard identifier, else its title, else its object id), the
/// initial controller (or a xib's first controller or top view) the root,
/// relationship segues the containers' children in order, other segues screens
/// that steps may push or present. Storyboard references lead into the
/// storyboards beside the file (`IBStoryboards`), whose controllers are screens
/// too. Views keep their stored frames; what is not drawn is counted for a warning.
struct StoryboardReader {
    /// An element's object id in the file that holds it (ids are unique per file only).
    struct Key: Hashable {
        let file: String
        let id: String
    }

    let document: XMLTree
    let file: String
    var warnings = IBWarnings()
    /// This storyboard and those its references lead to.
    var storyboards: IBStoryboards?
    /// Every element with an id, in every file read: what a segue may lead to.
    var elements: [Key: XMLTree] = [:]
    /// Every controller, in the files' order, and the screen name each gets; a
    /// reference is named as its controller is, or as its own plain screen when absent.
    var controllers: [Key] = []
    var names: [Key: String] = [:]
    /// Every storyboard reference, in the files' order.
    var placeholders: [Key] = []
    /// Each storyboard reference read: the controller it stands for (absent ones are not here).
    var references: [Key: Key] = [:]
    /// References whose storyboard or controller is not there, each drawn as a plain screen.
    var absentReferences: [Key] = []
    /// The controllers whose views lie beneath a navigation bar.
    var beneathNavigationBars = Set<Key>()
    /// Named and system colours from each file's `<resources>`, and its images' sizes.
    var resourceColors: [String: [String: XMLTree]] = [:]
    var imageSizes: [String: [String: IBViews.Frame]] = [:]
    /// Each file's device, for its root views' top inset and status bar.
    var canvases: [String: IBDevices.Canvas] = [:]
    /// How deep the view being read is nested, and the controllers whose views are being embedded.
    var depth = 0
    var embedding = Set<Key>()
    /// The constraints a view just read holds on itself, for its parent to hold (IBConstraints.own).
    var ownConstraints: [Node] = []
    /// Views further down than a subview that an ancestor's constraints name (by scene name), which the scene gives ids.
    var constrainedViews: Set<String> = []
    /// Each file's view controller layout guides' types by id (`top`, `bottom`).
    var layoutGuideTypes: [String: [String: String]] = [:]

    static let controllerElements: Set<String> = [
        "viewController", "tableViewController", "navigationController", "tabBarController", "splitViewController",
        "collectionViewController", "pageViewController", "glkViewController", "avPlayerViewController", "hostingController",
    ]

    /// The asset catalogs beside the file, whose named images and colours are drawn.
    let catalogs: IBAssetCatalogs
    /// Whether a named image or colour was taken from them.
    var usesCatalogs = false
    /// The project's font files, whose faces `fontDescription`s name (read only when one names a face).
    var fontFiles = IBFontFiles()
    /// Whether a font was taken from them.
    var usesFonts = false

    init(document: XMLTree, file: String) {
        self.document = document
        self.file = file
        catalogs = IBAssetCatalogs(beside: file)
    }

    /// Each controller's object id and the screen name it was given, this file's first.
    var aliases: [(String, String)] {
        let own = names.filter { $0.key.file == file }.sorted { $0.key.id < $1.key.id }
        let others = names.filter { $0.key.file != file }.sorted { ($0.key.file, $0.key.id) < ($1.key.file, $1.key.id) }
        return (own + others).filter { $0.key.id != $0.value }.map { ($0.key.id, $0.value) }
    }

    func error(_ message: String, at element: XMLTree) -> DiagnosticError {
        DiagnosticError(Diagnostic(location: element.location, message: message))
    }

    func key(_ element: XMLTree) -> Key? { element["id"].map { Key(file: element.file, id: $0) } }

    /// The scene's YAML node.
    mutating func scene() throws(DiagnosticError) -> Node {
        let canvas = IBDevices.canvas(of: document)
        let boards = try IBStoryboards(document)
        storyboards = boards
        for board in boards.all { index(board.document) }
        usesCatalogs = !catalogs.paths.isEmpty && boards.all.contains { board in
            board.document.descendants.contains { e in
                (e["image"].map(catalogs.images.contains) ?? false) || (e.name == "color" && (e["name"].map(catalogs.colors.contains) ?? false))
            }
        }
        let namedFonts = boards.all.flatMap { $0.document.descendants.filter { $0.name == "fontDescription" }.compactMap { $0["name"] } }
        if !namedFonts.isEmpty {
            fontFiles = IBFontFiles(project: catalogs.project, prefix: catalogs.projectPrefix)
            usesFonts = namedFonts.contains(where: fontFiles.names.contains)
        }
        nameScreens()
        beneathNavigationBars = try controllersBeneathNavigationBars()
        for board in boards.all { try checkSegues(in: board.document) }
        var screens: [(String, Node?)] = []
        for key in controllers {
            guard let element = elements[key], let name = names[key] else { continue }
            screens.append((name, try controller(element)))
        }
        for key in absentReferences {
            guard let element = elements[key], let name = names[key] else { continue }
            screens.append((name, absentReference(element)))
        }
        var root: Node
        var freeform: IBFreeform?
        if let initial = document["initialViewController"] {
            let key = resolved(Key(file: file, id: initial))
            guard let name = names[key] else {
                throw error("the initial view controller '\(initial)' is not in the document", at: document)
            }
            root = YAMLNodes.text(name)
            if let element = elements[key], element.name != "navigationController", element.name != "tabBarController",
               !beneathNavigationBars.contains(key), Self.simulatesNavigationBar(element) {
                root = YAMLNodes.map([("navigationController", YAMLNodes.map([("viewControllers", YAMLNodes.list([YAMLNodes.text(name)]))]))])
            }
        } else if let first = controllers.first(where: { $0.file == file }).flatMap({ names[$0] }) {
            root = YAMLNodes.text(first)
        } else if let cell = document.child("objects")?.children.first(where: { $0.name == "tableViewCell" }) {
            // A xib of a cell: the cell in a plain table, as IB's canvas shows it.
            let height = IBViews.frame(cell)?.height ?? 44
            let width = IBViews.frame(cell)?.width ?? canvas.width
            let table = YAMLNodes.map([("tableView", YAMLNodes.map([
                ("style", YAMLNodes.word("plain")), ("sections", YAMLNodes.list([YAMLNodes.map([("rows", YAMLNodes.list([IBViews.row(cell)]))])])),
                ("frame", YAMLNodes.numbers([0, 0, width, height])), ("autoresizingMask", IBViews.filling),
            ]))])
            screens.append(("cell", YAMLNodes.map([("view", YAMLNodes.map([("view", YAMLNodes.map([("subviews", YAMLNodes.list([table]))]))]))])))
            root = YAMLNodes.text("cell")
            freeform = IBFreeform(cell, in: document, canvas: canvas)
        } else if let view = document.child("objects")?.children.first(where: { IBViews.kinds[$0.name] != nil }) {
            // A xib of a view: the view is the root screen's.
            screens.append(("view", YAMLNodes.map([("view", try self.view(view, isRoot: true, topInset: 0))])))
            root = YAMLNodes.text("view")
            freeform = IBFreeform(view, in: document, canvas: canvas)
        } else {
            throw error("the document holds no view controller and no view to show", at: document)
        }
        return YAMLNodes.map([
            ("device", freeform?.device ?? YAMLNodes.word(canvas.preset)),
            ("statusBar", freeform == nil ? nil : YAMLNodes.bool(false)),
            ("assets", usesCatalogs ? YAMLNodes.list(catalogs.paths.map(YAMLNodes.text)) : nil),
            ("fonts", usesFonts ? YAMLNodes.list(fontFiles.paths.map(YAMLNodes.text)) : nil),
            ("screens", screens.isEmpty ? nil : YAMLNodes.map(screens)),
            ("root", root),
        ])
    }

    /// Whether IB draws a navigation bar on the controller (its simulated top bar metrics).
    static func simulatesNavigationBar(_ element: XMLTree) -> Bool {
        element.descendants.contains { $0.name == "simulatedNavigationBarMetrics" && $0["key"] == "simulatedTopBarMetrics" }
    }

    /// Notes a file's elements with ids, its controllers, colours and device.
    private mutating func index(_ tree: XMLTree) {
        canvases[tree.file] = IBDevices.canvas(of: tree)
        for color in tree.child("resources")?.children ?? [] where color.name == "namedColor" || color.name == "systemColor" {
            if let name = color["name"], let value = color.child("color") { resourceColors[tree.file, default: [:]][name] = value }
        }
        for image in tree.child("resources")?.children("image") ?? [] {
            guard let name = image["name"], let width = image["width"].flatMap(Double.init), let height = image["height"].flatMap(Double.init) else { continue }
            imageSizes[tree.file, default: [:]][name] = IBViews.Frame(x: 0, y: 0, width: width, height: height)
        }
        for element in tree.descendants {
            guard let key = key(element), elements[key] == nil else { continue }
            elements[key] = element
            if Self.controllerElements.contains(element.name) { controllers.append(key) }
            if element.name == "viewControllerPlaceholder" { placeholders.append(key) }
        }
    }

    /// Names every controller (its storyboard identifier, else its title, else its
    /// object id, else its file's name and id, whichever is free), then every reference.
    private mutating func nameScreens() {
        var used = Set<String>()
        func claim(_ candidates: [String?], fallback: String) -> String {
            var name = candidates.compactMap { $0 }.first { !$0.isEmpty && !used.contains($0) } ?? fallback
            var n = 2
            let base = name
            while used.contains(name) {
                name = "\(base)-\(n)"
                n += 1
            }
            used.insert(name)
            return name
        }
        for key in controllers {
            guard let element = elements[key] else { continue }
            let title = element["title"] ?? element.keyed("navigationItem")?["title"]
            let qualified = "\(IBStoryboards.name(of: key.file)).\(key.id)"
            names[key] = claim([element["storyboardIdentifier"], title, key.id, qualified], fallback: qualified)
        }
        for key in placeholders {
            if let element = elements[key], let target = referenced(element) { references[key] = target }
        }
        for (key, target) in references { names[key] = names[target] }
        absentReferences = placeholders.filter { references[$0] == nil }
        for key in absentReferences {
            guard let element = elements[key] else { continue }
            names[key] = claim([element["storyboardName"], element["referencedIdentifier"], key.id], fallback: key.id)
        }
    }

    /// The controller a storyboard reference stands for: the one its storyboard
    /// (this one when it names none) has under the referenced identifier, else
    /// that storyboard's initial one; nil when either is not there.
    private func referenced(_ placeholder: XMLTree) -> Key? {
        guard let boards = storyboards else { return nil }
        let board = placeholder["storyboardName"].map { boards.storyboard(named: $0) } ?? boards.storyboard(file: placeholder.file)
        guard let board else { return nil }
        if let identifier = placeholder["referencedIdentifier"] {
            return controllers.first { $0.file == board.file && elements[$0]?["storyboardIdentifier"] == identifier }
        }
        let initial = board.document["initialViewController"].map { Key(file: board.file, id: $0) }
        return initial.flatMap { controllers.contains($0) ? $0 : nil }
    }

    /// The controller an element stands for: a reference's controller, else itself.
    func resolved(_ key: Key) -> Key { references[key] ?? key }

    /// A reference whose storyboard or controller is not there: a plain screen
    /// titled with the storyboard's name, and one warning.
    private mutating func absentReference(_ placeholder: XMLTree) -> Node {
        let storyboard = placeholder["storyboardName"] ?? IBStoryboards.name(of: placeholder.file)
        if let reason = storyboards?.absent[storyboard] {
            warnings.add("reference to \(storyboard).storyboard, which \(reason), drawn as a plain screen")
        } else {
            warnings.add("reference to \(Self.referenced(placeholder)), which is not in it, drawn as a plain screen")
        }
        return YAMLNodes.map([
            ("title", YAMLNodes.text(placeholder["storyboardName"] ?? placeholder["referencedIdentifier"] ?? storyboard)),
            ("view", absentReferenceView(placeholder)),
        ])
    }

    /// An absent reference's view: the device's size, saying what it stands for in grey, centred.
    func absentReferenceView(_ placeholder: XMLTree) -> Node {
        let canvas = canvases[placeholder.file] ?? IBDevices.canvas(of: document)
        let frame = [0, 0, canvas.width, canvas.height]
        let label = YAMLNodes.map([("label", YAMLNodes.map([
            ("frame", YAMLNodes.numbers(frame)), ("autoresizingMask", IBViews.filling), ("text", YAMLNodes.text(Self.referenced(placeholder))),
            ("textAlignment", YAMLNodes.word("center")), ("textColor", YAMLNodes.text(IBViews.placeholderTextColor)),
        ]))])
        return YAMLNodes.map([("view", YAMLNodes.map([
            ("frame", YAMLNodes.numbers(frame)), ("backgroundColor", YAMLNodes.text("#ffffff")), ("subviews", YAMLNodes.list([label])),
        ]))])
    }

    /// What a reference names: `Settings.storyboard`, or `Settings.storyboard: Detail` with a referenced identifier.
    static func referenced(_ placeholder: XMLTree) -> String {
        let storyboard = (placeholder["storyboardName"] ?? IBStoryboards.name(of: placeholder.file)) + ".storyboard"
        return placeholder["referencedIdentifier"].map { "\(storyboard): \($0)" } ?? storyboard
    }
}
