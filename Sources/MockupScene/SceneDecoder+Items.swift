import MockupCore
import MockupUI
import Yams

extension SceneDecoder {
    static let navigationItemKeys = [
        "title", "titleView", "leftBarButtonItem", "leftBarButtonItems", "rightBarButtonItem", "rightBarButtonItems",
        "backBarButtonItem", "prompt", "hidesBackButton", "largeTitleDisplayMode", "searchController",
    ]
    static let searchControllerKeys = ["placeholder", "text", "hidesSearchBarWhenScrolling"]
    static let barButtonItemKeys = ["title", "style", "systemItem", "width", "customView", "image"]
    static let tabBarItemKeys = ["title", "systemItem", "image", "badgeValue"]
    static let imageKeys = ["color", "systemName", "file", "named", "renderingMode", "tintColor", "tile", "symbolConfiguration"]
    static let symbolConfigurationKeys = ["pointSize", "weight", "scale"]

    /// `{title, titleView, leftBarButtonItem(s), rightBarButtonItem(s), backBarButtonItem, prompt, hidesBackButton, largeTitleDisplayMode}`.
    func navigationItem(_ node: Node, _ path: DocumentPath) -> NavigationItemSpec? {
        guard let m = reader.mapping(node, path, keys: Self.navigationItemKeys) else { return nil }
        var item = NavigationItemSpec(
            title: m.string("title"),
            titleView: m.value("titleView") { self.view($0, $1) },
            leftBarButtonItems: barButtonItems(m, side: "left"),
            rightBarButtonItems: barButtonItems(m, side: "right"),
            backBarButtonItem: m.value("backBarButtonItem") { self.barButtonItem($0, $1) },
            prompt: m.string("prompt"),
            hidesBackButton: m.bool("hidesBackButton") ?? false,
            largeTitleDisplayMode: m.name("largeTitleDisplayMode", "large title display mode") ?? .automatic
        )
        item.searchController = m.value("searchController") { self.searchController($0, $1) }
        return item
    }

    /// `{placeholder, text, hidesSearchBarWhenScrolling}`, or `true` for a search controller as UIKit makes one.
    func searchController(_ node: Node, _ path: DocumentPath) -> SearchControllerSpec? {
        if case .scalar = node {
            return reader.bool(node, path).flatMap { $0 ? SearchControllerSpec() : nil }
        }
        guard let m = reader.mapping(node, path, keys: Self.searchControllerKeys) else { return nil }
        return SearchControllerSpec(placeholder: m.string("placeholder") ?? "Search", text: m.string("text"),
                                    hidesSearchBarWhenScrolling: m.bool("hidesSearchBarWhenScrolling") ?? true)
    }

    /// `leftBarButtonItem: item` or `leftBarButtonItems: [items]` (not both); same for right.
    private func barButtonItems(_ m: MappingReader, side: String) -> [BarButtonItemSpec] {
        let single = "\(side)BarButtonItem", plural = "\(side)BarButtonItems"
        m.exclusive([single, plural]) { first, second in "give either '\(first)' or '\(second)', not both" }
        if let item = m.value(single, { self.barButtonItem($0, $1) }) { return [item] }
        return m.list(plural) { self.barButtonItem($0, $1) } ?? []
    }

    /// `{title, style, systemItem, width, customView, image}`.
    func barButtonItem(_ node: Node, _ path: DocumentPath) -> BarButtonItemSpec? {
        guard let m = reader.mapping(node, path, keys: Self.barButtonItemKeys) else { return nil }
        let item = BarButtonItemSpec(
            title: m.string("title"),
            style: m.name("style", "bar button item style") ?? .plain,
            systemItem: m.name("systemItem", "system item"),
            width: m.number("width", .length),
            customView: m.value("customView") { self.view($0, $1) },
            image: m.value("image") { self.image($0, $1) },
            location: reader.location(of: node)
        )
        let needed = ["title", "systemItem", "customView", "image"]
        if !needed.contains(where: { m.entry($0) != nil || m.misspelt($0) }) {
            reader.error("a bar button item needs a 'title', a 'systemItem', a 'customView' or an 'image'", at: node, path)
        }
        return item
    }

