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
                    for k in -r...r {
                        guard let start = row(k) else { continue }
                        for l in 0..<lanes { sums[l] &+= UInt32(before[start + l]) }
                    }
                    for y in 0..<h {
                        let out = data + y * stride
                        for l in 0..<lanes { out[l] = mean(sums[l]) }
                        if let start = row(y + r + 1) {
                            for l in 0..<lanes { sums[l] &+= UInt32(before[start + l]) }
                        }
                        if let start = row(y - r) {
                            for l in 0..<lanes { sums[l] &-= UInt32(before[start + l]) }
                        }
                    }
                }
            }
        }
    }

    /// A window's sum to its mean, rounded to nearest, `(sum + window / 2) / window`,
    /// as a multiplication: exact for sums of 8-bit samples over windows
    /// narrower than 4,096 (then `(sum + window / 2) * (m * window - 2^32) < 2^32`
    /// with `m` the ceiling of `2^32 / window`), else a division.
    struct WindowMean {
        let window: UInt32
        let half: UInt32
        let multiplier: UInt64?

        init(window: Int) {
            self.window = UInt32(window)
            half = UInt32(window / 2)
            multiplier = window < 4096 ? ((1 << 32) + UInt64(window) - 1) / UInt64(window) : nil
        }

        @inline(__always) func callAsFunction(_ sum: UInt32) -> UInt8 {
            guard let multiplier else { return UInt8(truncatingIfNeeded: (sum + half) / window) }
            return UInt8(truncatingIfNeeded: (UInt64(sum &+ half) &* multiplier) >> 32)
        }
    }
}
