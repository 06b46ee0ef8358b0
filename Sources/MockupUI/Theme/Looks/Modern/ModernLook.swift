import MockupCore

extension Style {
    /// iOS 7 to 12: flat translucent bars, tint-coloured text, San Francisco (Inter).
    public static let modern = Style(declaring: "modern")
}

/// iOS 7 to 12: flat translucent bars, plain tint-coloured items and a back
/// chevron, outlined segmented controls, hairlines (UIKIT-REFERENCE.md). Its
/// table: `Metrics.modern`.
struct ModernLook: Look {
    let style = Style.modern
    /// `Metrics.modern`; a later look drawing some things as this one did gives its own.
    var metrics = Metrics.modern

    func barItemShape(_ item: BarButtonItemSpec, inNavigationBar: Bool) -> BarItemContent.Shape {
        .plain
    }

    /// The chevron, a gap and the title, as tall as the row.
    func backButton(textWidth: Double, x: Double, row: Rect, borderedHeight: Double) -> (frame: Rect, titleBox: Rect) {
        let bars = metrics.bars
        let chevron = bars.backChevronSize
        let width = chevron.width + bars.backChevronGap + textWidth
        return (Rect(x: x, y: row.minY, width: width, height: row.height),
                Rect(x: x + chevron.width + bars.backChevronGap, y: row.minY, width: textWidth, height: row.height))
    }

    /// The bar's tint, else the look's.
    func segmentedTint(_ style: SegmentedControlStyle, barTint: Color?, barStyle: BarStyle) -> Color {
        barTint ?? metrics.controls.tint
    }

    /// White on the selected segment, the tint elsewhere.
    func segmentTitleInk(_ look: SegmentedLook, selected: Bool) -> (color: Color, shadow: Shadow?) {
        (selected ? .white : look.tint, nil)
    }
}
