import MockupCore

extension IOS17Look {
    /// The material, flat, for the bar's style.
    func material(_ style: BarStyle) -> Color {
        style == .default ? chrome.barMaterial : chrome.blackBarMaterial
    }

    /// The material over `frame`: what lies beneath blurred, under the bar's tint.
    func materialBackdrop(_ frame: Rect, style: BarStyle) -> DisplayItem {
        let tint = material(style)
        return .backdrop(Backdrop(path: .rect(frame), blur: chrome.barBlur, tint: tint, flat: tint))
    }

    /// Clear at the scroll edge (the content's colour shows through, no hairline);
    /// elsewhere the material with a one-pixel hairline against the content. A
    /// `barTintColor` is the bar's background outside the scroll edge only (iOS 15:
    /// a nil scroll-edge appearance is the standard one with a clear background):
    /// opaque, the colour itself; translucent, the colour at 215/255 over the
    /// blurred content (`BarContent.shownBarTint` over white).
    func barBackground(_ bar: BarContent, frame: Rect, edge: Theme.Edge, theme: Theme) -> [DisplayItem] {
        switch bar.backdrop {
        case .clear(let color):
            return color.alpha > 0 ? [.fill(.rect(frame), .color(color), .winding)] : []
        case .standard:
            let line = bar.barStyle == .default ? metrics.barBorderColor : Color(r: 255, g: 255, b: 255, a: 0.15)
            let background: DisplayItem
            if let tint = bar.barTintColor, let shown = bar.shownBarTint {
                background = bar.translucent
                    ? .backdrop(Backdrop(path: .rect(frame), blur: chrome.barBlur, tint: tint.withAlpha(1 - BarContent.translucentLightening), flat: shown))
                    : .fill(.rect(frame), .color(tint), .winding)
            } else {
                background = materialBackdrop(frame, style: bar.barStyle)
            }
            return [background, theme.hairline(frame, edge: edge, color: line, thickness: theme.grid.hairline)]
        }
    }

    /// A tab bar is drawn as a bar at the bottom edge.
    func tabBarBackground(_ bar: BarContent, frame: Rect, theme: Theme) -> [DisplayItem] {
        barBackground(bar, frame: frame, edge: .top, theme: theme)
    }

    func barItem(_ item: BarItemContent, frame: Rect, theme: Theme) -> [DisplayItem] {
        base.barItem(item, frame: frame, theme: theme)
    }

    func tabItemGlyph(_ shape: GlyphShape?, item: TabItemContent, frame: Rect, glyphBox: Rect, theme: Theme) -> [DisplayItem] {
        base.tabItemGlyph(shape, item: item, frame: frame, glyphBox: glyphBox, theme: theme)
    }

    func tabBadge(_ text: String, glyphBox: Rect, theme: Theme) -> [DisplayItem] {
        base.tabBadge(text, glyphBox: glyphBox, theme: theme)
    }

