import MockupCore

extension IOS17Look {
    /// The alert over a material: what lies beneath blurred under its tint
    /// (R2: blur 20, #F2F2F2 at 80%), hairlines between the buttons.
    func alert(_ alert: AlertContent, frame: Rect, theme: Theme) -> [DisplayItem] {
        let p = metrics.presentation
        var items = alert.panels.map { panel -> DisplayItem in
            let shape = Path.roundedRect(panel, radius: p.alertRadius)
            return .backdrop(Backdrop(path: shape, blur: 20, tint: p.alertBackground, flat: p.alertBackground.withAlpha(0.97)))
        }
        items += base.dividers(alert.dividers, theme: theme)
        items += alert.fields.flatMap { field -> [DisplayItem] in
            let box = theme.grid.snap(field)
            return [
                .fill(.roundedRect(box, radius: 6), .color(chrome.fieldFill), .winding),
                .fill(theme.ring(box, radius: 6, width: theme.grid.hairline), .color(p.dividerColor), .evenOdd),
            ]
        }
        return items
    }

    /// The actions over a material, the cancel block opaque white.
    func actionSheet(_ sheet: AlertContent, frame: Rect, theme: Theme) -> [DisplayItem] {
        let p = metrics.presentation
        var items: [DisplayItem] = []
        for panel in sheet.panels {
            let shape = Path.roundedRect(panel, radius: p.actionSheetRadius)
            if sheet.buttons.contains(where: { $0.isCancelBlock && $0.frame == panel }) {
                items.append(.fill(shape, .color(p.actionSheetCancelBackground), .winding))
            } else {
                items.append(.backdrop(Backdrop(path: shape, blur: 20, tint: p.actionSheetBackground, flat: p.actionSheetBackground.withAlpha(0.97))))
            }
        }
        return items + base.dividers(sheet.dividers, theme: theme)
    }

    /// Modern's keys beneath the suggestion bar (three suggestions between
    /// thin dividers, chosen: what iOS offers in an empty field) and, on
    /// phones with a home indicator, the globe and the microphone beneath them.
    func keyboard(_ keyboard: KeyboardContent, frame: Rect, theme: Theme) -> [DisplayItem] {
        let p = metrics.presentation
        var items = base.keyboard(keyboard, frame: frame, theme: theme)
        if keyboard.suggestionBarHeight > 0 {
            let bar = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: keyboard.suggestionBarHeight)
            let third = bar.width / 3
            for (i, word) in ["\u{201C}I\u{201D}", "The", "I\u{2019}m"].enumerated() {
                let box = Rect(x: bar.minX + Double(i) * third, y: bar.minY, width: third, height: bar.height)
                items.append(.text(TextRun(text: word, font: p.functionKeyFont.with(size: 17), color: p.keyTextColor, box: box, alignment: .center)))
                if i > 0 {
                    let line = Rect(x: box.minX, y: bar.minY + 10, width: 1, height: bar.height - 20)
                    items.append(.fill(.rect(theme.grid.snap(line)), .color(Color(r: 0, g: 0, b: 0, a: 0.15)), .winding))
                }
            }
        }
        if keyboard.globeStripHeight > 0 {
            let strip = Rect(x: frame.minX, y: frame.maxY - keyboard.homeInset - keyboard.globeStripHeight,
                             width: frame.width, height: keyboard.globeStripHeight)
            let globe = Rect(x: strip.minX + 22, y: strip.midY - 13, width: 26, height: 26)
            let (path, rule) = KeyboardKeys.symbol(.globe, in: globe)
            items.append(.fill(path, .color(Color(r: 80, g: 80, b: 86)), rule))
            items += microphone(in: Rect(x: strip.maxX - 48, y: strip.midY - 13, width: 26, height: 26))
        }
        return items
    }

    /// Dictation's microphone: a capsule on a stand.
    private func microphone(in box: Rect) -> [DisplayItem] {
        let ink = Color(r: 80, g: 80, b: 86)
        let capsule = Rect(x: box.midX - 4.5, y: box.minY + 1, width: 9, height: 15)
        var stand = Path()
        stand.move(to: Point(x: box.midX - 8, y: box.minY + 10))
        stand.curve(to: Point(x: box.midX + 8, y: box.minY + 10),
                    control1: Point(x: box.midX - 8, y: box.minY + 22), control2: Point(x: box.midX + 8, y: box.minY + 22))
        stand.move(to: Point(x: box.midX, y: box.minY + 19))
        stand.line(to: Point(x: box.midX, y: box.maxY - 1))
        return [
            .fill(.roundedRect(capsule, radius: 4.5), .color(ink), .winding),
            .stroke(stand, .color(ink), StrokeStyle(width: 1.8, cap: .round, join: .round)),
        ]
    }
}
