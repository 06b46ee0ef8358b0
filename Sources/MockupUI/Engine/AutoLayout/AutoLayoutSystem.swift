import Foundation
import MockupCore

/// Auto Layout for one container: its views and layout guides as items, each
/// a rectangle of four solver variables (left, top, width, height, in the
/// container's coordinates); fixed items (the container, its guides, views
/// placed by frames as `translatesAutoresizingMaskIntoConstraints` places
/// them); intrinsic content sizes held by content hugging and compression
/// resistance; and the constraints, solved at once.
///
/// Priorities become weights of the solver's objective, ten times heavier
/// every 125 points (chosen: a priority of 750 outweighs 250 by 10⁴, so
/// compression resistance wins over hugging as UIKit's does; UIKit's own
/// engine is not documented past "higher priorities are satisfied first").
/// Leading and trailing are left and right: a right-to-left interface
/// mirrors the laid-out tree once afterwards.
public struct AutoLayoutSystem: Sendable {
    /// What an item's content asks for when it has an intrinsic size.
    public struct Intrinsic: Hashable, Sendable {
        public var size: Size
        /// UILayoutPriority of not growing past it (defaults 250, as for views made in code).
        public var hugging: (horizontal: Double, vertical: Double) = (250, 250)
        /// Of not shrinking below it (defaults 750).
        public var compressionResistance: (horizontal: Double, vertical: Double) = (750, 750)
        /// The first and last baselines, from its top (a label's, a button's title's).
        public var baselines: (first: Double, last: Double)?

        public init(size: Size, baselines: (first: Double, last: Double)? = nil) {
            self.size = size
            self.baselines = baselines
        }

        public static func == (a: Self, b: Self) -> Bool {
            a.size == b.size && a.hugging == b.hugging && a.compressionResistance == b.compressionResistance
                && a.baselines?.first == b.baselines?.first && a.baselines?.last == b.baselines?.last
        }

        public func hash(into hasher: inout Hasher) { hasher.combine(size) }
    }

    /// What solving gives: each item's frame, and a warning for each constraint broken.
    public struct Solution: Sendable {
        public var frames: [String: Rect]
        public var warnings: [Warning]
    }

    /// A constraint broken or skipped, and where it was written.
    public struct Warning: Sendable {
        public var message: String
        public var location: SourceLocation?
    }

    private var names: [String] = []
    private var fixed: [String: Rect] = [:]
    private var intrinsic: [String: Intrinsic] = [:]
    private var margins: [String: EdgeInsets] = [:]

    public init() {}

    /// UIView's default layoutMargins: 8 all round.
    /// UIView.noIntrinsicMetric: an intrinsic size that asks nothing on its axis.
    public static let noIntrinsicMetric = -1.0

    public static let defaultMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    /// An item placed by the constraints (a view without a frame).
    public mutating func add(_ name: String, intrinsic: Intrinsic? = nil, margins: EdgeInsets = AutoLayoutSystem.defaultMargins) {
        if !names.contains(name) { names.append(name) }
        self.intrinsic[name] = intrinsic
        self.margins[name] = margins
    }

    /// An item whose frame is known: the container, a guide, a view with a frame.
    public mutating func add(_ name: String, fixed frame: Rect, margins: EdgeInsets = AutoLayoutSystem.defaultMargins) {
        if !names.contains(name) { names.append(name) }
        fixed[name] = frame
        self.margins[name] = margins
    }

    public func contains(_ name: String) -> Bool { names.contains(name) }

    /// The weight of a priority below required.
    static func weight(_ priority: Double) -> Double { pow(10, priority / 125) }

