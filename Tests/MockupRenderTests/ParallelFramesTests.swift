import Foundation
import MockupRender
import Synchronization
import Testing

@Suite struct ParallelFramesTests {
    /// Counts frames made but not yet handed on.
    final class Pending: Sendable {
        let count = Mutex(0)
        let peak = Mutex(0)
        func made() {
            count.withLock { c in
                c += 1
                let now = c
                peak.withLock { $0 = max($0, now) }
            }
        }
        func delivered() { count.withLock { $0 -= 1 } }
    }

    @Test func deliversInOrderHoldingOneWindowAtMost() throws {
        // A 5-second wait at 60 fps: 301 frames, never more than a window alive.
        let pending = Pending()
        var order: [Int] = []
        let frames = ParallelFrames(count: 301, window: 4)
        try frames.run { k, _ in
            pending.made()
            return k * k
        } deliver: { k, value in
            #expect(value == k * k)
            order.append(k)
            pending.delivered()
        }
        #expect(order == Array(0..<301))
        #expect(pending.peak.withLock { $0 } <= 4)
    }

    @Test func theFirstErrorStopsIt() {
        struct Boom: Error {}
        var delivered: [Int] = []
        #expect(throws: Boom.self) {
            try ParallelFrames(count: 20, window: 4).run { k, _ in
                if k == 6 { throw Boom() }
                return k
            } deliver: { k, _ in delivered.append(k) }
        }
        #expect(delivered == [0, 1, 2, 3, 4, 5])
    }
}
