import MockupCore

extension Metrics {
    public static let classic = Metrics(
        navigationBarMargin: 5,
        navigationBarWideMargin: nil,
        cellTextInset: 10,
        separatorInset: 0,  // edge to edge
        family: .liberationSans,
        navigationTitleFont: Font(.liberationSans, size: 20, weight: .bold),
        navigationTitleLandscapeFont: Font(.liberationSans, size: 16, weight: .bold),  // chosen: the portrait 20 overfills the thinner bar
        // NB: bold 17 is chosen in UIKIT-REFERENCE.md (lore says 20).
        cellTextFont: Font(.liberationSans, size: 17, weight: .bold),
        cellDetailFont: Font(.liberationSans, size: 14),
        statusBarFont: Font(.liberationSans, size: 12, weight: .bold),
        statusBarTimeFont: Font(.liberationSans, size: 14, weight: .bold),
        barTint: Color(r: 109, g: 132, b: 162),
        navigationTitleColor: .white,
        navigationTitleShadow: Shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.4), offset: Point(x: 0, y: -1)),
        barBorderColor: Color(hex: "#2d3642") ?? .black,
        separatorColor: Color(r: 224, g: 224, b: 224),
        cellTextColor: .black,
        tableBackground: .white,
        contentBackground: .white,
        statusBarTextColor: .black,
        tables: .classic,
        controls: .classic,
        valueControls: .classic,
        bars: .classic,
        motion: .classic,
        presentation: .classic
    )
}

extension BarMetrics {
    public static let classic = BarMetrics(
        borderedHeight: 30, borderedLandscapeHeight: 24, borderedPadding: 10, minimumBorderedWidth: 30,
        borderedRadius: 4.5, backArrowWidth: 8, plainPadding: 6, glyphSize: 20,
        itemFont: Font(.liberationSans, size: 12, weight: .bold),
        doneFont: Font(.liberationSans, size: 12, weight: .bold),
        itemTitleColor: .white,
        itemTitleShadow: Shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.5), offset: Point(x: 0, y: -1)),
        doneTint: Color(r: 34, g: 96, b: 221),
        itemGap: 10, toolbarPadding: 6,  // toolbar padding: UIKIT-REFERENCE.md
        backChevronSize: Size(width: 0, height: 0), backChevronGap: 0,  // no chevron: the back button is bordered with a pointed end
        promptFont: Font(.liberationSans, size: 13), promptColor: .white,
        tabGlyphSize: 30, tabGlyphTop: 3,
        tabTitleFont: Font(.liberationSans, size: 10, weight: .bold),
        tabInactiveColor: Color(r: 153, g: 153, b: 153),
        tabSelectedTitleColor: .white,
        badgeFont: Font(.liberationSans, size: 13, weight: .bold),
        badgeColor: Color(r: 224, g: 0, b: 0),
        tabItemsTakeTint: false  // iPhone OS 3's UITabBar has no tint properties (iOS 5 added them)
    )
}

