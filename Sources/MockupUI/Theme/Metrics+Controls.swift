import MockupCore

/// The metrics table for controls: segmented controls, buttons, text fields, image views, search bars, per look. Part of `Metrics`; cite each value's
/// source from UIKIT-REFERENCE.md ("chosen" where none confirms it).
public struct ControlMetrics: Hashable, Sendable {
    public static let classic = ControlMetrics()
    public static let modern = ControlMetrics()
}
