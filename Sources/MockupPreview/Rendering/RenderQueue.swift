import Foundation
import Synchronization

/// The one thread the preview draws on, which takes a scene's pictures
/// before any transition's frames: a save is on the page next, however many
/// transitions are waiting.
///
///     queue.transitions { ... }   // waits behind every pictures job
///     queue.pictures { ... }
final class RenderQueue: Sendable {
    typealias Job = @Sendable () -> Void

    private let jobs = Mutex(RenderJobs<Job>())
    private let ready = DispatchSemaphore(value: 0)

    init() {
        let thread = Thread { [self] in run() }
        thread.name = "mockup preview drawing"
        thread.start()
    }

    func pictures(_ job: @escaping Job) { add(job, kind: .pictures) }

    func transitions(_ job: @escaping Job) { add(job, kind: .transitions) }

    private func add(_ job: @escaping Job, kind: RenderJobs<Job>.Kind) {
        jobs.withLock { $0.append(job, kind: kind) }
        ready.signal()
    }

    /// Runs `body` as a pictures job and waits for it.
    func picturesAndWait<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
        let result = Mutex<T?>(nil)
        let done = DispatchSemaphore(value: 0)
        pictures {
            let value = body()
            result.withLock { $0 = value }
            done.signal()
        }
        done.wait()
        return result.withLock { $0! }
    }

    private func run() {
        while true {
            ready.wait()
            // NB: one signal per job appended, so a job is waiting whenever the wait returns.
            jobs.withLock { $0.next() }?()
        }
    }
}
