import MockupCore
import MockupUI
import Yams

/// Collection views: their flow layout (`<collectionViewFlowLayout
/// key="collectionViewLayout">`) and their prototype cells, each drawn once
/// with its content, as Interface Builder's canvas shows them.
extension StoryboardReader {
    mutating func collection(_ e: XMLTree) throws(DiagnosticError) -> [(String, Node?)] {
        var items: [Node] = []
        for cell in e.child("cells")?.children("collectionViewCell") ?? [] {
            items.append(try view(cell, isRoot: false, topInset: 0))
            ownConstraints = []
        }
        guard let flow = e.child("collectionViewFlowLayout", key: "collectionViewLayout") else {
            return [("items", items.isEmpty ? nil : YAMLNodes.list(items))]
        }
        func number(_ name: String) -> Node? { flow[name].flatMap(Double.init).map(YAMLNodes.number) }
        let size = flow.child("size", key: "itemSize").map { s in YAMLNodes.numbers(["width", "height"].map { s[$0].flatMap(Double.init) ?? 0 }) }
        let inset = flow.child("inset", key: "sectionInset").map { s in
            YAMLNodes.numbers(["minY", "minX", "maxY", "maxX"].map { s[$0].flatMap(Double.init) ?? 0 })
        }
        let layout = YAMLNodes.map([
            ("itemSize", size), ("minimumLineSpacing", number("minimumLineSpacing")), ("minimumInteritemSpacing", number("minimumInteritemSpacing")),
            ("sectionInset", inset), ("scrollDirection", flow["scrollDirection"] == "horizontal" ? YAMLNodes.word("horizontal") : nil),
        ])
        return [("flowLayout", layout), ("items", items.isEmpty ? nil : YAMLNodes.list(items))]
    }
}
