import Foundation
import MockupCore

/// The font files a scene brings (`fonts: [fonts/Brand.ttf]`), read when it
/// is loaded, and the names `font: {name: ...}` takes from them, as
/// UIFont(name:) takes them: a face's PostScript name (`BrandSerif-Bold`)
/// or full name (`Brand Serif Bold`), each with that face's weight, or a
/// family's name (`Brand Serif`) with the weight the font asks for.
final class FontFileLoader {
    struct Failure: Error { let message: String }

    /// The largest font file read (chosen: a CJK collection fits).
    static let maximumFileSize = 64 * 1024 * 1024

    private(set) var paths: [String] = []
    private(set) var faces: [FontFileInfo.Face] = []

    /// Reads `written` (relative to `folder`); a missing file or one that is no TrueType, OpenType or collection is an error.
    func add(_ written: String, folder: String) throws(Failure) {
        let path = written.hasPrefix("/") ? written : folder + "/" + written
        guard ImageFileLoader.isFile(path) else { throw Failure(message: "font file '\(written)' not found in \(written.hasPrefix("/") ? "/" : folder)") }
        let data: Data
        do {
            data = try BoundedRead.bytes(at: path, limit: Self.maximumFileSize)
        } catch {
            switch error {
            case .cannotOpen: throw Failure(message: "cannot read the font file '\(written)'")
            case .failed: data = Data()  // what could be read is no font: reported below
            case .tooLarge: throw Failure(message: "the font file '\(written)' is larger than 64 MiB")
            }
        }
        guard let info = FontFileInfo([UInt8](data)) else {
            throw Failure(message: "the font file '\(written)' is not a TrueType or OpenType font (.ttf, .otf, .ttc)")
        }
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        if !paths.contains(absolute) {
            paths.append(absolute)
            faces += info.faces
        }
    }

    /// Every name a font may be asked for by, in the files' order.
    var names: [String] {
        var seen: [String] = []
        for face in faces {
            for name in [face.family, face.postScriptName, face.fullName].compactMap({ $0 }) where !seen.contains(name) { seen.append(name) }
        }
        return seen
    }

    /// The family `name` stands for, and the weight of the face it names (nil for a family's name).
    func family(named name: String) -> (family: FontFamily, weight: FontWeight?)? {
        if faces.contains(where: { $0.family == name }) { return (FontFamily(name: name, files: paths), nil) }
        guard let face = faces.first(where: { $0.postScriptName == name || $0.fullName == name }) else { return nil }
        return (FontFamily(name: face.family, files: paths), FontWeight.nearest(to: face.weight))
    }
}
