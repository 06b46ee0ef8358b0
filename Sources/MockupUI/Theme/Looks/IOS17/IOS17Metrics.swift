import MockupCore

// iOS 13 to 17. Sources: UIKIT-REFERENCE-2.md (R2), whose facts cite Apple's
// documentation, developers' reports and Flutter's Cupertino widgets, which
// measured UIKit (`flutter:FILE`); "chosen" where none gives the number;
// "as modern" where iOS 13 kept iOS 7's value.

extension Metrics {
    public static let ios17 = ios17(IOS17Palette(.light))

    /// The ios17 look's table in the palette's appearance.
    static func ios17(_ p: IOS17Palette) -> Metrics {
        var m = Metrics(
            plainSectionHeaderHeight: 28,  // chosen: iOS 13+ plain headers are taller than 22
            navigationBarMargin: 16,  // flutter:nav_bar.dart side padding 16 (R2, Navigation bar)
            navigationBarWideMargin: nil,
            cellTextInset: 16,  // the table's layout margin: 16 (openradar 29013952, R2)
            separatorInset: 16,  // separators inset to the text
            family: .inter,
            navigationTitleFont: Font(.inter, size: 17, weight: .semibold),  // flutter:text_theme.dart (R2)
            navigationTitleLandscapeFont: Font(.inter, size: 17, weight: .semibold),
            cellTextFont: Font(.inter, size: 17),  // body 17 (flutter:text_theme.dart)
            cellDetailFont: Font(.inter, size: 15),  // as modern
            statusBarFont: Font(.inter, size: 12, weight: .semibold),  // as modern
            statusBarTimeFont: Font(.inter, size: 17, weight: .semibold),  // chosen: the notched phones' semibold time
            barTint: p(.systemBlue),
            navigationTitleColor: p(.label),
            navigationTitleShadow: nil,
            barBorderColor: Color(r: 0, g: 0, b: 0, a: 0.3),  // hairline #0000004D (flutter:nav_bar.dart)
            separatorColor: p(.separator),
            cellTextColor: p(.label),
            tableBackground: p(.systemBackground),
            contentBackground: p(.systemBackground),
            statusBarTextColor: p(.label),
            largeTitleFont: Font(.inter, size: 34, weight: .bold),  // flutter:text_theme.dart (R2)
            largeTitleBarHeight: 96,  // 44 + 52 (flutter:nav_bar.dart; qiita usagimaru: bottom at 140 on iPhone X)
            largeTitleBottomInset: 8,  // chosen
            navigationSearchRowHeight: 52,  // 44 + 52 = 96 measured on iOS 15.5 (github.com/software-mansion/react-native-screens/issues/1951)
            windowBackground: p(.systemBackground),  // chosen: content reaches beneath bars in iOS 13+, so no gap shows black
            textColor: p(.label),
            drawsDeviceChrome: true,
            tables: .ios17(p),
            controls: .ios17(p),
            valueControls: .ios17(p),
            bars: .ios17(p),
            motion: .ios17,
            presentation: .ios17(p)
        )
        // On iPad, bars are 50 in both orientations from iOS 12 (R3 §5, GK; hacknicity: "iOS 12.0
        // changed the heights of navigation bars, toolbars and tab bars on iPad").
        m.padBarHeight = 50
        return m
    }
}

extension BarMetrics {
    public static let ios17 = ios17(IOS17Palette(.light))

