import MockupCore

extension SceneLayout {
    /// A view's subviews placed in `inside` (its frame in window coordinates).
    /// With constraints, the subviews they name that have no `frame` are placed
    /// by them (Auto Layout), the rest by their frames as before (as
    /// `translatesAutoresizingMaskIntoConstraints` places them, and fixed so);
    /// a stack view's arranged subviews are placed by its arrangement's constraints and its own.
    /// Views an ancestor's constraints placed already (`inside.solvedWithin`) keep those frames.
    func layoutSubviews(of spec: ViewSpec, in inside: ParentFrame, frame viewFrame: Rect, isScreen: Bool = false) throws(DiagnosticError) -> [PresentedView] {
        let frame = inside.frame
        let arrangement = spec.kind.layout.arrangement(of: spec, in: self, width: frame.width)
        var frames = inside.solvedWithin
        if !spec.constraints.isEmpty || arrangement != nil {
            let sizedByContent = spec.kind.layout.contentIsSizedByConstraints(spec)
            let solution = autoLayout(spec, canvas: sizedByContent ? nil : frame, inside: inside, isScreen: isScreen, arrangement: arrangement,
                                      contentOf: sizedByContent ? viewFrame : nil)
            frames.merge(solution.frames) { old, _ in old }
        }
        // The frames of views further down, for the subviews they lie in.
        var deeper: [String: Rect] = [:]
        if !frames.isEmpty {
            var local = Set(spec.subviews.compactMap(\.id)).union(ConstraintSubtree.guides).union(spec.layoutGuides)
            local.formUnion((arrangement?.items ?? []) + (arrangement?.guides ?? []))
            deeper = frames.filter { !local.contains($0.key) }
        }
        var children: [PresentedView] = []
        for (index, sub) in spec.subviews.enumerated() {
            let arranged = index < (arrangement?.items.count ?? 0)
            let name = arranged ? arrangement!.items[index] : sub.id ?? ConstraintSubtree.unnamed(index)
            var parent = inside
            var placed = sub
            if sub.frame == nil || arranged || !sub.translatesAutoresizingMaskIntoConstraints, let solved = frames[name] {
                placed.frame = solved.offsetBy(dx: -frame.minX, dy: -frame.minY)
                placed.autoresizingMask = []
                placed.ridesOn = nil
                parent = ParentFrame(frame: frame, declaredSize: frame.size)
                parent.safeArea = inside.safeArea
                parent.marginBox = inside.marginBox
            }
            parent.solvedWithin = ConstraintSubtree.within(name, sub, deeper)
            if let child = try layoutView(placed, in: parent) { children.append(child) }
        }
        return children
    }

    /// The size a view's constraints and arrangement give it when nothing
    /// else does (systemLayoutSizeFitting with UILayoutFittingCompressedSize:
    /// its width and height held at zero at fittingSizeLevel, 50), with
    /// `width` the room its multi-line labels wrap in; with `exactWidth`,
    /// its height at that width (the horizontal fitting priority required).
    func fittingSize(of spec: ViewSpec, width: Double, exactWidth: Bool = false, expanded: Bool = false) -> Size {
        fittings.size(FittingSizes.Key(view: spec, width: width, exactWidth: exactWidth, expanded: expanded, traits: traits)) {
            let arrangement = spec.kind.layout.arrangement(of: spec, in: self, width: width)
            let solution = autoLayout(spec, canvas: nil, inside: ParentFrame(frame: Rect(x: 0, y: 0, width: width, height: 0), declaredSize: .zero),
                                      isScreen: false, arrangement: arrangement, contentOf: nil, exactWidth: exactWidth,
                                      expanded: expanded, reportsWarnings: false)
            let size = solution.frames["view"]?.size ?? .zero
            return Size(width: size.width.rounded(.up), height: size.height.rounded(.up))
        }
    }

