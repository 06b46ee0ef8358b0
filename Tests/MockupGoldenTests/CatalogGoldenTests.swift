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
        var scene = try SceneLoader.load(path: GoldenCheck.repository.appendingPathComponent("Fixtures/scenes/\(c.scene).yaml").path)
        if let device = c.device { scene.device = .preset(device) }
        let renderer = try StepRenderer()
        let played = try renderer.play(scene)
        #expect(played.story.states.contains { $0.orientation.isLandscape }, "the catalog shows landscape")
        #expect(played.story.states.contains { !$0.orientation.isLandscape }, "the catalog shows portrait")
        for step in played.story.states.indices {
            let name = String(format: "%02d.png", step)
            let png = try renderer.encode(played, step: step, format: .png)
            GoldenCheck.check(png, folder: c.folder, name: name, what: "\(c.folder) step \(step)")
        }
        GoldenCheck.expectNoOrphans(folder: c.folder, suffix: ".png",
                                    produced: played.story.states.indices.map { String(format: "%02d.png", $0) })
    }
}
