import Foundation
import MockupCore
import MockupUI

/// An Xcode asset catalog (`Assets.xcassets`) as UIImage(named:) and
/// UIColor(named:) read it: image sets (their files by scale, light and dark
/// appearances, template rendering intent, vectors) and colour sets (sRGB,
/// Display P3 and grey components, light and dark). Folders that provide a
/// namespace prefix their assets' names (`Icons/Star`).
///
/// What the catalog holds that a picture cannot show is noted, once per kind,
/// in `notes`: high-contrast variants (the standard contrast is drawn), a
/// device idiom other than universal or iPhone, a PDF vector.
final class AssetCatalog {
    /// An image set: its light files, and its dark ones if it has any.
    struct ImageSet {
        var light: ImageAsset?
        var dark: ImageAsset?
        var template: Bool?
    }

    let path: String
    private(set) var images: [String: ImageSet] = [:]
    private(set) var colors: [String: Color] = [:]
    private(set) var notes: [String] = []

    struct Failure: Error { let message: String }

    /// Reads the catalog at `path`; an unreadable `Contents.json` is an error naming it.
    init(path: String, loader: ImageFileLoader) throws(Failure) {
        self.path = path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw Failure(message: "asset catalog '\(path)' not found (a folder such as Assets.xcassets)")
        }
        guard path.hasSuffix(".xcassets") || path.hasSuffix(".xcassets/") else {
            throw Failure(message: "'\(path)' is not an asset catalog: its folder's name ends in .xcassets")
        }
        try read(loader: loader)
    }

    /// The deepest folders are nested in a catalog (chosen; Xcode's groups rarely go past three).
    static let maximumDepth = 16

    private func read(loader: ImageFileLoader) throws(Failure) {
        try Self.walk(path, shown: shown) { (kind, name, full) throws(Failure) in
            switch kind {
            case .imageSet: images[name] = try imageSet(full, loader: loader)
            case .colorSet: if let color = try colorSet(full) { colors[name] = color }
            case .symbolSet: images[name] = try symbolSet(full, loader: loader)
            }
        }
    }

    /// The kinds of set a catalog holds.
    enum SetKind { case imageSet, colorSet, symbolSet }

    /// Visits every set of the catalog at `folder`, in path order, with its
    /// kind, its name (prefixed by the folders that provide a namespace) and
    /// its folder; folders nested past `maximumDepth` are an error (naming the folder as `shown` writes it).
    static func walk(_ folder: String, namespace: String = "", depth: Int = 0, shown: (String) -> String = { $0 },
                     visit: (SetKind, String, String) throws(Failure) -> Void) throws(Failure) {
        guard depth <= maximumDepth else { throw Failure(message: "\(shown(folder)): folders nested more than \(maximumDepth) deep") }
        for entry in ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted() {
            let full = folder + "/" + entry
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            if let name = entry.dropSuffix(".imageset") {
                try visit(.imageSet, namespace + name, full)
            } else if let name = entry.dropSuffix(".colorset") {
                try visit(.colorSet, namespace + name, full)
            } else if let name = entry.dropSuffix(".symbolset") {
                try visit(.symbolSet, namespace + name, full)
            } else if !entry.contains(".") {
                let contents = FileManager.default.contents(atPath: full + "/Contents.json")
                let object = contents.flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
                let provides = (object?["properties"] as? [String: Any])?["provides-namespace"] as? Bool ?? false
                try walk(full, namespace: provides ? namespace + entry + "/" : namespace, depth: depth + 1, shown: shown, visit: visit)
            }
        }
    }

    private func json(_ file: String) throws(Failure) -> [String: Any] {
        guard let data = FileManager.default.contents(atPath: file) else { throw Failure(message: "cannot read \(shown(file))") }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw Failure(message: "\(shown(file)) is not a JSON object")
        }
        return object
    }

    private func shown(_ file: String) -> String {
        let base = URL(fileURLWithPath: path).deletingLastPathComponent().path + "/"
        return file.hasPrefix(base) ? String(file.dropFirst(base.count)) : file
    }

    private func note(_ text: String) {
        if !notes.contains(text) { notes.append(text) }
    }

    /// Whether an entry is for this picture: universal or iPhone, standard contrast.
    private func applies(_ entry: [String: Any]) -> (applies: Bool, dark: Bool) {
        let idiom = entry["idiom"] as? String ?? "universal"
        guard ["universal", "iphone"].contains(idiom) else {
            if !["ipad", "mac", "watch", "tv", "car", "vision", "ios-marketing", "watch-marketing"].contains(idiom) {
                note("asset entries of idiom '\(idiom)' are left out")
            }
            return (false, false)
        }
        var dark = false
        for appearance in entry["appearances"] as? [[String: Any]] ?? [] {
            let kind = appearance["appearance"] as? String, value = appearance["value"] as? String
            if kind == "luminosity" {
                if value == "dark" { dark = true } else if value != "light" { return (false, false) }
            } else if kind == "contrast" && value == "high" {
                note("high-contrast variants in asset catalogs are not drawn (the standard contrast is)")
                return (false, false)
            }
        }
        return (true, dark)
    }

    private func imageSet(_ folder: String, loader: ImageFileLoader) throws(Failure) -> ImageSet {
        let contents = try json(folder + "/Contents.json")
        var light: [ImageAsset.Representation] = [], dark: [ImageAsset.Representation] = []
        let name = URL(fileURLWithPath: folder).lastPathComponent
        for entry in contents["images"] as? [[String: Any]] ?? [] {
            guard let file = entry["filename"] as? String else { continue }
            let (applies, isDark) = applies(entry)
            guard applies else { continue }
            if file.lowercased().hasSuffix(".pdf") {
                note("PDF images in asset catalogs are not drawn (an SVG is); export them as SVG or PNG")
                continue
            }
            let scale = (entry["scale"] as? String).flatMap { Int($0.dropLast()) } ?? 1
            let representation: ImageAsset.Representation
            do { representation = try loader.representation(folder + "/" + file, scale: scale) } catch {
                throw Failure(message: "\(name): \(error.message)")
            }
            if isDark { dark.append(representation) } else { light.append(representation) }
        }
        let properties = contents["properties"] as? [String: Any]
        let intent = properties?["template-rendering-intent"] as? String
        let setName = String(name.dropLast(".imageset".count))
        return ImageSet(light: Self.asset(setName, light), dark: Self.asset(setName, dark),
                        template: intent == "template" ? true : intent == "original" ? false : nil)
    }

    /// A symbol set's SVG template drawn as a picture.
    private func symbolSet(_ folder: String, loader: ImageFileLoader) throws(Failure) -> ImageSet {
        let contents = try json(folder + "/Contents.json")
        let name = URL(fileURLWithPath: folder).lastPathComponent
        for entry in contents["symbols"] as? [[String: Any]] ?? [] {
            guard let file = entry["filename"] as? String, applies(entry).applies else { continue }
            do {
                let representation = try loader.representation(folder + "/" + file, scale: 1)
                return ImageSet(light: Self.asset(String(name.dropLast(".symbolset".count)), [representation]), dark: nil, template: true)
            } catch {
                throw Failure(message: "\(name): \(error.message)")
            }
        }
        return ImageSet()
    }

    private static func asset(_ name: String, _ representations: [ImageAsset.Representation]) -> ImageAsset? {
        guard !representations.isEmpty else { return nil }
        // A vector one, if any, draws at every scale.
        if let vector = representations.first(where: { $0.scale == nil }) { return ImageAsset(name: name, representations: [vector]) }
        return ImageAsset(name: name, representations: representations)
    }

    private func colorSet(_ folder: String) throws(Failure) -> Color? {
        let contents = try json(folder + "/Contents.json")
        var light: Color?, dark: Color?
        let name = URL(fileURLWithPath: folder).lastPathComponent
        for entry in contents["colors"] as? [[String: Any]] ?? [] {
            let (applies, isDark) = applies(entry)
            guard applies, let spec = entry["color"] as? [String: Any] else { continue }
            guard let color = try Self.color(spec, name: name) else { continue }
            if isDark { dark = color } else { light = color }
        }
        guard let light else { return dark }
        return dark.map { Color.dynamic(light: light, dark: $0) } ?? light
    }

    /// A colour set's `color`: `components` in sRGB, extended sRGB, Display P3
    /// (converted to sRGB) or grey, each a fraction ("0.478"), a byte ("122")
    /// or hex ("0x7A"); or a system colour's `reference` (`systemBlueColor`).
    static func color(_ spec: [String: Any], name: String) throws(Failure) -> Color? {
        if let reference = spec["reference"] as? String {
            let semantic = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
            if let color = SemanticColor(rawValue: semantic) { return color.dynamic }
            throw Failure(message: "\(name): unknown system colour '\(reference)'")
        }
        guard let components = spec["components"] as? [String: Any] else { return nil }
        func value(_ key: String) -> Double? {
            let raw: String
            if let number = components[key] as? NSNumber { raw = number.stringValue } else if let text = components[key] as? String { raw = text } else { return nil }
            let text = raw.trimmingCharacters(in: .whitespaces)
            if text.lowercased().hasPrefix("0x"), let byte = Int(text.dropFirst(2), radix: 16) { return Double(byte) / 255 }
            guard let number = Double(text) else { return nil }
            return text.contains(".") ? number : (number > 1 ? number / 255 : number)
        }
        let alpha = value("alpha") ?? 1
        let space = spec["color-space"] as? String ?? "srgb"
        if let white = value("white") {
            return Color(red: white, green: white, blue: white, alpha: alpha)
        }
        guard let r = value("red"), let g = value("green"), let b = value("blue") else {
            throw Failure(message: "\(name): a colour needs red, green and blue components (or white)")
        }
        if space == "display-p3" { return DisplayP3.sRGB(r, g, b, alpha: alpha) }
        return Color(red: min(max(r, 0), 1), green: min(max(g, 0), 1), blue: min(max(b, 0), 1), alpha: alpha)
    }
}

private extension String {
    func dropSuffix(_ suffix: String) -> String? {
        hasSuffix(suffix) && count > suffix.count ? String(dropLast(suffix.count)) : nil
    }
}
