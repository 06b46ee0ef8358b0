import MockupCore

/// A push or pop on one navigation controller, composed from the window
/// before the step and the window after it (UIKIT-REFERENCE.md, Motion):
///
/// - the screen on top (incoming on push, outgoing on pop) slides across a
///   full width; the one beneath slides by the look's `underneathTravel`
///   (a fraction of the width) and dims by its `underneathDimming`, and the
///   top one casts a soft shadow leftward where the look gives it an edge
///   shadow (`edgeShadowWidth`, `edgeShadowAlpha`);
/// - the navigation bar's old title and items fade out while sliding away,
///   the new ones slide in and fade in; its style cross-fades, and a bar
///   shown on one side only slides off or onto the top edge;
/// - a toolbar shown on both sides stays and cross-fades its items in
///   0.2 s; shown on one side only, it slides off or onto the bottom edge;
/// - a tab bar (or a toolbar controller's toolbar) that steps aside for a
///   screen with `hidesBottomBarWhenPushed` belongs to the other side and
///   moves with it;
/// - views riding on a bar keep to its edge at every instant;
/// - on pop, the row that led away fades its highlight in 0.2 s.
struct NavigationTransition {
    var id: String
    var push: Bool
    var motion: MotionMetrics
    /// The windows before and after the step.
    var from: PresentedView
    var to: PresentedView
    /// The window after the step with the revealed table's row still
    /// highlighted, when a pop deselects one.
    var toHighlighted: PresentedView?

    /// The window at `t`, `p` along the navigation curve: the controller's
    /// root view composed from its two sides, and around it the window
    /// after the step, with the bottom bars that step aside taken into the
    /// transition, bars that stay cross-fading their items and the status
    /// bar following the navigation bar's style.
    func window(at t: Seconds, progress p: Progress) -> PresentedView {
        guard let fromNav = from.descendant(.containerView(id)), let toNav = to.descendant(.containerView(id)) else { return to }
        let outgoing = fromNav.children.filter { $0.tags.contains(.navigationContent(id)) }
        var incoming = toNav.children.filter { $0.tags.contains(.navigationContent(id)) }
        guard !outgoing.isEmpty, !incoming.isEmpty else { return to }
        if let highlighted = toHighlighted?.descendant(.containerView(id))?.children.filter({ $0.tags.contains(.navigationContent(id)) }),
           highlighted.count == incoming.count {
            let fade = Morph(progress: motion.curve.progress(at: .of(t, lasting: motion.rowDeselectDuration)))
            incoming = zip(highlighted, incoming).map { fade.blend($0, $1) }
        }
        let width = to.frame.width
        let v = p.value

        // Bars of this controller: where each is now, against where each side has it.
        let oldBar = fromNav.children.first { $0.tags.contains(.navigationBar(id)) }
        let newBar = toNav.children.first { $0.tags.contains(.navigationBar(id)) }
        let oldToolbar = fromNav.children.first { $0.tags.contains(.navigationToolbar(id)) }
        let newToolbar = toNav.children.first { $0.tags.contains(.navigationToolbar(id)) }
        let navRide = BarRide(old: oldBar, new: newBar, p: p)
        let toolbarRide = BarRide(old: oldToolbar, new: newToolbar, p: p)
        func riding(_ views: [PresentedView], old: Bool) -> [PresentedView] {
            views.map {
                $0.shiftingRiders(.navigationBar, by: navRide.shift(old: old))
                    .shiftingRiders(.toolbar, by: toolbarRide.shift(old: old))
            }
        }
        var outgoingSide = riding(outgoing, old: true)
        var incomingSide = riding(incoming, old: false)

        // The bottom bars of enclosing containers that one side shows and the
        // other does not step aside: they go with the side that shows them.
        let oldBottomBars = from.bottomBars(outside: id), newBottomBars = to.bottomBars(outside: id)
        let oldBottomIDs = Set(oldBottomBars.flatMap(\.bottomBarIDs)), newBottomIDs = Set(newBottomBars.flatMap(\.bottomBarIDs))
        outgoingSide += oldBottomBars.filter { newBottomIDs.isDisjoint(with: $0.bottomBarIDs) }
        incomingSide += newBottomBars.filter { oldBottomIDs.isDisjoint(with: $0.bottomBarIDs) }
        let movedBottomBars = newBottomIDs.symmetricDifference(oldBottomIDs)

        // The screen on top slides a full width; the one beneath, `underneathTravel` of it.
        let (top, under) = push ? (incomingSide, outgoingSide) : (outgoingSide, incomingSide)
        let cover = push ? v : 1 - v
        let topDx = push ? width * (1 - v) : width * v
        let underDx = -width * motion.underneathTravel * cover
        var content = under.map { $0.translated(underDx, 0) }
        if motion.underneathDimming > 0, let area = Rect.union(under.map(\.frame)) {
            content.append(PresentedView(kind: .dimming, frame: area.offsetBy(dx: underDx, dy: 0), alpha: motion.underneathDimming * cover,
                                         content: .plain(background: .black), tags: [.decoration]))
        }
        if motion.edgeShadowWidth > 0, let area = Rect.union(top.map(\.frame)) {
            let shadow = Rect(x: area.minX + topDx - motion.edgeShadowWidth, y: area.minY, width: motion.edgeShadowWidth, height: area.height)
            content.append(PresentedView(kind: .shadow, frame: shadow, content: .edgeShadow(alpha: motion.edgeShadowAlpha), tags: [.decoration]))
        }
        content += top.map { $0.translated(topDx, 0) }

        let toolbarFade = motion.curve.progress(at: .of(t, lasting: motion.toolbarItemsDuration))
        var bar = navigationBar(old: oldBar, new: newBar, p: p, width: width)
        var toolbar = staticToolbar(old: oldToolbar, new: newToolbar, p: p, fade: toolbarFade)
        var children: [PresentedView] = []
        var placedContent = false
        for view in toNav.children {
            if view.tags.contains(.navigationContent(id)) {
                if !placedContent { children += content }
                placedContent = true
            } else if view.tags.contains(.navigationBar(id)) {
                children += bar.take()
            } else if view.tags.contains(.navigationToolbar(id)) {
                children += toolbar.take()
            } else {
                children.append(view)
            }
        }
        var nav = toNav
        nav.children = children + bar.take() + toolbar.take()

        func around(_ view: PresentedView) -> PresentedView? {
            if view.tags.contains(.containerView(id)) { return nav }
            if !view.bottomBarIDs.isEmpty {
                guard movedBottomBars.isDisjoint(with: view.bottomBarIDs) else { return nil }
                let old = oldBottomBars.first { $0.bottomBarIDs == view.bottomBarIDs }
                return old.map { staticToolbar(old: $0, new: view, p: p, fade: toolbarFade) ?? view } ?? view
            }
            if view.kind == .statusBar, let old = from.children.first(where: { $0.kind == .statusBar }) {
                return Morph(progress: p).blend(old, view)
            }
            // Bars and controllers' views sit in the window and in containers' views only.
            guard view.kind == .window || view.isContainerView else { return view }
            var copy = view
            copy.children = view.children.compactMap(around)
            return copy
        }
        return around(to) ?? to
    }

