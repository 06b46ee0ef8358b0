import Foundation
import MockupCore
import MockupRender

/// How pictures are compared with their goldens, and when goldens are written.
public struct GoldenSettings: Hashable, Sendable {
    public var record: RecordMode
    /// pixelmatch's threshold: how different two colours may be (0 exact, 1 anything).
    public var threshold: Double
    /// Count anti-aliased pixels too (pixelmatch leaves them out by default).
    public var includeAA: Bool
    /// How many pixels may differ beyond the threshold before the picture fails.
    public var maxDiffPixels: Int
    /// Where a failure's expected, actual and diff images are written.
    public var failures: String

    public init(record: RecordMode, threshold: Double = 0.1, includeAA: Bool = false, maxDiffPixels: Int = 0,
                failures: String = "output/failures") {
        self.record = record
        self.threshold = threshold
        self.includeAA = includeAA
        self.maxDiffPixels = maxDiffPixels
        self.failures = failures
    }
}

/// One picture against its golden: compared, recorded, or both, as the
/// record mode says; the same check for `mockup verify` and `assertMockup`.
public struct GoldenFile: Hashable, Sendable {
    /// The scene's folder and the file name in it, as results name them.
    public var scene: String
    public var name: String
    public var title: String
    /// The golden's path.
    public var path: String

    public init(scene: String, name: String, title: String, path: String) {
        self.scene = scene
        self.name = name
        self.title = title
        self.path = path
    }

    /// Checks `actual` (PNG bytes) against the golden. Bytes first: equal
    /// bytes pass without decoding; otherwise both are decoded and compared
    /// with pixelmatch. Throws only when a file cannot be written.
    public func check(_ actual: [UInt8], settings: GoldenSettings) throws -> GoldenResult {
        let stored: [UInt8]
        switch try recorded(actual, settings: settings, verb: "look at") {
        case .settled(let result): return result
        case .stored(let bytes): stored = bytes
        }
        if stored == actual { return result(.passed, "identical bytes") }

        let comparison: ImageComparison
        do {
            comparison = try ImageComparison.compare(
                expected: stored, actual: actual,
                options: PixelmatchOptions(threshold: settings.threshold, includeAA: settings.includeAA),
                drawDiff: true, names: ("the golden", "the new picture"))
        } catch {
            return try differs(result(.failed, "\(error)"), stored: stored, actual: actual, diff: nil, settings: settings)
        }
        var found = result(.failed, "")
        found.differentPixels = comparison.differentPixels
        found.totalPixels = comparison.totalPixels
        if comparison.isSizeMismatch {
            found.detail = "size differs: \(comparison.actualSize) pixels, golden \(comparison.expectedSize)"
        } else {
            found.detail = GoldenResult.describe(differentPixels: comparison.differentPixels, totalPixels: comparison.totalPixels)
            if comparison.differentPixels <= settings.maxDiffPixels {
                found.status = .passed
                found.detail += comparison.differentPixels == 0 ? ": bytes differ, pixels match within the threshold"
                    : ", allowed by --max-diff-pixels \(settings.maxDiffPixels)"
                return found
            }
        }
        return try differs(found, stored: stored, actual: actual, diff: comparison.diff, settings: settings)
    }

    /// Checks a text snapshot (`NN.txt`, the tree of `mockup layout --format
    /// tree`) against its golden: equal bytes pass; otherwise it fails, naming
    /// the first line that differs, with the golden and the new text written
    /// side by side under the failures folder (or recorded, as the mode says).
    public func check(text: String, settings: GoldenSettings) throws -> GoldenResult {
        let actual = Array(text.utf8)
        let stored: [UInt8]
        switch try recorded(actual, settings: settings, verb: "read") {
        case .settled(let result): return result
        case .stored(let bytes): stored = bytes
        }
        if stored == actual { return result(.passed, "identical text") }
        return try differs(result(.failed, Self.describeTextDifference(String(decoding: stored, as: UTF8.self), text)),
                           stored: stored, actual: actual, diff: nil, settings: settings)
    }

