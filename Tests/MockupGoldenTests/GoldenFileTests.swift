import Foundation
import MockupCore
import MockupRender
import Testing
@testable import MockupGolden

/// One golden file under each record mode, the shards' share, VERSIONS and
/// the mode from the environment.
@Suite struct GoldenFileTests {
    static func png(_ color: UInt8, width: Int = 8, height: Int = 8) throws -> [UInt8] {
        var image = RGBAImage(width: width, height: height)
        for i in stride(from: 0, to: image.pixels.count, by: 4) {
            image.pixels[i] = color; image.pixels[i + 1] = 100; image.pixels[i + 2] = 50; image.pixels[i + 3] = 255
        }
        return try PNGEncoder().encode(image)
    }

    enum Golden: CaseIterable { case absent, differs, matches }

    /// Status and whether the golden holds the new picture afterwards.
    func check(_ mode: RecordMode, _ golden: Golden) throws -> (GoldenResult.Status, Bool) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("golden-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let actual = try Self.png(200)
        let path = "\(folder)/scene/00.png"
        switch golden {
        case .absent: break
        case .differs: try AtomicFile.write(try Self.png(10), to: path)
        case .matches: try AtomicFile.write(actual, to: path)
        }
        let file = GoldenFile(scene: "scene", name: "00.png", title: "step 0", path: path)
        let result = try file.check(actual, settings: GoldenSettings(record: mode, failures: "\(folder)/failures"))
        return (result.status, FileManager.default.contents(atPath: path).map { [UInt8]($0) } == actual)
    }

    @Test func everyModeDoesWhatItsTableSays() throws {
        let expected: [RecordMode: [Golden: GoldenResult.Status]] = [
            .never: [.absent: .missing, .differs: .failed, .matches: .passed],
            .missing: [.absent: .recorded, .differs: .failed, .matches: .passed],
            .failed: [.absent: .recorded, .differs: .recorded, .matches: .passed],
            .all: [.absent: .recorded, .differs: .recorded, .matches: .recorded],
        ]
        for mode in RecordMode.allCases {
            for golden in Golden.allCases {
                let (status, holdsActual) = try check(mode, golden)
                #expect(status == expected[mode]?[golden], "\(mode) with the golden \(golden)")
                #expect(holdsActual == (status != .missing && status != .failed), "\(mode) with the golden \(golden)")
            }
        }
    }

    @Test func aFailureWritesExpectedActualAndDiffBesideEachOther() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("golden-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try AtomicFile.write(try Self.png(10), to: "\(folder)/g/scene/03.filmstrip.png")
        let file = GoldenFile(scene: "scene", name: "03.filmstrip.png", title: "step 3's transition", path: "\(folder)/g/scene/03.filmstrip.png")
        let result = try file.check(try Self.png(200), settings: GoldenSettings(record: .never, failures: "\(folder)/f"))
        #expect(result.status == .failed)
        #expect(result.differentPixels == 64 && result.totalPixels == 64)
        #expect(result.detail == "64 of 64 pixels differ (100.00%)")
        #expect(result.expected == "\(folder)/f/scene/03.filmstrip.expected.png")
        #expect(result.actual == "\(folder)/f/scene/03.filmstrip.actual.png")
        #expect(result.diff == "\(folder)/f/scene/03.filmstrip.diff.png")
        for path in [result.expected, result.actual, result.diff].compactMap({ $0 }) {
            #expect(FileManager.default.fileExists(atPath: path), "\(path)")
        }
        // Different sizes are a failure, not a crash.
        let sized = try file.check(try Self.png(10, width: 8, height: 9), settings: GoldenSettings(record: .never, failures: "\(folder)/f"))
        #expect(sized.status == .failed)
        #expect(sized.detail == "size differs: 8x9 pixels, golden 8x8")
        // A golden that is not a PNG fails with a message.
        try AtomicFile.write([1, 2, 3], to: "\(folder)/g/scene/03.filmstrip.png")
        let broken = try file.check(try Self.png(10), settings: GoldenSettings(record: .never, failures: "\(folder)/f"))
        #expect(broken.status == .failed)
        #expect(broken.detail == "the golden: not a readable PNG: bad signature")
    }

