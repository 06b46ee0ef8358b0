import MockupCore

extension Metrics {
    public static let modern = Metrics(
        navigationBarMargin: 8,
        navigationBarWideMargin: 16,  // on the 375+ point wide presets (chosen)
        cellTextInset: 15,
        separatorInset: 15,
        family: .inter,
        navigationTitleFont: Font(.inter, size: 17, weight: .semibold),
        navigationTitleLandscapeFont: Font(.inter, size: 17, weight: .semibold),  // keeps the portrait semibold 17
        cellTextFont: Font(.inter, size: 17),
        cellDetailFont: Font(.inter, size: 15),
        statusBarFont: Font(.inter, size: 12, weight: .semibold),
        statusBarTimeFont: Font(.inter, size: 12, weight: .semibold),
        barTint: Color(hex: "#007aff") ?? .black,
        navigationTitleColor: .black,
        navigationTitleShadow: nil,
        barBorderColor: Color(r: 178, g: 178, b: 178),
        separatorColor: Color(hex: "#c8c7cc") ?? .black,
        cellTextColor: .black,
        tableBackground: .white,
        contentBackground: .white,
        statusBarTextColor: .black,
        navigationSearchRowHeight: 56,  // iOS 11-12: UISearchBar grew from 44 to 56 (github.com/Esri/maps-app-ios/issues/67)
        tables: .modern,
        controls: .modern,
        valueControls: .modern,
        bars: .modern,
        motion: .modern,
        presentation: .modern
    )
}

extension BarMetrics {
    public static let modern = BarMetrics(
        borderedHeight: 30, borderedLandscapeHeight: 24, borderedPadding: 0, minimumBorderedWidth: 0,
        borderedRadius: 0, backArrowWidth: 0, plainPadding: 0, glyphSize: 22,
        glyphLineWeight: 0.5,  // about 1-point lines, as iOS 7 to 12 draw add (issue 20's iOS 12 measurements)
        itemFont: Font(.inter, size: 17), doneFont: Font(.inter, size: 17, weight: .semibold),
        itemTitleColor: nil, itemTitleShadow: nil,  // titles in the tint
        doneTint: Color(hex: "#007aff") ?? .black,
        itemGap: 8, toolbarPadding: 8,  // toolbar padding: UIKIT-REFERENCE.md
        backChevronSize: Size(width: 12.5, height: 21), backChevronGap: 6,  // chevron: UIKIT-REFERENCE.md, chosen
        promptFont: Font(.inter, size: 13), promptColor: .black,
        tabGlyphSize: 25, tabGlyphTop: 5,
        tabTitleFont: Font(.inter, size: 10, weight: .medium),
        tabInactiveColor: Color(r: 146, g: 146, b: 146),
        tabSelectedTitleColor: nil,
        badgeFont: Font(.inter, size: 13),
        badgeColor: Color(hex: "#ff3b30") ?? .black
    )
}

