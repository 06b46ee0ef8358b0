import MockupCore

/// The constraints a stack view makes for its arranged views, as UIKit makes
/// them (`UISV-` constraints in UIKit's logs; their set for every
/// distribution and alignment is documented by kean/Arranged, which
/// reproduces UIKit's constraint for constraint and tests 3,360 layouts
/// against it, and the priorities of the newest releases by the constraints
/// `stack.constraints` lists after a layout pass):
///
/// - along the axis, `UISV-canvas-connection`: the stack's leading (its
///   margin's, in a margins-relative arrangement) equal to the first visible
///   view's, its trailing to the last's; `UISV-spacing`: each view's leading
///   equal to (at least, for the equal distributions) the one before's
///   trailing plus the spacing, halved on each side of a hidden view (whose
///   length `UISV-hiding` holds at zero), the spacing being that after the
///   preceding visible view; `UISV-fill-equally`: every visible view's length
///   equal to the first's; `UISV-fill-proportionally`: each view's length the
///   stack's times its share of the intrinsic lengths and spacings, at 999,
///   998... (required for a lone view); the equal distributions' gap guides,
///   of equal lengths (at 149 between centres);
/// - across it, `UISV-alignment`: the first view's edge, centre or baseline
///   equal to every other's; `UISV-canvas-connection` to the stack's edges,
///   `<=`/`>=` where the alignment leaves room; an alignment spanner guide
///   holding the views between its edges (at 999.5) where it does, held small
///   at 51, each view's breadth at zero at 25 (`UISV-ambiguity-suppression`)
///   and the stack's at 49 (`UISV-canvas-fit`); a centred stack's edges are its spanner's (chosen).
struct StackArrangement {
    let stack: StackViewSpec
    /// The arranged views' names in the constraint system, first to last.
    let items: [String]
    /// Which of them are hidden.
    let hidden: [Bool]
    /// Their intrinsic lengths along the axis (nil: none), for `fillProportionally`.
    let intrinsicLengths: [Double?]
    /// The stack's own name in the system.
    var canvas = "view"

    /// The guides the constraints name beside the items and the canvas.
    private(set) var guides: [String] = []

    typealias Attribute = LayoutConstraintSpec.Attribute

    private var horizontal: Bool { stack.axis == .horizontal }
    private var length: Attribute { horizontal ? .width : .height }
    private var lead: Attribute { horizontal ? .leading : .top }
    private var trail: Attribute { horizontal ? .trailing : .bottom }
    private var centre: Attribute { horizontal ? .centerX : .centerY }
    private var breadth: Attribute { horizontal ? .height : .width }
    private var crossLead: Attribute { horizontal ? .top : .leading }
    private var crossTrail: Attribute { horizontal ? .bottom : .trailing }
    private var crossCentre: Attribute { horizontal ? .centerY : .centerX }

    /// Every constraint of the arrangement.
    mutating func constraints() -> [LayoutConstraintSpec] {
        guides = []
        guard !items.isEmpty else { return [] }
        return distribution() + alignment()
    }

    private var visible: [Int] { items.indices.filter { !hidden[$0] } }

    /// The stack's attribute, within its margins in a margins-relative arrangement.
    private func canvasAttribute(_ attribute: Attribute) -> Attribute {
        guard stack.isLayoutMarginsRelativeArrangement else { return attribute }
        switch attribute {
        case .leading: return .leadingMargin
        case .trailing: return .trailingMargin
        case .top: return .topMargin
        case .bottom: return .bottomMargin
        case .centerX: return .centerXWithinMargins
        case .centerY: return .centerYWithinMargins
        default: return attribute
        }
    }

    private func connect(_ item: String, _ attribute: Attribute, _ relation: LinearConstraint.Relation = .equal) -> LayoutConstraintSpec {
        LayoutConstraintSpec(canvas, canvasAttribute(attribute), relation, item, attribute)
    }

    // MARK: Along the axis

    private mutating func distribution() -> [LayoutConstraintSpec] {
        var result: [LayoutConstraintSpec] = []
        let visible = self.visible
        guard let first = visible.first, let last = visible.last else {
            return items.map { LayoutConstraintSpec($0, length, .equal, constant: 0) }
        }
        result.append(connect(items[first], lead))
        result.append(connect(items[last], trail))
        let equalDistribution = stack.distribution == .equalSpacing || stack.distribution == .equalCentering
        let baselines = stack.isBaselineRelativeArrangement && !horizontal
        var spacingAfter = stack.spacing
        for index in items.indices.dropFirst() {
            let previous = index - 1
            if !hidden[previous] { spacingAfter = stack.customSpacing[items[previous]] ?? stack.spacing }
            var gap = 0.0
            if index != first && previous != last && previous >= first && index <= last {
                gap = spacingAfter - spacingAfter / 2 * Double([previous, index].filter { hidden[$0] }.count)
            }
            result.append(LayoutConstraintSpec(items[index], baselines ? .firstBaseline : lead, equalDistribution ? .greaterThanOrEqual : .equal,
                                               items[previous], baselines ? .lastBaseline : trail, constant: gap))
        }
        switch stack.distribution {
        case .fill:
            break
        case .fillEqually:
            result += visible.dropFirst().map { LayoutConstraintSpec(items[$0], length, .equal, items[first], length) }
        case .fillProportionally:
            result += proportions(visible)
        case .equalSpacing, .equalCentering:
            let centring = stack.distribution == .equalCentering
            var gaps: [String] = []
            for (previous, next) in zip(visible, visible.dropFirst()) {
                let gap = "UISV-distributing-guide-\(gaps.count)"
                gaps.append(gap)
                result.append(LayoutConstraintSpec(gap, lead, .equal, items[previous], centring ? centre : (baselines ? .lastBaseline : trail)))
                result.append(LayoutConstraintSpec(gap, trail, .equal, items[next], centring ? centre : (baselines ? .firstBaseline : lead)))
            }
            guides += gaps
            result += gaps.dropFirst().map { LayoutConstraintSpec($0, length, .equal, gaps[0], length, priority: centring ? 149 : 1000) }
            result.append(LayoutConstraintSpec(canvas, length, .equal, constant: 0, priority: 49))
        }
        result += items.indices.filter { hidden[$0] }.map { LayoutConstraintSpec(items[$0], length, .equal, constant: 0) }
        return result
    }

