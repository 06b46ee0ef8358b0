import MockupCore

extension Theme {
    /// The tint a bar is drawn from: its own, else black for black styles, else
    /// the look's default. Before iOS 7 a bar's `tintColor` was its colour, which
    /// iOS 7 renamed `barTintColor`: either colours the bar.
    func barTint(_ bar: BarContent) -> Color {
        switch bar.barStyle {
        case .black, .blackTranslucent: return bar.barTintColor ?? bar.tintColor ?? Color(r: 10, g: 10, b: 10)
        case .default: return bar.barTintColor ?? bar.tintColor ?? metrics.barTint
        }
    }

    /// A bar's background picture, stretched over the look's background
    /// (`UIBarAppearance.backgroundImageContentMode`'s default, scaleToFill; the
    /// legacy `setBackgroundImage(_:for:)` stretches the same way), in its own
    /// colours unless it is a template (then in its tint, else the bar's).
    /// Beneath the status bar too where the bar's background runs up (`backgroundRunsUp`). Nothing without one.
    func barImage(_ bar: BarContent, frame: Rect) -> [DisplayItem] {
        guard let image = bar.backgroundImage, let file = image.file else { return [] }
        let tint = image.isTemplate(byDefault: false) ? Paint.color(image.tintColor ?? barTint(bar)) : nil
        let rect = Rect(x: frame.minX, y: frame.minY - bar.backgroundRunsUp, width: frame.width, height: frame.height + bar.backgroundRunsUp)
        return [.image(PlacedImage(asset: file, darkAsset: image.darkFile, rect: rect, tint: tint))]
    }

    /// What a status bar shows over its background, in `ink`: signal bars and
    /// carrier on the left, the time centred and the battery on the right; on a
    /// phone with a sensor housing, the time on the left and the battery alone;
    /// on an iPad with rounded corners (`isPad`), the time and date from 20 in on
    /// the left (chosen: Apple's 9:41 on Tuesday 9 January) and the battery.
    func statusBarContent(frame: Rect, ink: Color, shadow: Shadow?, isPad: Bool = false) -> [DisplayItem] {
        var items: [DisplayItem] = []
        // The content row is 20 points tall, centred in the bar (on iphone-15 it sits
        // beside the sensor housing, with the time on the left and no carrier).
        let row = Rect(x: frame.minX, y: frame.minY + (frame.height - 20) / 2, width: frame.width, height: 20)
        let notched = frame.height > 20
        if isPad {
            items.append(.text(TextRun(
                text: "9:41  Tue Jan 9", font: metrics.statusBarTimeFont.with(size: 15), color: ink,
                box: Rect(x: row.minX + 20, y: row.minY, width: 160, height: row.height), shadow: shadow
            )))
        } else if notched {
            items.append(.text(TextRun(
                text: "9:41", font: metrics.statusBarTimeFont.with(size: 16), color: ink,
                box: Rect(x: row.minX, y: row.minY, width: row.width / 3, height: row.height), alignment: .center
            )))
        } else {
            // Signal strength: five rising bars.
            for i in 0..<5 {
                let h = 4.0 + Double(i) * 2
                let bar = Rect(x: row.minX + 6 + Double(i) * 4, y: row.minY + 14 - h + 1, width: 3, height: h)
                items.append(.fill(.rect(grid.snap(bar)), .color(ink), .winding))
            }
            items.append(.text(TextRun(
                text: "Carrier", font: metrics.statusBarFont, color: ink,
                box: Rect(x: row.minX + 27, y: row.minY, width: 80, height: row.height), shadow: shadow
            )))
            items.append(.text(TextRun(
                text: "9:41 AM", font: metrics.statusBarTimeFont, color: ink,
                box: Rect(x: row.minX + 90, y: row.minY, width: row.width - 180, height: row.height), alignment: .center, shadow: shadow
            )))
        }
        // Battery: outline, terminal nub, full charge.
        let body = grid.snap(Rect(x: row.maxX - (isPad ? 20 : notched ? 30 : 6) - 2 - 24, y: row.minY + 4.5, width: 24, height: 11))
        var outline = Path.rect(body)
        outline.append(.rect(body.insetBy(dx: 1, dy: 1)))
        items.append(.fill(outline, .color(ink), .evenOdd))
        items.append(.fill(.rect(grid.snap(Rect(x: body.maxX, y: body.midY - 2.5, width: 2, height: 5))), .color(ink), .winding))
        items.append(.fill(.rect(body.insetBy(dx: 2, dy: 2)), .color(ink), .winding))
        return items
    }
}