    /// The navigation bar at `p`: sliding off or onto the top edge when one
    /// side has none, else the old items leaving and the new arriving.
    private func navigationBar(old: PresentedView?, new: PresentedView?, p: Progress, width: Double) -> PresentedView? {
        switch (old, new) {
        case (nil, nil): return nil
        case (let old?, nil): return Morph(progress: p).leaving(old)
        case (nil, let new?): return Morph(progress: p).arriving(new)
        case (let old?, let new?):
            guard p.value < 1 else { return new }
            let frame = old.frame.interpolated(to: new.frame, p)
            var bar = new.mapped(.from(new.frame, to: frame), deep: false)
            bar.children = []
            if old.content != new.content {
                bar.children.append(Morph.crossFading(old, into: frame, alpha: 1 - p.value))
            }
            // Items keep their place in the bar's bottom 44 points (above them, the
            // prompt); beside a large title, in its top 44 points.
            let fade = p.within(motion.barItemFadeDelay, 1)
            let travel = width * motion.barItemTravel
            let sign: Double = push ? -1 : 1
            let (oldLarge, newLarge) = (old.largeTitle, new.largeTitle)
            let topAnchored = oldLarge != nil || newLarge != nil
            func dy(_ side: PresentedView) -> Double { topAnchored ? frame.minY - side.frame.minY : frame.maxY - side.frame.maxY }
            let morph = motion.morphsBarPlatters ? PlatterMorph(progress: p, fade: fade) : nil
            func slides(_ item: PresentedView) -> Bool {
                !item.isDecoration && !item.tags.contains(.largeTitle) && (morph == nil || !PlatterMorph.isOnPlatter(item))
            }
            if let morph {
                bar.children += morph.children(old: old.children, new: new.children, oldBar: old, newBar: new, dyOld: dy(old), dyNew: dy(new))
            }
            for item in old.children where slides(item) {
                let dx = item.tags.contains(.navigationTitle)
                    ? (push ? -(item.frame.minX - old.frame.minX) : old.frame.maxX - item.frame.maxX)
                    : item.kind == .label ? 0 : sign * travel
                bar.children.append(item.translated(dx * p.value, dy(old)).fading(1 - fade.value))
            }
            for item in new.children where slides(item) {
                let dx = item.tags.contains(.navigationTitle)
                    ? (push ? new.frame.maxX - item.frame.maxX : -(item.frame.minX - new.frame.minX))
                    : item.kind == .label ? 0 : -sign * travel
                bar.children.append(item.translated(dx * (1 - p.value), dy(new)).fading(fade.value))
            }
            // Large titles: the one beneath flies into the back button on top; the one on top slides in.
            let flight = LargeTitleFlight(a: push ? p.value : 1 - p.value, width: width)
            let (beneath, onTop) = push ? (old, new) : (new, old)
            if let title = beneath.largeTitle {
                let moved = title.translated(0, frame.maxY - beneath.frame.maxY)
                bar.children.append(flight.beneath(moved, backButton: onTop.children.first { $0.kind == .backButton }))
            }
            if let title = onTop.largeTitle {
                bar.children.append(flight.onTop(title).translated(0, frame.maxY - onTop.frame.maxY))
            }
            return bar
        }
    }

