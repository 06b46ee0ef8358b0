import MockupCore

/// A split view controller (UISplitViewController, column-style, iOS 14):
/// a sidebar (`primary`), an optional middle column (`supplementary`) and the
/// content (`secondary`) side by side in regular width; in compact width it
/// collapses to the `compact` column, else to the primary's navigation stack.
/// Each column shows its controller in a navigation controller (UIKit wraps
/// one that is not).
public struct SplitViewControllerSpec: Hashable, Sendable {
    /// UISplitViewController.Column.
    public enum Column: String, Hashable, Sendable, CaseIterable {
        case primary, supplementary, secondary, compact
    }

    /// UISplitViewController.DisplayMode: which columns show and how.
    public enum DisplayMode: String, Hashable, Sendable, CaseIterable {
        case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary, twoOverSecondary, twoDisplaceSecondary
    }

    /// UISplitViewController.SplitBehavior: whether sidebars tile beside the
    /// secondary, lie over it, or push it aside.
    public enum SplitBehavior: String, Hashable, Sendable, CaseIterable {
        case automatic, tile, overlay, displace
    }

    public var id: String?
    public var primary: ControllerRef
    public var supplementary: ControllerRef?
    public var secondary: ControllerRef?
    public var compact: ControllerRef?
    public var preferredDisplayMode: DisplayMode
    public var preferredSplitBehavior: SplitBehavior
    /// The columns' widths (nil: UIKit's automatic width).
    public var preferredPrimaryColumnWidth: Double?
    public var preferredSupplementaryColumnWidth: Double?

    public init(
        id: String? = nil, primary: ControllerRef, supplementary: ControllerRef? = nil, secondary: ControllerRef? = nil,
        compact: ControllerRef? = nil, preferredDisplayMode: DisplayMode = .automatic, preferredSplitBehavior: SplitBehavior = .automatic,
        preferredPrimaryColumnWidth: Double? = nil, preferredSupplementaryColumnWidth: Double? = nil
    ) {
        self.id = id
        self.primary = primary
        self.supplementary = supplementary
        self.secondary = secondary
        self.compact = compact
        self.preferredDisplayMode = preferredDisplayMode
        self.preferredSplitBehavior = preferredSplitBehavior
        self.preferredPrimaryColumnWidth = preferredPrimaryColumnWidth
        self.preferredSupplementaryColumnWidth = preferredSupplementaryColumnWidth
    }

    /// Whether it has three columns (UISplitViewController.Style.tripleColumn).
    public var isTripleColumn: Bool { supplementary != nil }

    /// The columns written, in order.
    public var columns: [(Column, ControllerRef)] {
        [(.primary, primary)] + [(Column.supplementary, supplementary), (.secondary, secondary), (.compact, compact)]
            .compactMap { column, ref in ref.map { (column, $0) } }
    }
}
