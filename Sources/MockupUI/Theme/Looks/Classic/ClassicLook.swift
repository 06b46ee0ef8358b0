import MockupCore

extension Style {
    /// iPhone OS 3: glossy blue-grey bars, Helvetica (Liberation Sans).
    public static let classic = Style(declaring: "classic")
}

/// iPhone OS 3: glossy bars and buttons, pinstriped grouped tables, bordered
/// bar items, Helvetica metrics (UIKIT-REFERENCE.md). Its table: `Metrics.classic`.
struct ClassicLook: Look {
    let style = Style.classic
    let metrics = Metrics.classic
    /// iPhone OS's status bar is a bar of its own above the navigation bar.
    let barBackgroundRunsBeneathStatusBar = false

    func barItemShape(_ item: BarButtonItemSpec, inNavigationBar: Bool) -> BarItemContent.Shape {
        inNavigationBar || item.style != .plain ? .bordered : .plain
    }

    /// A bordered button with a pointed end, centred in the row.
    func backButton(textWidth: Double, x: Double, row: Rect, borderedHeight h: Double) -> (frame: Rect, titleBox: Rect) {
        let bars = metrics.bars
        let width = max(bars.minimumBorderedWidth, textWidth + 2 * bars.borderedPadding) + bars.backArrowWidth
        let frame = Rect(x: x, y: row.minY + (row.height - h) / 2, width: width, height: h)
        return (frame, Rect(x: frame.minX + bars.backArrowWidth, y: frame.minY, width: width - bars.backArrowWidth, height: h))
    }

    /// A bar-style control is glossed from its bar's tint (black on black bars); the others use the look's tint.
    func segmentedTint(_ style: SegmentedControlStyle, barTint: Color?, barStyle: BarStyle) -> Color {
        guard style == .bar else { return metrics.controls.tint }
        if let barTint { return barTint }
        return barStyle == .default ? metrics.barTint : metrics.controls.blackBarTint
    }

    /// White with a dark emboss on bar-style and selected segments; dark grey with a white emboss otherwise.
    func segmentTitleInk(_ look: SegmentedLook, selected: Bool) -> (color: Color, shadow: Shadow?) {
        let controls = metrics.controls
        if look.style == .bar || selected { return (.white, controls.selectedSegmentTitleShadow) }
        return (controls.segmentTitleColor, controls.segmentTitleShadow)
    }
}
