import MockupCore

extension SceneLayout {
    var controls: ControlMetrics { metrics.controls }

    /// A control's node with the view's background drawn behind what the look draws.
    func withBackground(_ node: PresentedView, _ background: Color?) -> PresentedView {
        guard case .control(var content) = node.content else { return node }
        var node = node
        content.background = background
        node.content = .control(content)
        return node
    }

    /// A button's natural size: a glyph type's square, else its title and image inside its padding.
    func naturalSize(of button: ButtonSpec) -> Size {
        if let side = glyphSide(button.type) { return Size(width: side, height: side) }
        if button.configuration != nil, let configured = controls.configurationButton {
            let title = measurer.width(of: button.title ?? "", font: configured.font).rounded(.up)
            return Size(width: title + symbolSide(button, font: configured.font) + 2 * configured.padding, height: configured.height)
        }
        let title = measurer.width(of: button.title ?? "", font: controls.buttonFont).rounded(.up)
        return Size(width: title + symbolSide(button, font: controls.buttonFont) + 2 * controls.buttonPadding, height: controls.buttonHeight)
    }

    /// A text field's: its text or placeholder, whichever is wider, inside its insets (at least the look's minimum).
    func naturalSize(of field: TextFieldSpec) -> Size {
        let font = textFieldFont(field.font)
        let shown = [field.text, field.placeholder].compactMap { $0 }.map { measurer.width(of: $0, font: font).rounded(.up) }.max() ?? 0
        let clear = field.clearButton ? controls.clearButtonBox + controls.clearButtonRightInset : 0
        let width = max(controls.textFieldMinimumWidth, shown + 2 * controls.textInset + clear)
        guard field.borderStyle == .none else { return Size(width: width, height: controls.textFieldHeight) }
        return Size(width: width, height: measurer.measure("X", font: font, maxWidth: nil, lineLimit: 1).height.rounded(.up))
    }

    var valueControls: ValueControlMetrics { metrics.valueControls }

    // MARK: Buttons

    /// The side of a glyph button's square, nil for titled types.
    private func glyphSide(_ type: ButtonSpec.ButtonType) -> Double? {
        switch type {
        case .roundedRect, .system, .custom: nil
        case .contactAdd, .detailDisclosure: controls.roundButtonSize
        case .infoLight, .infoDark: controls.infoButtonSize
        }
    }

    /// The side of the square a button's glyph image takes (0 without one), for its title's font.
    /// A file image takes its own width.
    func symbolSide(_ button: ButtonSpec, font: Font) -> Double {
        if glyphSide(button.type) != nil { return 0 }
        if let file = button.image?.file { return file.size.width }
        return button.image?.systemName == nil ? 0 : (font.size * ButtonSpec.symbolScale).rounded()
    }

    /// A titled button's baseline from its top at `height`: its title's, centred
    /// in it (UIButton's baseline views are its titleLabel); nil without a title.
    func titleBaseline(of button: ButtonSpec, height: Double) -> Double? {
        guard glyphSide(button.type) == nil, let text = button.title, !text.isEmpty else { return nil }
        let font = button.configuration.flatMap { _ in controls.configurationButton }?.font ?? controls.buttonFont
        return centredBaseline(of: text, font: font, height: height)
    }

    /// The baseline, from the top, of one line of `text` centred in `height`.
    func centredBaseline(of text: String, font: Font, height: Double) -> Double {
        let line = measurer.measure(text, font: font, maxWidth: nil, lineLimit: 1).height
        return (height - line) / 2 + measurer.baselines(text, font: font, maxWidth: nil, lineLimit: 1).first
    }