    /// The frames, in window coordinates, the view's constraints (and its
    /// arrangement's) give the items they name; `canvas` the view's frame,
    /// nil to find its fitting size, or, with `contentOf` (a scroll view's
    /// frame), the size of its content, which begins at `inside`'s origin and
    /// whose width and height are the frame's. Subviews on the way to views
    /// further down that its constraints name join its system with their own
    /// constraints (ConstraintSubtree), as UIKit solves a window's views at once.
    private func autoLayout(_ spec: ViewSpec, canvas: Rect?, inside: ParentFrame, isScreen: Bool, arrangement: Arrangement?,
                            contentOf scrollFrame: Rect?, exactWidth: Bool = false, expanded: Bool = false,
                            reportsWarnings: Bool = true) -> AutoLayoutSystem.Solution {
        let frame = canvas ?? scrollFrame ?? inside.frame
        let safe = safeArea(of: frame, within: inside.safeArea)
        // A screen's view's margins lie within its safe area; any other view's
        // layoutMargins: its own, else 8 all round (UIView's default).
        let margins = isScreen ? Self.screenMargins : inside.margins ?? spec.layoutMargins ?? AutoLayoutSystem.defaultMargins
        var marginBox = isScreen ? safe : frame
        var tree = ConstraintSubtree(layout: self, inside: inside, width: frame.width)
        let classes = sizeClasses
        var constraints = spec.constraints.map { $0.resolved(width: classes.width, height: classes.height) }
        if var canvas {
            // A screen's view is UIKit's: it runs on beneath the status bar, translucent bars above and bars below.
            if isScreen { canvas = Rect(x: canvas.minX, y: canvas.minY - inside.topUnderlap, width: canvas.width,
                                        height: canvas.height + inside.topUnderlap + inside.bottomUnderlap) }
            // Its margins from its edges rather than its safe area (insetsLayoutMarginsFromSafeArea false).
            if isScreen && !spec.insetsLayoutMarginsFromSafeArea { marginBox = canvas }
            tree.system.add("view", fixed: canvas, margins: margins)
        } else if let scrollFrame {
            // The content's edges are free, held at the content's origin; a width or height is the frame's.
            tree.system.add("view", margins: margins)
            tree.system.add("frameLayoutGuide", fixed: scrollFrame)
            constraints = constraints.map { $0.naming("view", sizesAs: "frameLayoutGuide") }
            constraints += [LayoutConstraintSpec("view", .left, .equal, constant: inside.frame.minX),
                            LayoutConstraintSpec("view", .top, .equal, constant: inside.frame.minY),
                            LayoutConstraintSpec("view", .width, .greaterThanOrEqual, constant: 0),
                            LayoutConstraintSpec("view", .height, .greaterThanOrEqual, constant: 0)]
        } else {
            tree.system.add("view", margins: margins)
            constraints += [LayoutConstraintSpec("view", .left, .equal, constant: 0), LayoutConstraintSpec("view", .top, .equal, constant: 0),
                            LayoutConstraintSpec("view", .width, .equal, constant: exactWidth ? frame.width : (expanded ? Self.expandedSide : 0),
                                                 priority: exactWidth ? 1000 : 50),
                            LayoutConstraintSpec("view", .height, .equal, constant: expanded ? Self.expandedSide : 0, priority: 50)]
        }
        if canvas == nil && scrollFrame == nil {
            // Fitting: the view's guides follow its edges (nothing unsafe inside it) and its margins.
            tree.system.add("safeArea")
            tree.system.add("margins")
            constraints += LayoutConstraintSpec.holding("safeArea", to: "view", margins: false)
                + LayoutConstraintSpec.holding("margins", to: "view", margins: true)
        } else {
            tree.system.add("safeArea", fixed: safe)
            tree.system.add("margins", fixed: marginBox.inset(by: margins))
        }
        if spec.constraints.contains(where: { $0.items.contains("readableContent") }) {
            tree.system.add("readableContent")
            constraints += LayoutConstraintSpec.readable("readableContent", in: "margins", width: metrics.readableWidth)
        }
        tree.constraints = (arrangement?.constraints ?? []) + constraints
        tree.addSubviews(of: spec, arrangement: arrangement, constraints: spec.constraints)
        var solution = tree.system.solve(tree.constraints)
        // Text that wraps is measured again at the width the first pass gave it
        // (as UIKit sets a label's preferredMaxLayoutWidth and lays out again),
        // and safe areas are taken again from the frames found.
        if tree.refine(by: solution) { solution = tree.system.solve(tree.constraints) }
        if reportsWarnings {
            for warning in solution.warnings {
                warnings.add((warning.location ?? spec.location).map { "\($0): warning: \(warning.message)" } ?? "warning: \(warning.message)")
            }
        }
        return solution
    }