    private func result(_ status: GoldenResult.Status, _ detail: String) -> GoldenResult {
        GoldenResult(scene: scene, name: name, title: title, status: status, detail: detail, golden: path)
    }

    /// What the record mode settles before any comparison: a missing golden
    /// (kept under the failures folder, or recorded), or every golden
    /// re-recorded (`all`); else the golden's bytes to compare with.
    private enum Recording {
        case settled(GoldenResult)
        case stored([UInt8])
    }

    private func recorded(_ actual: [UInt8], settings: GoldenSettings, verb: String) throws -> Recording {
        guard let stored = FileManager.default.contents(atPath: path).map({ [UInt8]($0) }) else {
            guard settings.record.recordsMissing else {
                // NB: the new picture (or text) is kept, so that it can be looked at before it is recorded.
                var missing = result(.missing, "no golden")
                missing.actual = failureStem(settings) + ".actual." + fileExtension
                try AtomicFile.write(actual, to: failureStem(settings) + ".actual." + fileExtension)
                return .settled(missing)
            }
            try AtomicFile.write(actual, to: path)
            return .settled(result(.recorded, "new golden; \(verb) it before committing it"))
        }
        if settings.record == .all {
            if stored != actual { try AtomicFile.write(actual, to: path) }
            return .settled(result(.recorded, stored == actual ? "re-recorded, unchanged" : "re-recorded; \(verb) it before committing it"))
        }
        return .stored(stored)
    }

    /// `3 lines differ, the first line 12: "..." became "..."`.
    static func describeTextDifference(_ expected: String, _ actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let differing = (0..<max(old.count, new.count)).filter { i in
            (i < old.count ? old[i] : nil) != (i < new.count ? new[i] : nil)
        }
        guard let first = differing.first else { return "the texts differ" }
        func shown(_ lines: [Substring], _ i: Int) -> String {
            i < lines.count ? "\"\(lines[i].trimmingCharacters(in: .whitespaces))\"" : "nothing"
        }
        let count = differing.count == 1 ? "1 line differs" : "\(differing.count) lines differ"
        return "\(count), the first line \(first + 1): \(shown(old, first)) became \(shown(new, first))"
    }

    /// `FAILURES/SCENE/NN` or `FAILURES/SCENE/NN.filmstrip`, which `.expected.png`, `.actual.png` and `.diff.png`
    /// (`.expected.txt` and `.actual.txt` for a text snapshot) follow.
    private func failureStem(_ settings: GoldenSettings) -> String {
        joinPath(settings.failures, scene, name.hasSuffix(".png") || name.hasSuffix(".txt") ? String(name.dropLast(4)) : name)
    }

    /// The extension of the golden's kind: `png` or `txt`.
    private var fileExtension: String { name.hasSuffix(".txt") ? "txt" : "png" }

    /// A golden that differs: re-recorded when the mode says so, otherwise a
    /// failure with the golden, the new picture and the diff written side by side.
    private func differs(_ found: GoldenResult, stored: [UInt8], actual: [UInt8], diff: RGBAImage?,
                         settings: GoldenSettings) throws -> GoldenResult {
        var found = found
        if settings.record.recordsFailed {
            try AtomicFile.write(actual, to: path)
            found.status = .recorded
            found.detail = "re-recorded (\(found.detail)); look at it before committing it"
            return found
        }
        let stem = failureStem(settings)
        found.expected = stem + ".expected." + fileExtension
        found.actual = stem + ".actual." + fileExtension
        try AtomicFile.write(stored, to: stem + ".expected." + fileExtension)
        try AtomicFile.write(actual, to: stem + ".actual." + fileExtension)
        if let diff {
            found.diff = stem + ".diff.png"
            try AtomicFile.write(try PNGEncoder().encode(diff), to: stem + ".diff.png")
        }
        return found
    }
}
