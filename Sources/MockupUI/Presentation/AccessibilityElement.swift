import MockupCore

/// One element VoiceOver reads: what it says (label, value, traits, hint)
/// and where it is. `elements(in:)` finds them in a laid-out window with
/// UIKit's defaults for each kind, in VoiceOver's reading order.
public struct AccessibilityElement: Hashable, Sendable {
    public var label: String?
    public var value: String?
    public var traits: [AccessibilityTrait]
    public var hint: String?
    public var frame: Rect
    /// The view's kind and id, as the layout dump names them.
    public var kind: String
    public var id: String?

    /// What VoiceOver would say, in its order: `Wi-Fi, Home, button. Opens the Wi-Fi settings.`
    public var spoken: String { said + (hint.map { ". \($0)" } ?? "") }

    /// What VoiceOver says before the hint: label, value and traits (`Wi-Fi, Home, button`).
    public var said: String {
        var parts = [label ?? "(no label)"]
        if let value, !value.isEmpty { parts.append(value) }
        parts += traits.filter { $0 != .none }.map(\.spokenName)
        return parts.joined(separator: ", ")
    }

    /// The window's elements in reading order, container by container as
    /// UIKit orders them: a view's subviews that hold elements are read as
    /// blocks, top to bottom by rows (a block starting above the middle of a
    /// row's first joins that row), each row from the leading side, a block
    /// placed by the box round its elements (so a navigation bar is read
    /// before the content beneath it). Views not shown (alpha 0) and what an
    /// element holds are left out: a cell is read as one element, not its labels.
    public static func elements(in window: PresentedView, rightToLeft: Bool = false) -> [AccessibilityElement] {
        ordered(window, inNavigationBar: false, rightToLeft: rightToLeft)
    }

    private static func ordered(_ view: PresentedView, inNavigationBar: Bool, rightToLeft: Bool) -> [AccessibilityElement] {
        guard !view.isDecoration, view.alpha > 0 else { return [] }
        if let placed = view.layerChildren {
            return inReadingOrder(placed.map { ordered($0, inNavigationBar: inNavigationBar, rightToLeft: rightToLeft) }, rightToLeft: rightToLeft)
        }
        if let element = element(view, inNavigationBar: inNavigationBar) { return [element] }
        let inBar = inNavigationBar || view.kind == .navigationBar
        return inReadingOrder(view.children.map { ordered($0, inNavigationBar: inBar, rightToLeft: rightToLeft) }, rightToLeft: rightToLeft)
    }

    /// Blocks of elements in reading order, each placed by the box round it.
    private static func inReadingOrder(_ blocks: [[AccessibilityElement]], rightToLeft: Bool) -> [AccessibilityElement] {
        let placed = blocks.filter { !$0.isEmpty }.enumerated().map { index, block in
            (index: index, box: block.dropFirst().reduce(block[0].frame) { $0.union($1.frame) }, block: block)
        }
        var rows: [[(index: Int, box: Rect, block: [AccessibilityElement])]] = []
        for block in placed.sorted(by: { ($0.box.minY, $0.index) < ($1.box.minY, $1.index) }) {
            if let first = rows.last?.first, block.box.minY < first.box.midY {
                rows[rows.count - 1].append(block)
            } else {
                rows.append([block])
            }
        }
        return rows.flatMap { row in
            row.sorted { a, b in
                let (x, y) = rightToLeft ? (-a.box.maxX, -b.box.maxX) : (a.box.minX, b.box.minX)
                return (x, a.index) < (y, b.index)
            }.flatMap(\.block)
        }
    }

    /// The element a view is, with UIKit's defaults for its kind where the
    /// scene sets nothing; nil when it is not one (its subviews may be).
    static func element(_ view: PresentedView, inNavigationBar: Bool) -> AccessibilityElement? {
        let own = view.accessibility ?? AccessibilitySpec()
        guard var element = defaultElement(view, inNavigationBar: inNavigationBar) ?? (own.isElement == true ? plainElement(view) : nil),
              own.isElement != false else { return nil }
        if let label = own.label { element.label = label }
        if let hint = own.hint { element.hint = hint }
        if let traits = own.traits { element.traits = traits }
        return element
    }

