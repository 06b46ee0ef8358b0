/// Three passes of a box blur, horizontally then vertically, over planes of
/// 8-bit samples (`channels` interleaved samples per pixel): close to a
/// Gaussian whose standard deviation is about the radius.
enum BoxBlur {
    /// What lies past the plane's edges: nothing (coverage fades out, as a
    /// shadow's) or the edge sample repeated (a backdrop keeps its colour).
    enum Edges { case transparent, clamped }

    static func blur(
        _ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, radius: Int,
        channels: Int = 1, edges: Edges = .transparent
    ) {
        guard radius > 0, width > 0, height > 0 else { return }
        var line = [Int](repeating: 0, count: max(width, height))
        for _ in 0..<3 {
            for y in 0..<height {
                for c in 0..<channels {
                    pass(data + y * stride + c, count: width, step: channels, radius: radius, edges: edges, scratch: &line)
                }
            }
            for x in 0..<width {
                for c in 0..<channels {
                    pass(data + x * channels + c, count: height, step: stride, radius: radius, edges: edges, scratch: &line)
                }
            }
        }
    }

    private static func pass(
        _ p: UnsafeMutablePointer<UInt8>, count: Int, step: Int, radius: Int, edges: Edges, scratch: inout [Int]
    ) {
        for i in 0..<count { scratch[i] = Int(p[i * step]) }
        let window = 2 * radius + 1
        func sample(_ i: Int) -> Int {
            if i >= 0 && i < count { return scratch[i] }
            return edges == .clamped ? scratch[min(max(i, 0), count - 1)] : 0
        }
        var sum = 0
        for i in -radius...radius { sum += sample(i) }
        for i in 0..<count {
            p[i * step] = UInt8((sum + window / 2) / window)
            sum += sample(i + radius + 1) - sample(i - radius)
        }
    }
}
