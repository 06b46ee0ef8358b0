import MockupCore

/// Turns a presented view tree into a display list in a look.
///
/// Every frame is snapped to the device pixel grid here, once, in window
/// coordinates, so edges that touch in the layout touch in the picture. What
/// differs between eras is the look's to draw (`Looks/`); what every look
/// shares (hairlines, rings, gloss, placing runs, the status bar's content,
/// cells' lines) is here, for the looks to use.
public struct Theme: Sendable {
    public let style: Style
    public let metrics: Metrics
    public let grid: PixelGrid
    let look: any Look
    /// The display's corner radius when pictures round the screen's corners (0: square).
    public let screenCornerRadius: Double
    /// The traits the look was resolved for.
    let traits: Traits

    public init(style: Style, scale: Double, screenCornerRadius: Double = 0, traits: Traits = Traits()) {
        self.style = style
        self.traits = traits
        (look, metrics) = Looks.look(for: style).drawing(traits)
        self.grid = PixelGrid(scale: scale)
        self.screenCornerRadius = screenCornerRadius
    }

    /// The theme a scene is drawn with: its look in its traits, its device's
    /// scale, and the device's screen corners if the scene asks for them.
    public init(scene: Scene) {
        self.init(style: scene.style, scale: scene.device.scale,
                  screenCornerRadius: scene.roundsScreenCorners ? scene.device.screenCornerRadius : 0, traits: scene.traits)
    }

    /// This theme with its look resolved for `traits` (an instant's).
    public func resolved(for traits: Traits) -> Theme {
        Theme(style: style, scale: grid.scale, screenCornerRadius: screenCornerRadius, traits: traits)
    }

    /// The picture of a window.
    public func displayList(for window: PresentedView) -> DisplayList {
        DisplayList(size: window.frame.size, items: drawWindow(window))
    }

    /// A window's items in the theme's appearance (dynamic colours resolved), cut to the screen's corners when asked.
    private func drawWindow(_ window: PresentedView) -> [DisplayItem] {
        let items = draw(window)
        // NB: a light picture's colours are their own components already: it is left as it is.
        let shown = traits.userInterfaceStyle == .dark ? items.map { $0.shown(in: traits) } : items
        return screenCorners(shown, size: window.frame.size, radius: screenCornerRadius)
    }

    /// The picture of an instant: the window on its canvas, turned about the
    /// canvas's centre while rotating, on black.
    public func displayList(for instant: Instant) -> DisplayList {
        guard instant.traits == traits else { return resolved(for: instant.traits).displayList(for: instant) }
        let window = instant.window
        if let fading = instant.fading {
            // The old screen in its traits, the new one over it coming in.
            let old = resolved(for: fading.traits).drawWindow(fading.window)
            let new = Group(alpha: 1 - fading.alpha, items: drawWindow(window))
            return DisplayList(size: window.frame.size, items: old + [.group(new)])
        }
        guard instant.turn != 0 || window.frame.size != instant.canvas else { return displayList(for: window) }
        let canvas = Rect(x: 0, y: 0, width: instant.canvas.width, height: instant.canvas.height)
        let transform = AffineTransform.translation(x: -window.frame.width / 2, y: -window.frame.height / 2)
            .concatenating(.rotation(instant.turn))
            .concatenating(.translation(x: canvas.width / 2, y: canvas.height / 2))
        return DisplayList(size: instant.canvas, items: [
            .fill(.rect(canvas), .color(.black), .winding),
            .group(Group(transform: transform, items: drawWindow(window))),
        ])
    }

