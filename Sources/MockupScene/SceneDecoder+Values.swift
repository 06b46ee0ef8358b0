import MockupCore
import MockupUI
import Yams

extension SceneDecoder {
    static let fontKeys = ["name", "size", "weight", "textStyle"]

    /// `"#rrggbb"`, `"#rrggbbaa"`, a name from `ColorNames`, a semantic
    /// colour's name (`systemBackground`: light and dark), or
    /// `{light: C, dark: C}`.
    func color(_ node: Node, _ path: DocumentPath) -> Color? {
        if case .mapping = node {
            guard let m = reader.mapping(node, path, keys: ["light", "dark", "named"]) else { return nil }
            if let named = m["named"] { return namedColor(named, m.path("named")) }
            guard let light = m.value("light", { self.plainColor($0, $1) }) else {
                if m.entry("light") == nil { reader.error("a colour by appearance needs 'light' (and 'dark')", at: node, path) }
                return nil
            }
            return .dynamic(light: light, dark: m.value("dark") { self.plainColor($0, $1) } ?? light)
        }
        return plainColor(node, path)
    }

    /// An asset catalog's colour set by name: its light and dark values.
    private func namedColor(_ node: Node, _ path: DocumentPath) -> Color? {
        guard let name = reader.string(node, path), hasCatalogs(for: name, node, path) else { return nil }
        if let color = catalogs.lazy.compactMap({ $0.colors[name] }).first { return color }
        reader.unknownName("colour asset", name, in: catalogs.flatMap { $0.colors.keys }.sorted(), at: node, path)
        return nil
    }

    /// A colour written as one string.
    private func plainColor(_ node: Node, _ path: DocumentPath) -> Color? {
        guard let text = reader.string(node, path) else { return nil }
        if text.hasPrefix("#") {
            guard let color = Color(hex: text), text.count == 7 || text.count == 9 else {
                reader.error("invalid colour '\(text)': expected \"#rrggbb\" or \"#rrggbbaa\"", at: node, path)
                return nil
            }
            return color
        }
        if let semantic = SemanticColor(rawValue: text) { return semantic.dynamic }
        guard let color = ColorNames.color(named: text) else {
            reader.unknownName("colour", text, in: ColorNames.names + SemanticColor.allCases.map(\.rawValue), at: node, path)
            return nil
        }
        return color
    }

    /// The colour under `key`, catching the unquoted `#rrggbb` that YAML reads as a comment.
    func color(_ m: MappingReader, _ key: String) -> Color? {
        if let entry = m.entry(key), NodeReader.isNull(entry.value), reader.valueIsComment(after: entry.key) {
            reader.error("an unquoted '#' starts a comment; write the colour in quotes, e.g. \"#6d84a2\"",
                         at: entry.key, m.path(key))
            return nil
        }
        return m.value(key) { self.color($0, $1) }
    }

    /// `[x, y, width, height]` in points; width and height not negative.
    /// Two numbers `[a, b]` within `rule`, as a point or a size.
    func pair(_ node: Node, _ path: DocumentPath, _ what: String, _ rule: NumberRule) -> (Double, Double)? {
        guard case .sequence(let sequence) = node, sequence.count == 2 else {
            reader.typeError(expected: what, node, path)
            return nil
        }
        let numbers = sequence.enumerated().compactMap { reader.number($0.element, path.index($0.offset), rule) }
        return numbers.count == 2 ? (numbers[0], numbers[1]) : nil
    }

    /// `[top, left, bottom, right]` in points.
    func insets(_ node: Node, _ path: DocumentPath) -> EdgeInsets? {
        guard case .sequence(let sequence) = node, sequence.count == 4 else {
            reader.typeError(expected: "insets [top, left, bottom, right]", node, path)
            return nil
        }
        let numbers = sequence.enumerated().compactMap { reader.number($0.element, path.index($0.offset), .coordinate) }
        guard numbers.count == 4 else { return nil }
        return EdgeInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
    }

