import MockupCore

extension ClassicLook {
    /// UIAlertView: a dark blue glass panel in a white rim with a gloss across
    /// its top, glassy bordered buttons (the cancel one darker), white rounded
    /// text fields.
    func alert(_ alert: AlertContent, frame: Rect, theme: Theme) -> [DisplayItem] {
        let p = metrics.presentation
        var items: [DisplayItem] = []
        for panel in alert.panels {
            let shape = Path.roundedRect(panel, radius: p.alertRadius)
            let gloss = Rect(x: panel.minX - panel.width * 0.25, y: panel.minY - 40, width: panel.width * 1.5, height: 80)
            items += [
                .group(Group(shadow: Shadow(color: Color(r: 0, g: 0, b: 0, a: 0.6), offset: Point(x: 0, y: 3), blur: 6),
                             items: [.fill(shape, .color(p.alertBackground), .winding)])),
                .group(Group(clip: shape, items: [.fill(.ellipse(in: gloss), .color(Color(r: 255, g: 255, b: 255, a: 0.16)), .winding)])),
                .fill(theme.ring(panel, radius: p.alertRadius, width: 2), .color(Color(r: 255, g: 255, b: 255, a: 0.85)), .evenOdd),
            ]
        }
        items += alert.buttons.flatMap { glassButton($0, theme: theme) }
        items += alert.fields.flatMap { field -> [DisplayItem] in
            let box = theme.grid.snap(field)
            return [
                .fill(.roundedRect(box, radius: 5), .color(.white), .winding),
                .fill(theme.ring(box, radius: 5, width: 1), .color(Color(r: 0, g: 0, b: 0, a: 0.55)), .evenOdd),
            ]
        }
        return items
    }

    /// UIActionSheet: a dark translucent panel across the screen's bottom with a
    /// light top edge, glassy buttons, the destructive one red, cancel darker.
    func actionSheet(_ sheet: AlertContent, frame: Rect, theme: Theme) -> [DisplayItem] {
        let p = metrics.presentation
        var items: [DisplayItem] = []
        for panel in sheet.panels {
            items.append(.fill(.rect(panel), .color(p.actionSheetBackground), .winding))
            items.append(theme.hairline(panel, edge: .top, color: Color(r: 255, g: 255, b: 255, a: 0.35)))
        }
        return items + sheet.buttons.flatMap { glassButton($0, theme: theme) }
    }

    /// A glassy rounded button: light glass for default actions, dark for
    /// cancel, red for destructive ones, split by a gloss at half height.
    private func glassButton(_ button: AlertButton, theme: Theme) -> [DisplayItem] {
        let p = metrics.presentation
        let frame = theme.grid.snap(button.frame)
        let radius = p.actionSheetSpansScreen && frame.height > 44 ? p.actionSheetRadius : 6
        let base: Color = switch button.style {
        case .default: Color(r: 255, g: 255, b: 255, a: 0.22)
        case .cancel: Color(r: 0, g: 0, b: 0, a: 0.35)
        case .destructive: p.destructiveColor
        }
        let gloss = LinearGradient.vertical(frame, [
            .init(0, Color(r: 255, g: 255, b: 255, a: 0.45)), .init(0.5, Color(r: 255, g: 255, b: 255, a: 0.12)),
            .init(0.5, Color(r: 255, g: 255, b: 255, a: 0)), .init(1, Color(r: 255, g: 255, b: 255, a: 0.08)),
        ])
        let shape = Path.roundedRect(frame, radius: radius)
        return [
            .fill(shape, .color(base), .winding),
            .fill(shape, .linearGradient(gloss), .winding),
            .fill(theme.ring(frame, radius: radius, width: 1), .color(Color(r: 0, g: 0, b: 0, a: 0.5)), .evenOdd),
        ]
    }

    /// The iPhone OS keyboard: a grey-blue tray with a darker top edge, light
    /// keys shaded from white to grey with bold black letters, grey-blue
    /// function keys with white labels, a blue return key for Go, Search....
    func keyboard(_ keyboard: KeyboardContent, frame: Rect, theme: Theme) -> [DisplayItem] {
        let p = metrics.presentation
        let tray = LinearGradient.vertical(frame, [
            .init(0, p.keyboardBackground.lightened(0.18)), .init(1, p.keyboardBackground.darkened(0.12)),
        ])
        var items: [DisplayItem] = [
            .fill(.rect(frame), .linearGradient(tray), .winding),
            theme.hairline(frame, edge: .top, color: Color(r: 64, g: 70, b: 82)),
        ]
        let area = keyboard.keyArea(in: frame)
        for key in KeyboardKeys.keys(keyboard, area: area, insetX: p.keyInsetX, insetY: p.keyInsetY, classic: true) where key.style != .blank {
            let body = theme.grid.snap(key.frame)
            let top: Color, bottom: Color, ink: Color
            switch key.style {
            case .letter: (top, bottom, ink) = (p.keyFill, p.keyFill.darkened(0.12), p.keyTextColor)
            case .function: (top, bottom, ink) = (p.functionKeyFill.lightened(0.12), p.functionKeyFill.darkened(0.08), .white)
            default: (top, bottom, ink) = (Color(r: 88, g: 145, b: 245), Color(r: 30, g: 92, b: 222), .white)
            }
            let shape = Path.roundedRect(body, radius: p.keyRadius)
            items += [
                .fill(.roundedRect(body.offsetBy(dx: 0, dy: 1), radius: p.keyRadius), .color(p.keyShadow), .winding),
                .fill(shape, .linearGradient(LinearGradient.vertical(body, [.init(0, top), .init(1, bottom)])), .winding),
            ]
            if let symbol = KeyboardKeys.symbolItem(key, in: body, ink: ink) {
                items.append(symbol)
            } else if let label = key.label {
                let font = KeyboardKeys.labelFont(label, p)
                let digit = key.subtitle == nil ? body : Rect(x: body.minX, y: body.minY, width: body.width, height: body.height * 0.68)
                items.append(.text(TextRun(text: label, font: font, color: ink, box: digit, alignment: .center)))
                if let subtitle = key.subtitle {
                    let letters = Rect(x: body.minX, y: body.minY + body.height * 0.6, width: body.width, height: body.height * 0.3)
                    items.append(.text(TextRun(text: subtitle, font: Font(.liberationSans, size: 10, weight: .bold), color: ink, box: letters, alignment: .center)))
                }
            }
        }
        return items
    }
}
