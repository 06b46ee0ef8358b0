import MockupCore

/// How a table shows edits: its editing controls, its swipe actions, and how
/// long rows take to come and go. Sources (`research`): UIKit's table
/// constants (UITableConstants_IOS, UITableViewCellLayoutManager,
/// UITableViewCellEditControl, UISwipeActionVisualStyle_iOS, read from
/// decompiled UIKitCore), Apple's documentation of UITableView.RowAnimation
/// and UIContextualAction; "chosen" where none gives the number.
public struct ListEditingMetrics: Hashable, Sendable {
    // MARK: Row updates
    /// insertRows, deleteRows, reloadRows and setEditing (`defaultEditAndUpdateAnimationDuration` 0.3).
    public var duration = 0.3

    // MARK: Edit mode
    /// The delete (minus) and insert (plus) controls' circle, its diameter.
    public var editControlImage: Double
    /// The control's frame is its image and this much wide, from the cell's leading edge (`defaultEditControlPaddingForCell` 25).
    public var editControlPadding = 25.0
    /// The content moves over to the control's trailing edge less this (`defaultContentEditPadding`: 16, 9 before iOS 13).
    public var contentEditPadding: Double
    public var deleteColor: Color
    public var insertColor: Color
    /// The reorder control's three lines: their width, and the gap the content keeps from it
    /// (`defaultContentReorderPadding`: 16, 12 before iOS 13); at the layout margin (chosen).
    public var reorderWidth: Double
    public var reorderPadding: Double
    public var reorderColor: Color

    // MARK: Swipe actions
    public enum SwipeStyle: Hashable, Sendable {
        /// Full-height buttons side by side at the edge, the cell slid aside by their width (iOS 7 and later).
        case fullHeight
        /// One rounded Delete button inside the cell at its trailing margin, the cell unmoved (iOS 3 to 6).
        case confirmationButton
    }
    public var swipeStyle: SwipeStyle
    /// A button is its title and this much each side, at least `swipeMinWidth` and at most `swipeMaxWidth` wide
    /// (`horizontalPadding` 6, `defaultButtonWidth` 74, `maxButtonWidth` 120).
    public var swipePadding = 6.0
    public var swipeMinWidth = 74.0
    public var swipeMaxWidth = 120.0
    /// Titles: white, 15 points (`maxFontSize`), shrinking to fit.
    public var swipeFont: Font
    /// A normal action's background (systemGray3), a destructive one's (systemRed).
    public var swipeNormalColor: Color
    public var swipeDestructiveColor: Color
    /// An image above the title, this big, `swipeImageGap` above it (`iconToTitleSpacing` 5; size chosen).
    public var swipeImageSize = 20.0
    public var swipeImageGap = 5.0
    /// The confirmation button's height and corner radius (chosen, from iOS 3 to 6 screenshots).
    public var confirmationHeight = 30.0
    public var confirmationRadius = 6.0

    /// The delete control's frame width, and how far the content moves over for it.
    public var editControlWidth: Double { editControlImage + editControlPadding }
    public var contentShift: Double { editControlWidth - contentEditPadding }
}

extension ListEditingMetrics {
    /// iOS 13 to 17: SF Symbols controls (minus.circle.fill, plus.circle.fill, line.horizontal.3 in tertiaryLabel).
    static func ios17(_ p: IOS17Palette) -> ListEditingMetrics {
        ListEditingMetrics(
            editControlImage: 20,  // minus.circle.fill at body size: about 20 (research, B)
            contentEditPadding: 16,
            deleteColor: p(.systemRed), insertColor: p(.systemGreen),
            reorderWidth: 20, reorderPadding: 16, reorderColor: p(.tertiaryLabel),  // width chosen: line.horizontal.3 at body size
            swipeStyle: .fullHeight,
            swipeFont: Font(.inter, size: 15, weight: .medium),  // weight: SwipeCellKit's copy of Mail (research, B)
            swipeNormalColor: p(.systemGray3), swipeDestructiveColor: p(.systemRed)
        )
    }

    /// iOS 7 to 12: the legacy paddings, the familiar 38-point shift (22 + 25 - 9).
    static let modern = ListEditingMetrics(
        editControlImage: 22,  // research, B
        contentEditPadding: 9,
        deleteColor: Color(r: 255, g: 59, b: 48), insertColor: Color(r: 76, g: 217, b: 100),  // iOS 7 system red and green
        reorderWidth: 22, reorderPadding: 12, reorderColor: Color(r: 199, g: 199, b: 204),  // #C7C7CC (research); width chosen
        swipeStyle: .fullHeight,
        swipeFont: Font(.inter, size: 15),
        swipeNormalColor: Color(r: 199, g: 199, b: 204), swipeDestructiveColor: Color(r: 255, g: 59, b: 48)
    )

    /// iOS 3 to 6: the red Delete confirmation button; controls as modern's (chosen).
    static let classic = ListEditingMetrics(
        editControlImage: 22,
        contentEditPadding: 9,
        deleteColor: Color(r: 220, g: 30, b: 30), insertColor: Color(r: 60, g: 170, b: 60),  // chosen: iOS 6's glossy red and green
        reorderWidth: 22, reorderPadding: 12, reorderColor: Color(r: 150, g: 150, b: 150),  // chosen: the grey grip
        swipeStyle: .confirmationButton,
        swipeFont: Font(.liberationSans, size: 16, weight: .bold),  // chosen: the bold button title of iOS 6
        swipeNormalColor: Color(r: 150, g: 150, b: 150), swipeDestructiveColor: Color(r: 204, g: 34, b: 34)
    )
}