    static func ios17(_ p: IOS17Palette) -> BarMetrics {
        BarMetrics(
            borderedHeight: 30, borderedLandscapeHeight: 24, borderedPadding: 0, minimumBorderedWidth: 0,  // plain items: as modern
            borderedRadius: 0, backArrowWidth: 0, plainPadding: 0, glyphSize: 22,  // glyph side chosen
            itemFont: Font(.inter, size: 17), doneFont: Font(.inter, size: 17, weight: .semibold),  // body 17 (flutter:text_theme.dart)
            itemTitleColor: nil, itemTitleShadow: nil,
            doneTint: p(.systemBlue),
            itemGap: 8, toolbarPadding: 16,  // chosen; toolbar padding: the layout margin
            backChevronSize: Size(width: 12.5, height: 21), backChevronGap: 6,  // as modern (chosen)
            promptFont: Font(.inter, size: 13), promptColor: p(.secondaryLabel),  // chosen
            tabGlyphSize: 25, tabGlyphTop: 5,  // about 25 (R2, Tab bar: unconfirmed); top chosen
            tabTitleFont: Font(.inter, size: 10, weight: .medium),  // system medium 10 (Tencent/QMUI_iOS #740, R2)
            tabInactiveColor: p.pick(light: Color(r: 153, g: 153, b: 153), dark: Color(r: 117, g: 117, b: 117)),  // #999999, dark #757575 (flutter:colors.dart inactiveGray, bottom_tab_bar.dart)
            tabSelectedTitleColor: nil,
            badgeFont: Font(.inter, size: 13),  // chosen
            badgeColor: p(.systemRed),  // R2, System colours
            // 13 beside the glyph in landscape, measured on iOS 13 (flutter/flutter PR #39258's chart)
            tabInlineTitleFont: Font(.inter, size: 13, weight: .medium),
            scrollEdgeAppearance: true,  // iOS 15 (R2, iOS 15+ backgrounds; Apple docs)
            contentRunsBeneathBottomBars: true  // extended layout under translucent bars (UIViewController.edgesForExtendedLayout, iOS 7)
        )
    }
}

extension ControlMetrics {
    public static let ios17 = ios17(IOS17Palette(.light))

    static func ios17(_ p: IOS17Palette) -> ControlMetrics {
        ControlMetrics(
            tint: p(.systemBlue),
            segmentedBarHeight: 32, segmentedPlainHeight: 32, segmentedBorderedHeight: 32,  // 28 + 2 x 2 (flutter:sliding_segmented_control.dart)
            segmentPadding: 12, segmentMinimumWidth: 44,  // as modern (chosen)
            segmentedBarRadius: 8, segmentedRadius: 8,  // track radius 8 (flutter:sliding_segmented_control.dart)
            segmentedBarFont: Font(.inter, size: 13), segmentedFont: Font(.inter, size: 13),  // 13 regular (BetterSegmentedControl appleStyled)
            segmentGloss: [], selectedSegmentGloss: [],
            segmentBorder: .clear, borderedSegmentBorder: .clear,
            segmentTitleColor: p(.label), segmentTitleShadow: nil, selectedSegmentTitleShadow: nil,
            // UIButton.Configuration's medium size: body 17, about 34 tall (chosen), 12 each side (chosen).
            configurationHeight: 34, configurationPadding: 12, configurationFont: Font(.inter, size: 17),
            selectedSegmentFont: Font(.inter, size: 13, weight: .medium),  // weight 500 (flutter:sliding_segmented_control.dart)
            buttonHeight: 30,  // as modern (Interface Builder's system button)
            buttonFont: Font(.inter, size: 15),  // as modern
            roundedRectTitleColor: nil, customTitleColor: p(.label),
            buttonPadding: 8, buttonRadius: 0, buttonBorder: .clear,
            roundButtonSize: 22, infoButtonSize: 22,  // as modern
            roundButtonGloss: [], infoDarkColor: p(.systemBlue),
            textFieldHeight: 34,  // chosen: Interface Builder's rounded-rect field on iOS 13+
            textFieldFont: Font(.inter, size: 14),  // as modern (Interface Builder's default)
            textFieldRadius: 5,  // as modern
            textFieldBorderTop: p(.label).withAlpha(0.2), textFieldBorderBottom: p(.label).withAlpha(0.2),  // chosen
            textFieldInnerShadow: nil,
            textInset: 8, textFieldMinimumWidth: 97,  // as modern
            placeholderColor: p(.placeholderText),  // R2, System colours
            clearButtonBox: 19, clearButtonDiameter: 14, clearButtonColor: p(.tertiaryLabel),  // a tertiaryLabel disc; sizes as modern
            clearButtonRightInset: 5, clearButtonStroke: 1.5,
            glyphColor: p(.systemBlue), glyphNaturalSize: 30,  // as modern
            missingImageFill: p(.systemGray5), missingImageBorder: p(.opaqueSeparator),
            searchBarFill: [p(.systemBackground)], searchBarTopLine: nil, searchBarBottomLine: nil,  // the bar takes its background (chosen: white)
            searchFieldHeight: 36,  // 17 pt text with 8 pt padding (flutter:search_field.dart; 36 unconfirmed)
            searchFieldInset: 16, searchFieldRadius: 10,  // inset: the layout margin (chosen); radius 9 to 10 (flutter: 9; issue: about 9-10)
            searchFont: Font(.inter, size: 17), searchPlaceholderColor: p(.systemGray),  // flutter:search_field.dart
            glassSize: 16, glassColor: p(.systemGray), glassInset: 8,  // chosen, after the 20 pt icon box inset 6 (flutter)
            glassLensWidth: 2, glassHandleWidth: 2.2, centresEmptySearchField: false  // leading glass (flutter); widths chosen
        )
    }
}

