import Foundation
import MockupCore
import MockupRender
import MockupUI

/// Reads a scene file and renders all the preview shows of it: a
/// `SceneSnapshot`, or the file's errors as `FILE:LINE:COL: error:` lines.
///
///     let renderer = try SnapshotRenderer(load: SceneLoader.load(path:))
///     switch renderer.render("nyt.yaml") { case .success(let snapshot): ...; case .failure(let errors): ... }
///
/// or in two parts, the pictures first (`read`), then the transitions (`complete`).
///
/// Not for two threads at once: the preview renders on one queue.
public final class SnapshotRenderer: @unchecked Sendable {
    /// The errors of a file that could not be read or played, one line each.
    public struct Errors: Error, Sendable {
        public var lines: [String]
    }

    private let renderer: StepRenderer
    private let load: @Sendable (String) throws -> Scene

    /// `load` reads a file into a scene with the command line's overrides (device, look, bezel).
    public init(load: @escaping @Sendable (String) throws -> Scene) throws {
        renderer = try StepRenderer()
        self.load = load
    }

    /// A file read, played and its pictures rendered; its transitions not yet.
    public struct Reading: Sendable {
        public var snapshot: SceneSnapshot
        let played: StepRenderer.Played
        /// Each step ready to be laid out at any instant, for its transition's frames.
        let animations: [StepAnimation]
    }

    /// The whole snapshot of a file (in `variant`), transitions included.
    public func render(_ file: String, variant: String? = nil) -> Result<SceneSnapshot, Errors> {
        read(file, variant: variant).flatMap { complete($0) ?? .success($0.snapshot) }
    }

    /// Reads a file (in one of its scene's variants, nil: as written) and
    /// renders each step's end picture and layout: what a page needs first.
    public func read(_ file: String, variant: String? = nil) -> Result<Reading, Errors> {
        attempt(file) { try reading(file, variant: variant) }
    }

    /// Renders the transitions of a reading, one step after another; nil when
    /// `wanted` turns false between two (a newer save is on its way).
    public func complete(_ reading: Reading, wanted: () -> Bool = { true }) -> Result<SceneSnapshot, Errors>? {
        var snapshot = reading.snapshot
        for (k, step) in snapshot.steps.enumerated() where step.moves && step.transition == nil {
            guard wanted() else { return nil }
            switch attempt(snapshot.file, { try transition(reading.animations[step.index], of: reading.played, step: step.index) }) {
            case .success(let transition): snapshot.steps[k].transition = transition
            case .failure(let errors): return .failure(errors)
            }
        }
        return .success(snapshot)
    }

    private func attempt<T>(_ file: String, _ body: () throws -> T) -> Result<T, Errors> {
        do {
            return .success(try body())
        } catch let error as DiagnosticError {
            return .failure(Errors(lines: error.diagnostics.map(\.description)))
        } catch let error as Errors {
            return .failure(error)
        } catch {
            return .failure(Errors(lines: ["\(file): error: \(error)"]))
        }
    }

    private func reading(_ file: String, variant name: String?) throws -> Reading {
        var scene = try load(file)
        if let name {
            guard let variant = scene.variant(named: name) else {
                throw Errors(lines: ["\(file): error: the scene has no variant '\(name)' (it has: \(scene.variants.map(\.name).joined(separator: ", ")))"])
            }
            scene = scene.applying(variant)
        }
        let played = try renderer.play(scene)
        try played.checkFrames()
        let source = (try? String(contentsOfFile: file, encoding: .utf8)).map { $0.split(separator: "\n", omittingEmptySubsequences: false) } ?? []
        var steps: [SceneSnapshot.StepView] = [], animations: [StepAnimation] = []
        for n in played.story.states.indices {
            let animation = try renderer.animation(played, step: n)
            animations.append(animation)
            let end = try renderer.instant(played, step: n)
            let caption = n == 0 ? "initial state" : caption(of: scene.steps[n - 1], source: source)
            let place = placement(end, of: played)
            steps.append(SceneSnapshot.StepView(
                index: n, caption: caption,
                events: played.story.events.filter { $0.step == n }.map { "\($0.screen) \($0.kind.rawValue)" },
                end: SceneSnapshot.Picture(
                    png: try renderer.encode(end, of: played, format: .png),
                    layoutJSON: layoutJSON(played, end, step: n, time: animation.transition.duration)),
                transition: nil, moves: animation.transition.moves,
                size: place.size, screen: place.screen))
        }
        let device = scene.device.preset?.rawValue ?? "\(Int(scene.device.size.width))x\(Int(scene.device.size.height))"
        let summary = [device, scene.style.rawValue, "\(Seconds(scene.device.scale).formatted)x", "\(Seconds(scene.fps).formatted) fps"]
        return Reading(snapshot: SceneSnapshot(name: scene.name, file: file, summary: summary.joined(separator: " · "), steps: steps),
                       played: played, animations: animations)
    }

    /// The frames of a step's transition, each with its layout, and the animated PNG of them all.
    private func transition(_ animation: StepAnimation, of played: StepRenderer.Played, step: Int) throws -> SceneSnapshot.Transition {
        let clock = try played.frameClock(step: step)
        let size = try renderer.frameSize(animation, of: played)
        // NB: `APNGWriter` writes a file; it goes to a folder of its own, read back and removed.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let path = scratch.appendingPathComponent("\(step).apng").path
        let writer = try APNGWriter(path: path, frameCount: clock.frameCount, delay: .fps(clock.fps), canvas: size)
        let prepareFrame = writer.prepare
        var frames: [SceneSnapshot.Picture] = []
        try renderer.renderFrames(animation, clock: clock, of: played, prepare: { drawn in
            (png: try drawn.png(PNGEncoder()), frame: try prepareFrame(drawn))
        }) { k, prepared in
            try writer.add(prepared: prepared.frame)
            let t = clock.time(ofFrame: k)
            frames.append(SceneSnapshot.Picture(png: prepared.png, layoutJSON: layoutJSON(played, animation.instant(at: t), step: step, time: t)))
        }
        try writer.finish()
        return SceneSnapshot.Transition(
            frames: frames, times: clock.times.map(\.value), fps: clock.fps, duration: animation.transition.duration.value,
            apng: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
    }

    private func layoutJSON(_ played: StepRenderer.Played, _ instant: Instant, step: Int, time: Seconds) -> String {
        played.layout.dump(instant, step: step, time: time).json.serialized()
    }

    /// The picture's size in points (the screen's, or the device's around it) and where the screen sits in it.
    private func placement(_ instant: Instant, of played: StepRenderer.Played) -> (size: Size, screen: Rect) {
        guard played.scene.framedInDevice else {
            return (instant.canvas, Rect(x: 0, y: 0, width: instant.canvas.width, height: instant.canvas.height))
        }
        let frame = DeviceFrame(device: played.scene.device, screenShowsIsland: false)
        return (frame.framedSize(instant.canvas), frame.screen(in: instant.orientation))
    }

    /// The step's line in the scene file (`- push: jack`, without the dash), else its kind.
    private func caption(of step: Step, source: [Substring]) -> String {
        guard let line = step.location?.line, source.indices.contains(line - 1) else { return step.action.name }
        var text = source[line - 1].trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("- ") { text = text.dropFirst(2).trimmingCharacters(in: .whitespaces) }
        return text.isEmpty ? step.action.name : text
    }
}
