import Foundation
import MockupCore
import MockupRender
import Testing

/// `mockup verify`, in temporary folders: record modes, a one-pixel change,
/// orphans, VERSIONS, shards and bad input.
@Suite struct VerifyCommandTests {
    /// A small suite: two scenes at scale 1, one of them with a push (so a filmstrip).
    struct Suite {
        let folder: URL
        var golden: String { folder.appendingPathComponent("golden").path }
        var output: String { folder.appendingPathComponent("output").path }
        var scenes: [String] { ["list", "plain"].map { folder.appendingPathComponent("\($0).yaml").path } }

        init() throws {
            folder = try CLI.temporaryFolder()
            try """
            device: iphone-retina
            style: classic
            screens:
              list:
                title: List
                table: { style: plain, rows: [One, Two] }
              detail:
                title: Detail
            root:
              navigationController:
                viewControllers: [list]
            steps:
              - push: detail
                duration: 0.1
            """.write(to: folder.appendingPathComponent("list.yaml"), atomically: true, encoding: .utf8)
            try """
            device: iphone-retina
            style: modern
            screens:
              home:
                title: Home
                table: { style: grouped, rows: [Alpha] }
            root:
              navigationController:
                viewControllers: [home]
            """.write(to: folder.appendingPathComponent("plain.yaml"), atomically: true, encoding: .utf8)
        }

        func verify(_ extra: [String] = [], scenes: [String]? = nil, environment: [String: String?] = ["CI": nil, "MOCKUP_RECORD": nil]) throws -> CLI.Result {
            try CLI.run(["verify"] + (scenes ?? self.scenes) + ["--golden", golden, "-o", output, "--scale", "1"] + extra,
                        environment: environment)
        }

