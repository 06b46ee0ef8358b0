import MockupCore

// iOS 26 (Liquid Glass). Sources: UIKIT-REFERENCE-3.md §4 (R3), whose facts
// cite Apple's HIG ([A]), developers' reports and runtime probes ([O]) and
// measurements of real iOS 26 screenshots ([M]: HA, home-assistant/iOS's
// snapshot tests; KK, KeyboardKit's); the conformance screenshots
// `ios26-*.png` measured here ("measured"); "chosen" where none gives the
// number; "as ios17" where iOS 26 kept iOS 13's value.

extension Metrics {
    public static let ios26 = ios26(IOS17Palette(.light))

    /// The ios26 look's table in the palette's appearance: the ios17 table
    /// with what iOS 26 changed.
    static func ios26(_ p: IOS17Palette) -> Metrics {
        var m = Metrics.ios17(p)
        m.navigationBarHeight = 54  // R3 §4b: 54 on iPhone and iPad (GK)
        // Landscape as ios17, 32 (R3 §4a reports 54 on iOS 26 but 32 "on small phones", without saying which: chosen).
        m.navigationBarLandscapeHeight = 32
        m.toolbarHeight = 50  // chosen: 44-point glass platters with 3 points above and below
        m.padBarHeight = 54  // R3 §5: the navigation bar 54 on iPad too (GK); toolbars alike (chosen)
        m.toolbarLandscapeHeight = 32
        // R3 §4b: the large title's baseline 105 below the safe area's top (HA SettingsServers): 54 + 67, its
        // text box (34-point bold, 8.2 of descent) 8 above the bar's bottom.
        m.largeTitleBarHeight = 121
        // R3 §4c: a body row is 51 (HA); chosen for every table style.
        m.rowHeight = 51
        m.tables = .ios26(p)
        m.valueControls = .ios26(p)
        m.bars = .ios26(p)
        m.presentation = .ios26(p)
        m.motion.morphsBarPlatters = true  // R3 §4: Liquid Glass controls morph between states (HIG, Materials)
        return m
    }
}

extension BarMetrics {
    static func ios26(_ p: IOS17Palette) -> BarMetrics {
        var b = BarMetrics.ios17(p)
        // Every item sits on a glass platter 44 tall: a capsule round its title, a circle round a glyph
        // (R3 §4b: "Clear" measured 56.7 x 44, HA; icon buttons 44 x 44 circles, KK).
        b.borderedHeight = 44
        b.borderedLandscapeHeight = 32  // chosen: the platters fill a landscape bar
        b.borderedPadding = 8  // (56.7 - "Clear"'s 40.7 at 17 points) / 2, HA
        b.minimumBorderedWidth = 44
        b.borderedRadius = 22
        b.glyphSize = 22  // as ios17
        b.itemGap = 8  // chosen: neighbouring platters apart
        // R3 §4b, HIG Toolbars: items are grouped on glass, a fixed space separating groups.
        b.sharesPlatters = true
        b.backChevronSize = Size(width: 11, height: 19)  // chosen: the chevron inside the 44-point circle
        // R3 §4b: the tab bar floats as a capsule 62 tall, 21 from the sides and the bottom; the
        // selection pill inset 2 (FB). Glyphs chosen at 24 (18-point symbols at the large scale), 7 down.
        // Minimised (tabBarMinimizeBehavior) to a circle 48 across holding the selected tab (chosen).
        // A tab whose item is the search system item stands apart at the trailing end, a circle as tall as the
        // capsule (R3 §4b, HIG Tab bars; UIKit: UITabBarItem's .search system item), 8 from it (chosen).
        b.floatingTabBar = FloatingBar(height: 62, sideInset: 21, bottomInset: 21, itemInset: 2, minimizedSide: 48, searchGap: 8)
        b.tabGlyphSize = 24
        b.tabGlyphTop = 7
        b.tabTitleFont = Font(.inter, size: 10, weight: .medium)  // R3 §4b: labels 10 (FB)
        b.tabInactiveColor = p(.label)  // R3 §4b: symbols and labels in the content's ink (HIG, tab bars)
        b.tabInlineTitleFont = nil  // chosen: the capsule keeps the glyph above the title in landscape
        // iPadOS 18 on: in regular width the tab bar floats at the top, in the navigation bar's
        // title area, its tabs titles alone (gamery.app, "About the new tabs", iPadOS 18; WWDC24
        // "Elevate your tab and sidebar experience in iPadOS"); the metrics are chosen.
        b.topTabBar = TopTabBar(height: 44, itemPadding: 16, itemInset: 3, titleFont: Font(.inter, size: 15, weight: .semibold))
        return b
    }
}

