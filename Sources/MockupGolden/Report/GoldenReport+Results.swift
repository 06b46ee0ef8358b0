import Foundation

/// `report.json`: what a report's page shows, for programs. `write(to:)` puts it
/// beside `index.html`, its image paths relative to the folder (the copies in
/// `images/`), so a folder can be moved or downloaded as a CI artifact and
/// still be read, and merged with the reports of other shards.
///
///     {"format": "mockup-verify-report 1", "title": "mockup verify Fixtures/golden", "shard": "1/2", "failed": true,
///      "command": "mockup verify ... --record failed", "versionWarning": null,
///      "entries": [{"scene": "mail-toolbar", "name": "03.png", "title": "step 3", "status": "failed",
///                   "differentPixels": 1234, "totalPixels": 614400, "note": null,
///                   "expected": "images/mail-toolbar/03.expected.png", "actual": "...", "diff": "..."}]}
extension GoldenReport {
    public static let resultsFileName = "report.json"
    static let resultsFormat = "mockup-verify-report 1"

    struct Results: Codable {
        var format: String
        var title: String
        var command: String?
        var versionWarning: String?
        var shard: String?
        var failed: Bool
        var entries: [Picture]

        struct Picture: Codable {
            var scene: String
            var name: String
            var title: String
            var status: String
            var differentPixels: Int?
            var totalPixels: Int?
            var note: String?
            var expected: String?
            var actual: String?
            var diff: String?
        }
    }

    /// A report that cannot be read or merged, naming the file and why.
    public struct ReadError: Error, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "\(path): \(reason)" }
    }

    /// The results file's bytes for a page laid out as `placed`: the same report gives the same bytes.
    func resultsJSON(_ placed: [Placed]) -> [UInt8] {
        let results = Results(
            format: Self.resultsFormat, title: title, command: command, versionWarning: versionWarning, shard: shard, failed: failed,
            entries: placed.map { item in
                let e = item.entry
                return Results.Picture(scene: e.scene, name: e.name, title: e.title, status: e.status.rawValue,
                                       differentPixels: e.differentPixels, totalPixels: e.totalPixels, note: e.note,
                                       expected: item.expected?.relative, actual: item.actual?.relative, diff: item.diff?.relative)
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // NB: encoding plain strings, numbers and booleans cannot fail.
        return Array((try? encoder.encode(results)) ?? Data()) + [10]
    }

    /// The report written to `folder`, its images where that folder keeps them.
    public static func read(folder: String) throws(ReadError) -> GoldenReport {
        let root = URL(fileURLWithPath: folder)
        let path = root.appendingPathComponent(resultsFileName).path
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ReadError(path: path, reason: "no report here (mockup verify --report writes one)")
        }
        let results: Results
        do {
            results = try JSONDecoder().decode(Results.self, from: data)
        } catch {
            throw ReadError(path: path, reason: "not a report: \(error)")
        }
        guard results.format == resultsFormat else {
            throw ReadError(path: path, reason: "a report of format '\(results.format)'; this mockup reads '\(resultsFormat)'")
        }
        var entries: [Entry] = []
        for picture in results.entries {
            guard let status = Entry.Status(rawValue: picture.status) else {
                throw ReadError(path: path, reason: "\(picture.scene)/\(picture.name) has the status '\(picture.status)'")
            }
            func image(_ relative: String?) throws(ReadError) -> String? {
                guard let relative else { return nil }
                // NB: only files inside the report's folder, as `write(to:)` puts them.
                guard !relative.hasPrefix("/"), !relative.split(separator: "/").contains("..") else {
                    throw ReadError(path: path, reason: "\(picture.scene)/\(picture.name) names an image outside the report: \(relative)")
                }
                return root.appendingPathComponent(relative).path
            }
            entries.append(Entry(scene: picture.scene, name: picture.name, title: picture.title, status: status,
                                 differentPixels: picture.differentPixels, totalPixels: picture.totalPixels, note: picture.note,
                                 expected: try image(picture.expected), actual: try image(picture.actual), diff: try image(picture.diff)))
        }
        return GoldenReport(title: results.title, command: results.command, versionWarning: results.versionWarning,
                            entries: entries, shard: results.shard, failed: results.failed)
    }

    /// One report of the reports in `folders` (a verify run's shards): every picture of
    /// each, the re-record commands and version warnings together, and each one's
    /// outcome; it failed if any of them did.
    public static func merged(_ folders: [String], title: String = "mockup verify, merged") throws(ReadError) -> GoldenReport {
        var reports: [GoldenReport] = []
        for folder in folders { reports.append(try read(folder: folder)) }
        let sources = zip(folders, reports).map { folder, report in
            Source(folder: folder, shard: report.shard, pictures: report.entries.count,
                   attention: report.entries.count - report.count(.passed), failed: report.failed)
        }
        func joined(_ texts: [String?]) -> String? {
            var seen: [String] = []
            for text in texts.compactMap({ $0 }) where !seen.contains(text) { seen.append(text) }
            return seen.isEmpty ? nil : seen.joined(separator: "\n")
        }
        return GoldenReport(title: title, command: joined(reports.map(\.command)), versionWarning: joined(reports.map(\.versionWarning)),
                            entries: reports.flatMap(\.entries), failed: reports.contains { $0.failed }, sources: sources)
    }
}
