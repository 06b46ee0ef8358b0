import MockupCore
internal import CZlib

/// Writes straight RGBA images as 8-bit PNG files: RGB when every pixel is
/// opaque (as every screen is), RGBA otherwise.
///
///     let png = try PNGEncoder().encode(image)
///
/// Rows are filtered per `filter` (`ScanlineFilter`) and compressed by
/// `RunLengthDeflate`, which codes runs and literals only: several times
/// faster than zlib on drawn interfaces, for files about a quarter larger
/// than zlib's at level 3 (docs/performance.md). `compact` is for pictures
/// that repeat themselves further away than a run: a filmstrip's frames side
/// by side. The output depends only on the pixels and the settings.
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

    /// How the filtered rows are deflated.
    public enum Compression: Hashable, Sendable {
        /// `RunLengthDeflate`; opaque pictures are written as RGB.
        case runLength
        /// zlib's deflate at `level` (1 fastest ... 9 smallest), over RGBA rows.
        case zlib(level: Int32)
    }

    public var filter: Filter
    public var compression: Compression

    public init(filter: Filter = .adaptive, compression: Compression = .runLength) {
        self.filter = filter
        self.compression = compression
    }

    /// For filmstrips: zlib at level 3 over up-filtered RGBA rows, which finds
    /// each frame's rows again in the frame beside it: half the size of
    /// run-length coding there. These are the bytes every picture had before
    /// run-length coding, so filmstrip goldens recorded then still match to the byte.
    public static let compact = PNGEncoder(filter: .up, compression: .zlib(level: 3))

    public static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    /// PNG's colour types for 8-bit samples.
    static let rgb: UInt8 = 2, rgba: UInt8 = 6

    /// A whole PNG file.
    public func encode(_ image: RGBAImage) throws(RenderError) -> [UInt8] {
        image.pixels.withUnsafeBytes { encode(PixelRows(image: image, pixels: $0)) }
    }

    /// A whole PNG file of RGBA rows of pixels: RGB when run-length coded and every one is opaque.
    func encode(_ rows: PixelRows) -> [UInt8] {
        precondition(rows.order == .rgba, "PNGEncoder: straight RGBA rows")
        return encodeIfOpaque(rows) ?? file(rows, compressedData(rows, channels: 4)!, colorType: Self.rgba)
    }

    /// A whole PNG file, RGB, of rows of opaque pixels (RGBA or Cairo's ARGB32, whose
    /// opaque pixels are straight); nil when the encoder does not run-length code or a
    /// pixel is not opaque, found while the rows are packed.
    func encodeIfOpaque(_ rows: PixelRows) -> [UInt8]? {
        guard compression == .runLength, let data = compressedData(rows, channels: 3) else { return nil }
        return file(rows, data, colorType: Self.rgb)
    }

    /// The PNG file of `rows` with their compressed data.
    private func file(_ rows: PixelRows, _ data: [UInt8], colorType: UInt8) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(Self.signature.count + 25 + data.count + 12 + 12)
        out += Self.signature
        out.appendChunk("IHDR", Self.header(width: rows.width, height: rows.height, colorType: colorType))
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
        image.pixels.withUnsafeBytes { compressedData(PixelRows(image: image, pixels: $0), channels: 4)! }
    }

    /// The filtered, deflated scanlines, as RGB (`channels` 3, for opaque pixels: nil
    /// when one is not) or RGBA samples.
    func compressedData(_ rows: PixelRows, channels: Int) -> [UInt8]? {
        guard let scanlines = ScanlineFilter(channels: channels, filter: filter).filtered(rows) else { return nil }
        switch compression {
        case .runLength: return Self.deflate(scanlines)
        case .zlib(let level): return Self.zlibDeflate(scanlines, level: level)
        }
    }

    /// zlib's stream of `bytes` at `level`.
    static func zlibDeflate(_ bytes: [UInt8], level: Int32) -> [UInt8] {
        var length = compressBound(uLong(bytes.count))
        // NB: an uninitialised bound-sized buffer: zeroing it cost as much as deflating at level 1.
        return [UInt8](unsafeUninitializedCapacity: Int(length)) { buffer, count in
            let status = bytes.withUnsafeBufferPointer { s in
                compress2(buffer.baseAddress, &length, s.baseAddress, uLong(s.count), level)
            }
            // compress2 fails only without memory or with a bad level; the levels here are 0...9.
            precondition(status == Z_OK, "PNGEncoder: compress2 failed with status \(status)")
            count = Int(length)
        }
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
