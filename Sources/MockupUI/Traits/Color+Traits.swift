import MockupCore

/// A scene's dynamic colours as a set of traits shows them: the one place
/// the appearance and the level choose a colour's value.
extension Color {
    /// The plain colour these traits show: its light value, its dark one, or
    /// its dark one at the elevated level.
    public func shown(in traits: Traits) -> Color {
        switch (traits.userInterfaceStyle, traits.userInterfaceLevel) {
        case (.light, _): inLight
        case (.dark, .base): inDark
        case (.dark, .elevated): inDarkElevated
        }
    }
}

extension DisplayItem {
    /// This item with every colour as `traits` show it.
    func shown(in traits: Traits) -> DisplayItem {
        mappingColors { $0.shown(in: traits) }.choosingImages(dark: traits.userInterfaceStyle == .dark)
    }
}
