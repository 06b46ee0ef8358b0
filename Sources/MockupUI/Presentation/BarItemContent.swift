import MockupCore

/// A bar button item or back button as the theme draws it.
public struct BarItemContent: Hashable, Sendable {
    public enum Shape: Hashable, Sendable {
        /// Classic bordered box (navigation bar items are always bordered in iPhone OS 3).
        case bordered
        /// Glyph or title alone (toolbar plain items; every modern item).
        case plain
        /// The back button: classic bordered with a pointed left end, modern chevron and title.
        case back
    }

    public var shape: Shape
    public var done: Bool
    public var title: String?
    public var systemItem: BarButtonItemSpec.SystemItem?
    public var bar: BarContent
    /// Where the title is drawn (window points).
    public var titleBox: Rect?
    /// Where the glyph is drawn.
    public var glyphBox: Rect?
    /// The size of the title's font (a back button's, which a large title flies into).
    public var titleFontSize: Double?
    /// The built-in glyph of an item made with an image, drawn as a system item's glyph is.
    public var symbol: String?
    /// The image of an item made with a picture file, drawn in the glyph's place.
    public var image: ImageSpec?
    /// In looks whose neighbouring items share one platter (`BarMetrics.sharesPlatters`),
    /// the platter this item sits on (its neighbours' frames and its own together),
    /// and whether this item, the first on it, draws it; nil: a platter of its own.
    public var platter: Rect?
    public var drawsPlatter = true

    public init(shape: Shape, done: Bool, title: String?, systemItem: BarButtonItemSpec.SystemItem?, bar: BarContent,
                titleBox: Rect? = nil, glyphBox: Rect? = nil) {
        self.shape = shape
        self.done = done
        self.title = title
        self.systemItem = systemItem
        self.bar = bar
        self.titleBox = titleBox
        self.glyphBox = glyphBox
    }
}

/// A tab bar item as the theme draws it.
public struct TabItemContent: Hashable, Sendable {
    public var title: String
    public var systemItem: TabBarItemSpec.SystemItem?
    public var image: ImageSpec?
    public var badge: String?
    public var selected: Bool
    public var glyphBox: Rect
    public var titleBox: Rect
    /// The title's font where it is not the look's usual one (beside the glyph, in landscape).
    public var titleFont: Font?
    /// The tab bar's tint for an item in this state (`tintColor` when selected,
    /// `unselectedItemTintColor` otherwise); nil: the look's.
    public var tint: Color?

    public init(title: String, systemItem: TabBarItemSpec.SystemItem?, image: ImageSpec?, badge: String?, selected: Bool,
                glyphBox: Rect, titleBox: Rect, titleFont: Font? = nil) {
        self.title = title
        self.systemItem = systemItem
        self.image = image
        self.badge = badge
        self.selected = selected
        self.glyphBox = glyphBox
        self.titleBox = titleBox
        self.titleFont = titleFont
    }
}

extension BarButtonItemSpec.SystemItem {
    /// The word a word item shows (edit, done, cancel, save); nil for glyph items and spaces.
    public var word: String? {
        switch self {
        case .edit: "Edit"
        case .done: "Done"
        case .cancel: "Cancel"
        case .save: "Save"
        default: nil
        }
    }

    /// Items drawn in the done style (UIKit: done and save).
    public var isDoneStyle: Bool { self == .done || self == .save }

    public var isSpace: Bool { self == .flexibleSpace || self == .fixedSpace }
}

extension TabBarItemSpec {
    /// The title the item shows: its own, else its system item's word; empty for neither.
    public var shownTitle: String { title ?? systemItem?.title ?? "" }
}

extension TabBarItemSpec.SystemItem {
    /// The title UIKit gives a system tab bar item.
    public var title: String {
        switch self {
        case .more: "More"
        case .favorites: "Favorites"
        case .featured: "Featured"
        case .topRated: "Top Rated"
        case .recents: "Recents"
        case .contacts: "Contacts"
        case .history: "History"
        case .bookmarks: "Bookmarks"
        case .search: "Search"
        case .downloads: "Downloads"
        case .mostRecent: "Most Recent"
        case .mostViewed: "Most Viewed"
        }
    }
}
