import MockupCore

extension ModernLook {
    /// A white rounded panel; flush buttons divided by hairlines; text fields
    /// as white boxes with a hairline border.
    func alert(_ alert: AlertContent, frame: Rect, theme: Theme) -> [DisplayItem] {
        let p = metrics.presentation
        var items = alert.panels.map { DisplayItem.fill(.roundedRect($0, radius: p.alertRadius), .color(p.alertBackground), .winding) }
        items += dividers(alert.dividers, theme: theme)
        items += alertFields(alert.fields, theme: theme)
        return items
    }

    /// The actions' rounded block and the cancel block apart beneath it, both
    /// nearly opaque white, hairlines between the actions.
    func actionSheet(_ sheet: AlertContent, frame: Rect, theme: Theme) -> [DisplayItem] {
        let p = metrics.presentation
        var items: [DisplayItem] = []
        for panel in sheet.panels {
            let cancel = sheet.buttons.contains { $0.isCancelBlock && $0.frame == panel }
            items.append(.fill(.roundedRect(panel, radius: p.actionSheetRadius), .color(cancel ? p.actionSheetCancelBackground : p.actionSheetBackground), .winding))
        }
        return items + dividers(sheet.dividers, theme: theme)
    }

    /// The grey tray, white letter keys and darker function keys, each with a
    /// one-point shadow beneath; a prominent return key in the tint.
    func keyboard(_ keyboard: KeyboardContent, frame: Rect, theme: Theme) -> [DisplayItem] {
        let p = metrics.presentation
        let r = p.keyboardCornerRadius
        let panel = r > 0 ? Path.roundedRect(frame, radii: CornerRadii(topLeft: r, topRight: r, bottomRight: 0, bottomLeft: 0)) : .rect(frame)
        var items: [DisplayItem] = [.fill(panel, .color(p.keyboardBackground), .winding)]
        let area = keyboard.keyArea(in: frame)
        let showsShift = p.lowercaseKeyFont != nil
        for key in KeyboardKeys.keys(keyboard, area: area, insetX: p.keyInsetX, insetY: p.keyInsetY, classic: false, showsShift: showsShift) {
            items += flatKey(key, theme: theme)
        }
        return items
    }

    /// One key: its shadow, its body and its label or symbol.
    func flatKey(_ key: KeyboardKey, theme: Theme) -> [DisplayItem] {
        let p = metrics.presentation
        guard key.style != .blank else { return [] }
        let body = theme.grid.snap(key.frame)
        let fill: Color = switch key.style {
        case .letter: p.keyFill
        case .function: p.functionKeyFill
        case .prominent: p.actionColor
        case .blank: p.keyboardBackground
        }
        let ink: Color = key.style == .prominent ? .white : p.keyTextColor
        var items: [DisplayItem] = [
            .fill(.roundedRect(body.offsetBy(dx: 0, dy: 1), radius: p.keyRadius), .color(p.keyShadow), .winding),
            .fill(.roundedRect(body, radius: p.keyRadius), .color(fill), .winding),
        ]
        items += keyLabel(key, in: body, ink: ink)
        return items
    }

    /// A key's label (letters large, words in the function font), a pad key's
    /// letters beneath its digit, or its symbol.
    func keyLabel(_ key: KeyboardKey, in body: Rect, ink: Color) -> [DisplayItem] {
        let p = metrics.presentation
        if let symbol = KeyboardKeys.symbolItem(key, in: body, ink: ink) { return [symbol] }
        guard let label = key.label else { return [] }
        let font = KeyboardKeys.labelFont(label, p)
        if let subtitle = key.subtitle {
            let digit = Rect(x: body.minX, y: body.minY + 2, width: body.width, height: body.height * 0.6)
            let letters = Rect(x: body.minX, y: body.minY + body.height * 0.58, width: body.width, height: body.height * 0.3)
            return [
                .text(TextRun(text: label, font: p.keyFont.with(size: p.keyFont.size + 3), color: ink, box: digit, alignment: .center)),
                .text(TextRun(text: subtitle, font: Font(p.keyFont.family, size: 10, weight: .semibold), color: ink, box: letters, alignment: .center)),
            ]
        }
        return [.text(TextRun(text: label, font: font, color: ink, box: body, alignment: .center))]
    }

    /// Hairlines in the look's divider colour.
    func dividers(_ lines: [Rect], theme: Theme) -> [DisplayItem] {
        lines.map { .fill(.rect(theme.grid.snap($0)), .color(metrics.presentation.dividerColor), .winding) }
    }

    /// An alert's text fields: white, with a hairline border.
    func alertFields(_ fields: [Rect], theme: Theme) -> [DisplayItem] {
        fields.flatMap { field -> [DisplayItem] in
            let box = theme.grid.snap(field)
            return [
                .fill(.rect(box), .color(.white), .winding),
                .fill(theme.ring(box, radius: 0, width: theme.grid.hairline), .color(metrics.presentation.dividerColor), .evenOdd),
            ]
        }
    }
}
