import MockupCore

/// Drawing the looks share for the controls that show a value: the spinner
/// and the page control (drawn alike in every look from its metrics table),
/// a stepper's minus and plus, a switch's and a slider's geometry, a round
/// thumb.
extension Theme {
    var valueControls: ValueControlMetrics { metrics.valueControls }

    /// The spinner centred in `frame` at its style's size: the look's spokes
    /// from a third of the radius to the rim, each a tenth of the diameter
    /// wide (flutter:activity_indicator.dart), the leading one (clockwise from
    /// the top) where the clock has turned it, the others as faint as the
    /// look's alphas say for their place behind it.
    func activityIndicator(_ control: ActivityContent, frame: Rect) -> [DisplayItem] {
        let alphas = valueControls.activitySpokeAlphas
        let count = alphas.count
        let lead = leadingSpoke(control, count: count)
        let color = spinnerColor(control)
        let side = control.style.isLarge ? valueControls.activityLargeSize : valueControls.activitySize
        let radius = side / 2, centre = Point(x: frame.midX, y: frame.midY)
        let width = side / 10
        return (0..<count).map { i in
            let angle = -90 + 360 * Double(i) / Double(count)
            var spoke = Path()
            spoke.move(to: Path.polar(centre, radius / 3 + width / 2, angle))
            spoke.line(to: Path.polar(centre, radius - width / 2, angle))
            let alpha = alphas[((lead - i) % count + count) % count]
            return .stroke(spoke, .color(color.withAlpha(color.alpha * alpha)), StrokeStyle(width: width, cap: .round))
        }
    }

    /// Which spoke leads at a spinner's clock: it steps round once a spoke at a time.
    private func leadingSpoke(_ control: ActivityContent, count: Int) -> Int {
        guard control.animating else { return 0 }
        let steps = (control.clock * valueControls.activityTurnsPerSecond * Double(count)).rounded(.down)
        return Int(steps.truncatingRemainder(dividingBy: Double(count)))
    }

    /// The spokes' colour: the control's own, else the light or dark style's.
    private func spinnerColor(_ control: ActivityContent) -> Color {
        if let color = control.color { return color }
        switch control.style {
        case .white, .whiteLarge: return valueControls.activityLightColor
        case .medium, .large, .gray: return valueControls.activityColor
        }
    }

    /// A row of dots centred in `frame`, the current one in its own colour.
    func pageDots(_ control: PageControlContent, frame: Rect) -> [DisplayItem] {
        let v = valueControls
        let count = Double(control.pages)
        let start = frame.midX - (count - 1) * v.pageDotPitch / 2
        return (0..<control.pages).map { i in
            let centre = Point(x: start + Double(i) * v.pageDotPitch, y: frame.midY)
            let dot = Rect(x: centre.x - v.pageDot / 2, y: centre.y - v.pageDot / 2, width: v.pageDot, height: v.pageDot)
            return .fill(.ellipse(in: dot), .color(i == control.current ? v.currentPageDotColor : v.pageDotColor), .winding)
        }
    }

    /// A stepper's minus and plus, centred in each half of `frame`, `arm` long.
    func stepperSigns(_ frame: Rect, arm: Double, width: Double, minus: Color, plus: Color) -> [DisplayItem] {
        let half = frame.width / 2
        let left = Point(x: frame.minX + half / 2, y: frame.midY), right = Point(x: frame.maxX - half / 2, y: frame.midY)
        func bar(_ c: Point, vertical: Bool) -> Path {
            vertical ? Path.rect(Rect(x: c.x - width / 2, y: c.y - arm / 2, width: width, height: arm))
                : Path.rect(Rect(x: c.x - arm / 2, y: c.y - width / 2, width: arm, height: width))
        }
        return [
            .fill(bar(left, vertical: false), .color(minus), .winding),
            .fill(bar(right, vertical: false), .color(plus), .winding),
            .fill(bar(right, vertical: true), .color(plus), .winding),
        ]
    }

    /// A switch's track, at its natural height centred in `frame`, and where its
    /// knob is: 2 points inside the track, `on` of the way across it.
    func switchGeometry(_ control: SwitchContent, frame: Rect) -> (track: Rect, knobCentre: Point, knob: Double) {
        let height = valueControls.switchSize.height
        let track = Rect(x: frame.minX, y: frame.midY - height / 2, width: frame.width, height: height)
        let knob = track.height - 4
        let x = track.minX + 2 + knob / 2 + (track.width - 4 - knob) * control.on
        return (track, Point(x: x, y: track.midY), knob)
    }

    /// Where a slider's thumb is centred: its value's share of the way along `frame`.
    func sliderThumbCentre(_ control: SliderContent, frame: Rect) -> Point {
        let thumb = valueControls.sliderThumb
        return Point(x: frame.minX + thumb / 2 + (frame.width - thumb) * control.fraction, y: frame.midY)
    }

    /// A flat slider (iOS 7 on): a rounded track in the tint up to the thumb
    /// and the maximum track colour beyond, and a white round thumb.
    func flatSlider(_ control: SliderContent, frame: Rect, shadows: [Shadow], ring: Color?) -> [DisplayItem] {
        let v = valueControls
        let thumb = sliderThumbCentre(control, frame: frame)
        return sliderTrack(frame, height: v.sliderTrackHeight, to: thumb.x, fill: .color(control.minimumTrackTint ?? controls.tint),
                           rest: .color(v.sliderMaximumTrackColor), radius: v.sliderTrackHeight / 2)
            + roundThumb(centre: thumb, diameter: v.sliderThumb, shadows: shadows, ring: ring)
    }

    /// A white round thumb with its shadows, centred at `centre`.
    func roundThumb(centre: Point, diameter: Double, shadows: [Shadow], ring: Color?) -> [DisplayItem] {
        let disc = Rect(x: centre.x - diameter / 2, y: centre.y - diameter / 2, width: diameter, height: diameter)
        let path = Path.ellipse(in: disc)
        var items: [DisplayItem] = shadows.map { .group(Group(shadow: $0, items: [.fill(path, .color(.white), .winding)])) }
        if shadows.isEmpty { items.append(.fill(path, .color(.white), .winding)) }
        if let ring { items.append(.stroke(.ellipse(in: disc.insetBy(dx: 0.25, dy: 0.25)), .color(ring), StrokeStyle(width: 0.5))) }
        return items
    }

    /// The slider's track across `frame`: the filled part to `x`, the rest beyond.
    func sliderTrack(_ frame: Rect, height: Double, to x: Double, fill: Paint, rest: Paint, radius: Double) -> [DisplayItem] {
        let track = Rect(x: frame.minX, y: frame.midY - height / 2, width: frame.width, height: height)
        let split = min(max(x, track.minX), track.maxX)
        let filled = Rect(x: track.minX, y: track.minY, width: split - track.minX, height: height)
        let beyond = Rect(x: split, y: track.minY, width: track.maxX - split, height: height)
        let left = min(radius, filled.width), right = min(radius, beyond.width)
        return [
            .fill(.roundedRect(beyond, radii: CornerRadii(topLeft: 0, topRight: right, bottomRight: right, bottomLeft: 0)), rest, .winding),
            .fill(.roundedRect(filled, radii: CornerRadii(topLeft: left, topRight: 0, bottomRight: 0, bottomLeft: left)), fill, .winding),
        ]
    }
}
