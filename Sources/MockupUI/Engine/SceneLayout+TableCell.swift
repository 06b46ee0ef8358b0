import MockupCore

extension SceneLayout {
    /// A cell: its text (and detail) labels laid out by cell style in the room the
    /// accessory leaves, then the accessory. Text that does not fit is cut with an ellipsis.
    ///
    /// Children, in order: the text label, the detail label when the style shows
    /// one and the row has a detail, the accessory (`imageView`, or `button` for
    /// the detail disclosure button).
    ///
    /// `contentInsets` keep the content clear of the screen's unsafe sides (the
    /// cell's content view, inset by the safe area).
    func tableCell(_ row: TableRowSpec, frame: Rect, content: CellContent, contentInsets: EdgeInsets = EdgeInsets()) -> PresentedView {
        // The bottom point is the separator (43 + 1, UIKIT-REFERENCE.md, Heights).
        let body = Rect(x: frame.minX + contentInsets.left, y: frame.minY,
                        width: max(0, frame.width - contentInsets.left - contentInsets.right), height: max(0, frame.height - 1))
        let accessory = row.accessoryView.flatMap { customAccessory($0, body: body) } ?? accessoryView(row, body: body)
        // A sidebar's selected row shows its glyph in its text's colour (white on the tint).
        let selectedInk = content.isSidebar && row.isHighlighted ? metrics.tables.sidebarSelectedTextColor : nil
        let image = row.image.map { image in
            var shown = image
            if let selectedInk, shown.tile == nil { shown.tintColor = selectedInk }
            return cellImage(shown, body: body)
        }
        let left = image.map { $0.frame.maxX + metrics.tables.cellImageGap } ?? body.minX + metrics.cellTextInset
        let right = accessory.map { $0.frame.minX - metrics.tables.accessoryGap } ?? body.maxX - metrics.cellTextInset
        // A cell with content of its own and no text shows no built-in labels.
        let labels = row.contentView != nil && row.text.isEmpty && row.detail == nil
            ? [] : cellLabels(row, left: left, right: max(left, right), body: body, plain: content.tableStyle == .plain, sidebar: content.isSidebar)
        let own = row.contentView.flatMap { cellContentView($0, box: contentViewBox(body: body, accessory: accessory?.frame)) }
        return PresentedView(
            kind: .tableCell, frame: frame, text: row.text,
            content: .tableCell(content), children: (image.map { [$0] } ?? []) + labels + (own.map { [$0] } ?? []) + (accessory.map { [$0] } ?? [])
        )
    }

    /// A row's height: its own; else, sized by its content (automaticDimension,
    /// or where the table gives no row height), its content view's constraints'
    /// fitting height; else the table's row height; else the look's, or, where
    /// the look's rows size to their content, the cell's text and its padding.
    /// The bottom point is the separator's.
    func rowHeight(_ row: TableRowSpec, table: TableViewSpec, width: Double, contentInsets: EdgeInsets) -> Double {
        if case .points(let height) = row.height { return height }
        let automatic = row.height == .automatic
        let body = Rect(x: contentInsets.left, y: 0, width: max(0, width - contentInsets.left - contentInsets.right), height: metrics.rowHeight - 1)
        if let view = row.contentView, automatic || table.rowHeight == nil {
            if automatic || placesSubviewsByConstraints(view) {
                let accessory = row.accessoryView.flatMap { customAccessory($0, body: body) } ?? accessoryView(row, body: body)
                let box = contentViewBox(body: body, accessory: accessory?.frame)
                return fittingSize(of: cellContent(view), width: box.width, exactWidth: true).height + 1
            }
            if let frame = view.frame { return frame.height + 1 }
        }
        if !automatic, let height = table.rowHeight { return height }
        // One line of text is the look's row height, which Dynamic Type already grows by the same rule.
        let oneLine = row.numberOfLines == 1 && !(row.style == .subtitle && !(row.detail ?? "").isEmpty) && row.font == nil
        guard let padding = metrics.tables.selfSizingRowPadding, !oneLine else { return metrics.rowHeight }
        return max(metrics.rowHeight, (cellTextHeight(row, width: body.width - 2 * metrics.cellTextInset) + 2 * padding).rounded(.up))
    }

    /// The height of a row's built-in text: a subtitle cell's two lines, else its text's (wrapped when it may take more lines).
    private func cellTextHeight(_ row: TableRowSpec, width: Double) -> Double {
        let font = row.font.map(labelFont) ?? metrics.cellTextFont
        let text = measurer.measure(row.numberOfLines == 1 ? "Ag" : row.text, font: font, maxWidth: max(1, width), lineLimit: row.numberOfLines).height
        guard row.style == .subtitle, let detail = row.detail, !detail.isEmpty else { return text }
        return text + measurer.measure("Ag", font: row.detailFont.map(labelFont) ?? metrics.cellDetailFont, maxWidth: nil, lineLimit: 1).height
    }