extension TableMetrics {
    public static let ios17 = ios17(IOS17Palette(.light))

    static func ios17(_ p: IOS17Palette) -> TableMetrics {
        TableMetrics(
            lineWidth: nil,  // one pixel (flutter:list_section.dart, 0.5 pt at 2x)
            // Chosen: iOS 15's plain header, semibold 17 on the table's background.
            plainHeaderText: TableTextStyle(Font(.inter, size: 17, weight: .semibold), p(.label)),
            plainHeaderFill: [.init(0, p(.systemBackground)), .init(1, p(.systemBackground))],
            plainHeaderTopLine: nil, plainHeaderBottomLine: nil,
            groupedBackground: p(.systemGroupedBackground),  // R2
            groupedCellBackground: p(.secondarySystemGroupedBackground),  // R2
            pinstripe: nil, pinstripePeriod: 7,
            groupedInset: 0, groupedCornerRadius: 0,  // grouped: edge to edge
            insetGroupedInset: 16, insetGroupedWideInset: 20,  // 16, 20 on Plus widths (openradar 29013952; flutter:list_section.dart 20)
            insetGroupedRadius: 10,  // TOInsetGroupedTableView: "the same value as in iOS 13" (R2)
            groupedBorder: p(.separator),
            groupedSeparatorInset: 16,  // to the text
            groupedHeaderSpacing: 35, groupedFooterSpacing: 0,  // as modern (chosen)
            // Measured: iOS 15 inset grouped, titled sections 55.5 apart, the first 55.5 below the bar
            // (conformance ios15-swiftui-form-inset-grouped.png, cells from 149.5, 240 to 295.5, 339.6 to 394.8).
            groupedTitledHeaderHeight: 55.5,
            // 13 pt uppercase secondaryLabel (R2: unconfirmed); margins 16 top, 6 bottom (flutter:list_section.dart).
            groupedHeaderText: TableTextStyle(Font(.inter, size: 13), p(.secondaryLabel), uppercase: true),
            groupedHeaderInsets: EdgeInsets(top: 16, left: 16, bottom: 6, right: 16),
            groupedFooterText: TableTextStyle(Font(.inter, size: 13), p(.secondaryLabel)),  // chosen, as the header
            groupedFooterInsets: EdgeInsets(top: 6, left: 16, bottom: 6, right: 16),  // chosen
            tableHeaderInsets: EdgeInsets(top: 10, left: 16, bottom: 10, right: 16),  // chosen
            plainHeaderInset: 16,  // the cell text inset
            selectedTextColor: nil,
            selectedFill: [.init(0, p(.systemGray4)), .init(1, p(.systemGray4))],  // chosen; dark #3A3A3C (UIKIT-REFERENCE-3 §1c, FLl)
            subtitleDetailColor: p(.secondaryLabel),
            value1Detail: TableTextStyle(Font(.inter, size: 17), p(.secondaryLabel), alignment: .right),  // chosen
            value2Label: TableTextStyle(Font(.inter, size: 15), p(.systemBlue), alignment: .right),  // as modern
            value2Value: TableTextStyle(Font(.inter, size: 15), p(.label)),  // as modern
            value2LabelFraction: 0.25, value2Gap: 6, value1Gap: 10,  // chosen
            selectedAccessoryColor: nil,
            accessoryMargin: 16, accessoryGap: 10,  // the layout margin; gap chosen
            cellImageSize: 29, cellImageInset: 16, cellImageGap: 15,  // chosen: text at 60 beside a 29-point image, as Settings
            disclosureSize: Size(width: 8, height: 13), disclosureColor: p(.tertiaryLabel),  // chosen
            detailButtonSize: Size(width: 40, height: 22), detailButtonColor: p(.systemBlue),  // as modern
            checkmarkSize: Size(width: 14, height: 11), checkmarkColor: p(.systemBlue),  // as modern
            // Rows self-size since iOS 11 (PSPDFKit, "Self-Sizing Table View Cells in Practice", 2018). Measured: a row of
            // a 17- and a 12-point line is 46.3 points (conformance ios15-swiftui-form-inset-grouped.png, 149.5 to 195.8),
            // 6 above and below its 34.3 points of text.
            selfSizingRowPadding: 6,
            // 11: a body row is 44 (22 + 2 x 11), the Dynamic Type rule (Metrics+DynamicType); chosen for content views.
            cellContentVerticalMargin: 11,
            editing: .ios17(p)
        ).withSidebarSelection(p(.systemBlue))
    }
}

