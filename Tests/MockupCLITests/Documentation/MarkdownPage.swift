import Foundation

/// A Markdown page of the repository read as the documentation tests need
/// it: its headings and their GitHub anchors, its links, its fenced code
/// blocks, its tables, and the blocks introduced by a marker comment
/// (`<!-- schema: labelProperties -->`). Fenced code is never read as
/// headings, links or markers.
struct MarkdownPage {
    /// The page's path relative to the repository (`docs/scene-format.md`).
    let path: String
    let lines: [String]
    /// Whether each line lies inside a fenced code block (its fences included).
    private let fenced: [Bool]

    init(path: String, text: String) {
        self.path = path
        lines = text.components(separatedBy: "\n")
        var inside = false
        fenced = lines.map { line in
            let fence = line.trimmingCharacters(in: .whitespaces).hasPrefix("```")
            defer { if fence { inside.toggle() } }
            return inside || fence
        }
    }

    /// Reads `path` below `root`.
    init(root: URL, path: String) throws {
        self.init(path: path, text: try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8))
    }

    // MARK: - Headings and anchors

    struct Heading {
        var level: Int
        var text: String
        var anchor: String
        /// The heading's line, from 0.
        var line: Int
    }

    var headings: [Heading] {
        var seen: [String: Int] = [:]
        var headings: [Heading] = []
        for (i, line) in lines.enumerated() where !fenced[i] && line.hasPrefix("#") {
            let level = line.prefix { $0 == "#" }.count
            guard level <= 6, line.dropFirst(level).first == " " else { continue }
            let text = line.dropFirst(level).trimmingCharacters(in: .whitespaces)
            var anchor = Self.slug(text)
            // GitHub numbers repeated headings: `usage`, `usage-1`, `usage-2`.
            if let count = seen[anchor] {
                seen[anchor] = count + 1
                anchor += "-\(count)"
            } else {
                seen[anchor] = 1
            }
            headings.append(Heading(level: level, text: text, anchor: anchor, line: i))
        }
        return headings
    }

    /// Every `#fragment` a link may name: the headings' anchors and the
    /// `id`/`name` of HTML elements.
    var anchors: Set<String> {
        var anchors = Set(headings.map(\.anchor))
        for (i, line) in lines.enumerated() where !fenced[i] && line.contains("<a ") {
            for attribute in [" id=\"", " name=\""] {
                for piece in line.components(separatedBy: attribute).dropFirst() {
                    anchors.insert(String(piece.prefix { $0 != "\"" }))
                }
            }
        }
        return anchors
    }

    /// GitHub's anchor of a heading: inline Markdown reduced to its text,
    /// lower case, punctuation other than `-` and `_` dropped, spaces as `-`.
    static func slug(_ heading: String) -> String {
        var text = heading
        // A link's text stands for the link.
        while let open = text.range(of: "]("), let close = text[open.upperBound...].firstIndex(of: ")") {
            text.removeSubrange(open.lowerBound...close)
        }
        var slug = ""
        for character in text.lowercased() {
            if character.isLetter || character.isNumber || character == "-" || character == "_" {
                slug.append(character)
            } else if character == " " {
                slug.append("-")
            }
        }
        return slug
    }

    // MARK: - Links

    struct Link {
        var target: String
        /// The link's line, from 1.
        var line: Int
    }

    /// The targets of inline links and images (`[text](target)`,
    /// `![alt](target "title")`) outside code.
    var links: [Link] {
        var links: [Link] = []
        for (i, line) in lines.enumerated() where !fenced[i] {
            var rest = Self.removingCodeSpans(line)[...]
            while let open = rest.range(of: "](") {
                rest = rest[open.upperBound...]
                guard let close = rest.firstIndex(of: ")") else { break }
                // `target "title"` and `<target>` name the target alone.
                let inside = rest[..<close].trimmingCharacters(in: .whitespaces)
                let target = (inside.split(separator: " ").first ?? "").trimmingCharacters(in: CharacterSet(charactersIn: "<>"))
                if !target.isEmpty { links.append(Link(target: target, line: i + 1)) }
                rest = rest[close...]
            }
        }
        return links
    }

    /// The line with its code spans blanked out, so that a bracket inside
    /// one is not read as a link.
    static func removingCodeSpans(_ line: String) -> String {
        line.components(separatedBy: "`").enumerated().map { $0.offset % 2 == 1 ? "" : $0.element }.joined(separator: "``")
    }

    /// The text of every code span in `text`: "`a` and `b`" gives ["a", "b"].
    static func codeSpans(_ text: String) -> [String] {
        let parts = text.components(separatedBy: "`")
        return stride(from: 1, to: parts.count - 1, by: 2).map { parts[$0] }
    }

    // MARK: - Code blocks

    /// The contents of the fenced blocks opened with "```language".
    func codeBlocks(_ language: String) -> [String] {
        var blocks: [String] = []
        var current: [String]?
        for (i, line) in lines.enumerated() where fenced[i] {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                if let block = current {
                    blocks.append(block.joined(separator: "\n"))
                    current = nil
                } else if trimmed.dropFirst(3).trimmingCharacters(in: .whitespaces) == language {
                    current = []
                }
                continue
            }
            current?.append(line)
        }
        return blocks
    }

    // MARK: - Sections and marked blocks

    /// The lines under a heading, up to the next heading of its level or
    /// above (its subsections included).
    func section(_ heading: Heading) -> MarkdownPage {
        let end = headings.first { $0.line > heading.line && $0.level <= heading.level }?.line ?? lines.count
        return MarkdownPage(path: path, text: lines[(heading.line + 1)..<end].joined(separator: "\n"))
    }

    /// A block of lines introduced by `<!-- NAME: WORDS -->`: the marker's
    /// words and the lines that follow it up to the first blank line.
    struct MarkedBlock {
        var words: [String]
        var lines: [String]
        /// The marker's line, from 1.
        var line: Int

        /// The rows of the table the block holds (its header and separator
        /// left out), each split into its cells.
        var rows: [[String]] { MarkdownPage.tableRows(lines) }
    }

    /// Every block marked `<!-- name: ... -->`.
    func markedBlocks(_ name: String) -> [MarkedBlock] {
        let prefix = "<!-- \(name):"
        var blocks: [MarkedBlock] = []
        for (i, line) in lines.enumerated() where !fenced[i] {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix(prefix), trimmed.hasSuffix("-->") else { continue }
            let words = trimmed.dropFirst(prefix.count).dropLast(3).split(separator: " ").map(String.init)
            let body = lines[(i + 1)...].prefix { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            blocks.append(MarkedBlock(words: words, lines: Array(body), line: i + 1))
        }
        return blocks
    }

    /// The rows of every table outside code, each table apart.
    var tables: [[[String]]] {
        var tables: [[String]] = []
        var current: [String] = []
        for (i, line) in lines.enumerated() {
            if !fenced[i] && line.trimmingCharacters(in: .whitespaces).hasPrefix("|") {
                current.append(line)
            } else if !current.isEmpty {
                tables.append(current)
                current = []
            }
        }
        if !current.isEmpty { tables.append(current) }
        return tables.map(Self.tableRows)
    }

    /// The table rows among `lines` (lines starting with `|`), without the
    /// header row and the `|---|` separator, each split into trimmed cells.
    static func tableRows(_ lines: [String]) -> [[String]] {
        let table = lines.filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("|") }
        return table.dropFirst(2).map { row in
            var cells = row.trimmingCharacters(in: .whitespaces).components(separatedBy: "|")
            cells.removeFirst()
            if cells.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { cells.removeLast() }
            return cells.map { $0.trimmingCharacters(in: .whitespaces) }
        }
    }
}
