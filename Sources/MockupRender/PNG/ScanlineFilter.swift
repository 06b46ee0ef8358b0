import Foundation

/// PNG's row filters (ISO/IEC 15948, 9.2), applied to an image's rows with a
/// filter-type byte before each: the data that IDAT's zlib stream holds.
///
/// `adaptive` picks, per row, the filter that leaves the fewest non-zero
/// bytes among sub, up and none (a row equal to the one above is up's
/// zeros at once): runs of zeros are what `RunLengthDeflate` codes in a few
/// bits. The others apply one filter to every row (tests use them to make
/// files of every kind).
struct ScanlineFilter {
    typealias Filter = PNGEncoder.Filter

    /// Bytes per pixel: 3 for RGB (the image is opaque), 4 for RGBA.
    let channels: Int
    let filter: Filter

    private typealias Vector = SIMD16<UInt8>

    /// The filtered rows of `rows`, `height * (width * channels + 1)` bytes; nil when
    /// `channels` is 3 and a pixel is not opaque (found as the rows are packed, on the first
    /// such row).
    func filtered(_ rows: PixelRows) -> [UInt8]? {
        precondition(channels == 3 || rows.order == .rgba, "ScanlineFilter: RGBA samples come from RGBA pixels")
        var opaque = true
        let rowBytes = rows.width * channels
        let lineBytes = rowBytes + 1
        let pixelBytes = rows.width * 4
        let lines = [UInt8](unsafeUninitializedCapacity: rows.height * lineBytes) { out, count in
            // Two packed rows (this one and the one above), each with room for packRGB's spare bytes.
            let packedStride = rowBytes + 8
            let packed = UnsafeMutablePointer<UInt8>.allocate(capacity: channels == 3 ? 2 * packedStride : 0)
            defer { packed.deallocate() }
            // The packed row above, which `current` takes turns with.
            var current = 0
            for y in 0..<rows.height {
                let line = out.baseAddress! + y * lineBytes
                let source = rows.row(y)
                // NB: a row that repeats the one above is up's zeros in any filter choice
                // but a fixed one, found before packing it (the packed row above stays as it is).
                if filter == .adaptive && y > 0 && memcmp(source, rows.row(y - 1), pixelBytes) == 0 {
                    line[0] = Filter.up.code
                    (line + 1).update(repeating: 0, count: rowBytes)
                    continue
                }
                let row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>?
                if channels == 4 {
                    row = source
                    above = y > 0 ? rows.row(y - 1) : nil
                } else {
                    current ^= 1
                    let target = packed + current * packedStride
                    guard rows.packRGB(row: y, into: target) else {
                        opaque = false
                        break
                    }
                    row = UnsafePointer(target)
                    above = y > 0 ? UnsafePointer(packed + (current ^ 1) * packedStride) : nil
                }
                let code = filter == .adaptive ? choose(row, above, rowBytes) : filter.code
                line[0] = code
                apply(code, row, above, rowBytes, into: line + 1)
            }
            count = opaque ? rows.height * lineBytes : 0
        }
        return opaque ? lines : nil
    }

    /// The adaptive choice for a row that does not repeat the one above:
    /// whichever of sub, up and none leaves the fewest non-zero bytes.
    private func choose(_ row: UnsafePointer<UInt8>, _ above: UnsafePointer<UInt8>?, _ count: Int) -> UInt8 {
        var best = (code: Filter.sub.code, cost: nonZero(Filter.sub.code, row, above, count))
        if let above {
            let up = nonZero(Filter.up.code, row, above, count)
            if up < best.cost { best = (Filter.up.code, up) }
        }
        let none = nonZero(Filter.none.code, row, above, count)
        if none < best.cost { best = (Filter.none.code, none) }
        return best.code
    }

    /// How many bytes of the row filtered with none (0), sub (1) or up (2) are not zero.
    @inline(__always)
    private func nonZero(_ code: UInt8, _ row: UnsafePointer<UInt8>, _ above: UnsafePointer<UInt8>?, _ count: Int) -> Int {
        let bpp = channels
        var total = 0
        var i = 0
        @inline(__always) func scalar(_ i: Int) -> UInt8 {
            switch code {
            case 1: i < bpp ? row[i] : row[i] &- row[i - bpp]
            case 2: row[i] &- above![i]
            default: row[i]
            }
        }
        if code == 1 {  // the first pixel has no left neighbour
            while i < min(bpp, count) { total += scalar(i) == 0 ? 0 : 1; i += 1 }
        }
        while i + 16 <= count {
            // NB: lanes count up to 255 at most before they are added up.
            var lanes = Vector()
            var k = 0
            while k < 255 && i + 16 <= count {
                let v = Vector.load(row + i)
                let filtered: Vector
                switch code {
                case 1: filtered = v &- Vector.load(row + i - bpp)
                case 2: filtered = v &- Vector.load(above! + i)
                default: filtered = v
                }
                // 1 for a byte that is not zero: it or its negation has the top bit set.
                lanes &+= (filtered | (Vector() &- filtered)) &>> 7
                i += 16
                k += 1
            }
            total += Int(SIMD16<UInt16>(truncatingIfNeeded: lanes).wrappedSum())
        }
        while i < count { total += scalar(i) == 0 ? 0 : 1; i += 1 }
        return total
    }

    /// Writes the row filtered with `code` to `d`.
    private func apply(_ code: UInt8, _ row: UnsafePointer<UInt8>, _ above: UnsafePointer<UInt8>?, _ count: Int,
                       into d: UnsafeMutablePointer<UInt8>) {
        let bpp = channels
        let first = min(bpp, count)
        switch (code, above) {
        case (1, _), (4, nil):  // paeth with no row above predicts from the left, like sub
            d.update(from: row, count: first)
            var i = first
            while i + 16 <= count {
                (Vector.load(row + i) &- Vector.load(row + i - bpp)).store(to: d + i)
                i += 16
            }
            while i < count { d[i] = row[i] &- row[i - bpp]; i += 1 }
        case (2, let above?):
            var i = 0
            while i + 16 <= count {
                (Vector.load(row + i) &- Vector.load(above + i)).store(to: d + i)
                i += 16
            }
            while i < count { d[i] = row[i] &- above[i]; i += 1 }
        case (3, nil):
            d.update(from: row, count: first)
            for i in first..<count { d[i] = row[i] &- row[i - bpp] / 2 }
        case (3, let above?):
            for i in 0..<first { d[i] = row[i] &- above[i] / 2 }
            for i in first..<count { d[i] = row[i] &- UInt8((UInt16(row[i - bpp]) + UInt16(above[i])) / 2) }
        case (4, let above?):
            for i in 0..<first { d[i] = row[i] &- above[i] }  // paeth(0, b, 0) is b
            for i in first..<count { d[i] = row[i] &- Self.paeth(row[i - bpp], above[i], above[i - bpp]) }
        default:  // none, and up with no row above
            d.update(from: row, count: count)
        }
    }

    /// The Paeth predictor of a byte from its left (a), upper (b) and upper-left (c) neighbours.
    static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }
}

private extension SIMD16<UInt8> {
    @inline(__always) static func load(_ p: UnsafePointer<UInt8>) -> Self {
        UnsafeRawPointer(p).loadUnaligned(as: Self.self)
    }

    @inline(__always) func store(to p: UnsafeMutablePointer<UInt8>) {
        UnsafeMutableRawPointer(p).storeBytes(of: self, as: Self.self)
    }
}