    /// `[x, y, width, height]`, or `[x, y]` (no size: a control takes its natural size).
    func frame(_ node: Node, _ path: DocumentPath) -> Rect? {
        guard case .sequence(let sequence) = node, sequence.count == 4 || sequence.count == 2 else {
            reader.typeError(expected: "a frame [x, y, width, height] or [x, y]", node, path)
            return nil
        }
        let rules: [NumberRule] = [.coordinate, .coordinate, .length, .length]
        let values = zip(sequence, rules).enumerated().map { reader.number($0.element.0, path.index($0.offset), $0.element.1) }
        let numbers = values.compactMap { $0 }
        guard numbers.count == sequence.count else { return nil }
        return Rect(x: numbers[0], y: numbers[1], width: numbers.count == 4 ? numbers[2] : 0, height: numbers.count == 4 ? numbers[3] : 0)
    }

    /// A list of mask names (`[flexibleWidth, flexibleHeight]`), or one name.
    func autoresizingMask(_ node: Node, _ path: DocumentPath) -> AutoresizingMask? {
        let names = AutoresizingMask.names.map(\.0)
        func flag(_ node: Node, _ path: DocumentPath) -> AutoresizingMask? {
            reader.word(node, path, in: names, "autoresizing mask").flatMap { name in
                AutoresizingMask.names.first { $0.0 == name }?.1
            }
        }
        if case .scalar = node { return flag(node, path) }
        guard let elements = reader.list(node, path) else { return nil }
        return elements.reduce(into: AutoresizingMask()) { mask, element in
            if let bit = flag(element.node, element.path) { mask.insert(bit) }
        }
    }

    /// A label's text: a string, or a list of strings and `{systemName: NAME}`
    /// symbols (an attributed string's text attachments), each symbol held in
    /// the string as its `InlineSymbol` character.
    func labelText(_ node: Node, _ path: DocumentPath) -> String? {
        guard case .sequence = node else { return reader.string(node, path) }
        guard let parts = reader.list(node, path) else { return nil }
        var text = ""
        for part in parts {
            if case .mapping = part.node {
                guard let m = reader.mapping(part.node, part.path, keys: ["systemName"]) else { continue }
                guard let name = m.value("systemName", { reader.word($0, $1, in: Glyph.names, "symbol") }) else {
                    if !m.has("systemName") { reader.error("a symbol in text is {systemName: NAME}", at: part.node, part.path) }
                    continue
                }
                text.append(InlineSymbol.character(named: name)!)
            } else if let string = reader.string(part.node, part.path) {
                text += string
            }
        }
        return text
    }

    /// `{size, weight, textStyle}`, or a text style's name alone (`font: body`).
    func font(_ node: Node, _ path: DocumentPath) -> FontSpec? {
        if case .scalar = node, !NodeReader.isNull(node) {
            guard NodeReader.numeric(node) == nil else {
                reader.typeError(expected: "a text style (body, headline...) or a mapping {size, weight}", node, path)
                return nil
            }
            return (reader.name(node, path, "text style") as TextStyle?).map { FontSpec(textStyle: $0) }
        }
        guard let m = reader.mapping(node, path, keys: Self.fontKeys) else { return nil }
        var spec = FontSpec(size: m.number("size", .fontSize), weight: m.name("weight", "font weight"),
                            textStyle: m.name("textStyle", "text style"))
        if let named = m.value("name", { self.fontFamily($0, $1) }) {
            spec.family = named.family
            if spec.weight == nil { spec.weight = named.weight }
        }
        return spec
    }

    /// A family of the scene's font files by a family, PostScript or full name.
    private func fontFamily(_ node: Node, _ path: DocumentPath) -> (family: FontFamily, weight: FontWeight?)? {
        guard let name = reader.string(node, path) else { return nil }
        if let found = fonts.family(named: name) { return found }
        if fonts.paths.isEmpty {
            reader.error("no font file holds '\(name)': the scene gives none (fonts: [fonts/Brand.ttf])", at: node, path)
        } else {
            reader.unknownName("font", name, in: fonts.names, at: node, path)
        }
        return nil
    }

    /// A font file named relative to the scene file, read now.
    func fontFile(_ node: Node, _ path: DocumentPath) -> String? {
        guard let written = reader.string(node, path) else { return nil }
        do {
            try fonts.add(written, folder: images.folder)
            return written
        } catch {
            reader.error(error.message, at: node, path)
            return nil
        }
    }
}
