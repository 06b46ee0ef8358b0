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

/// Rounds half away from zero, as UIKit's integral rounding of frames does.
@inlinable public func roundHalfUp(_ x: Double) -> Double { x.rounded(.toNearestOrAwayFromZero) }
