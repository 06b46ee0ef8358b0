import Foundation
import MockupCore
import MockupGolden
import MockupRender
import MockupUI
import SnapshotTesting

/// mockup's strategies for swift-snapshot-testing, so a suite already on it
/// keeps its `assertSnapshot`, record modes and `__Snapshots__` folders:
///
///     assertSnapshot(of: scene, as: .mockup(step: 2, variant: "dark"))   // a PNG, compared as `mockup verify` compares
///     assertSnapshot(of: scene, as: .mockupTree)                         // the view tree as text
extension Snapshotting where Value == Scene, Format == Data {
    /// The end state of `step` (of the scene's variant `variant`) as a PNG,
    /// compared with pixelmatch at `threshold`, failing past `maxDiffPixels`.
    public static func mockup(step: Int = 0, variant: String? = nil, threshold: Double = 0.1, maxDiffPixels: Int = 0) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .mockupImage(threshold: threshold, maxDiffPixels: maxDiffPixels)) { scene in
            MockupSnapshot.render(scene, variant: variant) { played, renderer in
                Data(try GoldenVerifier.render(played, step: step, filmstrip: false, renderer: renderer))
            }
        }
    }

    /// The end state of the scene's initial state.
    public static var mockup: Snapshotting { mockup() }
}

extension Snapshotting where Value == Scene, Format == String {
    /// The view tree of `step`'s end state as text (`mockup layout --format tree`), diffed by lines.
    public static func mockupTree(step: Int = 0, variant: String? = nil) -> Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .lines) { scene in
            let text = MockupSnapshot.render(scene, variant: variant) { played, renderer in
                Data(try renderer.treeText(played, step: step).utf8)
            }
            return String(decoding: text, as: UTF8.self)
        }
    }

    /// The view tree of the scene's initial state.
    public static var mockupTree: Snapshotting { mockupTree() }
}

extension Diffing where Value == Data {
    /// PNGs compared as `mockup verify` compares them: equal bytes pass, else
    /// pixelmatch counts the pixels beyond `threshold`; a failure attaches the diff image.
    public static func mockupImage(threshold: Double = 0.1, maxDiffPixels: Int = 0) -> Diffing {
        .diff(toData: { $0 }, fromData: { $0 }) { old, new in
            guard old != new else { return nil }
            do {
                let comparison = try ImageComparison.compare(
                    expected: [UInt8](old), actual: [UInt8](new), options: PixelmatchOptions(threshold: threshold),
                    drawDiff: true, names: ("the snapshot", "the new picture"))
                if comparison.isSizeMismatch {
                    return ("mockup: the size differs: \(comparison.actualSize) pixels, the snapshot \(comparison.expectedSize)", [])
                }
                guard comparison.differentPixels > maxDiffPixels else { return nil }
                let message = "mockup: " + GoldenResult.describe(differentPixels: comparison.differentPixels, totalPixels: comparison.totalPixels)
                let diff = try comparison.diff.map { try PNGEncoder().encode($0) }
                return (message, diff.map { [.data(Data($0), name: "difference.png")] } ?? [])
            } catch {
                // A picture that is not a PNG: the new one is a message saying why it could not be drawn.
                return ("mockup: \(error)" + (new.starts(with: [0x89, 0x50]) ? "" : ": " + String(decoding: new, as: UTF8.self)), [])
            }
        }
    }
}

/// Plays a scene and draws what a strategy snapshots; what cannot be drawn
/// becomes a message in its place, which the comparison then reports.
enum MockupSnapshot {
    static func render(_ scene: Scene, variant: String?, _ body: (StepRenderer.Played, StepRenderer) throws -> Data) -> Data {
        do {
            var scene = scene
            if let variant {
                guard let chosen = scene.variant(named: variant) else { return Data("\(scene.name) has no variant '\(variant)'".utf8) }
                scene = scene.applying(chosen)
            }
            let renderer = try StepRenderer()
            return try body(try renderer.play(scene), renderer)
        } catch {
            return Data("\(scene.name): \(error)".utf8)
        }
    }
}
