import MockupCore

/// A case compared: the two images over the compared region, the diff, and the figure.
public struct FidelityResult: Sendable {
    public var fidelityCase: FidelityCase
    public var reference: RGBAImage
    public var mockup: RGBAImage
    public var diff: RGBAImage
    public var differentPixels: Int
    public var comparedPixels: Int

    /// The share of compared pixels that differ, in percent.
    public var percentage: Double {
        comparedPixels > 0 ? 100 * Double(differentPixels) / Double(comparedPixels) : 0
    }

    /// The figure as the command line prints it (`GoldenResult.percentage`): `2.07%`.
    public var percentageText: String { GoldenResult.percentage(differentPixels, of: comparedPixels) }

    /// The recorded figure: `2.07%`.
    public var recordedText: String { "\(fidelityCase.recorded.plainText)%" }

    /// Whether the figure is within the recorded one plus `slack` percentage points.
    public func holds(slack: Double) -> Bool {
        percentage <= fidelityCase.recorded + slack + 1e-9
    }
}
