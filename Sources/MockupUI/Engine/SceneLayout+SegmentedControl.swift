import MockupCore

extension SceneLayout {
    /// The height UIKit gives a segmented control of `style` in this look
    /// (the look's bar, plain and bordered segmented heights).
    public func naturalHeight(of style: SegmentedControlStyle) -> Double {
        switch style {
        case .bar: controls.segmentedBarHeight
        case .plain: controls.segmentedPlainHeight
        case .bordered: controls.segmentedBorderedHeight
        }
    }

    /// A segmented control's natural size: equal segments, each as wide as the
    /// widest title plus padding, with 1-point dividers between them.
    ///
    ///     let size = layout.naturalSize(of: SegmentedControlSpec(segments: ["List", "Day", "Month"], controlStyle: .bar))
    ///     // centre `size` in a bar, then call `segmentedControl(_:frame:barTint:barStyle:)`
    public func naturalSize(of control: SegmentedControlSpec) -> Size {
        let count = Double(max(control.segments.count, 1))
        let font = segmentFont(control.controlStyle)
        let widest = control.segments.map { measurer.width(of: $0, font: font).rounded(.up) }.max() ?? 0
        let segment = max(controls.segmentMinimumWidth, widest + 2 * controls.segmentPadding)
        return Size(width: count * segment + (count - 1) * controls.segmentDivider, height: naturalHeight(of: control.controlStyle))
    }

    /// A segmented control at `frame` (window points) with one `segment` child
    /// per title. In a bar (a title view, a toolbar's custom view), pass the bar's
    /// tint and style: the look's `segmentedTint` picks the colour the control
    /// is drawn from (the bar's tint, a black bar's, or the look's own tint).
    ///
    ///     let control = layout.segmentedControl(spec, frame: titleFrame, barTint: nav.tintColor, barStyle: nav.barStyle)
    public func segmentedControl(
        _ spec: SegmentedControlSpec, frame: Rect, barTint: Color? = nil, barStyle: BarStyle = .default
    ) -> PresentedView {
        let segmented = SegmentedLook(style: spec.controlStyle, tint: look.segmentedTint(spec.controlStyle, barTint: barTint, barStyle: barStyle))
        let count = spec.segments.count
        let divider = controls.segmentDivider
        let width = count > 0 ? (frame.width - Double(count - 1) * divider) / Double(count) : 0
        let segments = spec.segments.enumerated().map { index, title in
            let segmentFrame = Rect(x: frame.minX + Double(index) * (width + divider), y: frame.minY, width: width, height: frame.height)
            let selected = index == spec.selectedSegmentIndex
            var content = SegmentContent(
                look: segmented, selected: selected, isFirst: index == 0, isLast: index == count - 1,
                title: segmentTitle(title, segmented: segmented, selected: selected, size: segmentFrame.size)
            )
            content.followsSelected = index == spec.selectedSegmentIndex + 1
            return PresentedView(kind: .segment, frame: segmentFrame, title: title, content: .control(ControlContent(.segment(content))))
        }
        var children = segments
        if look.slidesSegmentThumb, segments.indices.contains(spec.selectedSegmentIndex) {
            let thumb = PresentedView(kind: .segmentThumb, frame: segments[spec.selectedSegmentIndex].frame,
                                      content: .control(ControlContent(.segmentThumb)), tags: [.decoration])
            children.insert(thumb, at: 0)
        }
        return PresentedView(
            kind: .segmentedControl, frame: frame, content: .control(ControlContent(.segmentedControl(segmented))), children: children
        )
    }

    /// A segmented control in a bar: `segmentedControl(_:frame:barTint:barStyle:)` with the bar's tint and style.
    public func segmentedControl(_ spec: SegmentedControlSpec, frame: Rect, in bar: BarContent) -> PresentedView {
        segmentedControl(spec, frame: frame, barTint: bar.tintColor, barStyle: bar.barStyle)
    }

    func segmentFont(_ style: SegmentedControlStyle) -> Font {
        style == .bar ? controls.segmentedBarFont : controls.segmentedFont
    }

    /// A segment's title centred in its box (relative to the segment), coloured for its state.
    private func segmentTitle(_ title: String, segmented: SegmentedLook, selected: Bool, size: Size) -> TextRun {
        let (color, shadow) = look.segmentTitleInk(segmented, selected: selected)
        let box = Rect(x: 0, y: 0, width: size.width, height: size.height).insetBy(dx: controls.titleInset, dy: 0)
        let font = selected ? controls.selectedSegmentFont ?? segmentFont(segmented.style) : segmentFont(segmented.style)
        return TextRun(text: title, font: font, color: color, box: box, alignment: .center, shadow: shadow)
    }
}
