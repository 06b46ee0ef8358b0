import MockupCore

extension Theme {
    /// A layer's subviews drawn moved and scaled onto where the layer puts
    /// them, clipped to its rounded corners and darkened.
    func drawLayer(_ layer: LayerContent, _ view: PresentedView) -> [DisplayItem] {
        var items = view.children.flatMap(draw)
        if layer.dimming > 0 { items.append(.fill(.rect(layer.from), .color(Color(r: 0, g: 0, b: 0, a: layer.dimming)), .winding)) }
        let map = layer.map
        // The clip is in the subviews' own points, so its radius is scaled back.
        let r = layer.cornerRadius / max(map.scaleX, 0.001), bottom = layer.bottomCornerRadius / max(map.scaleX, 0.001)
        let radii = CornerRadii(topLeft: r, topRight: r, bottomRight: bottom, bottomLeft: bottom)
        let clip: Path? = layer.cornerRadius > 0 ? .roundedRect(layer.from, radii: radii) : nil
        let transform = AffineTransform(a: map.scaleX, b: 0, c: 0, d: map.scaleY, tx: map.dx, ty: map.dy)
        return [.group(Group(transform: transform, alpha: view.alpha, clip: clip, items: items))]
    }
}
