import MockupCore

/// Lays out a scene's view controller tree the way UIKit would, producing the
/// window's presented view tree for an instant.
///
///     let layout = SceneLayout(scene: scene, measurer: try PangoTextMeasurer())
///     let window = try layout.window(step: 0)
///     print(layout.dump(window, step: 0, time: 0).json.serialized(pretty: true))
public struct SceneLayout: Sendable {
    public let scene: Scene
    public let metrics: Metrics
    public let measurer: any TextMeasuring

    public init(scene: Scene, measurer: any TextMeasuring) {
        self.scene = scene
        self.metrics = Metrics.forStyle(scene.style)
        self.measurer = measurer
    }

    /// The interface size in points (turned in landscape).
    public var interfaceSize: Size { scene.device.interfaceSize(scene.orientation) }

    /// Height of the status bar in the current orientation, 0 when the scene hides it.
    public var statusBarHeight: Double {
        scene.statusBar ? scene.device.statusBarHeight : 0
    }

    /// The window at the end of step `step` (0 = the initial state).
    public func window(step: Int) throws(DiagnosticError) -> PresentedView {
        guard step == 0 else {
            let location = step - 1 < scene.steps.count && step >= 1 ? scene.steps[step - 1].location : nil
            throw DiagnosticError(Diagnostic(
                location: location, keyPath: "steps[\(step - 1)]",
                message: "steps are not played yet; only the initial state (step 0) can be laid out"
            ))
        }
        let size = interfaceSize
        let content = Rect(x: 0, y: statusBarHeight, width: size.width, height: size.height - statusBarHeight)
        var children = try layoutController(scene.root, in: content, keyPath: "root", visiting: [])
        if scene.statusBar {
            children.append(PresentedView(
                kind: "statusBar", frame: Rect(x: 0, y: 0, width: size.width, height: statusBarHeight),
                content: .statusBar(StatusBarContent(barStyle: statusBarStyle(of: scene.root)))
            ))
        }
        return PresentedView(
            kind: "window", frame: Rect(x: 0, y: 0, width: size.width, height: size.height),
            content: .plain(background: .black), children: children
        )
    }

    /// The layout JSON value of a presented window.
    public func dump(_ window: PresentedView, step: Int, time: Double) -> LayoutDump {
        LayoutDump(deviceSize: interfaceSize, scale: scene.device.scale, step: step, time: time, root: window.layoutNode())
    }

    /// The status bar follows the outermost navigation controller's bar style (black bars, black status bar).
    private func statusBarStyle(of ref: ControllerRef) -> BarStyle {
        guard let spec = try? resolve(ref, keyPath: "root") else { return .default }
        if case .navigation(let nav) = spec.content { return nav.barStyle }
        return .default
    }

    /// The controller a reference names.
    func resolve(_ ref: ControllerRef, keyPath: String) throws(DiagnosticError) -> ControllerSpec {
        switch ref {
        case .inline(let spec):
            return spec
        case .screen(let id, let location):
            guard let spec = scene.screens[id] else {
                let hint = closestMatch(to: id, in: scene.screens.keys.sorted()).map { " (did you mean '\($0)'?)" } ?? ""
                throw DiagnosticError(Diagnostic(location: location, keyPath: keyPath, message: "unknown screen '\(id)'\(hint)"))
            }
            return spec
        }
    }

    /// The id a reference gives its controller: the screen key, else the inline `id`.
    func controllerID(_ ref: ControllerRef, _ spec: ControllerSpec) -> String? {
        if case .screen(let id, _) = ref { return id }
        return spec.id
    }
}
