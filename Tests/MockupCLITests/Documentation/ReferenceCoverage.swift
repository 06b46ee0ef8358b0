import Foundation

/// Checks reference pages against a `SchemaOutline`, both ways, so that the
/// scene format's documentation and the decoder's tables (from which the
/// schema is built) cannot drift apart.
///
/// A page documents a mapping with a table introduced by a marker naming
/// it, one row a key, the key in the first code span of the row's first
/// cell:
///
///     <!-- schema: labelProperties -->
///     | key | meaning |
///     |---|---|
///     | `textAlignment` | `left`, `center` or `right` |
///
/// A marker may name several mappings (`alert actionSheet`), or every
/// mapping a pattern matches (`*Properties`: the keys every view kind has);
/// a vocabulary outside any mapping's keys (`color`) is documented by the
/// block under a marker naming it. The rules:
///
/// - every marker names something the schema has;
/// - every key of every mapping has a row in a table marked with the
///   mapping, and every row's key is a key of a mapping its marker names;
/// - every word of a key's vocabulary is a code span of its own in that
///   key's row, and every word of a vocabulary outside mappings in a block
///   marked with it; a vocabulary of more than `longVocabulary` words may
///   instead be printed by a command the row names (`mockup symbols`);
/// - every key is used in an example: a YAML block of the pages holds
///   `KEY:` (or, for a key that takes no value, the word).
///
/// A key added to the decoder thus fails the check until a row documents it,
/// with its words and an example; a row naming a key the decoder does not
/// read fails it too.
struct ReferenceCoverage {
    /// A vocabulary longer than this (the glyph names, say) may be listed by
    /// a command instead of on the page; the longest listed today has 23
    /// words (chosen).
    static let longVocabulary = 40

    let outline: SchemaOutline
    let pages: [MarkdownPage]

    /// One documented block: the names its marker gives, expanded, and the block.
    private struct Documented {
        var names: [String]
        var block: MarkdownPage.MarkedBlock
        var page: String
    }

    /// Every rule broken, one line each, naming the page and the key.
    var problems: [String] {
        var problems: [String] = []
        let documented = markedBlocks(&problems)
        problems += keyProblems(documented)
        problems += vocabularyProblems(documented)
        problems += exampleProblems()
        return problems
    }

    /// The marked blocks, their names expanded; a name matching nothing is a problem.
    private func markedBlocks(_ problems: inout [String]) -> [Documented] {
        let known = Set(outline.objects.keys).union(outline.vocabularies.keys)
        var documented: [Documented] = []
        for page in pages {
            for block in page.markedBlocks("schema") {
                var names: [String] = []
                for word in block.words {
                    let matches = known.filter { Self.name($0, matches: word) }.sorted()
                    if matches.isEmpty { problems.append("\(page.path):\(block.line): the schema has no mapping or vocabulary '\(word)'") }
                    names += matches
                }
                documented.append(Documented(names: names, block: block, page: page.path))
            }
        }
        return documented
    }

    /// `name` is `pattern`, or matches it with `*` standing for any text.
    static func name(_ name: String, matches pattern: String) -> Bool {
        guard let star = pattern.firstIndex(of: "*") else { return name == pattern }
        let prefix = pattern[..<star], suffix = pattern[pattern.index(after: star)...]
        return name.count >= prefix.count + suffix.count && name.hasPrefix(prefix) && name.hasSuffix(suffix)
    }

    /// The key a table row documents: its first cell's first code span, up
    /// to the first character that cannot be in a key (`push: SCREEN` is `push`).
    static func key(of row: [String]) -> String? {
        guard let span = row.first.flatMap({ MarkdownPage.codeSpans($0).first }) else { return nil }
        let key = span.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return key.isEmpty ? nil : String(key)
    }

