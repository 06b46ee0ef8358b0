import Dispatch
import Foundation

/// Makes the frames of an animation on every core and hands them on in
/// order, a batch at a time, so memory holds at most one batch whatever the
/// number of frames.
///
///     try ParallelFrames(count: 11).run { k, lane in try render(k, lane) } deliver: { k, image in try sink.add(image) }
public struct ParallelFrames: Sendable {
    public var count: Int
    /// Threads making frames at once (the cores); each has a lane number, 0..<lanes.
    public var lanes: Int
    /// Frames made per batch: twice the lanes, so a slow frame does not idle the others.
    public var batchSize: Int

    public init(count: Int, lanes: Int = ProcessInfo.processInfo.activeProcessorCount, batchSize: Int? = nil) {
        self.count = count
        self.lanes = max(1, lanes)
        self.batchSize = max(1, batchSize ?? 2 * self.lanes)
    }

    /// Calls `make` for frames 0..<count in parallel (with the lane of the
    /// thread calling it: no two calls at once share a lane) and `deliver`
    /// for each result in frame order, on the calling thread. The first
    /// error stops it.
    public func run<T: Sendable>(
        _ make: @Sendable (_ frame: Int, _ lane: Int) throws -> T,
        deliver: (Int, T) throws -> Void
    ) throws {
        var start = 0
        while start < count {
            let end = min(count, start + batchSize)
            let slots = Slots<T>(count: end - start)
            let first = start
            let lanes = min(self.lanes, end - start)
            DispatchQueue.concurrentPerform(iterations: lanes) { lane in
                for i in stride(from: lane, to: end - first, by: lanes) {
                    slots.set(i, Result { try make(first + i, lane) })
                }
            }
            for i in 0..<(end - start) {
                try deliver(first + i, try slots.take(i).get())
            }
            start = end
        }
    }
}

/// Results of one batch, written from several threads under a lock.
private final class Slots<T: Sendable>: @unchecked Sendable {
    private var results: [Result<T, any Error>?]
    private let lock = NSLock()

    init(count: Int) { results = Array(repeating: nil, count: count) }

    func set(_ i: Int, _ result: Result<T, any Error>) {
        lock.lock()
        results[i] = result
        lock.unlock()
    }

    func take(_ i: Int) -> Result<T, any Error> {
        lock.lock()
        defer { lock.unlock() }
        let result = results[i]!
        results[i] = nil
        return result
    }
}
