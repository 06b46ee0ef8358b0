import MockupCore

/// One real UIKit screenshot and the scene written to reproduce it: where the
/// screen lies in the screenshot, its pixels per point, the region compared
/// and the parts left out (a device's own status bar, painted areas), and the
/// recorded figure the comparison may not exceed by more than the slack.
public struct FidelityCase: Hashable, Sendable, Decodable {
    public var name: String
    /// The screenshot, relative to the references folder.
    public var reference: String
    /// The scene, relative to the suite file.
    public var scene: String
    /// The step whose end state is compared (default 0).
    public var step: Int?
    /// The scene's variant compared (a dark screenshot's `dark`); nil: the scene as written.
    public var variant: String?
    /// The screen's rectangle in the screenshot, in its pixels: `[x, y, width, height]`.
    public var screen: [Int]
    /// The screenshot's pixels per point (2.88 for a 3x screen scaled by 0.96).
    public var scale: Double
    /// The region compared, in points of the screen: `[x, y, width, height]` (nil: all of it).
    public var compare: [Double]?
    /// Regions left out, in points of the screen.
    public var exclude: [[Double]]?
    /// The recorded percentage of differing pixels, which the comparison may not exceed by more than `slack`.
    public var recorded: Double
    /// What the comparison leaves out and why, for the report.
    public var note: String?
}

/// The suite file: its cases and how much worse than recorded a comparison may be.
public struct FidelitySuiteFile: Hashable, Sendable, Decodable {
    /// Percentage points a comparison may exceed its recorded figure by (0.2).
    public var slack: Double
    public var cases: [FidelityCase]
}
