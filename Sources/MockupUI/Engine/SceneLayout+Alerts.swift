import MockupCore

extension SceneLayout {
    /// An alert centred at `centreY` (half the room above the keyboard): its
    /// title and message, its text fields, then its buttons, side by side for
    /// two actions (cancel on the left) and stacked for more (cancel last).
    /// While `shown` is below 1 it fades in from `alertAppearScale`, or only
    /// fades when `leaving`.
    func alertView(_ alert: AlertSpec, centreY: Double, shown t: Double, leaving: Bool, editing: Bool) -> PresentedView {
        let p = presentation
        let size = interfaceSize
        let width = min(p.alertWidth, size.width - 20)
        var children: [PresentedView] = []
        var y = p.alertPadding
        let textWidth = width - 2 * p.alertPadding
        y = alertText(alert, width: textWidth, x: p.alertPadding, y: y, titleFont: p.alertTitleFont, messageFont: p.alertMessageFont,
                      color: p.alertTextColor, into: &children)
        y += p.alertPadding
        var fields: [Rect] = []
        for (i, placeholder) in alert.textFields.enumerated() {
            let frame = Rect(x: p.alertPadding - 4, y: y, width: textWidth + 8, height: p.alertFieldHeight)
            let spec = TextFieldSpec(placeholder: placeholder, borderStyle: .none, font: FontSpec(size: p.alertMessageFont.size))
            var field = textFieldView(spec, frame: frame.insetBy(dx: 5, dy: 0), editing: editing && i == 0)
            field.frame = frame.insetBy(dx: 5, dy: 0)
            children.append(field)
            fields.append(frame)
            y += p.alertFieldHeight + 6
        }
        if !fields.isEmpty { y += p.alertPadding / 2 }
        let (buttons, dividers, bottom) = alertButtons(alert.actions, width: width, top: y, into: &children)
        let height = bottom
        let pixels = scene.device.scale
        let origin = Point(x: ((size.width - width) / 2 * pixels).rounded() / pixels, y: ((centreY - height / 2) * pixels).rounded() / pixels)
        let frame = Rect(x: origin.x, y: origin.y, width: width, height: height)
        let move = RectMap.translation(origin.x, origin.y)
        let panel = Rect(x: 0, y: 0, width: width, height: height)
        let content = AlertContent(panels: [panel], buttons: buttons, dividers: dividers, fields: fields).mapped(move)
        let view = PresentedView(kind: .alert, frame: frame, content: .alert(content), children: children.map { $0.mapped(move) })
        guard t < 1 else { return view }
        let scale = leaving ? 1 : p.alertAppearScale + (1 - p.alertAppearScale) * t
        let grown = Rect(x: frame.midX - frame.width * scale / 2, y: frame.midY - frame.height * scale / 2,
                         width: frame.width * scale, height: frame.height * scale)
        return PresentedView(kind: .view, frame: frame, alpha: t, content: .layer(LayerContent(from: frame, to: grown)), children: [view])
    }

    /// An action sheet at the bottom, risen `shown` of the way: iPhone OS's
    /// panel across the screen with bordered buttons, or the floating rounded
    /// blocks of UIAlertController, the cancel action apart at the bottom.
    func actionSheetView(_ sheet: AlertSpec, shown t: Double) -> PresentedView {
        let p = presentation
        let size = interfaceSize
        let home = scene.device.safeAreaBottom(orientation)
        let margin = p.actionSheetMargin
        var rows = actionSheetRows(sheet, x: margin, width: size.width - 2 * margin, withCancel: true)
        let frame: Rect
        if p.actionSheetSpansScreen {
            let height = rows.height + 18 + home
            frame = Rect(x: 0, y: size.height - height, width: size.width, height: height)
            rows.content.panels = [Rect(x: 0, y: 0, width: size.width, height: height)]
        } else {
            let bottom = size.height - max(margin, home)
            frame = Rect(x: margin, y: bottom - rows.height, width: size.width - 2 * margin, height: rows.height)
        }
        let move = RectMap.translation(0, frame.minY + (1 - t) * (size.height - frame.minY))
        return PresentedView(kind: .actionSheet, frame: move.apply(Rect(x: frame.minX, y: 0, width: frame.width, height: frame.height)),
                             content: .actionSheet(rows.content.mapped(move)), children: rows.children.map { $0.mapped(move) })
    }

