extension DisplayItem {
    /// Whether drawing this item alone sets every pixel of `canvas` to one opaque
    /// colour, in either appearance, whatever was there before: a fill of a
    /// rectangle holding the canvas with a colour opaque in light and dark. A
    /// drawing that begins with such an item needs no cleared surface.
    public func paintsOpaquely(covering canvas: Rect) -> Bool {
        guard case .fill(let path, .color(let color), _) = self,
              color.alpha == 1, (color.dark?.alpha ?? 1) == 1, (color.darkElevated?.alpha ?? 1) == 1 else { return false }
        let bounds = path.bounds
        return path == .rect(bounds)
            && bounds.minX <= canvas.minX && bounds.minY <= canvas.minY
            && bounds.maxX >= canvas.maxX && bounds.maxY >= canvas.maxY
    }
}
