import MockupCore

/// A map of window points taking one rectangle to another, which transitions
/// apply to whole subtrees: the frames and every box their contents draw in.
public struct RectMap: Hashable, Sendable {
    public var scaleX: Double, scaleY: Double, dx: Double, dy: Double

    public init(scaleX: Double = 1, scaleY: Double = 1, dx: Double = 0, dy: Double = 0) {
        self.scaleX = scaleX; self.scaleY = scaleY; self.dx = dx; self.dy = dy
    }

    public static func translation(_ dx: Double, _ dy: Double) -> RectMap { RectMap(dx: dx, dy: dy) }

    /// The map taking `from` onto `to` (stretching when their sizes differ).
    public static func from(_ from: Rect, to: Rect) -> RectMap {
        let sx = from.width > 0 ? to.width / from.width : 1
        let sy = from.height > 0 ? to.height / from.height : 1
        return RectMap(scaleX: sx, scaleY: sy, dx: to.minX - from.minX * sx, dy: to.minY - from.minY * sy)
    }

    public var isIdentity: Bool { scaleX == 1 && scaleY == 1 && dx == 0 && dy == 0 }

    /// The stretch alone: for boxes given relative to their view's origin, which moves with the view.
    public var stretch: RectMap { RectMap(scaleX: scaleX, scaleY: scaleY) }

    /// The reflection in the vertical line at `x` (a right-to-left interface's).
    public static func mirror(aboutX x: Double) -> RectMap { RectMap(scaleX: -1, dx: 2 * x) }

    /// What the map does to boxes given relative to the origin of `frame`: the
    /// stretch, and where it mirrors, the reflection across the frame's width.
    func relative(to frame: Rect) -> RectMap {
        RectMap(scaleX: scaleX, scaleY: scaleY, dx: scaleX < 0 ? -scaleX * frame.width : 0, dy: scaleY < 0 ? -scaleY * frame.height : 0)
    }

    public func x(_ x: Double) -> Double { x * scaleX + dx }
    public func y(_ y: Double) -> Double { y * scaleY + dy }

    /// The image of `r` (a mirroring map's too: its edges swap).
    public func apply(_ r: Rect) -> Rect {
        Rect(x: x(scaleX < 0 ? r.maxX : r.minX), y: y(scaleY < 0 ? r.maxY : r.minY),
             width: r.width * abs(scaleX), height: r.height * abs(scaleY))
    }
}

extension PresentedView {
    /// This view and its subtree moved (and stretched) by `map`.
    public func mapped(_ map: RectMap) -> PresentedView {
        guard !map.isIdentity else { return self }
        var copy = self
        copy.frame = map.apply(frame)
        copy.content = content.mapped(map, frame: frame)
        copy.children = children.map { $0.mapped(map) }
        return copy
    }

    /// The subviews of a transition's moving layer, placed where the layer
    /// puts them; nil for a view of its own (a layer is not a view: what walks
    /// the tree goes through it to these).
    public var layerChildren: [PresentedView]? {
        guard case .layer(let layer) = content else { return nil }
        return children.map { $0.mapped(layer.map) }
    }

    /// Moved by `dx`, `dy` points.
    public func translated(_ dx: Double, _ dy: Double) -> PresentedView { mapped(.translation(dx, dy)) }

    /// Alpha multiplied by `factor`.
    public func fading(_ factor: Double) -> PresentedView {
        var copy = self
        copy.alpha *= factor
        return copy
    }
}

extension PresentedView.Content {
    /// The content of a view at `frame` with every box it draws in moved by `map`.
    func mapped(_ map: RectMap, frame: Rect) -> Self {
        switch self {
        case .plain, .statusBar, .navigationBar, .toolbar, .tabBar, .tableCell, .tableDecoration, .edgeShadow, .deviceChrome, .keyboard,
             .popoverArrow:
            return self
        case .layer(var layer):
            layer.from = map.apply(layer.from)
            layer.to = map.apply(layer.to)
            return .layer(layer)
        case .alert(let alert): return .alert(alert.mapped(map))
        case .actionSheet(let sheet): return .actionSheet(sheet.mapped(map))
        case .barButtonItem(let item): return .barButtonItem(item.mapped(map))
        case .backButton(let item): return .backButton(item.mapped(map))
        case .tabBarItem(var item):
            item.glyphBox = map.apply(item.glyphBox)
            item.titleBox = map.apply(item.titleBox)
            return .tabBarItem(item)
        case .label(var label):
            label.run = label.run.mapped(map)
            return .label(label)
        case .tableView(var table):
            table.emptyRowsFrom = table.emptyRowsFrom.map(map.y)
            return .tableView(table)
        case .control(var control):
            // NB: a control's boxes are relative to its frame (Theme.placed), so they only stretch (or mirror within it).
            control.kind = control.kind.mapped(map.relative(to: frame))
            return .control(control)
        }
    }
}

extension AlertContent {
    func mapped(_ map: RectMap) -> Self {
        var copy = self
        copy.panels = panels.map(map.apply)
        copy.buttons = buttons.map { AlertButton(frame: map.apply($0.frame), style: $0.style, isCancelBlock: $0.isCancelBlock) }
        copy.dividers = dividers.map(map.apply)
        copy.fields = fields.map(map.apply)
        return copy
    }
}

extension BarItemContent {
    func mapped(_ map: RectMap) -> Self {
        var copy = self
        copy.titleBox = titleBox.map(map.apply)
        copy.glyphBox = glyphBox.map(map.apply)
        return copy
    }
}

extension ImageContent {
    func mapped(_ map: RectMap) -> Self {
        var copy = self
        switch picture {
        case .glyph(let name, let box, let tint): copy.picture = .glyph(name: name, box: map.apply(box), tint: tint)
        case .file(var placed):
            placed.rect = map.apply(placed.rect)
            copy.picture = .file(placed)
        case .color, nil: break
        }
        return copy
    }
}

extension TextRun {
    func mapped(_ map: RectMap) -> Self {
        var copy = self
        copy.box = map.apply(box)
        return copy
    }
}

extension ControlContent.Kind {
    func mapped(_ map: RectMap) -> Self {
        switch self {
        case .segmentedControl, .segmentThumb, .switchControl, .slider, .progressView, .activityIndicator, .pageControl, .stepper,
             .picker, .calendar:
            return self
        case .segment(var segment):
            segment.title = segment.title.mapped(map)
            return .segment(segment)
        case .button(var button):
            button.title = button.title?.mapped(map)
            button.glyphBox = button.glyphBox.map(map.apply)
            button.image = button.image?.mapped(map)
            return .button(button)
        case .textField(var field):
            field.text = field.text?.mapped(map)
            field.clearButton = field.clearButton.map(map.apply)
            field.caret = field.caret.map(map.apply)
            return .textField(field)
        case .imageView(let image):
            return .imageView(image.mapped(map))
        case .searchBar(var bar):
            bar.field = map.apply(bar.field)
            bar.glass = map.apply(bar.glass)
            bar.text = bar.text?.mapped(map)
            return .searchBar(bar)
        }
    }
}
