import MockupCore

extension Theme {
    /// The tint a bar is drawn from: its own, else black for black styles, else the look's default.
    func barTint(_ bar: BarContent) -> Color {
        switch bar.barStyle {
        case .black, .blackTranslucent: return bar.tintColor ?? Color(r: 10, g: 10, b: 10)
        case .default: return bar.tintColor ?? metrics.barTint
        }
    }

    /// A bar's background: classic glossy gradient from the tint, or modern flat translucent white.
    /// `edge` is the side that meets the content, where the border line goes.
    func barBackground(_ bar: BarContent, frame: Rect, edge: Edge) -> [DisplayItem] {
        switch style {
        case .classic:
            let tint = barTint(bar)
            let alpha = bar.barStyle == .blackTranslucent ? 0.7 : 1
            // NB: glossy: lighter upper half, a sharp step at the middle, darker lower half
            // (UIKIT-REFERENCE.md, Colours; exact stops chosen).
            let gradient = LinearGradient.vertical(frame, [
                .init(0, tint.lightened(0.45).withAlpha(alpha)),
                .init(0.5, tint.lightened(0.2).withAlpha(alpha)),
                .init(0.5, tint.lightened(0.1).withAlpha(alpha)),
                .init(1, tint.withAlpha(alpha)),
            ])
            let border = bar.tintColor == nil && bar.barStyle == .default ? metrics.barBorderColor : tint.darkened(0.6)
            return [
                .fill(.rect(frame), .linearGradient(gradient), .winding),
                hairline(frame, edge: edge == .bottom ? .top : .bottom, color: tint.lightened(0.55).withAlpha(alpha)),
                hairline(frame, edge: edge, color: border.withAlpha(alpha)),
            ]
        case .modern:
            let fill: Color = bar.barStyle == .default
                ? Color(r: 247, g: 247, b: 247, a: 0.98)
                : Color(r: 20, g: 20, b: 20, a: bar.barStyle == .blackTranslucent ? 0.8 : 0.98)
            let line = bar.barStyle == .default ? metrics.barBorderColor : Color(r: 40, g: 40, b: 40)
            return [
                .fill(.rect(frame), .color(fill), .winding),
                hairline(frame, edge: edge, color: line, thickness: grid.hairline),
            ]
        }
    }

    /// The status bar: signal bars and carrier on the left, the time centred, the battery on the right.
    func statusBar(_ bar: StatusBarContent, frame: Rect) -> [DisplayItem] {
        let dark = bar.barStyle != .default
        var items: [DisplayItem] = []
        let ink: Color
        switch style {
        case .classic:
            if dark {
                items.append(.fill(.rect(frame), .color(.black), .winding))
                ink = .white
            } else {
                // NB: iPhone OS 3's grey status bar (UIStatusBarStyleDefault); stops chosen.
                items.append(.fill(.rect(frame), .linearGradient(.vertical(frame, [
                    .init(0, Color(r: 232, g: 232, b: 232)), .init(1, Color(r: 166, g: 166, b: 166)),
                ])), .winding))
                items.append(hairline(frame, edge: .bottom, color: Color(r: 110, g: 110, b: 110)))
                ink = .black
            }
        case .modern:
            items.append(.fill(.rect(frame), .color(dark ? Color(r: 20, g: 20, b: 20) : Color(r: 247, g: 247, b: 247, a: 0.98)), .winding))
            ink = dark ? .white : .black
        }
        // The content row is 20 points tall, centred in the bar (on iphone-15 it sits
        // beside the sensor housing, with the time on the left and no carrier).
        let row = Rect(x: frame.minX, y: frame.minY + (frame.height - 20) / 2, width: frame.width, height: 20)
        let notched = frame.height > 20
        let shadow: Shadow? = style == .classic && !dark ? Shadow(color: Color.white.withAlpha(0.6), offset: Point(x: 0, y: 1)) : nil
        if notched {
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
        let body = grid.snap(Rect(x: row.maxX - (notched ? 30 : 6) - 2 - 24, y: row.minY + 4.5, width: 24, height: 11))
        var outline = Path.rect(body)
        outline.append(.rect(body.insetBy(dx: 1, dy: 1)))
        items.append(.fill(outline, .color(ink), .evenOdd))
        items.append(.fill(.rect(grid.snap(Rect(x: body.maxX, y: body.midY - 2.5, width: 2, height: 5))), .color(ink), .winding))
        items.append(.fill(.rect(body.insetBy(dx: 2, dy: 2)), .color(ink), .winding))
        return items
    }
}
