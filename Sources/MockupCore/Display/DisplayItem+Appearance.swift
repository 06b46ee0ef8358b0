/// A picture drawn in the dark appearance: every dynamic colour it holds
/// (`Color.dynamic`) takes its dark value, in one pass over the finished
/// display list. In the light appearance nothing is done: a colour's own
/// components are its light ones.
extension DisplayItem {
    /// This item with every colour `inDark`.
    public var inDark: DisplayItem {
        switch self {
        case .fill(let path, let paint, let rule): return .fill(path, paint.inDark, rule)
        case .stroke(let path, let paint, let style): return .stroke(path, paint.inDark, style)
        case .text(var run):
            run.color = run.color.inDark
            run.shadow = run.shadow?.inDark
            return .text(run)
        case .group(var group):
            group.shadow = group.shadow?.inDark
            group.items = group.items.map(\.inDark)
            return .group(group)
        case .backdrop(var backdrop):
            backdrop.tint = backdrop.tint.inDark
            backdrop.flat = backdrop.flat.inDark
            return .backdrop(backdrop)
        }
    }
}

extension Paint {
    var inDark: Paint {
        switch self {
        case .color(let color): return .color(color.inDark)
        case .linearGradient(var gradient):
            gradient.stops = gradient.stops.map { LinearGradient.Stop($0.offset, $0.color.inDark) }
            return .linearGradient(gradient)
        }
    }
}

extension Shadow {
    var inDark: Shadow { Shadow(color: color.inDark, offset: offset, blur: blur) }
}