    /// No background of its own: what lies beneath (`backdrop`), else the material.
    /// On a phone with a sensor housing, the semibold time in the left ear and
    /// signal, Wi-Fi and battery in the right; on others, signal and Wi-Fi on the
    /// left, the time centred, the battery on the right.
    func statusBar(_ bar: StatusBarContent, frame: Rect, theme: Theme) -> [DisplayItem] {
        let background = bar.backdrop ?? material(bar.barStyle)
        var items: [DisplayItem]
        if let shown = bar.backdrop {
            items = shown.alpha > 0 ? [.fill(.rect(frame), .color(shown), .winding)] : []
        } else {
            items = [materialBackdrop(frame, style: bar.barStyle)]
        }
        let ink: Color = bar.barStyle == .default && background.luminance > 0.5 ? .black : .white
        if bar.isPad {
            // iPadOS: the time and the date from 20 in on the left (chosen: Apple's 9:41 on
            // Tuesday 9 January), Wi-Fi and the battery 20 in on the right.
            let centre = frame.midY
            items.append(.text(TextRun(
                text: "9:41  Tue Jan 9", font: metrics.statusBarTimeFont.with(size: 15), color: ink,
                box: Rect(x: frame.minX + 20, y: centre - 10, width: 160, height: 20), alignment: .left
            )))
            let x = frame.maxX - 20 - 27 - 5 - 15
            items += wifi(x: x, baseline: centre + 5.5, ink: ink)
            items += battery(x: x + 20, centre: centre, ink: ink, theme: theme)
        } else if frame.height > 20 {
            let island = frame.height >= 59
            let centre = island ? frame.minY + chrome.islandRowCentre : frame.midY
            // Beside the Dynamic Island, a share of the width; beside a notch (the status
            // bars under 59 points), what the notch leaves on each side.
            let ear = island ? frame.width * chrome.earShare : max(0, (frame.width - DeviceFrame.notch.width) / 2)
            items.append(.text(TextRun(
                text: "9:41", font: metrics.statusBarTimeFont, color: ink,
                box: Rect(x: frame.minX, y: centre - 11, width: ear, height: 22), alignment: .center
            )))
            // Signal 17, gap 5, Wi-Fi 15, gap 5, battery 27: centred in the right ear.
            let cluster = 17.0 + 5 + 15 + 5 + 27
            let x = frame.maxX - ear + (ear - cluster) / 2
            items += signal(x: x, baseline: centre + 5.5, ink: ink, theme: theme)
            items += wifi(x: x + 22, baseline: centre + 5.5, ink: ink)
            items += battery(x: x + 42, centre: centre, ink: ink, theme: theme)
        } else {
            let centre = frame.midY
            items += signal(x: frame.minX + 6, baseline: centre + 5.5, ink: ink, theme: theme)
            items += wifi(x: frame.minX + 28, baseline: centre + 5.5, ink: ink)
            items.append(.text(TextRun(
                text: "9:41", font: metrics.statusBarFont.with(size: 15), color: ink,
                box: Rect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height), alignment: .center
            )))
            items += battery(x: frame.maxX - 6 - 27, centre: centre, ink: ink, theme: theme)
        }
        return items
    }

    /// Four rising rounded bars, 17 points wide, standing on `baseline`.
    private func signal(x: Double, baseline: Double, ink: Color, theme: Theme) -> [DisplayItem] {
        (0..<4).map { i in
            let h = 4.0 + Double(i) * 2.5
            let bar = Rect(x: x + Double(i) * 4.7, y: baseline - h, width: 3.2, height: h)
            return .fill(.roundedRect(theme.grid.snap(bar), radius: 1), .color(ink), .winding)
        }
    }

    /// Three nested arcs and a dot fanning up from a point on `baseline`, 15 points wide.
    private func wifi(x: Double, baseline: Double, ink: Color) -> [DisplayItem] {
        let apex = Point(x: x + 7.5, y: baseline)
        var items: [DisplayItem] = []
        for (radius, width) in [(11.0, 2.2), (7.0, 2.2)] {
            var arc = Path()
            arc.move(to: Path.polar(apex, radius - width / 2, 225))
            arc.arc(center: apex, radius: radius - width / 2, from: 225, to: 315)
            items.append(.stroke(arc, .color(ink), StrokeStyle(width: width, cap: .round)))
        }
        var wedge = Path()
        wedge.move(to: apex)
        wedge.line(to: Path.polar(apex, 3.6, 225))
        wedge.arc(center: apex, radius: 3.6, from: 225, to: 315)
        wedge.close()
        items.append(.fill(wedge, .color(ink), .winding))
        return items
    }

    /// A rounded outline, the charge inside it and the terminal nub, 27 points wide.
    private func battery(x: Double, centre: Double, ink: Color, theme: Theme) -> [DisplayItem] {
        let body = theme.grid.snap(Rect(x: x, y: centre - 6, width: 24.5, height: 12))
        return [
            .fill(theme.ring(body, radius: 3.8, width: 1), .color(ink.withAlpha(0.4)), .evenOdd),
            .fill(.roundedRect(body.insetBy(dx: 2, dy: 2), radius: 2), .color(ink), .winding),
            .fill(.roundedRect(Rect(x: body.maxX + 1, y: centre - 2, width: 1.5, height: 4), radius: 0.7), .color(ink.withAlpha(0.4)), .winding),
        ]
    }
}
