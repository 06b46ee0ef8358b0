import Foundation
import MockupCore

/// The font files of the project an Interface Builder file belongs to: the
/// `.ttf`, `.otf` and `.ttc` files in the folder its asset catalogs were
/// found in (or its own folder), and in that folder's subfolders a few levels
/// down, as an app bundles its fonts (`UIAppFonts`). A `fontDescription`
/// whose `name` one of them holds is drawn in that face.
struct IBFontFiles {
    /// The files' paths relative to the Interface Builder file's folder, in path order.
    var paths: [String] = []
    /// Every name the files' faces answer to (family, PostScript and full names).
    var names = Set<String>()

    /// How deep below the project folder fonts are looked for, and how many files are read at most (chosen).
    static let levels = 4
    static let maximumFiles = 64

    /// No font files.
    init() {}

    /// The font files of the project at `project`, `prefix` leading from the file's folder to it.
    init(project: URL, prefix: String) {
        var found: [String] = []
        collect(project, relative: "", depth: 0, into: &found)
        for relative in found.sorted().prefix(Self.maximumFiles) {
            let path = project.appendingPathComponent(relative).path
            guard ImageFileLoader.isFile(path), let data = try? BoundedRead.bytes(at: path, limit: FontFileLoader.maximumFileSize),
                  let info = FontFileInfo([UInt8](data)) else { continue }
            paths.append(prefix + relative)
            for face in info.faces {
                names.insert(face.family)
                if let name = face.postScriptName { names.insert(name) }
                if let name = face.fullName { names.insert(name) }
            }
        }
    }

    private func collect(_ folder: URL, relative: String, depth: Int, into found: inout [String]) {
        guard depth <= Self.levels, found.count < Self.maximumFiles * 4 else { return }
        for entry in ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted() where !entry.hasPrefix(".") {
            let lower = entry.lowercased()
            if lower.hasSuffix(".ttf") || lower.hasSuffix(".otf") || lower.hasSuffix(".ttc") {
                found.append(relative + entry)
            } else if !entry.contains(".") || entry.hasSuffix(".lproj") {
                var isDirectory: ObjCBool = false
                let child = folder.appendingPathComponent(entry)
                if FileManager.default.fileExists(atPath: child.path, isDirectory: &isDirectory), isDirectory.boolValue {
                    collect(child, relative: relative + entry + "/", depth: depth + 1, into: &found)
                }
            }
        }
    }
}
