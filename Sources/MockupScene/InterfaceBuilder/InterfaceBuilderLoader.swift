import Foundation
import MockupCore
import MockupUI
import Yams

/// Reads `.storyboard` and `.xib` files, of Xcode 5 and later or the archives
/// of Xcode 3 and 4, as scenes: the file becomes the YAML of the equivalent
/// scene (what `mockup convert` prints), which is read as any scene file is.
///
///     let scene = try InterfaceBuilderLoader.load(path: "Main.storyboard")
///     scene.warnings   // ["Main.storyboard: warning: 2 collectionView drawn as a plain view"]
public enum InterfaceBuilderLoader {
    /// Whether a path names an Interface Builder file.
    public static func handles(_ path: String) -> Bool {
        ["storyboard", "xib"].contains((path as NSString).pathExtension.lowercased())
    }

    public static func load(path: String) throws(DiagnosticError) -> Scene {
        let (yaml, warnings) = try convert(path: path)
        var scene = try readConverted(yaml, file: path)
        scene.warnings = warnings
        return scene
    }

    /// The converted scene read as a scene file; what it cannot hold is said of
    /// the IB file as a whole (the YAML's lines are not the file's).
    static func readConverted(_ yaml: String, file: String) throws(DiagnosticError) -> Scene {
        do {
            return try SceneLoader.parse(yaml, file: file)
        } catch {
            throw DiagnosticError(error.diagnostics.map { Diagnostic(location: nil, file: file, keyPath: $0.keyPath, message: "the scene read from it: " + $0.message) })
        }
    }

    /// The scene's YAML and the warnings for what it leaves out.
    public static func convert(path: String) throws(DiagnosticError) -> (yaml: String, warnings: [String]) {
        let (node, warnings) = try sceneNode(path: path)
        return (YAMLNodes.serialize(node), warnings.lines(file: path))
    }

    /// The scene's YAML node with each controller's object id and screen name, for a scene file that imports the file.
    static func importNode(path: String) throws(DiagnosticError) -> (Node, IBWarnings, [(String, String)]) {
        let (node, warnings, aliases) = try read(path: path)
        return (node, warnings, aliases)
    }

    /// The scene's YAML node, read from the file at `path`.
    static func sceneNode(path: String) throws(DiagnosticError) -> (Node, IBWarnings) {
        let (node, warnings, _) = try read(path: path)
        return (node, warnings)
    }

    /// Reads a file's bytes as an Interface Builder file; `file` names it in
    /// messages and is where nibs it names are looked for.
    public static func parse(data: Data, file: String) throws(DiagnosticError) -> Scene {
        guard data.count <= SceneLoader.maxFileSize else { throw SceneLoader.tooLarge(file, "\(data.count) bytes") }
        let (node, warnings, _) = try read(XMLTree.parse(data, file: file), path: file)
        var scene = try readConverted(YAMLNodes.serialize(node), file: file)
        scene.warnings = warnings.lines(file: file)
        return scene
    }

    private static func read(path: String) throws(DiagnosticError) -> (Node, IBWarnings, [(String, String)]) {
        let text = try SceneLoader.readText(path)
        return try read(XMLTree.parse(Data(text.utf8), file: path), path: path)
    }

    private static func read(_ document: XMLTree, path: String) throws(DiagnosticError) -> (Node, IBWarnings, [(String, String)]) {
        let at = SourceLocation(file: path, line: document.line, column: document.column)
        switch document.name {
        case "document":
            guard document["version"] == "3.0" else {
                throw DiagnosticError(Diagnostic(location: at, message: "an Interface Builder document of version '\(document["version"] ?? "")'; mockup reads version 3.0"))
            }
            var reader = StoryboardReader(document: document, file: path)
            let node = try reader.scene()
            return (node, reader.warnings, reader.aliases)
        case "archive":
            guard (document["type"] ?? "").hasPrefix("com.apple.InterfaceBuilder3.CocoaTouch") else {
                throw DiagnosticError(Diagnostic(location: at, message: "an archive of type '\(document["type"] ?? "")'; mockup reads Cocoa Touch xibs"))
            }
            var reader = ArchiveReader(document: document, file: path)
            let node = try reader.scene()
            return (node, reader.warnings, [])
        default:
            throw DiagnosticError(Diagnostic(location: at, message: "not an Interface Builder file: the root element is <\(document.name)>, not <document> or <archive>"))
        }
    }
}
