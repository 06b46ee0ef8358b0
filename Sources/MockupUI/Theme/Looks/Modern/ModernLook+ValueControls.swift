import MockupCore

/// iOS 7 to 12's value controls: flat, drawn in the tint, white round thumbs.
extension ModernLook {
    /// A white knob's soft shadow and faint outline (chosen, after iOS 7's switch and slider).
    static let knobShadows = [Shadow(color: Color(r: 0, g: 0, b: 0, a: 0.25), offset: Point(x: 0, y: 3), blur: 4)]
    static let knobRing = Color(r: 0, g: 0, b: 0, a: 0.08)

    /// The track in the on colour as it turns on (off: a white track with a
    /// grey outline), the knob 2 points inside it sliding across.
    func switchControl(_ control: SwitchContent, frame: Rect, theme: Theme) -> [DisplayItem] {
        let v = metrics.valueControls
        let (track, knobCentre, knob) = theme.switchGeometry(control, frame: frame)
        let radius = track.height / 2
        let on = control.onTint ?? v.switchOnColor
        var items: [DisplayItem] = [
            .fill(.roundedRect(track, radius: radius), .color(.white), .winding),
            .fill(theme.ring(track, radius: radius, width: 1.5), .color(v.switchOffColor), .evenOdd),
        ]
        if control.on > 0 { items.append(.fill(.roundedRect(track, radius: radius), .color(on.withAlpha(on.alpha * control.on)), .winding)) }
        items += theme.roundThumb(centre: knobCentre, diameter: knob, shadows: Self.knobShadows, ring: Self.knobRing)
        return items
    }

    func slider(_ control: SliderContent, frame: Rect, theme: Theme) -> [DisplayItem] {
        theme.flatSlider(control, frame: frame, shadows: Self.knobShadows, ring: Self.knobRing)
    }

    /// A square-ended hairline track filled in the tint (iOS 7).
    func progressView(_ control: ProgressContent, frame: Rect, theme: Theme) -> [DisplayItem] {
        let v = metrics.valueControls
        let height = control.style == .bar ? v.progressBarHeight : v.progressHeight
        let track = Rect(x: frame.minX, y: frame.midY - height / 2, width: frame.width, height: height)
        let filled = Rect(x: track.minX, y: track.minY, width: track.width * min(1, max(0, control.progress)), height: height)
        return [
            .fill(.rect(track), .color(control.style == .bar ? .clear : v.progressTrackColor), .winding),
            .fill(.rect(filled), .color(metrics.controls.tint), .winding),
        ]
    }

    /// Two halves outlined in the tint, rounded 4, a divider between them; a
    /// half that can go no further is faded.
    func stepper(_ control: StepperContent, frame: Rect, theme: Theme) -> [DisplayItem] {
        let tint = control.tint ?? metrics.controls.tint
        let box = theme.grid.snap(frame)
        let faded = tint.withAlpha(0.3)
        return [
            .fill(theme.ring(box, radius: 4, width: 1), .color(tint), .evenOdd),
            .fill(.rect(Rect(x: box.midX - 0.5, y: box.minY, width: 1, height: box.height)), .color(tint), .winding),
        ] + theme.stepperSigns(box, arm: 13, width: 1.5, minus: control.canDecrement ? tint : faded, plus: control.canIncrement ? tint : faded)
    }
}

extension ModernLook {
    /// White wheels, the middle row black between two hairlines, the others grey (iOS 7 to 13).
    func picker(_ control: PickerContent, frame: Rect, theme: Theme) -> [DisplayItem] {
        let row = metrics.valueControls.pickerRowHeight
        let band = Rect(x: frame.minX, y: frame.midY - row / 2, width: frame.width, height: row)
        return theme.wheelRows(control, frame: frame) { $0 == 0 ? .black : Color(r: 142, g: 142, b: 147) } + [
            theme.hairline(band, edge: .top, color: Color(r: 200, g: 199, b: 204), thickness: theme.grid.hairline),
            theme.hairline(band, edge: .bottom, color: Color(r: 200, g: 199, b: 204), thickness: theme.grid.hairline),
        ]
    }
}