    /// Keys without a row, and rows without a key.
    private func keyProblems(_ documented: [Documented]) -> [String] {
        var problems: [String] = []
        for entry in documented where entry.names.contains(where: { outline.objects[$0] != nil }) {
            for row in entry.block.rows {
                guard let key = Self.key(of: row) else {
                    problems.append("\(entry.page):\(entry.block.line): a row names no key: | \(row.joined(separator: " | ")) |")
                    continue
                }
                if !entry.names.contains(where: { outline.objects[$0]?[key] != nil }) {
                    problems.append("\(entry.page):\(entry.block.line): '\(key)' is not a key of \(entry.names.joined(separator: ", ")) in the schema")
                }
            }
        }
        for (name, keys) in outline.objects.sorted(by: { $0.key < $1.key }) {
            for key in keys.keys.sorted() where rows(of: key, in: name, documented).isEmpty {
                problems.append("\(name).\(key) is in the schema but no table marked '<!-- schema: \(name) -->' has a row for it")
            }
        }
        return problems
    }

    /// The rows documenting `key` of the mapping `name`.
    private func rows(of key: String, in name: String, _ documented: [Documented]) -> [[String]] {
        documented.filter { $0.names.contains(name) }.flatMap(\.block.rows).filter { Self.key(of: $0) == key }
    }

    /// Words missing from their key's rows or their vocabulary's blocks.
    private func vocabularyProblems(_ documented: [Documented]) -> [String] {
        var problems: [String] = []
        for (name, keys) in outline.objects.sorted(by: { $0.key < $1.key }) {
            for (key, outlined) in keys.sorted(by: { $0.key < $1.key }) where !outlined.words.isEmpty {
                let rows = rows(of: key, in: name, documented)
                guard !rows.isEmpty else { continue }  // reported as an undocumented key
                let text = rows.map { $0.joined(separator: " | ") }.joined(separator: "\n")
                if let missing = Self.missingWords(outlined.words, in: text) {
                    problems.append("\(name).\(key): its row does not name \(missing)")
                }
            }
        }
        for (name, words) in outline.vocabularies.sorted(by: { $0.key < $1.key }) {
            let blocks = documented.filter { $0.names.contains(name) }
            guard !blocks.isEmpty else {
                problems.append("the vocabulary '\(name)' is in the schema but no block is marked '<!-- schema: \(name) -->'")
                continue
            }
            let text = blocks.map { $0.block.lines.joined(separator: "\n") }.joined(separator: "\n")
            if let missing = Self.missingWords(words, in: text) {
                problems.append("the vocabulary '\(name)': its blocks do not name \(missing)")
            }
        }
        return problems
    }

    /// The words of `words` that `text` does not hold as code spans of their
    /// own, as a message; nil when it holds all (or, for a long vocabulary,
    /// names the command that prints it).
    static func missingWords(_ words: [String], in text: String) -> String? {
        let spans = Set(MarkdownPage.codeSpans(text))
        if words.count > longVocabulary {
            return spans.contains { $0.hasPrefix("mockup ") } ? nil : "its \(words.count) words, or the `mockup` command that lists them"
        }
        let missing = words.filter { !spans.contains($0) }
        return missing.isEmpty ? nil : missing.map { "`\($0)`" }.joined(separator: ", ")
    }

    /// Keys no YAML example of the pages uses.
    private func exampleProblems() -> [String] {
        let examples = pages.flatMap { $0.codeBlocks("yaml") }.joined(separator: "\n")
        var problems: [String] = []
        for (name, keys) in outline.objects.sorted(by: { $0.key < $1.key }) {
            for (key, outlined) in keys.sorted(by: { $0.key < $1.key }) where !Self.example(examples, uses: key, takesNoValue: outlined.takesNoValue) {
                problems.append("\(name).\(key): no YAML example uses it")
            }
        }
        return problems
    }

    /// Whether `examples` holds `key:` (or, for a key that takes no value, the
    /// word `key`), not as part of a longer word.
    static func example(_ examples: String, uses key: String, takesNoValue: Bool) -> Bool {
        var start = examples.startIndex
        while let found = examples.range(of: key, range: start..<examples.endIndex) {
            start = found.upperBound
            let before = found.lowerBound == examples.startIndex ? nil : examples[examples.index(before: found.lowerBound)]
            if let before, before.isLetter || before.isNumber || before == "." || before == "-" { continue }
            let rest = examples[found.upperBound...]
            if rest.drop { $0 == " " }.first == ":" { return true }
            if takesNoValue, rest.first.map({ !($0.isLetter || $0.isNumber) }) ?? true { return true }
        }
        return false
    }
}
