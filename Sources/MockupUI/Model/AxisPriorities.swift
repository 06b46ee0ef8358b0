import MockupCore

/// A UILayoutPriority for each axis: a view's content hugging or compression resistance.
public struct AxisPriorities: Hashable, Sendable {
    public var horizontal: Double
    public var vertical: Double

    public init(horizontal: Double, vertical: Double) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// UIKit's defaults for views made in code: hugging 250 (defaultLow)...
    public static let hugging = AxisPriorities(horizontal: 250, vertical: 250)
    /// ...and compression resistance 750 (defaultHigh).
    public static let compressionResistance = AxisPriorities(horizontal: 750, vertical: 750)
}
