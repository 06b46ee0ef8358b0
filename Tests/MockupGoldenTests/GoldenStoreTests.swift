import Foundation
import Testing
@testable import MockupGolden

@Suite struct GoldenStoreTests {
    func temporaryRoot() -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("golden-\(UUID().uuidString)")
        return dir.path
    }

    @Test func missingThenRecordedThenIdenticalThenDifferent() throws {
        let root = temporaryRoot()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let store = GoldenStore(root: root)
        #expect(store.compare([1, 2, 3], scene: "accounts", name: "00.png") == .missing)
        try store.record([1, 2, 3], scene: "accounts", name: "00.png")
        #expect(FileManager.default.fileExists(atPath: "\(root)/accounts/00.png"))
        #expect(store.compare([1, 2, 3], scene: "accounts", name: "00.png") == .identical)
        #expect(store.compare([1, 2, 4, 5], scene: "accounts", name: "00.png") == .different(goldenSize: 3, actualSize: 4))
        // No temporary file is left beside the golden.
        #expect(try FileManager.default.contentsOfDirectory(atPath: "\(root)/accounts") == ["00.png"])
    }
}