    func draw(_ view: PresentedView) -> [DisplayItem] {
        guard view.alpha > 0 else { return [] }
        if view.tags.contains(.elevated) && traits.userInterfaceLevel == .base { return drawElevated(view) }
        if let style = view.overriddenStyle, style != traits.userInterfaceStyle { return drawOverridden(view, style) }
        if case .layer(let layer) = view.content { return drawLayer(layer, view) }
        let frame = grid.snap(view.frame)
        if let layer = view.layer { return drawStyled(view, layer, frame: frame) }
        let items = paintWithChildren(view, view.content, frame: frame)
        guard view.alpha < 1 || view.clipsToBounds else { return items }
        let clip = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height + view.bottomUnderlap)
        return [.group(Group(alpha: view.alpha, clip: view.clipsToBounds ? .rect(clip) : nil, items: items))]
    }

    /// A view whose layer is styled, as Core Animation composites it: the
    /// background colour in the rounded outline, the content and subviews
    /// (clipped to the outline when the view clips to bounds), the border over
    /// them, and the shadow cast by all of it (none outside a clip, as
    /// `masksToBounds` cuts a layer's own shadow).
    private func drawStyled(_ view: PresentedView, _ layer: LayerSpec, frame: Rect) -> [DisplayItem] {
        let shape = layer.shape(in: frame)
        var content = view.content
        var background: Color?
        if layer.isRounded {
            switch content {
            case .plain(let color):
                background = color
                content = .plain(background: nil)
            case .label(var label):
                background = label.background
                label.background = nil
                content = .label(label)
            default: break
            }
        }
        var items: [DisplayItem] = []
        if let background, background.alpha > 0 { items.append(.fill(shape, .color(background), .winding)) }
        items += paintWithChildren(view, content, frame: frame)
        if view.clipsToBounds { items = [.group(Group(clip: shape, items: items))] }
        if layer.borderWidth > 0 { items.append(.fill(layer.border(in: frame), .color(layer.borderColor), .evenOdd)) }
        let shadow = view.clipsToBounds ? nil : layer.shadow
        guard view.alpha < 1 || shadow != nil else { return items }
        return [.group(Group(alpha: view.alpha, shadow: shadow, items: items))]
    }

    /// A view's `content` (as it mirrors, when it does), then its subviews.
    private func paintWithChildren(_ view: PresentedView, _ content: PresentedView.Content, frame: Rect) -> [DisplayItem] {
        var items = view.isMirrored ? paintMirrored(content, frame: frame) : paint(content, frame: frame)
        for child in view.children { items += draw(child) }
        return items
    }

    /// What is presented as a sheet, drawn at the elevated level: the look's
    /// colours there, and a scene's dynamic ones at their elevated values.
    private func drawElevated(_ view: PresentedView) -> [DisplayItem] {
        let elevated = traits.with(\.userInterfaceLevel, .elevated)
        let items = resolved(for: elevated).draw(view)
        return traits.userInterfaceStyle == .dark ? items.map { $0.shown(in: elevated) } : items
    }

    /// A screen that overrides the appearance, drawn in its own: the look's
    /// colours in it, and a scene's dynamic ones resolved for it (so the
    /// window's own pass leaves them).
    private func drawOverridden(_ view: PresentedView, _ style: UserInterfaceStyle) -> [DisplayItem] {
        let own = traits.with(\.userInterfaceStyle, style)
        return resolved(for: own).draw(view).map { $0.shown(in: own) }
    }

    /// A right-to-left view's content: a flipping one drawn where the
    /// left-to-right layout had it within the frame and mirrored, an upright one
    /// drawn where it is; text reads right to left either way.
    func paintMirrored(_ content: PresentedView.Content, frame: Rect) -> [DisplayItem] {
        switch content.mirroring {
        case .flips:
            let axis = frame.midX
            return paint(content.mapped(.mirror(aboutX: axis), frame: frame), frame: frame).map { $0.mirrored(aboutX: axis) }
        case .upright, .keepsLeftToRight, .stays:
            return paint(content, frame: frame).map(\.readingRightToLeft)
        }
    }

    func paint(_ content: PresentedView.Content, frame: Rect) -> [DisplayItem] {
        switch content {
        case .plain(let background):
            guard let background, background.alpha > 0 else { return [] }
            return [.fill(.rect(frame), .color(background), .winding)]
        case .statusBar(let bar):
            return look.statusBar(bar, frame: frame, theme: self)
        case .navigationBar(let bar):
            return look.barBackground(bar, frame: frame, edge: .bottom, theme: self) + barImage(bar, frame: frame)
        case .toolbar(let bar):
            return look.barBackground(bar, frame: frame, edge: .top, theme: self) + barImage(bar, frame: frame)
        case .tabBar(let bar):
            return look.tabBarBackground(bar, frame: frame, theme: self) + barImage(bar, frame: frame)
        case .barButtonItem(let item), .backButton(let item):
            return look.barItem(item, frame: frame, theme: self)
        case .tabBarItem(let item):
            return tabItem(item, frame: frame)
        case .label(let label):
            var items: [DisplayItem] = []
            if let background = label.background { items.append(.fill(.rect(frame), .color(background), .winding)) }
            var run = label.run
            run.box = grid.snap(run.box)
            items.append(.text(run))
            return items
        case .tableView(let table):
            return tableBackground(table, frame: frame)
        case .tableCell(let cell):
            return cell.isSidebar ? sidebarCell(cell, frame: frame) : look.tableCell(cell, frame: frame, theme: self)
        case .control(let control):
            return paintControl(control, frame: frame)
        case .tableDecoration(let decoration):
            return tableDecoration(decoration, frame: frame)
        case .deviceChrome(let chrome):
            return deviceChrome(chrome, frame: frame)
        case .layer:
            return []
        case .alert(let alert):
            return look.alert(alert, frame: frame, theme: self)
        case .actionSheet(let sheet):
            return look.actionSheet(sheet, frame: frame, theme: self)
        case .keyboard(let keyboard):
            return look.keyboard(keyboard, frame: frame, theme: self)
        case .popoverArrow(let up, let color):
            var path = Path()
            path.move(to: Point(x: frame.midX, y: up ? frame.minY : frame.maxY))
            path.line(to: Point(x: frame.maxX, y: up ? frame.maxY : frame.minY))
            path.line(to: Point(x: frame.minX, y: up ? frame.maxY : frame.minY))
            path.close()
            return [.fill(path, .color(color), .winding)]
        case .edgeShadow(let alpha):
            let gradient = LinearGradient(start: Point(x: frame.minX, y: frame.minY), end: Point(x: frame.maxX, y: frame.minY), stops: [
                .init(0, Color(red: 0, green: 0, blue: 0, alpha: 0)), .init(1, Color(red: 0, green: 0, blue: 0, alpha: alpha)),
            ])
            return [.fill(.rect(frame), .linearGradient(gradient), .winding)]
        }
    }

    /// A line `thickness` points thick (1 by default; `grid.hairline` for one
    /// device pixel) along an edge of `frame`, inside it.
    /// A line along `frame`'s `edge`, inside it, or `outside` it (against the content beyond).
    func hairline(_ frame: Rect, edge: Edge, color: Color, inset: Double = 0, thickness: Double = 1, outside: Bool = false) -> DisplayItem {
        let y = outside
            ? (edge == .bottom ? frame.maxY : frame.minY - thickness)
            : (edge == .bottom ? frame.maxY - thickness : frame.minY)
        return .fill(.rect(Rect(x: frame.minX + inset, y: y, width: frame.width - inset, height: thickness)), .color(color), .winding)
    }

    enum Edge { case top, bottom }
}
