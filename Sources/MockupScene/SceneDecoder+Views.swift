import MockupCore
import MockupUI
import Yams

extension SceneDecoder {
    static let viewKinds = [
        "view", "label", "button", "textField", "imageView", "navigationBar", "toolbar", "tabBar",
        "segmentedControl", "tableView", "searchBar",
        "switch", "slider", "progressView", "activityIndicator", "pageControl", "stepper", "textView", "scrollView", "pickerView", "datePicker",
    ]
    static let commonViewKeys = [
        "id", "frame", "autoresizingMask", "backgroundColor", "alpha", "hidden", "clipsToBounds", "subviews", "ridesOn",
        "semanticContentAttribute",
    ] + layerKeys
    static let layerKeys = [
        "cornerRadius", "cornerCurve", "maskedCorners", "borderWidth", "borderColor",
        "shadowColor", "shadowOpacity", "shadowOffset", "shadowRadius",
    ]
    static let ownViewKeys: [String: [String]] = [
        "view": [],
        "label": ["text", "font", "textColor", "textAlignment", "numberOfLines", "lineBreakMode"],
        "button": ["title", "type", "tintColor", "configuration", "image"],
        "textField": ["text", "placeholder", "borderStyle", "font", "clearButton", "keyboardType", "returnKeyType", "autocapitalizationType", "isSecureTextEntry"],
        "imageView": ["image", "contentMode"],
        "navigationBar": ["barStyle", "tintColor", "items", "barTintColor", "translucent", "titleTextAttributes", "backgroundImage"],
        "toolbar": ["barStyle", "tintColor", "items", "barTintColor", "translucent", "backgroundImage"],
        "tabBar": ["items", "selectedIndex"] + tabBarLookKeys,
        "segmentedControl": ["segments", "selectedSegmentIndex", "controlStyle"],
        "tableView": tableKeys,
        "searchBar": ["text", "placeholder"],
        "switch": ["isOn", "onTintColor"],
        "slider": ["value", "minimumValue", "maximumValue", "minimumTrackTintColor"],
        "progressView": ["progress", "progressViewStyle"],
        "activityIndicator": ["style", "color", "animating"],
        "pageControl": ["numberOfPages", "currentPage"],
        "stepper": ["value", "minimumValue", "maximumValue"],
        "textView": ["text", "font", "textColor", "textAlignment", "contentOffset"],
        "scrollView": ["contentSize", "contentOffset", "showsScrollIndicators"],
        "pickerView": ["components", "selectedRows"],
        "datePicker": ["mode", "date", "style"],
    ]

    /// A mapping with exactly one kind key (`label: {text: Hello, frame: [...]}`).
    func view(_ node: Node, _ path: DocumentPath) -> ViewSpec? {
        view(node, path, isScreenView: false)
    }

    /// A controller's root view: a view with its kind key, or, as a user
    /// thinks of a screen's view, the properties of a plain `view` alone
    /// (`view: {backgroundColor: white, subviews: [...]}`).
    func screenView(_ node: Node, _ path: DocumentPath) -> ViewSpec? {
        view(node, path, isScreenView: true)
    }

    private func view(_ node: Node, _ path: DocumentPath, isScreenView: Bool) -> ViewSpec? {
        guard case .mapping(let mapping) = node else {
            reader.typeError(expected: "a view (a mapping with one kind key, such as 'label')", node, path)
            return nil
        }
        let names: [String] = Array(mapping.keys.compactMap { $0.scalar?.string })
        if !names.contains(where: Self.viewKinds.contains) {
            if isScreenView { return plainViewProperties(node, path) }
            if let spelling = Self.spellingWithKind(names) {
                reader.error("a view needs a kind key; found only properties (\(names.map { "'\($0)'" }.joined(separator: ", "))): "
                             + "write it as '\(spelling)' (kinds: \(Self.viewKinds.joined(separator: ", ")))", at: node, path)
                return nil
            }
        }
        guard let m = reader.mapping(node, path, keys: nil) else { return nil }
        var kinds: [MappingReader.Entry] = []
        for entry in m.entries {
            if Self.viewKinds.contains(entry.name) {
                kinds.append(entry)
            } else {
                reader.unknownName("view kind", entry.name, in: Self.viewKinds, at: entry.key, path)
            }
        }
        for extra in kinds.dropFirst() {
            reader.error("a view has one kind key; found '\(kinds[0].name)' and '\(extra.name)'", at: extra.key, path)
        }
        guard let kind = kinds.first else {
            if m.entries.isEmpty {
                reader.error("a view needs a kind key: \(Self.viewKinds.joined(separator: ", "))", at: node, path)
            }
            return nil
        }
        return viewBody(kind.name, kind.value, path.key(kind.name), location: reader.location(of: node))
    }