    func buttonView(_ button: ButtonSpec, frame: Rect) -> PresentedView {
        let tint = button.tintColor ?? controls.tint
        let local = Rect(origin: .zero, size: frame.size)
        var title: TextRun?
        var glyphBox: Rect?
        var image: ImageContent?
        if let side = glyphSide(button.type) {
            glyphBox = Rect(x: (local.width - side) / 2, y: (local.height - side) / 2, width: side, height: side)
        } else if let spec = button.image, spec.systemName != nil || spec.file != nil {
            // The image, then the title right after it (UIKit's default insets are zero), centred together:
            // a glyph at the title's size, a file at its own.
            let configured = button.configuration.flatMap { _ in controls.configurationButton }
            let font = configured?.font ?? controls.buttonFont
            let side = symbolSide(button, font: font)
            let imageSize = spec.file?.size ?? Size(width: side, height: side)
            let text = button.title ?? ""
            let textWidth = text.isEmpty ? 0 : measurer.width(of: text, font: font).rounded(.up)
            let x = (local.width - imageSize.width - textWidth) / 2
            let ink = configured != nil && button.configuration?.isProminent == true ? Color.white : tint
            let box = Rect(x: x, y: (local.height - imageSize.height) / 2, width: imageSize.width, height: imageSize.height)
            if let file = spec.file {
                // NB: a system button draws its image as a template in its tint; a custom one draws it as it is.
                let template = spec.isTemplate(byDefault: button.type != .custom)
                image = ImageContent(picture: .file(PlacedImage(asset: file, darkAsset: spec.darkFile, rect: box,
                                                                tint: template ? .color(spec.tintColor ?? ink) : nil)))
            } else if let name = spec.systemName {
                image = ImageContent(picture: .glyph(name: name, box: box, tint: spec.color ?? ink))
            }
            if !text.isEmpty {
                let color = button.type == .custom && configured == nil ? (button.tintColor ?? controls.customTitleColor) : ink
                title = TextRun(text: text, font: font, color: color, box: Rect(x: x + imageSize.width, y: 0, width: textWidth, height: local.height))
            }
        } else if let text = button.title, !text.isEmpty {
            var color = tint
            if button.type == .custom {
                color = button.tintColor ?? controls.customTitleColor
            } else if button.type == .roundedRect, let own = controls.roundedRectTitleColor {
                color = button.tintColor ?? own
            }
            var font = controls.buttonFont
            if let configuration = button.configuration, let configured = controls.configurationButton {
                font = configured.font
                color = configuration.isProminent ? .white : tint
            }
            title = TextRun(text: text, font: font, color: color, box: local.insetBy(dx: controls.titleInset, dy: 0), alignment: .center)
        }
        var content = ButtonContent(type: button.type, tint: tint, title: title, glyphBox: glyphBox)
        content.image = image
        if controls.configurationButton != nil { content.configuration = button.configuration }
        return PresentedView(kind: .button, frame: frame, title: button.title, content: .control(ControlContent(.button(content))))
    }

    // MARK: Text fields

    func textFieldFont(_ spec: FontSpec) -> Font {
        spec.font(metrics.family, category: traits.preferredContentSizeCategory, size: controls.textFieldFont.size,
                  weight: controls.textFieldFont.weight)
    }

    /// A text field; while `editing`, its caret shows after the text and its
    /// clear button with any text (UITextField's `whileEditing` mode).
    func textFieldView(_ field: TextFieldSpec, frame: Rect, editing: Bool = false) -> PresentedView {
        let local = Rect(origin: .zero, size: frame.size)
        // A secure field shows a bullet (U+2022) for each character, as UITextField draws it.
        let text = field.isSecureTextEntry ? String(repeating: TextFieldSpec.secureBullet, count: (field.text ?? "").count) : field.text ?? ""
        let inset = field.borderStyle == .none ? 0 : controls.textInset
        var textBox = local.insetBy(dx: inset, dy: 0)
        var clear: Rect?
        if field.clearButton || editing, !text.isEmpty {
            let box = controls.clearButtonBox, diameter = controls.clearButtonDiameter
            let boxX = local.maxX - controls.clearButtonRightInset - box
            clear = Rect(x: boxX + (box - diameter) / 2, y: (local.height - diameter) / 2, width: diameter, height: diameter)
            textBox.width = max(0, boxX - textBox.minX)
        }
        let run = fieldText(text, placeholder: field.placeholder, font: textFieldFont(field.font),
                            placeholderColor: controls.placeholderColor, box: textBox)
        var content = TextFieldContent(borderStyle: field.borderStyle, text: run, clearButton: clear)
        if editing {
            let font = textFieldFont(field.font)
            let width = text.isEmpty ? 0 : min(measurer.measure(text, font: font, maxWidth: nil, lineLimit: 1).width, textBox.width)
            content.caret = caret(ending: text, width: width, in: textBox, midY: local.midY, font: font)
        }
        return PresentedView(
            kind: .textField, frame: frame, text: text.isEmpty ? nil : text,
            content: .control(ControlContent(.textField(content)))
        )
    }

    /// The insertion point after `x`, as tall as a line of `font` (chosen: 1.2 times its size), centred on `midY`.
    func caret(x: Double, midY: Double, font: Font) -> Rect {
        let height = (font.size * 1.2).rounded()
        return Rect(x: x + 1, y: midY - height / 2, width: metrics.presentation.caretWidth, height: height)
    }

