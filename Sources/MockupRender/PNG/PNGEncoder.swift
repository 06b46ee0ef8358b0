import MockupCore

/// Writes straight RGBA images as 8-bit PNG files: RGB when every pixel is
/// opaque (as every screen is), RGBA otherwise.
///
///     let png = try PNGEncoder().encode(image)
///
/// Rows are filtered per `filter` (`ScanlineFilter`) and compressed by
/// `RunLengthDeflate`, which codes runs and literals only: several times
/// faster than zlib at level 1 on drawn interfaces, and smaller than zlib at
/// level 3 (docs/performance.md). The output depends only on the pixels.
public struct PNGEncoder: Sendable {
    public enum Filter: String, Sendable, CaseIterable {
        case none, sub, up, average, paeth
        /// Per row, the filter of sub, up and none leaving the fewest non-zero bytes.
        case adaptive

        var code: UInt8 {
            switch self {
            case .none: 0
            case .sub: 1
            case .up: 2
            case .average: 3
            case .paeth: 4
            case .adaptive: 255
            }
        }
    }

    public var filter: Filter

    public init(filter: Filter = .adaptive) {
        self.filter = filter
    }

    public static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    /// PNG's colour types for 8-bit samples.
    static let rgb: UInt8 = 2, rgba: UInt8 = 6

    /// A whole PNG file.
    public func encode(_ image: RGBAImage) throws(RenderError) -> [UInt8] {
        image.pixels.withUnsafeBytes { encode(PixelRows(image: image, pixels: $0)) }
    }

    /// A whole PNG file of rows of pixels: RGB when every one is opaque.
    func encode(_ rows: PixelRows) -> [UInt8] {
        let opaque = rows.isOpaque
        let data = compressedData(rows, channels: opaque ? 3 : 4)
        var out: [UInt8] = []
        out.reserveCapacity(Self.signature.count + 25 + data.count + 12 + 12)
        out += Self.signature
        out.appendChunk("IHDR", Self.header(width: rows.width, height: rows.height, colorType: opaque ? Self.rgb : Self.rgba))
        out.appendChunk("IDAT", data)
        out.appendChunk("IEND", [])
        return out
    }

    /// The IHDR payload for an 8-bit image of `colorType` (RGBA unless told).
    static func header(width: Int, height: Int, colorType: UInt8 = rgba) -> [UInt8] {
        var ihdr: [UInt8] = []
        ihdr.appendBigEndian(UInt32(width))
        ihdr.appendBigEndian(UInt32(height))
        ihdr += [8, colorType, 0, 0, 0]  // depth 8, colour type, deflate, adaptive filtering, no interlace
        return ihdr
    }

    /// The filtered, deflated scanlines of an image as RGBA samples: the payload
    /// of APNG's IDAT and fdAT (frames may be padded with transparency).
    func compressedData(_ image: RGBAImage) -> [UInt8] {
        image.pixels.withUnsafeBytes { compressedData(PixelRows(image: image, pixels: $0), channels: 4) }
    }

    /// The filtered, deflated scanlines, as RGB (`channels` 3, for opaque pixels) or RGBA samples.
    func compressedData(_ rows: PixelRows, channels: Int) -> [UInt8] {
        Self.deflate(ScanlineFilter(channels: channels, filter: filter).filtered(rows))
    }

    /// A zlib stream of `bytes`.
    static func deflate(_ bytes: [UInt8]) -> [UInt8] {
        bytes.withUnsafeBufferPointer { RunLengthDeflate.zlibStream(of: $0) }
    }
}

extension PixelRows {
    /// An image's rows (`pixels` its bytes, borrowed for as long as the rows are used).
    init(image: RGBAImage, pixels: UnsafeRawBufferPointer) {
        self.init(base: pixels.baseAddress!, stride: image.width * 4, width: image.width, height: image.height, order: .rgba)
    }
}
