import Foundation
import MockupCore
import Yams

/// Reads the archives of Xcode 3 and 4 (`<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">`)
/// into the YAML of the equivalent scene: `IBUI*` objects, `NSFrame` strings,
/// `NSvFlags` autoresizing, `NSSubviews`, text, `NSColor` bytes, fonts, tab bar
/// and navigation controllers, and controllers whose view lives in another xib
/// of the same folder (`IBUINibName`). Archives are of iPhone OS's era: the
/// scene is on `iphone`, with the classic look.
struct ArchiveReader {
    let document: XMLTree
    let file: String
    var warnings = IBWarnings()
    private var objects: [String: XMLTree] = [:]
    private var screens: [(String, Node?)] = []
    private var usedNames = Set<String>()
    /// The objects being read, outermost first: a reference back to one of them is a cycle.
    private var reading: [ObjectIdentifier] = []

    init(document: XMLTree, file: String) {
        self.document = document
        self.file = file
        for element in document.descendants where element.name == "object" {
            if let id = element["id"] { objects[id] = element }
        }
    }

    private func error(_ message: String, at element: XMLTree) -> DiagnosticError {
        DiagnosticError(Diagnostic(location: SourceLocation(file: file, line: element.line, column: element.column), message: message))
    }

    /// The object under `key`: inline, or a reference to one elsewhere in the archive.
    private func object(_ parent: XMLTree, _ key: String) throws(DiagnosticError) -> XMLTree? {
        guard let element = parent.keyed(key) else { return nil }
        if element.name == "reference" {
            guard let ref = element["ref"] else { return nil }
            guard let target = objects[ref] else { throw error("reference to object '\(ref)', which is not in the archive", at: element) }
            return target
        }
        return element
    }

    /// The objects of an `NSMutableArray` (or `NSArray`) under `key`, references resolved.
    private func array(_ parent: XMLTree, _ key: String) throws(DiagnosticError) -> [XMLTree] {
        guard let list = try object(parent, key) else { return [] }
        var out: [XMLTree] = []
        for child in list.children where child.name == "object" || child.name == "reference" {
            if child.name == "reference" {
                guard let ref = child["ref"], let target = objects[ref] else { throw error("reference to object '\(child["ref"] ?? "")', which is not in the archive", at: child) }
                out.append(target)
            } else {
                out.append(child)
            }
        }
        return out
    }

    private func string(_ parent: XMLTree, _ key: String) -> String? {
        parent.children.first { $0.name == "string" && $0["key"] == key }.map(\.text)
    }

    private func number(_ parent: XMLTree, _ key: String) -> Double? {
        parent.children.first { ["int", "integer", "double", "float", "real"].contains($0.name) && $0["key"] == key }
            .flatMap { Double($0.text.trimmingCharacters(in: .whitespaces)) ?? $0["value"].flatMap(Double.init) }
    }

    /// A whole number under `key` (nil for one that is not, or out of range).
    private func integer(_ parent: XMLTree, _ key: String) -> Int? {
        number(parent, key).flatMap { Int(exactly: $0.rounded(.towardZero)) }
    }

    private func bool(_ parent: XMLTree, _ key: String) -> Bool? {
        parent.children.first { $0.name == "bool" && $0["key"] == key }.map { $0.text.trimmingCharacters(in: .whitespaces) == "YES" }
    }

    mutating func scene() throws(DiagnosticError) -> Node {
        guard let data = document.child("data") else { throw error("the archive holds no <data>", at: document) }
        let roots = try array(data, "IBDocument.RootObjects")
        let controllerClasses: Set<String> = ["IBUITabBarController", "IBUINavigationController", "IBUIViewController", "IBUITableViewController"]
        var root: Node
        if let top = roots.first(where: { controllerClasses.contains($0["class"] ?? "") }) {
            root = YAMLNodes.text(try controllerScreen(top))
        } else if let window = roots.first(where: { $0["class"] == "IBUIWindow" }) {
            screens.append(("window", YAMLNodes.map([("view", try view(window))])))
            root = YAMLNodes.text("window")
        } else if let view = roots.first(where: { ($0["class"] ?? "").hasPrefix("IBUI") }) {
            screens.append(("view", YAMLNodes.map([("view", try self.view(view))])))
            root = YAMLNodes.text("view")
        } else {
            throw error("the archive's root objects hold no view controller and no view", at: data)
        }
        return YAMLNodes.map([("device", YAMLNodes.word("iphone")), ("style", YAMLNodes.word("classic")), ("screens", YAMLNodes.map(screens)), ("root", root)])
    }

