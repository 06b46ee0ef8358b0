/// Where something was written: a file, a 1-based line and a 1-based column.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }
}

/// One problem with the input, printed compiler-style:
/// `FILE:LINE:COL: error: screens.article.toolbarItems[2]: unknown key 'titel' (did you mean 'title'?)`.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public var location: SourceLocation?
    /// The file, for problems with the whole file (it cannot be read); printed when there is no location.
    public var file: String?
    /// Where in the document, e.g. `screens.article.toolbarItems[2]`; empty for the whole file.
    public var keyPath: String
    public var message: String

    public init(location: SourceLocation?, file: String? = nil, keyPath: String = "", message: String) {
        self.location = location
        self.file = file
        self.keyPath = keyPath
        self.message = message
    }

    public var description: String {
        let place = location.map { "\($0): " } ?? file.map { "\($0): " } ?? ""
        let path = keyPath.isEmpty ? "" : "\(keyPath): "
        return "\(place)error: \(path)\(message)"
    }
}

/// A rejected input: every problem found, in the order found.
public struct DiagnosticError: Error, Hashable, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }

    public init(_ diagnostic: Diagnostic) { self.diagnostics = [diagnostic] }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
