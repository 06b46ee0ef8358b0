import Foundation
import MockupRender

/// A folder of golden images, `ROOT/SCENE/NAME.png`, and the exact-bytes comparison
/// that is the fast path of every check (the tolerant pixel diff comes after it).
public struct GoldenStore: Sendable {
    /// What comparing a fresh picture with its golden found.
    public enum Outcome: Hashable, Sendable {
        /// Same bytes.
        case identical
        /// No golden recorded at that path.
        case missing
        /// Both exist and their bytes differ.
        case different(goldenSize: Int, actualSize: Int)
    }

    public var root: String

    public init(root: String) { self.root = root }

    /// Where the golden of a scene's picture lives.
    public func path(scene: String, name: String) -> String {
        URL(fileURLWithPath: root).appendingPathComponent(scene).appendingPathComponent(name).path
    }

    /// Compares `actual` with the stored golden, byte for byte.
    public func compare(_ actual: [UInt8], scene: String, name: String) -> Outcome {
        guard let golden = FileManager.default.contents(atPath: path(scene: scene, name: name)) else { return .missing }
        return golden.elementsEqual(actual) ? .identical : .different(goldenSize: golden.count, actualSize: actual.count)
    }

    /// Writes `bytes` as the golden (atomically).
    public func record(_ bytes: [UInt8], scene: String, name: String) throws {
        try AtomicFile.write(bytes, to: path(scene: scene, name: name))
    }
}
