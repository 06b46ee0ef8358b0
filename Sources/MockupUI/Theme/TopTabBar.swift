import MockupCore

/// The tab bar of an iPad in regular width from iPadOS 18: a capsule centred
/// in the navigation bar's row, each tab its title alone between paddings,
/// the selected one on a pill inset in the capsule.
public struct TopTabBar: Hashable, Sendable {
    public var height: Double
    /// Room on each side of a tab's title.
    public var itemPadding: Double
    /// How far the selected tab's pill sits inside the capsule.
    public var itemInset: Double
    public var titleFont: Font

    public init(height: Double, itemPadding: Double, itemInset: Double, titleFont: Font) {
        self.height = height
        self.itemPadding = itemPadding
        self.itemInset = itemInset
        self.titleFont = titleFont
    }
}
