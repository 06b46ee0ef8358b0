import Foundation
import MockupCore

/// The fitting sizes a layout has found (SceneLayout.fittingSize), by view,
/// width and traits: a view sized by its content is asked its size by every
/// system above it, and each answer solves the systems beneath it.
final class FittingSizes: @unchecked Sendable {
    struct Key: Hashable {
        var view: ViewSpec
        var width: Double
        var exactWidth: Bool
        /// Whether it is the expanded fit (UILayoutFittingExpandedSize) rather than the compressed one.
        var expanded: Bool
        var traits: Traits
    }

    private let lock = NSLock()
    private var found: [Key: Size] = [:]

    func size(_ key: Key, otherwise compute: () -> Size) -> Size {
        lock.lock()
        if let known = found[key] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let size = compute()
        lock.lock()
        found[key] = size
        lock.unlock()
        return size
    }
}
