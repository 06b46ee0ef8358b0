import Foundation
import MockupCore
import Testing
@testable import MockupGolden

/// pixelmatch 7.2.0's published test cases (Fixtures/pixelmatch/cases.json): the
/// same counts, and diff images equal to pixelmatch's pixel for pixel.
@Suite struct PixelmatchConformanceTests {
    struct Case: Decodable, Sendable, CustomTestStringConvertible {
        struct Options: Decodable, Sendable {
            var threshold: Double?
            var includeAA: Bool?
            var alpha: Double?
            var aaColor: [UInt8]?
            var diffColor: [UInt8]?
            var diffColorAlt: [UInt8]?
            var diffMask: Bool?
        }

        var img1: String
        var img2: String
        var width: Int
        var height: Int
        var options: Options
        var expectedMismatch: Int
        var expectedDiffImage: String

        var testDescription: String { "\(img1) vs \(img2) → \(expectedDiffImage)" }

        var pixelmatchOptions: PixelmatchOptions {
            func rgb(_ c: [UInt8]?) -> PixelmatchOptions.RGB? { c.map { .init($0[0], $0[1], $0[2]) } }
            var o = PixelmatchOptions()
            if let v = options.threshold { o.threshold = v }
            if let v = options.includeAA { o.includeAA = v }
            if let v = options.alpha { o.alpha = v }
            if let v = rgb(options.aaColor) { o.aaColor = v }
            if let v = rgb(options.diffColor) { o.diffColor = v }
            o.diffColorAlt = rgb(options.diffColorAlt)
            if let v = options.diffMask { o.diffMask = v }
            return o
        }
    }

    static func loadCases() throws -> [Case] {
        struct File: Decodable { var cases: [Case] }
        return try JSONDecoder().decode(File.self, from: Data(PixelmatchFixtures.bytes("pixelmatch", "cases.json"))).cases
    }

    static let cases = (try? loadCases()) ?? []

    @Test func allTwelveCasesAreThere() throws {
        #expect(try Self.loadCases().count == 12)
    }

    @Test(arguments: cases)
    func countAndDiffImageArePixelmatchs(_ c: Case) throws {
        let a = try PixelmatchFixtures.image("pixelmatch", c.img1)
        let b = try PixelmatchFixtures.image("pixelmatch", c.img2)
        #expect(a.width == c.width && a.height == c.height)
        let (count, diff) = Pixelmatch.compare(a, b, options: c.pixelmatchOptions, drawDiff: true)
        #expect(count == c.expectedMismatch)
        // Without a diff image the count is the same.
        #expect(Pixelmatch.compare(a, b, options: c.pixelmatchOptions, drawDiff: false).differentPixels == c.expectedMismatch)
        let expected = try PixelmatchFixtures.image("pixelmatch", c.expectedDiffImage)
        let produced = try #require(diff)
        #expect(produced == expected, "diff image differs: \(PixelmatchFixtures.firstDifference(produced, expected))")
    }
}
