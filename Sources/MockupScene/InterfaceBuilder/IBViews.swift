import Foundation
import MockupUI
import Yams

/// How Interface Builder's view elements of the Xcode 5+ format become the
/// scene format's views: the kind, the stored frame and autoresizing mask,
/// and each kind's own properties.
enum IBViews {
    struct Frame: Hashable { var x, y, width, height: Double }

    /// IB's element names and the scene kind each is drawn as.
    static let kinds: [String: String] = Dictionary(uniqueKeysWithValues: ViewKindFormat.all.flatMap { kind in
        kind.storyboardElements.map { ($0, kind.name) }
    })

    static func frame(_ element: XMLTree) -> Frame? {
        guard let rect = element.child("rect", key: "frame") else { return nil }
        let v = ["x", "y", "width", "height"].map { rect[$0].flatMap(Double.init) ?? 0 }
        return Frame(x: v[0], y: v[1], width: v[2], height: v[3])
    }

    /// The mask's flags, nil when the element has none (or an empty one).
    static func autoresizing(_ element: XMLTree) -> Node? {
        guard let mask = element.child("autoresizingMask", key: "autoresizingMask") else { return nil }
        let names: [(String, String)] = [
            ("flexibleMinX", "flexibleLeftMargin"), ("widthSizable", "flexibleWidth"), ("flexibleMaxX", "flexibleRightMargin"),
            ("flexibleMinY", "flexibleTopMargin"), ("heightSizable", "flexibleHeight"), ("flexibleMaxY", "flexibleBottomMargin"),
        ]
        let flags = names.filter { mask[$0.0] == "YES" }.map { YAMLNodes.word($0.1) }
        return flags.isEmpty ? nil : YAMLNodes.list(flags)
    }

    /// A `fontDescription`'s size and weight: system, bold system, a text style, or a named font's size.
    /// A `fontDescription` as a scene font: its size and weight, and its face
    /// when `fonts` (the project's font files' names) holds its `name`.
    static func font(_ element: XMLTree?, fonts: Set<String> = []) -> Node? {
        guard let font = element?.child("fontDescription", key: "fontDescription") ?? element?.keyed("fontDescription") else { return nil }
        let styles: [String: (Double, String?)] = [
            "UICTFontTextStyleBody": (17, nil), "UICTFontTextStyleHeadline": (17, "semibold"), "UICTFontTextStyleSubhead": (15, nil),
            "UICTFontTextStyleFootnote": (13, nil), "UICTFontTextStyleCaption1": (12, nil), "UICTFontTextStyleCaption2": (11, nil),
            "UICTFontTextStyleCallout": (16, nil), "UICTFontTextStyleTitle1": (28, nil), "UICTFontTextStyleTitle2": (22, nil),
            "UICTFontTextStyleTitle3": (20, nil), "UICTFontTextStyleLargeTitle": (34, nil),
        ]
        var size = font["pointSize"].flatMap(Double.init)
        var weight: String?
        if let style = font["style"], let known = styles[style] { size = known.0; weight = known.1 }
        if font["type"] == "boldSystem" || (font["name"] ?? "").contains("Bold") { weight = "bold" }
        if let w = font["weight"], ["medium", "semibold", "bold"].contains(w) { weight = w }
        if let w = font["weight"], ["heavy", "black"].contains(w) { weight = "bold" }
        if let name = font["name"], fonts.contains(name) {
            // The face's own weight comes with its name.
            return YAMLNodes.map([("name", YAMLNodes.text(name)), ("size", size.map(YAMLNodes.number))])
        }
        guard size != nil || weight != nil else { return nil }
        return YAMLNodes.map([("size", size.map(YAMLNodes.number)), ("weight", weight.map(YAMLNodes.word))])
    }

    static func alignment(_ value: String?) -> Node? {
        switch value {
        case "center"?: YAMLNodes.word("center")
        case "right"?: YAMLNodes.word("right")
        default: nil
        }
    }

    /// A view that stretches with its parent: flexible width and height.
    static var filling: Node { YAMLNodes.list([YAMLNodes.word("flexibleWidth"), YAMLNodes.word("flexibleHeight")]) }

