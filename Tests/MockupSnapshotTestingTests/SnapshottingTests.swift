import Foundation
import MockupScene
import MockupSnapshotTesting
import MockupUI
import SnapshotTesting
import Testing

/// The swift-snapshot-testing strategies on a seed scene: recorded, then
/// passing, then failing once the scene changes, in a temporary folder.
@Suite struct SnapshottingTests {
    static let mail = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/scenes/mail-toolbar.yaml").path

    @Test func aSeedSceneRecordsThenPassesThenFailsWhenChanged() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-snapshots-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scene = try SceneLoader.load(path: Self.mail)
        // Recorded: the first run writes the snapshot and says so.
        let recorded = verifySnapshot(of: scene, as: .mockup(step: 2), named: "inbox", record: .missing, snapshotDirectory: folder)
        #expect(recorded?.contains("No reference was found on disk") == true)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(files == ["aSeedSceneRecordsThenPassesThenFailsWhenChanged.inbox.png"])
        // Passes against it.
        #expect(verifySnapshot(of: scene, as: .mockup(step: 2), named: "inbox", record: .never, snapshotDirectory: folder) == nil)
        // A changed scene fails, counted as mockup verify counts.
        var changed = scene
        changed.screens["inbox"]?.title = "Unread"
        let failure = verifySnapshot(of: changed, as: .mockup(step: 2), named: "inbox", record: .never, snapshotDirectory: folder)
        #expect(failure?.contains("mockup: ") == true && failure?.contains("pixels differ") == true)
    }

    @Test func theViewTreeIsSnapshotAsText() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-snapshots-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scene = try SceneLoader.load(path: Self.mail)
        _ = verifySnapshot(of: scene, as: .mockupTree, named: "tree", record: .missing, snapshotDirectory: folder)
        let text = try String(contentsOfFile: folder + "/theViewTreeIsSnapshotAsText.tree.txt", encoding: .utf8)
        #expect(text.contains("navigationBar \"Mailboxes\" [0, 20, 320, 44]"))
        #expect(verifySnapshot(of: scene, as: .mockupTree, named: "tree", record: .never, snapshotDirectory: folder) == nil)
        var changed = scene
        changed.screens["mailboxes"]?.title = "Boxes"
        let failure = verifySnapshot(of: changed, as: .mockupTree, named: "tree", record: .never, snapshotDirectory: folder)
        #expect(failure?.contains("+      navigationBar \"Boxes\"") == true)
    }
}
