import MockupCore

/// Blends two layouts of the same interface: views present in both move
/// (and stretch) from their first frame to their second, views present in
/// one only fade, bars present in one only slide off or onto their edge, and
/// a view whose look changes cross-fades. This is how UIKit animates a
/// layout change made inside an animation block (a bar shown or hidden, a
/// rotation): every frame change is interpolated.
struct Morph {
    /// How the items inside bars change: moving with their frames (rotation),
    /// or cross-fading in place (new toolbar items; UIKIT-REFERENCE.md, Motion).
    enum BarItems { case move, crossFade }

    var progress: Progress
    var barItems: BarItems = .move
    /// How cells a list step inserts, deletes or reveals come and go (nil: they fade, as any view).
    var cells: ListMotion?

    /// `a` at progress 0, `b` at 1.
    func blend(_ a: PresentedView, _ b: PresentedView) -> PresentedView {
        let p = progress
        let frame = a.frame.interpolated(to: b.frame, p)
        var out = b.mapped(.from(b.frame, to: frame), deep: false)
        out.alpha = p.interpolate(a.alpha, b.alpha)
        var children: [PresentedView] = []
        let aLook = a.content.mapped(.from(a.frame, to: b.frame), frame: a.frame)
        if let between = aLook.interpolated(to: b.content, p) {
            out.content = between
        } else if aLook != b.content && p.value < 1 {
            children.append(Morph.crossFading(a, into: frame, alpha: 1 - p.value))
        }
        if barItems == .crossFade && a.isBar && b.isBar {
            children += Morph.crossFade(a.children.map { $0.mapped(.from(a.frame, to: frame)) },
                                        b.children.map { $0.mapped(.from(b.frame, to: frame)) }, p)
        } else {
            children += blendChildren(a.children, b.children)
        }
        out.children = children
        return out
    }