extension ControlMetrics {
    public static let modern = ControlMetrics(
        tint: Color(hex: "#007aff") ?? .black,  // system blue (UIKIT-REFERENCE.md, Colours)
        segmentedBarHeight: 29,  // Apple UICatalog
        segmentedPlainHeight: 29, segmentedBorderedHeight: 29,  // chosen in UIKIT-REFERENCE.md
        segmentPadding: 12, segmentMinimumWidth: 44,
        segmentedBarRadius: 4, segmentedRadius: 4,  // brief
        segmentedBarFont: Font(.inter, size: 13, weight: .medium),  // UIKIT-REFERENCE.md, Fonts
        segmentedFont: Font(.inter, size: 13, weight: .medium),  // UIKIT-REFERENCE.md, Fonts
        segmentGloss: [], selectedSegmentGloss: [],
        segmentBorder: Color(hex: "#007aff") ?? .black, borderedSegmentBorder: Color(hex: "#007aff") ?? .black,
        segmentTitleColor: Color(hex: "#007aff") ?? .black, segmentTitleShadow: nil, selectedSegmentTitleShadow: nil,
        buttonHeight: 30,  // Apple UICatalog
        buttonFont: Font(.inter, size: 15),  // chosen: Interface Builder's system button font at height 30
        roundedRectTitleColor: nil, customTitleColor: .black,
        buttonPadding: 8, buttonRadius: 0, buttonBorder: .clear,
        roundButtonSize: 22, infoButtonSize: 22,  // both brief
        roundButtonGloss: [], infoDarkColor: Color(hex: "#007aff") ?? .black,
        textFieldHeight: 30,  // Apple UICatalog
        textFieldFont: Font(.inter, size: 14),  // chosen: Interface Builder's default
        textFieldRadius: 5,  // brief
        // A #c8c7cc hairline (brief).
        textFieldBorderTop: Color(hex: "#c8c7cc") ?? .black, textFieldBorderBottom: Color(hex: "#c8c7cc") ?? .black,
        textFieldInnerShadow: nil,
        textInset: 8, textFieldMinimumWidth: 97,
        placeholderColor: Color(hex: "#c7c7cd") ?? .black,  // chosen: iOS 7's
        clearButtonBox: 19, clearButtonDiameter: 14, clearButtonColor: Color(r: 187, g: 187, b: 192), clearButtonRightInset: 5, clearButtonStroke: 1.5,
        glyphColor: Color(hex: "#007aff") ?? .black, glyphNaturalSize: 30,  // ink the tint (brief)
        missingImageFill: Color(r: 235, g: 235, b: 240), missingImageBorder: Color(hex: "#c8c7cc") ?? .black,
        searchBarFill: [Color(hex: "#c9c9ce") ?? .black], searchBarTopLine: nil, searchBarBottomLine: nil,  // flat #c9c9ce (brief)
        searchFieldHeight: 28, searchFieldInset: 8, searchFieldRadius: 5,  // radius 5 (brief)
        searchFont: Font(.inter, size: 14), searchPlaceholderColor: Color(hex: "#8e8e93") ?? .black,
        glassSize: 13, glassColor: Color(hex: "#8e8e93") ?? .black, glassInset: 7,
        glassLensWidth: 1.3, glassHandleWidth: 1.6, centresEmptySearchField: true  // iOS 7 to 12 centre it
    )
}

extension TableMetrics {
    /// iOS 7 and later.
    public static let modern = TableMetrics(
        lineWidth: nil,  // hairlines
        // Semibold 13 uppercase on #f7f7f7 (UIKIT-REFERENCE.md, Fonts).
        plainHeaderText: TableTextStyle(Font(.inter, size: 13, weight: .semibold), .black, uppercase: true),
        plainHeaderFill: [.init(0, Color(hex: "#f7f7f7") ?? .white), .init(1, Color(hex: "#f7f7f7") ?? .white)],
        plainHeaderTopLine: nil, plainHeaderBottomLine: nil,
        groupedBackground: Color(hex: "#efeff4") ?? .white,  // UIKIT-REFERENCE.md, Colours
        pinstripe: nil, pinstripePeriod: 7,
        groupedInset: 0, groupedCornerRadius: 0,  // edge to edge (UIKIT-REFERENCE.md, Heights)
        groupedBorder: Color(hex: "#c8c7cc") ?? .black,  // the separator colour
        groupedSeparatorInset: 15,  // UIKIT-REFERENCE.md
        groupedHeaderSpacing: 35, groupedFooterSpacing: 0,  // 35 (UIKIT-REFERENCE.md, chosen)
        groupedTitledHeaderHeight: 55.5,  // measured: iOS 8 grouped, sections with titled headers 55.5 apart (conformance ios8-grouped-switches.png, 64.5 to 119.5)
        // Regular 13 uppercase #6d6d72 (UIKIT-REFERENCE.md, Fonts); insets chosen.
        groupedHeaderText: TableTextStyle(Font(.inter, size: 13), Color(hex: "#6d6d72") ?? .black, uppercase: true),
        groupedHeaderInsets: EdgeInsets(top: 7, left: 15, bottom: 7, right: 15),
        groupedFooterText: TableTextStyle(Font(.inter, size: 13), Color(hex: "#6d6d72") ?? .black),
        groupedFooterInsets: EdgeInsets(top: 7, left: 15, bottom: 7, right: 15),  // chosen
        tableHeaderInsets: EdgeInsets(top: 10, left: 15, bottom: 10, right: 15),  // chosen
        plainHeaderInset: 15,  // the cell text inset
        selectedTextColor: nil,
        selectedFill: [.init(0, Color(r: 217, g: 217, b: 217)), .init(1, Color(r: 217, g: 217, b: 217))],  // chosen
        subtitleDetailColor: Color(hex: "#8e8e93") ?? .black,  // UIKIT-REFERENCE.md, Colours
        // NB: 17 rather than the reference's 15, as iOS 7 Settings shows values (chosen).
        value1Detail: TableTextStyle(Font(.inter, size: 17), Color(hex: "#8e8e93") ?? .black, alignment: .right),
        value2Label: TableTextStyle(Font(.inter, size: 15), Color(hex: "#007aff") ?? .black, alignment: .right),  // chosen
        value2Value: TableTextStyle(Font(.inter, size: 15), .black),  // chosen
        value2LabelFraction: 0.25, value2Gap: 6, value1Gap: 10,  // chosen
        selectedAccessoryColor: nil,
        accessoryMargin: 15, accessoryGap: 10,  // chosen
        cellImageSize: 29, cellImageInset: 15, cellImageGap: 15,  // chosen: the text 15 points past the image, as its margin
        disclosureSize: Size(width: 8, height: 13), disclosureColor: Color(r: 199, g: 199, b: 204),  // UIKIT-REFERENCE.md
        // NB: iOS 7 shows a circled "i" (22) and a chevron for this accessory (chosen sizes).
        detailButtonSize: Size(width: 40, height: 22), detailButtonColor: Color(hex: "#007aff") ?? .black,
        checkmarkSize: Size(width: 14, height: 11), checkmarkColor: Color(hex: "#007aff") ?? .black  // tint
    )
}

