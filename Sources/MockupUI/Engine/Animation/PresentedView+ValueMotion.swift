import MockupCore

extension PresentedView.Content {
    /// The look `p` of the way from this one to `other`, for controls whose
    /// value moves as UIKit animates it (a switch's thumb slides as its track
    /// colour fades, a slider's thumb and fill move, a progress bar fills);
    /// nil when the two differ otherwise (they cross-fade).
    func interpolated(to other: Self, _ p: Progress) -> Self? {
        guard case .control(let a) = self, case .control(let b) = other, a.background == b.background, a != b else { return nil }
        var out = b
        switch (a.kind, b.kind) {
        case (.switchControl(let x), .switchControl(var y)) where x.onTint == y.onTint:
            y.on = p.interpolate(x.on, y.on)
            out.kind = .switchControl(y)
        case (.slider(let x), .slider(var y)) where x.minimumTrackTint == y.minimumTrackTint:
            y.isTracking = x.fraction != y.fraction && p.value < 1
            y.fraction = p.interpolate(x.fraction, y.fraction)
            out.kind = .slider(y)
        case (.progressView(let x), .progressView(var y)) where x.style == y.style:
            y.progress = p.interpolate(x.progress, y.progress)
            out.kind = .progressView(y)
        case (.picker(let x), .picker(var y)) where x.wheels.map(\.rows) == y.wheels.map(\.rows):
            for i in y.wheels.indices { y.wheels[i].position = p.interpolate(x.wheels[i].position, y.wheels[i].position) }
            out.kind = .picker(y)
        default:
            return nil
        }
        return .control(out)
    }
}
