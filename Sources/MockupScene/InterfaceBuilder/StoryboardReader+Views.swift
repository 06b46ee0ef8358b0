import MockupCore
import MockupUI
import Yams

/// Views: each element's kind, stored frame and own properties, colours
/// resolved from the file's resources, and container views holding the view
/// of the controller their embed segue leads to.
extension StoryboardReader {
    /// A view and its subviews; a controller's root view moves its subviews up
    /// by `topInset` (iOS 7+ root views run beneath the bars, which mockup lays out itself).
    mutating func view(_ element: XMLTree, isRoot: Bool, topInset: Double, isNamed: Bool = false) throws(DiagnosticError) -> Node {
        depth += 1
        defer { depth -= 1 }
        guard depth <= SceneLoader.maxDepth else { throw error("views nested more than \(SceneLoader.maxDepth) deep", at: element) }
        var kind = IBViews.kinds[element.name]
        if kind == nil {
            warnings.add("\(element.name) drawn as a plain view")
            kind = "view"
        }
        var frame = IBViews.frame(element)
        var shift = 0.0
        let screenHeight = canvases[element.file]?.height ?? 667
        if isRoot, let f = frame, f.y == 0, f.height >= screenHeight - 1, topInset > 0 {
            shift = topInset
            frame = IBViews.Frame(x: f.x, y: f.y, width: f.width, height: f.height - topInset)
        }
        var own = IBViews.properties(element, kind: kind ?? "view", colors: colorNode, fonts: fontFiles.names, warnings: &warnings)
        var subviews: [Node] = []
        var autoLayout = IBConstraints(element, guides: layoutGuides(element.file))
        for _ in 0..<autoLayout.distant { warnings.add("constraints relating a view's layout guides to views outside it left out") }
        constrainedViews.formUnion(autoLayout.named)
        // A collection view cell's and a visual effect view's subviews lie in their content view
        // (`<view key="contentView">`, or `<collectionViewCellContentView key="contentView">` from Xcode 11).
        let contentView = ["collectionViewCell", "visualEffectView"].contains(element.name)
            ? element.child("view", key: "contentView") ?? element.child("collectionViewCellContentView", key: "contentView") : nil
        for sub in (contentView.map { [$0] } ?? []) + (element.child("subviews")?.children ?? []) {
            let placed = IBConstraints.placedByAutoLayout(sub)
            let name = sub["id"].map(IBConstraints.name)
            subviews.append(try self.view(sub, isRoot: false, topInset: 0, isNamed: placed || name.map(constrainedViews.contains) == true).shifted(by: shift))
            autoLayout.constraints += ownConstraints
            ownConstraints = []
        }
        ownConstraints = isRoot ? [] : autoLayout.own
        if element.name == "tableView" {
            own += try table(element)
            subviews = []
        }
        if element.name == "collectionView" {
            own += try collection(element)
            subviews = []
        }
        if element.name == "containerView", let f = frame, let embed = embedSegue(of: element) {
            if let embedded = try embeddedView(try destination(of: embed), width: f.width, height: f.height) { subviews.append(embedded) }
        }
        var placeholder: String?
        // Interface Builder's intrinsic size placeholder.
        var intrinsic = element["placeholderIntrinsicWidth"].flatMap(Double.init).flatMap { width in
            element["placeholderIntrinsicHeight"].flatMap(Double.init).map { [width, $0] }
        }
        let image = IBViews.image(of: element)
        let glyph = image.flatMap { $0.system && Glyph.names.contains($0.name) ? YAMLNodes.map([("systemName", YAMLNodes.text($0.name))]) : nil }
        let named = image.flatMap { !$0.system && catalogs.images.contains($0.name) ? YAMLNodes.map([("named", YAMLNodes.text($0.name))]) : nil }
        if element.name == "imageView", let image {
            if let named {
                // A named image of the asset catalog beside the file: the real picture, placed by its content mode.
                let modes = ImageViewSpec.ContentMode.allCases.map(\.rawValue)
                let tint = element.child("color", key: "tintColor").flatMap(colorNode)
                own = [("image", tint.map { YAMLNodes.adding(("tintColor", $0), to: named) } ?? named), ("contentMode", element["contentMode"].flatMap { modes.contains($0) ? YAMLNodes.word($0) : nil })]
            } else if let glyph {
                // An SF Symbol mockup draws: in the view's tint, placed by its content mode.
                let tint = element.child("color", key: "tintColor").flatMap(colorNode)
                let modes = ["scaleToFill", "scaleAspectFit", "scaleAspectFill", "center"]
                own = [("image", tint.map { YAMLNodes.adding(("color", $0), to: glyph) } ?? glyph),
                       ("contentMode", element["contentMode"].flatMap { modes.contains($0) ? YAMLNodes.word($0) : nil })]
            } else {
                kind = "view"
                own = []
                placeholder = IBViews.imagePlaceholderColor
                // UIImageView's intrinsic size is its picture's, as the file's resources list it.
                intrinsic = imageSizes[element.file]?[image.name].map { [$0.width, $0.height] }
                if let f = frame { subviews.append(IBViews.imagePlaceholderLabel(image.name, width: f.width, height: f.height)) }
            }
        }
        if element.name == "button", let image, let f = frame {
            if let named {
                own.append(("image", named))
            } else if let glyph {
                own.append(("image", glyph))
            } else {
                if image.system { warnings.add("SF Symbols without a glyph here drawn as placeholders") }
                // A named image (or a symbol mockup has no glyph for): its placeholder, of the
                // image's size where the file lists it, centred, or at the leading edge before a title.
                let fontSize = element.child("fontDescription", key: "fontDescription")?["pointSize"].flatMap(Double.init) ?? IBViews.buttonFontSize
                let side = (fontSize * ButtonSpec.symbolScale).rounded()
                let size = imageSizes[element.file]?[image.name].map { image.system ? IBViews.Frame(x: 0, y: 0, width: side, height: side) : $0 }
                    ?? IBViews.Frame(x: 0, y: 0, width: side, height: side)
                let titled = !(IBViews.title(of: element) ?? "").isEmpty
                let box = IBViews.Frame(x: titled ? 0 : (f.width - size.width) / 2, y: (f.height - size.height) / 2, width: size.width, height: size.height)
                subviews.insert(IBViews.imagePlaceholder(image.name, in: box), at: 0)
            }
        }
        // A view Auto Layout places keeps its stored frame only where its parent's constraints leave it free.
        let placed = !isRoot && IBConstraints.placedByAutoLayout(element)
        let arranged = kind == "stackView"
        let common: [(String, Node?)] = [
            ("id", isNamed ? element["id"].map { YAMLNodes.text(IBConstraints.name($0)) } : nil),
            ("frame", frame.map { YAMLNodes.numbers([$0.x, $0.y, $0.width, $0.height]) }),
            ("autoresizingMask", placed ? nil : IBViews.autoresizing(element)),
            ("translatesAutoresizingMaskIntoConstraints", placed ? YAMLNodes.bool(false) : nil),
            ("backgroundColor", element.child("color", key: "backgroundColor").flatMap(colorNode) ?? placeholder.map(YAMLNodes.text)),
            ("alpha", element["alpha"].flatMap(Double.init).map(YAMLNodes.number)),
            ("hidden", element["hidden"] == "YES" ? YAMLNodes.bool(true) : nil),
            ("clipsToBounds", element["clipsSubviews"] == "YES" ? YAMLNodes.bool(true) : nil),
            (arranged ? "arrangedSubviews" : "subviews", subviews.isEmpty ? nil : YAMLNodes.list(subviews)),
            ("semanticContentAttribute", element["semanticContentAttribute"]
                .flatMap { SemanticContentAttribute(rawValue: $0) }.map { YAMLNodes.word($0.rawValue) }),
            ("constraints", autoLayout.constraints.isEmpty ? nil : YAMLNodes.list(autoLayout.constraints)),
            ("layoutMargins", IBConstraints.layoutMargins(element)),
            ("preservesSuperviewLayoutMargins", element["preservesSuperviewLayoutMargins"] == "YES" ? YAMLNodes.bool(true) : nil),
            ("insetsLayoutMarginsFromSafeArea", element["insetsLayoutMarginsFromSafeArea"] == "NO" ? YAMLNodes.bool(false) : nil),
            ("intrinsicContentSize", intrinsic.map(YAMLNodes.numbers)),
            ("contentHuggingPriority", IBConstraints.priorities(element, "HuggingPriority")),
            ("contentCompressionResistancePriority", IBConstraints.priorities(element, "CompressionResistancePriority")),
        ] + IBViews.accessibility(element)
        return YAMLNodes.map([(kind ?? "view", YAMLNodes.map(own + common))])
    }

