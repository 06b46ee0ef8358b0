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
    let line: Int
    let column: Int

    init(name: String, attributes: [String: String], line: Int, column: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
        self.column = column
    }

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
        let parser = XMLParser(data: data)
        let builder = Builder(parser: parser)
        parser.delegate = builder
        parser.shouldResolveExternalEntities = false
        let ok = parser.parse()
        guard ok, let root = builder.root else {
            let line = max(1, parser.lineNumber), column = max(1, parser.columnNumber)
            let reason = parser.parserError.map { ($0 as NSError).localizedDescription } ?? "the document ends early"
            throw DiagnosticError(Diagnostic(location: SourceLocation(file: file, line: line, column: column),
                                             message: "not a well-formed XML document (\(reason))"))
        }
        return root
    }

    private final class Builder: NSObject, XMLParserDelegate {
        let parser: XMLParser
        var stack: [XMLTree] = []
        var root: XMLTree?

        init(parser: XMLParser) { self.parser = parser }

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            let element = XMLTree(name: name, attributes: attributes, line: parser.lineNumber, column: max(1, parser.columnNumber))
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