    /// Adds the controller as a screen (and its children) and returns its name.
    private mutating func controllerScreen(_ element: XMLTree) throws(DiagnosticError) -> String {
        try enter(element)
        defer { reading.removeLast() }
        let cls = element["class"] ?? ""
        let item = try object(element, "IBUINavigationItem")
        let title = string(element, "IBUITitle") ?? item.flatMap { string($0, "IBUITitle") }
        var name = title ?? "\(cls.replacingOccurrences(of: "IBUI", with: "").prefix(1).lowercased())\(cls.replacingOccurrences(of: "IBUI", with: "").dropFirst())"
        var n = 2
        let base = name
        while usedNames.contains(name) { name = "\(base) \(n)"; n += 1 }
        usedNames.insert(name)
        let index = screens.count
        screens.append((name, nil))
        var node: Node
        switch cls {
        case "IBUITabBarController":
            var tabs: [Node] = []
            for child in try array(element, "IBUIViewControllers") { tabs.append(YAMLNodes.text(try controllerScreen(child))) }
            node = YAMLNodes.map([("tabBarController", YAMLNodes.map([("viewControllers", YAMLNodes.list(tabs))]))])
        case "IBUINavigationController":
            var stack: [Node] = []
            for child in try array(element, "IBUIViewControllers") { stack.append(YAMLNodes.text(try controllerScreen(child))) }
            node = YAMLNodes.map([("navigationController", YAMLNodes.map([("viewControllers", YAMLNodes.list(stack))])), ("tabBarItem", try tabBarItem(element))])
        default:
            var view: Node?
            if let nib = string(element, "IBUINibName") {
                view = try IBNibs.view(nib, beside: file, at: SourceLocation(file: file, line: element.line, column: element.column), warnings: &warnings)
            } else if let own = try object(element, "view") {
                view = try self.view(own)
            }
            node = YAMLNodes.map([
                ("title", title.map(YAMLNodes.text)),
                ("navigationItem", try navigationItem(item)),
                ("tabBarItem", try tabBarItem(element)),
                ("view", view),
            ])
        }
        screens[index] = (name, node)
        return name
    }

    private func navigationItem(_ item: XMLTree?) throws(DiagnosticError) -> Node? {
        guard let item else { return nil }
        func bar(_ key: String) throws(DiagnosticError) -> Node? { try object(item, key).map(barButtonItem) }
        return YAMLNodes.map([
            ("title", string(item, "IBUITitle").map(YAMLNodes.text)),
            ("leftBarButtonItem", try bar("IBUILeftBarButtonItem")),
            ("rightBarButtonItem", try bar("IBUIRightBarButtonItem")),
        ])
    }

    private func barButtonItem(_ item: XMLTree) -> Node {
        let system = integer(item, "IBUISystemItemIdentifier").flatMap { IBNames.barSystemItems.indices.contains($0) ? IBNames.barSystemItems[$0] : nil }
            .flatMap(IBNames.barSystemItem)
        return YAMLNodes.map([
            ("systemItem", system.map(YAMLNodes.word)),
            ("title", system == nil ? YAMLNodes.text(string(item, "IBUITitle") ?? "Item") : nil),
            ("style", number(item, "IBUIStyle") == 2 ? YAMLNodes.word("done") : nil),
        ])
    }

    private func tabBarItem(_ controller: XMLTree) throws(DiagnosticError) -> Node? {
        guard let item = try object(controller, "IBUITabBarItem") else { return nil }
        return tabItem(item)
    }

    private func tabItem(_ item: XMLTree) -> Node {
        let system = integer(item, "IBUISystemItemIdentifier").flatMap { IBNames.tabSystemItems.indices.contains($0) ? IBNames.tabSystemItems[$0] : nil }
        return YAMLNodes.map([("systemItem", system.map(YAMLNodes.word)), ("title", system == nil ? string(item, "IBUITitle").map(YAMLNodes.text) : nil)])
    }

