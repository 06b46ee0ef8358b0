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
        let filtered = filteredScanlines(image)
        var destLength = compressBound(uLong(filtered.count))
        var dest = [UInt8](repeating: 0, count: Int(destLength))
        let status = dest.withUnsafeMutableBufferPointer { d in
            filtered.withUnsafeBufferPointer { s in
                compress2(d.baseAddress, &destLength, s.baseAddress, uLong(s.count), level)
            }
        }
        guard status == Z_OK else { throw .zlib("compress2 failed with status \(status)") }
        dest.removeSubrange(Int(destLength)...)
        return dest
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
                            let cost = candidate.reduce(0) { $0 + Int(Int8(bitPattern: $1).magnitude) }
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

    static func apply(_ code: UInt8, row: UnsafePointer<UInt8>, prev: UnsafePointer<UInt8>?, count: Int, into d: UnsafeMutablePointer<UInt8>) {
        for i in 0..<count {
            let a: UInt8 = i >= 4 ? row[i - 4] : 0
            let b: UInt8 = prev?[i] ?? 0
            let c: UInt8 = (i >= 4 ? prev?[i - 4] : nil) ?? 0
            let predictor: UInt8
            switch code {
            case 1: predictor = a
            case 2: predictor = b
            case 3: predictor = UInt8((Int(a) + Int(b)) / 2)
            case 4: predictor = paeth(a, b, c)
            default: predictor = 0
            }
            d[i] = row[i] &- predictor
        }
    }

    static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }
}
