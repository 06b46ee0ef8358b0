import Foundation
import Synchronization
import Testing
@testable import MockupPreview

@Suite struct FileWatcherTests {
    /// What a watcher reported, for the test to wait on.
    final class Reports: Sendable {
        let batches = Mutex<[Set<String>]>([])

        /// Waits for `count` reports; the deadline is only ever reached when the watcher fails.
        func wait(for count: Int, seconds: Double = 60) -> [Set<String>] {
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
        // An editor's save: a temporary file written, then renamed over the scene, twice. The
        // watch is set, so the events wait in the queue; started after them, the watcher reads
        // them all at once whatever the machine's load, and reports them together.
        let scene = folder.appendingPathComponent("scene.yaml")
        try "root: {}".write(to: scene, atomically: true, encoding: .utf8)
        try "root: { }".write(to: scene, atomically: true, encoding: .utf8)
        watcher.start()
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
