import MockupCore

/// The metrics table for what is presented over the interface: modal screens
/// and page sheets, alerts, action sheets and the keyboard, per look, with
/// sources from UIKIT-REFERENCE-2.md ("R2", sections 3 and 4; "chosen" where
/// no public source confirms a value). Part of `Metrics`.
public struct PresentationMetrics: Hashable, Sendable {
    // MARK: Modal screens
    /// What `present` does without a style.
    public var defaultStyle: PresentationStyle
    /// Whether a page sheet is a card over the shrunken presenter (iOS 13+);
    /// before, an iPhone shows it full screen.
    public var pageSheetIsCard: Bool
    /// Cover vertical: the presented screen slides up, and down on dismiss.
    public var presentDuration: Seconds
    public var presentCurve: TimingCurve
    /// The card's top edge below the status bar, and its top corners' radius.
    public var sheetTopGap: Double = 10
    public var sheetRadius: Double = 12
    /// The presenter behind a card: scaled about its top centre, its top moved
    /// to the status bar's bottom, its corners rounded, dimmed by black at this alpha.
    public var presenterScale: Double = 0.9165
    public var presenterRadius: Double = 12
    public var presenterDimming: Double = 0.1
    /// A sheet resting at the medium detent: its gap to the screen's sides and
    /// bottom (0: it reaches them), its bottom corners then concentric with the display's.
    public var floatingSheetInset: Double = 0
    /// The grabber (`prefersGrabberVisible`): its size, its gap below the sheet's top, its colour.
    public var grabberSize = Size(width: 36, height: 5)
    public var grabberTop: Double = 5
    public var grabberColor = Color(r: 60, g: 60, b: 67, a: 0.3)
    /// On an iPad in regular width: a form sheet's size, a page sheet's
    /// greatest width and its gap to the screen's edges, their corners'
    /// radius (all four), and a popover's default content size, its corners,
    /// its arrow's height and base, and its least distance to the screen's edges.
    public var formSheetSize = Size(width: 540, height: 620)
    public var padPageSheetWidth: Double = 704
    public var padSheetMargin: Double = 20
    public var padSheetRadius: Double = 12
    public var popoverSize = Size(width: 320, height: 480)
    public var popoverRadius: Double = 13
    public var popoverArrow = Size(width: 36, height: 13)
    public var popoverMargin: Double = 10
    /// An action sheet shown in a popover on an iPad: its width (chosen).
    public var actionSheetPopoverWidth: Double = 300

    // MARK: Alerts
    /// Black over everything beneath an alert or action sheet.
    public var dimming: Double
    public var alertWidth: Double
    public var alertRadius: Double
    /// Padding around the title and message, and between the text and the buttons.
    public var alertPadding: Double
    public var alertTitleFont: Font
    public var alertMessageFont: Font
    public var alertTextColor: Color
    public var alertBackground: Color
    public var alertButtonHeight: Double
    /// Inset of bordered buttons from the alert's sides and between them (0: flush, hairline-divided).
    public var alertButtonInset: Double
    public var alertButtonGap: Double
    public var alertButtonFont: Font
    /// The font of the preferred action: cancel (or the only default one).
    public var alertPreferredButtonFont: Font
    public var actionColor: Color
    public var destructiveColor: Color
    public var dividerColor: Color
    /// A text field in an alert: height and the gap between fields.
    public var alertFieldHeight: Double
    /// An alert appears scaled up by this much, shrinking to rest as it fades in.
    public var alertAppearScale: Double
    public var alertDuration: Seconds
    public var alertCurve: TimingCurve

    // MARK: Action sheets
    /// Whether the sheet spans the screen (iPhone OS's panel) or floats in rounded blocks.
    public var actionSheetSpansScreen: Bool
    public var actionSheetMargin: Double
    /// Gap between the actions and the separate cancel block (or button).
    public var actionSheetCancelGap: Double
    public var actionSheetButtonHeight: Double
    /// Gap between stacked bordered buttons (0: flush, hairline-divided).
    public var actionSheetButtonGap: Double
    public var actionSheetRadius: Double
    public var actionSheetFont: Font
    public var actionSheetCancelFont: Font
    public var actionSheetTitleFont: Font
    public var actionSheetTitleColor: Color
    public var actionSheetBackground: Color
    public var actionSheetCancelBackground: Color
    public var actionSheetDuration: Seconds
    public var actionSheetCurve: TimingCurve

    // MARK: Keyboard
    /// The key rows' height in portrait, on 414-point phones, and in landscape.
    public var keyRowsHeight: Double = 216
    public var keyRowsWideHeight: Double = 226
    public var keyRowsLandscapeHeight: Double = 162
    /// One row of an iPad's keys in portrait and in landscape where the look's
    /// era differs from `KeyboardFormat`'s; nil: the format's.
    public var padKeyRowHeight: Double?
    public var padKeyRowLandscapeHeight: Double?
    /// The suggestion bar above the keys (0: none).
    public var suggestionBarHeight: Double = 0
    /// The globe and dictation strip beneath the keys on phones with a home indicator (0: none).
    public var globeStripHeight: Double = 0
    public var keyboardDuration: Seconds
    public var keyboardCurve: TimingCurve
    public var keyboardBackground: Color
    /// The radius of the keyboard panel's top corners (0: square).
    public var keyboardCornerRadius: Double = 0
    public var keyFill: Color
    public var functionKeyFill: Color
    public var keyShadow: Color
    public var keyTextColor: Color
    public var keyRadius: Double
    /// Keys' inset from their slot on each side: across and down.
    public var keyInsetX: Double = 3
    public var keyInsetY: Double = 5
    public var keyFont: Font
    public var functionKeyFont: Font
    /// Letter keys read lower case while shift is off, in this font (iOS 9 on);
    /// nil: they read in capitals always, in `keyFont`.
    public var lowercaseKeyFont: Font?
    /// The caret of a text field or view being edited.
    public var caretColor: Color
    public var caretWidth: Double = 2

    /// These metrics with an iPad's key rows `portrait` and `landscape` points tall.
    func withPadKeyRows(portrait: Double, landscape: Double) -> PresentationMetrics {
        var metrics = self
        metrics.padKeyRowHeight = portrait
        metrics.padKeyRowLandscapeHeight = landscape
        return metrics
    }

    /// The keyboard's height on a screen `width` points wide in `orientation`,
    /// with the home indicator's inset when the device has one; an iPad's
    /// rows by `format` (without a globe strip: its globe is among the keys).
    public func keyboardHeight(width: Double, landscape: Bool, homeInset: Double, format: KeyboardFormat = .phone) -> Double {
        if let row = format.rowHeight(landscape: landscape) {
            let own = format == .pad ? (landscape ? padKeyRowLandscapeHeight : padKeyRowHeight) : nil
            return Double(format.rows) * (own ?? row) + suggestionBarHeight + homeInset
        }
        let rows = landscape ? keyRowsLandscapeHeight : (width >= 414 ? keyRowsWideHeight : keyRowsHeight)
        let strip = homeInset > 0 && !landscape ? globeStripHeight : 0
        return rows + suggestionBarHeight + strip + homeInset
    }
}
