import MockupCore
import MockupUI

/// Everything the preview shows of one scene, rendered at once from one good
/// reading of its file: each step's end picture, its transition's frames and
/// animated PNG, the layout under each picture, and the lifecycle calls.
///
/// A snapshot is never changed; a save renders a new one, and a save with
/// errors keeps the last good one on show.
public struct SceneSnapshot: Sendable {
    /// One picture and the layout it shows (`mockup layout`'s JSON).
    public struct Picture: Sendable {
        public var png: [UInt8]
        public var layoutJSON: String
    }

    /// A step's transition: every frame at the scene's rate, and all of them
    /// as one looping animated PNG.
    public struct Transition: Sendable {
        public var frames: [Picture]
        /// Seconds into the transition of each frame (`FrameClock`).
        public var times: [Double]
        public var fps: Double
        public var duration: Double
        public var apng: [UInt8]
    }

    /// One step: what the file says, what UIKit calls, what it looks like.
    public struct StepView: Sendable {
        public var index: Int
        /// The step as written in the scene file (its source line), or its kind.
        public var caption: String
        /// `SCREEN EVENT`, in UIKit's order.
        public var events: [String]
        public var end: Picture
        /// Nil when the step does not move (the initial state, an instant step),
        /// or while its frames are still being rendered.
        public var transition: Transition?
        /// Whether the step moves, so that it has, or will have, a transition.
        public var moves: Bool
        /// The pictures' size in points (the device around the screen with `--bezel`).
        public var size: Size
        /// Where the screen, whose points the layout gives, sits in the picture.
        public var screen: Rect
    }

    public var name: String
    public var file: String
    /// The device and look, as a line for the page (`iphone-15 · ios17 · 3x`).
    public var summary: String
    public var steps: [StepView]

    /// Whether every step that moves has its transition: a save shows its pictures
    /// first, then its transitions once their frames are rendered.
    public var isComplete: Bool { steps.allSatisfy { !$0.moves || $0.transition != nil } }
}
