import MockupCore

/// Reads the XML that Interface Builder writes into an `XMLTree`, in one pass
/// over the bytes: elements, attributes, text, the five predefined entities
/// and character references, comments, processing instructions and CDATA.
/// A document type declaration is skipped (Interface Builder writes none, so
/// the entities one could declare stay unknown).
///
/// What it keeps is what Foundation's `XMLParser` handed on to the tree:
/// element and attribute names as written (namespace prefixes included), the
/// character data directly inside each element with entities resolved and
/// whitespace kept, attribute values with tabs and line breaks made spaces
/// (XML 1.0, 3.3.3), and no CDATA sections or comments.
// NB: instead of Foundation's XMLParser, whose error path leaks an NSString
// for every error libxml2 reports (swift-corelibs-foundation's
// `_CFErrorCreateFromXMLInterface`); the fuzzer then took the growth for a
// possible leak and ran LeakSanitizer on every malformed input it made.
struct XMLReader {
    private let bytes: [UInt8]
    private let file: String
    private var offset = 0
    private var stack: [XMLTree] = []
    private var root: XMLTree?
    /// Where each line starts in `bytes`.
    private let lineStarts: [Int]
    /// The line of the last location asked for (locations are asked for in increasing order).
    private var lineCursor = 0

    /// The document's root element; a document that is not well-formed, or
    /// ends before its elements are closed, is a located error.
    static func read(_ bytes: [UInt8], file: String) throws(DiagnosticError) -> XMLTree {
        var reader = XMLReader(bytes: bytes, file: file)
        return try reader.document()
    }

