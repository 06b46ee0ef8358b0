import Foundation
import MockupGolden
import MockupRender
import MockupScene
import MockupUI
import Testing

/// The catalogs of every view, bar, item and control, in both looks, on a
/// classic and a current iPhone, each step compared with its golden PNG in
/// Fixtures/golden/ (exact bytes).
///
/// `MOCKUP_RECORD=missing` records absent goldens, `MOCKUP_RECORD=all`
/// re-records every one; a recorded golden fails the run, so that it is
/// looked at before it is committed.
@Suite struct CatalogGoldenTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let store = GoldenStore(root: repository.appendingPathComponent("Fixtures/golden").path)

    struct Case: CustomTestStringConvertible, Sendable {
        var scene: String
        var device: Device.Preset?
        var folder: String { device.map { "\(scene)@\($0.rawValue)" } ?? scene }
        var testDescription: String { folder }
    }

    static let cases: [Case] = ["catalog-classic", "catalog-modern"].flatMap { scene in
        [Case(scene: scene, device: nil), Case(scene: scene, device: .iphone15)]
    }

    @Test(arguments: cases) func everyStepMatchesItsGolden(_ c: Case) throws {
        var scene = try SceneLoader.load(path: Self.repository.appendingPathComponent("Fixtures/scenes/\(c.scene).yaml").path)
        if let device = c.device { scene.device = .preset(device) }
        let renderer = try StepRenderer()
        let played = try renderer.play(scene)
        #expect(played.story.states.contains { $0.orientation.isLandscape }, "the catalog shows landscape")
        #expect(played.story.states.contains { !$0.orientation.isLandscape }, "the catalog shows portrait")
        let mode = ProcessInfo.processInfo.environment["MOCKUP_RECORD"] ?? "never"
        for step in played.story.states.indices {
            let name = String(format: "%02d.png", step)
            let png = try renderer.encode(played, step: step, format: .png)
            let outcome = Self.store.compare(png, scene: c.folder, name: name)
            switch (outcome, mode) {
            case (.identical, _):
                continue
            case (.missing, "missing"), (.missing, "all"), (.different, "all"):
                try Self.store.record(png, scene: c.folder, name: name)
                Issue.record("recorded \(Self.store.path(scene: c.folder, name: name)); look at it, then run the tests again")
            case (.missing, _):
                Issue.record("no golden at \(Self.store.path(scene: c.folder, name: name)); run `MOCKUP_RECORD=missing make test` to record it")
            case (.different(let goldenSize, let actualSize), _):
                let actualPath = Self.repository.appendingPathComponent("output/golden-failures/\(c.folder)/\(name)").path
                try AtomicFile.write(png, to: actualPath)
                Issue.record("""
                    \(c.folder) step \(step) differs from its golden (\(goldenSize) bytes golden, \(actualSize) bytes now)
                      golden: \(Self.store.path(scene: c.folder, name: name))
                      actual: \(actualPath)
                      re-record with `MOCKUP_RECORD=all make test` if the change is intended
                    """)
            }
        }
        let folder = URL(fileURLWithPath: Self.store.path(scene: c.folder, name: ""))
        let stored = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let orphans = stored.filter { $0.hasSuffix(".png") }.filter { name in
            !played.story.states.indices.contains { String(format: "%02d.png", $0) == name }
        }
        #expect(orphans.isEmpty, "goldens no step produces: \(orphans.sorted())")
    }
}
