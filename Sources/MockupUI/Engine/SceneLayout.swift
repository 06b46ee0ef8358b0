import Foundation
import MockupCore

/// Lays out a scene's view controller tree the way UIKit would, producing the
/// window's presented view tree for an instant.
///
///     let layout = SceneLayout(scene: scene, measurer: try PangoTextMeasurer())
///     let window = try layout.window(step: 0)
///     print(layout.dump(window, step: 0, time: 0).json.serialized(pretty: true))
public struct SceneLayout: Sendable {
    public let scene: Scene
    /// The look's metrics in the traits being laid out.
    public private(set) var metrics: Metrics
    /// The scene's look in the traits being laid out, asked whatever the layout of its era differs in.
    private(set) var look: any Look
    public let measurer: any TextMeasuring
    /// The traits being laid out with (a state's, when laying out a state).
    public private(set) var traits: Traits
    /// The virtual clock of the state being laid out (where spinners are).
    public var clock: Seconds = .zero
    /// Whether scroll views show their indicators (while a scroll step moves them).
    var showsScrollIndicators = false
    /// The id of the text field or text view being edited (its caret shows).
    var editingID: String?
    /// What laying out found to warn of (constraints broken), shared by every copy of this layout.
    let warnings = LayoutWarnings()
    let fittings = FittingSizes()
    let windows = LaidOutWindows()

    /// Lays out `scene`, its strings written in its pseudo-language if it has one.
    public init(scene: Scene, measurer: any TextMeasuring) {
        self.scene = scene.written(in: scene.traits.pseudoLanguage)
        let traits = Self.concrete(scene.traits, on: scene.device)
        (look, metrics) = Looks.look(for: scene.style).drawing(traits)
        self.measurer = measurer
        self.traits = traits
    }

    /// Lays out with `traits` from now on: the look and its metrics resolved
    /// for them, on the scene's device (whose idiom they take).
    mutating func resolve(_ traits: Traits) {
        self.traits = Self.concrete(traits, on: scene.device)
        (look, metrics) = look.drawing(self.traits)
    }

    /// `traits` as UIKit's trait collection has them on `device`: its idiom,
    /// and size classes always given (those a scene forces, else the device's).
    static func concrete(_ traits: Traits, on device: Device) -> Traits {
        var traits = traits.with(\.userInterfaceIdiom, device.idiom)
        (traits.horizontalSizeClass, traits.verticalSizeClass) = sizeClasses(of: traits, on: device)
        return traits
    }

    /// The size classes `traits` have on `device`: those they force, else
    /// the device's in their orientation and multitasking width.
    static func sizeClasses(of traits: Traits, on device: Device) -> (width: SizeClass, height: SizeClass) {
        let derived = device.sizeClasses(traits.orientation, multitasking: traits.multitaskingWidth)
        return (traits.horizontalSizeClass ?? derived.width, traits.verticalSizeClass ?? derived.height)
    }

    /// This layout with `traits` (a sheet's elevated level, a screen's own appearance).
    func resolved(for traits: Traits) -> SceneLayout {
        var layout = self
        layout.resolve(traits)
        return layout
    }

    /// The orientation being laid out.
    public var orientation: Orientation { traits.orientation }

    /// The interface size in points (turned in landscape): on an iPad beside
    /// another app (`Traits.multitaskingWidth`), the app's share of the width.
    public var interfaceSize: Size {
        var size = scene.device.interfaceSize(orientation)
        if scene.device.isPad, let share = traits.multitaskingWidth { size.width = share.width(onScreen: size.width) }
        return size
    }

    /// Height of the status bar in the current orientation, 0 when the scene hides it.
    public var statusBarHeight: Double {
        scene.statusBar ? scene.device.statusBarHeight(orientation) : 0
    }

    /// Plays the scene's story and records, for each state, the size each
    /// screen's root view had when first laid out (its subviews autoresize from it).
    public func play() throws(DiagnosticError) -> Story {
        let layout = self
        var story = try Story(scene: scene) { state, target, id in layout.cellOffset(state, target, id: id) }
        var sizes: [String: ScreenReference] = [:]
        for i in story.states.indices {
            let present = Set(story.states[i].allNodes.map(\.instanceID))
            sizes = sizes.filter { present.contains($0.key) }
            story.states[i].referenceSizes = sizes
            var context = LayoutContext(referenceSizes: sizes)
            _ = try window(story.states[i], context: &context)
            sizes.merge(context.screenSizes) { old, _ in old }
            story.states[i].referenceSizes = sizes
        }
        // Each state's clock: when its step's transition ends.
        for i in story.states.indices.dropFirst() {
            story.states[i].clock = story.states[i - 1].clock + transition(story, step: i).duration
        }
        return story
    }

