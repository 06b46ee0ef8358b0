import MockupCore

/// The size a screen's subviews' frames are written for: its root view's own
/// `frame`, else the size the root view was first given. A view that rides
/// on a bar is written as if that bar were shown (SCENE-FORMAT.md, Views),
/// so how much each bar's absence had grown the root view then is kept
/// beside it: a screen first shown with an opaque toolbar hidden is 44
/// points taller than the space its toolbar's riders were written for.
public struct ScreenReference: Hashable, Sendable {
    /// What ordinary subviews' frames are written for.
    public var size: Size
    /// How much taller `size` is than with each bar shown.
    public var growth: [BarEdge: Double]

    public init(size: Size, growth: [BarEdge: Double] = [:]) {
        self.size = size
        self.growth = growth
    }

    /// What the frames of views riding on `edge`'s bar are written for.
    public func riding(_ edge: BarEdge) -> Size {
        Size(width: size.width, height: size.height - (growth[edge] ?? 0))
    }
}