extension MotionMetrics {
    /// As modern: iOS 13 kept iOS 7's push with its parallax and dimming; and
    /// the segmented control's thumb slides in about 412 ms (R2, UISegmentedControl,
    /// a spring: the `default` ease-out curve in its place, chosen).
    public static let ios17: MotionMetrics = {
        var motion = MotionMetrics.modern
        motion.segmentThumbDuration = Seconds(0.412)
        motion.segmentThumbCurve = .default
        return motion
    }()
}

extension ValueControlMetrics {
    public static let ios17 = ios17(IOS17Palette(.light))

    static func ios17(_ p: IOS17Palette) -> ValueControlMetrics {
        ValueControlMetrics(
            switchSize: Size(width: 51, height: 31),  // flutter:switch.dart, eyeballed from iOS 17.5 (R2, Controls)
            switchOnColor: p(.systemGreen),  // R2
            switchOffColor: p(.secondarySystemFill),  // R2; dark .32 (UIKIT-REFERENCE-3 §1c, FLs)
            sliderHeight: 31, sliderTrackHeight: 4, sliderThumb: 28,  // thumb 28 (flutter:thumb_painter.dart, R2); height and track chosen [U]
            sliderMaximumTrackColor: p(.systemFill),  // R2
            progressHeight: 4, progressBarHeight: 4,  // chosen, after flutter's 4.5-point linear indicator (R2)
            progressTrackColor: p(.systemFill),  // R2
            activitySize: 20, activityLargeSize: 37,  // radius 10 (flutter:activity_indicator.dart, iOS 13.2, R2); large 37 [U]
            // 8 spokes, from the leading one back: 147, 122, 97, 72, then 47 (/255; flutter:activity_indicator.dart, iOS 13.2, R2).
            activitySpokeAlphas: [147.0, 122, 97, 72, 47, 47, 47, 47].map { $0 / 255 },
            activityTurnsPerSecond: 1,  // one revolution per second (R2)
            activityColor: p.pick(light: Color(r: 60, g: 60, b: 68), dark: Color(r: 235, g: 235, b: 245)), activityLightColor: .white,  // #3C3C44 (R2); dark #EBEBF5 (flutter:activity_indicator.dart)
            pageControlHeight: 26, pageDot: 8, pageDotPitch: 16,  // chosen, after iOS 14's page control
            pageDotColor: p(.label).withAlpha(0.3), currentPageDotColor: p(.label),  // current in the label colour, others fainter [U] (R2)
            stepperSize: Size(width: 94, height: 32),  // 94x32 on iOS 13+ [U] (R2)
            pickerHeight: 216, pickerRowHeight: 32,  // 216 (UIPickerView's default height); rows chosen
            pickerFont: Font(.inter, size: 21),  // chosen
            inlineCalendarHeight: 330  // chosen: iOS 14's inline calendar on a 320-point width
        )
    }
}

extension PresentationMetrics {
    /// iOS 17: page sheets as cards, UIAlertController over a material, the
    /// keyboard with its suggestion bar and, on phones with a home indicator,
    /// the globe and dictation strip.
    public static let ios17 = ios17(IOS17Palette(.light))

