import MockupCore

/// The metrics in an interface orientation: in landscape an iPhone's
/// navigation bar and toolbar are 32 points tall, their titles and bordered
/// items smaller (each look's landscape values). Resolved once with the other
/// traits (`Look.drawing`), so layout reads one value whatever the orientation.
extension Metrics {
    /// These metrics in `orientation` (themselves in portrait).
    public func oriented(_ orientation: Orientation) -> Metrics {
        guard orientation.isLandscape else { return self }
        var metrics = self
        metrics.navigationBarHeight = navigationBarLandscapeHeight
        metrics.toolbarHeight = toolbarLandscapeHeight
        metrics.navigationTitleFont = navigationTitleLandscapeFont
        metrics.bars.borderedHeight = bars.borderedLandscapeHeight
        return metrics
    }
}