        func goldenFiles() -> [String] { CLI.files(in: URL(fileURLWithPath: golden)) }
        func bytes(_ file: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: golden).appendingPathComponent(file)) }
        func remove() { try? FileManager.default.removeItem(at: folder) }
    }

    static let produced = ["list/00.png", "list/01.filmstrip.png", "list/01.png", "plain/00.png"]

    @Test func neverFailsOnMissingGoldensAndWritesNothing() throws {
        let suite = try Suite()
        defer { suite.remove() }
        let result = try suite.verify(["--record", "never"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("MISSING list/01.filmstrip.png (step 1's transition)"))
        #expect(result.stdout.contains("4 pictures, record mode never: 0 failed, 4 missing, 0 recorded, 0 passed"))
        #expect(result.stdout.hasPrefix("warning: \(suite.golden)/VERSIONS is missing"))
        #expect(suite.goldenFiles().isEmpty)
    }

    @Test func missingRecordsAbsentGoldensAsRecordedThenPasses() throws {
        let suite = try Suite()
        defer { suite.remove() }
        var result = try suite.verify(["--record", "missing"])
        #expect(result.status == 1, "a recorded golden is not a pass")
        #expect(result.stdout.contains("0 failed, 0 missing, 4 recorded, 0 passed"))
        #expect(!result.stdout.contains("VERSIONS is missing"), "it was just written")
        #expect(suite.goldenFiles() == ["VERSIONS"] + Self.produced)
        result = try suite.verify(["--record", "missing"])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.contains("0 failed, 0 missing, 0 recorded, 4 passed"))
        // A golden that differs is not re-recorded in this mode.
        let plain = try suite.bytes("plain/00.png")
        try suite.bytes("list/00.png").write(to: URL(fileURLWithPath: suite.golden + "/plain/00.png"))
        result = try suite.verify(["--record", "missing"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("FAILED plain/00.png"))
        #expect(try suite.bytes("plain/00.png") != plain)
    }

    /// `--text-snapshots`: each step's view tree kept as `NN.txt` beside its picture,
    /// recorded, then passing, then failing on a changed scene with the first line that moved.
    @Test func textSnapshotsAreKeptAndChecked() throws {
        let suite = try Suite()
        defer { suite.remove() }
        var result = try suite.verify(["--record", "missing", "--text-snapshots"])
        #expect(result.stdout.contains("RECORDED list/00.txt (step 0's view tree)"))
        #expect(suite.goldenFiles() == ["VERSIONS", "list/00.png", "list/00.txt", "list/01.filmstrip.png", "list/01.png", "list/01.txt",
                                        "plain/00.png", "plain/00.txt"])
        let tree = String(decoding: try suite.bytes("plain/00.txt"), as: UTF8.self)
        #expect(tree.hasPrefix("device 320 x 480 @1x, step 0, time 0\nwindow [0, 0, 320, 480]\n"))
        #expect(tree.contains("\n        tableCell \"Alpha\" [0, 99, 320, 44]\n"))
        result = try suite.verify(["--record", "never", "--text-snapshots"])
        #expect(result.status == 0, "\(result.stdout)")
        // The scene changes: a row renamed. Its picture and its tree fail; the tree names the line.
        let plain = suite.scenes[1]
        try String(contentsOfFile: plain, encoding: .utf8).replacingOccurrences(of: "[Alpha]", with: "[Beta]")
            .write(toFile: plain, atomically: true, encoding: .utf8)
        result = try suite.verify(["--record", "never", "--text-snapshots"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("FAILED plain/00.txt (step 0's view tree): 2 lines differ, the first line"))
        #expect(result.stdout.contains("\"tableCell \"Alpha\" ["))
        #expect(FileManager.default.fileExists(atPath: suite.output + "/failures/plain/00.actual.txt")
                || result.stdout.contains("00.actual.txt"))
        #expect(result.stdout.contains("--text-snapshots"), "the re-record command keeps the flag")
        // Without the flag the text goldens are orphans.
        result = try suite.verify(["--record", "never", "--fail-on-orphans"], scenes: [suite.scenes[0]])
        #expect(result.stdout.contains("list/00.txt"))
    }

    @Test func failedReRecordsOnlyWhatDiffers() throws {
        let suite = try Suite()
        defer { suite.remove() }
        _ = try suite.verify(["--record", "all"])
        let good = try suite.bytes("plain/00.png")
        try suite.bytes("list/00.png").write(to: URL(fileURLWithPath: suite.golden + "/plain/00.png"))
        try FileManager.default.removeItem(atPath: suite.golden + "/list/01.png")
        let untouched = try FileManager.default.attributesOfItem(atPath: suite.golden + "/list/00.png")[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 0.01)
        let result = try suite.verify(["--record", "failed"])
        #expect(result.status == 1, "re-recorded goldens are reported as recorded, not passed")
        #expect(result.stdout.contains("RECORDED plain/00.png"))
        #expect(result.stdout.contains("RECORDED list/01.png"))
        #expect(result.stdout.contains("0 failed, 0 missing, 2 recorded, 2 passed"))
        #expect(try suite.bytes("plain/00.png") == good)
        #expect(try FileManager.default.attributesOfItem(atPath: suite.golden + "/list/00.png")[.modificationDate] as? Date == untouched)
    }

    @Test func allReRecordsEverything() throws {
        let suite = try Suite()
        defer { suite.remove() }
        #expect(try suite.verify(["--record", "missing"]).status == 1)
        let good = try suite.bytes("plain/00.png")
        try suite.bytes("list/00.png").write(to: URL(fileURLWithPath: suite.golden + "/plain/00.png"))
        let result = try suite.verify(["--record", "all"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("0 failed, 0 missing, 4 recorded, 0 passed"))
        #expect(try suite.bytes("plain/00.png") == good)
    }

    @Test func theModeComesFromTheEnvironmentAndCIMeansNever() throws {
        let suite = try Suite()
        defer { suite.remove() }
        var result = try suite.verify(environment: ["CI": "true", "MOCKUP_RECORD": nil])
        #expect(result.status == 1)
        #expect(result.stdout.contains("record mode never: 0 failed, 4 missing"))
        #expect(suite.goldenFiles().isEmpty)
        result = try suite.verify(environment: ["CI": nil, "MOCKUP_RECORD": nil])
        #expect(result.stdout.contains("record mode missing: 0 failed, 0 missing, 4 recorded"))
        result = try suite.verify(environment: ["CI": "true", "MOCKUP_RECORD": "all"])
        #expect(result.stdout.contains("record mode all:"))
        result = try suite.verify(environment: ["CI": nil, "MOCKUP_RECORD": "sometimes"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("MOCKUP_RECORD is 'sometimes'"))
    }

    @Test func aOnePixelChangeFailsWithADiffImage() throws {
        let suite = try Suite()
        defer { suite.remove() }
        _ = try suite.verify(["--record", "all"])
        let path = suite.golden + "/list/00.png"
        var image = try CLI.image(at: URL(fileURLWithPath: path))
        let i = (40 * image.width + 100) * 4
        image.pixels[i] = 255 &- image.pixels[i]
        image.pixels[i + 1] = 0
        try Data(try PNGEncoder().encode(image)).write(to: URL(fileURLWithPath: path))
        let result = try suite.verify(["--record", "never"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("FAILED list/00.png (step 0): 1 of \(image.width * image.height) pixels differ"))
        let failures = URL(fileURLWithPath: suite.output).appendingPathComponent("failures/list")
        #expect(CLI.files(in: failures) == ["00.actual.png", "00.diff.png", "00.expected.png"])
        #expect(result.stdout.contains("diff:     \(failures.path)/00.diff.png"))
        let diff = try CLI.image(at: failures.appendingPathComponent("00.diff.png"))
        #expect(diff.pixel(x: 100, y: 40) == .init(r: 255, g: 0, b: 0, a: 255))
        #expect(result.stdout.contains("--record failed"))
        #expect(try CLI.image(at: failures.appendingPathComponent("00.expected.png")) == image)
        // The same change is allowed by --max-diff-pixels 1, and the stale failure images go.
        let allowed = try suite.verify(["--record", "never", "--max-diff-pixels", "1"])
        #expect(allowed.status == 0, "\(allowed.stdout)")
        #expect(CLI.files(in: failures).isEmpty)
    }

    @Test func theReportShowsFailuresFirstWithTheirImages() throws {
        let suite = try Suite()
        defer { suite.remove() }
        _ = try suite.verify(["--record", "all"])
        try suite.bytes("list/00.png").write(to: URL(fileURLWithPath: suite.golden + "/plain/00.png"))
        try FileManager.default.removeItem(atPath: suite.golden + "/list/01.png")
        let report = suite.folder.appendingPathComponent("report")
        let result = try suite.verify(["--record", "never", "--report", report.path])
        #expect(result.status == 1)
        #expect(result.stdout.contains("report: \(report.path)/index.html"))
        let html = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        let failed = try #require(html.range(of: "plain/00.expected.png"))
        let passed = try #require(html.range(of: "list/00.png"))
        #expect(failed.lowerBound < passed.lowerBound, "failures come first")
        let images = CLI.files(in: report).filter { $0.hasPrefix("images/") }
        #expect(images.contains("images/plain/00.expected.png") && images.contains("images/plain/00.actual.png")
                && images.contains("images/plain/00.diff.png"), "\(images)")
        #expect(images.contains("images/list/01.actual.png"), "a missing golden shows the new picture: \(images)")
    }

    @Test func orphansAreReported() throws {
        let suite = try Suite()
        defer { suite.remove() }
        _ = try suite.verify(["--record", "all"])
        try suite.bytes("plain/00.png").write(to: URL(fileURLWithPath: suite.golden + "/plain/07.png"))
        try FileManager.default.createDirectory(atPath: suite.golden + "/gone", withIntermediateDirectories: true)
        try suite.bytes("plain/00.png").write(to: URL(fileURLWithPath: suite.golden + "/gone/00.png"))
        var result = try suite.verify(["--record", "never"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("ORPHAN \(suite.golden)/gone/ (1 golden): no scene given produces it"))
        #expect(result.stdout.contains("ORPHAN \(suite.golden)/plain/07.png: no step produces it"))
        #expect(result.stdout.contains("2 orphans"))
        result = try suite.verify(["--record", "never", "--fail-on-orphans"])
        #expect(result.status == 1)
    }

    @Test func aVersionMismatchIsCalledOutBeforeTheDiffs() throws {
        let suite = try Suite()
        defer { suite.remove() }
        _ = try suite.verify(["--record", "all"])
        let versions = suite.golden + "/VERSIONS"
        let text = try String(contentsOfFile: versions, encoding: .utf8)
        #expect(text.contains("\ncairo ") && text.contains("\npango ") && text.contains("\npixman ") && text.contains("\nfont fonts-inter Inter-Regular.otf "))
        try text.replacingOccurrences(of: "\ncairo ", with: "\ncairo 0.9.") .write(toFile: versions, atomically: true, encoding: .utf8)
        try suite.bytes("list/00.png").write(to: URL(fileURLWithPath: suite.golden + "/plain/00.png"))
        let result = try suite.verify(["--record", "never"])
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("warning: \(versions): the goldens were recorded with other libraries or fonts") == true)
        #expect(lines.dropFirst().first?.hasPrefix("  cairo: 0.9.") == true)
        #expect(lines.firstIndex { $0.hasPrefix("FAILED") } ?? 0 > 1)
    }

    @Test func shardsAreDisjointAndCoverTheSuite() throws {
        let suite = try Suite()
        defer { suite.remove() }
        var seen: [String] = []
        for i in 1...3 {
            let result = try suite.verify(["--record", "missing", "--shard", "\(i)/3"])
            let recorded = result.stdout.split(separator: "\n").filter { $0.hasPrefix("RECORDED ") }
                .map { String($0.dropFirst(9).prefix { $0 != " " }) }
            #expect(!recorded.contains { seen.contains($0) }, "shard \(i) repeats \(recorded)")
            seen += recorded
        }
        #expect(seen.sorted() == Self.produced)
        // The same share whatever the order of the files.
        let a = try suite.verify(["--record", "never", "--shard", "2/3"])
        let b = try suite.verify(["--record", "never", "--shard", "2/3"], scenes: suite.scenes.reversed())
        #expect(a.stdout == b.stdout)
        // And the same output whatever the number of scenes rendered at once.
        let serial = try suite.verify(["--record", "never", "-j", "1"])
        let parallel = try suite.verify(["--record", "never", "-j", "3"])
        #expect(serial.stdout == parallel.stdout && serial.stdout.contains("4 passed"))
    }

    @Test func badInputExitsTwoAndWritesNothing() throws {
        let suite = try Suite()
        defer { suite.remove() }
        for extra in [["--shard", "3/2"], ["--shard", "x"], ["--threshold", "2"], ["-j", "0"]] {
            let result = try suite.verify(extra)
            #expect(result.status == 2, "\(extra)")
        }
        try "steps: [ {push: nowhere} ]".write(toFile: suite.folder.path + "/bad.yaml", atomically: true, encoding: .utf8)
        let result = try suite.verify(scenes: suite.scenes + [suite.folder.path + "/bad.yaml"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("bad.yaml:"))
        #expect(suite.goldenFiles().isEmpty)
    }
}
