import MockupCore

/// What only iOS 13 to 17 draws, beyond the shared metrics table: bar
/// materials, the segmented control's track and thumb, the filled search
/// field and the notched status bar's icons. Sources as in `IOS17Metrics.swift`
/// (R2: UIKIT-REFERENCE-2.md).
struct IOS17Chrome: Sendable {
    /// The chrome in the palette's appearance (the values below are the light
    /// ones; the dark ones: UIKIT-REFERENCE-3.md §1c).
    init(_ p: IOS17Palette = IOS17Palette(.light)) {
        barMaterial = p.pick(light: barMaterial, dark: Color(r: 29, g: 29, b: 29, a: 0.94))  // #1D1D1D at 94% (FLt)
        segmentTrack = p(.tertiarySystemFill)
        thumbFill = p.pick(light: .white, dark: Color(r: 99, g: 99, b: 102))  // #636366 (flutter:sliding_segmented_control.dart)
        searchFieldFill = p(.tertiarySystemFill)
        grayButtonFill = p(.tertiarySystemFill)
        fieldFill = p.pick(light: .white, dark: p.elevated(.secondarySystemBackground))  // chosen: the elevated grey, #2C2C2E
    }

    // MARK: Materials
    /// A default bar's material, flat: bars over white measure (249,249,249) in
    /// iOS 12 (issue 20's screenshots); its opacity chosen.
    var barMaterial = Color(r: 249, g: 249, b: 249, a: 0.94)
    /// A black bar's (chosen).
    var blackBarMaterial = Color(r: 22, g: 22, b: 22, a: 0.94)
    /// The blur beneath a translucent bar, its standard deviation in points
    /// (flutter/flutter:cupertino/nav_bar.dart, `_wrapWithBackground`:
    /// `ImageFilter.blur(sigmaX: 10.0, sigmaY: 10.0)`).
    var barBlur = 10.0

    // MARK: Segmented control (flutter:sliding_segmented_control.dart, R2)
    /// tertiarySystemFill rgba(118,118,128,0.12).
    var segmentTrack = Color(r: 118, g: 118, b: 128, a: 0.12)
    /// The thumb: white, inset 2 points (R2), radius 6.93.
    var thumbFill = Color.white
    var thumbInset = 2.0
    var thumbRadius = 6.93
    /// Its shadows: black 12% 3 down blurred 8, black 4% 3 down blurred 1; its 0.5-point ring black 4%.
    var thumbShadows = [
        Shadow(color: Color(r: 0, g: 0, b: 0, a: 0.12), offset: Point(x: 0, y: 3), blur: 8),
        Shadow(color: Color(r: 0, g: 0, b: 0, a: 0.04), offset: Point(x: 0, y: 3), blur: 1),
    ]
    var thumbRing = Color(r: 0, g: 0, b: 0, a: 0.04)
    /// Separators: 1 point of rgba(142,142,147,0.3), 6 points short of the top and bottom.
    var separatorColor = Color(r: 142, g: 142, b: 147, a: 0.3)
    var separatorInset = 6.0

    // MARK: Value controls (R2, Controls)
    /// The switch's thumb: black 15% 3 down blurred 8, black 6% 3 down blurred 1 (flutter:switch.dart).
    var switchThumbShadows = [
        Shadow(color: Color(r: 0, g: 0, b: 0, a: 0.15), offset: Point(x: 0, y: 3), blur: 8),
        Shadow(color: Color(r: 0, g: 0, b: 0, a: 0.06), offset: Point(x: 0, y: 3), blur: 1),
    ]
    /// The slider's thumb: 15% y3 blur 8, 16% y1 blur 1, 10% y3 blur 1 (flutter:thumb_painter.dart).
    var sliderThumbShadows = [
        Shadow(color: Color(r: 0, g: 0, b: 0, a: 0.15), offset: Point(x: 0, y: 3), blur: 8),
        Shadow(color: Color(r: 0, g: 0, b: 0, a: 0.16), offset: Point(x: 0, y: 1), blur: 1),
        Shadow(color: Color(r: 0, g: 0, b: 0, a: 0.10), offset: Point(x: 0, y: 3), blur: 1),
    ]
    /// The stepper's corners (chosen, as the segmented control's track).
    var stepperRadius = 8.0

    // MARK: Text fields
    /// A rounded-rect text field's and an alert's field's fill: white (R2).
    var fieldFill = Color.white

    // MARK: Search field (flutter:search_field.dart, R2)
    /// tertiarySystemFill.
    var searchFieldFill = Color(r: 118, g: 118, b: 128, a: 0.12)

    // MARK: Buttons (UIButton.Configuration, iOS 15; sizes chosen)
    /// gray(): systemGray5-like fill (chosen); tinted(): the tint at 15% (chosen).
    var grayButtonFill = Color(r: 118, g: 118, b: 128, a: 0.12)
    var tintedButtonAlpha = 0.15
    var configurationRadius = 6.0

    // MARK: Status bar of a phone with a sensor housing (chosen, after iOS 16's status bar)
    /// The vertical centre of the time and icons on a 59-point bar: the Dynamic Island's centre (11 + 37 / 2).
    var islandRowCentre = 29.5
    /// The share of the width each ear (beside the housing) takes.
    var earShare = 0.34
}
