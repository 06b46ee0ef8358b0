import Foundation
import MockupCore
import Synchronization

/// What the preview shows of every scene file: the last good snapshot, the
/// errors of the last reading when it failed, and a version that grows with
/// every reading, so pages and pictures know when they are out of date.
public final class SceneBoard: Sendable {
    public struct Entry: Sendable {
        /// The name in the page's address: the file's base name, made unique.
        public var name: String
        public var file: String
        /// The last snapshot that rendered; nil until one has.
        public var snapshot: SceneSnapshot?
        /// The last reading's errors (`FILE:LINE:COL: error: ...`); empty when it rendered.
        public var errors: [String]
        public var version: Int
    }

    private let entries: Mutex<[Entry]>
    /// Tells pages about each new reading.
    public let feed = ChangeFeed()
    /// Tells this run of the preview from an earlier one, whose versions a page may hold.
    public let run = UUID().uuidString

    /// One entry per file, named by the file's base name (`nyt`, then `nyt-2` for a second `nyt.yaml`).
    public init(files: [String]) {
        var names: Set<String> = []
        entries = Mutex(files.map { file in
            let base = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
            var name = base, n = 1
            while names.contains(name) { n += 1; name = "\(base)-\(n)" }
            names.insert(name)
            return Entry(name: name, file: file, snapshot: nil, errors: [], version: 0)
        })
    }

    public var all: [Entry] { entries.withLock { $0 } }

    public func entry(named name: String) -> Entry? {
        entries.withLock { $0.first { $0.name == name } }
    }

    /// Records a reading of `file`: a new snapshot, or errors that leave the last one on show; tells the pages.
    public func record(_ file: String, _ result: Result<SceneSnapshot, SnapshotRenderer.Errors>) {
        let message: String? = entries.withLock { entries in
            guard let i = entries.firstIndex(where: { $0.file == file }) else { return nil }
            switch result {
            case .success(let snapshot):
                entries[i].snapshot = snapshot
                entries[i].errors = []
            case .failure(let errors):
                entries[i].errors = errors.lines
            }
            entries[i].version += 1
            return JSONValue.object([
                ("run", .string(run)), ("scene", .string(entries[i].name)), ("version", .number(Double(entries[i].version))),
            ]).serialized()
        }
        if let message { feed.send(message) }
    }

    /// Every scene's version, for a page that has just connected to catch up:
    /// `{"run": ..., "scenes": {"nyt": 3, ...}}`.
    public var state: String {
        let versions = entries.withLock { $0.map { ($0.name, JSONValue.number(Double($0.version))) } }
        return JSONValue.object([("run", .string(run)), ("scenes", .object(versions))]).serialized()
    }
}
