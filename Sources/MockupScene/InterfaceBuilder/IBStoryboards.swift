import Foundation
import MockupCore

/// A storyboard and the storyboards its references lead to
/// (`<viewControllerPlaceholder storyboardName="Settings">`), found where the
/// app's bundle would hold them: `Settings.storyboard` beside the storyboard,
/// or in `Base.lproj/` or another `.lproj/` folder there; for a storyboard
/// inside an `.lproj/` folder, also beside that folder (Xcode copies every
/// storyboard to the bundle's top or its localisation folders). Each file is
/// read once, so references that lead back (A to B to A) end; a file more
/// than `maxDepth` references from the first is not read, and its references
/// are drawn as absent ones are.
struct IBStoryboards {
    struct Storyboard {
        /// The name references give it: the file's name without `.storyboard`.
        let name: String
        let document: XMLTree
        var file: String { document.file }
    }

    /// The first storyboard, then the others in the order their references are met (breadth first).
    private(set) var all: [Storyboard]
    /// Why a referenced storyboard was not read, by name.
    private(set) var absent: [String: String] = [:]

    /// How many references deep files are followed, and how many are read in all (chosen).
    static let maxDepth = 8
    static let maxFiles = 64

    init(_ document: XMLTree) throws(DiagnosticError) {
        all = [Storyboard(name: Self.name(of: document.file), document: document)]
        var depths = [0]
        var next = 0
        while next < all.count {
            let board = all[next], depth = depths[next]
            next += 1
            for placeholder in board.document.descendants where placeholder.name == "viewControllerPlaceholder" {
                guard let name = placeholder["storyboardName"], storyboard(named: name) == nil, absent[name] == nil else { continue }
                guard depth < Self.maxDepth, all.count < Self.maxFiles else {
                    absent[name] = "lies more than \(Self.maxDepth) references deep"
                    continue
                }
                guard let path = Self.locate(name, beside: board.file) else {
                    absent[name] = "is not beside it"
                    continue
                }
                let tree = try XMLTree.parse(Data(SceneLoader.readText(path).utf8), file: path)
                guard tree.name == "document", tree["version"] == "3.0" else {
                    throw DiagnosticError(Diagnostic(location: tree.location, message:
                        "the storyboard '\(name)' that '\(Self.name(of: board.file))' refers to is not a storyboard of Xcode 5 or later"))
                }
                all.append(Storyboard(name: name, document: tree))
                depths.append(depth + 1)
            }
        }
    }

    func storyboard(named name: String) -> Storyboard? { all.first { $0.name == name } }

    func storyboard(file: String) -> Storyboard? { all.first { $0.file == file } }

    /// `Settings` of `…/Base.lproj/Settings.storyboard`.
    static func name(of file: String) -> String {
        ((file as NSString).lastPathComponent as NSString).deletingPathExtension
    }

    /// Where the storyboard `name` lies for the storyboard at `file`, if anywhere:
    /// in the folder, then its `Base.lproj/`, then its other `.lproj/` folders by
    /// name; and the same beside the folder when it is an `.lproj/` folder itself.
    static func locate(_ name: String, beside file: String) -> String? {
        guard !name.isEmpty, !name.contains("/"), name != ".", name != ".." else { return nil }
        let folder = (file as NSString).deletingLastPathComponent
        var roots = [folder]
        if (folder as NSString).pathExtension == "lproj" { roots.append((folder as NSString).deletingLastPathComponent) }
        let manager = FileManager.default
        func storyboard(in dir: String) -> String? {
            let path = dir.isEmpty ? name + ".storyboard" : (dir as NSString).appendingPathComponent(name + ".storyboard")
            var isFolder: ObjCBool = false
            return manager.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue ? path : nil
        }
        for root in roots {
            let base = root.isEmpty ? "Base.lproj" : (root as NSString).appendingPathComponent("Base.lproj")
            if let found = storyboard(in: root) ?? storyboard(in: base) { return found }
            // The folder is listed only when the usual places hold nothing.
            let listed = (try? manager.contentsOfDirectory(atPath: root.isEmpty ? "." : root)) ?? []
            for sub in listed.filter({ $0.hasSuffix(".lproj") && $0 != "Base.lproj" }).sorted() {
                if let found = storyboard(in: root.isEmpty ? sub : (root as NSString).appendingPathComponent(sub)) { return found }
            }
        }
        return nil
    }
}
