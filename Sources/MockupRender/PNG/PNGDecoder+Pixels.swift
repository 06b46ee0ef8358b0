extension PNGDecoder {
    /// Adam7's seven passes, or the whole image as one pass when not interlaced.
    enum Adam7 {
        /// A sub-image of pixels (x0 + i·dx, y0 + j·dy).
        struct Pass: Hashable {
            var x0: Int, y0: Int, dx: Int, dy: Int
            var width: Int, height: Int
        }

        static let layout = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]

        /// The passes that hold pixels (a pass of a small image may be empty and has no bytes).
        static func passes(width: Int, height: Int, interlaced: Bool) -> [Pass] {
            guard interlaced else { return [Pass(x0: 0, y0: 0, dx: 1, dy: 1, width: width, height: height)] }
            return layout.compactMap { x0, y0, dx, dy in
                let w = (width - x0 + dx - 1) / dx, h = (height - y0 + dy - 1) / dy
                return w > 0 && h > 0 ? Pass(x0: x0, y0: y0, dx: dx, dy: dy, width: w, height: h) : nil
            }
        }
    }

    /// Undoes the row filters of `height` rows of `rowBytes` bytes (plus a filter byte
    /// each) starting at `start`; `bpp` is the bytes per pixel, at least 1.
    static func unfilter(_ raw: [UInt8], from start: Int = 0, height: Int, rowBytes: Int, bpp stride: Int) throws(RenderError) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: height * rowBytes)
        var badFilter: UInt8?
        raw.withUnsafeBufferPointer { r in
            out.withUnsafeMutableBufferPointer { o in
                for y in 0..<height where badFilter == nil {
                    let line = r.baseAddress! + start + y * (rowBytes + 1)
                    let dst = o.baseAddress! + y * rowBytes
                    if !unfilterRow(line[0], line + 1, into: dst, above: y > 0 ? UnsafePointer(dst - rowBytes) : nil,
                                    count: rowBytes, bpp: stride) {
                        badFilter = line[0]
                    }
                }
            }
        }
        if let badFilter { throw .invalidPNG("filter type \(badFilter)") }
        return out
    }

    /// Undoes one row's filter `filter`: `src` filtered, `dst` unfiltered, `above` the
    /// unfiltered row above (nil for the first). False for an unknown filter type.
    @inline(__always)
    static func unfilterRow(_ filter: UInt8, _ src: UnsafePointer<UInt8>, into dst: UnsafeMutablePointer<UInt8>,
                            above up: UnsafePointer<UInt8>?, count rowBytes: Int, bpp stride: Int) -> Bool {
        let first = min(stride, rowBytes)
        switch (filter, up) {
        case (0, _), (2, nil):
            dst.update(from: src, count: rowBytes)
        case (1, _), (4, nil):  // paeth with no row above predicts from the left, like sub
            dst.update(from: src, count: first)
            for i in first..<rowBytes { dst[i] = src[i] &+ dst[i - stride] }
        case (2, let up?):
            var i = 0
            while i + 16 <= rowBytes {
                let sum = UnsafeRawPointer(src + i).loadUnaligned(as: SIMD16<UInt8>.self)
                    &+ UnsafeRawPointer(up + i).loadUnaligned(as: SIMD16<UInt8>.self)
                UnsafeMutableRawPointer(dst + i).storeBytes(of: sum, as: SIMD16<UInt8>.self)
                i += 16
            }
            while i < rowBytes { dst[i] = src[i] &+ up[i]; i += 1 }
        case (3, nil):
            dst.update(from: src, count: first)
            for i in first..<rowBytes { dst[i] = src[i] &+ dst[i - stride] / 2 }
        case (3, let up?):
            for i in 0..<first { dst[i] = src[i] &+ up[i] / 2 }
            for i in first..<rowBytes { dst[i] = src[i] &+ UInt8((UInt16(dst[i - stride]) + UInt16(up[i])) / 2) }
        case (4, let up?):
            for i in 0..<first { dst[i] = src[i] &+ up[i] }  // paeth(0, b, 0) is b
            for i in first..<rowBytes { dst[i] = src[i] &+ ScanlineFilter.paeth(dst[i - stride], up[i], up[i - stride]) }
        default:
            return false
        }
        return true
    }

    /// The pixels of a non-interlaced 8-bit RGB or RGBA image without tRNS (every
    /// picture this project writes), inflated from `idat` (`count` bytes) and unfiltered
    /// straight into place, rows as soon as they are inflated, while they are in the cache
    /// (`TruecolorRows`).
    static func truecolorPixels(_ idat: [UInt8], count: Int, header: Header) throws(RenderError) -> [UInt8] {
        let size = header.width * header.height * 4
        var failure: RenderError?
        let pixels = [UInt8](unsafeUninitializedCapacity: size) { out, initialized in
            var rows = TruecolorRows(header: header, pixels: out.baseAddress!)
            defer { rows.release() }
            do throws(RenderError) {
                _ = try inflate(idat, count: count) { raw in rows.unfilter(raw) }
                if let bad = rows.badFilter { throw .invalidPNG("filter type \(bad)") }
            } catch {
                failure = error
            }
            rows.clearRowsLeft()
            initialized = size
        }
        if let failure { throw failure }
        return pixels
    }

    /// Unfilters the rows of an 8-bit RGB or RGBA image into RGBA pixels, as many as
    /// the inflated bytes hold each time. RGBA rows are their own row above. RGB rows
    /// filtered with none, sub or up (the filters this project's encoder and zlib's
    /// writers choose) are unfiltered a pixel at a time into opaque RGBA (`unfilterOpaque`);
    /// rows filtered with average or paeth are unfiltered in a row buffer, the row above
    /// taken from the pixels, and given an opaque alpha.
    struct TruecolorRows {
        let width: Int, height: Int, channels: Int, rowBytes: Int
        let pixels: UnsafeMutablePointer<UInt8>
        /// Two rows of samples for RGB rows filtered with average or paeth: the row and the one above.
        let buffer: UnsafeMutablePointer<UInt8>
        /// The next row to unfilter.
        private(set) var y = 0
        /// A filter type that is none of PNG's, which stops the rows there.
        private(set) var badFilter: UInt8?

        init(header: Header, pixels: UnsafeMutablePointer<UInt8>) {
            width = header.width
            height = header.height
            channels = header.channels
            rowBytes = width * channels
            self.pixels = pixels
            buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: channels == 3 ? 2 * rowBytes : 0)
        }

        func release() { buffer.deallocate() }

        /// Unfilters every whole row `raw` (the inflated bytes so far) holds that is not done yet.
        mutating func unfilter(_ raw: UnsafeBufferPointer<UInt8>) {
            while badFilter == nil && y < height && (y + 1) * (rowBytes + 1) <= raw.count {
                let line = raw.baseAddress! + y * (rowBytes + 1)
                if unfilterRow(line[0], line + 1) { y += 1 } else { badFilter = line[0] }
            }
        }

        /// Sets the rows not unfiltered (after a failure) to transparent black.
        func clearRowsLeft() {
            (pixels + y * width * 4).update(repeating: 0, count: (height - y) * width * 4)
        }

        private func unfilterRow(_ filter: UInt8, _ samples: UnsafePointer<UInt8>) -> Bool {
            let target = pixels + y * width * 4
            if channels == 3, filter <= 2 {
                unfilterOpaque(filter, samples, into: target, width: width, above: y == 0 ? nil : UnsafePointer(target - width * 4))
                return true
            }
            let dst = channels == 4 ? target : buffer
            var above: UnsafePointer<UInt8>? = y == 0 ? nil : UnsafePointer(target - width * 4)
            if channels == 3, let pixels = above {
                let packed = buffer + rowBytes
                for x in 0..<width {
                    packed[x * 3] = pixels[x * 4]; packed[x * 3 + 1] = pixels[x * 4 + 1]; packed[x * 3 + 2] = pixels[x * 4 + 2]
                }
                above = UnsafePointer(packed)
            }
            guard PNGDecoder.unfilterRow(filter, samples, into: dst, above: above, count: rowBytes, bpp: channels) else { return false }
            if channels == 3 {
                for x in 0..<width {
                    target[x * 4] = dst[x * 3]
                    target[x * 4 + 1] = dst[x * 3 + 1]
                    target[x * 4 + 2] = dst[x * 3 + 2]
                    target[x * 4 + 3] = 255
                }
            }
            return true
        }
    }

    /// Unfilters an RGB row filtered with none (0), sub (1) or up (2) into `width`
    /// opaque RGBA pixels; `above` is the row above as pixels (nil for the first).
    /// Two pixels at a time, in a 64-bit word, while eight bytes can be read, and four at
    /// once where their samples are zero (flat areas, filtered sub or up).
    @inline(__always)
    static func unfilterOpaque(_ filter: UInt8, _ src: UnsafePointer<UInt8>, into dst: UnsafeMutablePointer<UInt8>,
                               width: Int, above: UnsafePointer<UInt8>?) {
        let out = UnsafeMutableRawPointer(dst)
        let opaque: UInt64 = 0xFF00_0000_FF00_0000
        /// The RGB samples of pixels x and x + 1 as the low three bytes of each half
        /// of a word (eight bytes read: the caller keeps x + 3 <= width).
        @inline(__always) func pair(_ x: Int) -> UInt64 {
            let v = UnsafeRawPointer(src + x &* 3).loadUnaligned(as: UInt64.self).littleEndian
            return v & 0x00FF_FFFF | (v << 8) & 0x00FF_FFFF_0000_0000
        }
        /// The RGB samples of pixel x as the low three bytes of a word, read a byte at a time.
        @inline(__always) func sample(_ x: Int) -> UInt64 {
            let p = src + x &* 3
            return UInt64(p[0]) | UInt64(p[1]) << 8 | UInt64(p[2]) << 16
        }
        /// Eight bytes added at once, each modulo 256.
        @inline(__always) func add(_ a: UInt64, _ b: UInt64) -> UInt64 {
            ((a & 0x7F7F_7F7F_7F7F_7F7F) &+ (b & 0x7F7F_7F7F_7F7F_7F7F)) ^ ((a ^ b) & 0x8080_8080_8080_8080)
        }
        @inline(__always) func store2(_ x: Int, _ value: UInt64) { out.storeBytes(of: value.littleEndian, toByteOffset: x &* 4, as: UInt64.self) }
        @inline(__always) func store(_ x: Int, _ value: UInt64) { out.storeBytes(of: UInt32(truncatingIfNeeded: value).littleEndian, toByteOffset: x &* 4, as: UInt32.self) }
        /// Whether the twelve sample bytes of pixels x to x + 3 are all zero: a run that
        /// repeats the pixel to the left (sub) or above (up). The caller keeps x + 4 <= width.
        @inline(__always) func zeros(_ x: Int) -> Bool {
            let p = UnsafeRawPointer(src + x &* 3)
            return p.loadUnaligned(as: UInt64.self) | UInt64(p.loadUnaligned(fromByteOffset: 8, as: UInt32.self)) == 0
        }
        var x = 0
        switch (filter, above) {
        case (1, _):
            var left: UInt64 = 0
            while x &+ 3 <= width {
                if x &+ 4 <= width && zeros(x) {
                    let both = left | left << 32 | opaque
                    store2(x, both); store2(x &+ 2, both)
                    x &+= 4
                    continue
                }
                let s = pair(x)
                // (s0, s0 + s1), then the left pixel added to both halves.
                let sums = add(add(s, s << 32), left | left << 32) | opaque
                store2(x, sums)
                left = sums >> 32
                x &+= 2
            }
            while x < width {
                left = add(sample(x), left) | opaque
                store(x, left)
                x &+= 1
            }
        case (2, let up?):
            let upper = UnsafeRawPointer(up)
            while x &+ 3 <= width {
                if x &+ 4 <= width && zeros(x) {
                    out.storeBytes(of: upper.loadUnaligned(fromByteOffset: x &* 4, as: SIMD2<UInt64>.self), toByteOffset: x &* 4, as: SIMD2<UInt64>.self)
                    x &+= 4
                    continue
                }
                store2(x, add(pair(x), upper.loadUnaligned(fromByteOffset: x &* 4, as: UInt64.self).littleEndian) | opaque)
                x &+= 2
            }
            while x < width {
                store(x, add(sample(x), UInt64(upper.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self).littleEndian)) | opaque)
                x &+= 1
            }
        default:  // none, and up with no row above
            while x &+ 3 <= width { store2(x, pair(x) | opaque); x &+= 2 }
            while x < width { store(x, sample(x) | opaque); x &+= 1 }
        }
    }

    /// Turns unfiltered rows of samples into RGBA pixels, pngjs's way (see `PNGDecoder`).
    struct Samples {
        let header: Header
        /// RGBA per palette entry.
        let palette: [UInt8]
        /// The tRNS grey or RGB samples, unscaled.
        let transparent: [Int]?

        init(header: Header, palette plte: [UInt8], transparency: [UInt8]?) throws(RenderError) {
            self.header = header
            var palette: [UInt8] = []
            var transparent: [Int]? = nil
            switch (header.colorType, transparency) {
            case (3, let alphas):
                for i in 0..<(plte.count / 3) {
                    let alpha = alphas.flatMap { i < $0.count ? $0[i] : nil } ?? 255
                    palette += [plte[i * 3], plte[i * 3 + 1], plte[i * 3 + 2], alpha]
                }
            case (0, let t?), (2, let t?):
                let count = header.colorType == 0 ? 1 : 3
                guard t.count >= count * 2 else { throw .invalidPNG("tRNS too short") }
                transparent = (0..<count).map { Int(t[$0 * 2]) << 8 | Int(t[$0 * 2 + 1]) }
            default:
                break  // tRNS is not allowed with an alpha channel; pngjs ignores it too
            }
            self.palette = palette
            self.transparent = transparent
        }

        /// Writes one pass's pixels into the image.
        func place(_ rows: [UInt8], pass: Adam7.Pass, rowBytes: Int, imageWidth: Int, into pixels: inout [UInt8]) throws(RenderError) {
            let depth = header.bitDepth, channels = header.channels
            let maximum = (1 << depth) - 1
            let paletteCount = palette.count / 4
            var badIndex: Int?
            rows.withUnsafeBufferPointer { r in
                pixels.withUnsafeMutableBufferPointer { p in
                    for j in 0..<pass.height {
                        let row = r.baseAddress! + j * rowBytes
                        let line = (pass.y0 + j * pass.dy) * imageWidth
                        if header.colorType == 6 && depth == 8 && pass.dx == 1 {  // whole rows of RGBA: as they are
                            (p.baseAddress! + line * 4).update(from: row, count: rowBytes)
                            continue
                        }
                        @inline(__always) func sample(_ n: Int) -> Int {
                            switch depth {
                            case 8: return Int(row[n])
                            case 16: return Int(row[2 * n]) << 8 | Int(row[2 * n + 1])
                            default:
                                let bit = n * depth
                                return Int(row[bit >> 3]) >> (8 - depth - (bit & 7)) & maximum
                            }
                        }
                        @inline(__always) func scaled(_ v: Int) -> UInt8 {
                            switch depth {
                            case 8: return UInt8(v)
                            case 16: return UInt8((v * 255 + 32767) / 65535)  // pngjs: floor(v * 255 / 65535 + 0.5)
                            default: return UInt8(v * (255 / maximum))
                            }
                        }
                        for i in 0..<pass.width {
                            let o = p.baseAddress! + (line + pass.x0 + i * pass.dx) * 4
                            let n = i * channels
                            switch header.colorType {
                            case 0:
                                let g = sample(n)
                                if let t = transparent, g == t[0] { o.update(repeating: 0, count: 4); continue }
                                let v = scaled(g)
                                o[0] = v; o[1] = v; o[2] = v; o[3] = 255
                            case 2:
                                let red = sample(n), green = sample(n + 1), blue = sample(n + 2)
                                if let t = transparent, red == t[0], green == t[1], blue == t[2] { o.update(repeating: 0, count: 4); continue }
                                o[0] = scaled(red); o[1] = scaled(green); o[2] = scaled(blue); o[3] = 255
                            case 3:
                                let index = sample(n)
                                guard index < paletteCount else { badIndex = badIndex ?? index; continue }
                                for c in 0..<4 { o[c] = palette[index * 4 + c] }
                            case 4:
                                let v = scaled(sample(n))
                                o[0] = v; o[1] = v; o[2] = v; o[3] = scaled(sample(n + 1))
                            default:
                                for c in 0..<4 { o[c] = scaled(sample(n + c)) }
                            }
                        }
                    }
                }
            }
            if let badIndex { throw .invalidPNG("palette index \(badIndex) is past the palette's \(paletteCount) colours") }
        }
    }
}
