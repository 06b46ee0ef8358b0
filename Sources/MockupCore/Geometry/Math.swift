#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// NB: MockupCore stays free of Foundation; these wrap the C library's
// correctly rounded functions so every module computes the same values.
@inlinable func _cos(_ x: Double) -> Double { cos(x) }
@inlinable func _sin(_ x: Double) -> Double { sin(x) }

/// `x` as an integer, clamped to ±2^53 (NaN: 0): a conversion that cannot
/// trap, for values that came from input however large.
@inlinable public func clampedInt(_ x: Double) -> Int {
    guard !x.isNaN else { return 0 }
    return Int(min(max(x, -9_007_199_254_740_992), 9_007_199_254_740_992))
}

extension Double {
    /// `30`, `29.97`: a number as a person writes it, in messages and command lines.
    public var plainText: String { self == rounded() && abs(self) < 1e15 ? String(Int(self)) : "\(self)" }
}

/// Rounds half away from zero, as UIKit's integral rounding of frames does.
@inlinable public func roundHalfUp(_ x: Double) -> Double { x.rounded(.toNearestOrAwayFromZero) }
