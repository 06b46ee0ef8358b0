import MockupCore

extension Style {
    /// iOS 13 to 17: large titles, inset grouped tables, materials and scroll-edge bars.
    public static let ios17 = Style(declaring: "ios17")
}

/// iOS 13 to 17 (UIKIT-REFERENCE-2.md): bars without background at the
/// scroll edge and with a material elsewhere, large titles, the grey segmented
/// control with a white thumb, filled search fields, inset grouped tables with
/// rounded sections, the notched status bar, the Dynamic Island and the home
/// indicator. Its table: `Metrics.ios17`; what only it draws: `IOS17Chrome`.
///
/// What iOS 13 kept from iOS 7 (plain tint-coloured bar items and the back
/// chevron, glyph buttons, accessories, badges) it draws as `ModernLook` did,
/// with its own metrics.
struct IOS17Look: Look {
    let style = Style.ios17
    let metrics: Metrics
    let chrome: IOS17Chrome
    let appearance: UserInterfaceStyle
    let level: UserInterfaceLevel

    /// The look in `appearance` (light unless said) at `level`: a sheet's
    /// content is elevated, and dark backgrounds are lighter there.
    init(_ appearance: UserInterfaceStyle = .light, level: UserInterfaceLevel = .base) {
        self.appearance = appearance
        self.level = level
        let palette = IOS17Palette(appearance, level: level)
        metrics = appearance == .light ? .ios17 : .ios17(palette)
        chrome = IOS17Chrome(palette)
    }

    /// The look drawn with another table: a later look's metrics, with this
    /// look's chrome in the same appearance (`IOS26Look` draws what it kept so).
    init(metrics: Metrics, appearance: UserInterfaceStyle, level: UserInterfaceLevel) {
        self.appearance = appearance
        self.level = level
        self.metrics = metrics
        chrome = IOS17Chrome(IOS17Palette(appearance, level: level))
    }

    /// iOS 13 brought the dark appearance.
    var appearances: [UserInterfaceStyle] { [.light, .dark] }

    func resolved(for traits: Traits) -> any Look {
        traits.userInterfaceStyle == appearance && traits.userInterfaceLevel == level
            ? self : IOS17Look(traits.userInterfaceStyle, level: traits.userInterfaceLevel)
    }

    /// The look of iOS 7 to 12 with this look's metrics.
    var base: ModernLook { ModernLook(metrics: metrics) }

    func barItemShape(_ item: BarButtonItemSpec, inNavigationBar: Bool) -> BarItemContent.Shape {
        base.barItemShape(item, inNavigationBar: inNavigationBar)
    }

    func backButton(textWidth: Double, x: Double, row: Rect, borderedHeight: Double) -> (frame: Rect, titleBox: Rect) {
        base.backButton(textWidth: textWidth, x: x, row: row, borderedHeight: borderedHeight)
    }

    /// The control is grey whatever the bar; the tint is unused.
    func segmentedTint(_ style: SegmentedControlStyle, barTint: Color?, barStyle: BarStyle) -> Color {
        metrics.controls.tint
    }

    /// The label colour on every segment (the selected one is medium: `selectedSegmentFont`).
    func segmentTitleInk(_ look: SegmentedLook, selected: Bool) -> (color: Color, shadow: Shadow?) {
        (metrics.controls.segmentTitleColor, nil)
    }
}