    /// A cell's content view with its margins: its own, else the cell text's
    /// inset at the sides (the separator's) and the self-sizing padding above
    /// and below (`cellContentVerticalMargin`).
    private func cellContent(_ spec: ViewSpec) -> ViewSpec {
        var view = spec
        if view.layoutMargins == nil {
            let padding = metrics.tables.cellContentVerticalMargin
            view.layoutMargins = EdgeInsets(top: padding, left: metrics.cellTextInset, bottom: padding, right: metrics.cellTextInset)
        }
        return view
    }

    /// Where a cell's content view lies: its body, up to its accessory (chosen: the content view ends where the accessory begins).
    private func contentViewBox(body: Rect, accessory: Rect?) -> Rect {
        guard let accessory else { return body }
        return Rect(x: body.minX, y: body.minY, width: max(0, accessory.minX - body.minX), height: body.height)
    }

    /// A table cell's own content view in `box`.
    private func cellContentView(_ spec: ViewSpec, box: Rect) -> PresentedView? {
        // NB: only bars can fail to lay out; a cell's content holding one is left out rather than failing the table.
        (try? contentView(cellContent(spec), filling: box)) ?? nil
    }

    /// A cell's content view filling `box`: its subviews autoresized from the
    /// size it was written for, or placed by their constraints.
    func contentView(_ spec: ViewSpec, filling box: Rect) throws(DiagnosticError) -> PresentedView? {
        var view = spec
        let written = spec.frame?.size ?? box.size
        view.frame = Rect(origin: .zero, size: written)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        return try layoutView(view, in: ParentFrame(frame: box, declaredSize: written))
    }

    /// The cell's image view: a square of the look's cell image size at the
    /// text's inset, centred on the content (UITableViewCell.imageView).
    /// A picture file takes its own size, scaled down to the content's height
    /// if taller (the image view sizes to its image).
    private func cellImage(_ image: ImageSpec, body: Rect) -> PresentedView {
        var size = Size(width: metrics.tables.cellImageSize, height: metrics.tables.cellImageSize)
        if image.tile == nil, let file = image.file, file.size.width > 0, file.size.height > 0 {
            let k = min(1, body.height / file.size.height)
            size = Size(width: file.size.width * k, height: file.size.height * k)
        }
        let frame = Rect(x: body.minX + metrics.tables.cellImageInset, y: body.minY + ((body.height - size.height) / 2).rounded(),
                         width: size.width, height: size.height)
        if let tile = image.tile { return iconTile(image, color: tile, frame: frame) }
        return imageView(ImageViewSpec(image: image, contentMode: .scaleAspectFit), frame: frame)
    }

    /// Settings' icon tile: the look's image square, rounded with continuous
    /// corners, in the tile's colour, the glyph (or template) white in the middle.
    private func iconTile(_ image: ImageSpec, color: Color, frame: Rect) -> PresentedView {
        let t = metrics.tables
        let side = frame.width
        var glyph = image
        glyph.tile = nil
        glyph.color = nil
        glyph.tintColor = .white
        if glyph.file != nil { glyph.renderingMode = .alwaysTemplate }
        let inset = (side - t.iconTileGlyph) / 2
        var content = ImageContent(picture: picture(glyph, mode: .scaleAspectFit, in: Size(width: t.iconTileGlyph, height: t.iconTileGlyph),
                                                    tint: .white, templateByDefault: true).map { $0.offset(dx: inset, dy: inset) })
        content.tile = (color, t.iconTileRadius)
        return PresentedView(kind: .imageView, frame: frame, content: .control(ControlContent(.imageView(content))))
    }

