import Foundation
import MockupRender
import Testing

/// Shards verified apart, each with its report, then merged into one.
@Suite struct ReportMergeCommandTests {
    @Test func aMergedReportShowsEveryShardAndTheFailure() throws {
        let suite = try VerifyCommandTests.Suite()
        defer { suite.remove() }
        _ = try suite.verify(["--record", "all"])
        // One pixel of plain/00.png changes: the shard holding `plain` fails, the other passes.
        let path = suite.golden + "/plain/00.png"
        var image = try CLI.image(at: URL(fileURLWithPath: path))
        image.pixels[(30 * image.width + 60) * 4] ^= 0xff
        try Data(try PNGEncoder().encode(image)).write(to: URL(fileURLWithPath: path))

        let reports = (1...2).map { suite.output + "/report-\($0)" }
        var statuses: [Int32] = []
        for (k, report) in reports.enumerated() {
            let result = try suite.verify(["--record", "never", "--shard", "\(k + 1)/2", "--report", report])
            statuses.append(result.status)
            #expect(FileManager.default.fileExists(atPath: report + "/report.json"), "\(result.stdout)")
        }
        #expect(statuses.sorted() == [0, 1], "one shard fails, one passes")

        let merged = suite.output + "/merged"
        let result = try CLI.run(["report", "merge"] + reports + ["-o", merged])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("2 reports, 4 pictures, 1 failed, 0 missing; a shard failed\n"), "\(result.stdout)")
        let html = try String(contentsOfFile: merged + "/index.html", encoding: .utf8)
        for picture in VerifyCommandTests.produced { #expect(html.contains("id=\"\(picture)\""), "\(picture)") }
        #expect(html.contains("<b>shard 1/2</b>") && html.contains("<b>shard 2/2</b>"))
        #expect(html.contains("class=\"entry failed\" id=\"plain/00.png\""))
        // The failure's three pictures are copied beside the merged page.
        #expect(CLI.files(in: URL(fileURLWithPath: merged + "/images/plain")).sorted()
                == ["00.actual.png", "00.diff.png", "00.expected.png"])

        // The merged report's results read like any other; once the golden is right, every shard passes.
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: merged + "/report.json"))) as? [String: Any]
        #expect(json?["failed"] as? Bool == true)
        #expect((json?["entries"] as? [[String: Any]])?.count == 4)
        _ = try suite.verify(["--record", "failed"])
        for (k, report) in reports.enumerated() {
            #expect(try suite.verify(["--record", "never", "--shard", "\(k + 1)/2", "--report", report]).status == 0)
        }
        #expect(try CLI.run(["report", "merge"] + reports + ["-o", merged]).status == 0)
    }

    @Test func aFolderWithoutAReportIsAnError() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["report", "merge", folder.path, "-o", folder.appendingPathComponent("out").path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("report.json: no report here"), "\(result.stderr)")
        try #"{"format": "mockup-verify-report 1", "title": "t", "failed": false, "entries": [{"scene": "a", "name": "00.png", "title": "step 0", "status": "passed", "expected": "../../etc/passwd"}]}"#
            .write(to: folder.appendingPathComponent("report.json"), atomically: true, encoding: .utf8)
        let outside = try CLI.run(["report", "merge", folder.path, "-o", folder.appendingPathComponent("out").path])
        #expect(outside.status == 2)
        #expect(outside.stderr.contains("names an image outside the report"), "\(outside.stderr)")
    }
}
