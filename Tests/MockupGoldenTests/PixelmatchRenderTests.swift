import Foundation
import MockupCore
import Testing
@testable import MockupGolden

/// Pairs of our own renders (Fixtures/pixelmatch-renders/), with the counts and
/// diff images pixelmatch 7.2.0 gave on them: steps, a mid-transition frame, two
/// looks, a 2x crop full of anti-aliased text, and semi-transparent pixels.
@Suite struct PixelmatchRenderTests {
    struct Options: Decodable, Sendable, CustomStringConvertible {
        var threshold: Double?
        var includeAA: Bool?
        var alpha: Double?
        var diffColorAlt: [UInt8]?
        var checkerboard: Bool?

        var pixelmatch: PixelmatchOptions {
            var o = PixelmatchOptions()
            if let v = threshold { o.threshold = v }
            if let v = includeAA { o.includeAA = v }
            if let v = alpha { o.alpha = v }
            if let v = diffColorAlt { o.diffColorAlt = .init(v[0], v[1], v[2]) }
            if let v = checkerboard { o.checkerboard = v }
            return o
        }

        var description: String { "\(pixelmatch)" }
    }

    struct Pair: Decodable, Sendable, CustomTestStringConvertible {
        struct Count: Decodable, Sendable { var options: Options; var mismatch: Int }
        struct DiffImage: Decodable, Sendable { var options: Options; var diffFNV1a64: String }
        var name: String
        var img1: String
        var img2: String
        var counts: [Count]
        var diffImages: [DiffImage]
        var testDescription: String { name }
    }

    static func loadPairs() throws -> [Pair] {
        struct File: Decodable { var pairs: [Pair] }
        return try JSONDecoder().decode(File.self, from: Data(PixelmatchFixtures.bytes("pixelmatch-renders", "counts.json"))).pairs
    }

    static let pairs = (try? loadPairs()) ?? []

    /// The 64-bit FNV-1a hash of some bytes, as 16 hex digits.
    static func fnv1a64(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    @Test func fivePairsWithSemiTransparentPixelsAmongThem() throws {
        let pairs = try Self.loadPairs()
        #expect(pairs.count == 5)
        let alpha = try #require(pairs.first { $0.name == "tweetie-alpha" })
        let image = try PixelmatchFixtures.image("pixelmatch-renders", alpha.img1)
        #expect(stride(from: 3, to: image.pixels.count, by: 4).contains { image.pixels[$0] < 255 })
    }

    @Test(arguments: pairs)
    func countsAndDiffImagesArePixelmatchs(_ pair: Pair) throws {
        let a = try PixelmatchFixtures.image("pixelmatch-renders", pair.img1)
        let b = try PixelmatchFixtures.image("pixelmatch-renders", pair.img2)
        for count in pair.counts {
            #expect(Pixelmatch.compare(a, b, options: count.options.pixelmatch, drawDiff: false).differentPixels == count.mismatch,
                    "\(count.options)")
        }
        for expected in pair.diffImages {
            let diff = try #require(Pixelmatch.compare(a, b, options: expected.options.pixelmatch, drawDiff: true).diff)
            #expect(Self.fnv1a64(diff.pixels) == expected.diffFNV1a64, "\(expected.options)")
        }
    }
}
