/// Three passes of a box blur, horizontally then vertically, over planes of
/// 8-bit samples (`channels` interleaved samples per pixel): close to a
/// Gaussian whose standard deviation is about the radius.
///
/// Each pass slides a window's sum along a line, every channel at once: a
/// row against a copy padded with what lies past its ends, a column pass row
/// after row over every column's sum, so memory is read in order. Each
/// sample is the window's mean rounded to nearest, `(sum + window / 2) / window`.
enum BoxBlur {
    /// What lies past the plane's edges: nothing (coverage fades out, as a
    /// shadow's) or the edge sample repeated (a backdrop keeps its colour).
    enum Edges { case transparent, clamped }

    static func blur(
        _ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, radius: Int,
        channels: Int = 1, edges: Edges = .transparent
    ) {
        guard radius > 0, width > 0, height > 0 else { return }
        // A window past 4,095 samples blurs nothing more that a picture could show (chosen).
        let radius = min(radius, 2047)
        var pass = Pass(width: width, height: height, stride: stride, radius: radius, channels: channels, edges: edges)
        for _ in 0..<3 {
            for y in 0..<height { pass.row(data + y * stride) }
            pass.columns(data)
        }
    }

    /// The scratch lines of one blur, reused by its passes.
    private struct Pass {
        let width: Int, height: Int, stride: Int, radius: Int, channels: Int, edges: Edges
        let mean: WindowMean
        /// A row's samples with `radius + 1` pixels of what lies past each end.
        var padded: [UInt32]
        /// The plane before a column pass, and each column's running sum.
        var before: [UInt8]
        var sums: [UInt32]

        init(width: Int, height: Int, stride: Int, radius: Int, channels: Int, edges: Edges) {
            self.width = width; self.height = height; self.stride = stride
            self.radius = radius; self.channels = channels; self.edges = edges
            mean = WindowMean(window: 2 * radius + 1)
            padded = [UInt32](repeating: 0, count: (width + 2 * radius + 1) * channels)
            before = [UInt8](repeating: 0, count: width * channels * height)
            sums = [UInt32](repeating: 0, count: width * channels)
        }

        /// One row blurred in place.
        mutating func row(_ p: UnsafeMutablePointer<UInt8>) {
            if channels == 4 { return pixelRow(p) }
            let ch = channels, r = radius, w = width, window = 2 * radius + 1
            let edges = edges, mean = mean
            padded.withUnsafeMutableBufferPointer { padded in
                for i in 0..<(w * ch) { padded[r * ch + i] = UInt32(p[i]) }
                for c in 0..<ch {
                    let first = edges == .clamped ? UInt32(p[c]) : 0
                    let last = edges == .clamped ? UInt32(p[(w - 1) * ch + c]) : 0
                    for k in 0..<r { padded[k * ch + c] = first }
                    for k in (w + r)..<(w + 2 * r + 1) { padded[k * ch + c] = last }
                }
                for c in 0..<ch {
                    var sum: UInt32 = 0
                    for k in 0..<window { sum &+= padded[k * ch + c] }
                    for i in 0..<w {
                        p[i * ch + c] = mean(sum)
                        sum = sum &+ padded[(i + window) * ch + c] &- padded[i * ch + c]
                    }
                }
            }
        }

        /// A row of four-sample pixels blurred in place, the four sums slid together.
        mutating func pixelRow(_ p: UnsafeMutablePointer<UInt8>) {
            let r = radius, w = width, window = 2 * radius + 1, mean = mean
            let raw = UnsafeRawPointer(p)
            @inline(__always) func pixel(_ x: Int) -> SIMD4<UInt32> {
                SIMD4<UInt32>(truncatingIfNeeded: raw.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self).littleEndianBytes)
            }
            let first = edges == .clamped ? pixel(0) : .zero, last = edges == .clamped ? pixel(w - 1) : .zero
            padded.withUnsafeMutableBytes { bytes in
                let padded = bytes.bindMemory(to: SIMD4<UInt32>.self)
                for k in 0..<r { padded[k] = first }
                for x in 0..<w { padded[r + x] = pixel(x) }
                for k in (w + r)..<(w + 2 * r + 1) { padded[k] = last }
                var sum = SIMD4<UInt32>.zero
                for k in 0..<window { sum &+= padded[k] }
                for i in 0..<w {
                    p[i * 4] = mean(sum[0])
                    p[i * 4 + 1] = mean(sum[1])
                    p[i * 4 + 2] = mean(sum[2])
                    p[i * 4 + 3] = mean(sum[3])
                    sum = sum &+ padded[i + window] &- padded[i]
                }
            }
        }

