import Foundation
import MockupCore
import MockupUI
import Yams

/// Reads scene files (YAML, or JSON with the same keys; see SCENE-FORMAT.md)
/// into `Scene` values. The whole file is validated: a file with problems is
/// rejected with one located diagnostic per problem, in document order.
///
///     do {
///         let scene = try SceneLoader.load(path: "contacts.yaml")
///         print(scene.screens.keys)
///     } catch {
///         print(error)  // contacts.yaml:12:5: error: screens.jack: unknown key 'titel' (did you mean 'title'?)
///     }
public enum SceneLoader {
    /// The largest file accepted, in bytes (4 MiB).
    public static let maxFileSize = 4 * 1024 * 1024
    /// The deepest nesting of mappings and lists accepted.
    public static let maxDepth = 64
    /// The most values a document may hold once aliases are expanded.
    public static let maxValues = 1_000_000
    /// The largest coordinate or length in points (chosen: a hundred times
    /// the tallest iPhone, room for any scroll view's content), so geometry
    /// stays within what every later computation handles.
    public static let maxPoints = 100_000.0
    /// The largest device scale, as `--scale` allows.
    public static let maxScale = 8.0
    /// The largest font size in points (chosen).
    public static let maxFontSize = 1_000.0
    /// The most lines a label may be limited to (chosen).
    public static let maxLines = 10_000
    /// The most pages a page control may have (each is a dot drawn).
    public static let maxPages = 1_000
    /// The most constraints a view may hold, and a scene (chosen: a view's are
    /// solved together, a tenth of a second for 500 that conflict everywhere).
    public static let maxConstraints = 500
    public static let maxSceneConstraints = 2_000

    /// Reads and validates a file; the scene's `name` is the file's base name without extension.
    public static func load(path: String) throws(DiagnosticError) -> Scene {
        try parse(readText(path), file: path)
    }

    /// Parses a file's bytes, which must be UTF-8 text; `file` is the name
    /// used in diagnostics and for the scene name.
    public static func parse(data: Data, file: String) throws(DiagnosticError) -> Scene {
        try parse(text(of: data, file: file), file: file)
    }

    /// Parses text; `file` is the name used in diagnostics and for the scene name.
    public static func parse(_ text: String, file: String) throws(DiagnosticError) -> Scene {
        let start = SourceLocation(file: file, line: 1, column: 1)
        let size = text.utf8.count
        guard size <= maxFileSize else { throw tooLarge(file, "\(size) bytes") }
        if let problem = ComplexKeyScan.check(text, file: file) { throw DiagnosticError(problem) }
        let document: Node?
        do {
            // NB: the encoding named, as Yams would choose it for a native string:
            // its default reads the process environment on every call.
            document = try Yams.compose(yaml: text, resolver, .default, .utf8)
        } catch {
            throw DiagnosticError(diagnostic(forYAMLError: error, file: file))
        }
        guard var document else {
            throw DiagnosticError(Diagnostic(location: start, message: "the file is empty; a scene needs at least 'root'"))
        }
        let imported = try InterfaceBuilderImport.resolve(document, file: file)
        document = imported.document
        if let problem = DocumentShape.check(document, file: file) {
            throw DiagnosticError(problem)
        }
        let reader = NodeReader(file: file, source: text)
        let decoded = SceneDecoder(reader: reader).scene(from: document, name: sceneName(file))
        guard var scene = decoded, reader.diagnostics.isEmpty else {
            let found = reader.diagnostics.isEmpty
                ? [Diagnostic(location: start, message: "the file does not describe a scene")]
                : reader.diagnostics
            throw DiagnosticError(inDocumentOrder(found))
        }
        scene.warnings = imported.warnings + scene.warnings
        scene.usesConstraints = reader.constraintCount > 0
        return scene
    }

    /// A resolver with no rules: Yams leaves plain scalars untagged, and
    /// `NodeReader.tag(of:)` resolves them with `PlainScalarTag` when the
    /// decoder asks. Yams's default rules are regular expressions, matched
    /// against every key (to find duplicates) and every plain value.
    static let resolver = Resolver.basic

    // MARK: - Helpers

    /// The file's text, or a diagnostic saying why it cannot be had.
    static func readText(_ path: String) throws(DiagnosticError) -> String {
        func failure(_ message: String) -> DiagnosticError {
            DiagnosticError(Diagnostic(location: nil, file: path, message: message))
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw failure("cannot read the file: no such file")
        }
        guard !isDirectory.boolValue else { throw failure("cannot read the file: it is a directory") }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
        guard size <= maxFileSize else { throw tooLarge(path, "\(size) bytes") }
        let data: Data
        do {
            data = try BoundedRead.bytes(at: path, limit: maxFileSize)
        } catch {
            switch error {
            case .cannotOpen: throw failure("cannot read the file: the file cannot be opened")
            case .failed(let reason): throw failure("cannot read the file: \(reason)")
            case .tooLarge: throw tooLarge(path, "more than \(maxFileSize) bytes")
            }
        }
        return try text(of: data, file: path)
    }

    /// The bytes as text, or a diagnostic when they are not UTF-8.
    static func text(of data: Data, file: String) throws(DiagnosticError) -> String {
        guard let text = String(data: data, encoding: .utf8) else {
            throw DiagnosticError(Diagnostic(location: nil, file: file, message: "cannot read the file: the file is not UTF-8 text"))
        }
        return text
    }

    static func tooLarge(_ file: String, _ size: String) -> DiagnosticError {
        DiagnosticError(Diagnostic(
            location: SourceLocation(file: file, line: 1, column: 1),
            message: "file too large: \(size), the limit is 4 MiB (\(maxFileSize) bytes)"))
    }

    /// `scenes/contacts.yaml` -> `contacts`.
    static func sceneName(_ file: String) -> String {
        let base = file.split(separator: "/").last.map(String.init) ?? file
        guard let dot = base.lastIndex(of: "."), dot != base.startIndex else { return base }
        return String(base[..<dot])
    }

    /// Sorted by line and column; the sort is stable, so problems found at
    /// one place keep the order they were found in.
    static func inDocumentOrder(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { a, b in
            let la = a.element.location.map { ($0.line, $0.column) } ?? (0, 0)
            let lb = b.element.location.map { ($0.line, $0.column) } ?? (0, 0)
            return la != lb ? la < lb : a.offset < b.offset
        }.map(\.element)
    }
}