    /// The view controller layout guides of `file` (`<viewControllerLayoutGuide type="top">`): their types by id.
    mutating func layoutGuides(_ file: String) -> [String: String] {
        if let known = layoutGuideTypes[file] { return known }
        var guides: [String: String] = [:]
        for (key, element) in elements where key.file == file && element.name == "viewControllerLayoutGuide" {
            if let type = element["type"] { guides[key.id] = type }
        }
        layoutGuideTypes[file] = guides
        return guides
    }

    /// A container view's embed segue (following a segue that reuses another by `reference`).
    private func embedSegue(of container: XMLTree) -> XMLTree? {
        for segue in container.child("connections")?.children("segue") ?? [] {
            let followed = segue["reference"].flatMap { elements[Key(file: segue.file, id: $0)] } ?? segue
            if followed.name == "segue", followed["kind"] == "embed", followed["destination"] != nil { return followed }
        }
        return nil
    }

    /// The view an embed segue places in its container view, filling it: a
    /// content controller's view; a navigation controller's bar over its root's
    /// view; a tab bar controller's first tab's view over its tab bar; a split
    /// view controller's shown column's; an absent reference's plain view.
    /// A controller already being embedded further out (a cycle) embeds nothing.
    mutating func embeddedView(_ key: Key, width: Double, height: Double) throws(DiagnosticError) -> Node? {
        guard let element = elements[key], !embedding.contains(key) else { return nil }
        embedding.insert(key)
        defer { embedding.remove(key) }
        var subviews: [Node] = []
        switch element.name {
        case "navigationController":
            let bar = Self.navigationBarHeight
            let root = try segues(element, relationship: "rootViewController").first.map { s throws(DiagnosticError) in try destination(of: s) }
                ?? (element.child("viewControllers")?.children.first).flatMap(self.key)
            if let root, let content = try embeddedView(root, width: width, height: height - bar) { subviews.append(content.shifted(by: -bar)) }
            let title = root.flatMap { elements[$0] }.flatMap { $0["title"] ?? $0.keyed("navigationItem")?["title"] }
            let look = element.keyed("navigationBar").map { IBViews.bar($0, colors: colorNode) + IBViews.titleAttributes($0, colors: colorNode, large: false) } ?? []
            subviews.append(YAMLNodes.map([("navigationBar", YAMLNodes.map([
                ("items", YAMLNodes.list([YAMLNodes.map([("title", YAMLNodes.text(title ?? ""))])])),
                ("frame", YAMLNodes.numbers([0, 0, width, bar])), ("autoresizingMask", YAMLNodes.list([YAMLNodes.word("flexibleWidth")])),
            ] + look))]))
        case "tabBarController":
            let bar = Self.tabBarHeight
            let tabs = segues(element, relationship: "viewControllers")
            var items: [Node] = []
            for (i, segue) in tabs.enumerated() {
                let tab = try destination(of: segue)
                if i == 0, let content = try embeddedView(tab, width: width, height: height - bar) { subviews.append(content) }
                let tabElement = elements[tab]
                items.append(tabBarItem(tabElement?.keyed("tabBarItem"))
                    ?? YAMLNodes.map([("title", YAMLNodes.text(tabElement?["title"] ?? names[tab] ?? ""))]))
            }
            let look = element.keyed("tabBar").map { IBViews.tabBar($0, colors: colorNode) } ?? []
            subviews.append(YAMLNodes.map([("tabBar", YAMLNodes.map([
                ("items", YAMLNodes.list(items)),
                ("frame", YAMLNodes.numbers([0, height - bar, width, bar])),
                ("autoresizingMask", YAMLNodes.list([YAMLNodes.word("flexibleWidth"), YAMLNodes.word("flexibleTopMargin")])),
            ] + look))]))
        case "splitViewController":
            let shown = try (segues(element, relationship: "compactViewController") + segues(element, relationship: "masterViewController"))
                .first.map { s throws(DiagnosticError) in try destination(of: s) }
            if let shown, let content = try embeddedView(shown, width: width, height: height) { subviews.append(content) }
        case "viewControllerPlaceholder":
            return absentReferenceView(element).placed(in: width, height)
        default:
            if let root = element.keyed("view") { return try view(root, isRoot: false, topInset: 0).placed(in: width, height) }
        }
        return YAMLNodes.map([("view", YAMLNodes.map([
            ("frame", YAMLNodes.numbers([0, 0, width, height])), ("autoresizingMask", IBViews.filling),
            ("subviews", subviews.isEmpty ? nil : YAMLNodes.list(subviews)),
        ]))])
    }