    // MARK: Views

    static let kinds: [String: String] = Dictionary(uniqueKeysWithValues: ViewKindFormat.all.flatMap { kind in
        kind.archiveClasses.map { ($0, kind.name) }
    })

    /// Notes that `element` is being read; a cycle of references or nesting
    /// deeper than a scene file may be (`SceneLoader.maxDepth`) is an error.
    private mutating func enter(_ element: XMLTree) throws(DiagnosticError) {
        guard !reading.contains(ObjectIdentifier(element)) else {
            throw error("object '\(element["id"] ?? "?")' contains itself through its references", at: element)
        }
        guard reading.count < SceneLoader.maxDepth else {
            throw error("objects nested more than \(SceneLoader.maxDepth) deep", at: element)
        }
        reading.append(ObjectIdentifier(element))
    }

    private mutating func view(_ element: XMLTree) throws(DiagnosticError) -> Node {
        try enter(element)
        defer { reading.removeLast() }
        let cls = element["class"] ?? ""
        var kind = Self.kinds[cls] ?? "view"
        if Self.kinds[cls] == nil { warnings.add("\(cls) drawn as a plain view") }
        let flags = Int64(truncatingIfNeeded: integer(element, "NSvFlags") ?? 0)
        var own: [(String, Node?)] = []
        var subviews: [Node] = []
        var placeholder: String?
        func text(_ key: String) -> Node? { string(element, key).map(YAMLNodes.text) }
        func value(_ key: String) -> Node? { number(element, key).map(YAMLNodes.number) }
        let font = try object(element, "IBUIFont").map { f -> Node in
            YAMLNodes.map([("size", number(f, "NSSize").map(YAMLNodes.number)),
                           ("weight", (string(f, "NSName") ?? "").contains("Bold") ? YAMLNodes.word("bold") : nil)])
        }
        let alignment: Node? = switch number(element, "IBUITextAlignment") { case 1?: YAMLNodes.word("center"); case 2?: YAMLNodes.word("right"); default: nil }
        switch kind {
        case "label":
            own = [("text", text("IBUIText")), ("font", font), ("textColor", try color(element, "IBUITextColor").map(YAMLNodes.text)),
                   ("textAlignment", alignment), ("numberOfLines", number(element, "IBUINumberOfLines").flatMap { $0 == 1 ? nil : YAMLNodes.number($0) })]
        case "button":
            let types = [0: "custom", 1: "roundedRect", 2: "detailDisclosure", 3: "infoLight", 4: "infoDark", 5: "contactAdd"]
            own = [("title", text("IBUINormalTitle")), ("type", YAMLNodes.word(types[integer(element, "IBUIButtonType") ?? 1] ?? "roundedRect"))]
        case "textField":
            let borders = [0: "none", 1: "line", 2: "bezel", 3: "roundedRect"]
            own = [("text", text("IBUIText")), ("placeholder", text("IBUIPlaceholder")),
                   ("borderStyle", YAMLNodes.word(borders[integer(element, "IBUIBorderStyle") ?? 0] ?? "none")), ("font", font)]
        case "segmentedControl":
            let titles = try array(element, "IBSegmentTitles").map { YAMLNodes.text($0.text) }
                + (try object(element, "IBSegmentTitles")?.children("string").map { YAMLNodes.text($0.text) } ?? [])
            own = [("segments", YAMLNodes.list(titles)), ("selectedSegmentIndex", value("IBSelectedSegmentIndex"))]
        case "switch":
            own = [("isOn", YAMLNodes.bool(bool(element, "IBUIOn") ?? false))]
        case "slider":
            own = [("value", value("IBUIValue")), ("minimumValue", value("IBUIMinValue")), ("maximumValue", value("IBUIMaxValue"))]
        case "textView":
            own = [("text", text("IBUIText")), ("font", font), ("textAlignment", alignment)]
        case "tableView":
            own = [("style", YAMLNodes.word(number(element, "IBUIStyle") == 1 ? "grouped" : "plain"))]
        case "searchBar":
            own = [("text", text("IBText")), ("placeholder", text("IBPlaceholder"))]
        case "toolbar":
            let items = try array(element, "IBUIItems").map(barButtonItem)
            own = [("items", items.isEmpty ? nil : YAMLNodes.list(items))]
        case "tabBar":
            let items = try array(element, "IBUIItems").map(tabItem)
            own = [("items", items.isEmpty ? nil : YAMLNodes.list(items))]
        case "navigationBar":
            let items = try array(element, "IBUIItems").map { YAMLNodes.map([("title", YAMLNodes.text(string($0, "IBUITitle") ?? ""))]) }
            own = [("items", items.isEmpty ? nil : YAMLNodes.list(items))]
        case "imageView":
            if let image = try object(element, "IBUIImage"), let name = string(image, "NSResourceName") {
                kind = "view"
                placeholder = IBViews.imagePlaceholderColor
                let size = Self.frame(element)
                subviews.append(IBViews.imagePlaceholderLabel(name, width: size?.2 ?? 0, height: size?.3 ?? 0))
            }
        default:
            break
        }
        for sub in try array(element, "NSSubviews") { subviews.append(try view(sub)) }
        let names = ["flexibleLeftMargin", "flexibleWidth", "flexibleRightMargin", "flexibleTopMargin", "flexibleHeight", "flexibleBottomMargin"]
        let mask = names.enumerated().filter { flags & (1 << Int64($0.offset)) != 0 }.map { YAMLNodes.word($0.element) }
        let frame = Self.frame(element)
        let common: [(String, Node?)] = [
            ("frame", frame.map { YAMLNodes.numbers([$0.0, $0.1, $0.2, $0.3]) }),
            ("autoresizingMask", mask.isEmpty ? nil : YAMLNodes.list(mask)),
            ("backgroundColor", (try color(element, "IBUIBackgroundColor") ?? placeholder).map(YAMLNodes.text)),
            ("hidden", flags & (1 << 31) != 0 ? YAMLNodes.bool(true) : nil),
            ("subviews", subviews.isEmpty ? nil : YAMLNodes.list(subviews)),
        ]
        return YAMLNodes.map([(kind, YAMLNodes.map(own + common))])
    }

