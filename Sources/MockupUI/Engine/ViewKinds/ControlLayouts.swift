import MockupCore

/// A control the look draws whole (a button, a field, an image view, a search
/// bar, a segmented control): its natural size, its node with the view's
/// background.
protocol ControlLayout: ViewKindLayout {
    func controlNode(_ spec: ViewSpec, frame: Rect, in layout: SceneLayout) -> PresentedView
}

extension ControlLayout {
    func present(_ spec: ViewSpec, frame: Rect, parent: ParentFrame, in layout: SceneLayout) -> PresentedView {
        layout.withBackground(controlNode(spec, frame: frame, in: layout), spec.backgroundColor)
    }
}

extension SegmentedControlSpec: ControlLayout {
    func naturalSize(of spec: ViewSpec, in layout: SceneLayout, parentSize: Size) -> Size? { layout.naturalSize(of: self) }

    func controlNode(_ spec: ViewSpec, frame: Rect, in layout: SceneLayout) -> PresentedView {
        layout.segmentedControl(self, frame: frame)
    }
}

extension ButtonSpec: ControlLayout {
    func naturalSize(of spec: ViewSpec, in layout: SceneLayout, parentSize: Size) -> Size? { layout.naturalSize(of: self) }

    /// Its natural size, with its title's baseline.
    func intrinsicContent(of spec: ViewSpec, in layout: SceneLayout, width: Double) -> AutoLayoutSystem.Intrinsic? {
        let size = layout.naturalSize(of: self)
        return AutoLayoutSystem.Intrinsic(size: size, baselines: layout.titleBaseline(of: self, height: size.height).map { ($0, $0) })
    }

    func controlNode(_ spec: ViewSpec, frame: Rect, in layout: SceneLayout) -> PresentedView {
        layout.buttonView(self, frame: frame)
    }
}

extension TextFieldSpec: ControlLayout {
    func naturalSize(of spec: ViewSpec, in layout: SceneLayout, parentSize: Size) -> Size? { layout.naturalSize(of: self) }

    /// Its natural size, with its text's baseline (UITextField's is its text's, centred in its height).
    func intrinsicContent(of spec: ViewSpec, in layout: SceneLayout, width: Double) -> AutoLayoutSystem.Intrinsic? {
        let size = layout.naturalSize(of: self)
        let text = [self.text, placeholder].compactMap { $0 }.first { !$0.isEmpty } ?? "X"
        let baseline = layout.centredBaseline(of: text, font: layout.textFieldFont(font), height: size.height)
        return AutoLayoutSystem.Intrinsic(size: size, baselines: (baseline, baseline))
    }

    func controlNode(_ spec: ViewSpec, frame: Rect, in layout: SceneLayout) -> PresentedView {
        layout.textFieldView(self, frame: frame, editing: spec.id != nil && spec.id == layout.editingID)
    }
}

/// An image view: UIImageView's intrinsic size is its image's (a symbol's
/// side at its configuration); without one it fills its parent.
extension ImageViewSpec: ControlLayout {
    func naturalSize(of spec: ViewSpec, in layout: SceneLayout, parentSize: Size) -> Size? {
        if let file = image?.file { return file.size }
        guard image?.systemName != nil else { return parentSize }
        let side = image?.symbolConfiguration?.side(defaultPointSize: SceneLayout.symbolDefaultPointSize) ?? layout.controls.glyphNaturalSize
        return Size(width: side, height: side)
    }

    /// None without a picture (UIView.noIntrinsicMetric).
    func intrinsicContent(of spec: ViewSpec, in layout: SceneLayout, width: Double) -> AutoLayoutSystem.Intrinsic? {
        guard image?.file != nil || image?.systemName != nil else { return nil }
        return naturalSize(of: spec, in: layout, parentSize: Size(width: width, height: width)).map { AutoLayoutSystem.Intrinsic(size: $0) }
    }

    func controlNode(_ spec: ViewSpec, frame: Rect, in layout: SceneLayout) -> PresentedView {
        layout.imageView(self, frame: frame)
    }
}

/// A search bar: the parent's width, the look's height.
extension SearchBarSpec: ControlLayout {
    var hasIntrinsicWidth: Bool { false }

    func naturalSize(of spec: ViewSpec, in layout: SceneLayout, parentSize: Size) -> Size? {
        Size(width: parentSize.width, height: layout.controls.searchBarHeight)
    }

    func controlNode(_ spec: ViewSpec, frame: Rect, in layout: SceneLayout) -> PresentedView {
        layout.searchBarView(self, frame: frame)
    }
}