    /// A toolbar that stays cross-fades its items in place; one shown on a
    /// side only slides off or onto the bottom edge.
    private func staticToolbar(old: PresentedView?, new: PresentedView?, p: Progress, fade: Progress) -> PresentedView? {
        switch (old, new) {
        case (nil, nil): return nil
        case (let old?, nil): return Morph(progress: p).leaving(old)
        case (nil, let new?): return Morph(progress: p).arriving(new)
        case (let old?, let new?):
            guard old != new, old.isBar, new.isBar else { return new }
            return Morph(progress: fade, barItems: .crossFade).blend(old, new)
        }
    }
}

/// Where a bar of the transitioning controller is, against where each side
/// has it: views riding on it move by the difference.
private struct BarRide {
    var oldOffset: Double
    var newOffset: Double
    var now: Double

    init(old: PresentedView?, new: PresentedView?, p: Progress) {
        let distance = (old ?? new)?.offEdgeDistance ?? 0
        oldOffset = old == nil ? distance : 0
        newOffset = new == nil ? distance : 0
        now = p.interpolate(oldOffset, newOffset)
    }

    func shift(old: Bool) -> Double { now - (old ? oldOffset : newOffset) }
}

extension PresentedView {
    /// A navigation bar's large title.
    var largeTitle: PresentedView? { children.first { $0.tags.contains(.largeTitle) } }

    /// The first view of this tree (itself included) that carries `tag`.
    func descendant(_ tag: ViewTag) -> PresentedView? {
        if tags.contains(tag) { return self }
        for child in children { if let found = child.descendant(tag) { return found } }
        return nil
    }

    /// The bottom bars (tab bars, toolbar controllers' toolbars) of this tree
    /// that are not inside the root view of the container `id`.
    func bottomBars(outside id: String) -> [PresentedView] {
        if tags.contains(.containerView(id)) { return [] }
        if !bottomBarIDs.isEmpty { return [self] }
        guard kind == .window || isContainerView else { return [] }
        return children.flatMap { $0.bottomBars(outside: id) }
    }

    /// Whether this is a container controller's root view.
    var isContainerView: Bool {
        tags.contains { if case .containerView = $0 { true } else { false } }
    }

    /// The ids of the containers whose bottom bar this is.
    var bottomBarIDs: Set<String> {
        Set(tags.compactMap { if case .bottomBar(let id) = $0 { id } else { nil } })
    }

    /// Views riding on `edge`'s bar, moved by `dy`.
    func shiftingRiders(_ edge: BarEdge, by dy: Double) -> PresentedView {
        guard dy != 0 else { return self }
        if tags.contains(.rides(edge)) { return translated(0, dy) }
        var copy = self
        copy.children = children.map { $0.shiftingRiders(edge, by: dy) }
        return copy
    }
}

extension Optional where Wrapped == PresentedView {
    /// The view, once: later calls give nothing.
    mutating func take() -> [PresentedView] {
        defer { self = nil }
        return map { [$0] } ?? []
    }
}

extension Rect {
    /// The smallest rectangle holding all of `rects`; nil for none.
    static func union(_ rects: [Rect]) -> Rect? {
        guard let first = rects.first else { return nil }
        var minX = first.minX, minY = first.minY, maxX = first.maxX, maxY = first.maxY
        for r in rects.dropFirst() {
            minX = Swift.min(minX, r.minX); minY = Swift.min(minY, r.minY)
            maxX = Swift.max(maxX, r.maxX); maxY = Swift.max(maxY, r.maxY)
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