extension ControlMetrics {
    public static let classic = ControlMetrics(
        tint: Color(r: 50, g: 79, b: 133),  // the blue of rounded-rect button titles (chosen)
        segmentedBarHeight: 30,  // UICatalog5
        segmentedPlainHeight: 44, segmentedBorderedHeight: 40,  // chosen in UIKIT-REFERENCE.md
        segmentPadding: 10, segmentMinimumWidth: 44,
        segmentedBarRadius: 5, segmentedRadius: 8,  // chosen
        segmentedBarFont: Font(.liberationSans, size: 12, weight: .bold),  // UIKIT-REFERENCE.md, Fonts
        segmentedFont: Font(.liberationSans, size: 13, weight: .bold),  // UIKIT-REFERENCE.md, Fonts
        segmentGloss: [Color(r: 255, g: 255, b: 255), Color(r: 246, g: 246, b: 246), Color(r: 234, g: 234, b: 234), Color(r: 214, g: 214, b: 214)],  // chosen
        // Blue (chosen, after the selected-row blue).
        selectedSegmentGloss: [Color(r: 124, g: 168, b: 240), Color(r: 76, g: 131, b: 232), Color(r: 48, g: 108, b: 222), Color(r: 33, g: 90, b: 211)],
        segmentBorder: Color(r: 150, g: 150, b: 150), borderedSegmentBorder: Color(r: 118, g: 118, b: 118),  // chosen
        segmentTitleColor: Color(r: 77, g: 77, b: 77),
        segmentTitleShadow: Shadow(color: Color.white.withAlpha(0.8), offset: Point(x: 0, y: 1)),
        // White titles on selected and bar-style segments; the shadow as bar titles'.
        selectedSegmentTitleShadow: Shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.5), offset: Point(x: 0, y: -1)),
        buttonHeight: 37,  // UICatalog5
        buttonFont: Font(.liberationSans, size: 15, weight: .bold),  // brief
        roundedRectTitleColor: Color(r: 50, g: 79, b: 133), customTitleColor: .black,  // rounded-rect title: brief
        buttonPadding: 14, buttonRadius: 9, buttonBorder: Color(r: 140, g: 146, b: 156),  // radius ~9 (brief); white fill, grey border (chosen)
        roundButtonSize: 29, infoButtonSize: 18,  // 29 (brief); 18 (chosen)
        roundButtonGloss: [Color(r: 110, g: 161, b: 245), Color(r: 36, g: 98, b: 222)],  // glossy blue circle (chosen)
        infoDarkColor: Color(r: 77, g: 77, b: 77),
        textFieldHeight: 31,  // ExpenseWorks, UICatalog5
        textFieldFont: Font(.liberationSans, size: 17),  // chosen
        textFieldRadius: 7,  // ~7 (brief)
        // Grey, darker at the top (chosen).
        textFieldBorderTop: Color(r: 125, g: 125, b: 125), textFieldBorderBottom: Color(r: 185, g: 185, b: 185),
        textFieldInnerShadow: Color(red: 0, green: 0, blue: 0, alpha: 0.22),  // chosen
        textInset: 8, textFieldMinimumWidth: 97,
        placeholderColor: Color(r: 179, g: 179, b: 179),  // brief
        clearButtonBox: 19, clearButtonDiameter: 19, clearButtonColor: Color(r: 170, g: 170, b: 170), clearButtonRightInset: 6, clearButtonStroke: 2,
        glyphColor: Color(r: 77, g: 77, b: 77), glyphNaturalSize: 30,  // ink dark grey (chosen)
        missingImageFill: Color(r: 230, g: 230, b: 230), missingImageBorder: Color(r: 190, g: 190, b: 190),
        // The navigation bar tint #6d84a2 lightened, 52% at the top and 22% at the bottom
        // (chosen, as in iPhone OS 3 Contacts), with a light top line and a darker bottom line.
        searchBarFill: [Color(r: 185, g: 196, b: 210), Color(r: 141, g: 159, b: 182)],
        searchBarTopLine: Color(r: 211, g: 218, b: 226), searchBarBottomLine: Color(r: 82, g: 99, b: 122),
        searchFieldHeight: 31, searchFieldInset: 6, searchFieldRadius: 15.5,  // radius: fully round
        searchFont: Font(.liberationSans, size: 15), searchPlaceholderColor: Color(r: 179, g: 179, b: 179),
        glassSize: 14, glassColor: Color(r: 125, g: 125, b: 125), glassInset: 10,
        glassLensWidth: 1.8, glassHandleWidth: 2.6, centresEmptySearchField: false
    )
}

