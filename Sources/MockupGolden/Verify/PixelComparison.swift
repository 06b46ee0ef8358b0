import MockupCore
import MockupRender

/// Two pictures compared pixel by pixel.
struct PixelComparison {
    var differentPixels: Int
    var totalPixels: Int
    var expectedSize: (width: Int, height: Int)
    var actualSize: (width: Int, height: Int)
    var diff: RGBAImage?
    var sizeMismatch: Bool { expectedSize != actualSize }

    static func compare(expected: [UInt8], actual: [UInt8], threshold: Double, includeAA: Bool) throws -> PixelComparison {
        let a = try PNGDecoder.decode(expected), b = try PNGDecoder.decode(actual)
        guard a.width == b.width, a.height == b.height else {
            return PixelComparison(differentPixels: max(a.width * a.height, b.width * b.height),
                                   totalPixels: max(a.width * a.height, b.width * b.height),
                                   expectedSize: (a.width, a.height), actualSize: (b.width, b.height), diff: nil)
        }
        var count = 0
        var diff = RGBAImage(width: a.width, height: a.height)
        for i in stride(from: 0, to: a.pixels.count, by: 4) where a.pixels[i..<i + 4] != b.pixels[i..<i + 4] {
            count += 1
            diff.pixels[i] = 255; diff.pixels[i + 3] = 255
        }
        return PixelComparison(differentPixels: count, totalPixels: a.width * a.height,
                               expectedSize: (a.width, a.height), actualSize: (b.width, b.height), diff: diff)
    }
}