        /// Every column blurred in place, a row at a time.
        mutating func columns(_ data: UnsafeMutablePointer<UInt8>) {
            let lanes = width * channels, h = height, r = radius, stride = stride, mean = mean
            let clamped = edges == .clamped
            before.withUnsafeMutableBufferPointer { before in
                sums.withUnsafeMutableBufferPointer { sums in
                    for y in 0..<h {
                        for l in 0..<lanes { before[y * lanes + l] = data[y * stride + l] }
                    }
                    /// The row `k` (past the edges: the edge row when clamped, else none).
                    func row(_ k: Int) -> Int? {
                        if k >= 0 && k < h { return k * lanes }
                        return clamped ? min(max(k, 0), h - 1) * lanes : nil
                    }
                    for l in 0..<lanes { sums[l] = 0 }
                    let base = UnsafePointer(before.baseAddress!), total = sums.baseAddress!
                    for k in -r...r {
                        guard let start = row(k) else { continue }
                        Self.slide(total, adding: base + start, subtracting: nil, lanes: lanes)
                    }
                    for y in 0..<h {
                        let out = data + y * stride
                        for l in 0..<lanes { out[l] = mean(sums[l]) }
                        Self.slide(total, adding: row(y + r + 1).map { base + $0 }, subtracting: row(y - r).map { base + $0 }, lanes: lanes)
                    }
                }
            }
        }

        /// Each sum plus its lane of one row and minus its lane of another
        /// (either may be none), eight lanes at a time.
        @inline(__always)
        static func slide(_ sums: UnsafeMutablePointer<UInt32>, adding: UnsafePointer<UInt8>?, subtracting: UnsafePointer<UInt8>?, lanes: Int) {
            let raw = UnsafeMutableRawPointer(sums)
            @inline(__always) func eight(_ row: UnsafePointer<UInt8>?, _ l: Int) -> SIMD8<UInt32> {
                guard let row else { return .zero }
                return SIMD8<UInt32>(truncatingIfNeeded: UnsafeRawPointer(row + l).loadUnaligned(as: SIMD8<UInt8>.self))
            }
            var l = 0
            while l + 8 <= lanes {
                let sum = raw.loadUnaligned(fromByteOffset: l * 4, as: SIMD8<UInt32>.self)
                raw.storeBytes(of: sum &+ eight(adding, l) &- eight(subtracting, l), toByteOffset: l * 4, as: SIMD8<UInt32>.self)
                l += 8
            }
            while l < lanes {
                sums[l] = sums[l] &+ UInt32(adding?[l] ?? 0) &- UInt32(subtracting?[l] ?? 0)
                l += 1
            }
        }
    }

    /// A window's sum to its mean, rounded to nearest, `(sum + window / 2) / window`,
    /// as a multiplication: exact for sums of 8-bit samples over windows
    /// narrower than 4,096 (then `(sum + window / 2) * (m * window - 2^32) < 2^32`
    /// with `m` the ceiling of `2^32 / window`). `blur` keeps its radius below that.
    struct WindowMean {
        let half: UInt32
        let multiplier: UInt64

        init(window: Int) {
            precondition(window < 4096, "a box blur's window must be narrower than 4096")
            half = UInt32(window / 2)
            multiplier = ((1 << 32) + UInt64(window) - 1) / UInt64(window)
        }

        @inline(__always) func callAsFunction(_ sum: UInt32) -> UInt8 {
            UInt8(truncatingIfNeeded: (UInt64(sum &+ half) &* multiplier) >> 32)
        }
    }
}

extension UInt32 {
    /// The four bytes in memory order.
    fileprivate var littleEndianBytes: SIMD4<UInt8> {
        let v = littleEndian
        return SIMD4(UInt8(truncatingIfNeeded: v), UInt8(truncatingIfNeeded: v >> 8), UInt8(truncatingIfNeeded: v >> 16), UInt8(truncatingIfNeeded: v >> 24))
    }
}