extension MotionMetrics {
    public static let modern = MotionMetrics(
        navigationDuration: Seconds(0.35), navigationCurve: .default,  // curve: UIKit's default (0.25, 0.1, 0.25, 1)
        underneathTravel: 0.3, underneathDimming: 0.1,  // 30% (the parallax of iOS 7), dimmed 10%
        edgeShadowWidth: 10, edgeShadowAlpha: 0.15,  // width and strongest opacity chosen
        barItemFadeDelay: 0.2, barItemTravel: 1.0 / 3,
        toolbarItemsDuration: Seconds(0.2), barHideShowDuration: Seconds(0.33),
        rotationDuration: Seconds(0.3), defaultDuration: Seconds(0.2), rowDeselectDuration: Seconds(0.2)
    )
}

extension ValueControlMetrics {
    public static let modern = ValueControlMetrics(
        switchSize: Size(width: 51, height: 31),  // flutter:switch.dart (R2, Controls)
        switchOnColor: Color(r: 76, g: 217, b: 100),  // iOS 7-12 green #4CD964 [U] (R2)
        switchOffColor: Color(r: 229, g: 229, b: 234),  // chosen: the off track's outline
        sliderHeight: 31, sliderTrackHeight: 2, sliderThumb: 28,  // height chosen; track 2 (older flutter, R2); thumb 28 (R2)
        sliderMaximumTrackColor: Color(r: 181, g: 181, b: 181),  // #B5B5B5 (older flutter, R2)
        progressHeight: 2, progressBarHeight: 2.5,  // 2 on iOS 7 (JonasGessner/JGProgressView #1, R2); bar chosen
        progressTrackColor: Color(r: 181, g: 181, b: 181),  // chosen, as the slider's
        activitySize: 20, activityLargeSize: 37,  // 20 and 37 (R2)
        // 12 spokes until iOS 13, the leading one opaque, those behind it fading to a quarter (chosen).
        activitySpokeAlphas: ValueControlMetrics.fadingSpokes(12, fadingBy: 0.75),
        activityTurnsPerSecond: 1,  // as iOS 13 (R2)
        activityColor: Color(r: 142, g: 142, b: 147), activityLightColor: .white,  // chosen: gray style in systemGray
        pageControlHeight: 37, pageDot: 7, pageDotPitch: 16,  // 7-point dots about 9 apart [U] (R2); height chosen
        pageDotColor: Color(r: 0, g: 0, b: 0, a: 0.2), currentPageDotColor: .black,  // current in the label colour, others fainter [U] (R2)
        stepperSize: Size(width: 94, height: 29),  // 94x29 on iOS 7-12 [U] (R2)
        pickerHeight: 216, pickerRowHeight: 32,  // 216 (UIPickerView's default height); rows chosen
        pickerFont: Font(.inter, size: 21)  // chosen
    )
}

