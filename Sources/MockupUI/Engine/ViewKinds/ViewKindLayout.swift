import MockupCore

/// What the engine does with a view of one kind: the size it takes when the
/// scene gives it no frame, what it asks of Auto Layout, the node it presents
/// and where its subviews go. Each kind's properties (`ViewSpec.Kind`'s
/// payload) conform in their own file here; adding a kind is its model, its
/// `ViewKindFormat` in MockupScene and its conformance here.
protocol ViewKindLayout {
    /// The size a control takes without a frame (`sizeToFit`); nil for a view
    /// that fills its parent and takes no size of its own.
    func naturalSize(of spec: ViewSpec, in layout: SceneLayout, parentSize: Size) -> Size?
    /// Where it goes without a frame, in its parent's coordinates.
    func naturalFrame(of spec: ViewSpec, in layout: SceneLayout, parentSize: Size) -> Rect
    /// Whether its content asks for a width (a slider, a progress view and a
    /// search bar ask only for a height: UIView.noIntrinsicMetric across).
    var hasIntrinsicWidth: Bool { get }
    /// UIView.intrinsicContentSize with its baselines; nil for none.
    func intrinsicContent(of spec: ViewSpec, in layout: SceneLayout, width: Double) -> AutoLayoutSystem.Intrinsic?
    /// The node drawn for the view at `frame` (window coordinates), before its subviews.
    func present(_ spec: ViewSpec, frame: Rect, parent: ParentFrame, in layout: SceneLayout) throws(DiagnosticError) -> PresentedView
    /// Where its subviews are written: its frame, unless the kind moves them
    /// (a scroll view's content); `safeArea` is its own, in window coordinates.
    func subviewFrame(of spec: ViewSpec, frame: Rect, safeArea: Rect) -> ParentFrame
    /// Whether its subviews' constraints size the content they are written in
    /// (a scroll view's without a `contentSize`: its edges are the content's, its width and height its frame's).
    func contentIsSizedByConstraints(_ spec: ViewSpec) -> Bool
    /// Whether it places subviews by constraints of its own (a stack view),
    /// so that, like a view holding constraints, its content sizes it.
    var arrangesSubviews: Bool { get }
    /// The subviews it arranges itself and the constraints that place them; nil for none.
    func arrangement(of spec: ViewSpec, in layout: SceneLayout, width: Double) -> Arrangement?
}

extension ViewKindLayout {
    func naturalSize(of spec: ViewSpec, in layout: SceneLayout, parentSize: Size) -> Size? { nil }

    func naturalFrame(of spec: ViewSpec, in layout: SceneLayout, parentSize: Size) -> Rect {
        Rect(origin: .zero, size: naturalSize(of: spec, in: layout, parentSize: parentSize) ?? parentSize)
    }

    var hasIntrinsicWidth: Bool { true }

    func intrinsicContent(of spec: ViewSpec, in layout: SceneLayout, width: Double) -> AutoLayoutSystem.Intrinsic? {
        naturalSize(of: spec, in: layout, parentSize: Size(width: width, height: width)).map {
            AutoLayoutSystem.Intrinsic(size: Size(width: hasIntrinsicWidth ? $0.width : AutoLayoutSystem.noIntrinsicMetric, height: $0.height))
        }
    }

    func subviewFrame(of spec: ViewSpec, frame: Rect, safeArea: Rect) -> ParentFrame {
        ParentFrame(frame: frame, declaredSize: spec.frame?.size ?? frame.size)
    }

    func contentIsSizedByConstraints(_ spec: ViewSpec) -> Bool { false }

    var arrangesSubviews: Bool { false }

    func arrangement(of spec: ViewSpec, in layout: SceneLayout, width: Double) -> Arrangement? { nil }
}

/// A plain view (UIView): its background, no size of its own.
struct PlainViewLayout: ViewKindLayout {
    func present(_ spec: ViewSpec, frame: Rect, parent: ParentFrame, in layout: SceneLayout) -> PresentedView {
        PresentedView(kind: PresentedKind(spec.kind), frame: frame, content: .plain(background: spec.backgroundColor))
    }
}

extension ViewSpec.Kind {
    /// The engine's handling of this kind.
    var layout: any ViewKindLayout {
        switch self {
        case .view: PlainViewLayout()
        case .label(let s): s
        case .button(let s): s
        case .textField(let s): s
        case .imageView(let s): s
        case .navigationBar(let s): s
        case .toolbar(let s): s
        case .tabBar(let s): s
        case .segmentedControl(let s): s
        case .tableView(let s): s
        case .searchBar(let s): s
        case .switchControl(let s): s
        case .slider(let s): s
        case .progressView(let s): s
        case .activityIndicator(let s): s
        case .pageControl(let s): s
        case .stepper(let s): s
        case .textView(let s): s
        case .scrollView(let s): s
        case .pickerView(let s): s
        case .datePicker(let s): s
        case .stackView(let s): s
        case .collectionView(let s): s
        }
    }
}
