import MockupCore
import MockupUI
import Yams

extension ViewKindFormat {
    /// `collectionView` (UICollectionView with a flow layout or a compositional layout).
    static let collectionView = ViewKindFormat(
        name: "collectionView",
        summary: "A collection view: sections of cells laid out by a flow layout or a compositional layout.",
        keys: SceneDecoder.collectionViewKeys,
        properties: { CollectionViewSchemas.properties },
        decode: { $0.collectionViewKind($1) },
        storyboardElements: ["collectionView"]
    )
}

extension SceneDecoder {
    static let collectionViewKeys = ["flowLayout", "compositionalLayout", "sections", "items", "prototypes", "contentOffset"]
    static let flowLayoutKeys = ["itemSize", "estimatedItemSize", "minimumLineSpacing", "minimumInteritemSpacing", "sectionInset",
                                 "scrollDirection", "headerReferenceSize", "footerReferenceSize"]
    static let compositionalLayoutKeys = ["list", "sections", "interSectionSpacing"]
    static let gridSectionKeys = ["columns", "width", "height", "interItemSpacing", "interGroupSpacing", "contentInsets",
                                  "orthogonalScrollingBehavior", "headerHeight", "footerHeight"]
    static let collectionSectionKeys = ["header", "footer", "items"]

    fileprivate func collectionViewKind(_ m: MappingReader) -> ViewSpec.Kind {
        m.exclusive(["sections", "items"]) { _, _ in "a collection view has either 'items' (one section) or 'sections', not both" }
        m.exclusive(["flowLayout", "compositionalLayout"]) { _, _ in "a collection view has one layout: 'flowLayout' or 'compositionalLayout'" }
        var collection = CollectionViewSpec()
        if let node = m["flowLayout"], let f = reader.mapping(node, m.path("flowLayout"), keys: Self.flowLayoutKeys) {
            collection.flowLayout = flowLayout(f)
        }
        if let node = m["compositionalLayout"] {
            collection.compositionalLayout = compositionalLayout(node, m.path("compositionalLayout"))
        }
        let prototypes = rowPrototypes(m)
        func section(_ node: Node, _ path: DocumentPath, index: Int) -> CollectionSectionSpec? {
            guard let s = reader.mapping(node, path, keys: Self.collectionSectionKeys) else { return nil }
            var section = items(s["items"], s.path("items"), index: index)
            (section.header, section.headerView) = s.value("header", supplementary) ?? (nil, nil)
            (section.footer, section.footerView) = s.value("footer", supplementary) ?? (nil, nil)
            return section
        }
        // A list section's cells are list cells, written as a table's rows; other sections' are views.
        func items(_ node: Node?, _ path: DocumentPath, index: Int) -> CollectionSectionSpec {
            guard let node, let list = reader.list(node, path) else { return CollectionSectionSpec() }
            if case .list = collection.compositionalLayout?.layout(ofSection: index) {
                return CollectionSectionSpec(rows: list.compactMap { row($0.node, $0.path, prototypes: prototypes, owner: "collection view") })
            }
            return CollectionSectionSpec(items: list.compactMap { collectionItem($0.node, $0.path, prototypes: prototypes) })
        }
        if let node = m["items"] {
            collection.sections = [items(node, m.path("items"), index: 0)]
        } else if let node = m["sections"], let list = reader.list(node, m.path("sections")) {
            collection.sections = list.enumerated().compactMap { section($1.node, $1.path, index: $0) }
        }
        collection.contentOffset = m.number("contentOffset", .coordinate) ?? 0
        return .collectionView(collection)
    }

    private func flowLayout(_ f: MappingReader) -> CollectionViewSpec.FlowLayout {
        var flow = CollectionViewSpec.FlowLayout()
        func size(_ name: String) -> Size? {
            let what = ["itemSize": "item size", "estimatedItemSize": "estimated item size", "headerReferenceSize": "header size",
                        "footerReferenceSize": "footer size"][name] ?? "size"
            return f.value(name) { self.pair($0, $1, "\(what) [width, height]", .length) }.map { Size(width: $0.0, height: $0.1) }
        }
        if let size = size("itemSize") { flow.itemSize = size }
        if let node = f["estimatedItemSize"] {
            // automaticSize, or an estimate: either way each item takes its content's size.
            if case .scalar(let scalar) = node, scalar.string == "automaticSize" {
                flow.automaticItemSize = true
            } else if let estimate = size("estimatedItemSize") {
                flow.automaticItemSize = estimate.width > 0 && estimate.height > 0
            }
        }
        if let spacing = f.number("minimumLineSpacing", .length) { flow.minimumLineSpacing = spacing }
        if let spacing = f.number("minimumInteritemSpacing", .length) { flow.minimumInteritemSpacing = spacing }
        if let inset = f.value("sectionInset", { self.insets($0, $1) }) { flow.sectionInset = inset }
        if let direction: CollectionViewSpec.FlowLayout.ScrollDirection = f.name("scrollDirection", "scroll direction") {
            flow.scrollDirection = direction
        }
        if let size = size("headerReferenceSize") { flow.headerReferenceSize = size }
        if let size = size("footerReferenceSize") { flow.footerReferenceSize = size }
        return flow
    }

