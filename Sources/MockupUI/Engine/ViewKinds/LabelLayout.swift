import MockupCore

/// A label (UILabel): its text's size at the origin; its text and baselines to Auto Layout.
extension LabelSpec: ViewKindLayout {
    func naturalFrame(of spec: ViewSpec, in layout: SceneLayout, parentSize: Size) -> Rect {
        let size = layout.measurer.measure(text, font: layout.labelFont(font), maxWidth: parentSize.width, lineLimit: numberOfLines)
        return Rect(x: 0, y: 0, width: size.width.rounded(.up), height: size.height.rounded(.up))
    }

    /// Its text (wrapped at the container's width when it has more than one
    /// line, chosen for a label without a preferredMaxLayoutWidth) with its
    /// first and last baselines (the text is centred in the label, so they
    /// stand where the label keeps its intrinsic height).
    func intrinsicContent(of spec: ViewSpec, in layout: SceneLayout, width: Double) -> AutoLayoutSystem.Intrinsic? {
        let font = layout.labelFont(font), maxWidth = numberOfLines == 1 ? nil : width
        let size = layout.measurer.measure(text, font: font, maxWidth: maxWidth, lineLimit: numberOfLines)
        let rounded = Size(width: size.width.rounded(.up), height: size.height.rounded(.up))
        let lines = layout.measurer.baselines(text, font: font, maxWidth: maxWidth, lineLimit: numberOfLines)
        let inset = (rounded.height - size.height) / 2
        return AutoLayoutSystem.Intrinsic(size: rounded, baselines: (lines.first + inset, lines.last + inset))
    }

    func present(_ spec: ViewSpec, frame: Rect, parent: ParentFrame, in layout: SceneLayout) -> PresentedView {
        layout.labelView(self, frame: frame, background: spec.backgroundColor)
    }
}
