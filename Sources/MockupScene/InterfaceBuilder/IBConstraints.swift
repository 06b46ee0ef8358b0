import MockupCore
import MockupUI
import Yams

/// A view element's Auto Layout as the scene spells it: its `<constraints>`
/// written as anchors among the view (`view`), its safe area guide
/// (`safeArea`) and its subviews (named `ib_` and their ids), with a view
/// controller's legacy top and bottom layout guides read as the safe area's
/// edges, placeholders removed, and size-class variations kept; and its own
/// size constraints, which the scene holds in its parent.
struct IBConstraints {
    /// The constraints for the view's `constraints`.
    var constraints: [Node] = []
    /// The view's own (its width, its height, its aspect ratio), for its parent's.
    var own: [Node] = []
    /// The subviews its constraints name, which the scene gives ids.
    var named: Set<String> = []
    /// How many name layout guides of views within it, which mockup leaves out.
    var distant = 0

    /// The scene's name for an element id (`ib_` and the id, its dashes underscores).
    static func name(_ id: String) -> String {
        "ib_" + String(id.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }

    /// `element`'s constraints; `guides` gives a view controller layout guide's type (`top`, `bottom`) by id.
    init(_ element: XMLTree, guides: [String: String]) {
        let id = element["id"]
        let safeArea = element.child("viewLayoutGuide", key: "safeArea")?["id"]
        // Its subviews and the views within them (a constraint is held by its items' nearest common ancestor).
        let children = Self.descendantIDs(of: element)
        let masks = Self.masks(of: element)

        /// An item and attribute as the scene names them; nil when the item is not this view's.
        func anchor(_ item: String?, _ attribute: String) -> (item: String, attribute: String)? {
            let attribute = attribute == "baseline" ? "lastBaseline" : attribute
            guard LayoutConstraintSpec.Attribute(rawValue: attribute) != nil else { return nil }
            guard let item, item != id else { return ("view", attribute) }
            if item == safeArea { return ("safeArea", attribute) }
            if let guide = guides[item] {
                // topLayoutGuide's bottom and bottomLayoutGuide's top are the safe area's edges (iOS 11).
                switch (guide, attribute) {
                case ("top", "bottom"): return ("safeArea", "top")
                case ("bottom", "top"): return ("safeArea", "bottom")
                case ("top", "top"): return ("view", "top")
                case ("bottom", "bottom"): return ("view", "bottom")
                default: return nil
                }
            }
            return children.contains(item) ? (Self.name(item), attribute) : nil
        }

        for constraint in element.child("constraints")?.children("constraint") ?? [] where constraint["placeholder"] != "YES" {
            guard let firstAttribute = constraint["firstAttribute"] else { continue }
            let firstItem = constraint["firstItem"], secondItem = constraint["secondItem"]
            let ownOnly = (firstItem == nil || firstItem == id) && (secondItem == nil || secondItem == id)
            var text: String?
            if ownOnly, let id {
                // The view's own size: its parent holds it, naming the view.
                text = Self.text(constraint, first: (Self.name(id), firstAttribute == "baseline" ? "lastBaseline" : firstAttribute),
                                 second: constraint["secondAttribute"].map { (Self.name(id), $0) })
                if let text { own.append(Self.node(text, constraint, masks: masks)) }
                continue
            }
            guard let first = anchor(firstItem, firstAttribute) else { distant += 1; continue }
            var second: (item: String, attribute: String)?
            if let secondAttribute = constraint["secondAttribute"] {
                guard let found = anchor(secondItem, secondAttribute) else { distant += 1; continue }
                second = found
            }
            text = Self.text(constraint, first: first, second: second)
            guard let text else { continue }
            for item in [first.item, second?.item].compactMap({ $0 }) where item.hasPrefix("ib_") { named.insert(item) }
            constraints.append(Self.node(text, constraint, masks: masks))
        }
    }

    /// The ids of the views within `element` at any depth: in its subviews, a
    /// visual effect view's or a collection view cell's content view, not a table's cells.
    static func descendantIDs(of element: XMLTree) -> Set<String> {
        var ids = Set<String>()
        var pending = [element]
        while let next = pending.popLast() {
            guard next.name != "tableView" else { continue }
            let content = next.child("view", key: "contentView").map { [$0] } ?? []
            for sub in content + (next.child("subviews")?.children ?? []) {
                if let id = sub["id"] { ids.insert(id) }
                pending.append(sub)
            }
        }
        return ids
    }

    /// Whether Auto Layout places the view (`translatesAutoresizingMaskIntoConstraints="NO"`, a stack's arranged views).
    static func placedByAutoLayout(_ element: XMLTree) -> Bool {
        element["translatesAutoresizingMaskIntoConstraints"] == "NO"
    }

    /// `<edgeInsets key="layoutMargins">`, or `<directionalEdgeInsets
    /// key="directionalLayoutMargins">` (leading on the left: a right-to-left
    /// interface mirrors the laid-out screen), as `[top, left, bottom, right]`.
    static func layoutMargins(_ element: XMLTree) -> Node? {
        if let insets = element.child("edgeInsets", key: "layoutMargins") {
            return YAMLNodes.numbers(["top", "left", "bottom", "right"].map { insets[$0].flatMap(Double.init) ?? 0 })
        }
        guard let insets = element.child("directionalEdgeInsets", key: "directionalLayoutMargins") else { return nil }
        return YAMLNodes.numbers(["top", "leading", "bottom", "trailing"].map { insets[$0].flatMap(Double.init) ?? 0 })
    }

    /// `horizontalHuggingPriority="251"` and its vertical twin (or the
    /// compression resistance's) as `{horizontal, vertical}`; nil when neither is written.
    static func priorities(_ element: XMLTree, _ suffix: String) -> Node? {
        let horizontal = element["horizontal" + suffix].flatMap(Double.init), vertical = element["vertical" + suffix].flatMap(Double.init)
        guard horizontal != nil || vertical != nil else { return nil }
        return YAMLNodes.map([("horizontal", horizontal.map(YAMLNodes.number)), ("vertical", vertical.map(YAMLNodes.number))])
    }

    /// The anchors' text: `a.attr REL b.attr * m + c @p`, or `a.width REL c`.
    private static func text(_ c: XMLTree, first: (item: String, attribute: String), second: (item: String, attribute: String)?) -> String? {
        let relation = ["greaterThanOrEqual": ">=", "lessThanOrEqual": "<="][c["relation"] ?? ""] ?? "=="
        let constant = c["constant"].flatMap(Double.init) ?? 0
        var text = "\(first.item).\(first.attribute) \(relation) "
        if let second {
            text += "\(second.item).\(second.attribute)"
            let multiplier = multiplier(c["multiplier"])
            if multiplier != 1 { text += " * \(number(multiplier))" }
            if constant != 0 { text += signed(constant) }
        } else {
            guard first.attribute == "width" || first.attribute == "height", constant >= 0 else { return nil }
            text += number(constant)
        }
        if let priority = c["priority"].flatMap(Double.init), priority >= 1, priority < 1000 { text += " @\(number(priority))" }
        return text
    }

    /// `1:1`, `16:9` (a ratio) or `0.5`; 1 when absent or unreadable.
    static func multiplier(_ text: String?) -> Double {
        guard let text else { return 1 }
        let parts = text.split(separator: ":").compactMap { Double($0) }
        if parts.count == 2, parts[1] != 0 { return parts[0] / parts[1] }
        return Double(text) ?? 1
    }

    /// ` + 8` or ` - 8`.
    private static func signed(_ value: Double) -> String {
        value == 0 ? "" : (value < 0 ? " - " : " + ") + number(abs(value))
    }

    /// A number as the constraint text reads it: its shortest exact digits, without an exponent.
    private static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        let text = "\(value)"
        guard text.contains("e") else { return text }
        return String(format: "%.10f", value).replacingOccurrences(of: #"0+$"#, with: "", options: .regularExpression)
    }

    /// The constraint as a scene node: its text, or a mapping with its
    /// identifier and its variations when it has them.
    private static func node(_ text: String, _ c: XMLTree, masks: [String: [(String, Bool)]]) -> Node {
        var variations: [(String, [(String, Node?)])] = []
        var active = true
        for (key, installed) in c["id"].flatMap({ masks[$0] }) ?? [] {
            if key == "default" { active = installed; continue }
            variations.append((key, [("isActive", YAMLNodes.bool(installed))]))
        }
        for variation in c.children("variation") {
            guard let key = variation["key"], let constant = variation["constant"].flatMap(Double.init) else { continue }
            if key == "default" { continue }
            if let index = variations.firstIndex(where: { $0.0 == key }) {
                variations[index].1.append(("constant", YAMLNodes.number(constant)))
            } else {
                variations.append((key, [("constant", YAMLNodes.number(constant))]))
            }
        }
        variations = variations.filter { SizeClassVariation(key: $0.0) != nil }
        let identifier = c["identifier"]
        guard !variations.isEmpty || !active || identifier != nil else { return YAMLNodes.text(text) }
        return YAMLNodes.map([
            ("id", identifier.map(YAMLNodes.text)),
            ("constraint", YAMLNodes.text(text)),
            ("isActive", active ? nil : YAMLNodes.bool(false)),
            ("variations", variations.isEmpty ? nil : YAMLNodes.map(variations.map { ($0.0, YAMLNodes.map($0.1)) })),
        ])
    }

    /// The view's size-class masks of its constraints: by constraint id, each
    /// variation key (`default` for any size) and whether it is installed there.
    private static func masks(of element: XMLTree) -> [String: [(String, Bool)]] {
        var masks: [String: [(String, Bool)]] = [:]
        for variation in element.children("variation") {
            guard let key = variation["key"], let mask = variation.child("mask", key: "constraints") else { continue }
            for entry in mask.children {
                guard let reference = entry["reference"], entry.name == "include" || entry.name == "exclude" else { continue }
                masks[reference, default: []].append((key, entry.name == "include"))
            }
        }
        return masks
    }
}
