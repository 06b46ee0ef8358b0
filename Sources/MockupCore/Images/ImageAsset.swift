/// A picture file's contents, read once when its scene is loaded: one
/// representation per scale (`name.png`, `name@2x.png`, `name@3x.png`) or one
/// vector representation (SVG, or a PDF-like vector an asset catalog keeps).
///
/// The bytes travel with the scene, so a picture is drawn the same whatever
/// happens to the file afterwards; equality and hashing go by the bytes' digest.
///
///     let asset = try ImageAsset(name: "avatar.png", representations: [one, two])
///     asset.representation(forScale: 3).scale   // 2: the best there is
public final class ImageAsset: Hashable, Sendable, CustomStringConvertible {
    public enum Format: String, Hashable, Sendable, CaseIterable {
        case png, jpeg, svg

        /// The format a file's first bytes say it is in; nil when none of ours.
        public static func sniff(_ bytes: [UInt8]) -> Format? {
            if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
            if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
            if ImageHeader.looksLikeSVG(bytes) { return .svg }
            return nil
        }
    }

    /// One file of the image: its pixels per point (nil for a vector), format, bytes and size in pixels.
    public struct Representation: Hashable, Sendable {
        public let path: String
        /// 1, 2 or 3 for a bitmap (`@2x` is 2); nil for a vector, drawn at any scale.
        public let scale: Int?
        public let format: Format
        public let bytes: [UInt8]
        /// Pixels for a bitmap; for a vector its intrinsic size in points.
        public let pixelSize: Size

        public init(path: String, scale: Int?, format: Format, bytes: [UInt8], pixelSize: Size) {
            self.path = path
            self.scale = scale
            self.format = format
            self.bytes = bytes
            self.pixelSize = pixelSize
        }

        /// Its size in points: pixels over its scale.
        public var pointSize: Size {
            guard let scale else { return pixelSize }
            return Size(width: pixelSize.width / Double(scale), height: pixelSize.height / Double(scale))
        }
    }

    /// The name the scene gave it (a path as written, or an asset's name).
    public let name: String
    /// By scale, lowest first; a vector one alone.
    public let representations: [Representation]
    /// FNV-1a over every representation's scale and bytes.
    public let digest: UInt64
    /// Where the scene first named it, for errors found when it is drawn (not compared).
    public let source: SourceLocation?

    public init(name: String, representations: [Representation], source: SourceLocation? = nil) {
        precondition(!representations.isEmpty, "ImageAsset: an image needs a representation")
        self.name = name
        self.source = source
        self.representations = representations.sorted { ($0.scale ?? 0) < ($1.scale ?? 0) }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for r in self.representations {
            for byte in [UInt8(r.scale ?? 0)] + r.bytes {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            }
        }
        digest = hash
    }

    /// The representation a screen of `scale` pixels per point shows, as UIKit
    /// picks it: the one of that scale, else the next larger, else the largest
    /// smaller (a vector one at any scale).
    public func representation(forScale scale: Double) -> Representation {
        let wanted = max(1, Int(scale.rounded(.up)))
        if let exact = representations.first(where: { $0.scale == nil || $0.scale == wanted }) { return exact }
        if let larger = representations.first(where: { ($0.scale ?? 0) > wanted }) { return larger }
        return representations.last!
    }

    /// Its size in points (UIImage.size): the largest representation's, which
    /// a screen at its scale shows (the files of one image agree in points).
    public var size: Size { representations.last!.pointSize }

    /// Whether it is drawn from vectors.
    public var isVector: Bool { representations.contains { $0.scale == nil } }

    public static func == (a: ImageAsset, b: ImageAsset) -> Bool {
        a === b || (a.digest == b.digest && a.name == b.name && a.representations == b.representations)
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(digest) }

    public var description: String { name }
}
