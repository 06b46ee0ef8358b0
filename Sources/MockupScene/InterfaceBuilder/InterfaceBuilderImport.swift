import Foundation
import MockupCore
import Yams

/// A scene file's `interfaceBuilder: [Main.storyboard, ...]` (paths relative
/// to the scene file): the files' screens join the scene's (the scene's own
/// win), and their device, look and root are the scene's unless it names its
/// own. Every IB controller can also be named by its object id. What the
/// files hold that mockup does not draw is the scene's warnings.
enum InterfaceBuilderImport {
    /// The top-level key naming the files.
    static let key = "interfaceBuilder"
    /// The files' extensions (`InterfaceBuilderLoader.handles`).
    static let extensions = ["storyboard", "xib"]

    static func resolve(_ document: Node, file: String) throws(DiagnosticError) -> (document: Node, warnings: [String]) {
        guard case .mapping(var top) = document, let value = top[Node(Self.key)] else { return (document, []) }
        let at = value.mark.map { SourceLocation(file: file, line: $0.line, column: $0.column) }
        let paths: [String]
        switch value {
        case .scalar(let scalar): paths = [scalar.string]
        case .sequence(let list): paths = list.compactMap { $0.scalar?.string }
        default: throw DiagnosticError(Diagnostic(location: at, message: "interfaceBuilder: expected a file or a list of .storyboard and .xib files"))
        }
        let folder = (file as NSString).deletingLastPathComponent
        var screens = Node.Mapping([])
        var warnings: [String] = []
        for path in paths {
            let full = path.hasPrefix("/") || folder.isEmpty ? path : (folder as NSString).appendingPathComponent(path)
            guard InterfaceBuilderLoader.handles(full) else {
                throw DiagnosticError(Diagnostic(location: at, message: "interfaceBuilder: '\(path)' is not a .storyboard or .xib file"))
            }
            let reading = try InterfaceBuilderLoader.read(path: full)
            warnings += reading.warnings.lines(file: full)
            guard case .mapping(let imported) = reading.node else { continue }
            if case .mapping(let theirs)? = imported["screens"] {
                for (key, screen) in theirs where screens[key] == nil { screens[key] = screen }
                for (id, name) in reading.aliases where screens[Node(id)] == nil { screens[Node(id)] = theirs[Node(name)] }
            }
            for key in ["device", "style", "root"] where top[key] == nil {
                if let v = imported[key] { top[key] = v }
            }
            // The asset catalogs and font files of the file's project, named from the scene's folder.
            for key in ["assets", "fonts"] {
                guard case .sequence(let files)? = imported[key] else { continue }
                let ibFolder = (full as NSString).deletingLastPathComponent
                var list: [Node] = []
                if case .sequence(let own)? = top[key] { list = Array(own) }
                for file in files.compactMap({ $0.scalar?.string }) {
                    let standard = ((ibFolder as NSString).appendingPathComponent(file) as NSString).standardizingPath
                    if !list.contains(where: { $0.scalar?.string == standard }) { list.append(YAMLNodes.text(standard)) }
                }
                top[key] = YAMLNodes.list(list)
            }
        }
        if case .mapping(let own)? = top["screens"] {
            for (key, screen) in own { screens[key] = screen }
        }
        top["screens"] = .mapping(screens)
        top[Node(Self.key)] = nil
        return (.mapping(top), warnings)
    }
}
