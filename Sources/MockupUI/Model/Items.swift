import MockupCore

/// A navigation item: what a screen shows in the navigation bar while on top.
public struct NavigationItemSpec: Hashable, Sendable {
    public var title: String?
    public var titleView: ViewSpec?
    public var leftBarButtonItems: [BarButtonItemSpec]
    public var rightBarButtonItems: [BarButtonItemSpec]
    public var backBarButtonItem: BarButtonItemSpec?
    public var prompt: String?
    public var hidesBackButton: Bool
    /// Whether this screen's title shows large when its navigation controller prefers large titles.
    public enum LargeTitleDisplayMode: String, Hashable, Sendable, CaseIterable {
        /// As the screen beneath (the root: large).
        case automatic
        case always, never
    }
    public var largeTitleDisplayMode: LargeTitleDisplayMode
    /// A search controller's bar, in its own row at the bottom of the navigation bar.
    public var searchController: SearchControllerSpec?

    public init(
        title: String? = nil, titleView: ViewSpec? = nil, leftBarButtonItems: [BarButtonItemSpec] = [],
        rightBarButtonItems: [BarButtonItemSpec] = [], backBarButtonItem: BarButtonItemSpec? = nil,
        prompt: String? = nil, hidesBackButton: Bool = false, largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    ) {
        self.largeTitleDisplayMode = largeTitleDisplayMode
        self.title = title
        self.titleView = titleView
        self.leftBarButtonItems = leftBarButtonItems
        self.rightBarButtonItems = rightBarButtonItems
        self.backBarButtonItem = backBarButtonItem
        self.prompt = prompt
        self.hidesBackButton = hidesBackButton
    }
}

/// A bar button item of a navigation bar or toolbar.
public struct BarButtonItemSpec: Hashable, Sendable {
    public enum ItemStyle: String, Hashable, Sendable, CaseIterable { case plain, bordered, done }

    public enum SystemItem: String, Hashable, Sendable, CaseIterable {
        case add, compose, reply, action, organize, bookmarks, search, refresh, stop, camera, trash
        case play, pause, rewind, fastForward, edit, done, cancel, save, undo, redo
        case flexibleSpace, fixedSpace
    }

    public var title: String?
    public var style: ItemStyle
    public var systemItem: SystemItem?
    public var width: Double?
    public var customView: ViewSpec?
    /// A built-in glyph (`systemName`) the item shows when it has no title (`UIBarButtonItem(image:)`).
    public var image: ImageSpec?
    public var location: SourceLocation?

    public init(
        title: String? = nil, style: ItemStyle = .plain, systemItem: SystemItem? = nil,
        width: Double? = nil, customView: ViewSpec? = nil, image: ImageSpec? = nil, location: SourceLocation? = nil
    ) {
        self.image = image
        self.title = title
        self.style = style
        self.systemItem = systemItem
        self.width = width
        self.customView = customView
        self.location = location
    }
}

/// A tab bar item: a system item or a title with an optional glyph, and a badge.
public struct TabBarItemSpec: Hashable, Sendable {
    public enum SystemItem: String, Hashable, Sendable, CaseIterable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search
        case downloads, mostRecent, mostViewed
    }

    public var title: String?
    public var systemItem: SystemItem?
    public var image: ImageSpec?
    public var badgeValue: String?

    public init(title: String? = nil, systemItem: SystemItem? = nil, image: ImageSpec? = nil, badgeValue: String? = nil) {
        self.title = title
        self.systemItem = systemItem
        self.image = image
        self.badgeValue = badgeValue
    }
}

/// A picture: a flat colour, a built-in glyph, or a picture file (PNG, JPEG,
/// SVG, or an asset catalog's image set), drawn as is or as a template.
public struct ImageSpec: Hashable, Sendable {
    /// UIImage.RenderingMode: `automatic` is a template where UIKit makes one
    /// (bar and tab items, system buttons) and the original elsewhere.
    public enum RenderingMode: String, Hashable, Sendable, CaseIterable { case automatic, alwaysOriginal, alwaysTemplate }

    public var color: Color?
    public var systemName: String?
    /// A picture file's contents.
    public var file: ImageAsset?
    /// The file the dark appearance shows (an image set's dark variant).
    public var darkFile: ImageAsset?
    public var renderingMode: RenderingMode
    /// A template's colour (`withTintColor`); nil: the view's tint.
    public var tintColor: Color?
    /// Settings' icon tile: the glyph in white on a rounded square of this colour.
    public var tile: Color?
    /// A symbol's size, weight and scale (UIImage.SymbolConfiguration).
    public var symbolConfiguration: SymbolConfiguration?

    public init(color: Color? = nil, systemName: String? = nil, file: ImageAsset? = nil, darkFile: ImageAsset? = nil,
                renderingMode: RenderingMode = .automatic, tintColor: Color? = nil) {
        self.color = color
        self.systemName = systemName
        self.file = file
        self.darkFile = darkFile
        self.renderingMode = renderingMode
        self.tintColor = tintColor
    }

    /// Whether a file is drawn as a template where `automatic` means `template`.
    public func isTemplate(byDefault: Bool) -> Bool {
        switch renderingMode {
        case .automatic: byDefault
        case .alwaysOriginal: false
        case .alwaysTemplate: true
        }
    }
}
