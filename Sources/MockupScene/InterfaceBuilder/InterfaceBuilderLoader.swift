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
        InterfaceBuilderImport.extensions.contains((path as NSString).pathExtension.lowercased())
    }

    /// What reading a file gives: the scene's YAML node, what it leaves out,
    /// and each controller's object id with the screen name it was given.
    struct Reading {
        var node: Node
        var warnings: IBWarnings
        var aliases: [(String, String)]
    }

    public static func load(path: String) throws(DiagnosticError) -> Scene {
        let (yaml, warnings) = try convert(path: path)
        return try scene(yaml: yaml, warnings: warnings, file: path)
    }

    /// Reads a file's bytes as an Interface Builder file; `file` names it in
    /// messages and is where nibs it names are looked for.
    public static func parse(data: Data, file: String) throws(DiagnosticError) -> Scene {
        guard data.count <= SceneLoader.maxFileSize else { throw SceneLoader.tooLarge(file, "\(data.count) bytes") }
        let reading = try read(XMLTree.parse(data, file: file), path: file)
        return try scene(yaml: YAMLNodes.serialize(reading.node), warnings: reading.warnings.lines(file: file), file: file)
    }

    /// The scene's YAML and the warnings for what it leaves out.
    public static func convert(path: String) throws(DiagnosticError) -> (yaml: String, warnings: [String]) {
        let reading = try read(path: path)
        return (YAMLNodes.serialize(reading.node), reading.warnings.lines(file: path))
    }

    /// The converted YAML read as a scene file, with the file's warnings; what
    /// it cannot hold is said of the IB file as a whole (the YAML's lines are not the file's).
    public static func scene(yaml: String, warnings: [String], file: String) throws(DiagnosticError) -> Scene {
        var scene: Scene
        do {
            scene = try SceneLoader.parse(yaml, file: file)
        } catch {
            throw DiagnosticError(error.diagnostics.map { Diagnostic(location: nil, file: file, keyPath: $0.keyPath, message: "the scene read from it: " + $0.message) })
        }
        scene.warnings = warnings
        return scene
    }

    /// The file at `path` read.
    static func read(path: String) throws(DiagnosticError) -> Reading {
        let text = try SceneLoader.readText(path)
        return try read(XMLTree.parse(Data(text.utf8), file: path), path: path)
    }

    private static func read(_ document: XMLTree, path: String) throws(DiagnosticError) -> Reading {
        let at = SourceLocation(file: path, line: document.line, column: document.column)
        switch document.name {
        case "document":
            guard document["version"] == "3.0" else {
                throw DiagnosticError(Diagnostic(location: at, message: "an Interface Builder document of version '\(document["version"] ?? "")'; mockup reads version 3.0"))
            }
            var reader = StoryboardReader(document: document, file: path)
            let node = try reader.scene()
            return Reading(node: node, warnings: reader.warnings, aliases: reader.aliases)
        case "archive":
            guard (document["type"] ?? "").hasPrefix("com.apple.InterfaceBuilder3.CocoaTouch") else {
                throw DiagnosticError(Diagnostic(location: at, message: "an archive of type '\(document["type"] ?? "")'; mockup reads Cocoa Touch xibs"))
            }
            var reader = ArchiveReader(document: document, file: path)
            let node = try reader.scene()
            return Reading(node: node, warnings: reader.warnings, aliases: [])
        default:
            throw DiagnosticError(Diagnostic(location: at, message: "not an Interface Builder file: the root element is <\(document.name)>, not <document> or <archive>"))
        }
    }
}
