import MockupCore

/// What a node of the presented tree is, as the layout JSON names it: a view
/// of one of the scene's kinds (`ViewSpec.Kind`, named as the scene file
/// names it), or one of the parts UIKit draws for them (the window, a
/// controller's screen, bars' items, cells, the system's chrome...).
public struct PresentedKind: Hashable, Sendable, CustomStringConvertible {
    /// The name the layout JSON gives it.
    public let name: String

    private init(_ name: String) { self.name = name }

    /// A view of the scene's `kind`.
    public init(_ kind: ViewSpec.Kind) { name = kind.name }

    public var description: String { name }

    // The window and what UIKit adds to it.
    public static let window = Self("window")
    /// A content controller's view.
    public static let screen = Self("screen")
    public static let statusBar = Self("statusBar")
    public static let keyboard = Self("keyboard")
    public static let homeIndicator = Self("homeIndicator")
    public static let dynamicIsland = Self("dynamicIsland")
    /// What a presentation or a navigation transition dims beneath it.
    public static let dimmingView = Self("dimmingView")
    public static let dimming = Self("dimming")
    public static let shadow = Self("shadow")
    public static let alert = Self("alert")
    public static let actionSheet = Self("actionSheet")

    // Parts of bars, controls and tables.
    public static let backButton = Self("backButton")
    public static let barButtonItem = Self("barButtonItem")
    public static let tabBarItem = Self("tabBarItem")
    public static let segment = Self("segment")
    public static let segmentThumb = Self("segmentThumb")
    public static let tableCell = Self("tableCell")
    public static let collectionViewCell = Self("collectionViewCell")
    /// A collection view's header or footer (UICollectionReusableView).
    public static let collectionReusableView = Self("collectionReusableView")
    /// A navigation bar's search field row (a navigation item's `searchController`).
    public static let searchRow = Self("searchRow")
    public static let scrollIndicator = Self("scrollIndicator")
    public static let caret = Self("caret")

    // The scene's view kinds the layout builds by name.
    public static let view = Self(ViewSpec.Kind.view)
    public static let label = Self("label")
    public static let button = Self("button")
    public static let textField = Self("textField")
    public static let imageView = Self("imageView")
    public static let navigationBar = Self("navigationBar")
    public static let toolbar = Self("toolbar")
    public static let tabBar = Self("tabBar")
    public static let segmentedControl = Self("segmentedControl")
    public static let tableView = Self("tableView")
    public static let searchBar = Self("searchBar")
    public static let textView = Self("textView")
}
