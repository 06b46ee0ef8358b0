import MockupCore

extension SceneLayout {
    /// A view's subviews placed in `inside` (its frame in window coordinates).
    /// With constraints, the subviews they name that have no `frame` are placed
    /// by them (Auto Layout), the rest by their frames as before (as
    /// `translatesAutoresizingMaskIntoConstraints` places them, and fixed so);
    /// a stack view's arranged subviews are placed by its arrangement's constraints and its own.
    func layoutSubviews(of spec: ViewSpec, in inside: ParentFrame, isScreen: Bool = false) throws(DiagnosticError) -> [PresentedView] {
        let frame = inside.frame
        let arrangement = spec.kind.layout.arrangement(of: spec, in: self, width: frame.width)
        guard !spec.constraints.isEmpty || arrangement != nil else {
            var children: [PresentedView] = []
            for sub in spec.subviews {
                if let child = try layoutView(sub, in: inside) { children.append(child) }
            }
            return children
        }
        let solution = autoLayout(spec, canvas: frame, inside: inside, isScreen: isScreen, arrangement: arrangement)
        var children: [PresentedView] = []
        for (index, sub) in spec.subviews.enumerated() {
            var child: PresentedView?
            let arranged = index < (arrangement?.items.count ?? 0)
            if sub.frame == nil || arranged, let name = arranged ? arrangement?.items[index] : sub.id, let solved = solution.frames[name] {
                var placed = sub
                placed.frame = solved.offsetBy(dx: -frame.minX, dy: -frame.minY)
                placed.autoresizingMask = []
                placed.ridesOn = nil
                child = try layoutView(placed, in: ParentFrame(frame: frame, declaredSize: frame.size))
            } else {
                child = try layoutView(sub, in: inside)
            }
            if let child { children.append(child) }
        }
        return children
    }

    /// The size a view's constraints and arrangement give it when nothing
    /// else does (systemLayoutSizeFitting with UILayoutFittingCompressedSize:
    /// its width and height held at zero at fittingSizeLevel, 50), with
    /// `width` the room its multi-line labels wrap in.
    func fittingSize(of spec: ViewSpec, width: Double) -> Size {
        let arrangement = spec.kind.layout.arrangement(of: spec, in: self, width: width)
        let solution = autoLayout(spec, canvas: nil, inside: ParentFrame(frame: Rect(x: 0, y: 0, width: width, height: 0), declaredSize: .zero),
                                  isScreen: false, arrangement: arrangement, reportsWarnings: false)
        let size = solution.frames["view"]?.size ?? .zero
        return Size(width: size.width.rounded(.up), height: size.height.rounded(.up))
    }

    /// The frames, in window coordinates, the view's constraints (and its
    /// arrangement's) give the items they name; `canvas` the view's frame,
    /// nil to find its fitting size.
    private func autoLayout(_ spec: ViewSpec, canvas: Rect?, inside: ParentFrame, isScreen: Bool, arrangement: Arrangement?,
                            reportsWarnings: Bool = true) -> AutoLayoutSystem.Solution {
        let frame = canvas ?? inside.frame
        let safe = safeArea(of: frame)
        // UIViewController's systemMinimumLayoutMargins on an iPhone: 16 points at
        // the sides, none above and below, from the safe area; any other view's
        // layoutMargins: 8 all round (UIView's default), or a stack's own.
        let margins = isScreen ? EdgeInsets(top: 0, left: 16, bottom: 0, right: 16) : arrangement?.margins ?? AutoLayoutSystem.defaultMargins
        let marginBox = isScreen ? safe : frame
        var system = AutoLayoutSystem()
        let classes = sizeClasses
        var constraints = spec.constraints.map { $0.resolved(width: classes.width, height: classes.height) }
        if var canvas {
            // A screen's view is UIKit's: it runs on beneath the status bar, translucent bars above and bars below.
            if isScreen { canvas = Rect(x: canvas.minX, y: canvas.minY - inside.topUnderlap, width: canvas.width,
                                        height: canvas.height + inside.topUnderlap + inside.bottomUnderlap) }
            system.add("view", fixed: canvas, margins: margins)
        } else {
            system.add("view", margins: margins)
            constraints += [LayoutConstraintSpec("view", .left, .equal, constant: 0), LayoutConstraintSpec("view", .top, .equal, constant: 0),
                            LayoutConstraintSpec("view", .width, .equal, constant: 0, priority: 50),
                            LayoutConstraintSpec("view", .height, .equal, constant: 0, priority: 50)]
        }
        system.add("safeArea", fixed: safe)
        system.add("margins", fixed: Rect(x: marginBox.minX + margins.left, y: marginBox.minY + margins.top,
                                          width: max(0, marginBox.width - margins.left - margins.right),
                                          height: max(0, marginBox.height - margins.top - margins.bottom)))
        let arrangedCount = arrangement?.items.count ?? 0
        for (index, sub) in spec.subviews.enumerated() where index < arrangedCount {
            system.add(arrangement!.items[index], intrinsic: intrinsicContent(of: sub, width: frame.width))
        }
        for guide in arrangement?.guides ?? [] { system.add(guide) }
        let named = Set(spec.constraints.flatMap(\.items))
        for sub in spec.subviews.dropFirst(arrangedCount) {
            guard let id = sub.id, named.contains(id), !system.contains(id) else { continue }
            if sub.frame != nil {
                system.add(id, fixed: placedFrame(sub, in: inside))
            } else {
                system.add(id, intrinsic: intrinsicContent(of: sub, width: frame.width))
            }
        }
        let solution = system.solve((arrangement?.constraints ?? []) + constraints)
        if reportsWarnings {
            for warning in solution.warnings {
                warnings.add((warning.location ?? spec.location).map { "\($0): warning: \(warning.message)" } ?? "warning: \(warning.message)")
            }
        }
        return solution
    }

    /// What a view's content asks of Auto Layout, held with its own priorities.
    func intrinsicContent(of view: ViewSpec, width: Double) -> AutoLayoutSystem.Intrinsic? {
        guard var content = view.kind.layout.intrinsicContent(of: view, in: self, width: width) else { return nil }
        if let hugging = view.contentHugging { content.hugging = (hugging.horizontal, hugging.vertical) }
        if let resistance = view.compressionResistance { content.compressionResistance = (resistance.horizontal, resistance.vertical) }
        return content
    }

    /// The screen's size classes: an iPhone is compact in width (regular in
    /// landscape from 414 points wide) and regular in height, compact in
    /// landscape (Apple HIG, Layout, "Device size classes").
    var sizeClasses: (width: SizeClass, height: SizeClass) {
        let landscape = orientation.isLandscape
        return (landscape && scene.device.landscapeWidthIsRegular ? .regular : .compact, landscape ? .compact : .regular)
    }

    /// A view's safe area in window coordinates: its frame within the window's
    /// (beneath the status bar, above the home indicator, inside the landscape sensor housing's inset).
    func safeArea(of frame: Rect) -> Rect {
        let size = interfaceSize
        let sides = scene.device.safeAreaSides(orientation)
        let window = Rect(x: sides, y: statusBarHeight, width: size.width - 2 * sides,
                          height: size.height - statusBarHeight - scene.device.safeAreaBottom(orientation))
        let x0 = max(frame.minX, window.minX), y0 = max(frame.minY, window.minY)
        let x1 = min(frame.maxX, window.maxX), y1 = min(frame.maxY, window.maxY)
        return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }
}
