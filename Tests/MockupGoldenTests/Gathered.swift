import Foundation

/// Results that several threads fill in, one slot each.
final class Gathered<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Result<Value, any Error>]

    init(count: Int) {
        slots = Array(repeating: .failure(CancellationError()), count: count)
    }

    func set(_ index: Int, _ result: Result<Value, any Error>) {
        lock.withLock { slots[index] = result }
    }

    var values: [Result<Value, any Error>] { lock.withLock { slots } }
}
