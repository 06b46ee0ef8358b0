import MockupCore

/// A stack view (UIStackView): its arranged subviews placed by the
/// constraints it makes for them (StackArrangement); without a frame, or
/// named by its parent's constraints, it takes the size they fit in.
extension StackViewSpec: ViewKindLayout {
    func naturalSize(of spec: ViewSpec, in layout: SceneLayout, parentSize: Size) -> Size? {
        layout.fittingSize(of: spec, width: parentSize.width)
    }

    var arrangesSubviews: Bool { true }

    func present(_ spec: ViewSpec, frame: Rect, parent: ParentFrame, in layout: SceneLayout) -> PresentedView {
        PlainViewLayout().present(spec, frame: frame, parent: parent, in: layout)
    }

    func arrangement(of spec: ViewSpec, in layout: SceneLayout, width: Double) -> Arrangement? {
        let arranged = Array(spec.subviews.prefix(arrangedCount))
        let items = arranged.enumerated().map { index, view in view.id ?? "UISV-arranged-\(index)" }
        // Only a proportional distribution asks for its views' intrinsic lengths.
        let lengths = arranged.map { view -> Double? in
            guard distribution == .fillProportionally, let size = layout.intrinsicContent(of: view, width: width)?.size else { return nil }
            return axis == .horizontal ? size.width : size.height
        }
        var stack = StackArrangement(stack: self, items: items, hidden: arranged.map(\.hidden), intrinsicLengths: lengths)
        let constraints = stack.constraints()
        return Arrangement(items: items, guides: stack.guides, constraints: constraints)
    }
}
