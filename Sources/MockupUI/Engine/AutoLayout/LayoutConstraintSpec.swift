import MockupCore

/// One NSLayoutConstraint: `first.attribute relation second.attribute × multiplier + constant`
/// at a priority, between views and layout guides named as the system names them.
public struct LayoutConstraintSpec: Hashable, Sendable {
    /// NSLayoutConstraint.Attribute, without the `notAnAttribute` of a constant size.
    public enum Attribute: String, Hashable, Sendable, CaseIterable {
        case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case firstBaseline, lastBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins

        /// Whether it is a horizontal position, a vertical one, or a size.
        public var axis: Axis {
            switch self {
            case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin, .trailingMargin,
                 .centerXWithinMargins, .width:
                .horizontal
            case .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin, .centerYWithinMargins, .height:
                .vertical
            }
        }

        public var isSize: Bool { self == .width || self == .height }
    }

    public enum Axis: Hashable, Sendable { case horizontal, vertical }

    public var firstItem: String
    public var firstAttribute: Attribute
    public var relation: LinearConstraint.Relation
    /// nil for a constant size (`avatar.width == 40`).
    public var secondItem: String?
    public var secondAttribute: Attribute?
    public var multiplier: Double
    public var constant: Double
    /// UILayoutPriority: 1 to 1000 (required).
    public var priority: Double
    /// NSLayoutConstraint.identifier: the name a `set` step changes it by.
    public var identifier: String?
    /// NSLayoutConstraint.isActive: an inactive constraint takes no part in the layout.
    public var isActive = true
    /// What it becomes in some size classes (Interface Builder's variations).
    public var variations: [SizeClassVariation] = []
    /// Where it was written, for the warning that breaks it.
    public var location: SourceLocation?
    /// The view holding it, in whose bounds its positions are measured (it
    /// tells only where a position is multiplied: `centerX == view.centerX * 0.5`
    /// is a quarter of the way across the holder, wherever the holder lies).
    public var holder = "view"

    public static let required = 1000.0

    public var isRequired: Bool { priority >= Self.required }

    /// The items it names.
    public var items: [String] { [firstItem] + (secondItem.map { [$0] } ?? []) }

    public init(
        _ firstItem: String, _ firstAttribute: Attribute, _ relation: LinearConstraint.Relation = .equal,
        _ secondItem: String? = nil, _ secondAttribute: Attribute? = nil,
        multiplier: Double = 1, constant: Double = 0, priority: Double = LayoutConstraintSpec.required, location: SourceLocation? = nil
    ) {
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.location = location
    }

    /// As Xcode's log and `mockup layout --constraints` write it: `title.leading == safeArea.leading + 20 @750`.
    /// This constraint with `item`'s width and height read from `guide` instead
    /// (a scroll view's: its edges are its content's, its size its frame's).
    func naming(_ item: String, sizesAs guide: String) -> LayoutConstraintSpec {
        var spec = self
        if spec.firstItem == item && spec.firstAttribute.isSize { spec.firstItem = guide }
        if spec.secondItem == item && spec.secondAttribute?.isSize == true { spec.secondItem = guide }
        return spec
    }

    /// The four constraints that hold a guide's edges to a view's margins (its
    /// layoutMarginsGuide), or, with `margins` false, to the view's edges.
    static func holding(_ guide: String, to view: String, margins: Bool) -> [LayoutConstraintSpec] {
        let edges: [(Attribute, Attribute)] = [(.left, .leftMargin), (.top, .topMargin), (.right, .rightMargin), (.bottom, .bottomMargin)]
        return edges.map { LayoutConstraintSpec(guide, $0.0, .equal, view, margins ? $0.1 : $0.0) }
    }

    /// The constraints of a readable content guide: as tall as `margins`,
    /// centred in them, as wide as they are up to `width`.
    static func readable(_ guide: String, in margins: String, width: Double) -> [LayoutConstraintSpec] {
        [LayoutConstraintSpec(guide, .top, .equal, margins, .top), LayoutConstraintSpec(guide, .bottom, .equal, margins, .bottom),
         LayoutConstraintSpec(guide, .centerX, .equal, margins, .centerX),
         LayoutConstraintSpec(guide, .width, .lessThanOrEqual, margins, .width),
         LayoutConstraintSpec(guide, .width, .lessThanOrEqual, constant: width),
         LayoutConstraintSpec(guide, .width, .equal, margins, .width, priority: 999)]
    }

    /// This constraint with its items named anew.
    func renamingItems(_ rename: (String) -> String) -> LayoutConstraintSpec {
        var spec = self
        spec.firstItem = rename(firstItem)
        spec.secondItem = secondItem.map(rename)
        spec.holder = rename(holder)
        return spec
    }

    public var description: String {
        var text = "\(firstItem).\(firstAttribute.rawValue) \(relation.rawValue) "
        if let secondItem, let secondAttribute {
            text += "\(secondItem).\(secondAttribute.rawValue)"
            if multiplier != 1 { text += " * \(JSONValue.number(multiplier).serialized())" }
            if constant != 0 { text += (constant < 0 ? " - " : " + ") + JSONValue.number(abs(constant)).serialized() }
        } else {
            text += JSONValue.number(constant).serialized()
        }
        if priority != Self.required { text += " @\(JSONValue.number(priority).serialized())" }
        return text
    }
}
