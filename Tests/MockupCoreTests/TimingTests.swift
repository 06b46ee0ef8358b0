import MockupCore
import Testing

@Suite struct TimingTests {
    @Test func easeInEaseOutIsSymmetricAndExact() {
        let curve = TimingCurve.easeInEaseOut
        #expect(curve.progress(at: Progress(0.5)).value == 0.5)
        for x in stride(from: 0.05, to: 1, by: 0.05) {
            let a = curve.progress(at: Progress(x)).value, b = curve.progress(at: Progress(1 - x)).value
            #expect(abs(a + b - 1) < 1e-12)
        }
    }

    @Test func solvesTheCurveToFullPrecision() {
        for curve in [TimingCurve.easeInEaseOut, .default, TimingCurve(0.9, 0.1, 0.1, 0.9)] {
            for x in stride(from: 0.01, to: 1, by: 0.01) {
                let s = curve.parameter(forX: x)
                #expect(abs(TimingCurve.bezier(s, curve.c1x, curve.c2x) - x) < 1e-14)
            }
        }
        // CSS `ease` (the same curve as UIKit's default) at half time: 0.802403387584857 (exact, by bisection on rationals).
        #expect(abs(TimingCurve.default.progress(at: Progress(0.5)).value - 0.802403387584857) < 1e-12)
        #expect(TimingCurve.linear.progress(at: Progress(0.3)).value == 0.3 || abs(TimingCurve.linear.progress(at: Progress(0.3)).value - 0.3) < 1e-12)
        #expect(TimingCurve.default.progress(at: .start) == .start && TimingCurve.default.progress(at: .end) == .end)
    }

    @Test func framesFollowTheRule() {
        // k = 0 ... ceil(duration * fps), t = min(k / fps, duration).
        let push = FrameClock(duration: Seconds(0.35), fps: 30)
        #expect(push.frameCount == 12)
        #expect(push.time(ofFrame: 10) == Seconds(10.0 / 30))
        #expect(push.time(ofFrame: 11) == Seconds(0.35))
        #expect(FrameClock(duration: Seconds(0.3), fps: 10).frameCount == 4)
        #expect(FrameClock(duration: Seconds(0.33), fps: 30).frameCount == 11)
        #expect(FrameClock(duration: Seconds(0.33), fps: 60).frameCount == 21)
        #expect(FrameClock(duration: .zero, fps: 30).frameCount == 1)
        #expect(FrameClock(duration: Seconds(5), fps: 60).frameCount == 301)
        #expect(FrameClock(duration: Seconds(0.35), fps: 30).times.last == Seconds(0.35))
    }

    @Test func secondsPrintForFileNames() {
        #expect(Seconds(0.175).formatted == "0.175")
        #expect(Seconds(1).formatted == "1")
        #expect(Seconds(0.3).formatted == "0.3")
        #expect(Seconds(2.05).formatted == "2.05")
    }
}
