import MockupCore

/// What an annotated picture explains (`--annotate`): which view controller
/// owns each region of the screen, or what VoiceOver reads and in what order.
/// The overlay is drawn over the screen, its legend in a column beside it.
public enum Annotation: String, Hashable, Sendable, CaseIterable {
    case owners, accessibility

    /// The legend column's width in points (chosen).
    public static let legendWidth = 260.0

    /// The overlay of `window` and the legend's entries, in the overlay's colours.
    public func overlay(of window: PresentedView, rightToLeft: Bool) -> (items: [DisplayItem], legend: [AnnotationLegend.Entry]) {
        switch self {
        case .owners: OwnershipOverlay(window: window).drawn()
        case .accessibility: AccessibilityOverlay(elements: AccessibilityElement.elements(in: window, rightToLeft: rightToLeft)).drawn()
        }
    }

    /// `list` (the screen's picture, or the device around it) with the legend
    /// in a column at its right: the canvas grows by `legendWidth`.
    public func besideLegend(_ list: DisplayList, entries: [AnnotationLegend.Entry]) -> DisplayList {
        var out = DisplayList(size: Size(width: list.size.width + Self.legendWidth, height: list.size.height))
        out.items = list.items
        out.items += AnnotationLegend(title: title, entries: entries)
            .drawn(in: Rect(x: list.size.width, y: 0, width: Self.legendWidth, height: list.size.height))
        return out
    }

    /// The legend's heading.
    public var title: String {
        switch self {
        case .owners: "View controllers"
        case .accessibility: "VoiceOver, in reading order"
        }
    }

    /// Distinct colours, one a controller or element in turn (chosen: the
    /// system colours, then darker ones).
    static let palette: [Color] = [
        Color(r: 255, g: 59, b: 48), Color(r: 0, g: 122, b: 255), Color(r: 52, g: 199, b: 89), Color(r: 255, g: 149, b: 0),
        Color(r: 175, g: 82, b: 222), Color(r: 90, g: 200, b: 250), Color(r: 255, g: 45, b: 85), Color(r: 255, g: 204, b: 0),
        Color(r: 88, g: 86, b: 214), Color(r: 162, g: 132, b: 94), Color(r: 0, g: 128, b: 128), Color(r: 128, g: 0, b: 64),
    ]

    static func color(_ index: Int) -> Color { palette[index % palette.count] }
}
