/// A picture's colours resolved for an appearance: every dynamic colour it
/// holds (`Color.dynamic`) takes one of its values, in one pass over the
/// finished display list (`Color.shown(in:)` in MockupUI says which).
extension DisplayItem {
    /// This item with every colour it paints with mapped by `resolve`.
    public func mappingColors(_ resolve: (Color) -> Color) -> DisplayItem {
        switch self {
        case .fill(let path, let paint, let rule): return .fill(path, paint.mappingColors(resolve), rule)
        case .stroke(let path, let paint, let style): return .stroke(path, paint.mappingColors(resolve), style)
        case .text(var run):
            run.color = resolve(run.color)
            run.shadow = run.shadow?.mappingColor(resolve)
            return .text(run)
        case .group(var group):
            group.shadow = group.shadow?.mappingColor(resolve)
            group.items = group.items.map { $0.mappingColors(resolve) }
            return .group(group)
        case .backdrop(var backdrop):
            backdrop.tint = resolve(backdrop.tint)
            backdrop.flat = resolve(backdrop.flat)
            return .backdrop(backdrop)
        case .image(var image):
            image.tint = image.tint?.mappingColors(resolve)
            return .image(image)
        }
    }

    /// This item with every picture as the dark appearance (or the light one) shows it.
    public func choosingImages(dark: Bool) -> DisplayItem {
        switch self {
        case .fill, .stroke, .text, .backdrop: return self
        case .image(let image): return .image(image.inAppearance(dark: dark))
        case .group(var group):
            group.items = group.items.map { $0.choosingImages(dark: dark) }
            return .group(group)
        }
    }
}

extension Paint {
    func mappingColors(_ resolve: (Color) -> Color) -> Paint {
        switch self {
        case .color(let color): return .color(resolve(color))
        case .linearGradient(var gradient):
            gradient.stops = gradient.stops.map { LinearGradient.Stop($0.offset, resolve($0.color)) }
            return .linearGradient(gradient)
        }
    }
}

extension Shadow {
    func mappingColor(_ resolve: (Color) -> Color) -> Shadow { Shadow(color: resolve(color), offset: offset, blur: blur) }
}