    @Test func percentagesShowAFewPixels() {
        #expect(GoldenResult.describe(differentPixels: 1, totalPixels: 614_400) == "1 of 614400 pixels differ (0.0002%)")
        #expect(GoldenResult.describe(differentPixels: 106, totalPixels: 131_072) == "106 of 131072 pixels differ (0.08%)")
        #expect(GoldenResult.describe(differentPixels: 0, totalPixels: 10) == "0 of 10 pixels differ (0.00%)")
        #expect(GoldenResult.percentage(1, of: 3) == "33.33%" && GoldenResult.percentage(2, of: 3) == "66.67%")
        #expect(GoldenResult.percentage(64, of: 64) == "100.00%" && GoldenResult.percentage(12, of: 614_400) == "0.002%")
        #expect(GoldenResult.percentage(999_998, of: 1_000_000) == "99.9998%" && GoldenResult.percentage(0, of: 0) == "0.00%")
    }

    @Test func shardsAreDisjointCompleteBalancedAndIndependentOfOrder() {
        let names = (0..<53).map { "scene-\($0 * 7919 % 101)" }
        for count in 1...7 {
            var seen: [String] = []
            var sizes: [Int] = []
            for index in 1...count {
                let shard = Shard(index: index, count: count)
                let share = shard.select(names, name: { $0 })
                #expect(share == shard.select(names.reversed(), name: { $0 }))
                seen += share
                sizes.append(share.count)
            }
            #expect(seen.sorted() == names.sorted(), "\(count) shards cover every scene once")
            #expect((sizes.max() ?? 0) - (sizes.min() ?? 0) <= 1)
        }
        #expect(Shard(parsing: "2/4") == Shard(index: 2, count: 4))
        for bad in ["0/4", "5/4", "1/0", "x/2", "1/2/3", "", "2"] { #expect(Shard(parsing: bad) == nil, "\(bad)") }
    }

    @Test func theModeComesFromTheEnvironment() throws {
        #expect(try RecordMode.fromEnvironment([:]) == .missing)
        #expect(try RecordMode.fromEnvironment(["CI": "true"]) == .never)
        #expect(try RecordMode.fromEnvironment(["CI": "false"]) == .missing)
        #expect(try RecordMode.fromEnvironment(["CI": "1", "MOCKUP_RECORD": "failed"]) == .failed)
        #expect(try RecordMode.fromEnvironment(["MOCKUP_RECORD": "ALL"]) == .all)
        #expect(throws: RecordMode.UnknownRecordMode.self) { try RecordMode.fromEnvironment(["MOCKUP_RECORD": "yes"]) }
    }

    @Test func versionDifferencesNameWhatChanged() {
        let recorded = GoldenVersions(lines: ["cairo 1.16.0", "pango 1.50.12", "pixman 0.42.2", "font fonts-inter Inter-Regular.otf 258992 1c8b0edc"])
        let here = GoldenVersions(lines: ["cairo 1.18.0", "pango 1.50.12", "pixman 0.42.2", "font fonts-inter Inter-Regular.otf 300000 0badf00d", "font fonts-x X.ttf 1 00000001"])
        #expect(here.differences(from: recorded) == [
            "cairo: 1.16.0 in the goldens, 1.18.0 here",
            "font fonts-inter Inter-Regular.otf: 258992 1c8b0edc in the goldens, 300000 0badf00d here",
            "font fonts-x X.ttf: absent in the goldens, 1 00000001 here",
        ])
        #expect(recorded.differences(from: recorded).isEmpty)
        let current = GoldenVersions.current()
        #expect(current.lines.prefix(3).map { $0.split(separator: " ").first.map(String.init) } == ["cairo", "pango", "pixman"])
    }
}
