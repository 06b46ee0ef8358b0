import Foundation
import MockupScene
import MockupUI
import Synchronization

/// `mockup preview`: renders scene files into a `SceneBoard`, serves it,
/// and renders a file again when it is saved.
///
///     let preview = try Preview(files: ["nyt.yaml"], load: { try SceneLoader.load(path: $0) })
///     preview.renderAll()   // the pictures now, the transitions on their way
///     try preview.watch()
///     try await preview.serve(port: 8040) { port in print("http://127.0.0.1:\(port)/") }
public final class Preview: Sendable {
    public let board: SceneBoard
    private let renderer: SnapshotRenderer
    /// Draws one thing at a time: pictures in the order saves come, transitions after.
    private let queue = RenderQueue()
    /// Each file's absolute path, as inotify names it, to the path as given.
    private let files: [String: String]
    /// Where readings are reported, one line each (the terminal's standard error).
    private let log: @Sendable (String) -> Void
    /// How many saves of each file have been seen, so that the transitions of an
    /// older save are not rendered once a newer one waits.
    private let saves = Mutex<[String: Int]>([:])

    /// `variants`: the variants of a file's scene to show, each on a page of its
    /// own (nil: the scene as written); a file not in it shows as written.
    public init(files: [String], variants: [String: [String?]] = [:], load: @escaping @Sendable (String) throws -> Scene,
                log: @escaping @Sendable (String) -> Void = { _ in }) throws {
        // NB: a file named twice (or by two paths) is one scene.
        var seen: Set<String> = []
        let files = files.filter { seen.insert(Self.absolute($0)).inserted }
        board = SceneBoard(pages: files.flatMap { file in (variants[file] ?? [nil]).map { (file, $0) } })
        renderer = try SnapshotRenderer(load: load)
        self.files = Dictionary(uniqueKeysWithValues: files.map { (Self.absolute($0), $0) })
        self.log = log
    }

    /// Renders every file's pictures before the server starts, so that the first
    /// page has them, then their transitions in the background (the pages update).
    public func renderAll() {
        let files = uniqueFiles
        queue.picturesAndWait { [self] in draw(files) }
    }

    /// Each file once, in the board's order.
    private var uniqueFiles: [String] {
        var seen: Set<String> = []
        return board.all.map(\.file).filter { seen.insert($0).inserted }
    }

    /// Watches the files' folders and renders a file again when it, or an
    /// Interface Builder file beside it (which a scene may import), changes.
    public func watch() throws {
        let folders = files.keys.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path }
        let watcher = try FileWatcher(folders: folders) { [self] paths in
            let scenes = affected(by: paths)
            guard !scenes.isEmpty else { return }
            saves.withLock { for file in scenes { $0[file, default: 0] += 1 } }
            queue.pictures { [self] in draw(scenes) }
        }
        watcher.start()
    }

    /// Serves until the process ends; `running` gets the port.
    public func serve(port: Int, running: @escaping @Sendable (Int) async -> Void) async throws {
        try await PreviewServer(board: board).run(port: port, running: running)
    }

    /// The scene files to read again after `paths` changed, in the order given.
    func affected(by paths: Set<String>) -> [String] {
        let folders = Set(paths.filter(InterfaceBuilderLoader.handles)
            .map { URL(fileURLWithPath: $0).deletingLastPathComponent().path })
        let chosen = files.filter { absolute, _ in
            paths.contains(absolute) || folders.contains(URL(fileURLWithPath: absolute).deletingLastPathComponent().path)
        }.values
        return uniqueFiles.filter(chosen.contains)
    }

    /// Draws the files' pictures (each variant shown) and puts them on the
    /// board, and leaves their transitions to the queue, after any pictures that come meanwhile.
    private func draw(_ files: [String]) {
        for file in files {
            for variant in board.all.filter({ $0.file == file }).map(\.variant) {
                guard let pending = pictures(file, variant: variant) else { continue }
                queue.transitions { [self] in transitions(file, variant: variant, pending) }
            }
        }
    }

    /// A reading whose transitions are still to render.
    private struct Pending: Sendable {
        var reading: SnapshotRenderer.Reading
        /// The file's count of saves when it was read.
        var save: Int
    }

    /// Reads a file in a variant and puts its pictures on the board, or its
    /// errors; returns the reading when its transitions are still to render.
    private func pictures(_ file: String, variant: String?) -> Pending? {
        let start = DispatchTime.now()
        let save = saves.withLock { $0[file, default: 0] }
        switch renderer.read(file, variant: variant) {
        case .failure(let errors):
            board.record(file, variant: variant, .failure(errors))
            for line in errors.lines { log(line) }
            return nil
        case .success(let reading):
            board.record(file, variant: variant, .success(reading.snapshot))
            let count = reading.snapshot.steps.count
            log("\(Self.shown(file, variant)): \(count) picture\(count == 1 ? "" : "s") in \(Self.milliseconds(since: start)) ms")
            return reading.snapshot.isComplete ? nil : Pending(reading: reading, save: save)
        }
    }

    /// Renders a reading's transitions and puts them on the board, unless the
    /// file is saved again meanwhile (its new reading then follows).
    private func transitions(_ file: String, variant: String?, _ pending: Pending) {
        let start = DispatchTime.now()
        let wanted = { self.saves.withLock { $0[file, default: 0] } == pending.save }
        guard wanted(), let result = renderer.complete(pending.reading, wanted: wanted) else { return }
        board.record(file, variant: variant, result)
        switch result {
        case .success(let snapshot):
            let frames = snapshot.steps.reduce(0) { $0 + ($1.transition?.frames.count ?? 0) }
            log("\(Self.shown(file, variant)): \(frames) transition frames in \(Self.milliseconds(since: start)) ms")
        case .failure(let errors):
            for line in errors.lines { log(line) }
        }
    }

    /// A file as the log names it, with its variant (`nyt.yaml @dark`).
    private static func shown(_ file: String, _ variant: String?) -> String {
        file + (variant.map { " @" + $0 } ?? "")
    }

    private static func milliseconds(since start: DispatchTime) -> Int {
        Int((Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6).rounded())
    }

    private static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}
