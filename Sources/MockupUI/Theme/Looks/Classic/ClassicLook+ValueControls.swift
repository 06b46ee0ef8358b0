import MockupCore

/// iPhone OS 3's value controls: glossy blue and white, grey outlines, the
/// switch's ON and OFF halves, twelve spokes, white page dots.
extension ClassicLook {
    /// The switch's knob width and corner radius, its halves' type (chosen).
    static let switchKnobWidth = 40.0
    static let switchRadius = 5.0
    static let switchFont = Font(.liberationSans, size: 17, weight: .bold)
    static let outline = Color(r: 140, g: 140, b: 140)
    static let knobGloss = [Color(r: 252, g: 252, b: 252), Color(r: 208, g: 208, b: 208)]

    /// A strip of [ON | knob | OFF] seen through the rounded frame: on, the blue
    /// ON half fills the left with the knob at the right; off, the reverse.
    func switchControl(_ control: SwitchContent, frame: Rect, theme: Theme) -> [DisplayItem] {
        let v = metrics.valueControls
        let box = theme.grid.snap(Rect(x: frame.minX, y: frame.midY - v.switchSize.height / 2, width: frame.width, height: v.switchSize.height))
        let knobX = box.minX + (box.width - Self.switchKnobWidth) * control.on
        let knob = Rect(x: knobX, y: box.minY, width: Self.switchKnobWidth, height: box.height)
        let onBlue = control.onTint ?? v.switchOnColor
        let onPart = Rect(x: box.minX, y: box.minY, width: knob.midX - box.minX, height: box.height)
        let offPart = Rect(x: knob.midX, y: box.minY, width: box.maxX - knob.midX, height: box.height)
        var inside: [DisplayItem] = [
            .fill(.rect(offPart), theme.gloss(offPart, [Color(r: 232, g: 232, b: 232), Color(r: 252, g: 252, b: 252)]), .winding),
            .fill(.rect(onPart), theme.gloss(onPart, [onBlue.darkened(0.15), onBlue.lightened(0.15)]), .winding),
        ]
        // The words ride with the knob, each centred in its half's visible width at full travel.
        let half = box.width - Self.switchKnobWidth
        inside.append(.text(TextRun(text: "ON", font: Self.switchFont, color: .white,
                                    box: Rect(x: knob.minX - half, y: box.minY, width: half, height: box.height), alignment: .center,
                                    shadow: Shadow(color: Color(r: 0, g: 0, b: 0, a: 0.35), offset: Point(x: 0, y: -1)))))
        inside.append(.text(TextRun(text: "OFF", font: Self.switchFont, color: Color(r: 128, g: 128, b: 128),
                                    box: Rect(x: knob.maxX, y: box.minY, width: half, height: box.height), alignment: .center)))
        inside.append(.fill(.roundedRect(knob, radius: Self.switchRadius), theme.gloss(knob, Self.knobGloss), .winding))
        inside.append(.fill(theme.ring(knob, radius: Self.switchRadius, width: 1), .color(Self.outline), .evenOdd))
        return [
            .group(Group(clip: .roundedRect(box, radius: Self.switchRadius), items: inside)),
            .fill(theme.ring(box, radius: Self.switchRadius, width: 1), .color(Self.outline), .evenOdd),
        ]
    }

    /// A rounded groove, blue up to the thumb and white beyond, and a glossy round thumb.
    func slider(_ control: SliderContent, frame: Rect, theme: Theme) -> [DisplayItem] {
        let v = metrics.valueControls
        let x = theme.sliderThumbCentre(control, frame: frame).x
        let groove = Rect(x: frame.minX, y: frame.midY - v.sliderTrackHeight / 2, width: frame.width, height: v.sliderTrackHeight)
        let blue = control.minimumTrackTint ?? Color(r: 63, g: 122, b: 222)
        let thumb = Rect(x: x - v.sliderThumb / 2, y: frame.midY - v.sliderThumb / 2, width: v.sliderThumb, height: v.sliderThumb)
        return theme.sliderTrack(frame, height: v.sliderTrackHeight, to: x, fill: theme.gloss(groove, [blue.darkened(0.2), blue.lightened(0.2)]),
                                 rest: theme.gloss(groove, [Color(r: 200, g: 200, b: 200), v.sliderMaximumTrackColor]), radius: v.sliderTrackHeight / 2)
            + [.fill(theme.ring(groove, radius: v.sliderTrackHeight / 2, width: 1), .color(Self.outline.withAlpha(0.6)), .evenOdd),
               .group(Group(shadow: Shadow(color: Color(r: 0, g: 0, b: 0, a: 0.35), offset: Point(x: 0, y: 1), blur: 1.5),
                            items: [.fill(.ellipse(in: thumb), theme.gloss(thumb, Self.knobGloss), .winding)])),
               .stroke(.ellipse(in: thumb.insetBy(dx: 0.5, dy: 0.5)), .color(Self.outline), StrokeStyle(width: 1))]
    }