    /// The insertion point at the end of `text`, `width` wide, in `box`
    /// (before the window is mirrored for a right-to-left interface). Text
    /// that reads against the interface's direction is drawn from the box's
    /// other edge, so its end is found from there: Latin text in a
    /// right-to-left interface ends at the right edge once mirrored; Arabic or
    /// Hebrew in a left-to-right one, right-aligned, ends left of its start.
    func caret(ending text: String, width: Double, in box: Rect, midY: Double, font: Font) -> Rect {
        var rect = caret(x: box.minX + width, midY: midY, font: font)
        switch (traits.isRightToLeft, text.readsRightToLeft) {
        case (true, false): rect.origin.x = box.minX - 1 - rect.width
        case (false, true): rect.origin.x = box.maxX - width - 1 - rect.width
        case (false, false), (true, true): break
        }
        return rect
    }

    /// The text in black, else the placeholder in its grey, else nothing.
    private func fieldText(_ text: String, placeholder: String?, font: Font, placeholderColor: Color, box: Rect) -> TextRun? {
        if !text.isEmpty { return TextRun(text: text, font: font, color: metrics.textColor, box: box) }
        guard let placeholder, !placeholder.isEmpty else { return nil }
        return TextRun(text: placeholder, font: font, color: placeholderColor, box: box)
    }

    // MARK: Image views

    func imageView(_ image: ImageViewSpec, frame: Rect, tint: Color? = nil) -> PresentedView {
        let picture = image.image.flatMap {
            self.picture($0, mode: image.contentMode, in: Size(width: frame.width, height: frame.height), tint: tint ?? controls.glyphColor,
                         templateByDefault: false)
        }
        var content = ImageContent(picture: picture)
        content.emboldening = image.image?.symbolConfiguration?.weight?.emboldening ?? 0
        return PresentedView(kind: .imageView, frame: frame, content: .control(ControlContent(.imageView(content))))
    }

    /// The point size a symbol configured with a scale alone is drawn for: the body style's (17).
    static let symbolDefaultPointSize = 17.0

    /// What an image shows in a view of `size` (relative boxes): a file placed
    /// by the content mode (a template filled with `tint` unless the image
    /// has its own), a glyph in its square, or a flat colour.
    func picture(_ image: ImageSpec, mode: ImageViewSpec.ContentMode, in size: Size, tint: Color, templateByDefault: Bool) -> ImageContent.Picture? {
        if let file = image.file {
            let rect = mode.placement(of: file.size, in: size)
            let template = image.isTemplate(byDefault: templateByDefault)
            return .file(PlacedImage(asset: file, darkAsset: image.darkFile, rect: rect, tint: template ? .color(image.tintColor ?? tint) : nil))
        }
        if let name = image.systemName {
            let side = image.symbolConfiguration?.side(defaultPointSize: Self.symbolDefaultPointSize) ?? controls.glyphNaturalSize
            let box = mode.placement(of: Size(width: side, height: side), in: size)
            return .glyph(name: name, box: box, tint: image.color ?? image.tintColor ?? tint)
        }
        return image.color.map { .color($0) }
    }

    // MARK: Search bars

    func searchBarView(_ bar: SearchBarSpec, frame: Rect) -> PresentedView {
        let height = min(controls.searchFieldHeight, frame.height)
        let field = Rect(
            x: controls.searchFieldInset, y: ((frame.height - height) / 2).rounded(),
            width: max(0, frame.width - 2 * controls.searchFieldInset), height: height
        )
        let text = bar.text ?? ""
        let glassSide = controls.glassSize
        let font = controls.searchFont
        var glassX = field.minX + controls.glassInset
        if controls.centresEmptySearchField, text.isEmpty {
            // NB: iOS 7 centres the glass and placeholder of an empty, inactive search field.
            let placeholder = measurer.width(of: bar.placeholder ?? "", font: font).rounded(.up)
            glassX = max(glassX, field.midX - (glassSide + controls.glassGap + placeholder) / 2)
        }
        let glass = Rect(x: glassX, y: field.midY - glassSide / 2, width: glassSide, height: glassSide)
        let textX = glass.maxX + controls.glassGap
        let textBox = Rect(x: textX, y: field.minY, width: max(0, field.maxX - controls.searchTextTrailingInset - textX), height: field.height)
        let run = fieldText(text, placeholder: bar.placeholder, font: font, placeholderColor: controls.searchPlaceholderColor, box: textBox)
        let content = SearchBarContent(field: field, glass: glass, text: run)
        return PresentedView(
            kind: .searchBar, frame: frame, text: text.isEmpty ? nil : text,
            content: .control(ControlContent(.searchBar(content)))
        )
    }
}
