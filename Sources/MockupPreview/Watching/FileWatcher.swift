import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Watches the folders of some files with inotify and reports, after a
/// quiet moment, the names that were written, replaced or removed in them.
///
/// Folders, not files, are watched: editors save by writing a new file and
/// renaming it over the old, which ends a watch on the old file.
///
///     let watcher = try FileWatcher(folders: ["Fixtures/scenes"]) { paths in print(paths) }
///     watcher.start()
public final class FileWatcher: @unchecked Sendable {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    private let descriptor: Int32
    /// Watch descriptor to the folder it watches.
    private let folders: [Int32: String]
    private let changed: @Sendable (Set<String>) -> Void
    /// How long the folders must be quiet before a change is reported (chosen:
    /// an editor's save is a few writes and a rename within milliseconds).
    private let settle: TimeInterval

    public init(folders: [String], settle: TimeInterval = 0.08, changed: @escaping @Sendable (Set<String>) -> Void) throws {
        descriptor = inotify_init1(Int32(IN_CLOEXEC))
        guard descriptor >= 0 else { throw Failure(description: "cannot watch files: inotify_init1 failed (\(String(cString: strerror(errno))))") }
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_DELETE | IN_MOVED_FROM | IN_CREATE)
        var watched: [Int32: String] = [:]
        for folder in Set(folders) {
            let wd = inotify_add_watch(descriptor, folder, mask)
            guard wd >= 0 else {
                let reason = String(cString: strerror(errno))
                close(descriptor)
                throw Failure(description: "cannot watch \(folder): \(reason)")
            }
            watched[wd] = folder
        }
        self.folders = watched
        self.changed = changed
        self.settle = settle
    }

    /// Reads events on a thread of its own for as long as the process runs.
    public func start() {
        let thread = Thread { [self] in run() }
        thread.name = "mockup file watcher"
        thread.start()
    }

    private func run() {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var pending: Set<String> = []
        while true {
            // NB: with changes pending, wait only `settle` for more; report when none come.
            if !pending.isEmpty && !readable(within: settle) {
                changed(pending)
                pending = []
                continue
            }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }
            pending.formUnion(paths(in: buffer[..<count]))
        }
    }

    private func readable(within seconds: TimeInterval) -> Bool {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&poller, 1, Int32(seconds * 1000)) > 0
    }

    /// The paths named by a buffer of `inotify_event`s.
    private func paths(in bytes: ArraySlice<UInt8>) -> [String] {
        var paths: [String] = []
        bytes.withUnsafeBytes { raw in
            var offset = 0
            let header = MemoryLayout<inotify_event>.size
            while offset + header <= raw.count {
                let wd = raw.loadUnaligned(fromByteOffset: offset, as: Int32.self)
                let length = Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                let nameBytes = raw[(offset + header)..<min(raw.count, offset + header + length)].prefix { $0 != 0 }
                if let folder = folders[wd], !nameBytes.isEmpty {
                    paths.append(folder + "/" + String(decoding: nameBytes, as: UTF8.self))
                }
                offset += header + length
            }
        }
        return paths
    }
}