    /// `{title, systemItem, image, badgeValue}`.
    func tabBarItem(_ node: Node, _ path: DocumentPath) -> TabBarItemSpec? {
        guard let m = reader.mapping(node, path, keys: Self.tabBarItemKeys) else { return nil }
        return TabBarItemSpec(
            title: m.string("title"),
            systemItem: m.name("systemItem", "tab bar system item"),
            image: m.value("image") { self.image($0, $1) },
            badgeValue: m.string("badgeValue")
        )
    }

    /// A picture file's path (`avatars/anna.png`), or `{file, renderingMode, tintColor}`,
    /// or `{color, systemName}`: a flat colour or a built-in glyph.
    func image(_ node: Node, _ path: DocumentPath) -> ImageSpec? {
        if case .scalar = node {
            return imageFile(node, path).map { ImageSpec(file: $0) }
        }
        guard let m = reader.mapping(node, path, keys: Self.imageKeys) else { return nil }
        let sources = ["file", "named", "systemName"].filter { m.has($0) }
        for extra in sources.dropFirst() {
            reader.error("an image is one of a file, a named asset or a systemName; found '\(sources[0])' and '\(extra)'", at: m[extra]!, m.path(extra))
        }
        var spec = ImageSpec(
            color: color(m, "color"), systemName: m.value("systemName") { reader.word($0, $1, in: Glyph.names, "symbol") },
            file: m.value("file") { self.imageFile($0, $1) }, renderingMode: m.name("renderingMode", "rendering mode") ?? .automatic,
            tintColor: color(m, "tintColor")
        )
        spec.tile = color(m, "tile")
        spec.symbolConfiguration = m.value("symbolConfiguration") { node, path in
            reader.mapping(node, path, keys: Self.symbolConfigurationKeys).map {
                SymbolConfiguration(pointSize: $0.number("pointSize", .fontSize), weight: $0.name("weight", "symbol weight"),
                                    scale: $0.name("scale", "symbol scale"))
            }
        }
        if let set = m.value("named", { self.namedImage($0, $1) }) {
            spec.file = set.light ?? set.dark
            spec.darkFile = set.light == nil ? nil : set.dark
            // The image set's rendering intent, unless the scene says otherwise.
            if !m.has("renderingMode"), let template = set.template { spec.renderingMode = template ? .alwaysTemplate : .alwaysOriginal }
        }
        return spec
    }

    /// An asset catalog's image set by name.
    func namedImage(_ node: Node, _ path: DocumentPath) -> AssetCatalog.ImageSet? {
        guard let name = reader.string(node, path), hasCatalogs(for: name, node, path) else { return nil }
        for catalog in catalogs {
            if let set = catalog.images[name], set.light != nil || set.dark != nil { return set }
        }
        reader.unknownName("image asset", name, in: catalogs.flatMap { $0.images.keys }.sorted(), at: node, path)
        return nil
    }

    /// Whether the scene gives asset catalogs to look `name` up in; a located error when it gives none.
    func hasCatalogs(for name: String, _ node: Node, _ path: DocumentPath) -> Bool {
        guard catalogs.isEmpty else { return true }
        reader.error("no asset catalog holds '\(name)': the scene gives none (assets: [Assets.xcassets])", at: node, path)
        return false
    }

    /// An asset catalog named relative to the scene file, read now.
    func catalog(_ node: Node, _ path: DocumentPath) -> AssetCatalog? {
        guard let written = reader.string(node, path) else { return nil }
        let full = written.hasPrefix("/") ? written : images.folder + "/" + written
        do {
            let catalog = try AssetCatalog(path: full, loader: images)
            for note in catalog.notes where !notes.contains(note) { notes.append(note) }
            return catalog
        } catch {
            reader.error(error.message, at: node, path)
            return nil
        }
    }

    /// A picture file named relative to the scene, read now: a missing or unreadable one is a located error.
    func imageFile(_ node: Node, _ path: DocumentPath) -> ImageAsset? {
        guard let written = reader.string(node, path) else { return nil }
        do {
            return try images.image(written, source: reader.location(of: node))
        } catch {
            reader.error(error.message, at: node, path)
            return nil
        }
    }
}