    /// What a view's content asks of Auto Layout, held with its own
    /// priorities: its `intrinsicContentSize`, else its kind's, else, for a
    /// view whose constraints place its subviews, the size they fit in
    /// (UIKit solves a view and its subviews in one system, where their
    /// content decides its size; chosen for a view not otherwise sized).
    func intrinsicContent(of view: ViewSpec, width: Double, exactWidth: Bool = false) -> AutoLayoutSystem.Intrinsic? {
        var content: AutoLayoutSystem.Intrinsic
        if let size = view.intrinsicContentSize {
            content = AutoLayoutSystem.Intrinsic(size: size)
        } else if let own = view.kind.layout.intrinsicContent(of: view, in: self, width: width) {
            content = own
        } else if placesSubviewsByConstraints(view) {
            // It resists shrinking below what its content needs, and hugs only
            // where its content decides its size (its compressed and expanded fits agree).
            let compressed = fittingSize(of: view, width: width, exactWidth: exactWidth)
            let expanded = fittingSize(of: view, width: width, exactWidth: exactWidth, expanded: true)
            content = AutoLayoutSystem.Intrinsic(size: compressed)
            content.hugging = (abs(expanded.width - compressed.width) < 0.5 ? 250 : 0, abs(expanded.height - compressed.height) < 0.5 ? 250 : 0)
        } else {
            return nil
        }
        if let hugging = view.contentHugging { content.hugging = (hugging.horizontal, hugging.vertical) }
        if let resistance = view.compressionResistance { content.compressionResistance = (resistance.horizontal, resistance.vertical) }
        return content
    }

    /// UIViewController's systemMinimumLayoutMargins on an iPhone: 16 points at
    /// the sides of its view's safe area, none above and below.
    static let screenMargins = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)

    /// How large UILayoutFittingExpandedSize asks a view to be (chosen: larger than any screen).
    static let expandedSide = 10_000.0

    /// Whether a view's intrinsic size depends on the width it is measured
    /// at: text of more than one line, and views sized by their own constraints or arrangement.
    func dependsOnWidth(_ view: ViewSpec) -> Bool {
        if case .label(let label) = view.kind { return label.numberOfLines != 1 }
        return placesSubviewsByConstraints(view) && view.intrinsicContentSize == nil
    }

    /// Whether a view places its subviews by constraints, its own or its arrangement's (a stack view's).
    func placesSubviewsByConstraints(_ view: ViewSpec) -> Bool {
        !view.constraints.isEmpty || view.kind.layout.arrangesSubviews
    }

    /// The interface's size classes.
    var sizeClasses: (width: SizeClass, height: SizeClass) { Self.sizeClasses(of: traits, on: scene.device) }

    /// Whether the app is an iPad's in regular width, where presented screens
    /// take the iPad's forms and the tab bar may sit at the top.
    var isPadInRegularWidth: Bool { scene.device.isPad && sizeClasses.width == .regular }

    /// A view's safe area in window coordinates: its frame within `screen`'s
    /// safe area, or the window's.
    func safeArea(of frame: Rect, within screen: Rect?) -> Rect {
        guard let screen else { return safeArea(of: frame) }
        return Self.clip(frame, to: screen)
    }

    /// A view's safe area in window coordinates: its frame within the window's
    /// (beneath the status bar, above the home indicator, inside the landscape sensor housing's inset).
    func safeArea(of frame: Rect) -> Rect {
        let size = interfaceSize
        let sides = scene.device.safeAreaSides(orientation)
        let window = Rect(x: sides, y: statusBarHeight, width: size.width - 2 * sides,
                          height: size.height - statusBarHeight - scene.device.safeAreaBottom(orientation))
        return Self.clip(frame, to: window)
    }

    /// The part of `frame` within `box`; where they do not meet, an empty
    /// rectangle at the nearest corner (so that edges stay where the frame's are).
    private static func clip(_ frame: Rect, to box: Rect) -> Rect {
        let x0 = max(frame.minX, box.minX), y0 = max(frame.minY, box.minY)
        let x1 = min(frame.maxX, box.maxX), y1 = min(frame.maxY, box.maxY)
        return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }
}
