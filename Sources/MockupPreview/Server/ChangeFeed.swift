import Foundation
import Synchronization

/// Tells every open page what changed: each subscriber (one per
/// `/events` connection) gets every message sent after it subscribed.
///
///     let changes = feed.subscribe()      // AsyncStream<String>
///     feed.send("{\"scene\":\"nyt\"}")    // every subscriber's stream yields it
public final class ChangeFeed: Sendable {
    private let subscribers = Mutex<[UUID: AsyncStream<String>.Continuation]>([:])

    public init() {}

    public func subscribe() -> AsyncStream<String> {
        let id = UUID()
        let (stream, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingNewest(64))
        continuation.onTermination = { [weak self] _ in
            _ = self?.subscribers.withLock { $0.removeValue(forKey: id) }
        }
        subscribers.withLock { $0[id] = continuation }
        return stream
    }

    public func send(_ message: String) {
        for continuation in subscribers.withLock({ Array($0.values) }) { continuation.yield(message) }
    }

    /// How many pages are listening.
    public var count: Int { subscribers.withLock { $0.count } }
}
