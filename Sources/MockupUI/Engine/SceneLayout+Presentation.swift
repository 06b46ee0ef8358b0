import MockupCore

extension SceneLayout {
    var presentation: PresentationMetrics { metrics.presentation }

    /// The window's views with what is presented over them, in order: a
    /// full-screen or over-full-screen screen slides up from the bottom; a
    /// page sheet's card rises while everything beneath shrinks, rounds its
    /// corners and darkens; an alert or action sheet comes with a dimming view;
    /// the keyboard rises last. `layers` are the root's views and the status bar.
    func presenting(_ state: SceneState, over layers: [PresentedView], context: inout LayoutContext) throws(DiagnosticError) -> [PresentedView] {
        let size = interfaceSize
        var statusBar = layers.last { $0.kind == .statusBar }
        var views = layers.filter { $0.kind != .statusBar }
        var overlays: [PresentedView] = []
        let keyboard = keyboardView(state)
        let keyboardTop = keyboard?.frame.minY ?? size.height
        for item in state.presented {
            let t = item.shown
            switch item.content {
            case .screen(let node, let presented):
                views += overlays
                overlays = []
                let style = shownStyle(presented)
                if isPadInRegularWidth, [.formSheet, .pageSheet, .popover].contains(style) {
                    views = try padPresentation(node, style: style, anchor: item.anchor, shown: t, over: views, context: &context)
                } else if style == .pageSheet, sheetDetent(node) == .medium {
                    views = [presenterLayer(views, shown: t, shrinks: false), try sheetCard(node, detent: .medium, shown: t, context: &context)]
                } else if style == .pageSheet {
                    let beneath = PresentedView(kind: .window, frame: Rect(origin: .zero, size: size), children: views)
                    var strip: [PresentedView] = []
                    if let bar = statusBar {
                        let color = colorShown(at: Point(x: size.width / 2, y: bar.frame.maxY + 1), in: beneath) ?? metrics.contentBackground
                        strip = [PresentedView(kind: .view, frame: bar.frame, content: .plain(background: color), tags: [.decoration])]
                    }
                    // NB: black shows around the shrunken presenter, whatever the window's own colour.
                    let black = PresentedView(kind: .view, frame: Rect(origin: .zero, size: size), content: .plain(background: .black), tags: [.decoration])
                    views = [black, presenterLayer(strip + views, shown: t), try sheetCard(node, detent: .large, shown: t, context: &context)]
                    if t > 0.5, case .statusBar(var bar) = statusBar?.content {
                        bar.barStyle = .black
                        bar.backdrop = Color(r: 0, g: 0, b: 0, a: 0)
                        statusBar?.content = .statusBar(bar)
                    }
                } else {
                    let frame = Rect(x: 0, y: statusBarHeight, width: size.width, height: size.height - statusBarHeight)
                    let screen = try layoutController(node, in: frame, context: &context).translated(0, (1 - t) * size.height)
                    views = style == .fullScreen && t >= 1 ? [screen] : views + [screen]
                }
            case .alert(let alert):
                overlays += [dimmingView(shown: t), alertView(alert, centreY: keyboardTop / 2, shown: t, leaving: item.leaving,
                                                             editing: state.editing != nil && state.editing?.id == nil)]
            case .actionSheet(let sheet) where isPadInRegularWidth:
                overlays += actionSheetPopover(sheet, shown: t, anchor: item.anchor, over: views + overlays)
            case .actionSheet(let sheet):
                overlays += [dimmingView(shown: t), actionSheetView(sheet, shown: t)]
            }
        }
        return views + (statusBar.map { [$0] } ?? []) + overlays + (keyboard.map { [$0] } ?? [])
    }

    /// Everything beneath a page sheet, shrunk about its top centre towards
    /// `presenterScale` with its top moved down to the status bar's bottom
    /// (a look whose presenter keeps its size, iOS 26's, leaves it in place),
    /// its corners rounded and darkened, `shown` of the way. Beneath a sheet
    /// at the medium detent it is only darkened (iOS 15 on).
    func presenterLayer(_ views: [PresentedView], shown t: Double, shrinks: Bool = true, dimming: Double? = nil) -> PresentedView {
        let size = interfaceSize
        let scale = shrinks ? 1 + (presentation.presenterScale - 1) * t : 1
        let drop = shrinks && presentation.presenterScale < 1 ? statusBarHeight * t : 0
        let to = Rect(x: size.width * (1 - scale) / 2, y: drop, width: size.width * scale, height: size.height * scale)
        let layer = LayerContent(from: Rect(origin: .zero, size: size), to: to, cornerRadius: shrinks ? presentation.presenterRadius * t : 0,
                                 dimming: (dimming ?? presentation.presenterDimming) * t)
        return PresentedView(kind: .view, frame: Rect(origin: .zero, size: size), content: .layer(layer), children: views)
    }

