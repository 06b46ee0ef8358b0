import MockupCore

/// An app's width beside another in iPad multitasking (Split View): a third,
/// a half or two thirds of the screen, the rest the other app's beyond a
/// 10-point divider (hacknicity, "How iPad Apps Adapt to the New 11" and
/// 12.9" iPads Pro": two halves of 678 on a 1366-point screen).
public enum MultitaskingWidth: String, Hashable, Sendable, CaseIterable {
    case oneThird, half, twoThirds

    static let divider = 10.0

    /// The app's width on a screen `screen` points wide: the narrow app 320
    /// (hacknicity: "the narrower app is 320 points", on 9.7- and 10.5-inch
    /// iPads), 375 on screens from 1194 points wide (chosen), the wide app the rest.
    public func width(onScreen screen: Double) -> Double {
        let narrow = screen >= 1194 ? 375.0 : 320
        switch self {
        case .oneThird: return narrow
        case .half: return ((screen - Self.divider) / 2).rounded(.down)
        case .twoThirds: return screen - Self.divider - narrow
        }
    }

    /// The width's size class: regular for two thirds of a landscape screen,
    /// compact otherwise (txt.jazzychad.net, "iPad Multitasking Size Classes").
    public func horizontalSizeClass(landscape: Bool) -> SizeClass {
        self == .twoThirds && landscape ? .regular : .compact
    }
}
