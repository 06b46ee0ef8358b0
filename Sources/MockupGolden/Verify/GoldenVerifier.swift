import Dispatch
import Foundation
import MockupCore
import MockupRender
import MockupUI

/// Renders scenes and checks every picture against a golden folder:
/// `DIR/SCENE/NN.png` for the end state of every step and
/// `DIR/SCENE/NN.filmstrip.png` for every step that moves (the pictures
/// `mockup render` and `mockup animate --format filmstrip` write).
public struct GoldenVerifier: Sendable {
    /// A scene to verify, already played (so every scene is known good
    /// before anything is rendered or written).
    public struct Subject: Sendable {
        /// Its folder in the golden folder (`mail-toolbar`, `catalog-classic@iphone-15`).
        public var folder: String
        public var played: StepRenderer.Played
        /// The scene the filmstrips are drawn from (the same one, or the same
        /// at another scale); nil to check the steps' end states only.
        public var filmstripPlayed: StepRenderer.Played?
        /// Whether each step's view tree is kept as a text golden beside its picture (`NN.txt`).
        public var textSnapshots: Bool

        public init(folder: String, played: StepRenderer.Played, filmstrips: Filmstrips = .same, textSnapshots: Bool = false) {
            self.folder = folder
            self.played = played
            self.textSnapshots = textSnapshots
            switch filmstrips {
            case .same: filmstripPlayed = played
            case .from(let other): filmstripPlayed = other
            case .none: filmstripPlayed = nil
            }
        }

        public enum Filmstrips: Sendable {
            /// Drawn from the same played scene.
            case same
            /// Drawn from this one (the scene at another scale).
            case from(StepRenderer.Played)
            /// No filmstrips.
            case none
        }
    }

    /// What a run found.
    public struct Run: Sendable {
        /// Every picture's result, in scene then file order.
        public var results: [GoldenResult]
        /// Goldens nothing produces, relative to the golden folder (`old/03.png`).
        public var orphans: [String]
        /// How this machine's libraries and fonts differ from those the goldens
        /// were recorded with; empty when they agree or nothing was recorded.
        public var versionDifferences: [String]
        /// Whether the golden folder has no VERSIONS file, and this run wrote none.
        public var versionsMissing: Bool

        public func count(_ status: GoldenResult.Status) -> Int { results.filter { $0.status == status }.count }
        /// Whether any picture failed, is missing, or was recorded.
        public var fails: Bool { results.contains { $0.status.fails } }
    }

    /// The golden folder.
    public var golden: String
    public var settings: GoldenSettings

    public init(golden: String, settings: GoldenSettings) {
        self.golden = golden
        self.settings = settings
    }

    /// The golden files of one scene, in order, with what each shows: each
    /// step's picture, its view tree as text when asked (`NN.txt`), and its
    /// transition's filmstrip when it moves.
    public static func files(of played: StepRenderer.Played, filmstrips: Bool = true, textSnapshots: Bool = false,
                             renderer: StepRenderer) throws -> [(name: String, title: String, step: Int, filmstrip: Bool)] {
        var files: [(String, String, Int, Bool)] = []
        for step in played.story.states.indices {
            files.append((String(format: "%02d.png", step), "step \(step)", step, false))
            if textSnapshots { files.append((String(format: "%02d.txt", step), "step \(step)'s view tree", step, false)) }
            if filmstrips, try renderer.animation(played, step: step).transition.moves {
                files.append((String(format: "%02d.filmstrip.png", step), "step \(step)'s transition", step, true))
            }
        }
        return files
    }

    /// The PNG of one golden file of a scene.
    public static func render(_ played: StepRenderer.Played, step: Int, filmstrip: Bool, renderer: StepRenderer) throws -> [UInt8] {
        if filmstrip {
            guard let strip = try renderer.filmstrip(played, step: step) else { return [] }
            return try PNGEncoder.compact.encode(strip)
        }
        return try renderer.encode(played, step: step, format: .png)
    }

    /// How far a run has come, told after each picture is checked.
    public struct Progress: Sendable {
        /// The picture just checked: its scene's folder and its file name.
        public var scene: String
        public var picture: String
        /// Pictures checked and scenes finished so far, over all workers.
        public var pictures: Int
        public var scenes: Int
    }

