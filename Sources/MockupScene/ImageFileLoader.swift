import Foundation
import MockupCore

/// Reads the picture files a scene names, relative to the scene file, as
/// UIImage(named:) finds them: `avatar.png` with its `avatar@2x.png` and
/// `avatar@3x.png` siblings (a name written with `@2x` is that file alone,
/// at that scale), `.png` assumed when no extension is written, then `.jpg`,
/// `.jpeg` and `.svg`. Each file is read once per scene.
final class ImageFileLoader {
    /// Why a file could not be had, as the located error says it.
    struct Failure: Error { let message: String }

    let folder: String
    private var loaded: [String: ImageAsset] = [:]

    /// `sceneFile`'s folder is where relative paths start.
    init(sceneFile: String) {
        let url = URL(fileURLWithPath: sceneFile)
        folder = url.deletingLastPathComponent().path
    }

    static let extensions = ["png", "jpg", "jpeg", "svg"]

    /// The image `written` names; `source` is where the scene names it.
    func image(_ written: String, source: SourceLocation?) throws(Failure) -> ImageAsset {
        if let found = loaded[written] { return found }
        let asset = try load(written, source: source)
        loaded[written] = asset
        return asset
    }

    private func load(_ written: String, source: SourceLocation?) throws(Failure) -> ImageAsset {
        guard !written.isEmpty else { throw Failure(message: "an image file's path is empty") }
        let full = written.hasPrefix("/") ? written : folder + "/" + written
        var base = full, ext = ""
        if let dot = full.lastIndex(of: "."), !full[dot...].contains("/") {
            let candidate = String(full[full.index(after: dot)...]).lowercased()
            if Self.extensions.contains(candidate) { base = String(full[..<dot]); ext = String(full[full.index(after: dot)...]) }
        }
        let extensions = ext.isEmpty ? Self.extensions : [ext]
        for e in extensions {
            if let scale = Self.scaleSuffix(of: base) {
                // `avatar@2x.png`: that file alone, at its scale.
                let path = base + "." + e
                guard Self.isFile(path) else { continue }
                return ImageAsset(name: written, representations: [try representation(path, scale: scale)], source: source)
            }
            var found: [ImageAsset.Representation] = []
            for (suffix, scale) in [("", 1), ("@2x", 2), ("@3x", 3)] {
                let path = base + suffix + "." + e
                guard Self.isFile(path) else { continue }
                let representation = try representation(path, scale: scale)
                if representation.format == .svg { return ImageAsset(name: written, representations: [representation], source: source) }
                found.append(representation)
            }
            if !found.isEmpty { return ImageAsset(name: written, representations: found, source: source) }
        }
        let tried = ext.isEmpty ? " (tried .png, .jpg, .jpeg and .svg, with @2x and @3x)" : ""
        throw Failure(message: "image file '\(written)' not found\(tried) in \(written.hasPrefix("/") ? "/" : folder)")
    }

    /// `name@2x` -> 2; nil without a scale suffix.
    static func scaleSuffix(of base: String) -> Int? {
        [2, 3].first { base.hasSuffix("@\($0)x") }
    }

    /// Whether `path` is a regular file (not a folder, a device or a pipe, which have no size to check).
    static func isFile(_ path: String) -> Bool {
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        return (try? FileManager.default.attributesOfItem(atPath: resolved)[.type] as? FileAttributeType) == .typeRegular
    }

    /// One file, checked: readable, within the limits, a PNG, JPEG or SVG whose size its header gives.
    func representation(_ path: String, scale: Int) throws(Failure) -> ImageAsset.Representation {
        let shown = path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : path
        guard Self.isFile(path) else { throw Failure(message: "the image file '\(shown)' is not a regular file") }
        let data: Data
        do {
            data = try BoundedRead.bytes(at: path, limit: ImageLimits.maximumFileSize)
        } catch {
            switch error {
            case .cannotOpen: throw Failure(message: "cannot read the image file '\(shown)'")
            case .failed(let reason): throw Failure(message: "cannot read the image file '\(shown)': \(reason)")
            case .tooLarge: throw Failure(message: "the image file '\(shown)' is larger than \(ImageLimits.maximumFileSize / 1024 / 1024) MiB")
            }
        }
        let bytes = [UInt8](data)
        guard let format = ImageAsset.Format.sniff(bytes) else {
            throw Failure(message: "the image file '\(shown)' is not a PNG, JPEG or SVG file")
        }
        guard let size = ImageHeader.size(of: bytes, format: format) else {
            throw Failure(message: "the image file '\(shown)' is not a readable \(format.rawValue.uppercased()): its size cannot be read")
        }
        if format != .svg {
            let w = Int(size.width), h = Int(size.height)
            guard w <= ImageLimits.maximumSide, h <= ImageLimits.maximumSide, w * h <= ImageLimits.maximumPixels else {
                throw Failure(message: "the image file '\(shown)' is \(w)x\(h) pixels, larger than the limit of \(ImageLimits.description)")
            }
        }
        return ImageAsset.Representation(path: shown, scale: format == .svg ? nil : scale, format: format, bytes: bytes, pixelSize: size)
    }
}
