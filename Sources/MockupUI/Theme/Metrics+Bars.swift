import MockupCore

/// The metrics table for bars: bar button items, back buttons, toolbars, tab bars, prompts, per look. Part of `Metrics`; cite each value's
/// source from UIKIT-REFERENCE.md ("chosen" where none confirms it).
public struct BarMetrics: Hashable, Sendable {
    public static let classic = BarMetrics()
    public static let modern = BarMetrics()
}
