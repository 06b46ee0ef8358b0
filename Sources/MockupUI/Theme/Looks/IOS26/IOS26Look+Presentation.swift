import MockupCore

extension IOS26Look {
    /// The alert as a card of glass with iOS 26's round corners, its buttons
    /// capsules side by side or stacked: the preferred or default one in the
    /// tint, the others in a grey fill (chosen after Apple's design kit; R3 §4c
    /// found no measurable source).
    func alert(_ alert: AlertContent, frame: Rect, theme: Theme) -> [DisplayItem] {
        let p = metrics.presentation
        var items = alert.panels.flatMap { panel in
            glass.shape(panel, radius: p.alertRadius, hairline: theme.grid.hairline, tint: p.alertBackground.withAlpha(0.9))
        }
        // The buttons, then the fields, each a capsule of tertiarySystemFill.
        items += (alert.buttons.map(\.frame) + alert.fields).map { frame in
            let box = theme.grid.snap(frame)
            return .fill(.roundedRect(box, radius: box.height / 2), .color(palette(.tertiarySystemFill)), .winding)
        }
        return items
    }

    /// The actions on glass cards with round corners, the cancel block its own card.
    func actionSheet(_ sheet: AlertContent, frame: Rect, theme: Theme) -> [DisplayItem] {
        let p = metrics.presentation
        var items: [DisplayItem] = []
        for panel in sheet.panels {
            let cancel = sheet.buttons.contains { $0.isCancelBlock && $0.frame == panel }
            items += glass.shape(panel, radius: p.actionSheetRadius, hairline: theme.grid.hairline,
                                 tint: cancel ? p.actionSheetCancelBackground : p.actionSheetBackground)
        }
        return items + kept.base.dividers(sheet.dividers, theme: theme)
    }

    /// iOS 17's keyboard with this look's rounder keys and rows, on a panel
    /// whose top corners are rounded (`PresentationMetrics`).
    func keyboard(_ keyboard: KeyboardContent, frame: Rect, theme: Theme) -> [DisplayItem] {
        kept.keyboard(keyboard, frame: frame, theme: theme)
    }
}
