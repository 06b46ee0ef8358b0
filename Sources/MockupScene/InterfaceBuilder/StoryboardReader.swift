import Foundation
import MockupCore
import MockupUI
import Yams

/// Reads the XML of Xcode 5 and later (`version="3.0"`), storyboards and
/// xibs, into the YAML of the equivalent scene: each IB scene a screen (named
/// by its storyboard identifier, else its title, else its object id), the
/// initial controller (or a xib's first controller or top view) the root,
/// relationship segues the containers' children in order, push, show and
/// presentation segues screens that steps may push or present. Views keep
/// their stored frames; what is not drawn is counted for a warning.
struct StoryboardReader {
    let document: XMLTree
    let file: String
    var warnings = IBWarnings()
    /// Every controller element by object id, and the screen name each gets.
    private var controllers: [String: XMLTree] = [:]
    private var names: [String: String] = [:]
    /// The controllers whose views lie beneath a navigation bar (found once per document).
    private var beneathNavigationBars = Set<String>()
    /// Named and system colours from `<resources>`.
    private var resourceColors: [String: XMLTree] = [:]
    /// The device's points, for the root views' top inset, and its status bar.
    private var screenHeight = 667.0
    private var statusBarHeight = 20.0
    /// How deep the view being read is nested.
    private var depth = 0

    static let controllerElements: Set<String> = [
        "viewController", "tableViewController", "navigationController", "tabBarController", "splitViewController",
        "collectionViewController", "pageViewController", "glkViewController", "avPlayerViewController", "hostingController",
    ]

    init(document: XMLTree, file: String) {
        self.document = document
        self.file = file
    }

    /// Each controller's object id and the screen name it was given.
    var aliases: [(String, String)] { names.sorted { $0.key < $1.key }.filter { $0.key != $0.value }.map { ($0.key, $0.value) } }

    func location(_ element: XMLTree) -> SourceLocation { SourceLocation(file: file, line: element.line, column: element.column) }

    func error(_ message: String, at element: XMLTree) -> DiagnosticError {
        DiagnosticError(Diagnostic(location: location(element), message: message))
    }

    /// The scene's YAML node.
    mutating func scene() throws(DiagnosticError) -> Node {
        let device = IBDevices.preset(document.child("device")?["id"], simulated: document.descendants.first { $0.name == "simulatedScreenMetrics" }?["type"])
        screenHeight = device.height
        statusBarHeight = device.statusBar
        for color in document.child("resources")?.children ?? [] where color.name == "namedColor" || color.name == "systemColor" {
            if let name = color["name"], let value = color.child("color") { resourceColors[name] = value }
        }
        let all = document.descendants.filter { Self.controllerElements.contains($0.name) && $0["id"] != nil }
        var used = Set<String>()
        for element in all {
            guard let id = element["id"] else { continue }
            controllers[id] = element
            let title = element["title"] ?? element.keyed("navigationItem")?["title"]
            var name = [element["storyboardIdentifier"], title, id].compactMap { $0 }.first { !$0.isEmpty && !used.contains($0) } ?? id
            if used.contains(name) { name = id }
            used.insert(name)
            names[id] = name
        }
        beneathNavigationBars = controllersBeneathNavigationBars()
        var screens: [(String, Node?)] = []
        for element in all {
            guard let id = element["id"], let name = names[id] else { continue }
            screens.append((name, try controller(element)))
        }
        var root: Node
        if let initial = document["initialViewController"] {
            guard let name = names[initial] else {
                throw error("the initial view controller '\(initial)' is not in the document", at: document)
            }
            root = YAMLNodes.text(name)
            if let element = controllers[initial], element.name != "navigationController", element.name != "tabBarController",
               !beneathNavigationBars.contains(initial), Self.simulatesNavigationBar(element) {
                root = YAMLNodes.map([("navigationController", YAMLNodes.map([("viewControllers", YAMLNodes.list([YAMLNodes.text(name)]))]))])
            }
        } else if let first = all.first.flatMap({ $0["id"] }).flatMap({ names[$0] }) {
            root = YAMLNodes.text(first)
        } else if let cell = document.child("objects")?.children.first(where: { $0.name == "tableViewCell" }) {
            // A xib of a cell: the cell in a plain table, as IB's canvas shows it.
            let height = IBViews.frame(cell)?.height ?? 44
            let table = YAMLNodes.map([("tableView", YAMLNodes.map([
                ("style", YAMLNodes.word("plain")), ("sections", YAMLNodes.list([YAMLNodes.map([("rows", YAMLNodes.list([IBViews.row(cell)]))])])),
                ("frame", YAMLNodes.numbers([0, 0, IBViews.frame(cell)?.width ?? 320, height])),
            ]))])
            screens.append(("cell", YAMLNodes.map([("view", YAMLNodes.map([("view", YAMLNodes.map([("subviews", YAMLNodes.list([table]))]))]))])))
            root = YAMLNodes.text("cell")
        } else if let view = document.child("objects")?.children.first(where: { IBViews.kinds[$0.name] != nil }) {
            // A xib of a view: the view is the root screen's.
            screens.append(("view", YAMLNodes.map([("view", try self.view(view, isRoot: true, topInset: 0))])))
            root = YAMLNodes.text("view")
        } else {
            throw error("the document holds no view controller and no view to show", at: document)
        }
        return YAMLNodes.map([
            ("device", YAMLNodes.word(device.preset)),
            ("screens", screens.isEmpty ? nil : YAMLNodes.map(screens)),
            ("root", root),
        ])
    }