    /// A bar button item: its system item, else its title, else its SF Symbol
    /// where mockup has its glyph, or its named image where the asset catalogs
    /// beside the file (`catalogImages`) hold it (else the image's name as its
    /// title), its done style and width.
    static func barButtonItem(_ item: XMLTree, catalogImages: Set<String> = []) -> Node {
        let symbol = image(of: item).flatMap { $0.system && Glyph.names.contains($0.name) ? $0.name : nil }
        let named = symbol == nil ? image(of: item).flatMap { !$0.system && catalogImages.contains($0.name) ? $0.name : nil } : nil
        let title = item["title"] ?? (symbol == nil && named == nil ? image(of: item)?.name ?? "Item" : nil)
        let picture = symbol.map { YAMLNodes.map([("systemName", YAMLNodes.text($0))]) } ?? named.map { YAMLNodes.map([("named", YAMLNodes.text($0))]) }
        return YAMLNodes.map([
            ("systemItem", item["systemItem"].flatMap(IBNames.barSystemItem).map(YAMLNodes.word)),
            ("title", item["systemItem"] == nil ? title.map(YAMLNodes.text) : nil),
            ("image", item["systemItem"] == nil ? picture : nil),
            ("style", item["style"] == "done" ? YAMLNodes.word("done") : nil),
            ("width", item["width"].flatMap(Double.init).map(YAMLNodes.number)),
        ])
    }

    /// An image an element names: `image="NAME"` on it (a button's on its normal
    /// state or configuration), or an `<imageReference key="image">` there;
    /// `system` when it is an SF Symbol (`catalog="system"`).
    struct ImageName: Hashable {
        var name: String
        var system: Bool
    }

    static func image(of element: XMLTree) -> ImageName? {
        let holders = element.name == "button"
            ? [element.children("state").first { $0["key"] == "normal" }, element.child("buttonConfiguration")].compactMap { $0 }
            : [element]
        for holder in holders {
            for source in [holder, holder.child("imageReference", key: "image")].compactMap({ $0 }) {
                if let name = source["image"], !name.isEmpty { return ImageName(name: name, system: source["catalog"] == "system") }
            }
        }
        return nil
    }

    /// A button's title: its normal state's, else its configuration's.
    static func title(of button: XMLTree) -> String? {
        button.children("state").first { $0["key"] == "normal" }?["title"] ?? button.child("buttonConfiguration")?["title"]
    }

    /// The size of a button's title when its file gives none (Interface Builder's default system font).
    static let buttonFontSize = 15.0

    /// A named image's placeholder in `box`: the grey box with the image's name.
    static func imagePlaceholder(_ name: String, in box: Frame) -> Node {
        YAMLNodes.map([("view", YAMLNodes.map([
            ("frame", YAMLNodes.numbers([box.x, box.y, box.width, box.height])), ("backgroundColor", YAMLNodes.text(imagePlaceholderColor)),
            ("subviews", YAMLNodes.list([imagePlaceholderLabel(name, width: box.width, height: box.height)])),
        ]))])
    }

    /// A named image, whose pixels IB files do not hold, is drawn as a box of
    /// this grey (unless the view has a colour of its own) of its stored size,
    /// with `imagePlaceholderLabel` in it naming the image.
    static let imagePlaceholderColor = "#e5e5ea"
    /// The grey of the text naming what a placeholder stands for (an image, an absent storyboard).
    static let placeholderTextColor = "#8e8e93"

    static func imagePlaceholderLabel(_ name: String, width: Double, height: Double) -> Node {
        YAMLNodes.map([("label", YAMLNodes.map([
            ("frame", YAMLNodes.numbers([0, 0, width, height])), ("autoresizingMask", filling), ("text", YAMLNodes.text(name)),
            ("textAlignment", YAMLNodes.word("center")), ("textColor", YAMLNodes.text(placeholderTextColor)), ("font", YAMLNodes.map([("size", YAMLNodes.number(12))])),
        ]))])
    }

    /// A kind's own properties.
    static func properties(
        _ e: XMLTree, kind: String, colors: @escaping (XMLTree) -> Node?, fonts: Set<String> = [], warnings: inout IBWarnings
    ) -> [(String, Node?)] {
        guard let read = ViewKindFormat.named[kind]?.storyboardProperties else { return [] }
        return read(e, PropertySource(element: e, colors: colors, fonts: fonts), &warnings)
    }

