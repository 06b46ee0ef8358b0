import MockupCore

/// iOS 26's value controls: the switch's longer track with a capsule thumb,
/// the slider's capsule thumb, a capsule stepper.
extension IOS26Look {
    /// The switch's thumb: a capsule 37 x 24 inset 2 in the 63 x 28 track (R3 §4c, HA).
    static let switchThumb = Size(width: 37, height: 24)
    /// The slider's thumb: a capsule this wide, `ValueControlMetrics.sliderThumb` tall (chosen).
    static let sliderThumbWidth = 38.0

    /// The track fades from grey to green as the thumb slides across.
    func switchControl(_ control: SwitchContent, frame: Rect, theme: Theme) -> [DisplayItem] {
        let v = metrics.valueControls
        let track = Rect(x: frame.minX, y: frame.midY - v.switchSize.height / 2, width: frame.width, height: v.switchSize.height)
        let thumb = Self.switchThumb
        let inset = (track.height - thumb.height) / 2
        let x = track.minX + inset + (track.width - 2 * inset - thumb.width) * control.on
        let on = control.onTint ?? v.switchOnColor
        var items: [DisplayItem] = [.fill(.roundedRect(track, radius: track.height / 2), .color(v.switchOffColor), .winding)]
        if control.on > 0 {
            items.append(.fill(.roundedRect(track, radius: track.height / 2), .color(on.withAlpha(on.alpha * control.on)), .winding))
        }
        return items + capsuleThumb(Rect(x: x, y: track.midY - thumb.height / 2, width: thumb.width, height: thumb.height))
    }

    func slider(_ control: SliderContent, frame: Rect, theme: Theme) -> [DisplayItem] {
        let v = metrics.valueControls
        let width = Self.sliderThumbWidth
        let x = frame.minX + width / 2 + (frame.width - width) * control.fraction
        let track = theme.sliderTrack(frame, height: v.sliderTrackHeight, to: x, fill: .color(control.minimumTrackTint ?? metrics.controls.tint),
                                      rest: .color(v.sliderMaximumTrackColor), radius: v.sliderTrackHeight / 2)
        let thumb = Rect(x: x - width / 2, y: frame.midY - v.sliderThumb / 2, width: width, height: v.sliderThumb)
        guard control.isTracking else { return track + capsuleThumb(thumb) }
        // Moving, the thumb is Liquid Glass over the track (R3 §4c, HIG Materials: "transient"),
        // grown by half (chosen).
        let grown = thumb.insetBy(dx: -width / 4, dy: -v.sliderThumb / 4)
        return track + glass.shape(grown, radius: grown.height / 2, hairline: theme.grid.hairline)
    }

    /// A white capsule with the soft shadows of iOS 13's thumbs.
    private func capsuleThumb(_ rect: Rect) -> [DisplayItem] {
        let path = Path.roundedRect(rect, radius: rect.height / 2)
        return kept.chrome.switchThumbShadows.map { .group(Group(shadow: $0, items: [.fill(path, .color(.white), .winding)])) }
    }

    func progressView(_ control: ProgressContent, frame: Rect, theme: Theme) -> [DisplayItem] {
        kept.progressView(control, frame: frame, theme: theme)
    }

    /// A capsule in tertiarySystemFill with a short separator; the signs in the label colour, faded at the ends of the range.
    func stepper(_ control: StepperContent, frame: Rect, theme: Theme) -> [DisplayItem] {
        let box = theme.grid.snap(frame)
        let ink = control.tint ?? palette(.label)
        let faded = ink.withAlpha(0.25)
        let chrome = kept.chrome
        return [
            .fill(.roundedRect(box, radius: box.height / 2), .color(palette(.tertiarySystemFill)), .winding),
            .fill(.rect(Rect(x: box.midX - 0.5, y: box.minY + chrome.separatorInset + 2, width: 1, height: box.height - 2 * chrome.separatorInset - 4)),
                  .color(chrome.separatorColor), .winding),
        ] + theme.stepperSigns(box, arm: 14, width: 2, minus: control.canDecrement ? ink : faded, plus: control.canIncrement ? ink : faded)
    }

    /// iOS 17's wheels, the selection band a capsule (chosen, as the look's other fills).
    func picker(_ control: PickerContent, frame: Rect, theme: Theme) -> [DisplayItem] {
        kept.wheels(control, frame: frame, theme: theme, bandRadius: .infinity)
    }
}
