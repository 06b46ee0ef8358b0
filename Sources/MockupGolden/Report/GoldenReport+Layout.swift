extension GoldenReport {
    /// An image the page shows, and the name it is copied to beside the page.
    struct Image: Hashable {
        enum Role: String, Hashable { case expected, actual, diff }
        var role: Role
        /// Absolute path of the original.
        var source: String
        /// Path relative to the page, e.g. `images/mail-toolbar/03.expected.png`.
        var relative: String

        /// Whether it is a text snapshot (`NN.txt`) rather than a picture.
        var isText: Bool { source.hasSuffix(".txt") }
    }

    /// An entry in page order, with its anchor and the images the page shows for it.
    struct Placed: Hashable {
        var entry: Entry
        /// The element id, `scene/name`, unique in the page.
        var anchor: String
        var expected: Image?
        var actual: Image?
        var diff: Image?

        var images: [Image] { [expected, actual, diff].compactMap { $0 } }
    }

    /// The entries in page order, failures first, then missing, recorded, orphan and passed,
    /// each group by scene then name, with unique, stable image names: the same report always
    /// gives the same names, whatever order its entries came in.
    func layout() -> [Placed] {
        let rank = Dictionary(uniqueKeysWithValues: Entry.Status.allCases.enumerated().map { ($1, $0) })
        let ordered = entries.enumerated().sorted { a, b in
            let (x, y) = (a.element, b.element)
            if x.status != y.status { return rank[x.status, default: 0] < rank[y.status, default: 0] }
            if x.scene != y.scene { return x.scene < y.scene }
            if x.name != y.name { return x.name < y.name }
            return a.offset < b.offset
        }.map(\.element)

        var names = UniqueNames()
        var anchors = UniqueNames()
        return ordered.map { entry in
            func place(_ role: Image.Role, _ source: String?) -> Image? {
                guard let source else { return nil }
                let folder = "images/" + Self.safeComponent(entry.scene)
                let ext = Self.fileExtension(source) ?? "png"
                var stem = Self.safeComponent(entry.name)
                if stem.lowercased().hasSuffix("." + ext.lowercased()) { stem.removeLast(ext.count + 1) }
                let relative = names.claim("\(folder)/\(stem).\(role.rawValue)", suffix: ".\(ext)")
                return Image(role: role, source: source, relative: relative)
            }
            var placed = Placed(entry: entry, anchor: anchors.claim("\(entry.scene)/\(entry.name)", suffix: ""))
            switch entry.status {
            case .failed:
                placed.expected = place(.expected, entry.expected)
                placed.actual = place(.actual, entry.actual)
                placed.diff = place(.diff, entry.diff)
            case .missing:
                if let actual = entry.actual { placed.actual = place(.actual, actual) } else { placed.expected = place(.expected, entry.expected) }
            case .recorded, .orphan, .passed:
                if let expected = entry.expected { placed.expected = place(.expected, expected) } else { placed.actual = place(.actual, entry.actual) }
            }
            return placed
        }
    }

    /// A folder or file name that is safe as one path component: characters other than
    /// letters, digits and `-_.@+~` become `_`, and it never starts with a dot.
    static func safeComponent(_ name: String) -> String {
        var out = String(name.unicodeScalars.map { scalar -> Character in
            switch scalar {
            case "A"..."Z", "a"..."z", "0"..."9", "-", "_", ".", "@", "+", "~": Character(scalar)
            default: "_"
            }
        })
        if out.isEmpty || out.hasPrefix(".") { out = "_" + out }
        return out
    }

    /// `png` for `/a/03.filmstrip.png`; nil when the file name has no extension.
    static func fileExtension(_ path: String) -> String? {
        let file = path.split(separator: "/").last ?? Substring(path)
        guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return nil }
        let ext = file[file.index(after: dot)...]
        return ext.isEmpty ? nil : safeComponent(String(ext))
    }
}

/// Hands out names that were not handed out before, comparing without case (some
/// file systems do): `a`, then `a-2`, `a-3`.
private struct UniqueNames {
    private var taken: Set<String> = []

    mutating func claim(_ base: String, suffix: String) -> String {
        var candidate = base + suffix
        var number = 2
        while !taken.insert(candidate.lowercased()).inserted {
            candidate = "\(base)-\(number)\(suffix)"
            number += 1
        }
        return candidate
    }
}