    /// A bar's style, colours and translucency as Xcode writes them: `barStyle`
    /// (`black` and `blackOpaque` are black), `<color key="tintColor">` (the
    /// items'), `<color key="barTintColor">` (the background), `translucent="NO"`.
    static func bar(_ e: XMLTree, colors: (XMLTree) -> Node?) -> [(String, Node?)] {
        let styles = ["black": "black", "blackOpaque": "black", "blackTranslucent": "blackTranslucent"]
        return [
            ("barStyle", e["barStyle"].flatMap { styles[$0] }.map(YAMLNodes.word)),
            ("tintColor", e.child("color", key: "tintColor").flatMap(colors)),
            ("barTintColor", e.child("color", key: "barTintColor").flatMap(colors)),
            ("translucent", e["translucent"] == "NO" ? YAMLNodes.bool(false) : nil),
        ]
    }

    /// A navigation bar's `<textAttributes key="titleTextAttributes">` (or its
    /// large title's): the text colour and the font.
    static func titleAttributes(_ e: XMLTree, colors: (XMLTree) -> Node?, large: Bool) -> [(String, Node?)] {
        let key = large ? "largeTitleTextAttributes" : "titleTextAttributes"
        guard let attributes = e.child("textAttributes", key: key) else { return [] }
        let node = YAMLNodes.map([
            ("foregroundColor", attributes.child("color", key: "textColor").flatMap(colors)),
            ("font", font(attributes)),
        ])
        if case .mapping(let m) = node, m.isEmpty { return [] }
        return [(key, node)]
    }

    /// A tab bar's style and colours: its selected items' tint (`selectedImageTintColor`,
    /// iOS 5 to 7, else `tintColor`), the others' (`unselectedItemTintColor`, iOS 10).
    static func tabBar(_ e: XMLTree, colors: (XMLTree) -> Node?) -> [(String, Node?)] {
        let selected = e.child("color", key: "selectedImageTintColor") ?? e.child("color", key: "tintColor")
        return bar(e, colors: colors).map { $0.0 == "tintColor" ? ($0.0, selected.flatMap(colors)) : $0 }
            + [("unselectedItemTintColor", e.child("color", key: "unselectedItemTintColor").flatMap(colors))]
    }

    /// A cell: the text of its text label (else its first label) and detail label, its style and accessory.
    static func row(_ cell: XMLTree) -> Node {
        let labels = cell.descendants.filter { $0.name == "label" }
        let text = labels.first { $0["id"] == cell["textLabel"] } ?? labels.first
        let detail = labels.first { $0["id"] == cell["detailTextLabel"] && cell["detailTextLabel"] != nil }
        let styles = ["IBUITableViewCellStyleSubtitle": "subtitle", "IBUITableViewCellStyleValue1": "value1", "IBUITableViewCellStyleValue2": "value2"]
        return YAMLNodes.map([
            ("text", YAMLNodes.text(text?["text"] ?? text?.child("string", key: "text")?.text ?? "")),
            ("detail", detail?["text"].map(YAMLNodes.text)),
            ("style", cell["style"].flatMap { styles[$0] }.map(YAMLNodes.word)),
            ("accessory", accessory(cell)),
        ])
    }

    /// A cell's `accessoryType` that a row shows (`none` is left out).
    static func accessory(_ cell: XMLTree) -> Node? {
        cell["accessoryType"].flatMap { ["disclosureIndicator", "detailDisclosureButton", "checkmark"].contains($0) ? YAMLNodes.word($0) : nil }
    }

    /// A view's `<accessibility key="accessibilityConfiguration" label="..." hint="...">`
    /// with its `<accessibilityTraits key="traits" button="YES"/>` and `<bool key="isElement">`,
    /// as the scene's `accessibilityLabel`, `accessibilityHint`, `accessibilityTraits` and `isAccessibilityElement`.
    static func accessibility(_ element: XMLTree) -> [(String, Node?)] {
        guard let config = element.child("accessibility", key: "accessibilityConfiguration") else { return [] }
        let traits = config.child("accessibilityTraits", key: "traits").map { traits in
            AccessibilityTrait.allCases.filter { traits[$0.rawValue] == "YES" }.map { YAMLNodes.word($0.rawValue) }
        }
        let isElement = config.children("bool").first { $0["key"] == "isElement" }?["value"].map { YAMLNodes.bool($0 == "YES") }
        return [
            ("accessibilityLabel", config["label"].map(YAMLNodes.text)),
            ("accessibilityHint", config["hint"].map(YAMLNodes.text)),
            ("accessibilityTraits", traits.map(YAMLNodes.list)),
            ("isAccessibilityElement", isElement),
        ]
    }
}
