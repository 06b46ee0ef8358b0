import MockupCore

/// The metrics in an interface orientation and on an idiom: in landscape an
/// iPhone's navigation bar and toolbar are 32 points tall, their titles and
/// bordered items smaller (each look's landscape values); an iPad keeps its
/// bars in landscape, at its own height where the look has one
/// (`padBarHeight`). Resolved once with the other traits (`Look.drawing`),
/// so layout reads one value whatever the orientation and device.
extension Metrics {
    /// These metrics for `traits`' orientation and idiom (themselves on a phone in portrait).
    public func adapted(to traits: Traits) -> Metrics {
        guard traits.userInterfaceIdiom == .phone else { return forPad(traits) }
        return oriented(traits.orientation)
    }

    /// These metrics in `orientation` on a phone (themselves in portrait).
    public func oriented(_ orientation: Orientation) -> Metrics {
        guard orientation.isLandscape else { return self }
        var metrics = self
        metrics.navigationBarHeight = navigationBarLandscapeHeight
        metrics.toolbarHeight = toolbarLandscapeHeight
        metrics.navigationTitleFont = navigationTitleLandscapeFont
        metrics.bars.borderedHeight = bars.borderedLandscapeHeight
        return metrics
    }

    /// These metrics on an iPad: the bars at `padBarHeight`, a large-title
    /// bar taller by as much as its standard row; in regular width the
    /// layout margins of bars (toolbars' too) and cells 20 (UIKit's system
    /// minimum layout margins: 20 in regular width, 16 in compact).
    func forPad(_ traits: Traits) -> Metrics {
        guard let height = padBarHeight else { return self }
        var metrics = self
        if traits.horizontalSizeClass == .regular {
            // Toolbar items move out with the margins (16 to 20: UIToolbar lays them out in its layout margins).
            metrics.bars.toolbarPadding += 20 - navigationBarMargin
            metrics.navigationBarMargin = 20
            metrics.navigationBarWideMargin = nil
            metrics.cellTextInset = 20
            if separatorInset > 0 { metrics.separatorInset = 20 }
        }
        metrics.largeTitleBarHeight += height - navigationBarHeight
        metrics.navigationBarHeight = height
        metrics.toolbarHeight = height
        metrics.tabBarHeight = height
        return metrics
    }
}
