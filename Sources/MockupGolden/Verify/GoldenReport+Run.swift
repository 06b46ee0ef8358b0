extension GoldenReport {
    /// The report of a verify run: every picture, and every orphan golden.
    /// A picture shows its golden (or, when it has none, the new picture),
    /// and a failure its golden, new picture and diff.
    public init(run: GoldenVerifier.Run, golden: String, title: String, command: String?, versionWarning: String?,
                shard: String? = nil, failed: Bool? = nil) {
        var entries = run.results.map { result in
            // NB: the page prints the counts itself; a detail that only repeats them is left out.
            let counts = result.differentPixels.flatMap { n in
                result.totalPixels.map { GoldenResult.describe(differentPixels: n, totalPixels: $0) }
            }
            return Entry(scene: result.scene, name: result.name, title: result.title, status: Entry.Status(result.status),
                  differentPixels: result.differentPixels, totalPixels: result.totalPixels, note: result.detail == counts ? nil : result.detail,
                  expected: result.expected ?? (result.status == .missing ? nil : result.golden),
                  actual: result.actual, diff: result.diff)
        }
        for orphan in run.orphans {
            let parts = orphan.split(separator: "/", maxSplits: 1).map(String.init)
            entries.append(Entry(scene: parts.first ?? orphan, name: parts.last ?? orphan, title: "orphan golden",
                                 status: .orphan, note: "no scene or step produces it", expected: joinPath(golden, orphan)))
        }
        self.init(title: title, command: command, versionWarning: versionWarning, entries: entries, shard: shard, failed: failed)
    }
}

extension GoldenReport.Entry.Status {
    init(_ status: GoldenResult.Status) {
        switch status {
        case .failed: self = .failed
        case .missing: self = .missing
        case .recorded: self = .recorded
        case .passed: self = .passed
        }
    }
}