    /// The window at the end of step `step` (0 = the initial state), playing the story first.
    public func window(step: Int) throws(DiagnosticError) -> PresentedView {
        let story = try play()
        guard story.states.indices.contains(step) else {
            throw DiagnosticError(Diagnostic(
                location: nil, file: scene.name, keyPath: "steps",
                message: "step \(step) is out of range (the scene has steps 0...\(story.states.count - 1))"))
        }
        return try window(story, step: step)
    }

    /// The window for a state of the story, mirrored when its traits read right to left.
    public func window(_ state: SceneState) throws(DiagnosticError) -> PresentedView {
        let window = try leftToRightWindow(state)
        return state.traits.isRightToLeft ? window.mirroredForRightToLeft() : window
    }

    /// The window at the end of step `n` of a played story (laid out once for the layout's life).
    public func window(_ story: Story, step n: Int) throws(DiagnosticError) -> PresentedView {
        let state = story.states[n]
        let window = try storyWindow(state, step: n)
        return state.traits.isRightToLeft ? window.mirroredForRightToLeft() : window
    }

    /// The window for a state laid out left to right, as transitions compose it
    /// (an instant is mirrored once it is composed).
    func leftToRightWindow(_ state: SceneState) throws(DiagnosticError) -> PresentedView {
        var context = LayoutContext(referenceSizes: state.referenceSizes)
        return try window(state, context: &context)
    }

    /// `leftToRightWindow` of the story's state at the end of step `n`, laid out
    /// once for the layout's life (see `LaidOutWindows`); a layout moving scroll
    /// indicators lays out afresh.
    func storyWindow(_ state: SceneState, step n: Int) throws(DiagnosticError) -> PresentedView {
        guard !showsScrollIndicators else { return try leftToRightWindow(state) }
        return try windows.window(step: n, state) { () throws(DiagnosticError) in try leftToRightWindow(state) }
    }

    func window(_ state: SceneState, context: inout LayoutContext) throws(DiagnosticError) -> PresentedView {
        var layout = self
        layout.resolve(state.traits)
        layout.clock = state.clock
        layout.editingID = state.editing?.id
        return try layout.layoutWindow(state, context: &context)
    }

    private func layoutWindow(_ state: SceneState, context: inout LayoutContext) throws(DiagnosticError) -> PresentedView {
        let size = interfaceSize
        let content = Rect(x: 0, y: statusBarHeight, width: size.width, height: size.height - statusBarHeight)
        if look.barBackgroundRunsBeneathStatusBar { context.topUnderlap = statusBarHeight }
        var children = [try layoutController(state.root, in: content, context: &context)]
        if statusBarHeight > 0 {
            children.append(PresentedView(
                kind: .statusBar, frame: Rect(x: 0, y: 0, width: size.width, height: statusBarHeight),
                content: .statusBar(StatusBarContent(barStyle: statusBarStyle(state), backdrop: statusBarBackdrop(state),
                                                     isPad: scene.device.isPad && statusBarHeight > 20))
            ))
        }
        var window = PresentedView(
            kind: .window, frame: Rect(x: 0, y: 0, width: size.width, height: size.height),
            content: .plain(background: metrics.windowBackground), children: children
        )
        window = applyingScrollEdges(window)
        if statusBarHeight > 0, look.barBackgroundRunsBeneathStatusBar, window.children[0].runningBarPictureUp(by: statusBarHeight),
           case .statusBar(var bar) = window.children[1].content {
            // The bar's picture shows through the status bar.
            bar.backdrop = .clear
            window.children[1].content = .statusBar(bar)
        }
        if !state.presented.isEmpty || state.editing != nil {
            window.children = try presenting(state, over: window.children, context: &context)
        }
        if metrics.drawsDeviceChrome { window.children += deviceChrome(window) }
        return window
    }