extension TableMetrics {
    /// iPhone OS 3.
    public static let classic = TableMetrics(
        lineWidth: 1,  // rows are 43 + 1 separator (UIKIT-REFERENCE.md, Heights)
        // Bold 17 white on a grey gradient (UIKIT-REFERENCE.md, Fonts); shadow and bar
        // colours from jQTouch's edge-to-edge list separators.
        plainHeaderText: TableTextStyle(
            Font(.liberationSans, size: 17, weight: .bold), .white, shadow: Shadow(color: Color(r: 99, g: 106, b: 111), offset: Point(x: 0, y: 1))
        ),
        plainHeaderFill: [.init(0, Color(r: 139, g: 159, b: 171)), .init(1, Color(r: 181, g: 193, b: 201))],
        plainHeaderTopLine: Color(r: 165, g: 177, b: 186),  // jQTouch
        plainHeaderBottomLine: Color(r: 152, g: 158, b: 164),  // jQTouch
        groupedBackground: Color(r: 197, g: 204, b: 211),  // UIKIT-REFERENCE.md, Colours
        pinstripe: Color(r: 203, g: 210, b: 216),  // lighter: chosen
        pinstripePeriod: 7,  // UIKIT-REFERENCE.md, Colours
        groupedInset: 10, groupedCornerRadius: 8,  // UICatalog5; jQTouch
        groupedBorder: Color(hex: "#b4b4b4") ?? .black,  // UIKIT-REFERENCE.md; jQTouch
        groupedSeparatorInset: 0,
        // NB: UIKit's default grouped header and footer are 10 each (UICatalog5: spacing 10),
        // so sections are 20 apart and the first cell is 10 below the table's top.
        groupedHeaderSpacing: 10, groupedFooterSpacing: 10,
        groupedTitledFirstHeaderPadding: 10,  // see the header insets below
        // Default-style cells of plain tables are bold 20 in iPhone OS 3 to 6: "Julius Caesar" spans
        // 128 px at 1x in an iOS 5 plain table (issue 20's screenshot); value1's label measured bold 17,
        // and grouped cells are bold 17 ("Row 0" spans 46 points in conformance ios5-grouped-headers-footers.png).
        plainDefaultCellTextFont: Font(.liberationSans, size: 20, weight: .bold),
        // Bold 17 rgb(76,86,108), white shadow (UIKIT-REFERENCE.md, Fonts); margins 10 20 6 (jQTouch).
        groupedHeaderText: TableTextStyle(
            Font(.liberationSans, size: 17, weight: .bold), Color(r: 76, g: 86, b: 108),
            shadow: Shadow(color: .white, offset: Point(x: 0, y: 1))
        ),
        // Text 8 above the cells, 8 below them in a footer, and a titled first header 46 points
        // tall: iOS 5's TableParts sample (conformance ios5-grouped-headers-footers.png: first cell
        // border 46 below the table's top, 68 from a section's bottom border to the next's top).
        groupedHeaderInsets: EdgeInsets(top: 10, left: 20, bottom: 8, right: 20),
        // Centred grey text with the header's emboss (chosen).
        groupedFooterText: TableTextStyle(
            Font(.liberationSans, size: 15), Color(r: 76, g: 86, b: 108),
            shadow: Shadow(color: .white, offset: Point(x: 0, y: 1)), alignment: .center
        ),
        groupedFooterInsets: EdgeInsets(top: 9, left: 20, bottom: 6, right: 20),
        tableHeaderInsets: EdgeInsets(top: 10, left: 20, bottom: 10, right: 20),  // chosen
        plainHeaderInset: 10,  // chosen: in line with the cell text
        selectedTextColor: .white,
        // About #058cf5 to #015ee6 (UIKIT-REFERENCE.md, chosen).
        selectedFill: [.init(0, Color(hex: "#058cf5") ?? .white), .init(1, Color(hex: "#015ee6") ?? .white)],
        subtitleDetailColor: Color(r: 128, g: 128, b: 128),  // grey (UIKIT-REFERENCE.md, Fonts)
        // NB: blue-grey per UIKIT-REFERENCE.md; 17 rather than its 14, as in iPhone OS 3 Settings (chosen).
        value1Detail: TableTextStyle(Font(.liberationSans, size: 17), Color(r: 56, g: 84, b: 135), alignment: .right),
        value2Label: TableTextStyle(Font(.liberationSans, size: 12, weight: .bold), Color(r: 82, g: 102, b: 145), alignment: .right),  // chosen
        value2Value: TableTextStyle(Font(.liberationSans, size: 15, weight: .bold), .black),  // chosen
        value2LabelFraction: 0.25, value2Gap: 6, value1Gap: 10,  // chosen
        selectedAccessoryColor: .white,
        accessoryMargin: 10, accessoryGap: 10,  // chosen
        cellImageSize: 32, cellImageInset: 10, cellImageGap: 10,  // chosen: iPhone OS 3's labels 10 points past the image
        disclosureSize: Size(width: 9, height: 13), disclosureColor: Color(r: 128, g: 128, b: 128),  // chosen
        detailButtonSize: Size(width: 29, height: 31), detailButtonColor: Color(r: 36, g: 112, b: 216),  // chosen
        checkmarkSize: Size(width: 14, height: 14), checkmarkColor: Color(r: 50, g: 79, b: 133),  // jQTouch checkbox colour
        editing: .classic
    )
}

extension MotionMetrics {
    public static let classic = MotionMetrics(
        navigationDuration: Seconds(0.35), navigationCurve: .easeInEaseOut,  // curve: ease-in-out (0.42, 0, 0.58, 1)
        underneathTravel: 1, underneathDimming: 0,  // a full width, no dimming
        edgeShadowWidth: 0, edgeShadowAlpha: 0,  // no edge shadow
        barItemFadeDelay: 0.2, barItemTravel: 1.0 / 3,
        toolbarItemsDuration: Seconds(0.2), barHideShowDuration: Seconds(0.33),
        rotationDuration: Seconds(0.3), defaultDuration: Seconds(0.2), rowDeselectDuration: Seconds(0.2)
    )
}

