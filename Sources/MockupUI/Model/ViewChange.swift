import MockupCore

/// What a `set` step changes: properties of the view with `id`.
///
///     set: {id: wifi, isOn: false}
public struct ViewChange: Hashable, Sendable {
    public var id: String
    public var properties: [Property]

    public init(id: String, properties: [Property]) {
        self.id = id
        self.properties = properties
    }

    /// One property and its new value.
    public enum Property: Hashable, Sendable {
        case isOn(Bool)
        case value(Double)
        case progress(Double)
        case currentPage(Int)
        case text(String)
        case selectedSegmentIndex(Int)
        case selectedRows([Int])
        case hidden(Bool)
        case alpha(Double)
        case frame(Rect)
        case backgroundColor(Color)
        /// A named constraint's constant, whether it is active, its priority.
        case constant(Double)
        case isActive(Bool)
        case priority(Double)

        /// The property's key in the scene file.
        public var name: String {
            switch self {
            case .isOn: "isOn"
            case .value: "value"
            case .progress: "progress"
            case .currentPage: "currentPage"
            case .text: "text"
            case .selectedSegmentIndex: "selectedSegmentIndex"
            case .selectedRows: "selectedRows"
            case .hidden: "hidden"
            case .alpha: "alpha"
            case .frame: "frame"
            case .backgroundColor: "backgroundColor"
            case .constant: "constant"
            case .isActive: "isActive"
            case .priority: "priority"
            }
        }
    }
}

extension ViewSpec {
    /// This view with `property` set; the message says why a view of this
    /// kind has no such property.
    public mutating func set(_ property: ViewChange.Property) -> String? {
        func absent() -> String { "a \(kind.name) has no '\(property.name)'" }
        switch (property, kind) {
        case (.constant, _), (.isActive, _), (.priority, _):
            return "a view has no '\(property.name)': it is a constraint's (name the constraint by its id)"
        case (.hidden(let value), _): hidden = value
        case (.alpha(let value), _): alpha = value
        case (.frame(let value), _): frame = value
        case (.backgroundColor(let value), _): backgroundColor = value
        case (.isOn(let on), .switchControl(var s)):
            s.isOn = on
            kind = .switchControl(s)
        case (.value(let v), .slider(var s)):
            s.value = min(max(v, s.minimumValue), s.maximumValue)
            kind = .slider(s)
        case (.value(let v), .stepper(var s)):
            s.value = min(max(v, s.minimumValue), s.maximumValue)
            kind = .stepper(s)
        case (.progress(let p), .progressView(var s)):
            s.progress = p
            kind = .progressView(s)
        case (.currentPage(let page), .pageControl(var s)):
            guard page < s.numberOfPages else { return "currentPage \(page) is out of range: the page control has \(s.numberOfPages) pages" }
            s.currentPage = page
            kind = .pageControl(s)
        case (.selectedSegmentIndex(let index), .segmentedControl(var s)):
            guard index < s.segments.count else { return "selectedSegmentIndex \(index) is out of range: the control has \(s.segments.count) segments" }
            s.selectedSegmentIndex = index
            kind = .segmentedControl(s)
        case (.text(let text), .label(var s)):
            s.text = text
            kind = .label(s)
        case (.text(let text), .textField(var s)):
            s.text = text
            kind = .textField(s)
        case (.text(let text), .searchBar(var s)):
            s.text = text
            kind = .searchBar(s)
        case (.text(let text), .textView(var s)):
            s.text = text
            kind = .textView(s)
        case (.selectedRows(let rows), .pickerView(var s)):
            guard rows.count <= s.components.count else { return "\(rows.count) selected rows for \(s.components.count) components" }
            for (i, row) in rows.enumerated() where row >= s.components[i].count {
                return "row \(row) of component \(i) is out of range: it has \(s.components[i].count) rows"
            }
            s.selectedRows = rows
            kind = .pickerView(s)
        default:
            return absent()
        }
        return nil
    }
}

extension ViewSpec {
    /// The constraint named `id` among this view's with `property` set; the
    /// message says why a constraint has no such property.
    mutating func set(_ property: ViewChange.Property, constraint id: String) -> String? {
        guard let index = constraints.firstIndex(where: { $0.identifier == id }) else { return "no constraint named '\(id)'" }
        switch property {
        case .constant(let value): constraints[index].constant = value
        case .isActive(let value): constraints[index].isActive = value
        case .priority(let value): constraints[index].priority = value
        default: return "a constraint has no '\(property.name)': it takes constant, isActive and priority"
        }
        return nil
    }
}
