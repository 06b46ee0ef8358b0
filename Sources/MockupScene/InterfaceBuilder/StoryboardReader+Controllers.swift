import MockupCore
import MockupUI
import Yams

/// Controllers: containers with their children in relationship order, content
/// controllers with their title, items and view.
extension StoryboardReader {
    /// A controller's YAML: its container with its children, or its title, items and view.
    mutating func controller(_ element: XMLTree) throws(DiagnosticError) -> Node {
        switch element.name {
        case "navigationController":
            let roots = try children(element, relationship: "rootViewController") + inlineChildren(element)
            // The navigation bar's style and colours (its toolbar's background where the bar has none:
            // the format gives both bars one), large titles (`largeTitles`, as Xcode writes it) and title attributes.
            let bar = element.keyed("navigationBar")
            var look = bar.map { IBViews.bar($0, colors: colorNode) } ?? []
            if let toolbar = element.keyed("toolbar"), bar?.child("color", key: "barTintColor") == nil {
                look = look.map { $0.0 == "barTintColor" ? ($0.0, toolbar.child("color", key: "barTintColor").flatMap(colorNode)) : $0 }
            }
            let large = bar?["largeTitles"] == "YES" || bar?["prefersLargeTitles"] == "YES"
            let titles = bar.map { IBViews.titleAttributes($0, colors: colorNode, large: false) + IBViews.titleAttributes($0, colors: colorNode, large: true) } ?? []
            return YAMLNodes.map([
                ("navigationController", YAMLNodes.map([
                    ("viewControllers", YAMLNodes.list(roots.map(YAMLNodes.text))),
                    ("toolbarHidden", element["toolbarHidden"] == "NO" ? YAMLNodes.bool(false) : nil),
                    ("navigationBarHidden", element["navigationBarHidden"] == "YES" ? YAMLNodes.bool(true) : nil),
                    ("prefersLargeTitles", large ? YAMLNodes.bool(true) : nil),
                ] + look + titles)),
                ("tabBarItem", tabBarItem(element.keyed("tabBarItem"))),
            ])
        case "tabBarController":
            let tabs = try children(element, relationship: "viewControllers") + inlineChildren(element)
            let look = element.keyed("tabBar").map { IBViews.tabBar($0, colors: colorNode) } ?? []
            return YAMLNodes.map([("tabBarController", YAMLNodes.map([("viewControllers", YAMLNodes.list(tabs.map(YAMLNodes.text)))] + look))])
        case "splitViewController":
            // Its columns by relationship: the master (primary), iOS 14's supplementary,
            // the detail (secondary) and the compact column; Xcode's display mode and behaviour.
            func column(_ relationships: String...) throws(DiagnosticError) -> Node? {
                for relationship in relationships {
                    if let id = try children(element, relationship: relationship).first { return YAMLNodes.text(id) }
                }
                return nil
            }
            let primary = try column("masterViewController", "primaryViewController")
            guard let primary else {
                warnings.add("UISplitViewController without a master drawn as a plain view controller")
                return try contentController(element)
            }
            return YAMLNodes.map([
                ("splitViewController", YAMLNodes.map([
                    ("primary", primary),
                    ("supplementary", try column("supplementaryViewController")),
                    ("secondary", try column("detailViewController", "secondaryViewController")),
                    ("compact", try column("compactViewController")),
                    ("preferredDisplayMode", element["preferredDisplayMode"].map(YAMLNodes.word)),
                    ("preferredSplitBehavior", element["preferredSplitBehavior"].map(YAMLNodes.word)),
                ])),
                ("tabBarItem", tabBarItem(element.keyed("tabBarItem"))),
            ])
        default:
            if element.name != "viewController" && element.name != "tableViewController" { warnings.add("\(element.name) drawn as a plain view controller") }
            return try contentController(element)
        }
    }

    private mutating func contentController(_ element: XMLTree) throws(DiagnosticError) -> Node {
        let item = element.keyed("navigationItem")
        let title = element["title"] ?? item?["title"]
        let toolbarItems = element.child("toolbarItems")?.children("barButtonItem").map { barButtonItem($0) }
        let inNavigation = key(element).map(beneathNavigationBars.contains) ?? false
        let topInset = (canvases[element.file]?.statusBar ?? 20) + (inNavigation ? 44 : 0.0)
        var view: Node?
        if let root = element.keyed("view") {
            view = try self.view(root, isRoot: true, topInset: topInset)
        } else if let nib = element["nibName"] {
            view = try IBNibs.view(nib, beside: element.file, at: element.location, warnings: &warnings)
        }
        return YAMLNodes.map([
            ("title", title.map(YAMLNodes.text)),
            ("navigationItem", navigationItem(item)),
            ("toolbarItems", toolbarItems.map(YAMLNodes.list)),
            ("tabBarItem", tabBarItem(element.keyed("tabBarItem"))),
            ("view", view),
        ])
    }

    private func navigationItem(_ item: XMLTree?) -> Node? {
        guard let item else { return nil }
        func items(_ key: String) -> Node? {
            let list = item.child(key)?.children("barButtonItem") ?? []
            return list.isEmpty ? nil : YAMLNodes.list(list.map { barButtonItem($0) })
        }
        let node = YAMLNodes.map([
            ("title", item["title"].map(YAMLNodes.text)),
            ("prompt", item["prompt"].map(YAMLNodes.text)),
            ("leftBarButtonItem", item.keyed("leftBarButtonItem").map { barButtonItem($0) }),
            ("leftBarButtonItems", items("leftBarButtonItems")),
            ("rightBarButtonItem", item.keyed("rightBarButtonItem").map { barButtonItem($0) }),
            ("rightBarButtonItems", items("rightBarButtonItems")),
            ("backBarButtonItem", item.keyed("backBarButtonItem").map { barButtonItem($0) }),
            ("largeTitleDisplayMode", item["largeTitleDisplayMode"].map(YAMLNodes.word)),
        ])
        if case .mapping(let m) = node, m.isEmpty { return nil }
        return node
    }

    /// A bar button item, its named image drawn from the asset catalogs beside the file.
    func barButtonItem(_ item: XMLTree) -> Node { IBViews.barButtonItem(item, catalogImages: catalogs.images) }

    mutating func tabBarItem(_ item: XMLTree?) -> Node? {
        guard let item else { return nil }
        // A named image shows the asset catalog's picture of that name, else the built-in glyph of that name.
        var image: Node?
        if let name = item["image"] {
            if item["catalog"] != "system", catalogs.images.contains(name) {
                image = YAMLNodes.map([("named", YAMLNodes.text(name))])
            } else if Glyph.names.contains(name) {
                image = YAMLNodes.map([("systemName", YAMLNodes.text(name))])
            } else {
                warnings.add("tab bar item images drawn empty")
            }
        }
        return YAMLNodes.map([
            ("systemItem", item["systemItem"].flatMap(IBNames.tabSystemItem).map(YAMLNodes.word)),
            ("title", item["systemItem"] == nil ? item["title"].map(YAMLNodes.text) : nil),
            ("image", image),
            ("badgeValue", item["badgeValue"].map(YAMLNodes.text)),
        ])
    }
}
