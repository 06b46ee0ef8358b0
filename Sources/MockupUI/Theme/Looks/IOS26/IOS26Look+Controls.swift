import MockupCore

extension IOS26Look {
    /// UIButton.Configuration's backgrounds as capsules (iOS 26 rounds them
    /// fully; chosen after Apple's design kit): `glass` on clear glass,
    /// `prominentGlass` on glass in the tint, the others as iOS 17 fills them.
    func buttonChrome(_ button: ButtonContent, frame: Rect, theme: Theme) -> [DisplayItem] {
        let capsule = frame.height / 2
        switch button.configuration {
        case .glass?: return glass.shape(frame, radius: capsule, hairline: theme.grid.hairline)
        case .prominentGlass?: return glass.shape(frame, radius: capsule, hairline: theme.grid.hairline, tint: button.tint)
        default: break
        }
        return kept.buttonChrome(button, frame: frame, theme: theme).map { item in
            guard case .fill(_, let paint, let rule) = item else { return item }
            return .fill(.roundedRect(frame, radius: capsule), paint, rule)
        }
    }

    func buttonGlyph(_ type: ButtonSpec.ButtonType, tint: Color, box: Rect, theme: Theme) -> [DisplayItem] {
        kept.buttonGlyph(type, tint: tint, box: box, theme: theme)
    }

    /// The grey track as a capsule (iOS 26 rounds the control fully; chosen).
    func segmentedControl(_ look: SegmentedLook, frame: Rect, theme: Theme) -> [DisplayItem] {
        [.fill(.roundedRect(frame, radius: frame.height / 2), .color(palette(.tertiarySystemFill)), .winding)]
    }

    var slidesSegmentThumb: Bool { true }

    /// The thumb: a capsule inset 2 in the selected segment, white (a lighter grey in the dark), with a soft shadow.
    func segmentThumb(_ frame: Rect, theme: Theme) -> [DisplayItem] {
        let thumb = frame.insetBy(dx: 2, dy: 2)
        let path = Path.roundedRect(thumb, radius: thumb.height / 2)
        let fill = palette.pick(light: .white, dark: Color(r: 99, g: 99, b: 102))
        return [.group(Group(shadow: Shadow(color: Color(r: 0, g: 0, b: 0, a: 0.12), offset: Point(x: 0, y: 2), blur: 6),
                             items: [.fill(path, .color(fill), .winding)]))]
    }

    func segment(_ segment: SegmentContent, frame: Rect, theme: Theme) -> [DisplayItem] {
        kept.segment(segment, frame: frame, theme: theme)
    }

    /// Fields as iOS 17 draws them; a search field (unbordered) is a capsule.
    func roundedField(_ frame: Rect, radius: Double, bordered: Bool, theme: Theme) -> [DisplayItem] {
        kept.roundedField(frame, radius: bordered ? radius : frame.height / 2, bordered: bordered, theme: theme)
    }
}