    /// Solves `constraints` (those naming unknown items are skipped with a
    /// warning). A required constraint that cannot hold with those before it
    /// is broken, as UIKit breaks one, with its warning.
    public func solve(_ constraints: [LayoutConstraintSpec]) -> Solution {
        var solver = ConstraintSolver()
        var warnings: [Warning] = []
        func variable(_ item: Int, _ k: Int) -> LinearVariable { LinearVariable(item * 4 + k) }
        let index = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        func add(_ constraint: LinearConstraint) {
            try? solver.add(constraint)
        }
        // Fixed items, intrinsic sizes, and a faint pull of everything else to the origin
        // (an ambiguous layout settles there rather than anywhere).
        for (i, name) in names.enumerated() {
            let l = variable(i, 0), t = variable(i, 1), w = variable(i, 2), h = variable(i, 3)
            if let frame = fixed[name] {
                for (v, value) in [(l, frame.minX), (t, frame.minY), (w, frame.width), (h, frame.height)] {
                    add(LinearConstraint(LinearExpression([(v, 1)], constant: -value), .equal))
                }
                continue
            }
            if let content = intrinsic[name] {
                for (v, value, hug, resist) in [(w, content.size.width, content.hugging.horizontal, content.compressionResistance.horizontal),
                                               (h, content.size.height, content.hugging.vertical, content.compressionResistance.vertical)]
                    where value >= 0 {
                    if hug > 0 { add(LinearConstraint(LinearExpression([(v, 1)], constant: -value), .lessThanOrEqual, strength: Self.weight(hug))) }
                    add(LinearConstraint(LinearExpression([(v, 1)], constant: -value), .greaterThanOrEqual, strength: Self.weight(resist)))
                }
            }
            for v in [l, t, w, h] {
                add(LinearConstraint(LinearExpression([(v, 1)]), .equal, strength: 1e-6))
            }
        }
        // Required constraints first, in the order written, then the others.
        let active = constraints.filter(\.isActive)
        let ordered = active.filter(\.isRequired) + active.filter { !$0.isRequired }
        var kept: [LayoutConstraintSpec] = []
        for spec in ordered {
            guard let first = index[spec.firstItem] else {
                warnings.append(Warning(message: "constraint '\(spec.description)': no item '\(spec.firstItem)'", location: spec.location))
                continue
            }
            var expression = attribute(spec.firstAttribute, of: first, named: spec.firstItem, variable)
            var rhs = LinearExpression(constant: spec.constant)
            if let secondName = spec.secondItem, let attribute = spec.secondAttribute {
                guard let second = index[secondName] else {
                    warnings.append(Warning(message: "constraint '\(spec.description)': no item '\(secondName)'", location: spec.location))
                    continue
                }
                let other = self.attribute(attribute, of: second, named: secondName, variable)
                rhs = LinearExpression(other.terms.map { ($0.variable, $0.coefficient * spec.multiplier) },
                                       constant: other.constant * spec.multiplier + spec.constant)
                // Positions are the holder's bounds' (first - o == (second - o) × m + c): the window's, less its origin o.
                if spec.multiplier != 1, !attribute.isSize, let holder = index[spec.holder] {
                    let origin = self.attribute(attribute.axis == .horizontal ? .left : .top, of: holder, named: spec.holder, variable)
                    rhs = rhs.minus(LinearExpression(origin.terms.map { ($0.variable, $0.coefficient * (spec.multiplier - 1)) }))
                }
            }
            expression = expression.minus(rhs)
            let strength = spec.isRequired ? LinearConstraint.required : Self.weight(spec.priority)
            do {
                try solver.add(LinearConstraint(expression, spec.relation, strength: strength))
                kept.append(spec)
            } catch {
                // As UIKit logs it: the constraints that hold on the same items, and the one broken.
                let items = Set(spec.items)
                let involved = kept.filter { $0.isRequired && !items.isDisjoint(with: $0.items) }
                warnings.append(Warning(message: "Unable to simultaneously satisfy constraints: "
                                            + (involved + [spec]).map { "'\($0.description)'" }.joined(separator: ", ")
                                            + "; will attempt to recover by breaking '\(spec.description)'",
                                        location: spec.location))
            }
        }
        var frames: [String: Rect] = [:]
        for (i, name) in names.enumerated() {
            frames[name] = Rect(x: solver.value(of: variable(i, 0)), y: solver.value(of: variable(i, 1)),
                                width: solver.value(of: variable(i, 2)), height: solver.value(of: variable(i, 3)))
        }
        return Solution(frames: frames, warnings: warnings)
    }

    /// An attribute of item `i` as an expression of its variables.
    private func attribute(_ attribute: LayoutConstraintSpec.Attribute, of i: Int, named name: String,
                           _ variable: (Int, Int) -> LinearVariable) -> LinearExpression {
        let l = variable(i, 0), t = variable(i, 1), w = variable(i, 2), h = variable(i, 3)
        let m = margins[name] ?? Self.defaultMargins
        // Baselines are text's, which stands centred in the view's height: at its intrinsic height, where measured.
        let content = intrinsic[name]
        let baselines = content?.baselines
        let centred = (content?.size.height ?? -1) >= 0
        func baseline(_ offset: Double) -> LinearExpression {
            centred ? LinearExpression([(t, 1), (h, 0.5)], constant: offset - content!.size.height / 2) : LinearExpression([(t, 1)], constant: offset)
        }
        switch attribute {
        case .left, .leading: return LinearExpression([(l, 1)])
        case .right, .trailing: return LinearExpression([(l, 1), (w, 1)])
        case .top: return LinearExpression([(t, 1)])
        case .bottom: return LinearExpression([(t, 1), (h, 1)])
        case .width: return LinearExpression([(w, 1)])
        case .height: return LinearExpression([(h, 1)])
        case .centerX: return LinearExpression([(l, 1), (w, 0.5)])
        case .centerY: return LinearExpression([(t, 1), (h, 0.5)])
        // Without text, a view's baselines are its bottom (UIView.forFirstBaselineLayout is the view itself).
        case .firstBaseline: return baselines.map { baseline($0.first) } ?? LinearExpression([(t, 1), (h, 1)])
        case .lastBaseline: return baselines.map { baseline($0.last) } ?? LinearExpression([(t, 1), (h, 1)])
        case .leftMargin, .leadingMargin: return LinearExpression([(l, 1)], constant: m.left)
        case .rightMargin, .trailingMargin: return LinearExpression([(l, 1), (w, 1)], constant: -m.right)
        case .topMargin: return LinearExpression([(t, 1)], constant: m.top)
        case .bottomMargin: return LinearExpression([(t, 1), (h, 1)], constant: -m.bottom)
        case .centerXWithinMargins: return LinearExpression([(l, 1), (w, 0.5)], constant: (m.left - m.right) / 2)
        case .centerYWithinMargins: return LinearExpression([(t, 1), (h, 0.5)], constant: (m.top - m.bottom) / 2)
        }
    }
}
