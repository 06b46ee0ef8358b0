import MockupCore

extension ImageViewSpec.ContentMode {
    /// Where an image of `image` points goes in a view of `bounds` points
    /// (UIView.ContentMode): stretched, scaled to fit or to fill keeping its
    /// aspect ratio and centred, or at its own size against an edge or corner.
    /// The rectangle may reach past the view; the view clips it when it clips to bounds.
    public func placement(of image: Size, in bounds: Size) -> Rect {
        let size: Size
        switch self {
        case .scaleToFill: return Rect(origin: .zero, size: bounds)
        case .scaleAspectFit, .scaleAspectFill:
            guard image.width > 0, image.height > 0 else { return Rect(origin: .zero, size: bounds) }
            let sx = bounds.width / image.width, sy = bounds.height / image.height
            let k = self == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            size = Size(width: image.width * k, height: image.height * k)
        default:
            size = image
        }
        let x: Double, y: Double
        switch self {
        case .left, .topLeft, .bottomLeft: x = 0
        case .right, .topRight, .bottomRight: x = bounds.width - size.width
        default: x = (bounds.width - size.width) / 2
        }
        switch self {
        case .top, .topLeft, .topRight: y = 0
        case .bottom, .bottomLeft, .bottomRight: y = bounds.height - size.height
        default: y = (bounds.height - size.height) / 2
        }
        return Rect(x: x, y: y, width: size.width, height: size.height)
    }
}
