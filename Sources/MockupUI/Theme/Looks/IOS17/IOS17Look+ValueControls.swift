import MockupCore

/// iOS 13 to 17's value controls: filled tracks in the system fills, the
/// white thumb with two soft shadows, eight spokes, a filled stepper.
extension IOS17Look {
    /// The track fades from secondarySystemFill to green as the thumb slides.
    func switchControl(_ control: SwitchContent, frame: Rect, theme: Theme) -> [DisplayItem] {
        let v = metrics.valueControls
        let (track, knobCentre, knob) = theme.switchGeometry(control, frame: frame)
        let radius = track.height / 2
        let on = control.onTint ?? v.switchOnColor
        var items: [DisplayItem] = [.fill(.roundedRect(track, radius: radius), .color(v.switchOffColor), .winding)]
        if control.on > 0 { items.append(.fill(.roundedRect(track, radius: radius), .color(on.withAlpha(on.alpha * control.on)), .winding)) }
        return items + theme.roundThumb(centre: knobCentre, diameter: knob, shadows: chrome.switchThumbShadows, ring: nil)
    }

    func slider(_ control: SliderContent, frame: Rect, theme: Theme) -> [DisplayItem] {
        theme.flatSlider(control, frame: frame, shadows: chrome.sliderThumbShadows, ring: nil)
    }

    /// A rounded track in systemFill, filled in the tint (the bar style has no track).
    func progressView(_ control: ProgressContent, frame: Rect, theme: Theme) -> [DisplayItem] {
        let v = metrics.valueControls
        let height = control.style == .bar ? v.progressBarHeight : v.progressHeight
        let track = Rect(x: frame.minX, y: frame.midY - height / 2, width: frame.width, height: height)
        let filled = Rect(x: track.minX, y: track.minY, width: track.width * min(1, max(0, control.progress)), height: height)
        var items: [DisplayItem] = []
        if control.style == .default { items.append(.fill(.roundedRect(track, radius: height / 2), .color(v.progressTrackColor), .winding)) }
        if filled.width > 0 { items.append(.fill(.roundedRect(filled, radius: min(height, filled.width) / 2), .color(metrics.controls.tint), .winding)) }
        return items
    }

    /// A filled capsule-cornered box (radius 8) with a short separator; the
    /// signs in the label colour, faded where the value can go no further.
    func stepper(_ control: StepperContent, frame: Rect, theme: Theme) -> [DisplayItem] {
        let box = theme.grid.snap(frame)
        let ink = control.tint ?? .black
        let faded = ink.withAlpha(0.25)
        return [
            .fill(.roundedRect(box, radius: chrome.stepperRadius), .color(chrome.segmentTrack), .winding),
            .fill(.rect(Rect(x: box.midX - 0.5, y: box.minY + chrome.separatorInset, width: 1, height: box.height - 2 * chrome.separatorInset)),
                  .color(chrome.separatorColor), .winding),
        ] + theme.stepperSigns(box, arm: 14, width: 2, minus: control.canDecrement ? ink : faded, plus: control.canIncrement ? ink : faded)
    }
}

extension IOS17Look {
    /// The selected rows on a rounded grey band (tertiarySystemFill, chosen radius 8).
    func picker(_ control: PickerContent, frame: Rect, theme: Theme) -> [DisplayItem] {
        wheels(control, frame: frame, theme: theme, bandRadius: 8)
    }

    /// The wheels' rows, the selected ones in the label colour on a grey band
    /// with corners of `bandRadius` (at most a capsule's), the others in the
    /// secondary label colour.
    func wheels(_ control: PickerContent, frame: Rect, theme: Theme, bandRadius: Double) -> [DisplayItem] {
        let row = metrics.valueControls.pickerRowHeight
        let band = Rect(x: frame.minX + 8, y: frame.midY - row / 2, width: frame.width - 16, height: row)
        let palette = IOS17Palette(appearance, level: level)
        return [.fill(.roundedRect(band, radius: min(bandRadius, row / 2)), .color(chrome.segmentTrack), .winding)]
            + theme.wheelRows(control, frame: frame) { $0 == 0 ? palette(.label) : palette(.secondaryLabel) }
    }
}
