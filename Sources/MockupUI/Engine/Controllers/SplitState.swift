import MockupCore

/// A split view controller as it lives at one moment: each column's
/// controller in its navigation controller, which columns steps asked to
/// show, and whether it is collapsed (compact width).
public struct SplitState: Hashable, Sendable {
    public typealias Column = SplitViewControllerSpec.Column

    public var spec: SplitViewControllerSpec
    public var primary: ControllerNode
    public var supplementary: ControllerNode?
    public var secondary: ControllerNode?
    public var compact: ControllerNode?
    /// The sidebars `showColumn` and `hideColumn` left shown (primary,
    /// supplementary); nil: as the display mode says.
    public var shownSidebars: Set<Column>?
    /// Whether it shows one column's stack, as in compact width.
    public var isCollapsed = false

    /// Every column's node, in order.
    public var columns: [ControllerNode] { [primary] + [supplementary, secondary, compact].compactMap { $0 } }

    /// What it shows: the compact column or the primary's stack when
    /// collapsed, else its primary, supplementary and secondary columns.
    public var shown: [ControllerNode] {
        isCollapsed ? [compact ?? primary] : [primary] + [supplementary, secondary].compactMap { $0 }
    }

    /// The node of `column`.
    public func node(_ column: Column) -> ControllerNode? {
        switch column {
        case .primary: primary
        case .supplementary: supplementary
        case .secondary: secondary
        case .compact: compact
        }
    }

    /// Applies `change` to every column's node.
    mutating func updateColumns(_ change: (inout ControllerNode) throws(DiagnosticError) -> Void) throws(DiagnosticError) {
        try change(&primary)
        if var node = supplementary { try change(&node); supplementary = node }
        if var node = secondary { try change(&node); secondary = node }
        if var node = compact { try change(&node); compact = node }
    }
}
