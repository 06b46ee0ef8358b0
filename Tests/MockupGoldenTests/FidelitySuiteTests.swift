import Foundation
import MockupCore
import MockupGolden
import MockupRender
import Testing

/// The fidelity suite: the real UIKit screenshots in ../shared/conformance,
/// the scenes that reproduce them, and the figures they may not exceed.
@Suite struct FidelitySuiteTests {
    static let suitePath = PixelmatchFixtures.url("fidelity", "suite.json").path
    /// The screenshots as committed (byte-exact copies of ../shared/conformance/uikit-screens, with its README and licences).
    static let references = PixelmatchFixtures.url("fidelity", "screenshots").path
    static let shared = PixelmatchFixtures.repository.deletingLastPathComponent()
        .appendingPathComponent("shared/conformance/uikit-screens").path

    /// The second collection (iOS 13 to 26, light and dark): the screenshots the suite compares, with the README and licences.
    static let references2 = PixelmatchFixtures.url("fidelity", "screenshots-2").path
    static let shared2 = PixelmatchFixtures.repository.deletingLastPathComponent()
        .appendingPathComponent("shared/conformance/uikit-screens-2").path

    @Test func theCommittedScreenshotsAreTheSharedOnes() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.references).sorted()
        #expect(names.contains("README.md") && names.filter { $0.hasSuffix(".png") }.count == 7)
        let names2 = try FileManager.default.contentsOfDirectory(atPath: Self.references2).sorted()
        #expect(names2 == [
            "README.md", "ios13-plain-table-numbers.png", "ios18-privacy-dark.png", "ios18-privacy-light.png",
            "ios26-privacy-dark.png", "ios26-privacy-light.png", "ios26-server-switching-light.png",
        ])
        // Where the shared folders are beside the project, every file is the same, byte for byte
        // (the first collection whole, the second in part).
        guard FileManager.default.fileExists(atPath: Self.shared) else { return }
        #expect(try FileManager.default.contentsOfDirectory(atPath: Self.shared).sorted() == names)
        for (folder, shared, files) in [(Self.references, Self.shared, names), (Self.references2, Self.shared2, names2)] {
            for name in files {
                #expect(FileManager.default.contentsEqual(atPath: "\(shared)/\(name)", andPath: "\(folder)/\(name)"), "\(name)")
            }
        }
    }

    @Test func everyScreenshotHasAScene() throws {
        let suite = try FidelitySuite(file: Self.suitePath, references: Self.references)
        let shots = try FileManager.default.contentsOfDirectory(atPath: Self.references).filter { $0.hasSuffix(".png") }
        let shots2 = try FileManager.default.contentsOfDirectory(atPath: Self.references2).filter { $0.hasSuffix(".png") }.map { "../screenshots-2/" + $0 }
        #expect(suite.file.cases.map(\.reference).sorted() == (shots + shots2).sorted())
        #expect(suite.file.slack == 0.2)
    }

    @Test func everyFigureHoldsAndTheScreensAreAligned() throws {
        let suite = try FidelitySuite(file: Self.suitePath, references: Self.references)
        let results = try suite.run(renderer: try StepRenderer())
        for r in results {
            #expect(r.holds(slack: suite.file.slack), "\(r.fidelityCase.name): \(r.percentage)%")
            // The mockup and the screenshot are cut to the same region.
            #expect(r.mockup.width == r.reference.width && r.mockup.height == r.reference.height)
            // Cut at the wrong place or scale, a picture would differ almost everywhere.
            #expect(r.percentage < 30, "\(r.fidelityCase.name)")
        }
        // The status bar left out: its pixels count neither way.
        let calendars = try #require(results.first { $0.fidelityCase.name == "ios6-grouped-calendars" })
        #expect(calendars.comparedPixels == 640 * 960 - 640 * 40)
    }

    @Test func imagesAreCutCopiedAndScaled() {
        var image = RGBAImage(width: 4, height: 2, pixels: (0..<32).map { UInt8($0 * 8) })
        let cut = image.cropped(x: 1, y: 1, width: 2, height: 5)
        #expect(cut.width == 2 && cut.height == 1 && cut.pixel(x: 0, y: 0) == image.pixel(x: 1, y: 1))
        let white = RGBAImage(width: 4, height: 2, pixels: [UInt8](repeating: 255, count: 32))
        #expect(image.copy(from: white, x: 3, y: 0, width: 5, height: 5) == 2)
        #expect(image.pixel(x: 3, y: 1) == .init(r: 255, g: 255, b: 255, a: 255))
        // Halving averages each 2x2 block; a same-size resample keeps the pixels.
        let checker = RGBAImage(width: 2, height: 2, pixels: [0, 0, 0, 255, 255, 255, 255, 255, 255, 255, 255, 255, 0, 0, 0, 255])
        #expect(checker.resampled(width: 1, height: 1).pixel(x: 0, y: 0) == .init(r: 128, g: 128, b: 128, a: 255))
        #expect(checker.resampled(width: 2, height: 2) == checker)
    }
}