    /// A view of no reading kind made an element: its texts read together.
    private static func plainElement(_ view: PresentedView) -> AccessibilityElement {
        AccessibilityElement(label: texts(view).nilIfEmpty, value: nil, traits: [], hint: nil, frame: view.frame, kind: view.kind.name, id: view.id)
    }

    /// UIKit's defaults: labels are static text (a navigation bar's title a
    /// header), buttons and bar items buttons labelled by their titles (a system
    /// item by its name), tabs and segments buttons, selected when they are;
    /// a switch a button reading on or off; a slider, page control and progress
    /// view their values; a text field its text, labelled by its placeholder;
    /// a cell its labels' texts. Image views and plain views are not elements.
    private static func defaultElement(_ view: PresentedView, inNavigationBar: Bool) -> AccessibilityElement? {
        func make(_ label: String?, _ traits: [AccessibilityTrait], value: String? = nil) -> AccessibilityElement {
            AccessibilityElement(label: label, value: value, traits: traits, hint: nil, frame: view.frame, kind: view.kind.name, id: view.id)
        }
        switch view.content {
        case .label:
            guard let text = view.text, !text.isEmpty else { return nil }
            return make(InlineSymbol.plain(text), inNavigationBar || view.tags.contains(.navigationTitle) ? [.header] : [.staticText])
        case .barButtonItem(let item), .backButton(let item):
            return make(item.title ?? item.systemItem.map(spokenName) ?? view.title, [.button])
        case .tabBarItem(let item):
            return make(item.title.nilIfEmpty ?? view.title, item.selected ? [.button, .selected] : [.button])
        case .tableCell(let cell):
            return make(texts(view).nilIfEmpty, cell.selected ? [.selected] : [])
        case .control(let control):
            switch control.kind {
            case .button(let button): return make(button.title?.text ?? view.title ?? view.text, [.button])
            case .segment(let segment): return make(view.title ?? view.text ?? texts(view).nilIfEmpty, segment.selected ? [.button, .selected] : [.button])
            case .switchControl: return make(nil, [.button], value: view.shownValue)
            case .slider, .pageControl: return make(nil, [.adjustable], value: view.shownValue)
            case .progressView: return make(nil, [.updatesFrequently], value: view.shownValue)
            case .textField(let field):
                // Its text is its value; an empty field reads its placeholder as its label.
                let typed = view.text ?? ""
                return typed.isEmpty ? make(field.text?.text, []) : make(nil, [], value: typed)
            case .searchBar: return make(view.text ?? view.title, [.searchField])
            default: return nil
            }
        default:
            return view.kind == .collectionViewCell ? make(texts(view).nilIfEmpty, []) : nil
        }
    }

    /// The texts of a view's labels, in order, joined as VoiceOver joins a cell's: `Wi-Fi, Home`.
    private static func texts(_ view: PresentedView) -> String {
        var texts: [String] = []
        func walk(_ v: PresentedView) {
            if case .label = v.content, let text = v.text, !text.isEmpty { texts.append(InlineSymbol.plain(text)) }
            v.children.forEach(walk)
        }
        view.children.forEach(walk)
        return texts.joined(separator: ", ")
    }

    /// A system item's name as UIKit reads it: `Add`, `Share` for action, `Delete` for trash, words for the rest (chosen).
    private static func spokenName(_ item: BarButtonItemSpec.SystemItem) -> String {
        switch item.rawValue {
        case "action": return "Share"
        case "trash": return "Delete"
        default:
            let words = item.rawValue.reduce(into: "") { text, c in text += c.isUppercase ? " " + c.lowercased() : String(c) }
            return words.prefix(1).uppercased() + words.dropFirst()
        }
    }

}

extension AccessibilityTrait {
    /// How VoiceOver says it: `button`, `heading`, `selected`, `adjustable`...
    public var spokenName: String {
        switch self {
        case .header: "heading"
        case .staticText: "text"
        case .notEnabled: "dimmed"
        case .searchField: "search field"
        case .toggleButton: "toggle"
        case .tabBar: "tab bar"
        default: rawValue
        }
    }
}

extension String {
    /// nil for the empty string.
    var nilIfEmpty: String? { isEmpty ? nil : self }
}
