import MockupCore

/// The metrics table for tables: grouped insets, section headers and footers, cell styles, accessories, per look. Part of `Metrics`; cite each value's
/// source from UIKIT-REFERENCE.md ("chosen" where none confirms it).
public struct TableMetrics: Hashable, Sendable {
    public static let classic = TableMetrics()
    public static let modern = TableMetrics()
}