    private init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
        var starts = [0]
        for (i, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(i + 1) }
        lineStarts = starts
    }

    // MARK: - Document

    private mutating func document() throws(DiagnosticError) -> XMLTree {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
        while offset < bytes.count {
            if bytes[offset] == UInt8(ascii: "<") {
                try markup()
            } else {
                try characterData()
            }
        }
        if let open = stack.last {
            // The same words as before for a document cut short, placed at its end.
            let line = lineStarts.count
            let column = bytes.count - (lineStarts.last ?? 0) + 1
            throw DiagnosticError(Diagnostic(location: SourceLocation(file: file, line: line, column: max(1, column)),
                                             message: "the document ends early: <\(open.name)> (line \(open.line)) is never closed"))
        }
        guard let root else { throw malformed("the document has no root element", at: bytes.count) }
        return root
    }

    /// What follows a `<`.
    private mutating func markup() throws(DiagnosticError) {
        let start = offset
        if matches("<?") {
            try skip(past: "?>", from: start, what: "a processing instruction")
        } else if matches("<!--") {
            try skip(past: "-->", from: start, what: "a comment")
        } else if matches("<![CDATA[") {
            guard !stack.isEmpty else { throw malformed("a CDATA section outside the root element", at: start) }
            try skip(past: "]]>", from: start, what: "a CDATA section")
        } else if matches("<!DOCTYPE") {
            guard root == nil else { throw malformed("a document type declaration after the root element", at: start) }
            try doctype(from: start)
        } else if matches("</") {
            try endTag(from: start)
        } else {
            try startTag(from: start)
        }
    }

    private mutating func startTag(from start: Int) throws(DiagnosticError) {
        offset += 1
        guard root == nil || !stack.isEmpty else { throw malformed("content after the root element", at: start) }
        let name = try self.name()
        var attributes: [String: String] = [:]
        while true {
            let spaced = skipSpace()
            guard offset < bytes.count else { throw malformed("the tag <\(name)> is never ended", at: start) }
            if bytes[offset] == UInt8(ascii: ">") || matches("/>") { break }
            guard spaced else { throw malformed("expected a space, '>' or '/>' in the tag <\(name)>", at: offset) }
            let attributeStart = offset
            let attribute = try self.name()
            skipSpace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "=") else {
                throw malformed("expected '=' after the attribute '\(attribute)'", at: offset)
            }
            offset += 1
            skipSpace()
            let value = try attributeValue()
            guard attributes.updateValue(value, forKey: attribute) == nil else {
                throw malformed("the attribute '\(attribute)' is given twice", at: attributeStart)
            }
        }
        let (line, column) = location(of: start)
        let element = XMLTree(name: name, attributes: attributes, file: file, line: line, column: column)
        stack.last?.append(element)
        if stack.isEmpty { root = element }
        if bytes[offset] == UInt8(ascii: "/") {
            offset += 2
        } else {
            offset += 1
            stack.append(element)
        }
    }

    private mutating func endTag(from start: Int) throws(DiagnosticError) {
        offset += 2
        let name = try self.name()
        skipSpace()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: ">") else {
            throw malformed("expected '>' to end the tag </\(name)>", at: offset)
        }
        offset += 1
        guard let open = stack.popLast() else { throw malformed("</\(name)> closes no element", at: start) }
        guard open.name == name else {
            throw malformed("</\(name)> closes <\(open.name)> (line \(open.line))", at: start)
        }
    }

    /// Text up to the next `<`: kept in the innermost open element; outside
    /// the root only blanks may stand.
    private mutating func characterData() throws(DiagnosticError) {
        let start = offset
        var text: [UInt8] = []
        while offset < bytes.count, bytes[offset] != UInt8(ascii: "<") {
            // NB: bytes that need no care, taken as one run.
            let plain = plainRun(from: offset, also: UInt8(ascii: "\n"))
            if plain > offset {
                text.append(contentsOf: bytes[offset..<plain])
                offset = plain
                continue
            }
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "&"):
                text.append(contentsOf: try reference())
            case UInt8(ascii: "]") where matches("]]>"):
                throw malformed("']]>' in text", at: offset)
            case UInt8(ascii: "\r"):
                // XML 1.0, 2.11: a carriage return, alone or before a line feed, is a line feed.
                text.append(UInt8(ascii: "\n"))
                offset += matches("\r\n") ? 2 : 1
            default:
                try checkCharacter(at: offset)
                text.append(byte)
                offset += 1
            }
        }
        guard let open = stack.last else {
            if text.contains(where: { !Self.isSpace($0) }) {
                throw malformed(root == nil ? "text before the root element" : "content after the root element", at: start)
            }
            return
        }
        open.appendText(String(decoding: text, as: UTF8.self))
    }

    // MARK: - Pieces

    /// A name: a letter, `_`, `:` or any character past ASCII first, then also digits, `-` and `.`.
    private mutating func name() throws(DiagnosticError) -> String {
        let start = offset
        while offset < bytes.count {
            let byte = bytes[offset]
            let isNameByte = byte >= 0x80 || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":")
                || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
                || (offset > start && (byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
                    || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))))
            guard isNameByte else { break }
            offset += 1
        }
        guard offset > start else { throw malformed("expected a name", at: start) }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    /// A quoted attribute value, references resolved and blanks made spaces.
    private mutating func attributeValue() throws(DiagnosticError) -> String {
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") || bytes[offset] == UInt8(ascii: "'") else {
            throw malformed("expected a quoted attribute value", at: offset)
        }
        let quote = bytes[offset]
        let start = offset
        offset += 1
        var value: [UInt8] = []
        while true {
            // NB: bytes that need no care, taken as one run (the other quote among them).
            let plain = plainRun(from: offset, also: quote == UInt8(ascii: "\"") ? UInt8(ascii: "'") : UInt8(ascii: "\""))
            if plain > offset {
                value.append(contentsOf: bytes[offset..<plain])
                offset = plain
            }
            guard offset < bytes.count else { throw malformed("an attribute value is never closed", at: start) }
            let byte = bytes[offset]
            if byte == quote { break }
            switch byte {
            case UInt8(ascii: "<"):
                throw malformed("'<' in an attribute value", at: offset)
            case UInt8(ascii: "&"):
                value.append(contentsOf: try reference())
                continue
            case UInt8(ascii: "\r"):
                value.append(UInt8(ascii: " "))
                offset += matches("\r\n") ? 2 : 1
                continue
            case UInt8(ascii: "\n"), UInt8(ascii: "\t"):
                value.append(UInt8(ascii: " "))
            default:
                try checkCharacter(at: offset)
                value.append(byte)
            }
            offset += 1
        }
        offset += 1
        return String(decoding: value, as: UTF8.self)
    }

    /// The UTF-8 of an entity or character reference at `&`, which it reads.
    private mutating func reference() throws(DiagnosticError) -> [UInt8] {
        let start = offset
        guard let end = bytes[offset...].prefix(16).firstIndex(of: UInt8(ascii: ";")) else {
            throw malformed("'&' that begins no reference (write &amp;)", at: start)
        }
        let body = bytes[(start + 1)..<end]
        offset = end + 1
        switch String(decoding: body, as: UTF8.self) {
        case "lt": return [UInt8(ascii: "<")]
        case "gt": return [UInt8(ascii: ">")]
        case "amp": return [UInt8(ascii: "&")]
        case "quot": return [UInt8(ascii: "\"")]
        case "apos": return [UInt8(ascii: "'")]
        case let word where word.hasPrefix("#"):
            let digits = word.dropFirst()
            let code = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            guard let code, Self.isCharacter(code), let scalar = Unicode.Scalar(code) else {
                throw malformed("'&\(word);' is no character", at: start)
            }
            return Array(String(Character(scalar)).utf8)
        case let word:
            throw malformed("unknown entity '&\(word);'", at: start)
        }
    }

    /// Skips from `start` past `end`, which must come.
    private mutating func skip(past end: String, from start: Int, what: String) throws(DiagnosticError) {
        let marker = Array(end.utf8)
        while offset < bytes.count {
            if bytes[offset] == marker[0], bytes[offset...].starts(with: marker) {
                offset += marker.count
                return
            }
            offset += 1
        }
        throw malformed("\(what) is never closed", at: start)
    }

    /// Skips `<!DOCTYPE ...>`, with its internal subset in brackets.
    private mutating func doctype(from start: Int) throws(DiagnosticError) {
        var depth = 0
        var quote: UInt8?
        while offset < bytes.count {
            let byte = bytes[offset]
            offset += 1
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == UInt8(ascii: "]") {
                depth -= 1
            } else if byte == UInt8(ascii: ">"), depth <= 0 {
                return
            }
        }
        throw malformed("a document type declaration is never closed", at: start)
    }

    /// Whether the bytes at `offset` spell `text`.
    private func matches(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard offset + count <= bytes.count else { return false }
        let pointer = text.utf8Start
        for i in 0..<count where bytes[offset + i] != pointer[i] { return false }
        return true
    }

    /// Skips blanks; whether there were any.
    @discardableResult
    private mutating func skipSpace() -> Bool {
        let start = offset
        while offset < bytes.count, Self.isSpace(bytes[offset]) { offset += 1 }
        return offset > start
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// Where the run of bytes from `start` that text and attribute values take as they are
    /// ends: printable ASCII other than `<`, `&`, `"`, `'` and `]`, and `also`. Control
    /// characters, line ends, references, quotes and `]]>` are left to the caller.
    private func plainRun(from start: Int, also: UInt8) -> Int {
        var k = start
        while k < bytes.count {
            let byte = bytes[k]
            guard (byte >= 0x20 && byte < 0x7F && Self.needsCare[Int(byte)] == 0) || byte == also else { break }
            k += 1
        }
        return k
    }

    /// Per ASCII byte, 1 when text or a value cannot take it as it is: `<`, `&`, `"`, `'`, `]`.
    private static let needsCare: [UInt8] = (0..<128).map { [0x3C, 0x26, 0x22, 0x27, 0x5D].contains($0) ? 1 : 0 }

    /// Control characters other than tab and line breaks are not XML 1.0 characters.
    private mutating func checkCharacter(at index: Int) throws(DiagnosticError) {
        let byte = bytes[index]
        guard byte >= 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D else {
            throw malformed("the control character U+\(String(byte, radix: 16, uppercase: true).leftPadded(to: 4)) is not allowed in XML", at: index)
        }
    }

    /// XML 1.0's `Char` production (2.2).
    private static func isCharacter(_ code: UInt32) -> Bool {
        code == 0x9 || code == 0xA || code == 0xD || (0x20...0xD7FF).contains(code)
            || (0xE000...0xFFFD).contains(code) || (0x10000...0x10FFFF).contains(code)
    }

    // MARK: - Locations

    /// The line and column (in bytes, from 1) of a byte offset.
    private mutating func location(of index: Int) -> (Int, Int) {
        if lineCursor >= lineStarts.count || lineStarts[lineCursor] > index { lineCursor = 0 }
        while lineCursor + 1 < lineStarts.count, lineStarts[lineCursor + 1] <= index { lineCursor += 1 }
        return (lineCursor + 1, index - lineStarts[lineCursor] + 1)
    }

    private mutating func malformed(_ reason: String, at index: Int) -> DiagnosticError {
        let (line, column) = location(of: min(index, max(bytes.count - 1, 0)))
        return DiagnosticError(Diagnostic(location: SourceLocation(file: file, line: line, column: column),
                                          message: "not a well-formed XML document (\(reason))"))
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
