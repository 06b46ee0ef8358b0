import Foundation
import MockupCore
import Synchronization

/// What the preview shows of every scene file: the last good snapshot, the
/// errors of the last reading when it failed, and a version that grows with
/// every reading, so pages and pictures know when they are out of date.
public final class SceneBoard: Sendable {
    public struct Entry: Sendable {
        /// The name in the page's address: the file's base name (and `@VARIANT`), made unique.
        public var name: String
        public var file: String
        /// The scene's variant shown (nil: the scene as written).
        public var variant: String?
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
    public convenience init(files: [String]) {
        self.init(pages: files.map { ($0, nil) })
    }

    /// One entry per file and variant (nil: the scene as written), named by the
    /// file's base name and the variant's (`nyt@dark`), made unique.
    public init(pages: [(file: String, variant: String?)]) {
        var names: Set<String> = []
        entries = Mutex(pages.map { file, variant in
            let base = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent + (variant.map { "@" + $0 } ?? "")
            var name = base, n = 1
            while names.contains(name) { n += 1; name = "\(base)-\(n)" }
            names.insert(name)
            return Entry(name: name, file: file, variant: variant, snapshot: nil, errors: [], version: 0)
        })
    }

    public var all: [Entry] { entries.withLock { $0 } }

    public func entry(named name: String) -> Entry? {
        entries.withLock { $0.first { $0.name == name } }
    }

    /// Records a reading of `file` (in `variant`): a new snapshot, or errors that leave the last one on show; tells the pages.
    public func record(_ file: String, variant: String? = nil, _ result: Result<SceneSnapshot, SnapshotRenderer.Errors>) {
        let message: String? = entries.withLock { entries in
            guard let i = entries.firstIndex(where: { $0.file == file && $0.variant == variant }) else { return nil }
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
