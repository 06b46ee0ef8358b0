import MockupCore

/// A navigation bar's glass platters through a push or pop (iOS 26, Liquid
/// Glass: "controls morph" between states, Apple HIG, Materials): on each
/// side of the bar (leading: the back button and left items; trailing: the
/// right items) the old bar's platters turn into the new bar's, paired from
/// the edge inwards, each moving and resizing along the navigation curve,
/// while the old items fade out where they were and the new ones fade in
/// where they rest. A platter with no counterpart grows out of its centre or
/// shrinks into it (chosen).
struct PlatterMorph {
    /// Along the navigation curve.
    var progress: Progress
    /// The items' fade: old ones at `1 - fade`, new ones at `fade`.
    var fade: Progress

    /// Whether a bar's child is an item on a platter that the morph moves.
    static func isOnPlatter(_ view: PresentedView) -> Bool { platterContent(of: view) != nil }

    /// The platters and items between `old` and `new` (each bar's children
    /// on platters, moved by `dyOld` and `dyNew` to where the bar is now).
    func children(old: [PresentedView], new: [PresentedView], oldBar: PresentedView, newBar: PresentedView,
                  dyOld: Double, dyNew: Double) -> [PresentedView] {
        var views: [PresentedView] = []
        for leading in [true, false] {
            let before = platters(old, in: oldBar, leading: leading).map { $0.translated(0, dyOld) }
            let after = platters(new, in: newBar, leading: leading).map { $0.translated(0, dyNew) }
            for i in 0..<max(before.count, after.count) {
                let a = i < before.count ? before[i] : nil, b = i < after.count ? after[i] : nil
                guard let shown = b ?? a, var content = Self.platterContent(of: shown) else { continue }
                let from = a.map(\.frame) ?? b!.frame.centreDot, to = b.map(\.frame) ?? a!.frame.centreDot
                // The platter takes the tint of the side that shows more of it.
                if let a, let b, let other = Self.platterContent(of: progress.value < 0.5 ? a : b) { content.done = other.done }
                content.platter = from.interpolated(to: to, progress)
                content.drawsPlatter = true
                views.append(PresentedView(kind: .barButtonItem, frame: content.platter!, content: .barButtonItem(content), tags: [.decoration]))
            }
        }
        views += old.filter(Self.isOnPlatter).map { Self.withoutPlatter($0).translated(0, dyOld).fading(1 - fade.value) }
        views += new.filter(Self.isOnPlatter).map { Self.withoutPlatter($0).translated(0, dyNew).fading(fade.value) }
        return views
    }

    /// The platters a bar's items draw on one side, from the edge inwards: a
    /// platter-only item (no title, glyph or chevron) at each.
    private func platters(_ items: [PresentedView], in bar: PresentedView, leading: Bool) -> [PresentedView] {
        var platters: [PresentedView] = []
        for item in items {
            guard var content = Self.platterContent(of: item), content.drawsPlatter else { continue }
            let rect = content.platter ?? item.frame
            guard (rect.midX < bar.frame.midX) == leading else { continue }
            content.platter = rect
            content.shape = .plain
            content.title = nil
            content.systemItem = nil
            content.symbol = nil
            content.image = nil
            platters.append(PresentedView(kind: .barButtonItem, frame: rect, alpha: item.alpha, content: .barButtonItem(content)))
        }
        return leading ? platters.sorted { $0.frame.minX < $1.frame.minX } : platters.sorted { $0.frame.maxX > $1.frame.maxX }
    }

    private static func platterContent(of view: PresentedView) -> BarItemContent? {
        switch view.content {
        case .barButtonItem(let content), .backButton(let content): content
        default: nil
        }
    }

    /// An item drawn without its platter, which the morph draws.
    private static func withoutPlatter(_ view: PresentedView) -> PresentedView {
        var copy = view
        switch view.content {
        case .barButtonItem(var content):
            content.drawsPlatter = false
            copy.content = .barButtonItem(content)
        case .backButton(var content):
            content.drawsPlatter = false
            copy.content = .backButton(content)
        default: break
        }
        return copy
    }
}

private extension Rect {
    /// A rectangle of no size at this one's centre.
    var centreDot: Rect { Rect(x: midX, y: midY, width: 0, height: 0) }
}