    /// The Dynamic Island (126 x 37, 11 points from the top edge of the device,
    /// which is a side in landscape) and the home indicator (134 x 5, 8 points
    /// above the bottom), in looks that draw them (issue 14's figures; the
    /// indicator's landscape width chosen as in portrait). The indicator is dark
    /// over light content and light over dark.
    private func deviceChrome(_ window: PresentedView) -> [PresentedView] {
        let size = interfaceSize
        var views: [PresentedView] = []
        if scene.device.sensorHousing == .dynamicIsland {
            let island: Rect
            switch orientation {
            case .portrait: island = Rect(x: (size.width - 126) / 2, y: 11, width: 126, height: 37)
            // Landscape left has the device turned a quarter clockwise, its top (and the island) on the right.
            case .landscapeLeft: island = Rect(x: size.width - 11 - 37, y: (size.height - 126) / 2, width: 37, height: 126)
            case .landscapeRight: island = Rect(x: 11, y: (size.height - 126) / 2, width: 37, height: 126)
            }
            views.append(PresentedView(kind: .dynamicIsland, frame: island, content: .deviceChrome(.dynamicIsland)))
        }
        if scene.device.safeAreaBottom > 0 {
            let bar = Rect(x: (size.width - 134) / 2, y: size.height - 8 - 5, width: 134, height: 5)
            let beneath = colorShown(at: Point(x: bar.midX, y: bar.midY), in: window) ?? .white
            let ink: Color = beneath.luminance > 0.5 ? .black : .white
            views.append(PresentedView(kind: .homeIndicator, frame: bar, content: .deviceChrome(.homeIndicator(ink))))
        }
        return views
    }

    /// The layout JSON value of an instant. Frames are in the window's own
    /// points; while rotating, the window is turned about the canvas's centre.
    public func dump(_ instant: Instant, step: Int, time: Seconds) -> LayoutDump {
        LayoutDump(deviceSize: instant.canvas, scale: scene.device.scale, step: step, time: time.value,
                   root: instant.window.layoutNode())
    }

    /// The layout JSON value of a presented window.
    public func dump(_ window: PresentedView, step: Int, time: Double) -> LayoutDump {
        LayoutDump(deviceSize: window.frame.size, scale: scene.device.scale, step: step, time: time, root: window.layoutNode())
    }

    /// The colour of the outermost shown navigation controller's bar, when it is
    /// shown and has a `barTintColor`: iOS 7 on, its background runs up beneath the status bar.
    private func statusBarBackdrop(_ state: SceneState) -> Color? {
        guard let bars = state.visibleChain.lazy.compactMap(\.navigationState).first?.bars, !bars.navigationBarHidden else { return nil }
        return bars.content.shownBarTint
    }

    /// The status bar follows the outermost shown navigation controller's
    /// bar style (black bars, black status bar), also while its bar is hidden.
    private func statusBarStyle(_ state: SceneState) -> BarStyle {
        state.visibleChain.lazy.compactMap(\.navigationState).first?.bars.barStyle ?? .default
    }
}

/// Warnings found while laying out, each once, in the order found.
public final class LayoutWarnings: @unchecked Sendable {
    private let lock = NSLock()
    private var found: [String] = []

    func add(_ warning: String) {
        lock.lock()
        defer { lock.unlock() }
        if !found.contains(warning) { found.append(warning) }
    }

    public var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return found
    }
}

extension SceneLayout {
    /// The warnings laying out every state of `story` gives: constraints
    /// broken, as UIKit logs them (`FILE:LINE:COL: warning: ...`).
    public func constraintWarnings(_ story: Story) -> [String] {
        for state in story.states { _ = try? window(state) }
        return warnings.all
    }
}

extension PresentedView {
    /// Lets the first navigation bar with a background picture that meets the
    /// status bar (its top at `height`) run the picture up beneath it; whether one did.
    fileprivate mutating func runningBarPictureUp(by height: Double) -> Bool {
        if case .navigationBar(var bar) = content, bar.backgroundImage != nil, abs(frame.minY - height) < 0.5 {
            bar.backgroundRunsUp = height
            content = .navigationBar(bar)
            return true
        }
        for i in children.indices where children[i].runningBarPictureUp(by: height) { return true }
        return false
    }
}
