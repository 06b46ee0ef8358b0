import MockupCore

/// Reads any valid PNG file into a straight 8-bit RGBA image: every colour type at
/// every legal bit depth, tRNS transparency, and Adam7 interlacing.
///
/// Samples become 8 bits the way pngjs does (the PNG reader of pixelmatch's tools),
/// so that pixel comparisons count what theirs count:
/// - 16-bit samples are rounded, `v * 255 / 65535` to nearest (not their high byte);
/// - 1, 2 and 4-bit grey is scaled to 0...255 (2 bits: 0, 85, 170, 255);
/// - a grey or RGB pixel equal to the tRNS colour (compared before scaling) becomes
///   transparent black, all four channels 0;
/// - a palette entry takes its alpha from tRNS (255 past its end); an index past the
///   palette is an error.
///
/// Gamma, colour profiles and other ancillary chunks are ignored, as pngjs does.
public enum PNGDecoder {
    /// Pixels are limited to this many per side, like rendering.
    public static let maximumSide = RGBAImage.maximumSide

    /// What IHDR says about an image.
    public struct Header: Hashable, Sendable {
        public var width: Int
        public var height: Int
        public var bitDepth: Int
        /// 0 grey, 2 RGB, 3 palette, 4 grey and alpha, 6 RGBA.
        public var colorType: Int
        public var interlaced: Bool

        /// Samples per pixel.
        var channels: Int { [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType] ?? 4 }
        var bitsPerPixel: Int { channels * bitDepth }
        /// The distance to the left neighbour in filtering: bytes per pixel, at least 1.
        var filterStride: Int { max(1, bitsPerPixel / 8) }
        /// Bytes in one row of `width` pixels, without the filter byte.
        func rowBytes(width: Int) -> Int { (width * bitsPerPixel + 7) / 8 }
    }

    /// The image's header (signature and IHDR checked), without reading its pixels.
    public static func header(_ bytes: [UInt8]) throws(RenderError) -> Header {
        guard bytes.count > 8, Array(bytes[0..<8]) == PNGEncoder.signature else { throw .invalidPNG("bad signature") }
        guard let first = try nextChunk(bytes, at: 8), first.type == "IHDR" else { throw .invalidPNG("IHDR is not the first chunk") }
        return try parseHeader(bytes[first.data])
    }

    public static func decode(_ bytes: [UInt8]) throws(RenderError) -> RGBAImage {
        let header = try header(bytes)
        var palette: [UInt8] = [], transparency: [UInt8]? = nil
        var idat: [UInt8] = []
        var offset = 8
        while let chunk = try nextChunk(bytes, at: offset) {
            switch chunk.type {
            case "PLTE": palette = Array(bytes[chunk.data])
            case "tRNS": transparency = Array(bytes[chunk.data])
            case "IDAT": idat += bytes[chunk.data]
            default: break
            }
            offset = chunk.next
            if chunk.type == "IEND" { break }
        }
        guard !idat.isEmpty else { throw .invalidPNG("no image data (IDAT)") }
        if header.colorType == 3 && palette.count < 3 { throw .invalidPNG("palette image without a palette (PLTE)") }
        let passes = Adam7.passes(width: header.width, height: header.height, interlaced: header.interlaced)
        let count = passes.reduce(0) { $0 + $1.height * (header.rowBytes(width: $1.width) + 1) }
        if !header.interlaced && header.bitDepth == 8 && (header.colorType == 2 || header.colorType == 6) && transparency == nil {
            return RGBAImage(width: header.width, height: header.height, pixels: try truecolorPixels(idat, count: count, header: header))
        }
        let raw = try inflate(idat, count: count)
        let samples = try Samples(header: header, palette: palette, transparency: transparency)
        var pixels = [UInt8](repeating: 0, count: header.width * header.height * 4)
        var start = 0
        for pass in passes {
            let rowBytes = header.rowBytes(width: pass.width)
            let rows = try unfilter(raw, from: start, height: pass.height, rowBytes: rowBytes, bpp: header.filterStride)
            try samples.place(rows, pass: pass, rowBytes: rowBytes, imageWidth: header.width, into: &pixels)
            start += pass.height * (rowBytes + 1)
        }
        return RGBAImage(width: header.width, height: header.height, pixels: pixels)
    }

    /// The chunk at `offset` with its CRC checked; nil at the end of the file.
    static func nextChunk(_ bytes: [UInt8], at offset: Int) throws(RenderError) -> (type: String, data: Range<Int>, next: Int)? {
        guard offset + 12 <= bytes.count else {
            if offset == bytes.count { return nil }
            throw .invalidPNG("truncated chunk")
        }
        let length = Int(bytes.readBigEndian32(at: offset))
        guard offset + 12 + length <= bytes.count else { throw .invalidPNG("truncated chunk") }
        let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
        let crc = bytes.readBigEndian32(at: offset + 8 + length)
        guard CRC32.checksum(bytes[(offset + 4)..<(offset + 8 + length)]) == crc else {
            throw .invalidPNG("CRC mismatch in \(type)")
        }
        return (type, (offset + 8)..<(offset + 8 + length), offset + 12 + length)
    }

    static func parseHeader(_ data: ArraySlice<UInt8>) throws(RenderError) -> Header {
        guard data.count == 13 else { throw .invalidPNG("bad IHDR") }
        let d = Array(data)
        let header = Header(width: Int(d.readBigEndian32(at: 0)), height: Int(d.readBigEndian32(at: 4)),
                            bitDepth: Int(d[8]), colorType: Int(d[9]), interlaced: d[12] == 1)
        guard header.width > 0, header.height > 0, header.width <= maximumSide, header.height <= maximumSide else {
            throw .invalidPNG("bad size \(header.width)x\(header.height)")
        }
        let depths: [Int: [Int]] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]
        guard let legal = depths[header.colorType] else { throw .invalidPNG("colour type \(header.colorType)") }
        guard legal.contains(header.bitDepth) else {
            throw .invalidPNG("bit depth \(header.bitDepth) is not allowed with colour type \(header.colorType)")
        }
        guard d[10] == 0, d[11] == 0 else { throw .invalidPNG("unknown compression or filter method") }
        guard d[12] <= 1 else { throw .invalidPNG("unknown interlace method \(d[12])") }
        return header
    }

    /// The `count` bytes that zlib stream `data` inflates to (IDAT's, or APNG's fdAT's
    /// after its sequence number), told to `consume` as they come (see `Inflate`);
    /// anything else is an error.
    static func inflate(_ data: [UInt8], count: Int, consume: (UnsafeBufferPointer<UInt8>) -> Void = { _ in }) throws(RenderError) -> [UInt8] {
        do throws(Inflate.Failure) {
            return try data.withUnsafeBufferPointer { stream throws(Inflate.Failure) in try Inflate.zlibStream(stream, count: count, consume: consume) }
        } catch {
            throw .invalidPNG("image data does not inflate (\(error))")
        }
    }
}