    /// A white rounded groove with a grey outline, filled with blue gloss.
    func progressView(_ control: ProgressContent, frame: Rect, theme: Theme) -> [DisplayItem] {
        let v = metrics.valueControls
        let height = control.style == .bar ? v.progressBarHeight : v.progressHeight
        let groove = theme.grid.snap(Rect(x: frame.minX, y: frame.midY - height / 2, width: frame.width, height: height))
        let radius = height / 2
        let filled = Rect(x: groove.minX, y: groove.minY, width: groove.width * min(1, max(0, control.progress)), height: height)
        var items: [DisplayItem] = [.fill(.roundedRect(groove, radius: radius), .color(v.progressTrackColor), .winding)]
        if filled.width > 0 {
            let blue = Color(r: 63, g: 122, b: 222)
            items.append(.fill(.roundedRect(filled, radius: min(radius, filled.width / 2)), theme.gloss(filled, [blue.lightened(0.3), blue.darkened(0.1)]), .winding))
        }
        items.append(.fill(theme.ring(groove, radius: radius, width: 1), .color(Self.outline), .evenOdd))
        return items
    }

    /// Two joined glossy white buttons in a grey outline, dark signs (faded where the value can go no further).
    func stepper(_ control: StepperContent, frame: Rect, theme: Theme) -> [DisplayItem] {
        let box = theme.grid.snap(frame)
        let ink = control.tint ?? Color(r: 64, g: 64, b: 64)
        let faded = ink.withAlpha(0.3)
        return [
            .fill(.roundedRect(box, radius: Self.switchRadius), theme.gloss(box, metrics.controls.segmentGloss), .winding),
            .fill(theme.ring(box, radius: Self.switchRadius, width: 1), .color(Self.outline), .evenOdd),
            .fill(.rect(Rect(x: box.midX - 0.5, y: box.minY, width: 1, height: box.height)), .color(Self.outline), .winding),
        ] + theme.stepperSigns(box, arm: 12, width: 3, minus: control.canDecrement ? ink : faded, plus: control.canIncrement ? ink : faded)
    }
}

extension ClassicLook {
    /// iPhone OS's metal frame around white drums shaded dark at top and bottom,
    /// and the glassy selection band across the middle row (chosen colours).
    func picker(_ control: PickerContent, frame: Rect, theme: Theme) -> [DisplayItem] {
        let row = metrics.valueControls.pickerRowHeight
        let drums = frame.insetBy(dx: 10, dy: 10)
        let shade = Color(r: 0, g: 0, b: 0, a: 0.45)
        let band = Rect(x: frame.minX + 4, y: frame.midY - row / 2, width: frame.width - 8, height: row)
        return [
            .fill(.rect(frame), theme.gloss(frame, [Color(r: 120, g: 124, b: 136), Color(r: 40, g: 42, b: 52)]), .winding),
            .fill(.rect(drums), .color(.white), .winding),
        ] + theme.wheelRows(control, frame: drums) { _ in .black } + [
            .fill(.rect(drums), .linearGradient(.vertical(drums, [.init(0, shade), .init(0.3, shade.withAlpha(0)), .init(0.7, shade.withAlpha(0)), .init(1, shade)])), .winding),
            .fill(.roundedRect(band, radius: 3), theme.gloss(band, [Color(r: 230, g: 235, b: 250, a: 0.55), Color(r: 170, g: 180, b: 220, a: 0.35),
                                                                     Color(r: 120, g: 135, b: 200, a: 0.3), Color(r: 150, g: 160, b: 220, a: 0.35)]), .winding),
            .fill(theme.ring(band, radius: 3, width: 1), .color(Color(r: 90, g: 100, b: 130, a: 0.8)), .evenOdd),
        ]
    }
}