extension ValueControlMetrics {
    public static let classic = ValueControlMetrics(
        switchSize: Size(width: 94, height: 27),  // UICatalog Constants.h kSwitchButtonWidth/Height (R2, Controls)
        switchOnColor: Color(r: 0, g: 127, b: 234), switchOffColor: Color(r: 238, g: 238, b: 238),  // chosen: the ON and OFF halves
        sliderHeight: 23, sliderTrackHeight: 9, sliderThumb: 23,  // height 23 [U] (R2); track and thumb chosen
        sliderMaximumTrackColor: Color(r: 250, g: 250, b: 250),  // chosen: the white groove
        progressHeight: 9, progressBarHeight: 11,  // 9 [U] (R2); bar style chosen
        progressTrackColor: Color(r: 250, g: 250, b: 250),  // chosen
        activitySize: 20, activityLargeSize: 37,
        // Twelve spokes, the leading one opaque and the others fading to 30% (BigZaphod/Chameleon UIActivityIndicatorView.m, R2).
        activitySpokeAlphas: ValueControlMetrics.fadingSpokes(12, fadingBy: 0.7),
        activityTurnsPerSecond: 1,  // chosen, as iOS 13's
        activityColor: Color(r: 128, g: 128, b: 128), activityLightColor: .white,  // gray and white styles (Chameleon)
        pageControlHeight: 36, pageDot: 6, pageDotPitch: 16,  // chosen
        pageDotColor: Color(r: 255, g: 255, b: 255, a: 0.3), currentPageDotColor: .white,  // iPhone OS drew white dots for dark pages (chosen)
        stepperSize: Size(width: 94, height: 27),  // chosen: iOS 5's first stepper, in classic's bordered style
        pickerHeight: 216, pickerRowHeight: 44,  // 216 (UIPickerView's default height); rows chosen
        pickerFont: Font(.liberationSans, size: 20, weight: .bold)  // chosen, after iPhone OS 3's wheels
    )
}

extension PresentationMetrics {
    /// iPhone OS 3: UIAlertView's blue glass panel, UIActionSheet's dark panel,
    /// the grey-blue keyboard. Most of it is [U] in R2 ("Could not confirm"):
    /// the values below are chosen from screenshots of the era unless marked.
    public static let classic = PresentationMetrics(
        defaultStyle: .fullScreen, pageSheetIsCard: false,
        presentDuration: Seconds(0.5), presentCurve: .easeInEaseOut,  // 500 ms (R2, flutter route.dart); curve chosen
        dimming: 0.4,  // chosen
        alertWidth: 284, alertRadius: 10, alertPadding: 16,  // chosen
        alertTitleFont: Font(.liberationSans, size: 18, weight: .bold), alertMessageFont: Font(.liberationSans, size: 16),  // chosen
        alertTextColor: .white, alertBackground: Color(r: 8, g: 30, b: 82, a: 0.88),  // chosen
        alertButtonHeight: 43, alertButtonInset: 11, alertButtonGap: 7,  // chosen
        alertButtonFont: Font(.liberationSans, size: 18, weight: .bold), alertPreferredButtonFont: Font(.liberationSans, size: 18, weight: .bold),
        actionColor: .white, destructiveColor: Color(r: 220, g: 30, b: 28), dividerColor: Color(r: 255, g: 255, b: 255, a: 0.3),  // chosen
        alertFieldHeight: 31, alertAppearScale: 0.6, alertDuration: Seconds(0.3), alertCurve: .easeInEaseOut,  // chosen
        actionSheetSpansScreen: true, actionSheetMargin: 20, actionSheetCancelGap: 14,  // chosen
        actionSheetButtonHeight: 46, actionSheetButtonGap: 8, actionSheetRadius: 8,  // chosen
        actionSheetFont: Font(.liberationSans, size: 20, weight: .bold), actionSheetCancelFont: Font(.liberationSans, size: 20, weight: .bold),
        actionSheetTitleFont: Font(.liberationSans, size: 14), actionSheetTitleColor: .white,  // chosen
        actionSheetBackground: Color(r: 18, g: 22, b: 30, a: 0.82), actionSheetCancelBackground: Color(r: 18, g: 22, b: 30, a: 0.82),  // chosen
        actionSheetDuration: Seconds(0.3), actionSheetCurve: .easeInEaseOut,  // chosen
        // 216 / 162 (R2, zoul/ios-keyboards); 0.3 s, chosen (iPhone OS 3's notification value is [U]).
        keyboardDuration: Seconds(0.3), keyboardCurve: .easeInEaseOut,
        keyboardBackground: Color(r: 124, g: 132, b: 146), keyFill: Color(r: 246, g: 247, b: 249),  // chosen
        functionKeyFill: Color(r: 118, g: 127, b: 143), keyShadow: Color(r: 0, g: 0, b: 0, a: 0.45),  // chosen
        keyTextColor: .black, keyRadius: 6,  // chosen
        keyFont: Font(.liberationSans, size: 22, weight: .bold), functionKeyFont: Font(.liberationSans, size: 15, weight: .bold),  // chosen
        caretColor: Color(r: 52, g: 100, b: 232)  // chosen
    )
    // iPad rows: 264 / 352 points in all (UIKeyboardFrameEndUserInfoKey on the
    // 768 x 1024 iPads, iPhone OS 3.2 to iOS 7, as widely reported) [O].
    .withPadKeyRows(portrait: 66, landscape: 88)
}