    /// Renders and checks `subjects`, `jobs` scenes at a time. `expected` is
    /// the folder of every scene of the whole suite (all shards): goldens in
    /// other folders are orphans, reported only when `reportsOtherFolders`
    /// (the first shard), so that each is reported once. `progress` is told
    /// of every picture checked, from the worker that checked it.
    public func verify(_ subjects: [Subject], jobs: Int, expected: Set<String>? = nil,
                       reportsOtherFolders: Bool = true,
                       progress: (@Sendable (Progress) -> Void)? = nil) throws -> Run {
        let recordedVersions = GoldenVersions.recorded(in: golden)
        let current = GoldenVersions.current(sceneFonts: subjects.flatMap(\.played.scene.fontFiles))
        let shared = Queue(count: subjects.count)
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, subjects.count))) { _ in
            let renderer = Result { try StepRenderer() }
            while let index = shared.take() {
                let outcome = Result {
                    try verify(subjects[index], renderer: renderer.get()) { picture in
                        let counts = shared.countPicture()
                        progress?(Progress(scene: subjects[index].folder, picture: picture, pictures: counts.pictures, scenes: counts.scenes))
                    }
                }
                shared.put(outcome, at: index)
            }
        }
        let perScene = shared.outcomes
        var results: [GoldenResult] = []
        for outcome in perScene {
            switch outcome {
            case .success(let r)?: results += r
            case .failure(let error)?: throw error
            case nil: break
            }
        }

        let records = results.contains { $0.status == .recorded } || (settings.record == .all && !subjects.isEmpty)
        if records { try current.write(in: golden) }
        let run = Run(results: results, orphans: orphans(subjects, results: results, expected: expected,
                                                         reportsOtherFolders: reportsOtherFolders),
                      versionDifferences: recordedVersions.map { current.differences(from: $0) } ?? [],
                      versionsMissing: recordedVersions == nil && !records)
        return run
    }

    /// One scene: every file rendered and checked in order. Stale failure
    /// images of the scene from an earlier run are removed first.
    private func verify(_ subject: Subject, renderer: StepRenderer, checked: (String) -> Void) throws -> [GoldenResult] {
        try? FileManager.default.removeItem(atPath: "\(settings.failures)/\(subject.folder)")
        return try Self.files(of: subject.played, filmstrips: subject.filmstripPlayed != nil, textSnapshots: subject.textSnapshots,
                              renderer: renderer).map { file in
            let path = joinPath(golden, subject.folder, file.name)
            let golden = GoldenFile(scene: subject.folder, name: file.name, title: file.title, path: path)
            let result: GoldenResult
            if file.name.hasSuffix(".txt") {
                result = try golden.check(text: renderer.treeText(subject.played, step: file.step), settings: settings)
            } else {
                let png = try Self.render(file.filmstrip ? subject.filmstripPlayed ?? subject.played : subject.played,
                                          step: file.step, filmstrip: file.filmstrip, renderer: renderer)
                result = try golden.check(png, settings: settings)
            }
            checked(file.name)
            return result
        }
    }

    /// PNG and text goldens that no verified scene produces, in the verified scenes'
    /// folders and (when asked) in folders no scene of the suite owns.
    private func orphans(_ subjects: [Subject], results: [GoldenResult], expected: Set<String>?,
                         reportsOtherFolders: Bool) -> [String] {
        let manager = FileManager.default
        let produced = Set(results.map { "\($0.scene)/\($0.name)" })
        let mine = Set(subjects.map(\.folder))
        let owned = expected ?? mine
        var folders = mine
        if reportsOtherFolders {
            for entry in (try? manager.contentsOfDirectory(atPath: golden)) ?? [] where !owned.contains(entry) {
                var isFolder: ObjCBool = false
                if manager.fileExists(atPath: joinPath(golden, entry), isDirectory: &isFolder), isFolder.boolValue {
                    folders.insert(entry)
                }
            }
        }
        var orphans: [String] = []
        for folder in folders.sorted() {
            let files = (try? manager.contentsOfDirectory(atPath: joinPath(golden, folder))) ?? []
            orphans += files.filter { $0.hasSuffix(".png") || $0.hasSuffix(".txt") }.map { "\(folder)/\($0)" }.filter { !produced.contains($0) }.sorted()
        }
        return orphans
    }
}

/// `a/b/c`, keeping `a` as given (relative stays relative) and without doubled slashes.
public func joinPath(_ parts: String...) -> String {
    var path = parts[0]
    for part in parts.dropFirst() {
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        path += (path.isEmpty ? "" : "/") + part
    }
    return path
}

/// The scenes still to verify and what each gave, shared by the workers.
private final class Queue: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private let count: Int
    private var stored: [Result<[GoldenResult], any Error>?]
    private var pictures = 0
    private var scenes = 0

    init(count: Int) {
        self.count = count
        stored = Array(repeating: nil, count: count)
    }

    /// The next scene's index, or nil when all are taken.
    func take() -> Int? {
        lock.withLock {
            guard next < count else { return nil }
            defer { next += 1 }
            return next
        }
    }

    func put(_ outcome: Result<[GoldenResult], any Error>, at index: Int) {
        lock.withLock {
            stored[index] = outcome
            scenes += 1
        }
    }

    /// Counts a checked picture; the pictures and finished scenes so far.
    func countPicture() -> (pictures: Int, scenes: Int) {
        lock.withLock {
            pictures += 1
            return (pictures, scenes)
        }
    }

    var outcomes: [Result<[GoldenResult], any Error>?] { lock.withLock { stored } }
}
