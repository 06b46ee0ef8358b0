import Dispatch
import Foundation

/// Makes the frames of an animation on every core and hands them on in
/// order, a batch at a time, so memory holds at most one batch whatever the
/// number of frames.
///
///     try ParallelFrames(count: 11).run { k in try render(k) } deliver: { k, image in try sink.add(image) }
public struct ParallelFrames: Sendable {
    public var count: Int
    /// Frames made at once: twice the cores, so a slow frame does not idle the others.
    public var batchSize: Int

    public init(count: Int, batchSize: Int = 2 * ProcessInfo.processInfo.activeProcessorCount) {
        self.count = count
        self.batchSize = max(1, batchSize)
    }

    /// Calls `make` for frames 0..<count in parallel and `deliver` for each
    /// result in frame order, on the calling thread. The first error stops it.
    public func run<T: Sendable>(
        _ make: @Sendable (Int) throws -> T,
        deliver: (Int, T) throws -> Void
    ) throws {
        var start = 0
        while start < count {
            let end = min(count, start + batchSize)
            let slots = Slots<T>(count: end - start)
            let first = start
            DispatchQueue.concurrentPerform(iterations: end - start) { i in
                slots.set(i, Result { try make(first + i) })
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