    /// A screen's view written as a plain view's properties. A key closer
    /// to a kind than to a property is reported as a misspelt kind key;
    /// other unknown keys as the plain view's.
    private func plainViewProperties(_ node: Node, _ path: DocumentPath) -> ViewSpec? {
        guard case .mapping(let mapping) = node else { return nil }
        var misspeltKind = false
        for key in mapping.keys {
            guard let name = key.scalar?.string, !Self.commonViewKeys.contains(name),
                  let kind = closestMatch(to: name, in: Self.viewKinds),
                  closestMatch(to: name, in: Self.commonViewKeys) == nil else { continue }
            reader.error("unknown view kind '\(name)' (did you mean '\(kind)'?)", at: key, path)
            misspeltKind = true
        }
        guard !misspeltKind else { return nil }
        return viewBody("view", node, path, location: reader.location(of: node))
    }

    /// How a view given as its properties alone is written with its kind:
    /// the first kind whose own keys hold every property that is not common
    /// (`label: {frame: ..., text: ...}`), else `view`. Nil when the keys do
    /// not read as a view's properties (a misspelt kind key, say).
    static func spellingWithKind(_ names: [String]) -> String? {
        let own = names.filter { !commonViewKeys.contains($0) }
        let fitting = viewKinds.first { kind in own.allSatisfy { ownViewKeys[kind, default: []].contains($0) } }
        guard !names.isEmpty, fitting != nil || names.contains(where: commonViewKeys.contains) else { return nil }
        return "\(fitting ?? "view"): {\(names.map { "\($0): ..." }.joined(separator: ", "))}"
    }

    /// The kind's own properties and the common ones, from the kind key's value.
    private func viewBody(_ kind: String, _ node: Node, _ path: DocumentPath, location: SourceLocation?) -> ViewSpec? {
        let keys = Self.commonViewKeys + (Self.ownViewKeys[kind] ?? [])
        guard let m = reader.mapping(node, path, keys: keys) else { return nil }
        var view = ViewSpec(
            kind: viewKind(kind, m),
            id: m.string("id"),
            frame: m.value("frame") { self.frame($0, $1) },
            autoresizingMask: m.value("autoresizingMask") { self.autoresizingMask($0, $1) } ?? [],
            backgroundColor: color(m, "backgroundColor"),
            alpha: m.number("alpha", .unit) ?? 1,
            hidden: m.bool("hidden") ?? false,
            clipsToBounds: m.bool("clipsToBounds") ?? false,
            subviews: m.list("subviews") { self.view($0, $1) } ?? [],
            ridesOn: m.name("ridesOn", "bar"),
            semanticContentAttribute: m.name("semanticContentAttribute", "semantic content attribute") ?? .unspecified,
            location: location
        )
        view.layer = layer(m)
        return view
    }

    /// The CALayer keys of a view, CALayer's defaults for those not given.
    private func layer(_ m: MappingReader) -> LayerSpec {
        var layer = LayerSpec()
        if let r = m.number("cornerRadius", .length) { layer.cornerRadius = r }
        if let curve: LayerSpec.CornerCurve = m.name("cornerCurve", "corner curve") { layer.cornerCurve = curve }
        if let corners = m.value("maskedCorners", { self.maskedCorners($0, $1) }) { layer.maskedCorners = corners }
        if let w = m.number("borderWidth", .length) { layer.borderWidth = w }
        if let c = color(m, "borderColor") { layer.borderColor = c }
        if let c = color(m, "shadowColor") { layer.shadowColor = c }
        if let o = m.number("shadowOpacity", .unit) { layer.shadowOpacity = o }
        if let offset = m.value("shadowOffset", { self.pair($0, $1, "a shadow offset [width, height]", .coordinate) }) {
            layer.shadowOffset = Size(width: offset.0, height: offset.1)
        }
        if let r = m.number("shadowRadius", .length) { layer.shadowRadius = r }
        return layer
    }

