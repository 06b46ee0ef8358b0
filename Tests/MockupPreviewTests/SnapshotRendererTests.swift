import Foundation
import MockupScene
import Testing
@testable import MockupPreview

@Suite struct SnapshotRendererTests {
    static let scene = """
    device: iphone-retina
    screens:
      inbox: { title: Inbox, table: { rows: [Jack] } }
      jack: { title: Jack }
    root: { navigationController: { viewControllers: [inbox] } }
    steps:
      - selectRow: 0
      -   push: jack
      - toggleBars
    """

    func withScene<T>(_ text: String, _ body: (String, SnapshotRenderer) throws -> T) throws -> T {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-\(UUID().uuidString).yaml").path
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        return try body(file, try SnapshotRenderer(load: { try SceneLoader.load(path: $0) }))
    }

    @Test func picturesFirstThenTransitionsEachStepAsWritten() throws {
        try withScene(Self.scene) { file, renderer in
            let reading = try renderer.read(file).get()
            #expect(reading.snapshot.steps.map(\.caption) == ["initial state", "selectRow: 0", "push: jack", "toggleBars"])
            #expect(reading.snapshot.steps.map(\.moves) == [false, false, true, true])
            #expect(!reading.snapshot.isComplete)
            #expect(reading.snapshot.steps.allSatisfy { $0.end.png.starts(with: [0x89, 0x50, 0x4e, 0x47]) })
            #expect(reading.snapshot.steps[2].events == ["jack viewDidLoad", "inbox viewWillDisappear", "jack viewWillAppear",
                                                         "inbox viewDidDisappear", "jack viewDidAppear"])
            let complete = try #require(renderer.complete(reading)).get()
            #expect(complete.isComplete)
            let push = try #require(complete.steps[2].transition)
            // A push at 30 frames a second: t = min(k / 30, 0.35), k = 0 ... ceil(0.35 * 30).
            #expect(push.frames.count == 12 && push.times.last == 0.35 && push.fps == 30)
            #expect(push.frames[5].layoutJSON.contains(#""time": 0.16666"#))
            #expect(push.apng.count > 100)
        }
    }

    @Test func aNewerSaveStopsTheOlderTransitions() throws {
        try withScene(Self.scene) { file, renderer in
            let reading = try renderer.read(file).get()
            var asked = 0
            #expect(renderer.complete(reading, wanted: { asked += 1; return asked < 2 }) == nil)
            #expect(asked == 2)
        }
    }

    @Test func errorsAreFileLineColumnLines() throws {
        try withScene(Self.scene.replacingOccurrences(of: "push: jack", with: "push: jil")) { file, renderer in
            guard case .failure(let errors) = renderer.render(file) else { Issue.record("rendered"); return }
            #expect(errors.lines == ["\(file):8:13: error: steps[1].push: unknown screen 'jil' (expected one of: inbox, jack)"])
        }
    }
}
