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

    private let jobs = Mutex<(pictures: [Job], transitions: [Job])>(([], []))
    private let ready = DispatchSemaphore(value: 0)

    init() {
        let thread = Thread { [self] in run() }
        thread.name = "mockup preview drawing"
        thread.start()
    }

    func pictures(_ job: @escaping Job) {
        jobs.withLock { $0.pictures.append(job) }
        ready.signal()
    }

    func transitions(_ job: @escaping Job) {
        jobs.withLock { $0.transitions.append(job) }
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
            let job = jobs.withLock { jobs in
                jobs.pictures.isEmpty ? jobs.transitions.removeFirst() : jobs.pictures.removeFirst()
            }
            job()
        }
    }
}