extension TableMetrics {
    static func ios26(_ p: IOS17Palette) -> TableMetrics {
        var t = TableMetrics.ios17(p)
        t.insetGroupedInset = 16  // R3 §4c: 16 from the screen's edges (HA)
        t.insetGroupedWideInset = 20  // as ios17
        t.insetGroupedRadius = 26  // R3 §4c: about 26, a continuous corner (HA)
        t.groupedSeparatorInset = 16  // R3 §4c: text and separator at x = 32, 16 into the card (HA)
        t.cellContentVerticalMargin = 14.5  // a body row of 51: 22 + 2 x 14.5 (R3 §4c)
        t.sidebarSelectionRadius = .infinity  // chosen: a capsule, as iOS 26's other selections
        return t
    }
}

extension ValueControlMetrics {
    static func ios26(_ p: IOS17Palette) -> ValueControlMetrics {
        var v = ValueControlMetrics.ios17(p)
        v.switchSize = Size(width: 63, height: 28)  // R3 §4c: 63 x 28 (HA); measured 63 x 27.7 in ios26-privacy-*.png
        // Measured: off, (197, 197, 199) over white in ios26-server-switching-light.png, #787880 at 43%;
        // dark chosen as systemFill.
        v.switchOffColor = p.pick(light: Color(r: 120, g: 120, b: 128, a: 0.43), dark: p(.systemFill))
        v.sliderThumb = 24  // chosen: the capsule thumb's height (its width: `IOS26Look.sliderThumbWidth`)
        v.sliderTrackHeight = 6  // chosen
        v.progressHeight = 6  // chosen, as the slider's track
        v.stepperSize = Size(width: 104, height: 36)  // chosen: a capsule, taller than iOS 17's 94 x 32
        return v
    }
}

extension PresentationMetrics {
    static func ios26(_ p: IOS17Palette) -> PresentationMetrics {
        var s = PresentationMetrics.ios17(p)
        s.sheetRadius = 34  // R3 §4c: the top corners 34 (FIG)
        s.presenterScale = 1  // iOS 26: the presenter is no longer shrunk behind a sheet
        s.presenterRadius = 0
        // At the medium detent the card floats: Apple's iOS 26 design kit (FIG) gives its bottom corners 58
        // on a phone whose display corners are 62 (the kit's keyboard: bottom 62), concentric at a 4-point gap.
        s.floatingSheetInset = 4
        s.padSheetRadius = 38  // R3 §4c: iPad sheets 38 all round (FIG)
        s.popoverRadius = 26  // chosen: as the inset grouped sections
        // Alerts: no measurable source (R3 §4c [U]); chosen after Apple's iOS 26 design kit: wider,
        // rounder, with capsule buttons side by side.
        s.alertWidth = 300
        s.alertRadius = 34
        s.alertButtonHeight = 48
        s.alertButtonInset = 14
        s.alertButtonGap = 8
        s.actionSheetRadius = 34  // chosen, as the alert
        s.actionSheetMargin = 8  // as ios17
        s.keyRadius = 8.5  // R3 §4c: keys 33 x 45, radius about 8.5 (KK)
        s.keyboardCornerRadius = 27  // R3 §4c: the panel's top corners about 24 to 27 (KK), the design kit's 27
        // R3 §4c (KK): rows 56 apart with 11 between keys 45 tall, keys 6 apart; the panel 317 tall on a
        // 402-point phone, which leaves the globe's strip 15 (317 - 44 - 4 x 56 - 34).
        s.keyRowsHeight = 224
        s.keyRowsWideHeight = 224
        s.keyInsetX = 3
        s.keyInsetY = 5.5
        s.globeStripHeight = 15
        return s
    }
}
