import Foundation
import MockupCore

/// An element of an XML document as `XMLReader` reads it, with where it
/// starts, for located messages.
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

    func append(_ child: XMLTree) { children.append(child) }

    func appendText(_ more: String) { text += more }

    /// Every element beneath, depth first.
    var descendants: [XMLTree] {
        var found: [XMLTree] = []
        var pending = children.reversed() as [XMLTree]
        while let element = pending.popLast() {
            found.append(element)
            pending.append(contentsOf: element.children.reversed())
        }
        return found
    }

    /// Parses `data`; a malformed or truncated document is a located error.
    static func parse(_ data: Data, file: String) throws(DiagnosticError) -> XMLTree {
        let text = try SceneLoader.text(of: data, file: file)
        if let declared = text.prefix(200).range(of: #"encoding\s*=\s*["']([^"']*)["']"#, options: .regularExpression),
           !["utf-8", "utf8"].contains(where: { text[declared].lowercased().contains($0) }) {
            throw DiagnosticError(Diagnostic(location: SourceLocation(file: file, line: 1, column: 1),
                                             message: "the document declares \(text[declared]); Interface Builder files are UTF-8"))
        }
        return try XMLReader.read([UInt8](data), file: file)
    }
}