    /// `{list: APPEARANCE}`, or `{sections: [{list: APPEARANCE} | {grid: {...}}], interSectionSpacing}`.
    private func compositionalLayout(_ node: Node, _ path: DocumentPath) -> CompositionalLayout? {
        guard let c = reader.mapping(node, path, keys: Self.compositionalLayoutKeys) else { return nil }
        c.exclusive(["list", "sections"]) { _, _ in "a compositional layout is one 'list' or 'sections' of layouts, not both" }
        var layout = CompositionalLayout(sections: [])
        if let appearance: CompositionalLayout.ListAppearance = c.name("list", "list appearance") {
            layout.sections = [.list(appearance)]
        }
        if let sections = c.list("sections", sectionLayout) { layout.sections = sections }
        if layout.sections.isEmpty, c["list"] == nil, c["sections"] == nil {
            reader.error("a compositional layout needs 'list' or 'sections'", at: node, path)
        }
        layout.interSectionSpacing = c.number("interSectionSpacing", .length) ?? 0
        return layout
    }

    /// One section's layout: `{list: APPEARANCE}` or `{grid: {columns, width, height, ...}}`.
    private func sectionLayout(_ node: Node, _ path: DocumentPath) -> CompositionalLayout.SectionLayout? {
        guard let s = reader.mapping(node, path, keys: ["list", "grid"]) else { return nil }
        s.exclusive(["list", "grid"]) { _, _ in "a section's layout is a 'list' or a 'grid', not both" }
        if let appearance: CompositionalLayout.ListAppearance = s.name("list", "list appearance") { return .list(appearance) }
        guard let gridNode = s["grid"] else {
            if s["list"] == nil { reader.error("a section's layout needs 'list' or 'grid'", at: node, path) }
            return nil
        }
        guard let g = reader.mapping(gridNode, s.path("grid"), keys: Self.gridSectionKeys) else { return nil }
        var grid = CompositionalLayout.GridSection()
        if let columns = g.integer("columns", .columnCount) { grid.columns = columns }
        if let width = g.value("width", dimension) { grid.width = width }
        if let height = g.value("height", dimension) { grid.height = height }
        if let spacing = g.number("interItemSpacing", .length) { grid.interItemSpacing = spacing }
        if let spacing = g.number("interGroupSpacing", .length) { grid.interGroupSpacing = spacing }
        if let insets = g.value("contentInsets", { self.insets($0, $1) }) { grid.contentInsets = insets }
        if let behavior: CompositionalLayout.OrthogonalScrolling = g.name("orthogonalScrollingBehavior", "orthogonal scrolling behavior") {
            grid.orthogonalScrollingBehavior = behavior
        }
        if let height = g.value("headerHeight", dimension) { grid.headerHeight = height }
        if let height = g.value("footerHeight", dimension) { grid.footerHeight = height }
        return .grid(grid)
    }

    /// NSCollectionLayoutDimension: points, or `{fractionalWidth: F}`, `{fractionalHeight: F}`, `{absolute: P}`, `{estimated: P}`.
    private func dimension(_ node: Node, _ path: DocumentPath) -> CompositionalLayout.Dimension? {
        if case .scalar = node { return reader.number(node, path, .length).map { .absolute($0) } }
        guard let d = reader.mapping(node, path, keys: Self.dimensionKinds), let entry = d.entries.first else { return nil }
        guard d.entries.count == 1 else {
            reader.error("a dimension is one of \(Self.dimensionKinds.joined(separator: ", ")), not several", at: node, path)
            return nil
        }
        guard let value = reader.number(entry.value, d.path(entry.name), .length) else { return nil }
        switch entry.name {
        case "fractionalWidth": return .fractionalWidth(value)
        case "fractionalHeight": return .fractionalHeight(value)
        case "estimated": return .estimated(value)
        default: return .absolute(value)
        }
    }

    static let dimensionKinds = ["fractionalWidth", "fractionalHeight", "absolute", "estimated"]

    /// A cell: a view (its content view), or `{prototype: NAME, ID: VALUE...}`: the prototype's content view filled.
    func collectionItem(_ node: Node, _ path: DocumentPath, prototypes: [String: TableRowSpec]) -> ViewSpec? {
        guard case .mapping(let mapping) = node, mapping["prototype"] != nil else { return view(node, path) }
        return row(node, path, prototypes: prototypes, owner: "collection view").map { $0.contentView ?? ViewSpec(kind: .view) }
    }
}