    /// `[topLeft, topRight]` or CACornerMask's names (`layerMinXMinYCorner`...).
    private func maskedCorners(_ node: Node, _ path: DocumentPath) -> LayerSpec.MaskedCorners? {
        guard let items = reader.list(node, path) else { return nil }
        var corners: LayerSpec.MaskedCorners = []
        let names = LayerSpec.MaskedCorners.names.map(\.0)
        for item in items {
            guard let word = reader.word(item.node, item.path, in: names, "corner") else { continue }
            corners.insert(LayerSpec.MaskedCorners.names.first { $0.0 == word }!.1)
        }
        return corners
    }

    private func viewKind(_ kind: String, _ m: MappingReader) -> ViewSpec.Kind {
        switch kind {
        case "label":
            var label = LabelSpec(
                text: m.value("text") { self.labelText($0, $1) } ?? "",
                font: m.value("font") { self.font($0, $1) } ?? FontSpec(),
                textColor: color(m, "textColor"),
                textAlignment: m.name("textAlignment", "text alignment") ?? .left,
                numberOfLines: m.integer("numberOfLines", .lineCount) ?? 1
            )
            label.lineBreakMode = m.name("lineBreakMode", "line break mode") ?? .byTruncatingTail
            return .label(label)
        case "button":
            return .button(ButtonSpec(
                title: m.string("title"), type: m.name("type", "button type") ?? .roundedRect,
                tintColor: color(m, "tintColor"), configuration: m.name("configuration", "button configuration"),
                image: m.value("image") { self.image($0, $1) }
            ))
        case "textField":
            var field = TextFieldSpec(
                text: m.string("text"), placeholder: m.string("placeholder"),
                borderStyle: m.name("borderStyle", "border style") ?? .roundedRect,
                font: m.value("font") { self.font($0, $1) } ?? FontSpec(),
                clearButton: m.bool("clearButton") ?? false,
                keyboardType: m.name("keyboardType", "keyboard type") ?? .default,
                returnKeyType: m.name("returnKeyType", "return key type") ?? .default
            )
            field.autocapitalizationType = m.name("autocapitalizationType", "autocapitalization type") ?? .sentences
            field.isSecureTextEntry = m.bool("isSecureTextEntry") ?? false
            return .textField(field)
        case "imageView":
            return .imageView(ImageViewSpec(
                image: m.value("image") { self.image($0, $1) },
                contentMode: m.name("contentMode", "content mode") ?? .scaleToFill
            ))
        case "navigationBar":
            var bar = NavigationBarSpec(
                barStyle: m.name("barStyle", "bar style") ?? .default, tintColor: color(m, "tintColor"),
                items: m.list("items") { self.navigationItem($0, $1) } ?? [],
                barTintColor: color(m, "barTintColor"), translucent: m.bool("translucent"),
                titleTextAttributes: m.value("titleTextAttributes") { self.textAttributes($0, $1) }
            )
            bar.backgroundImage = m.value("backgroundImage") { self.image($0, $1) }
            return .navigationBar(bar)
        case "toolbar":
            var bar = ToolbarSpec(
                barStyle: m.name("barStyle", "bar style") ?? .default, tintColor: color(m, "tintColor"),
                items: m.list("items") { self.barButtonItem($0, $1) } ?? [],
                barTintColor: color(m, "barTintColor"), translucent: m.bool("translucent")
            )
            bar.backgroundImage = m.value("backgroundImage") { self.image($0, $1) }
            return .toolbar(bar)
        case "tabBar":
            let items = m.list("items") { self.tabBarItem($0, $1) } ?? []
            let selected = m.integer("selectedIndex", .nonNegative)
            m.checkIndex("selectedIndex", selected, count: items.count, of: "item")
            return .tabBar(TabBarSpec(items: items, selectedIndex: selected ?? 0, look: tabBarLook(m)))
        case "segmentedControl":
            let segments = m.list("segments") { self.reader.string($0, $1) } ?? []
            let selected = m.integer("selectedSegmentIndex", .nonNegative)
            m.checkIndex("selectedSegmentIndex", selected, count: segments.count, of: "segment")
            return .segmentedControl(SegmentedControlSpec(
                segments: segments, selectedSegmentIndex: selected ?? 0,
                controlStyle: m.name("controlStyle", "segmented control style") ?? .plain
            ))
        case "tableView":
            return .tableView(tableView(m))
        case "searchBar":
            return .searchBar(SearchBarSpec(text: m.string("text"), placeholder: m.string("placeholder")))
        case "switch":
            return .switchControl(SwitchSpec(isOn: m.bool("isOn") ?? false, onTintColor: color(m, "onTintColor")))
        case "slider":
            let range = valueRange(m, defaultMaximum: 1)
            return .slider(SliderSpec(
                value: m.number("value") ?? range.lowerBound, minimumValue: range.lowerBound, maximumValue: range.upperBound,
                minimumTrackTintColor: color(m, "minimumTrackTintColor")
            ))
        case "progressView":
            return .progressView(ProgressViewSpec(
                progress: m.number("progress", .unit) ?? 0, style: m.name("progressViewStyle", "progress view style") ?? .default
            ))
        case "activityIndicator":
            return .activityIndicator(ActivityIndicatorSpec(
                style: m.name("style", "activity indicator style") ?? .medium, color: color(m, "color"),
                animating: m.bool("animating") ?? true
            ))
        case "pageControl":
            let pages = m.integer("numberOfPages", .pageCount) ?? 0
            let current = m.integer("currentPage", .nonNegative)
            m.checkIndex("currentPage", current, count: pages, of: "page")
            return .pageControl(PageControlSpec(numberOfPages: pages, currentPage: current ?? 0))
        case "stepper":
            let range = valueRange(m, defaultMaximum: 100)
            return .stepper(StepperSpec(value: m.number("value") ?? range.lowerBound, minimumValue: range.lowerBound, maximumValue: range.upperBound))
        case "textView":
            return .textView(TextViewSpec(
                text: m.string("text") ?? "", font: m.value("font") { self.font($0, $1) } ?? FontSpec(),
                textColor: color(m, "textColor"), textAlignment: m.name("textAlignment", "text alignment") ?? .left,
                contentOffset: contentOffset(m) ?? .zero
            ))
        case "scrollView":
            let size = m.value("contentSize") { self.pair($0, $1, "a content size [width, height]", .length) }
            return .scrollView(ScrollViewSpec(
                contentSize: size.map { Size(width: $0.0, height: $0.1) }, contentOffset: contentOffset(m) ?? .zero,
                showsScrollIndicators: m.bool("showsScrollIndicators") ?? true
            ))
        case "pickerView":
            let components = m.list("components") { self.reader.list($0, $1)?.compactMap { self.reader.string($0.node, $0.path) } } ?? []
            let selected = m.list("selectedRows") { self.reader.integer($0, $1, .nonNegative) } ?? []
            if let node = m["selectedRows"] {
                if selected.count > components.count {
                    reader.error("\(selected.count) selected rows for \(components.count) components", at: node, m.path("selectedRows"))
                }
                for (i, row) in selected.enumerated() where i < components.count && row >= components[i].count {
                    reader.error("row \(row) of component \(i) is out of range: it has \(components[i].count) rows", at: node, m.path("selectedRows"))
                }
            }
            return .pickerView(PickerViewSpec(components: components, selectedRows: selected))
        case "datePicker":
            var date = DatePickerSpec().date
            if let node = m["date"], let text = reader.string(node, m.path("date")) {
                if let parsed = CalendarDate(parsing: text) {
                    date = parsed
                } else {
                    reader.error("expected a date as 2009-06-17 or 2009-06-17T09:41, found '\(text)'", at: node, m.path("date"))
                }
            }
            return .datePicker(DatePickerSpec(
                mode: m.name("mode", "date picker mode") ?? .dateAndTime, date: date, style: m.name("style", "date picker style") ?? .wheels
            ))
        default:
            return .view
        }
    }

    private func contentOffset(_ m: MappingReader) -> Point? {
        m.value("contentOffset") { self.pair($0, $1, "a content offset [x, y]", .coordinate) }.map { Point(x: $0.0, y: $0.1) }
    }

    /// `minimumValue` (0) to `maximumValue`; a maximum below the minimum is an error.
    private func valueRange(_ m: MappingReader, defaultMaximum: Double) -> ClosedRange<Double> {
        let low = m.number("minimumValue", .coordinate) ?? 0
        let high = m.number("maximumValue", .coordinate) ?? max(defaultMaximum, low)
        guard high >= low else {
            if let node = m["maximumValue"] ?? m["minimumValue"] {
                reader.error("maximumValue \(JSONValue.number(high).serialized()) is below minimumValue \(JSONValue.number(low).serialized())", at: node, m.path(m["maximumValue"] != nil ? "maximumValue" : "minimumValue"))
            }
            return low...low
        }
        return low...high
    }
}
