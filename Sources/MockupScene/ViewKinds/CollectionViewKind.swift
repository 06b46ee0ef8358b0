import MockupCore
import MockupUI
import Yams

extension ViewKindFormat {
    /// `collectionView` (UICollectionView with a UICollectionViewFlowLayout).
    static let collectionView = ViewKindFormat(
        name: "collectionView",
        summary: "A collection view: sections of cells laid out in lines by a flow layout.",
        keys: ["flowLayout", "sections", "items", "prototypes", "contentOffset"],
        properties: { ViewProperties.collectionViewProperties },
        decode: { $0.collectionViewKind($1) },
        storyboardElements: ["collectionView"]
    )
}

extension ViewProperties {
    fileprivate static var collectionViewProperties: [String: JSONSchema] {
        let item = JSONSchema.anyOf([.ref(.view), JSONSchema([
            "type": .string("object"), "required": .array([.string("prototype")]),
            "properties": .object([("prototype", JSONSchema.text("The prototype's name.").json)]),
            "description": .string("A prototype's cell: its other keys are ids of the prototype's views, each filled with a value."),
        ])], "A cell: a view (its content view), or a prototype's cell filled with values by id.")
        let items = JSONSchema.list(of: item, "The cells, in order.")
        return [
            "flowLayout": .object("UICollectionViewFlowLayout's properties.", keys: SceneDecoder.flowLayoutKeys, properties: [
                "itemSize": .numbers([.number(.length, "Width."), .number(.length, "Height.")], "[width, height] of every item (default [50, 50])."),
                "minimumLineSpacing": .number(.length, "Points between lines (default 10)."),
                "minimumInteritemSpacing": .number(.length, "The least points between items in a line (default 10)."),
                "sectionInset": .insets("[top, left, bottom, right] around each section (default none)."),
                "scrollDirection": .words(of: CollectionViewSpec.FlowLayout.ScrollDirection.self, "vertical (default) or horizontal."),
            ]),
            "sections": .list(of: .object("A section of cells.", keys: ["items"], properties: ["items": items]), "The sections (not with items)."),
            "items": items.described("The cells of a collection view of one section (not with sections)."),
            "prototypes": JSONSchema([
                "type": .string("object"), "description": .string("Prototype cells by name: items written {prototype: NAME, ...} are made from them."),
                "additionalProperties": JSONSchema.object("A prototype cell.", keys: ["contentView"], properties: [
                    "contentView": .ref(.screenView, "The cell's content view, its views named by id for the items to fill."),
                ]).json,
            ]),
            "contentOffset": .number(.coordinate, "How far the content is scrolled along its scroll direction, in points."),
        ]
    }
}

extension SceneDecoder {
    static let flowLayoutKeys = ["itemSize", "minimumLineSpacing", "minimumInteritemSpacing", "sectionInset", "scrollDirection"]

    fileprivate func collectionViewKind(_ m: MappingReader) -> ViewSpec.Kind {
        m.exclusive(["sections", "items"]) { _, _ in "a collection view has either 'items' (one section) or 'sections', not both" }
        var collection = CollectionViewSpec()
        if let node = m["flowLayout"], let f = reader.mapping(node, m.path("flowLayout"), keys: Self.flowLayoutKeys) {
            if let size = f.value("itemSize", { self.pair($0, $1, "item size [width, height]", .length) }) {
                collection.flowLayout.itemSize = Size(width: size.0, height: size.1)
            }
            if let spacing = f.number("minimumLineSpacing", .length) { collection.flowLayout.minimumLineSpacing = spacing }
            if let spacing = f.number("minimumInteritemSpacing", .length) { collection.flowLayout.minimumInteritemSpacing = spacing }
            if let inset = f.value("sectionInset", { self.insets($0, $1) }) { collection.flowLayout.sectionInset = inset }
            if let direction: CollectionViewSpec.FlowLayout.ScrollDirection = f.name("scrollDirection", "scroll direction") {
                collection.flowLayout.scrollDirection = direction
            }
        }
        var prototypes: [String: ViewSpec] = [:]
        if let node = m["prototypes"], let p = reader.mapping(node, m.path("prototypes"), keys: nil) {
            for entry in p.entries {
                guard let body = reader.mapping(entry.value, p.path(entry.name), keys: ["contentView"]) else { continue }
                prototypes[entry.name] = body.value("contentView") { self.screenView($0, $1) } ?? ViewSpec(kind: .view)
            }
        }
        func items(_ node: Node, _ path: DocumentPath) -> [ViewSpec]? {
            reader.list(node, path)?.compactMap { self.collectionItem($0.node, $0.path, prototypes: prototypes) }
        }
        if let cells = m.value("items", items) {
            collection.sections = [cells]
        } else {
            collection.sections = m.list("sections") { node, path in
                self.reader.mapping(node, path, keys: ["items"]).map { $0.value("items", items) ?? [] }
            } ?? []
        }
        collection.contentOffset = m.number("contentOffset", .coordinate) ?? 0
        return .collectionView(collection)
    }

    /// A cell: a view (its content view), or `{prototype: NAME, ID: VALUE...}`.
    private func collectionItem(_ node: Node, _ path: DocumentPath, prototypes: [String: ViewSpec]) -> ViewSpec? {
        guard case .mapping(let mapping) = node, let nameNode = mapping["prototype"] else { return view(node, path) }
        guard var cell = prototype(nameNode, path, in: prototypes, of: "collection view") else { return nil }
        let ids = cell.descendantIDs
        guard let m = reader.mapping(node, path, keys: ["prototype"] + ids.sorted()) else { return nil }
        fill(&cell, ids: ids, from: m)
        return cell
    }
}
