import MockupCore

extension Style {
    /// iOS 26: Liquid Glass bars and controls, the floating tab bar, rounder lists.
    public static let ios26 = Style(declaring: "ios26")
}

/// iOS 26 (UIKIT-REFERENCE-3.md §4): bars with no background of their own,
/// their items on platters of glass (`IOS26Glass`), the back button a glass
/// circle round its chevron, the tab bar a glass capsule floating over the
/// content with the selected item on a platter, the switch's longer track and
/// capsule thumb, rounder inset grouped sections, sheets that leave their
/// presenter as it was. Its table: `Metrics.ios26`.
///
/// What iOS 26 kept from iOS 13 to 17 (the status bar, segmented control,
/// fields, accessories, pickers, the keyboard's keys) it draws as `IOS17Look`
/// does, with this look's metrics (`kept`).
struct IOS26Look: Look {
    let style = Style.ios26
    let metrics: Metrics
    let glass: IOS26Glass
    let palette: IOS17Palette
    let appearance: UserInterfaceStyle
    let level: UserInterfaceLevel

    init(_ appearance: UserInterfaceStyle = .light, level: UserInterfaceLevel = .base) {
        self.appearance = appearance
        self.level = level
        palette = IOS17Palette(appearance, level: level)
        metrics = appearance == .light && level == .base ? .ios26 : .ios26(palette)
        glass = IOS26Glass(palette)
    }

    var appearances: [UserInterfaceStyle] { [.light, .dark] }

    func resolved(for traits: Traits) -> any Look {
        traits.userInterfaceStyle == appearance && traits.userInterfaceLevel == level
            ? self : IOS26Look(traits.userInterfaceStyle, level: traits.userInterfaceLevel)
    }

    /// The look of iOS 13 to 17 with this look's metrics.
    var kept: IOS17Look { IOS17Look(metrics: metrics, appearance: appearance, level: level) }

    /// Every item on a platter, in navigation bars and toolbars alike.
    func barItemShape(_ item: BarButtonItemSpec, inNavigationBar: Bool) -> BarItemContent.Shape {
        .bordered
    }

    /// A glass circle as tall as a platter, round the chevron alone: iOS 26
    /// shows no back title (the title stays the button's, for VoiceOver).
    func backButton(textWidth: Double, x: Double, row: Rect, borderedHeight: Double) -> (frame: Rect, titleBox: Rect) {
        let side = borderedHeight
        let frame = Rect(x: x, y: row.minY + (row.height - side) / 2, width: side, height: side)
        return (frame, Rect(x: frame.maxX, y: frame.minY, width: 0, height: side))
    }

    func segmentedTint(_ style: SegmentedControlStyle, barTint: Color?, barStyle: BarStyle) -> Color {
        kept.segmentedTint(style, barTint: barTint, barStyle: barStyle)
    }

    func segmentTitleInk(_ look: SegmentedLook, selected: Bool) -> (color: Color, shadow: Shadow?) {
        kept.segmentTitleInk(look, selected: selected)
    }
}