    /// `{{x, y}, {w, h}}` (`NSFrame`) or `{w, h}` (`NSFrameSize`, at the origin).
    static func frame(_ element: XMLTree) -> (Double, Double, Double, Double)? {
        let strings = element.children.filter { $0.name == "string" }
        if let frame = strings.first(where: { $0["key"] == "NSFrame" })?.text {
            let n = numbers(frame)
            return n.count == 4 ? (n[0], n[1], n[2], n[3]) : nil
        }
        if let size = strings.first(where: { $0["key"] == "NSFrameSize" })?.text {
            let n = numbers(size)
            return n.count == 2 ? (0, 0, n[0], n[1]) : nil
        }
        return nil
    }

    static func numbers(_ text: String) -> [Double] {
        text.split { !"0123456789.-e".contains($0) }.compactMap { Double($0) }
    }

    /// An `NSColor`'s `#rrggbb(aa)`: RGB or white bytes (`"r g b a\0"` in the
    /// archive's base64, one character too many when its length is 1 mod 4), or a catalog name.
    private func color(_ parent: XMLTree, _ key: String) throws(DiagnosticError) -> String? {
        guard let color = try object(parent, key) else { return nil }
        let space = number(color, "NSColorSpace").map(Int.init) ?? 0
        if space == 6, let name = color.children.first(where: { $0["key"] == "NSColorName" })?.text {
            return IBNames.systemColor(name)
        }
        guard let bytes = color.children.first(where: { $0.name == "bytes" && ($0["key"] == "NSRGB" || $0["key"] == "NSWhite") }) else { return nil }
        var b64 = bytes.text.trimmingCharacters(in: .whitespacesAndNewlines)
        if b64.count % 4 == 1 { b64.removeLast() }
        while b64.count % 4 != 0 { b64 += "=" }
        guard let data = Data(base64Encoded: b64), let text = String(data: data, encoding: .ascii) else { return nil }
        let v = Self.numbers(text.replacingOccurrences(of: "\0", with: " "))
        if bytes["key"] == "NSWhite", let w = v.first { return IBNames.hex(w, w, w, v.count > 1 ? v[1] : 1) }
        guard v.count >= 3 else { return nil }
        return IBNames.hex(v[0], v[1], v[2], v.count > 3 ? v[3] : 1)
    }
}
