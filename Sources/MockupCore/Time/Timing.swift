/// A span or instant of virtual time, in seconds. Nothing in mockup reads a
/// clock: every instant is named by one of these.
public struct Seconds: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var value: Double

    public init(_ value: Double) { self.value = value }

    public static let zero = Seconds(0)

    public static func < (a: Seconds, b: Seconds) -> Bool { a.value < b.value }
    public static func + (a: Seconds, b: Seconds) -> Seconds { Seconds(a.value + b.value) }
    public static func - (a: Seconds, b: Seconds) -> Seconds { Seconds(a.value - b.value) }

    public var description: String { "\(value) s" }
}

/// How far an animation has come: 0 at its start, 1 at its end.
///
/// The fraction of the duration that has passed is one progress; the curve
/// turns it into another (the eased progress every value interpolates by).
public struct Progress: Hashable, Comparable, Sendable {
    public var value: Double

    /// Clamped to 0...1.
    public init(_ value: Double) { self.value = min(1, max(0, value)) }

    public static let start = Progress(0)
    public static let end = Progress(1)

    public static func < (a: Progress, b: Progress) -> Bool { a.value < b.value }

    /// `t` of a `duration` long animation that began at `start`; an instant
    /// (zero-length) animation has already ended.
    public static func of(_ t: Seconds, from start: Seconds = .zero, lasting duration: Seconds) -> Progress {
        guard duration.value > 0 else { return .end }
        return Progress((t.value - start.value) / duration.value)
    }

    /// The progress within the part of this one from `from` to `to`: 0 before
    /// it, 1 after it. Used for delayed fades (the navigation bar's titles).
    public func within(_ from: Double, _ to: Double) -> Progress {
        Progress((value - from) / (to - from))
    }

    /// `a` at 0, `b` at 1.
    public func interpolate(_ a: Double, _ b: Double) -> Double { a + (b - a) * value }

    /// 1 - self.
    public var reversed: Progress { Progress(1 - value) }
}

/// The frames of a transition at `fps` frames per second: frame k shows the
/// instant t = min(k / fps, duration), for k = 0 ... ceil(duration * fps); an
/// instant change has one frame (SCENE-FORMAT.md, Time and frames).
public struct FrameClock: Hashable, Sendable {
    public var duration: Seconds
    public var fps: Double

    public init(duration: Seconds, fps: Double) {
        precondition(fps > 0, "FrameClock: fps must be positive")
        self.duration = duration
        self.fps = fps
    }

    /// How many frames the transition has.
    public var frameCount: Int {
        guard duration.value > 0 else { return 1 }
        // NB: the product is rounded to nanoframes first, so 0.35 * 30 (10.499999...)
        // and 0.3 * 10 (3.0000000000000004) count the frames a person would.
        let frames = (duration.value * fps * 1e9).rounded() / 1e9
        return Int(frames.rounded(.up)) + 1
    }

    /// The instant frame `k` shows.
    public func time(ofFrame k: Int) -> Seconds {
        Seconds(min(Double(k) / fps, duration.value))
    }

    /// Every frame's instant, in order.
    public var times: [Seconds] { (0..<frameCount).map(time(ofFrame:)) }
}

/// A timing curve: the cubic Bezier from (0, 0) to (1, 1) through two
/// control points, as Core Animation's CAMediaTimingFunction defines it.
///
///     TimingCurve.easeInEase.progress(at: Progress(0.5))   // 0.5
public struct TimingCurve: Hashable, Sendable {
    public var c1x: Double, c1y: Double, c2x: Double, c2y: Double

    public init(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) {
        self.c1x = c1x; self.c1y = c1y; self.c2x = c2x; self.c2y = c2y
    }

    /// kCAMediaTimingFunctionEaseInEaseOut (0.42, 0, 0.58, 1).
    public static let easeInEaseOut = TimingCurve(0.42, 0, 0.58, 1)
    /// kCAMediaTimingFunctionDefault (0.25, 0.1, 0.25, 1), UIKit's own transitions since iOS 7.
    public static let `default` = TimingCurve(0.25, 0.1, 0.25, 1)
    public static let linear = TimingCurve(0, 0, 1, 1)

    /// The eased progress after `fraction` of the duration: solves x(s) = fraction
    /// for the curve parameter s, then returns y(s).
    public func progress(at fraction: Progress) -> Progress {
        let x = fraction.value
        if x == 0 || x == 1 { return fraction }
        return Progress(Self.bezier(parameter(forX: x), c1y, c2y))
    }

    /// The curve parameter where x(s) = x. x(s) rises monotonically on 0...1
    /// (both control x in 0...1), so bisection always converges; Newton's steps
    /// speed it up where the slope allows. The answer is exact to the last
    /// bit that changes x(s).
    public func parameter(forX x: Double) -> Double {
        var lo = 0.0, hi = 1.0
        var s = x
        for _ in 0..<8 {
            let dx = Self.bezier(s, c1x, c2x) - x
            if dx == 0 { return s }
            let slope = Self.derivative(s, c1x, c2x)
            if abs(slope) < 1e-9 { break }
            let next = s - dx / slope
            if next <= 0 || next >= 1 { break }
            s = next
        }
        // NB: bisection from the Newton estimate's bracket finishes the job to
        // full precision, so the result does not depend on how Newton fared.
        if Self.bezier(s, c1x, c2x) < x { lo = s } else { hi = s }
        if Self.bezier(lo, c1x, c2x) > x { lo = 0 }
        if Self.bezier(hi, c1x, c2x) < x { hi = 1 }
        for _ in 0..<64 {
            let mid = (lo + hi) / 2
            if mid <= lo || mid >= hi { break }
            if Self.bezier(mid, c1x, c2x) < x { lo = mid } else { hi = mid }
        }
        let l = Self.bezier(lo, c1x, c2x), h = Self.bezier(hi, c1x, c2x)
        return (x - l) <= (h - x) ? lo : hi
    }

    /// One coordinate of the cubic Bezier with end points 0 and 1.
    public static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }

    static func derivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }
}

extension Seconds {
    /// Milliseconds precision, trailing zeros dropped: "0.175", "1", "0.3".
    public var formatted: String {
        let ms = Int((value * 1000).rounded())
        let whole = ms / 1000, frac = ms % 1000
        guard frac != 0 else { return "\(whole)" }
        var digits = String(frac + 1000).dropFirst()
        while digits.hasSuffix("0") { digits = digits.dropLast() }
        return "\(whole).\(digits)"
    }
}
