import MockupCore

/// A control that shows a value the theme draws (a switch, a slider, a
/// picker...): its natural size and the value it shows.
protocol ValueControlLayout: ControlLayout {
    func value(in layout: SceneLayout) -> ControlContent.Kind
}

extension ValueControlLayout {
    func controlNode(_ spec: ViewSpec, frame: Rect, in layout: SceneLayout) -> PresentedView {
        let content = value(in: layout)
        var node = PresentedView(kind: PresentedKind(spec.kind), frame: frame, content: .control(ControlContent(content)))
        // A picker's drums end at its edges.
        if case .picker = content { node.clipsToBounds = true }
        return node
    }
}

extension SwitchSpec: ValueControlLayout {
    func naturalSize(of spec: ViewSpec, in layout: SceneLayout, parentSize: Size) -> Size? { layout.valueControls.switchSize }
    func value(in layout: SceneLayout) -> ControlContent.Kind { .switchControl(SwitchContent(on: isOn ? 1 : 0, onTint: onTintColor)) }
}

extension SliderSpec: ValueControlLayout {
    var hasIntrinsicWidth: Bool { false }
    func naturalSize(of spec: ViewSpec, in layout: SceneLayout, parentSize: Size) -> Size? {
        Size(width: parentSize.width, height: layout.valueControls.sliderHeight)
    }
    func value(in layout: SceneLayout) -> ControlContent.Kind { .slider(SliderContent(fraction: fraction, minimumTrackTint: minimumTrackTintColor)) }
}

extension ProgressViewSpec: ValueControlLayout {
    var hasIntrinsicWidth: Bool { false }
    func naturalSize(of spec: ViewSpec, in layout: SceneLayout, parentSize: Size) -> Size? {
        Size(width: parentSize.width, height: style == .bar ? layout.valueControls.progressBarHeight : layout.valueControls.progressHeight)
    }
    func value(in layout: SceneLayout) -> ControlContent.Kind { .progressView(ProgressContent(progress: progress, style: style)) }
}

extension ActivityIndicatorSpec: ValueControlLayout {
    func naturalSize(of spec: ViewSpec, in layout: SceneLayout, parentSize: Size) -> Size? {
        let side = style.isLarge ? layout.valueControls.activityLargeSize : layout.valueControls.activitySize
        return Size(width: side, height: side)
    }
    func value(in layout: SceneLayout) -> ControlContent.Kind {
        .activityIndicator(ActivityContent(style: style, color: color, animating: animating, clock: layout.clock.value))
    }
}

extension PageControlSpec: ValueControlLayout {
    func naturalSize(of spec: ViewSpec, in layout: SceneLayout, parentSize: Size) -> Size? {
        Size(width: Double(max(numberOfPages, 1)) * layout.valueControls.pageDotPitch, height: layout.valueControls.pageControlHeight)
    }
    func value(in layout: SceneLayout) -> ControlContent.Kind { .pageControl(PageControlContent(pages: numberOfPages, current: currentPage)) }
}

extension StepperSpec: ValueControlLayout {
    func naturalSize(of spec: ViewSpec, in layout: SceneLayout, parentSize: Size) -> Size? { layout.valueControls.stepperSize }
    func value(in layout: SceneLayout) -> ControlContent.Kind {
        .stepper(StepperContent(canDecrement: value > minimumValue, canIncrement: value < maximumValue))
    }
}

extension PickerViewSpec: ValueControlLayout {
    func naturalSize(of spec: ViewSpec, in layout: SceneLayout, parentSize: Size) -> Size? {
        Size(width: parentSize.width, height: layout.valueControls.pickerHeight)
    }
    func value(in layout: SceneLayout) -> ControlContent.Kind {
        .picker(PickerContent(wheels: components.enumerated().map { i, rows in
            PickerContent.Wheel(rows: rows, selected: selectedRows.indices.contains(i) ? selectedRows[i] : 0, share: 1 / Double(components.count))
        }))
    }
}

/// A date picker: wheels, or the inline calendar where the look has one.
extension DatePickerSpec: ValueControlLayout {
    func naturalSize(of spec: ViewSpec, in layout: SceneLayout, parentSize: Size) -> Size? {
        let inline = style == .inline ? layout.valueControls.inlineCalendarHeight : nil
        return Size(width: parentSize.width, height: inline ?? layout.valueControls.pickerHeight)
    }
    func value(in layout: SceneLayout) -> ControlContent.Kind {
        if style == .inline && layout.valueControls.inlineCalendarHeight != nil { return .calendar(CalendarContent(date: date)) }
        return .picker(wheels)
    }
}
