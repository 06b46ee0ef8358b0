import MockupCore

extension IOS17Look {
    /// UIButton.Configuration's backgrounds: gray, tinted and filled rounded
    /// rectangles (plain and the older types have none). iOS 26's glass
    /// styles, which iOS 17 had not, are drawn as the nearest it had: glass
    /// as gray, prominent glass as filled.
    func buttonChrome(_ button: ButtonContent, frame: Rect, theme: Theme) -> [DisplayItem] {
        let fill: Color
        switch button.configuration {
        case .gray?, .glass?: fill = chrome.grayButtonFill
        case .tinted?: fill = button.tint.withAlpha(chrome.tintedButtonAlpha)
        case .filled?, .prominentGlass?: fill = button.tint
        case .plain?, nil: return []
        }
        return [.fill(.roundedRect(frame, radius: chrome.configurationRadius), .color(fill), .winding)]
    }

    func buttonGlyph(_ type: ButtonSpec.ButtonType, tint: Color, box: Rect, theme: Theme) -> [DisplayItem] {
        base.buttonGlyph(type, tint: tint, box: box, theme: theme)
    }

    /// The grey track, rounded 8.
    func segmentedControl(_ look: SegmentedLook, frame: Rect, theme: Theme) -> [DisplayItem] {
        [.fill(.roundedRect(frame, radius: metrics.controls.segmentedRadius), .color(chrome.segmentTrack), .winding)]
    }

    var slidesSegmentThumb: Bool { true }

    /// The white thumb with its two soft shadows and faint ring, inset in the
    /// selected segment's frame.
    func segmentThumb(_ frame: Rect, theme: Theme) -> [DisplayItem] {
        let thumb = frame.insetBy(dx: chrome.thumbInset, dy: chrome.thumbInset)
        let path = Path.roundedRect(thumb, radius: chrome.thumbRadius)
        var items: [DisplayItem] = chrome.thumbShadows.map { shadow in
            .group(Group(shadow: shadow, items: [.fill(path, .color(chrome.thumbFill), .winding)]))
        }
        items.append(.fill(theme.ring(thumb.insetBy(dx: -0.5, dy: -0.5), radius: chrome.thumbRadius + 0.5, width: 0.5),
                           .color(chrome.thumbRing), .evenOdd))
        return items
    }

    /// A segment other than the selected one has a short separator on its
    /// leading side, hidden beside the thumb; every segment its title.
    func segment(_ segment: SegmentContent, frame: Rect, theme: Theme) -> [DisplayItem] {
        var items: [DisplayItem] = []
        if !segment.selected && !segment.isFirst && !segment.followsSelected {
            let divider = metrics.controls.segmentDivider
            let line = Rect(x: frame.minX - divider, y: frame.minY + chrome.separatorInset,
                            width: divider, height: max(0, frame.height - 2 * chrome.separatorInset))
            items.append(.fill(.rect(line), .color(chrome.separatorColor), .winding))
        }
        items.append(theme.placed(segment.title, in: frame))
        return items
    }

    /// A bordered field is white with a hairline; the search field is filled grey.
    func roundedField(_ frame: Rect, radius: Double, bordered: Bool, theme: Theme) -> [DisplayItem] {
        guard !bordered else {
            return [.fill(.roundedRect(frame, radius: radius), .color(chrome.fieldFill), .winding),
                    .fill(theme.ring(frame, radius: radius, width: theme.grid.hairline), .color(metrics.controls.textFieldBorderTop), .evenOdd)]
        }
        return [.fill(.roundedRect(frame, radius: radius), .color(chrome.searchFieldFill), .winding)]
    }
}