    /// The bars an embedded container draws (UIKit's portrait heights).
    static let navigationBarHeight = 44.0
    static let tabBarHeight = 49.0

    /// A colour's YAML: a colour set of the asset catalog beside the file by
    /// name (light and dark), else what `color` reads.
    func colorNode(_ element: XMLTree) -> Node? {
        if let name = element["name"], element["systemColor"] == nil, catalogs.colors.contains(name) {
            return YAMLNodes.map([("named", YAMLNodes.text(name))])
        }
        return color(element).map(YAMLNodes.text)
    }

    /// `#rrggbb` or `#rrggbbaa` for a `<color>`: sRGB or calibrated RGB,
    /// white, a semantic system colour by its name, a system or named colour resolved from its file's `<resources>`
    /// (or UIKit's value for the old `cocoaTouchSystemColor` names).
    func color(_ element: XMLTree) -> String? {
        if let name = element["systemColor"] ?? element["name"] {
            // A semantic system colour stays one, light and dark (`systemBackgroundColor` reads `systemBackground`).
            if name.hasSuffix("Color"), let semantic = SemanticColor(rawValue: String(name.dropLast(5))) { return semantic.rawValue }
            if let resolved = resourceColors[element.file]?[name], resolved !== element { return color(resolved) }
            return IBNames.systemColor(name)
        }
        if let name = element["cocoaTouchSystemColor"] { return IBNames.systemColor(name) }
        let alpha = element["alpha"].flatMap(Double.init) ?? 1
        if let white = element["white"].flatMap(Double.init) { return IBNames.hex(white, white, white, alpha) }
        guard let r = element["red"].flatMap(Double.init), let g = element["green"].flatMap(Double.init),
              let b = element["blue"].flatMap(Double.init) else { return nil }
        return IBNames.hex(r, g, b, alpha)
    }
}

extension Node {
    /// A view's YAML with its frame moved up by `dy`.
    func shifted(by dy: Double) -> Node {
        guard dy != 0, case .mapping(var outer) = self, let kindKey = outer.keys.first,
              case .mapping(var inner)? = outer[kindKey], case .sequence(let frame)? = inner["frame"], frame.count >= 2,
              let y = frame[1].scalar.flatMap({ Double($0.string) }) else { return self }
        var values = frame.map { $0.scalar.flatMap { Double($0.string) } ?? 0 }
        values[1] = y - dy
        inner["frame"] = YAMLNodes.numbers(values)
        outer[kindKey] = .mapping(inner)
        return .mapping(outer)
    }

    /// A view's YAML filling a `width` x `height` container: at its origin, that size, stretching with it.
    func placed(in width: Double, _ height: Double) -> Node {
        guard case .mapping(var outer) = self, let kindKey = outer.keys.first, case .mapping(var inner)? = outer[kindKey] else { return self }
        inner["frame"] = YAMLNodes.numbers([0, 0, width, height])
        inner["autoresizingMask"] = IBViews.filling
        outer[kindKey] = .mapping(inner)
        return .mapping(outer)
    }
}
