import MockupCore
import MockupUI
import Yams

/// Collection views: their flow layout (`<collectionViewFlowLayout
/// key="collectionViewLayout">`), their prototype cells, each drawn once
/// with its content, and the section's header and footer views
/// (`<collectionReusableView key="sectionHeaderView">`), as Interface
/// Builder's canvas shows them: each at its reference size, or its own
/// frame's height when the layout's is zero (the delegate sizes it then).
extension StoryboardReader {
    mutating func collection(_ e: XMLTree) throws(DiagnosticError) -> [(String, Node?)] {
        var items: [Node] = []
        for cell in e.child("cells")?.children("collectionViewCell") ?? [] {
            items.append(try view(cell, isRoot: false, topInset: 0))
            ownConstraints = []
        }
        let flow = e.child("collectionViewFlowLayout", key: "collectionViewLayout")
        var supplementaries: [(String, Node?)] = []
        var referenceSizes: [(String, Node?)] = []
        for (key, name, size) in [("sectionHeaderView", "header", "headerReferenceSize"), ("sectionFooterView", "footer", "footerReferenceSize")] {
            guard let element = e.child("collectionReusableView", key: key) else { continue }
            supplementaries.append((name, try view(element, isRoot: false, topInset: 0)))
            ownConstraints = []
            let stored = flow?.child("size", key: size)
            let frame = IBViews.frame(element)
            let width = stored?["width"].flatMap(Double.init).flatMap { $0 > 0 ? $0 : nil } ?? frame?.width ?? 0
            let height = stored?["height"].flatMap(Double.init).flatMap { $0 > 0 ? $0 : nil } ?? frame?.height ?? 0
            referenceSizes.append((size, YAMLNodes.numbers([width, height])))
        }
        let cells: [(String, Node?)] = supplementaries.isEmpty
            ? [("items", items.isEmpty ? nil : YAMLNodes.list(items))]
            : [("sections", YAMLNodes.list([YAMLNodes.map(supplementaries + [("items", YAMLNodes.list(items))])]))]
        guard let flow else { return cells }
        func number(_ name: String) -> Node? { flow[name].flatMap(Double.init).map(YAMLNodes.number) }
        let size = flow.child("size", key: "itemSize").map { s in YAMLNodes.numbers(["width", "height"].map { s[$0].flatMap(Double.init) ?? 0 }) }
        let inset = flow.child("inset", key: "sectionInset").map { s in
            YAMLNodes.numbers(["minY", "minX", "maxY", "maxX"].map { s[$0].flatMap(Double.init) ?? 0 })
        }
        let layout = YAMLNodes.map([
            ("itemSize", size), ("minimumLineSpacing", number("minimumLineSpacing")), ("minimumInteritemSpacing", number("minimumInteritemSpacing")),
            ("sectionInset", inset), ("scrollDirection", flow["scrollDirection"] == "horizontal" ? YAMLNodes.word("horizontal") : nil),
        ] + referenceSizes)
        return [("flowLayout", layout)] + cells
    }
}
