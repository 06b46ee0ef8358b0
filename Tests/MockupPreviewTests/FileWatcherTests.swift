import Foundation
import Synchronization
import Testing
@testable import MockupPreview

@Suite struct FileWatcherTests {
    /// What a watcher reported, for the test to wait on.
    final class Reports: Sendable {
        let batches = Mutex<[Set<String>]>([])

        func wait(for count: Int, seconds: Double = 5) -> [Set<String>] {
            let end = Date().addingTimeInterval(seconds)
            while Date() < end, batches.withLock({ $0.count }) < count { usleep(10_000) }
            return batches.withLock { $0 }
        }
    }

    @Test func aSaveByRenameIsReportedOnceAfterItSettles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let reports = Reports()
        let watcher = try FileWatcher(folders: [folder.path], settle: 0.2) { paths in reports.batches.withLock { $0.append(paths) } }
        watcher.start()
        // An editor's save: a temporary file written, then renamed over the scene.
        let scene = folder.appendingPathComponent("scene.yaml")
        try "root: {}".write(to: scene, atomically: true, encoding: .utf8)
        try "root: { }".write(to: scene, atomically: true, encoding: .utf8)
        let batches = reports.wait(for: 1)
        #expect(batches.count == 1)
        #expect(batches.first?.contains(scene.path) == true)
        // A second save, later, is a second report.
        try "root: {  }".write(to: scene, atomically: false, encoding: .utf8)
        #expect(reports.wait(for: 2).last == [scene.path])
    }

    @Test func aFolderThatIsNotThereIsAnError() {
        #expect(throws: FileWatcher.Failure.self) {
            try FileWatcher(folders: ["/nonexistent/folder"]) { _ in }
        }
    }
}
