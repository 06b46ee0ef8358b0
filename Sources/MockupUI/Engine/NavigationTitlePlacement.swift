import MockupCore

/// Where a navigation bar puts its title (UIKIT-REFERENCE.md, Layout rules):
/// centred on the bar; if centred it would overlap an item, it shifts toward
/// the free side; if it still does not fit between the items, it is cut to
/// the space between them (and drawn with an ellipsis).
public enum NavigationTitlePlacement {
    /// - Parameters:
    ///   - titleWidth: the title's natural width.
    ///   - bar: the bar's frame.
    ///   - leadingLimit: the x the title may not start before (left item's end plus a gap, or the margin).
    ///   - trailingLimit: the x the title may not end after.
    public static func frame(titleWidth: Double, bar: Rect, leadingLimit: Double, trailingLimit: Double) -> Rect {
        let available = max(0, trailingLimit - leadingLimit)
        let width = min(titleWidth.rounded(.up), available)
        var x = bar.midX - width / 2
        if x < leadingLimit { x = leadingLimit }
        if x + width > trailingLimit { x = trailingLimit - width }
        return Rect(x: x, y: bar.minY, width: width, height: bar.height)
    }
}