    /// Whether IB draws a navigation bar on the controller (its simulated top bar metrics).
    static func simulatesNavigationBar(_ element: XMLTree) -> Bool {
        element.descendants.contains { $0.name == "simulatedNavigationBarMetrics" && $0["key"] == "simulatedTopBarMetrics" }
    }

    /// The screen name of the controller a segue or relationship leads to.
    private func destination(_ segue: XMLTree) throws(DiagnosticError) -> String {
        guard let id = segue["destination"], let name = names[id] else {
            throw error("segue '\(segue["id"] ?? "?")' leads to '\(segue["destination"] ?? "")', which is not in the document", at: segue)
        }
        return name
    }

    /// The controllers a xib writes inside a container's `<viewControllers>`, by screen name.
    private func inlineChildren(_ element: XMLTree) -> [String] {
        (element.child("viewControllers")?.children ?? []).compactMap { $0["id"].flatMap { names[$0] } }
    }

    private func segues(_ element: XMLTree, relationship: String) -> [XMLTree] {
        (element.child("connections")?.children("segue") ?? []).filter { $0["kind"] == "relationship" && $0["relationship"] == relationship }
    }

    /// A controller's YAML: its container with its children, or its title, items and view.
    private mutating func controller(_ element: XMLTree) throws(DiagnosticError) -> Node {
        // Every segue must lead somewhere.
        for segue in element.descendants where segue.name == "segue" { _ = try destination(segue) }
        switch element.name {
        case "navigationController":
            let roots = try segues(element, relationship: "rootViewController").map { s throws(DiagnosticError) in try destination(s) } + inlineChildren(element)
            let bar = element.keyed("navigationBar")
            return YAMLNodes.map([
                ("navigationController", YAMLNodes.map([
                    ("viewControllers", YAMLNodes.list(roots.map(YAMLNodes.text))),
                    ("barStyle", bar?["barStyle"] == "black" ? YAMLNodes.word("black") : nil),
                    ("toolbarHidden", element["toolbarHidden"] == "NO" ? YAMLNodes.bool(false) : nil),
                    ("navigationBarHidden", element["navigationBarHidden"] == "YES" ? YAMLNodes.bool(true) : nil),
                    ("prefersLargeTitles", bar?["prefersLargeTitles"] == "YES" ? YAMLNodes.bool(true) : nil),
                ])),
                ("tabBarItem", tabBarItem(element.keyed("tabBarItem"))),
            ])
        case "tabBarController":
            let tabs = try segues(element, relationship: "viewControllers").map { s throws(DiagnosticError) in try destination(s) } + inlineChildren(element)
            return YAMLNodes.map([("tabBarController", YAMLNodes.map([("viewControllers", YAMLNodes.list(tabs.map(YAMLNodes.text)))]))])
        case "splitViewController":
            // On iPhone a split view controller shows its master, collapsed.
            warnings.add("UISplitViewController shown collapsed, as its master")
            let master = try (segues(element, relationship: "masterViewController").first).map { s throws(DiagnosticError) in try destination(s) }
            return YAMLNodes.map([("navigationController", YAMLNodes.map([
                ("viewControllers", YAMLNodes.list(master.map { [YAMLNodes.text($0)] } ?? [])), ("navigationBarHidden", YAMLNodes.bool(true)),
            ]))])
        default:
            if element.name != "viewController" && element.name != "tableViewController" { warnings.add("\(element.name) drawn as a plain view controller") }
            return try contentController(element)
        }
    }

