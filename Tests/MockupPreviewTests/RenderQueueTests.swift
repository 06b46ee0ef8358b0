import Foundation
import Synchronization
import Testing
@testable import MockupPreview

@Suite struct RenderQueueTests {
    @Test func picturesGoBeforeWaitingTransitionsAndEachKindInOrder() {
        let queue = RenderQueue()
        let order = Mutex<[String]>([])
        let gate = DispatchSemaphore(value: 0), started = DispatchSemaphore(value: 0)
        // The thread is busy while the rest are queued.
        queue.transitions { started.signal(); gate.wait(); order.withLock { $0.append("busy") } }
        started.wait()
        queue.transitions { order.withLock { $0.append("transitions a") } }
        queue.transitions { order.withLock { $0.append("transitions b") } }
        queue.pictures { order.withLock { $0.append("pictures c") } }
        queue.pictures { order.withLock { $0.append("pictures d") } }
        gate.signal()
        let last = queue.picturesAndWait { order.withLock { $0.count } }
        #expect(last == 3)
        queue.picturesAndWait {}
        let end = Date().addingTimeInterval(5)
        while Date() < end, order.withLock({ $0.count }) < 5 { usleep(1_000) }
        #expect(order.withLock { $0 } == ["busy", "pictures c", "pictures d", "transitions a", "transitions b"])
    }
}