    /// An action sheet on an iPad in regular width: in a popover pointing at
    /// `anchor` among `views`, fading in, without its cancel action (UIKit
    /// leaves it out: tapping outside cancels), `actionSheetPopoverWidth` wide.
    func actionSheetPopover(_ sheet: AlertSpec, shown t: Double, anchor: PopoverAnchor?, over views: [PresentedView]) -> [PresentedView] {
        let p = presentation
        let rows = actionSheetRows(sheet, x: 0, width: p.actionSheetPopoverWidth, withCancel: false)
        let placed = popoverPlacement(Size(width: p.actionSheetPopoverWidth, height: rows.height), pointingAt: anchor, over: views)
        let move = RectMap.translation(placed.frame.minX, placed.frame.minY)
        var panels = rows.content
        panels.panels = [Rect(x: 0, y: 0, width: placed.frame.width, height: placed.frame.height)]
        let sheetView = PresentedView(kind: .actionSheet, frame: placed.frame, alpha: t, content: .actionSheet(panels.mapped(move)),
                                      children: rows.children.map { $0.mapped(move) })
        let arrow = PresentedView(kind: .view, frame: placed.arrow.frame, alpha: t,
                                  content: .popoverArrow(pointsUp: placed.arrow.up, color: p.actionSheetBackground), tags: [.decoration])
        return [arrow, sheetView]
    }

    /// An action sheet's title, message and buttons laid out from the top in
    /// a column `width` wide at `x`: its height, what the look draws beneath
    /// (panels, buttons, dividers, relative to the column's top) and the labels.
    private func actionSheetRows(_ sheet: AlertSpec, x margin: Double, width: Double, withCancel: Bool)
        -> (height: Double, content: AlertContent, children: [PresentedView]) {
        let p = presentation
        let cancelIndex = sheet.actions.firstIndex { $0.style == .cancel }
        let others = sheet.actions.enumerated().filter { $0.offset != cancelIndex }.map(\.element)
        let cancel = withCancel ? cancelIndex.map { sheet.actions[$0] } : nil
        var children: [PresentedView] = []
        var buttons: [AlertButton] = []
        var dividers: [Rect] = []
        var panels: [Rect] = []
        let hairline = 1 / scene.device.scale
        let rowHeight = grownRow(p.actionSheetButtonHeight, font: p.actionSheetFont)
        var y = 0.0
        if sheet.title != nil || sheet.message != nil {
            y = alertText(sheet, width: width - 2 * 16, x: margin + 16, y: 14, titleFont: p.actionSheetTitleFont,
                          messageFont: Font(p.actionSheetTitleFont.family, size: p.actionSheetTitleFont.size), color: p.actionSheetTitleColor, into: &children) + 14
            if p.actionSheetSpansScreen { y += 2 } else if !others.isEmpty { dividers.append(Rect(x: margin, y: y - hairline, width: width, height: hairline)) }
        } else if p.actionSheetSpansScreen {
            y = 16
        }
        func addButton(_ action: AlertActionSpec, at frame: Rect, cancelBlock: Bool) {
            buttons.append(AlertButton(frame: frame, style: action.style, isCancelBlock: cancelBlock))
            children.append(actionButton(action, frame: frame, font: action.style == .cancel ? p.actionSheetCancelFont : p.actionSheetFont))
        }
        for (i, action) in others.enumerated() {
            if i > 0 && p.actionSheetButtonGap == 0 { dividers.append(Rect(x: margin, y: y - hairline, width: width, height: hairline)) }
            addButton(action, at: Rect(x: margin, y: y, width: width, height: rowHeight), cancelBlock: false)
            y += rowHeight + p.actionSheetButtonGap
        }
        y -= p.actionSheetButtonGap
        if y > 0 { panels.append(Rect(x: margin, y: 0, width: width, height: y)) }
        if let cancel {
            y += y > 0 ? p.actionSheetCancelGap : 0
            addButton(cancel, at: Rect(x: margin, y: y, width: width, height: rowHeight), cancelBlock: !p.actionSheetSpansScreen)
            panels.append(Rect(x: margin, y: y, width: width, height: rowHeight))
            y += rowHeight
        }
        return (y, AlertContent(panels: panels, buttons: buttons, dividers: dividers), children)
    }