    private mutating func contentController(_ element: XMLTree) throws(DiagnosticError) -> Node {
        let item = element.keyed("navigationItem")
        let title = element["title"] ?? item?["title"]
        let toolbarItems = element.child("toolbarItems")?.children("barButtonItem").map(IBViews.barButtonItem)
        let inNavigation = element["id"].map(beneathNavigationBars.contains) ?? false
        let topInset = statusBarHeight + (inNavigation ? 44 : 0.0)
        var view: Node?
        if let root = element.keyed("view") {
            view = try self.view(root, isRoot: true, topInset: topInset)
        } else if let nib = element["nibName"] {
            view = try IBNibs.view(nib, beside: file, at: location(element), warnings: &warnings)
        }
        return YAMLNodes.map([
            ("title", title.map(YAMLNodes.text)),
            ("navigationItem", navigationItem(item)),
            ("toolbarItems", toolbarItems.map(YAMLNodes.list)),
            ("tabBarItem", tabBarItem(element.keyed("tabBarItem"))),
            ("view", view),
        ])
    }

    /// The ids of the controllers a navigation controller shows beneath its bar: its
    /// root (by relationship, or inline in a xib) and any pushed or shown by a segue.
    private func controllersBeneathNavigationBars() -> Set<String> {
        var ids = Set<String>()
        for nav in controllers.values where nav.name == "navigationController" {
            ids.formUnion((nav.child("connections")?.children("segue") ?? []).compactMap { $0["destination"] })
            ids.formUnion((nav.child("viewControllers")?.children ?? []).compactMap { $0["id"] })
        }
        ids.formUnion(document.descendants.filter { $0.name == "segue" && ["push", "show"].contains($0["kind"] ?? "") }
            .compactMap { $0["destination"] })
        return ids
    }

    private func navigationItem(_ item: XMLTree?) -> Node? {
        guard let item else { return nil }
        func items(_ key: String) -> Node? {
            let list = item.child(key)?.children("barButtonItem") ?? []
            return list.isEmpty ? nil : YAMLNodes.list(list.map(IBViews.barButtonItem))
        }
        let node = YAMLNodes.map([
            ("title", item["title"].map(YAMLNodes.text)),
            ("prompt", item["prompt"].map(YAMLNodes.text)),
            ("leftBarButtonItem", item.keyed("leftBarButtonItem").map(IBViews.barButtonItem)),
            ("leftBarButtonItems", items("leftBarButtonItems")),
            ("rightBarButtonItem", item.keyed("rightBarButtonItem").map(IBViews.barButtonItem)),
            ("rightBarButtonItems", items("rightBarButtonItems")),
            ("backBarButtonItem", item.keyed("backBarButtonItem").map(IBViews.barButtonItem)),
            ("largeTitleDisplayMode", item["largeTitleDisplayMode"].map(YAMLNodes.word)),
        ])
        if case .mapping(let m) = node, m.isEmpty { return nil }
        return node
    }

    private mutating func tabBarItem(_ item: XMLTree?) -> Node? {
        guard let item else { return nil }
        // A named image shows as the built-in glyph of that name, where there is one.
        var image: Node?
        if let name = item["image"] {
            if Glyph.names.contains(name) { image = YAMLNodes.map([("systemName", YAMLNodes.text(name))]) } else { warnings.add("tab bar item images drawn empty") }
        }
        return YAMLNodes.map([
            ("systemItem", item["systemItem"].flatMap(IBNames.tabSystemItem).map(YAMLNodes.word)),
            ("title", item["systemItem"] == nil ? item["title"].map(YAMLNodes.text) : nil),
            ("image", image),
            ("badgeValue", item["badgeValue"].map(YAMLNodes.text)),
        ])
    }

