import Foundation
import MockupCore
import MockupRender

/// Reads the committed pixelmatch fixtures: Fixtures/pixelmatch/ (pixelmatch's own
/// test cases) and Fixtures/pixelmatch-renders/ (our renders, counted by pixelmatch).
enum PixelmatchFixtures {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func url(_ folder: String, _ name: String) -> URL {
        repository.appendingPathComponent("Fixtures").appendingPathComponent(folder).appendingPathComponent(name)
    }

    static func bytes(_ folder: String, _ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: url(folder, name)))
    }

    static func image(_ folder: String, _ name: String) throws -> RGBAImage {
        try PNGDecoder.decode(bytes(folder, name))
    }

    /// The first pixel where two images of one size differ, for failure messages.
    static func firstDifference(_ a: RGBAImage, _ b: RGBAImage) -> String {
        guard a.width == b.width, a.height == b.height else { return "sizes \(a.width)x\(a.height) and \(b.width)x\(b.height)" }
        for y in 0..<a.height {
            for x in 0..<a.width where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) {
                return "first at (\(x), \(y)): \(a.pixel(x: x, y: y)!) vs \(b.pixel(x: x, y: y)!)"
            }
        }
        return "none"
    }
}
