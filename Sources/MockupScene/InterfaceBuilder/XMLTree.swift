import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import MockupCore

/// An element of an XML document as Foundation's parser reads it, with where
/// it starts, for located messages.
final class XMLTree {
    let name: String
    let attributes: [String: String]
    private(set) var children: [XMLTree] = []
    /// The text directly inside it.
    private(set) var text = ""
    /// The file it was read from, and where in it it starts.
    let file: String
    let line: Int
    let column: Int

    init(name: String, attributes: [String: String], file: String, line: Int, column: Int) {
        self.name = name
        self.attributes = attributes
        self.file = file
        self.line = line
        self.column = column
    }

    /// Where it starts, for messages.
    var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }

    subscript(_ attribute: String) -> String? { attributes[attribute] }

    /// The first child with this element name (and `key` attribute, when given).
    func child(_ name: String, key: String? = nil) -> XMLTree? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// The child with this `key` attribute, whatever its element name.
    func keyed(_ key: String) -> XMLTree? { children.first { $0["key"] == key } }

    func children(_ name: String) -> [XMLTree] { children.filter { $0.name == name } }

    /// Every element beneath, depth first.
    var descendants: [XMLTree] { children.flatMap { [$0] + $0.descendants } }

    /// Parses `data`; a malformed or truncated document is a located error.
    static func parse(_ data: Data, file: String) throws(DiagnosticError) -> XMLTree {
        // NB: Foundation's parser traps on names that are not UTF-8, which libxml2
        // hands on from bytes that are not; Interface Builder writes UTF-8 only.
        let text = try SceneLoader.text(of: data, file: file)
        if let declared = text.prefix(200).range(of: #"encoding\s*=\s*["']([^"']*)["']"#, options: .regularExpression),
           !["utf-8", "utf8"].contains(where: { text[declared].lowercased().contains($0) }) {
            throw DiagnosticError(Diagnostic(location: SourceLocation(file: file, line: 1, column: 1),
                                             message: "the document declares \(text[declared]); Interface Builder files are UTF-8"))
        }
        let parser = XMLParser(data: data)
        let builder = Builder(parser: parser, bytes: [UInt8](data), file: file)
        parser.delegate = builder
        parser.shouldResolveExternalEntities = false
        let ok = parser.parse()
        guard ok, let root = builder.root else {
            let line = max(1, parser.lineNumber), column = max(1, parser.columnNumber)
            let reason = parser.parserError.map { ($0 as NSError).localizedDescription } ?? "the document ends early"
            throw DiagnosticError(Diagnostic(location: SourceLocation(file: file, line: line, column: column),
                                             message: "not a well-formed XML document (\(reason))"))
        }
        if let open = builder.stack.last {
            // NB: libxml2 reports success for a document cut short; the elements left open say so.
            let lines = builder.lineStarts.count
            let column = data.count - (builder.lineStarts.last ?? 0) + 1
            throw DiagnosticError(Diagnostic(location: SourceLocation(file: file, line: lines, column: max(1, column)),
                                             message: "the document ends early: <\(open.name)> (line \(open.line)) is never closed"))
        }
        return root
    }

    private final class Builder: NSObject, XMLParserDelegate {
        let parser: XMLParser
        let bytes: [UInt8]
        let file: String
        /// Where each line starts in `bytes`.
        let lineStarts: [Int]
        var stack: [XMLTree] = []
        var root: XMLTree?

        init(parser: XMLParser, bytes: [UInt8], file: String) {
            self.parser = parser
            self.bytes = bytes
            self.file = file
            var starts = [0]
            for (i, b) in bytes.enumerated() where b == UInt8(ascii: "\n") { starts.append(i + 1) }
            lineStarts = starts
        }

        /// The line and column of the `<` that opens the element the parser has just read
        /// (the parser reports the end of the start tag).
        func tagStart() -> (Int, Int) {
            guard !bytes.isEmpty else { return (1, 1) }
            let line = max(1, min(parser.lineNumber, lineStarts.count))
            var offset = min(lineStarts[line - 1] + max(parser.columnNumber - 1, 0), bytes.count - 1)
            while offset > 0 && bytes[offset] != UInt8(ascii: "<") { offset -= 1 }
            let startLine = (lineStarts.lastIndex { $0 <= offset } ?? 0)
            return (startLine + 1, offset - lineStarts[startLine] + 1)
        }

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            let (line, column) = tagStart()
            let element = XMLTree(name: name, attributes: attributes, file: file, line: line, column: column)
            stack.last?.children.append(element)
            if stack.isEmpty { root = element }
            stack.append(element)
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            stack.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            stack.last?.text += string
        }
    }
}