    static func ios17(_ p: IOS17Palette) -> PresentationMetrics {
        var metrics = PresentationMetrics(
            defaultStyle: .pageSheet, pageSheetIsCard: true,  // UIKit 13+ (R2)
            presentDuration: Seconds(0.5), presentCurve: TimingCurve(0.35, 0.91, 0.33, 0.97),  // R2: 500 ms (flutter sheet.dart, route.dart)
            sheetTopGap: 10, sheetRadius: 12,  // R2: radius 12; the gap chosen (flutter's 8% of the height is 68 on iphone-15: 59 + 10 = 69)
            presenterScale: 0.9165, presenterRadius: 12, presenterDimming: 0.1,  // R2 (flutter sheet.dart)
            dimming: 0.2,  // R2: kCupertinoModalBarrierColor
            alertWidth: 270, alertRadius: 14, alertPadding: 20,  // R2
            alertTitleFont: Font(.inter, size: 17, weight: .semibold), alertMessageFont: Font(.inter, size: 13),  // R2
            alertTextColor: p(.label),
            alertBackground: p.pick(light: Color(r: 242, g: 242, b: 242, a: 0.8), dark: Color(r: 30, g: 30, b: 30, a: 0.75)),  // R2: #F2F2F2 at 80% over a blur of 20; dark #1E1E1E at 75% (UIKIT-REFERENCE-3 §1c, FLd)
            alertButtonHeight: 44, alertButtonInset: 0, alertButtonGap: 0,  // chosen: R2's "at least 45" is flutter's; UIKit's rows are 44
            alertButtonFont: Font(.inter, size: 17), alertPreferredButtonFont: Font(.inter, size: 17, weight: .semibold),  // R2
            actionColor: p(.systemBlue), destructiveColor: p(.systemRed),  // R2
            dividerColor: p(.separator),  // R2
            alertFieldHeight: 26, alertAppearScale: 1.3, alertDuration: Seconds(0.25), alertCurve: .default,  // chosen (flutter's dialog scales from 1.3)
            actionSheetSpansScreen: false, actionSheetMargin: 8, actionSheetCancelGap: 8,  // R2
            actionSheetButtonHeight: 57, actionSheetButtonGap: 0, actionSheetRadius: 14,  // R2
            actionSheetFont: Font(.inter, size: 20), actionSheetCancelFont: Font(.inter, size: 20, weight: .semibold),  // R2 (20 in older flutter; chosen over 21)
            actionSheetTitleFont: Font(.inter, size: 13, weight: .semibold), actionSheetTitleColor: p.pick(light: Color(r: 29, g: 29, b: 29, a: 0.52), dark: Color(r: 241, g: 241, b: 241, a: 0.59)),  // R2; dark §1c (FLd)
            actionSheetBackground: p.pick(light: Color(r: 252, g: 252, b: 252, a: 0.78), dark: Color(r: 41, g: 41, b: 41, a: 0.75)),  // R2; dark §1c (FLd)
            actionSheetCancelBackground: p.pick(light: .white, dark: Color(r: 44, g: 44, b: 44)),  // R2; dark #2C2C2C §1c (FLd)
            actionSheetDuration: Seconds(0.335), actionSheetCurve: .default,  // R2: 335 ms (flutter, eyeballed on iOS 13)
            suggestionBarHeight: 44, globeStripHeight: 41,  // R2: about 335 with QuickType on iphone-15 (216 + 44 + 41 + 34) [U]
            keyboardDuration: Seconds(0.25), keyboardCurve: TimingCurve(0.38, 0.7, 0.125, 1),  // R2: 0.25 s, curve 7 (shape chosen)
            keyboardBackground: p.pick(light: Color(r: 213, g: 214, b: 221), dark: Color(r: 44, g: 44, b: 44)),  // R2: KeyboardKit; dark §1c (KK)
            keyFill: p.pick(light: .white, dark: Color(r: 107, g: 107, b: 107)),  // dark #6B6B6B (§1c, KK)
            functionKeyFill: p.pick(light: Color(r: 171, g: 177, b: 186), dark: Color(r: 71, g: 71, b: 71)),  // R2; dark #474747 (§1c, KK)
            keyShadow: Color(r: 0, g: 0, b: 0, a: p.style == .dark ? 0.7 : 0.3),  // R2; dark 70% (§1c, KK)
            keyTextColor: p(.label), keyRadius: 5,  // R2
            // Capitals 23, "123" and the other function words 16 (KeyboardKit `KeyboardAction+ButtonFont.swift`, MIT)
            keyFont: Font(.inter, size: 23), functionKeyFont: Font(.inter, size: 16),
            lowercaseKeyFont: Font(.inter, size: 26, weight: .light),  // lower case 26, light (KeyboardKit, as above)
            caretColor: p(.systemBlue)  // the tint
        )
        // The grabber: 36 x 5, 5 below the sheet's top, in tertiaryLabel (chosen: no published figure).
        metrics.grabberColor = p(.tertiaryLabel)
        // iPad: a form sheet 540 x 620 (R3 §5, before iPadOS 16; later slightly larger [U]); a page sheet
        // at most 704 wide, 20 from the edges; popovers 320 x 480 with corners 13 and an arrow 36 x 13
        // (all chosen: no published figure).
        return metrics
    }
}
