import MockupCore
import MockupUI
import Yams

extension SceneDecoder {
    static let viewKinds = ViewKindFormat.all.map(\.name)
    static let commonViewKeys = [
        "id", "frame", "autoresizingMask", "backgroundColor", "alpha", "hidden", "clipsToBounds", "subviews", "ridesOn",
        "semanticContentAttribute", "constraints", "contentHuggingPriority", "contentCompressionResistancePriority",
        "layoutMargins", "intrinsicContentSize", "translatesAutoresizingMaskIntoConstraints", "layoutGuides", "preservesSuperviewLayoutMargins",
        "insetsLayoutMarginsFromSafeArea", "accessibilityLabel", "accessibilityHint", "accessibilityTraits", "isAccessibilityElement",
    ] + layerKeys
    static let layerKeys = [
        "cornerRadius", "cornerCurve", "maskedCorners", "borderWidth", "borderColor",
        "shadowColor", "shadowOpacity", "shadowOffset", "shadowRadius",
    ]
    static let ownViewKeys: [String: [String]] = Dictionary(uniqueKeysWithValues: ViewKindFormat.all.map { ($0.name, $0.keys) })

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
        view.translatesAutoresizingMaskIntoConstraints = m.bool("translatesAutoresizingMaskIntoConstraints") ?? true
        view.preservesSuperviewLayoutMargins = m.bool("preservesSuperviewLayoutMargins") ?? false
        view.insetsLayoutMarginsFromSafeArea = m.bool("insetsLayoutMarginsFromSafeArea") ?? true
        view.layoutMargins = m.value("layoutMargins") { self.insets($0, $1) }
        view.intrinsicContentSize = m.value("intrinsicContentSize") { self.pair($0, $1, "a size [width, height]", .length) }
            .map { Size(width: $0.0, height: $0.1) }
        view.contentHugging = m.value("contentHuggingPriority") { self.axisPriorities($0, $1, defaults: .hugging) }
        view.compressionResistance = m.value("contentCompressionResistancePriority") { self.axisPriorities($0, $1, defaults: .compressionResistance) }
        view.accessibility = AccessibilitySpec(
            label: m.string("accessibilityLabel"), hint: m.string("accessibilityHint"),
            traits: m.list("accessibilityTraits") { node, path -> AccessibilityTrait? in self.reader.name(node, path, "accessibility trait") },
            isElement: m.bool("isAccessibilityElement"))
        if case .stackView(var stack) = view.kind {
            // Its arranged subviews come first among its subviews.
            let arranged = m.list("arrangedSubviews") { self.view($0, $1) } ?? []
            stack.arrangedCount = arranged.count
            view.kind = .stackView(stack)
            view.subviews = arranged + view.subviews
        }
        var withinLimits = true
        if let node = m["constraints"], case .sequence(let list) = node {
            if list.count > SceneLoader.maxConstraints {
                reader.error("\(list.count) constraints, more than the \(SceneLoader.maxConstraints) a view may hold", at: node, m.path("constraints"))
                withinLimits = false
            } else if reader.constraintCount + list.count > SceneLoader.maxSceneConstraints {
                reader.error("more than the \(SceneLoader.maxSceneConstraints) constraints a scene may hold", at: node, m.path("constraints"))
                withinLimits = false
            } else {
                reader.constraintCount += list.count
            }
        }
        if withinLimits {
            view.layoutGuides = m.list("layoutGuides") { node, path in
                guard let name = self.reader.string(node, path) else { return nil }
                guard ConstraintExpression.isItemName(name) else {
                    self.reader.error("a layout guide's name is letters, digits and underscores, found '\(name)'", at: node, path)
                    return nil
                }
                return name
            } ?? []
            // Its subviews and the views within them, at any depth (a constraint is held by its items' nearest common ancestor).
            let items = Self.constraintGuides + view.layoutGuides + view.subviews.compactMap(\.id) + view.descendantIDs.subtracting(view.subviews.compactMap(\.id)).sorted()
            view.constraints = m.list("constraints") { self.constraint($0, $1, items: items) } ?? []
        }
        return view
    }

    /// The items a view's constraints name besides its subviews' ids: the view
    /// itself, its safe area layout guide and its layout margins guide.
    static let constraintGuides = ["view", "safeArea", "margins", "readableContent"]
    /// The keys of a constraint written as a mapping.
    static let constraintKeys = ["id", "constraint", "isActive", "variations"]
    /// The keys of a constraint's variation in some size classes.
    static let variationKeys = ["isActive", "constant"]

    /// `{heightClass=compact: {isActive: true, constant: 8}, ...}`: what a
    /// constraint becomes in some size classes, keyed as Interface Builder keys them.
    private func variations(_ node: Node, _ path: DocumentPath) -> [SizeClassVariation]? {
        guard let m = reader.mapping(node, path, keys: nil) else { return nil }
        var variations: [SizeClassVariation] = []
        for entry in m.entries {
            guard var variation = SizeClassVariation(key: entry.name) else {
                reader.error("unknown size classes '\(entry.name)': write widthClass=compact, heightClass=regular or both joined by '-'"
                             + " (heightClass=compact-widthClass=regular)", at: entry.key, path)
                continue
            }
            guard let body = reader.mapping(entry.value, m.path(entry.name), keys: Self.variationKeys) else { continue }
            variation.isActive = body.bool("isActive")
            variation.constant = body.number("constant", .coordinate)
            variations.append(variation)
        }
        return variations
    }

    /// A constraint written as anchors (`title.leading == safeArea.leading + 20`),
    /// its items the view's guides or its subviews' ids.
    private func constraint(_ node: Node, _ path: DocumentPath, items names: [String]) -> LayoutConstraintSpec? {
        if case .mapping = node {
            // `{id: NAME, constraint: "...", isActive: false}`: one a `set` step can change by its id.
            guard let m = reader.mapping(node, path, keys: Self.constraintKeys) else { return nil }
            guard let text = m.required("constraint") else { return nil }
            var spec = constraint(text, m.path("constraint"), items: names)
            spec?.identifier = m.string("id")
            spec?.isActive = m.bool("isActive") ?? true
            spec?.variations = m.value("variations") { self.variations($0, $1) } ?? []
            return spec
        }
        guard let text = reader.string(node, path) else { return nil }
        // The column of character `offset` of the text: past the opening quote when it is quoted.
        func location(_ offset: Int) -> SourceLocation? {
            guard var location = reader.location(of: node) else { return nil }
            if case .scalar(let scalar) = node, scalar.style == .doubleQuoted || scalar.style == .singleQuoted { location.column += 1 }
            location.column += offset
            return location
        }
        var spec: LayoutConstraintSpec
        do {
            spec = try ConstraintExpression.parse(text)
        } catch {
            reader.error("constraint '\(text)': \(error.message)", at: location(error.offset), path)
            return nil
        }
        for item in spec.items where !names.contains(item) {
            let hint = closestMatch(to: item, in: names).map { " (did you mean '\($0)'?)" } ?? ""
            reader.error("constraint '\(text)': no item '\(item)'\(hint); items are view, safeArea, margins, the view's layoutGuides and the ids of the views within it",
                         at: location(text.range(of: item).map { text.distance(from: text.startIndex, to: $0.lowerBound) } ?? 0), path)
            return nil
        }
        spec.location = reader.location(of: node)
        return spec
    }

    /// `{horizontal: 251, vertical: 250}` (either may be left out: the default stays), or one number for both.
    private func axisPriorities(_ node: Node, _ path: DocumentPath, defaults: AxisPriorities) -> AxisPriorities? {
        if case .scalar = node { return reader.number(node, path, .priority).map { AxisPriorities(horizontal: $0, vertical: $0) } }
        guard let m = reader.mapping(node, path, keys: ["horizontal", "vertical"]) else { return nil }
        return AxisPriorities(horizontal: m.number("horizontal", .priority) ?? defaults.horizontal, vertical: m.number("vertical", .priority) ?? defaults.vertical)
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
        ViewKindFormat.named[kind]?.decode(self, m) ?? .view
    }

    func contentOffset(_ m: MappingReader) -> Point? {
        m.value("contentOffset") { self.pair($0, $1, "a content offset [x, y]", .coordinate) }.map { Point(x: $0.0, y: $0.1) }
    }

    /// `minimumValue` (0) to `maximumValue`; a maximum below the minimum is an error.
    func valueRange(_ m: MappingReader, defaultMaximum: Double) -> ClosedRange<Double> {
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