    /// A view in place of the accessory, at its natural size (or its frame's
    /// size), at the trailing margin and centred on the content.
    private func customAccessory(_ spec: ViewSpec, body: Rect) -> PresentedView? {
        var view = spec
        let size = (spec.frame?.size).flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil }
            ?? spec.kind.layout.naturalFrame(of: spec, in: self, parentSize: body.size).size
        view.frame = Rect(
            x: body.width - metrics.tables.accessoryMargin - size.width, y: ((body.height - size.height) / 2).rounded(),
            width: size.width, height: size.height
        )
        view.autoresizingMask = []
        // NB: only bars and their items can fail to lay out, and a cell's accessory view holds neither in practice;
        // one that does is left out rather than failing the whole table.
        return try? layoutView(view, in: ParentFrame(frame: body, declaredSize: body.size))
    }

    /// The text and detail labels of a row between `left` and `right`.
    private func cellLabels(_ row: TableRowSpec, left: Double, right: Double, body: Rect, plain: Bool, sidebar: Bool) -> [PresentedView] {
        let t = metrics.tables
        let textStyle = TableTextStyle(row.font.map(labelFont) ?? metrics.cellTextFont, row.textColor ?? metrics.cellTextColor)
        let ink = row.isHighlighted ? (sidebar ? t.sidebarSelectedTextColor : t.selectedTextColor) : nil
        let available = right - left
        let detail = row.detail.flatMap { $0.isEmpty ? nil : $0 }

        func label(_ text: String, _ style: TableTextStyle, x: Double, y: Double, width: Double) -> PresentedView {
            let frame = Rect(x: x, y: y, width: max(0, width), height: lineHeight(style.font))
            return styledLabel(text, style: style, frame: frame, color: ink)
        }
        func centredY(_ font: Font) -> Double { body.minY + ((body.height - lineHeight(font)) / 2).rounded() }

        switch (row.style, detail) {
        case (.subtitle, let detail?):
            let detailStyle = TableTextStyle(row.detailFont.map(labelFont) ?? metrics.cellDetailFont, row.detailTextColor ?? t.subtitleDetailColor)
            let textHeight = row.numberOfLines == 1 ? lineHeight(textStyle.font)
                : measurer.measure(row.text, font: textStyle.font, maxWidth: max(1, available), lineLimit: row.numberOfLines).height.rounded(.up)
            let stack = textHeight + lineHeight(detailStyle.font)
            let top = body.minY + ((body.height - stack) / 2).rounded()
            let text = row.numberOfLines == 1
                ? label(row.text, textStyle, x: left, y: top, width: min(naturalWidth(row.text, textStyle.font), available))
                : styledLabel(row.text, style: textStyle, frame: Rect(x: left, y: top, width: max(0, available), height: textHeight),
                              color: ink, lineLimit: row.numberOfLines)
            let below = label(detail, detailStyle, x: left, y: text.frame.maxY, width: min(naturalWidth(detail, detailStyle.font), available))
            return [text, below]
        case (.value1, let detail?):
            let textWidth = naturalWidth(row.text, textStyle.font)
            let detailNatural = naturalWidth(detail, t.value1Detail.font)
            // The detail keeps its width, up to half the room when the text needs the rest.
            let detailWidth = min(detailNatural, max(available - textWidth - t.value1Gap, available / 2))
            let text = label(row.text, textStyle, x: left, y: centredY(textStyle.font), width: min(textWidth, available - detailWidth - t.value1Gap))
            let value = label(detail, t.value1Detail, x: right - detailWidth, y: centredY(t.value1Detail.font), width: detailWidth)
            return [text, value]
        case (.value2, _):
            // The small label is right-aligned in a column ending a quarter of the way across.
            let column = (body.minX + body.width * t.value2LabelFraction).rounded()
            let text = label(row.text, t.value2Label, x: left, y: centredY(t.value2Label.font), width: column - left)
            guard let detail else { return [text] }
            let x = column + t.value2Gap
            let value = label(detail, t.value2Value, x: x, y: centredY(t.value2Value.font), width: min(naturalWidth(detail, t.value2Value.font), right - x))
            return [text, value]
        default:
            // The default style's label spans the content view (UIKit's textLabel frame).
            let frame = Rect(x: left, y: body.minY, width: available, height: body.height)
            let plainFont = row.font == nil && plain ? t.plainDefaultCellTextFont : nil
            let style = plainFont.map { TableTextStyle($0, textStyle.color) } ?? textStyle
            return [styledLabel(row.text, style: style, frame: frame, color: ink, lineLimit: row.numberOfLines)]
        }
    }

    /// The accessory on the trailing side of the cell, centred on its content, if any.
    private func accessoryView(_ row: TableRowSpec, body: Rect) -> PresentedView? {
        let t = metrics.tables
        let size: Size
        switch row.accessory {
        case .none: return nil
        case .disclosureIndicator: size = t.disclosureSize
        case .detailDisclosureButton: size = t.detailButtonSize
        case .checkmark: size = t.checkmarkSize
        }
        let frame = Rect(
            x: body.maxX - t.accessoryMargin - size.width, y: body.minY + (body.height - size.height) / 2,
            width: size.width, height: size.height
        )
        return PresentedView(
            kind: row.accessory == .detailDisclosureButton ? .button : .imageView, frame: frame,
            content: .tableDecoration(.accessory(row.accessory, highlighted: row.isHighlighted))
        )
    }

    /// The height of one line of `font`, in whole points.
    func lineHeight(_ font: Font) -> Double {
        measurer.measure("Ag", font: font, maxWidth: nil, lineLimit: 1).height.rounded(.up)
    }

    /// The width `text` takes on one line, in whole points.
    func naturalWidth(_ text: String, _ font: Font) -> Double {
        measurer.width(of: text, font: font).rounded(.up)
    }
}