    // MARK: Views

    /// A view and its subviews; a controller's root view moves its subviews up
    /// by `topInset` (iOS 7+ root views run beneath the bars, which mockup lays out itself).
    private mutating func view(_ element: XMLTree, isRoot: Bool, topInset: Double) throws(DiagnosticError) -> Node {
        depth += 1
        defer { depth -= 1 }
        guard depth <= SceneLoader.maxDepth else { throw error("views nested more than \(SceneLoader.maxDepth) deep", at: element) }
        var kind = IBViews.kinds[element.name]
        if kind == nil {
            warnings.add("\(element.name) drawn as a plain view")
            kind = "view"
        }
        var frame = IBViews.frame(element)
        var shift = 0.0
        if isRoot, let f = frame, f.y == 0, f.height >= screenHeight - 1, topInset > 0 {
            shift = topInset
            frame = IBViews.Frame(x: f.x, y: f.y, width: f.width, height: f.height - topInset)
        }
        var own = IBViews.properties(element, kind: kind ?? "view", colors: color, warnings: &warnings)
        var subviews: [Node] = []
        for sub in element.child("subviews")?.children ?? [] {
            subviews.append(try self.view(sub, isRoot: false, topInset: 0).shifted(by: shift))
        }
        if element.name == "tableView" {
            own += IBViews.table(element, warnings: &warnings)
            subviews = []
        }
        var placeholder: String?
        if element.name == "imageView", let name = element["image"], !name.isEmpty {
            kind = "view"
            own = []
            placeholder = IBViews.imagePlaceholderColor
            if let f = frame { subviews.append(IBViews.imagePlaceholderLabel(name, width: f.width, height: f.height)) }
        }
        let common: [(String, Node?)] = [
            ("frame", frame.map { YAMLNodes.numbers([$0.x, $0.y, $0.width, $0.height]) }),
            ("autoresizingMask", IBViews.autoresizing(element)),
            ("backgroundColor", (element.child("color", key: "backgroundColor").flatMap(color) ?? placeholder).map(YAMLNodes.text)),
            ("alpha", element["alpha"].flatMap(Double.init).map(YAMLNodes.number)),
            ("hidden", element["hidden"] == "YES" ? YAMLNodes.bool(true) : nil),
            ("clipsToBounds", element["clipsSubviews"] == "YES" ? YAMLNodes.bool(true) : nil),
            ("subviews", subviews.isEmpty ? nil : YAMLNodes.list(subviews)),
        ]
        return YAMLNodes.map([(kind ?? "view", YAMLNodes.map(own + common))])
    }

    /// `#rrggbb` or `#rrggbbaa` for a `<color>`: sRGB or calibrated RGB,
    /// white, a system or named colour resolved from `<resources>` (or
    /// UIKit's value for the old `cocoaTouchSystemColor` names).
    func color(_ element: XMLTree) -> String? {
        if let name = element["systemColor"] ?? element["name"] {
            if let resolved = resourceColors[name], resolved !== element { return color(resolved) }
            return IBNames.systemColor(name)
        }
        if let name = element["cocoaTouchSystemColor"] { return IBNames.systemColor(name) }
        let alpha = element["alpha"].flatMap(Double.init) ?? 1
        if let white = element["white"].flatMap(Double.init) { return IBNames.hex(white, white, white, alpha) }
        guard let r = element["red"].flatMap(Double.init), let g = element["green"].flatMap(Double.init),
              let b = element["blue"].flatMap(Double.init) else { return nil }
        return IBNames.hex(r, g, b, alpha)
    }
}

extension Node {
    /// A view's YAML with its frame moved up by `dy`.
    func shifted(by dy: Double) -> Node {
        guard dy != 0, case .mapping(var outer) = self, let kindKey = outer.keys.first,
              case .mapping(var inner)? = outer[kindKey], case .sequence(let frame)? = inner["frame"], frame.count >= 2,
              let y = frame[1].scalar.flatMap({ Double($0.string) }) else { return self }
        var values = frame.map { $0.scalar.flatMap { Double($0.string) } ?? 0 }
        values[1] = y - dy
        inner["frame"] = YAMLNodes.numbers(values)
        outer[kindKey] = .mapping(inner)
        return .mapping(outer)
    }
}
