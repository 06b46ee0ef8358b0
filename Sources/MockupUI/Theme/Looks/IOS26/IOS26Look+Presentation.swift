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
        items += alert.buttons.map { button in
            let box = theme.grid.snap(button.frame)
            return .fill(.roundedRect(box, radius: box.height / 2), .color(palette(.tertiarySystemFill)), .winding)
        }
        items += alert.fields.flatMap { field -> [DisplayItem] in
            let box = theme.grid.snap(field)
            return [.fill(.roundedRect(box, radius: box.height / 2), .color(palette(.tertiarySystemFill)), .winding)]
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

    /// The radius of the keyboard panel's top corners (R3 §4c: about 24 to 27, the design kit's 27).
    static let keyboardCornerRadius = 27.0

    /// iOS 17's keyboard with this look's rounder keys and rows
    /// (`PresentationMetrics`), on a panel whose top corners are rounded.
    func keyboard(_ keyboard: KeyboardContent, frame: Rect, theme: Theme) -> [DisplayItem] {
        var items = kept.keyboard(keyboard, frame: frame, theme: theme)
        if case .fill(let path, let paint, let rule)? = items.first, path == .rect(frame) {
            let r = Self.keyboardCornerRadius
            items[0] = .fill(.roundedRect(frame, radii: CornerRadii(topLeft: r, topRight: r, bottomRight: 0, bottomLeft: 0)), paint, rule)
        }
        return items
    }
}