extension PresentationMetrics {
    /// iOS 7 to 12: UIAlertController white panels with hairlines, the light keyboard.
    public static let modern = PresentationMetrics(
        defaultStyle: .fullScreen, pageSheetIsCard: false,  // a page sheet is full screen on iPhone before iOS 13
        presentDuration: Seconds(0.5), presentCurve: TimingCurve(0.35, 0.91, 0.33, 0.97),  // R2: 500 ms, linearToEaseOut (flutter route.dart)
        dimming: 0.4,  // chosen
        alertWidth: 270, alertRadius: 7, alertPadding: 20,  // R2: SDCAlertView (iOS 8 replica) 270, radius 7; padding 20
        alertTitleFont: Font(.inter, size: 17, weight: .semibold), alertMessageFont: Font(.inter, size: 13),  // R2
        alertTextColor: .black, alertBackground: Color(r: 248, g: 248, b: 248, a: 0.97),  // chosen (no blur before iOS 13 here)
        alertButtonHeight: 44, alertButtonInset: 0, alertButtonGap: 0,  // R2: SDCAlertView 44-point buttons
        alertButtonFont: Font(.inter, size: 17), alertPreferredButtonFont: Font(.inter, size: 17, weight: .semibold),  // R2
        actionColor: Color(r: 0, g: 122, b: 255), destructiveColor: Color(r: 255, g: 59, b: 48), dividerColor: Color(r: 0, g: 0, b: 0, a: 0.18),
        alertFieldHeight: 24, alertAppearScale: 1.2, alertDuration: Seconds(0.3), alertCurve: .default,  // chosen
        actionSheetSpansScreen: false, actionSheetMargin: 10, actionSheetCancelGap: 8,  // chosen; R2 gives 8 and 8 for iOS 13+
        actionSheetButtonHeight: 57, actionSheetButtonGap: 0, actionSheetRadius: 13,  // 57 (R2); radius chosen
        actionSheetFont: Font(.inter, size: 20), actionSheetCancelFont: Font(.inter, size: 20, weight: .semibold),  // 20 (R2, older flutter)
        actionSheetTitleFont: Font(.inter, size: 13, weight: .semibold), actionSheetTitleColor: Color(r: 143, g: 143, b: 143),  // 13 (R2)
        actionSheetBackground: Color(r: 250, g: 250, b: 250, a: 0.97), actionSheetCancelBackground: .white,  // chosen
        actionSheetDuration: Seconds(0.3), actionSheetCurve: .default,  // chosen
        // R2: UIKeyboardAnimationDurationUserInfoKey 0.25, curve 7 (shape [U]; a fast ease-out, chosen).
        keyboardDuration: Seconds(0.25), keyboardCurve: TimingCurve(0.38, 0.7, 0.125, 1),
        keyboardBackground: Color(r: 213, g: 214, b: 221), keyFill: .white,  // R2: KeyboardKit #D5D6DD, #FFFFFF
        functionKeyFill: Color(r: 171, g: 177, b: 186), keyShadow: Color(r: 0, g: 0, b: 0, a: 0.3),  // R2: #ABB1BA; black 30%, 1 pt down
        keyTextColor: .black, keyRadius: 5,  // R2: radius 5
        keyFont: Font(.inter, size: 22), functionKeyFont: Font(.inter, size: 16),  // chosen
        caretColor: Color(r: 0, g: 122, b: 255)  // the tint
    )
    // iPad rows: 264 / 352 points in all (UIKeyboardFrameEndUserInfoKey on the
    // 768 x 1024 iPads, iPhone OS 3.2 to iOS 7, as widely reported) [O].
    .withPadKeyRows(portrait: 66, landscape: 88)
}
