import MockupCore
import Yams

extension SceneLoader {
    /// A located diagnostic for what Yams reports on text that is not YAML.
    static func diagnostic(forYAMLError error: any Error, file: String) -> Diagnostic {
        func at(_ line: Int, _ column: Int, _ message: String) -> Diagnostic {
            Diagnostic(location: SourceLocation(file: file, line: line, column: column), message: message)
        }
        // NB: JSON is read as YAML (it is a subset); its mistakes are named as JSON's.
        let invalid = file.hasSuffix(".json") ? "invalid JSON" : "invalid YAML"
        guard let yamlError = error as? YamlError else { return at(1, 1, "\(invalid): \(error)") }
        switch yamlError {
        case .scanner(let context, let problem, let mark, let text),
             .parser(let context, let problem, let mark, let text),
             .composer(let context, let problem, let mark, let text):
            // NB: libyaml stops at 1000 levels before our own check can run;
            // say it with our limit so both read the same.
            if problem.hasPrefix("Maximum nesting level") {
                return at(mark.line, mark.column, "nesting deeper than \(maxDepth) levels")
            }
            if problem.hasPrefix("found character that cannot start any token"),
               let character = character(atLine: mark.line, column: mark.column, in: text) {
                if character == "\t" { return at(mark.line, mark.column, "\(invalid): a tab cannot indent or separate YAML; use spaces") }
                if "@`".contains(character) {
                    return at(mark.line, mark.column, "\(invalid): '\(character)' cannot start a value; quote the value (\"\(character)...\")")
                }
            }
            let during = context.flatMap { context -> String? in
                context.mark.line == mark.line && context.mark.column == mark.column
                    ? nil : " (\(context.text) at line \(context.mark.line), column \(context.mark.column))"
            } ?? ""
            return at(mark.line, mark.column, "\(invalid): \(problem)\(during)")
        case .reader(let problem, let offset, _, let yaml):
            let (line, column) = offset.map { lineAndColumn(ofCharacter: $0, in: yaml) } ?? (1, 1)
            return at(line, column, "invalid text: \(problem)")
        case .duplicatedKeysInMapping(let duplicates, let context):
            let keys = duplicates.map { "'\($0)'" }.joined(separator: ", ")
            let first = context.mark
            let (line, column) = repeatedKey(duplicates.first ?? "", after: first, in: context.text)
                ?? (first.line, first.column)
            let original = line == first.line ? "" : " (first written at line \(first.line))"
            return at(line, column, "duplicate key \(keys): each key may appear once in a mapping\(original)")
        default:
            return at(1, 1, "\(invalid): \(yamlError)")
        }
    }

    /// The character at a 1-based line and column (counted in Unicode
    /// scalars, as libyaml's marks are); nil past the text.
    static func character(atLine line: Int, column: Int, in text: String) -> Character? {
        guard line >= 1, column >= 1 else { return nil }
        let lines = text.unicodeScalars.split(separator: "\n", maxSplits: line, omittingEmptySubsequences: false)
        guard line <= lines.count else { return nil }
        let row = lines[line - 1]
        guard column <= row.count else { return nil }
        return Character(row[row.index(row.startIndex, offsetBy: column - 1)])
    }

    /// Where a block mapping's key is written again: a later line holding
    /// `key:` at the first one's column, with nothing but spaces before it.
    /// (Yams only reports the first; the second is the one to remove.)
    static func repeatedKey(_ key: String, after first: Mark, in text: String) -> (Int, Int)? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard first.line >= 1, first.line < lines.count else { return nil }
        for index in first.line..<lines.count {
            let line = lines[index].unicodeScalars
            let indent = line.prefix { $0 == " " }.count
            guard indent == first.column - 1 else { continue }
            let rest = String(String.UnicodeScalarView(line.dropFirst(indent)))
            if rest.hasPrefix(key + ":") || rest.hasPrefix("\"\(key)\":") || rest.hasPrefix("'\(key)':") {
                return (index + 1, first.column)
            }
        }
        return nil
    }

    /// The 1-based line and column of the character at `offset`.
    static func lineAndColumn(ofCharacter offset: Int, in text: String) -> (Int, Int) {
        var line = 1, column = 1
        for character in text.prefix(offset) {
            if character == "\n" || character == "\r\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (line, column)
    }
}
