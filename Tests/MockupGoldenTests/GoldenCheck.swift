import Foundation
import MockupGolden
import MockupRender
import Testing

/// Compares a picture with its golden in Fixtures/golden/, recording it when
/// `MOCKUP_RECORD` says so (`missing`: absent goldens; `all`: every one). A
/// recorded golden fails the run, so that it is looked at before it is
/// committed; a differing one is written to output/golden-failures/.
enum GoldenCheck {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let store = GoldenStore(root: repository.appendingPathComponent("Fixtures/golden").path)
    static var mode: String { ProcessInfo.processInfo.environment["MOCKUP_RECORD"] ?? "never" }

    static func check(_ png: [UInt8], folder: String, name: String, what: String,
                      sourceLocation: SourceLocation = #_sourceLocation) {
        let golden = store.path(scene: folder, name: name)
        switch (store.compare(png, scene: folder, name: name), mode) {
        case (.identical, _):
            return
        case (.missing, "missing"), (.missing, "all"), (.different, "all"):
            do {
                try store.record(png, scene: folder, name: name)
                Issue.record("recorded \(golden); look at it, then run the tests again", sourceLocation: sourceLocation)
            } catch {
                Issue.record("cannot record \(golden): \(error)", sourceLocation: sourceLocation)
            }
        case (.missing, _):
            Issue.record("no golden at \(golden); run `MOCKUP_RECORD=missing make test` to record it", sourceLocation: sourceLocation)
        case (.different(let goldenSize, let actualSize), _):
            let actual = repository.appendingPathComponent("output/golden-failures/\(folder)/\(name)").path
            try? AtomicFile.write(png, to: actual)
            Issue.record("""
                \(what) differs from its golden (\(goldenSize) bytes golden, \(actualSize) bytes now)
                  golden: \(golden)
                  actual: \(actual)
                  re-record with `MOCKUP_RECORD=all make test` if the change is intended
                """, sourceLocation: sourceLocation)
        }
    }

    /// Goldens in `folder` ending in `suffix` that nothing produced.
    static func expectNoOrphans(folder: String, suffix: String, produced: [String],
                                sourceLocation: SourceLocation = #_sourceLocation) {
        let path = URL(fileURLWithPath: store.path(scene: folder, name: "")).path
        let stored = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        let orphans = stored.filter { $0.hasSuffix(suffix) && !produced.contains($0) }
        #expect(orphans.isEmpty, "goldens no step produces: \(orphans.sorted())", sourceLocation: sourceLocation)
    }
}
