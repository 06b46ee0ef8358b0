import Testing
@testable import MockupRender

/// The box blur against the plainest statement of it: three passes, each a
/// window's rounded mean along every row then every column, one sample at a time.
@Suite struct BoxBlurTests {
    /// The reference: each sample the rounded mean of the `2r + 1` around it.
    static func reference(_ plane: [UInt8], width: Int, height: Int, radius: Int, channels: Int, edges: BoxBlur.Edges) -> [UInt8] {
        var p = plane
        let window = 2 * radius + 1
        func line(_ index: (Int) -> Int, count: Int) {
            let samples = (0..<count).map { Int(p[index($0)]) }
            for i in 0..<count {
                var sum = 0
                for k in (i - radius)...(i + radius) {
                    if k >= 0 && k < count { sum += samples[k] } else if edges == .clamped { sum += samples[min(max(k, 0), count - 1)] }
                }
                p[index(i)] = UInt8((sum + window / 2) / window)
            }
        }
        for _ in 0..<3 {
            for y in 0..<height { for c in 0..<channels { line({ (y * width + $0) * channels + c }, count: width) } }
            for x in 0..<width { for c in 0..<channels { line({ ($0 * width + x) * channels + c }, count: height) } }
        }
        return p
    }

    @Test(arguments: [(1, 1, BoxBlur.Edges.transparent), (3, 4, .clamped), (7, 4, .transparent), (20, 1, .clamped), (40, 4, .clamped)])
    func itIsTheReferenceToTheByte(radius: Int, channels: Int, edges: BoxBlur.Edges) {
        var generator = SplitMix(seed: UInt64(radius * 31 + channels))
        let width = 37, height = 23
        let plane = (0..<(width * height * channels)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        var blurred = plane
        blurred.withUnsafeMutableBufferPointer {
            BoxBlur.blur($0.baseAddress!, width: width, height: height, stride: width * channels, radius: radius,
                         channels: channels, edges: edges)
        }
        #expect(blurred == Self.reference(plane, width: width, height: height, radius: radius, channels: channels, edges: edges))
    }

    @Test func theMeanIsExactForEveryWindowAndSum() {
        for window in stride(from: 1, through: 4095, by: 2) {
            let mean = BoxBlur.WindowMean(window: window)
            for sum in [0, 1, window / 2, window, 255 * window - 1, 255 * window] {
                #expect(Int(mean(UInt32(sum))) == (sum + window / 2) / window, "window \(window), sum \(sum)")
            }
        }
    }

    struct SplitMix {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
