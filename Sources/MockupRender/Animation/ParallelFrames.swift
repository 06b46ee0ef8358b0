import Dispatch
import Foundation

/// Makes the frames of an animation on every core and hands them on in
/// order as they become ready, holding at most `window` frames made but not
/// yet handed on, so memory stays flat whatever the number of frames.
///
///     try ParallelFrames(count: 11).run { k, lane in try render(k, lane) } deliver: { k, image in try sink.add(image) }
///
/// The threads making frames never wait for the one handing them on, except
/// when they are a whole window ahead of it: writing frame 3 overlaps making
/// frames 4, 5 and 6.
public struct ParallelFrames: Sendable {
    public var count: Int
    /// Threads making frames at once (the cores); each has a lane number, 0..<lanes.
    public var lanes: Int
    /// Frames made and not yet delivered, at most: twice the lanes, so a slow frame does not idle the others.
    public var window: Int

    public init(count: Int, lanes: Int = ProcessInfo.processInfo.activeProcessorCount, window: Int? = nil) {
        self.count = count
        self.lanes = max(1, lanes)
        self.window = max(1, window ?? 2 * self.lanes)
    }

    /// Calls `make` for frames 0..<count in parallel (with the lane of the
    /// thread calling it: no two calls at once share a lane) and `deliver`
    /// for each result in frame order, on the calling thread. The first
    /// error, of either, stops it.
    public func run<T: Sendable>(
        _ make: @escaping @Sendable (_ frame: Int, _ lane: Int) throws -> T,
        deliver: (Int, T) throws -> Void
    ) throws {
        guard count > 0 else { return }
        let queue = FrameQueue<T>(count: count, window: window)
        let group = DispatchGroup()
        for lane in 0..<min(lanes, count) {
            DispatchQueue.global().async(group: group) {
                while let k = queue.claim() {
                    queue.put(k, Result { try make(k, lane) })
                }
            }
        }
        defer {
            queue.stop()
            group.wait()
        }
        for k in 0..<count {
            try deliver(k, try queue.take(k).get())
            queue.delivered()
        }
    }
}

/// The frames in flight between the threads making them and the one delivering them.
private final class FrameQueue<T: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private let count: Int
    private let window: Int
    private var results: [Int: Result<T, any Error>] = [:]
    private var nextFrame = 0
    private var deliveredCount = 0
    private var stopped = false

    init(count: Int, window: Int) {
        self.count = count
        self.window = window
    }

    /// The next frame to make; waits while a whole window is undelivered; nil when there are no more.
    func claim() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        while !stopped && nextFrame < count && nextFrame >= deliveredCount + window { condition.wait() }
        guard !stopped, nextFrame < count else { return nil }
        nextFrame += 1
        return nextFrame - 1
    }

    func put(_ k: Int, _ result: Result<T, any Error>) {
        condition.lock()
        results[k] = result
        condition.broadcast()
        condition.unlock()
    }

    /// Frame k's result, once made.
    func take(_ k: Int) -> Result<T, any Error> {
        condition.lock()
        defer { condition.unlock() }
        while results[k] == nil { condition.wait() }
        return results.removeValue(forKey: k)!
    }

    func delivered() {
        condition.lock()
        deliveredCount += 1
        condition.broadcast()
        condition.unlock()
    }

    /// No more frames are claimed (after an error, or at the end).
    func stop() {
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
    }
}
