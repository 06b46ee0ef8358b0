import MockupCore
internal import CZlib

/// Writes straight RGBA images as 8-bit RGBA PNG files.
///
/// NB: zlib level and row filter are chosen for speed; libpng's defaults
/// (level 6, adaptive filtering) spend several times longer for a few percent
/// smaller files. The output depends only on the pixels and these settings.
public struct PNGEncoder: Sendable {
    public enum Filter: String, Sendable, CaseIterable {
        case none, sub, up, average, paeth
        /// Per row, the filter with the smallest sum of absolute values (libpng's heuristic).
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

    public var level: Int32
    public var filter: Filter

    public init(level: Int32 = 3, filter: Filter = .up) {
        self.level = level
        self.filter = filter
    }

    /// For animation frames, which are intermediate files: see docs/performance.md.
    public static let frames = PNGEncoder(level: 1, filter: .none)

    public static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    /// A whole PNG file.
    public func encode(_ image: RGBAImage) throws(RenderError) -> [UInt8] {
        var out = Self.signature
        out.appendChunk("IHDR", Self.header(width: image.width, height: image.height))
        out.appendChunk("IDAT", try compressedData(image))
        out.appendChunk("IEND", [])
        return out
    }

    /// The IHDR payload for an 8-bit RGBA image.
    static func header(width: Int, height: Int) -> [UInt8] {
        var ihdr: [UInt8] = []
        ihdr.appendBigEndian(UInt32(width))
        ihdr.appendBigEndian(UInt32(height))
        ihdr += [8, 6, 0, 0, 0]  // depth 8, colour type RGBA, deflate, adaptive filtering, no interlace
        return ihdr
    }

    /// The filtered, deflated scanlines: the payload of IDAT (and APNG's fdAT).
    func compressedData(_ image: RGBAImage) throws(RenderError) -> [UInt8] {
        try Self.deflate(filteredScanlines(image), level: level)
    }

    /// A zlib stream of `bytes` at `level`.
    static func deflate(_ bytes: [UInt8], level: Int32) throws(RenderError) -> [UInt8] {
        var destLength = compressBound(uLong(bytes.count))
        // NB: an uninitialised bound-sized buffer and a right-sized copy of what zlib wrote:
        // zeroing the bound (the size of the raw image) cost as much as deflating at level 1.
        let dest = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: Int(destLength))
        defer { dest.deallocate() }
        let status = bytes.withUnsafeBufferPointer { s in
            compress2(dest.baseAddress, &destLength, s.baseAddress, uLong(s.count), level)
        }
        guard status == Z_OK else { throw .zlib("compress2 failed with status \(status)") }
        return Array(dest[0..<Int(destLength)])
    }

    func filteredScanlines(_ image: RGBAImage) -> [UInt8] {
        let rowBytes = image.width * 4
        var out = [UInt8](repeating: 0, count: image.height * (rowBytes + 1))
        image.pixels.withUnsafeBufferPointer { px in
            out.withUnsafeMutableBufferPointer { o in
                var candidate = [UInt8](repeating: 0, count: rowBytes)
                for y in 0..<image.height {
                    let row = px.baseAddress! + y * rowBytes
                    let prev: UnsafePointer<UInt8>? = y > 0 ? px.baseAddress! + (y - 1) * rowBytes : nil
                    let dest = o.baseAddress! + y * (rowBytes + 1)
                    if filter == .adaptive {
                        var best: (UInt8, Int) = (0, Int.max)
                        for f in [Filter.none, .sub, .up, .average, .paeth] {
                            candidate.withUnsafeMutableBufferPointer { c in
                                Self.apply(f.code, row: row, prev: prev, count: rowBytes, into: c.baseAddress!)
                            }
                            var cost = 0
                            for byte in candidate { cost += Int(Int8(bitPattern: byte).magnitude) }
                            if cost < best.1 { best = (f.code, cost) }
                        }
                        dest[0] = best.0
                        Self.apply(best.0, row: row, prev: prev, count: rowBytes, into: dest + 1)
                    } else {
                        dest[0] = filter.code
                        Self.apply(filter.code, row: row, prev: prev, count: rowBytes, into: dest + 1)
                    }
                }
            }
        }
        return out
    }

    /// Filters one row of RGBA bytes (`count` is a multiple of 4) with filter `code`.
    ///
    /// NB: one loop per filter, and the first pixel (no left neighbour) and the
    /// first row (no row above) handled apart: the per-byte checks of the plain
    /// formula took most of an encode's time. The bytes are the plain formula's.
    static func apply(_ code: UInt8, row: UnsafePointer<UInt8>, prev: UnsafePointer<UInt8>?, count: Int, into d: UnsafeMutablePointer<UInt8>) {
        let first = min(4, count)
        switch (code, prev) {
        case (1, _), (4, nil):  // paeth with no row above predicts from the left, like sub
            d.update(from: row, count: first)
            for i in first..<count { d[i] = row[i] &- row[i - 4] }
        case (2, let prev?):
            for i in 0..<count { d[i] = row[i] &- prev[i] }
        case (3, nil):
            d.update(from: row, count: first)
            for i in first..<count { d[i] = row[i] &- row[i - 4] / 2 }
        case (3, let prev?):
            for i in 0..<first { d[i] = row[i] &- prev[i] / 2 }
            for i in first..<count { d[i] = row[i] &- UInt8((UInt16(row[i - 4]) + UInt16(prev[i])) / 2) }
        case (4, let prev?):
            for i in 0..<first { d[i] = row[i] &- prev[i] }  // paeth(0, b, 0) is b
            for i in first..<count { d[i] = row[i] &- paeth(row[i - 4], prev[i], prev[i - 4]) }
        default:  // none, and up with no row above
            d.update(from: row, count: count)
        }
    }

    static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }
}
