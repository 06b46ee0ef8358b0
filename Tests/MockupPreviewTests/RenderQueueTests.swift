import Foundation
import Synchronization
import Testing
@testable import MockupPreview

@Suite struct RenderQueueTests {
    @Test func picturesGoBeforeTransitionsAndEachKindInOrder() {
        var jobs = RenderJobs<String>()
        jobs.append("transitions a", kind: .transitions)
        jobs.append("pictures c", kind: .pictures)
        jobs.append("transitions b", kind: .transitions)
        jobs.append("pictures d", kind: .pictures)
        #expect(jobs.next() == "pictures c")
        jobs.append("pictures e", kind: .pictures)
        var order: [String] = []
        while let job = jobs.next() { order.append(job) }
        #expect(order == ["pictures d", "pictures e", "transitions a", "transitions b"])
        #expect(jobs.isEmpty)
        #expect(jobs.next() == nil)
    }

    /// Every job is queued while the thread is held by the first, so the order
    /// the thread runs them in depends on the rule alone, not on timing.
    @Test func theThreadRunsWaitingJobsByTheRule() {
        let queue = RenderQueue()
        let order = Mutex<[String]>([])
        let gate = DispatchSemaphore(value: 0), started = DispatchSemaphore(value: 0), finished = DispatchSemaphore(value: 0)
        queue.transitions { started.signal(); gate.wait(); order.withLock { $0.append("busy") } }
        started.wait()
        queue.transitions { order.withLock { $0.append("transitions a") } }
        queue.transitions { order.withLock { $0.append("transitions b") }; finished.signal() }
        queue.pictures { order.withLock { $0.append("pictures c") } }
        queue.pictures { order.withLock { $0.append("pictures d") } }
        gate.signal()
        finished.wait()
        #expect(order.withLock { $0 } == ["busy", "pictures c", "pictures d", "transitions a", "transitions b"])
        #expect(queue.picturesAndWait { order.withLock { $0.count } } == 5)
    }
}