    /// Each visible view's share of the stack's length by its intrinsic
    /// length, the spacings counted in the whole; a view without one is held
    /// at zero; with none at all, equal lengths.
    private func proportions(_ visible: [Int]) -> [LayoutConstraintSpec] {
        let sized = visible.filter { (intrinsicLengths[$0] ?? 0) > 0 }
        guard !sized.isEmpty else {
            return visible.dropFirst().map { LayoutConstraintSpec(items[$0], length, .equal, items[visible[0]], length) }
        }
        let total = sized.reduce(stack.spacing * Double(visible.count - 1)) { $0 + (intrinsicLengths[$1] ?? 0) }
        var priority = sized.count == 1 && (visible.count == 1 || stack.spacing == 0) ? 1000.0 : 999
        return visible.map { index in
            defer { if priority < 1000 { priority -= 1 } }
            guard let size = intrinsicLengths[index], size > 0 else { return LayoutConstraintSpec(items[index], length, .equal, constant: 0) }
            return LayoutConstraintSpec(items[index], length, .equal, canvas, length, multiplier: size / total, priority: priority)
        }
    }

    // MARK: Across the axis

    private var topWeak: Bool { [.trailing, .bottom, .center, .firstBaseline, .lastBaseline].contains(stack.alignment) }
    private var bottomWeak: Bool { [.leading, .top, .center, .firstBaseline, .lastBaseline].contains(stack.alignment) }

    private mutating func alignment() -> [LayoutConstraintSpec] {
        var result: [LayoutConstraintSpec] = []
        let visible = self.visible
        let anyItemWeak = topWeak || bottomWeak
        let spanner = "UISV-alignment-spanner"
        let usesSpanner = visible.isEmpty || (items.count > 1 && anyItemWeak)
        if usesSpanner {
            guides.append(spanner)
            if anyItemWeak { result.append(LayoutConstraintSpec(spanner, breadth, .equal, constant: 0, priority: 51)) }
            for index in visible {
                result.append(LayoutConstraintSpec(spanner, crossLead, topWeak ? .lessThanOrEqual : .equal, items[index], crossLead,
                                                   priority: topWeak ? 1000 : 999.5))
                result.append(LayoutConstraintSpec(spanner, crossTrail, bottomWeak ? .greaterThanOrEqual : .equal, items[index], crossTrail,
                                                   priority: bottomWeak ? 1000 : 999.5))
            }
        }
        let firstItem = visible.isEmpty ? spanner : items[0]
        var topItem = firstItem, bottomItem = usesSpanner ? spanner : firstItem
        if [.trailing, .bottom, .lastBaseline].contains(stack.alignment) { swap(&topItem, &bottomItem) }
        // Centred views lie within the spanner, whose edges are the stack's (chosen: where kean/Arranged ties
        // the stack's bottom to the first view, taller views would overflow it).
        if stack.alignment == .center && usesSpanner { topItem = spanner }
        let baselineAligned = horizontal && !visible.isEmpty
        let topCanvasWeak = usesSpanner ? stack.alignment == .firstBaseline && baselineAligned : topWeak
        let bottomCanvasWeak = usesSpanner ? stack.alignment == .lastBaseline && baselineAligned : bottomWeak
        result.append(connect(topItem, crossLead, topCanvasWeak ? .lessThanOrEqual : .equal))
        result.append(connect(bottomItem, crossTrail, bottomCanvasWeak ? .greaterThanOrEqual : .equal))
        if stack.alignment == .center { result.append(connect(firstItem, crossCentre)) }
        let aligned: [Attribute]
        switch stack.alignment {
        case .fill: aligned = [crossTrail, crossLead]
        case .leading, .top: aligned = [crossLead]
        case .trailing, .bottom: aligned = [crossTrail]
        case .center: aligned = [crossCentre]
        case .firstBaseline: aligned = horizontal ? [.firstBaseline] : []
        case .lastBaseline: aligned = horizontal ? [.lastBaseline] : []
        }
        for attribute in aligned {
            result += items.dropFirst().map { LayoutConstraintSpec(items[0], attribute, .equal, $0, attribute) }
        }
        if anyItemWeak { result += items.map { LayoutConstraintSpec($0, breadth, .equal, constant: 0, priority: 25) } }
        if topCanvasWeak || bottomCanvasWeak { result.append(LayoutConstraintSpec(canvas, breadth, .equal, constant: 0, priority: 49)) }
        return result
    }
}
