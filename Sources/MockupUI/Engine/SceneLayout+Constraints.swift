import MockupCore

extension SceneLayout {
    /// A view's subviews placed in `inside` (its frame in window coordinates).
    /// With constraints, the subviews they name that have no `frame` are placed
    /// by them (Auto Layout), the rest by their frames as before (as
    /// `translatesAutoresizingMaskIntoConstraints` places them, and fixed so).
    func layoutSubviews(of spec: ViewSpec, in inside: ParentFrame, isScreen: Bool = false) throws(DiagnosticError) -> [PresentedView] {
        guard !spec.constraints.isEmpty else {
            var children: [PresentedView] = []
            for sub in spec.subviews {
                if let child = try layoutView(sub, in: inside) { children.append(child) }
            }
            return children
        }
        let frame = inside.frame
        let solution = autoLayout(spec, frame: frame, inside: inside, isScreen: isScreen)
        var children: [PresentedView] = []
        for sub in spec.subviews {
            var child: PresentedView?
            if sub.frame == nil, let id = sub.id, let solved = solution[id] {
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

    /// The frames, in window coordinates, the view's constraints give the items they name.
    private func autoLayout(_ spec: ViewSpec, frame: Rect, inside: ParentFrame, isScreen: Bool) -> [String: Rect] {
        let safe = safeArea(of: frame)
        // UIViewController's systemMinimumLayoutMargins on an iPhone: 16 points at
        // the sides, none above and below, from the safe area; any other view's
        // layoutMargins: 8 all round (UIView's default).
        let margins = isScreen ? EdgeInsets(top: 0, left: 16, bottom: 0, right: 16) : AutoLayoutSystem.defaultMargins
        let marginBox = isScreen ? safe : frame
        var system = AutoLayoutSystem()
        system.add("view", fixed: frame, margins: margins)
        system.add("safeArea", fixed: safe)
        system.add("margins", fixed: Rect(x: marginBox.minX + margins.left, y: marginBox.minY + margins.top,
                                          width: max(0, marginBox.width - margins.left - margins.right),
                                          height: max(0, marginBox.height - margins.top - margins.bottom)))
        let named = Set(spec.constraints.flatMap(\.items))
        for sub in spec.subviews {
            guard let id = sub.id, named.contains(id), !system.contains(id) else { continue }
            if sub.frame != nil {
                system.add(id, fixed: placedFrame(sub, in: inside))
            } else {
                system.add(id, intrinsic: sub.kind.layout.intrinsicContent(in: self, width: frame.width))
            }
        }
        let solution = system.solve(spec.constraints)
        for warning in solution.warnings {
            warnings.add((warning.location ?? spec.location).map { "\($0): warning: \(warning.message)" } ?? "warning: \(warning.message)")
        }
        return solution.frames
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
