import MockupCore

/// Dynamic Type: the metrics at a content size category. What UIKit scales
/// scales here, each font by its text style's step in the HIG's table
/// (`TextStyle.size(in:)`): table cells' text and detail, section headers
/// and footers, alerts and action sheets. What UIKit keeps fixed stays: bar
/// titles, bar and tab items, the status bar, the keyboard, controls with a
/// font of their own (UIKIT-REFERENCE-3.md §2b). Default rows grow to fit
/// their text (self-sizing, iOS 11), never below the look's row height.
///
/// Every look goes by the same table: iOS 7 brought Dynamic Type, and the
/// look of iPhone OS 3 has no sizes of its own, so the iOS 11 table stands
/// for both (said in docs/scene-format.md).
extension Metrics {
    /// These metrics at `category` (themselves at `large`, the default).
    public func sized(for category: ContentSizeCategory) -> Metrics {
        guard category != .large else { return self }
        func scale(_ font: Font, _ style: TextStyle) -> Font {
            let ratio = style.size(in: category).size / style.size(in: .large).size
            return font.with(size: (font.size * ratio * 2).rounded() / 2)  // chosen: to half points
        }
        func scale(_ text: TableTextStyle, _ style: TextStyle) -> TableTextStyle {
            var text = text
            text.font = scale(text.font, style)
            return text
        }
        var m = self
        m.cellTextFont = scale(cellTextFont, .body)
        m.cellDetailFont = scale(cellDetailFont, .subheadline)
        m.tables.plainDefaultCellTextFont = tables.plainDefaultCellTextFont.map { scale($0, .body) }
        m.tables.plainHeaderText = scale(tables.plainHeaderText, .headline)
        m.tables.groupedHeaderText = scale(tables.groupedHeaderText, .footnote)
        m.tables.groupedFooterText = scale(tables.groupedFooterText, .footnote)
        m.tables.value1Detail = scale(tables.value1Detail, .body)
        m.tables.value2Label = scale(tables.value2Label, .subheadline)
        m.tables.value2Value = scale(tables.value2Value, .subheadline)
        // A default row: its body line and 11 points above and below (44 at large: 22 + 2 x 11).
        let body = TextStyle.body.size(in: category)
        m.readableWidth = (readableWidth * body.size / TextStyle.body.size(in: .large).size).rounded()
        m.rowHeight = max(rowHeight, (body.leading + 22).rounded())
        let headline = TextStyle.headline.size(in: category)
        m.plainSectionHeaderHeight = max(plainSectionHeaderHeight, (headline.leading + 6).rounded())  // chosen: 3 above and below
        m.presentation.alertTitleFont = scale(presentation.alertTitleFont, .headline)
        m.presentation.alertMessageFont = scale(presentation.alertMessageFont, .footnote)
        m.presentation.alertButtonFont = scale(presentation.alertButtonFont, .body)
        m.presentation.alertPreferredButtonFont = scale(presentation.alertPreferredButtonFont, .body)
        m.presentation.actionSheetFont = scale(presentation.actionSheetFont, .title3)
        m.presentation.actionSheetCancelFont = scale(presentation.actionSheetCancelFont, .title3)
        m.presentation.actionSheetTitleFont = scale(presentation.actionSheetTitleFont, .footnote)
        // Alerts widen at the accessibility sizes: 270 to 310 (UIKIT-REFERENCE-3 §2b, FLd).
        if category.isAccessibilityCategory { m.presentation.alertWidth = max(presentation.alertWidth, 310) }
        return m
    }
}
