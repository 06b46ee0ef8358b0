/// How a page sheet sits when presented (`UISheetPresentationController`,
/// iOS 15): the heights it may rest at, the one it shows, and the grabber.
public struct SheetPresentationSpec: Hashable, Sendable {
    /// A height a sheet rests at (UISheetPresentationController.Detent):
    /// `large` is the fully expanded sheet, `medium` about half of it (HIG, Sheets).
    public enum Detent: String, Hashable, Sendable, CaseIterable, Comparable {
        case medium, large

        public static func < (a: Detent, b: Detent) -> Bool { a == .medium && b == .large }
    }

    public var detents: [Detent]
    /// The detent shown; nil: the smallest of `detents`, as UIKit does.
    public var selectedDetentIdentifier: Detent?
    public var prefersGrabberVisible: Bool

    public init(detents: [Detent] = [.large], selectedDetentIdentifier: Detent? = nil, prefersGrabberVisible: Bool = false) {
        self.detents = detents
        self.selectedDetentIdentifier = selectedDetentIdentifier
        self.prefersGrabberVisible = prefersGrabberVisible
    }

    /// The detent the sheet rests at when presented.
    public var shownDetent: Detent { selectedDetentIdentifier ?? detents.min() ?? .large }
}
