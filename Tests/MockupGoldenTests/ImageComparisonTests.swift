import Foundation
import MockupCore
import MockupRender
import Testing
@testable import MockupGolden

@Suite struct ImageComparisonTests {
    /// A small opaque picture; `changed` pixels along the diagonal are inverted.
    static func image(width: Int = 6, height: Int = 4, changed: Int = 0) -> RGBAImage {
        var image = RGBAImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let o = (y * width + x) * 4
                let v = UInt8(40 * ((x + y) % 4))
                image.pixels.replaceSubrange(o..<(o + 4), with: x == y && x < changed ? [255 - v, v, 255 - v, 255] : [v, v, 200, 255])
            }
        }
        return image
    }

    static func png(_ image: RGBAImage, filter: PNGEncoder.Filter = .up) throws -> [UInt8] {
        try PNGEncoder(filter: filter).encode(image)
    }

    @Test func identicalBytesNeedOnlyTheHeader() throws {
        var bytes = try Self.png(Self.image())
        bytes[bytes.count - 20] ^= 0xff  // inside IDAT: its CRC no longer matches, so the pixels cannot be read
        #expect(throws: RenderError.self) { try PNGDecoder.decode(bytes) }
        let result = try ImageComparison.compare(expected: bytes, actual: bytes)
        #expect(result.outcome == .identicalBytes)
        #expect(result.matches && result.differentPixels == 0 && result.totalPixels == 24 && result.diff == nil)
        #expect(result.canvas == .init(width: 6, height: 4))
    }

    @Test func identicalBytesWithADiffImageDrawPixelmatchsGrey() throws {
        let bytes = try Self.png(Self.image())
        let result = try ImageComparison.compare(expected: bytes, actual: bytes, drawDiff: true)
        #expect(result.outcome == .identicalBytes)
        #expect(result.diff == Pixelmatch.compare(Self.image(), Self.image(), drawDiff: true).diff)
    }

    @Test func samePixelsInOtherBytesMatch() throws {
        let result = try ImageComparison.compare(expected: Self.png(Self.image(), filter: .none), actual: Self.png(Self.image(), filter: .paeth))
        #expect(result.outcome == .compared)
        #expect(result.matches && result.percentage == 0)
    }

    @Test func differencesArePixelmatchs() throws {
        let a = Self.image(), b = Self.image(changed: 3)
        var options = PixelmatchOptions()
        options.threshold = 0
        let result = try ImageComparison.compare(expected: Self.png(a), actual: Self.png(b), options: options, drawDiff: true)
        let (count, diff) = Pixelmatch.compare(a, b, options: options, drawDiff: true)
        #expect(count > 0)
        #expect(result.outcome == .compared && !result.matches)
        #expect(result.differentPixels == count && result.totalPixels == 24 && result.diff == diff)
        #expect(result.percentage == 100 * Double(count) / 24)
    }

    @Test func sizeMismatchIsAnOutcomeWithEveryPixelOutsideTheSharedRegionCounted() throws {
        let a = Self.image(width: 4, height: 3), b = Self.image(width: 3, height: 5, changed: 3)
        let result = try ImageComparison.compare(expected: Self.png(a), actual: Self.png(b), drawDiff: true)
        #expect(result.outcome == .sizeMismatch(expected: .init(width: 4, height: 3), actual: .init(width: 3, height: 5)))
        #expect(result.isSizeMismatch && !result.matches)
        // The canvas holding both is 4x5; 3x3 is shared.
        #expect(result.canvas == .init(width: 4, height: 5) && result.totalPixels == 20)
        let shared = Pixelmatch.compare(a.cropped(to: .init(width: 3, height: 3)), b.cropped(to: .init(width: 3, height: 3)), drawDiff: true)
        #expect(result.differentPixels == shared.differentPixels + 20 - 9)
        let diff = try #require(result.diff)
        #expect(diff.width == 4 && diff.height == 5)
        for y in 0..<5 {
            for x in 0..<4 {
                let expected = x < 3 && y < 3 ? shared.diff!.pixel(x: x, y: y)! : RGBAImage.Pixel(r: 255, g: 0, b: 0, a: 255)
                #expect(diff.pixel(x: x, y: y) == expected, "(\(x), \(y))")
            }
        }
    }

    @Test func oneImageInsideTheOtherCountsAgainstTheLargerArea() throws {
        let result = ImageComparison.compare(Self.image(width: 6, height: 4), Self.image(width: 6, height: 3))
        #expect(result.totalPixels == 24 && result.differentPixels == 6)
        #expect(result.diff == nil)
    }

    @Test func unreadableFilesAreErrorsNamingThem() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("compare-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = folder.appendingPathComponent("good.png").path, bad = folder.appendingPathComponent("bad.png").path
        try Data(try Self.png(Self.image())).write(to: URL(fileURLWithPath: good))
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: bad))
        let missing = folder.appendingPathComponent("missing.png").path
        #expect(throws: ImageComparison.UnreadableImage(name: bad, reason: "not a readable PNG: bad signature")) {
            try ImageComparison.compareFiles(expected: good, actual: bad)
        }
        #expect(throws: ImageComparison.UnreadableImage(name: missing, reason: "no such file")) {
            try ImageComparison.compareFiles(expected: missing, actual: good)
        }
        #expect(throws: ImageComparison.UnreadableImage(name: folder.path, reason: "is a folder, not a PNG file")) {
            try ImageComparison.compareFiles(expected: good, actual: folder.path)
        }
        #expect(try ImageComparison.compareFiles(expected: good, actual: good).outcome == .identicalBytes)
        #expect(throws: ImageComparison.UnreadableImage(name: "actual image", reason: "not a readable PNG: bad signature")) {
            try ImageComparison.compare(expected: try Self.png(Self.image()), actual: [1, 2, 3])
        }
    }
}
