import Glibc
import MockupCore

/// The view tree drawn as layers in perspective, as Xcode's Debug View
/// Hierarchy shows a running app: every view a plane at its depth in the
/// tree, drawn with its own content (not its subviews'), outlined in its
/// kind's colour, the planes fanned out `spacing` points apart and seen
/// turned `angle` degrees about the vertical and `tilt` degrees from above
/// (an oblique parallel projection; chosen defaults: 30, 20 and 40). `progress`
/// goes from 0 (the screen seen from the front, flat) to 1 (exploded).
public struct ExplodedView: Hashable, Sendable {
    public var angle: Double
    public var tilt: Double
    public var spacing: Double
    /// Whether each view's kind and id are written at its top-left corner.
    public var labels: Bool
    public var progress: Double

    public init(angle: Double = 30, tilt: Double = 20, spacing: Double = 40, labels: Bool = false, progress: Double = 1) {
        self.angle = angle
        self.tilt = tilt
        self.spacing = spacing
        self.labels = labels
        self.progress = progress
    }

    /// Room round the layers (chosen).
    static let margin = 24.0

    /// A view of the tree with its depth, in window coordinates, without its subviews.
    public struct Layer: Hashable, Sendable {
        public var view: PresentedView
        public var depth: Int
    }

    /// Every view of `window` that shows, back to front, with its depth (a
    /// transition's moving layer holds its views without being one).
    public static func layers(of window: PresentedView) -> [Layer] {
        var out: [Layer] = []
        func walk(_ view: PresentedView, depth: Int) {
            guard !view.isDecoration, view.alpha > 0 else { return }
            if let placed = view.layerChildren {
                for child in placed { walk(child, depth: depth) }
                return
            }
            var own = view
            own.children = []
            out.append(Layer(view: own, depth: depth))
            for child in view.children { walk(child, depth: depth + 1) }
        }
        walk(window, depth: 0)
        return out
    }

    /// Where a point of the plane at `depth` lands (before the canvas's own offset).
    func projection(depth: Int) -> AffineTransform {
        let theta = angle * progress * .pi / 180, phi = tilt * progress * .pi / 180
        let z = Double(depth) * spacing * progress
        // NB: an oblique projection (widths kept, heights sheared by the turn): text keeps the
        // widths its layout was measured at, which a foreshortened plane would cut short.
        return AffineTransform(a: 1, b: sin(theta) * sin(phi) * 1.5, c: 0, d: 1,
                               tx: z * sin(theta), ty: -z * cos(theta) * sin(phi))
    }

    /// The picture: the planes back to front on a light ground, each view's
    /// picture and outline on its plane; the canvas fits them, or is
    /// `canvas` with them centred in it (the frames of a turn share one).
    public func displayList(of window: PresentedView, theme: Theme, canvas: Size? = nil) -> DisplayList {
        let layers = Self.layers(of: window)
        let deepest = layers.map(\.depth).max() ?? 0
        let screen = Rect(origin: .zero, size: window.frame.size)
        var box: Rect?
        for depth in [0, deepest] {
            let placed = projection(depth: depth).apply(to: screen)
            box = box.map { $0.union(placed) } ?? placed
        }
        let bounds = box ?? screen
        let size = canvas ?? Size(width: (bounds.width + 2 * Self.margin).rounded(.up), height: (bounds.height + 2 * Self.margin).rounded(.up))
        let offset = AffineTransform.translation(x: (size.width - bounds.width) / 2 - bounds.minX, y: (size.height - bounds.height) / 2 - bounds.minY)
        var list = DisplayList(size: size)
        list.append(.fill(.rect(Rect(origin: .zero, size: list.size)), .color(Color(r: 236, g: 237, b: 241)), .winding))
        for depth in 0...deepest {
            var items: [DisplayItem] = []
            for layer in layers where layer.depth == depth {
                items += theme.draw(layer.view)
                let kind = Self.outlineColor(layer.view.kind)
                items.append(.stroke(.rect(layer.view.frame), .color(kind), StrokeStyle(width: 1)))
                if labels {
                    let name = layer.view.kind.name + (layer.view.id.map { "#\($0)" } ?? "")
                    items.append(.text(TextRun(text: name, font: Font(.inter, size: 8, weight: .medium), color: kind,
                                               box: Rect(x: layer.view.frame.minX + 2, y: layer.view.frame.minY + 1,
                                                         width: max(0, layer.view.frame.width - 4), height: 10))))
                }
            }
            let shown = theme.traits.userInterfaceStyle == .dark ? items.map { $0.shown(in: theme.traits) } : items
            list.append(.group(Group(transform: projection(depth: depth).concatenating(offset), items: shown)))
        }
        return list
    }

    /// A view's outline by kind (chosen): controllers' views blue, bars orange,
    /// text green, cells grey, controls purple, images teal, the rest slate.
    static func outlineColor(_ kind: PresentedKind) -> Color {
        switch kind {
        case .screen, .window: Color(r: 0, g: 122, b: 255)
        case .navigationBar, .toolbar, .tabBar, .statusBar, .barButtonItem, .backButton, .tabBarItem: Color(r: 255, g: 149, b: 0)
        case .label, .textView: Color(r: 52, g: 199, b: 89)
        case .tableCell, .collectionViewCell, .tableView: Color(r: 142, g: 142, b: 147)
        case .imageView: Color(r: 0, g: 150, b: 150)
        case .button, .textField, .segmentedControl, .segment, .searchBar: Color(r: 175, g: 82, b: 222)
        default: Color(r: 90, g: 100, b: 120)
        }
    }
}
