import MockupCore

/// A stack view (UIStackView): its first `arrangedCount` subviews are
/// arranged in a row or a column by the constraints UIKit makes for them.
public struct StackViewSpec: Hashable, Sendable {
    public enum Axis: String, Hashable, Sendable, CaseIterable { case horizontal, vertical }
    /// UIStackView.Distribution: how the arranged views share the stack's length.
    public enum Distribution: String, Hashable, Sendable, CaseIterable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }
    /// UIStackView.Alignment: where the arranged views go across the axis
    /// (`top` is `leading` and `bottom` is `trailing`, as in UIKit; the
    /// baselines only align in a horizontal stack).
    public enum Alignment: String, Hashable, Sendable, CaseIterable {
        case fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline
    }

    /// UIStackView's default axis is horizontal.
    public var axis: Axis
    public var distribution: Distribution
    public var alignment: Alignment
    public var spacing: Double
    /// setCustomSpacing(_:after:): the gap after the arranged view with this id, in place of `spacing`.
    public var customSpacing: [String: Double]
    /// Whether the arranged views are laid out within the stack's layout margins (the view's `layoutMargins`) rather than its bounds.
    public var isLayoutMarginsRelativeArrangement: Bool
    /// Whether the gaps of a vertical stack run from a view's last baseline to the next one's first.
    public var isBaselineRelativeArrangement: Bool
    /// How many of its subviews, from the first, are arranged.
    public var arrangedCount: Int

    public init(axis: Axis = .horizontal, distribution: Distribution = .fill, alignment: Alignment = .fill, spacing: Double = 0,
                customSpacing: [String: Double] = [:], isLayoutMarginsRelativeArrangement: Bool = false,
                isBaselineRelativeArrangement: Bool = false, arrangedCount: Int = 0) {
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
        self.customSpacing = customSpacing
        self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
        self.isBaselineRelativeArrangement = isBaselineRelativeArrangement
        self.arrangedCount = arrangedCount
    }
}