    /// The title and message centred in `width` from `y` down, as labels; returns the y below them.
    private func alertText(
        _ alert: AlertSpec, width: Double, x: Double, y start: Double, titleFont: Font, messageFont: Font, color: Color,
        into children: inout [PresentedView]
    ) -> Double {
        var y = start
        for (text, font) in [(alert.title, titleFont), (alert.message, messageFont)] {
            guard let text, !text.isEmpty else { continue }
            if y > start { y += 4 }
            let height = measurer.measure(text, font: font, maxWidth: width, lineLimit: 0).height.rounded(.up)
            children.append(.label(TextRun(text: text, font: font, color: color, box: Rect(x: x, y: y, width: width, height: height),
                                           alignment: .center, lineLimit: 0)))
            y += height
        }
        return y
    }

    /// An alert's buttons from `top` down: their frames, the hairlines between
    /// flush ones, and the alert's bottom.
    private func alertButtons(
        _ actions: [AlertActionSpec], width: Double, top: Double, into children: inout [PresentedView]
    ) -> ([AlertButton], [Rect], Double) {
        let p = presentation
        let inset = p.alertButtonInset, gap = p.alertButtonGap
        let height = grownRow(p.alertButtonHeight, font: p.alertPreferredButtonFont)
        let hairline = 1 / scene.device.scale
        // Two actions sit side by side when both titles fit half the width, else they stack (UIAlertController).
        let half = (width - 2 * inset - gap) / 2
        let sideBySide = actions.count == 2 && actions.allSatisfy {
            measurer.width(of: $0.title, font: p.alertPreferredButtonFont) + 2 * Self.alertTitlePadding <= half
        }
        var ordered = actions
        if let i = actions.firstIndex(where: { $0.style == .cancel }) {
            let cancel = ordered.remove(at: i)
            if sideBySide { ordered.insert(cancel, at: 0) } else { ordered.append(cancel) }
        }
        let preferred = ordered.contains { $0.style == .cancel } ? AlertActionSpec.Style.cancel : nil
        var buttons: [AlertButton] = []
        var dividers: [Rect] = []
        var y = top
        if inset == 0 && !ordered.isEmpty { dividers.append(Rect(x: 0, y: y, width: width, height: hairline)) }
        func add(_ action: AlertActionSpec, _ frame: Rect) {
            buttons.append(AlertButton(frame: frame, style: action.style))
            let font = action.style == preferred || (preferred == nil && ordered.count == 1) ? p.alertPreferredButtonFont : p.alertButtonFont
            children.append(actionButton(action, frame: frame, font: font))
        }
        if sideBySide {
            for (i, action) in ordered.enumerated() {
                add(action, Rect(x: inset + Double(i) * (half + gap), y: y, width: half, height: height))
            }
            if inset == 0 { dividers.append(Rect(x: width / 2, y: y, width: hairline, height: height)) }
            y += height
        } else {
            for (i, action) in ordered.enumerated() {
                if i > 0 {
                    if inset == 0 { dividers.append(Rect(x: 0, y: y, width: width, height: hairline)) } else { y += gap }
                }
                add(action, Rect(x: inset, y: y, width: width - 2 * inset, height: height))
                y += height
            }
        }
        return (buttons, dividers, y + inset)
    }

    /// A button row's height: the look's, grown above the large text size to
    /// fit a line of `font` with 11 points above and below (chosen, as table rows).
    private func grownRow(_ height: Double, font: Font) -> Double {
        traits.preferredContentSizeCategory > .large ? max(height, (lineHeight(font) + 22).rounded()) : height
    }

    /// The room a side-by-side action's title keeps at each side (chosen).
    static let alertTitlePadding = 8.0

    /// A button node for an action: its title centred in the action's colour.
    private func actionButton(_ action: AlertActionSpec, frame: Rect, font: Font) -> PresentedView {
        let p = presentation
        let color = action.style == .destructive && !p.actionSheetSpansScreen ? p.destructiveColor : p.actionColor
        let run = TextRun(text: action.title, font: font, color: color, box: frame.insetBy(dx: 8, dy: 0), alignment: .center)
        return PresentedView(kind: .button, frame: frame, title: action.title, children: [.label(run)])
    }
}