    /// Children matched by kind, id and place among their like.
    private func blendChildren(_ a: [PresentedView], _ b: [PresentedView]) -> [PresentedView] {
        let aKeys = Morph.keys(a), bKeys = Morph.keys(b)
        let bIndex = Dictionary(bKeys.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let aIndex = Dictionary(aKeys.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        var out: [PresentedView] = []
        // Cells sliding in or out pass behind the others, as UIKit draws them.
        var behind: [PresentedView] = []
        var ai = 0
        func flushUnmatched(upTo limit: Int) {
            while ai < limit {
                if bIndex[aKeys[ai]] == nil {
                    if let (view, back) = cellLeaving(a[ai]) {
                        if back { behind.append(view) } else { out.append(view) }
                    } else if let view = leaving(a[ai]) {
                        out.append(view)
                    }
                }
                ai += 1
            }
        }
        for (j, view) in b.enumerated() {
            if let i = aIndex[bKeys[j]] {
                flushUnmatched(upTo: i)
                out.append(blend(a[i], view))
                ai = max(ai, i + 1)
            } else if let (moving, back) = cellArriving(view) {
                if back { behind.append(moving) } else { out.append(moving) }
            } else {
                out.append(arriving(view))
            }
        }
        flushUnmatched(upTo: a.count)
        return behind + out
    }

    /// A cell a list step inserts, moved by its row animation at this progress, and whether it passes behind the others;
    /// nil for any other view.
    private func cellArriving(_ view: PresentedView) -> (PresentedView, Bool)? {
        guard let identity = view.cellIdentity, let animation = cells?.arriving[identity] else { return nil }
        return Morph.moved(view, by: animation, away: 1 - progress.value)
    }

    /// A cell a list step deletes, moved by its row animation; nil once it is gone, or for any other view.
    private func cellLeaving(_ view: PresentedView) -> (PresentedView, Bool)? {
        guard let identity = view.cellIdentity, let animation = cells?.leaving[identity], progress.value < 1 else { return nil }
        return Morph.moved(view, by: animation, away: progress.value)
    }

    /// A cell `away` of the way out by a row animation (0: in place, 1: gone),
    /// and whether it passes behind the other cells (UITableView.RowAnimation).
    static func moved(_ view: PresentedView, by animation: RowAnimation, away: Double) -> (PresentedView, Bool) {
        let f = view.frame
        switch animation {
        case .none: return (away < 1 ? view : view.fading(0), false)
        case .fade, .automatic: return (view.fading(1 - away), false)
        case .left: return (view.translated(-f.width * away, 0), false)
        case .right: return (view.translated(f.width * away, 0), false)
        // From behind the row above, or below.
        case .top: return (view.translated(0, -f.height * away), true)
        case .bottom: return (view.translated(0, f.height * away), true)
        case .middle:
            let squashed = Rect(x: f.minX, y: f.midY - f.height * (1 - away) / 2, width: f.width, height: f.height * (1 - away))
            return (view.mapped(.from(f, to: squashed)).fading(1 - away), false)
        }
    }

    /// A view only the first layout has: bars slide off their edge, others
    /// fade out; nil once it is gone.
    func leaving(_ view: PresentedView) -> PresentedView? {
        guard progress.value < 1 else { return nil }
        if let dy = view.offEdgeDistance { return view.translated(0, dy * progress.value) }
        if view.tags.contains(.sidebar) { return view.translated(-view.frame.maxX * progress.value, 0) }
        return view.fading(1 - progress.value)
    }

    /// A view only the second layout has: bars slide in from their edge, a
    /// split view's sidebar from the leading edge, others fade in.
    func arriving(_ view: PresentedView) -> PresentedView {
        if let dy = view.offEdgeDistance { return view.translated(0, dy * (1 - progress.value)) }
        if view.tags.contains(.sidebar) { return view.translated(-view.frame.maxX * (1 - progress.value), 0) }
        return view.fading(progress.value)
    }

    static func keys(_ views: [PresentedView]) -> [String] {
        var seen: [String: Int] = [:]
        return views.map { view in
            // A cell follows its row wherever it moves.
            if let identity = view.cellIdentity { return "\(view.kind)|cell|\(identity)" }
            let base = "\(view.kind)|\(view.id ?? "")|\(view.isDecoration)"
            let n = seen[base, default: 0]
            seen[base] = n + 1
            return "\(base)|\(n)"
        }
    }

    /// A drawn-only copy of `view`'s own look (not its subviews) in `frame`.
    static func crossFading(_ view: PresentedView, into frame: Rect, alpha: Double) -> PresentedView {
        PresentedView(kind: view.kind, frame: frame, alpha: alpha, content: view.content.mapped(.from(view.frame, to: frame), frame: view.frame),
                      tags: [.decoration])
    }

    /// Items cross-fading in place: those the same on both sides stay,
    /// the old fade out, the new fade in.
    static func crossFade(_ old: [PresentedView], _ new: [PresentedView], _ p: Progress) -> [PresentedView] {
        let leaving = p.value < 1 ? old.filter { !new.contains($0) }.map { $0.fading(1 - p.value) } : []
        let staying = new.map { view in old.contains(view) ? view : view.fading(p.value) }
        return leaving + staying
    }
}

extension PresentedView {
    /// The identity of the row or item a cell shows (`ViewTag.cell`).
    var cellIdentity: String? {
        for case .cell(let identity) in tags { return identity }
        return nil
    }

    /// Whether this is a bar whose items cross-fade.
    var isBar: Bool {
        switch content {
        case .navigationBar, .toolbar, .tabBar: true
        default: false
        }
    }

    /// How far a bar of the window moves to leave the screen by its edge:
    /// up by its height for the navigation bar and the status bar, down by its
    /// height for bottom bars (the distance views riding on it travel too).
    /// Nil for anything else.
    var offEdgeDistance: Double? {
        if kind == .statusBar { return -frame.height }
        for tag in tags {
            switch tag {
            case .navigationBar: return -frame.height
            case .navigationToolbar, .bottomBar: return frame.height
            default: continue
            }
        }
        return nil
    }

    /// The view stretched onto `map`'s target without touching its subviews
    /// (`deep: false`), or with them.
    func mapped(_ map: RectMap, deep: Bool) -> PresentedView {
        guard !deep else { return mapped(map) }
        var copy = self
        copy.frame = map.apply(frame)
        copy.content = content.mapped(map, frame: frame)
        return copy
    }
}

extension Rect {
    /// This rectangle at 0, `other` at 1.
    func interpolated(to other: Rect, _ p: Progress) -> Rect {
        Rect(x: p.interpolate(minX, other.minX), y: p.interpolate(minY, other.minY),
             width: p.interpolate(width, other.width), height: p.interpolate(height, other.height))
    }
}