    /// The detent a presented controller's sheet rests at: its
    /// `sheetPresentationController`'s, large in landscape (chosen: a sheet
    /// in compact height is drawn at its full height).
    func sheetDetent(_ node: ControllerNode) -> SheetPresentationSpec.Detent {
        orientation.isLandscape ? .large : node.spec.sheetPresentationController?.shownDetent ?? .large
    }

    /// A page sheet's card at `detent`, risen `shown` of the way from below
    /// the screen: at large, the presented controller laid out from
    /// `sheetTopGap` below the status bar down to the screen's bottom, its top
    /// corners rounded; at medium, half as tall (HIG, Sheets: "about half
    /// the fully expanded height"), floating `floatingSheetInset` from the
    /// sides and bottom with its bottom corners concentric with the display's.
    /// The grabber on top when the controller asks for it.
    private func sheetCard(_ node: ControllerNode, detent: SheetPresentationSpec.Detent, shown t: Double,
                           context: inout LayoutContext) throws(DiagnosticError) -> PresentedView {
        let size = interfaceSize
        let top = statusBarHeight + presentation.sheetTopGap
        var frame = Rect(x: 0, y: top, width: size.width, height: size.height - top)
        var bottomRadius = 0.0
        if detent == .medium {
            let inset = presentation.floatingSheetInset
            let height = (frame.height / 2).rounded()
            frame = Rect(x: inset, y: size.height - inset - height, width: size.width - 2 * inset, height: height)
            if inset > 0 { bottomRadius = max(presentation.sheetRadius, scene.device.screenCornerRadius - inset) }
        }
        // A sheet's content is at the elevated level (UIUserInterfaceLevel.elevated).
        var screen = try resolved(for: traits.with(\.userInterfaceLevel, .elevated)).layoutController(node, in: frame, context: &context)
        if node.spec.sheetPresentationController?.prefersGrabberVisible == true {
            let grabber = presentation.grabberSize
            var view = PresentedView(kind: .view, frame: Rect(x: frame.midX - grabber.width / 2, y: frame.minY + presentation.grabberTop,
                                                              width: grabber.width, height: grabber.height),
                                     content: .plain(background: presentation.grabberColor), tags: [.decoration])
            view.layer = LayerSpec(cornerRadius: grabber.height / 2)
            screen.children.append(view)
        }
        let layer = LayerContent(from: frame, to: frame.offsetBy(dx: 0, dy: (1 - t) * (size.height - frame.minY)),
                                 cornerRadius: presentation.sheetRadius, bottomCornerRadius: bottomRadius)
        return PresentedView(kind: .view, frame: frame, content: .layer(layer), children: [screen], tags: [.elevated])
    }

    /// Black over the whole window, `shown` of the way to the look's dimming.
    private func dimmingView(shown t: Double) -> PresentedView {
        PresentedView(kind: .dimmingView, frame: Rect(origin: .zero, size: interfaceSize), alpha: t,
                      content: .plain(background: Color(r: 0, g: 0, b: 0, a: presentation.dimming)))
    }

    /// The keyboard while something is being edited, risen `shown` of the way.
    func keyboardView(_ state: SceneState) -> PresentedView? {
        guard let editing = state.editing else { return nil }
        let size = interfaceSize
        let landscape = orientation.isLandscape
        let home = scene.device.safeAreaBottom(orientation)
        let format = KeyboardFormat.of(scene.device)
        let height = presentation.keyboardHeight(width: size.width, landscape: landscape, homeInset: home, format: format)
        let frame = Rect(x: 0, y: size.height - height * editing.shown, width: size.width, height: height)
        var content = KeyboardContent(
            type: editing.keyboardType, returnKey: editing.returnKeyType, suggestionBarHeight: presentation.suggestionBarHeight,
            globeStripHeight: home > 0 && !landscape && format == .phone ? presentation.globeStripHeight : 0, homeInset: home,
            landscape: landscape, shifted: editing.shifted
        )
        content.format = format
        return PresentedView(kind: .keyboard, frame: frame, content: .keyboard(content))
    }
}
