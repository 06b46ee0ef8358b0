import MockupCore

// Bar button system items, about 20 points on a toolbar or navigation bar:
// lines 2.2 units thick (1.8 points at 20), solid where iPhone OS drew solid.
extension Glyph {
    /// The thickness of bar button glyph lines, in design units.
    static let barLine = 2.2

    /// The design of a bar button item, its lines `lineWeight` times their
    /// iPhone OS thickness; nil for words and spaces.
    static func barDesign(_ item: BarButtonItemSpec.SystemItem, lineWeight: Double = 1) -> GlyphPen? {
        switch item {
        case .add: plus(lineWeight: lineWeight)
        case .compose: compose(lineWeight: lineWeight)
        case .reply: reply(lineWeight: lineWeight)
        case .action: action(lineWeight: lineWeight)
        case .organize: organize(lineWeight: lineWeight)
        case .bookmarks: book()
        case .search: magnifier(line: barLine * lineWeight, handle: 3 * lineWeight)
        case .refresh: refresh(lineWeight: lineWeight)
        case .stop: cross(lineWeight: lineWeight)
        case .camera: camera()
        case .trash: trash(lineWeight: lineWeight)
        case .play: play()
        case .pause: pause()
        case .rewind: fastForward().mirrored
        case .fastForward: fastForward()
        case .undo: uTurn(lineWeight: lineWeight)
        case .redo: uTurn(lineWeight: lineWeight).mirrored
        case .edit, .done, .cancel, .save, .flexibleSpace, .fixedSpace: nil
        }
    }

    /// A bold plus.
    static func plus(lineWeight: Double = 1) -> GlyphPen {
        var pen = GlyphPen(lineWeight: lineWeight)
        pen.stroke([p(12, 3.5), p(12, 20.5)], width: 2.6)
        pen.stroke([p(3.5, 12), p(20.5, 12)], width: 2.6)
        return pen
    }

    /// A square open at its top-right corner, a pencil coming down into it.
    static func compose(lineWeight: Double = 1) -> GlyphPen {
        var pen = GlyphPen(lineWeight: lineWeight)
        pen.stroke([p(12.5, 5), p(3.5, 5), p(3.5, 20.5), p(19, 20.5), p(19, 11.5)], width: barLine)
        // The pencil lies along the diagonal from its point at (8.5, 15.5) up to the right.
        let axis = -45.0, tip = p(8.5, 15.5)
        let cone = Path.polar(tip, 3.4, axis), ferrule = Path.polar(tip, 12.2, axis), end = Path.polar(tip, 13.4, axis)
        let eraserEnd = Path.polar(tip, 16.6, axis)
        let h = 1.8
        pen.polygon([
            tip, Path.polar(cone, h, axis - 90), Path.polar(ferrule, h, axis - 90),
            Path.polar(ferrule, h, axis + 90), Path.polar(cone, h, axis + 90),
        ])
        pen.polygon([
            Path.polar(end, h, axis - 90), Path.polar(eraserEnd, h, axis - 90),
            Path.polar(eraserEnd, h, axis + 90), Path.polar(end, h, axis + 90),
        ])
        return pen
    }

    /// Mail's reply: an arrowhead pointing left, its shaft sweeping down to the right.
    static func reply(lineWeight: Double = 1) -> GlyphPen {
        var pen = GlyphPen(lineWeight: lineWeight)
        pen.polygon([p(2, 10.5), p(10.5, 3), p(10.5, 18)])
        pen.arc(p(10, 22), 11.5, from: -90, to: -8, width: 4.2)
        return pen
    }

    /// iOS 7's share: a tray open at the top, an arrow rising out of it.
    static func action(lineWeight: Double = 1) -> GlyphPen {
        var pen = GlyphPen(lineWeight: lineWeight)
        pen.stroke([p(8.5, 9), p(4.5, 9), p(4.5, 21.5), p(19.5, 21.5), p(19.5, 9), p(15.5, 9)], width: barLine)
        pen.stroke([p(12, 3.5), p(12, 15.5)], width: barLine)
        pen.stroke([p(7.6, 7.4), p(12, 3), p(16.4, 7.4)], width: barLine)
        return pen
    }

    /// A folder outline with a tab and the front flap's edge.
    static func organize(lineWeight: Double = 1) -> GlyphPen {
        var pen = GlyphPen(lineWeight: lineWeight)
        pen.stroke([p(3, 4.5), p(9.5, 4.5), p(11.5, 7), p(21, 7), p(21, 20), p(3, 20)], width: barLine, closed: true)
        pen.stroke([p(3, 10.5), p(21, 10.5)], width: barLine)
        return pen
    }

    /// A circular arrow running clockwise, open at the top right.
    static func refresh(lineWeight: Double = 1) -> GlyphPen {
        var pen = GlyphPen(lineWeight: lineWeight)
        let center = p(12, 12.5), radius = 8.0
        let end = 262.0, heading = end + 90
        pen.arc(center, radius, from: -30, to: end, width: barLine)
        pen.arrowhead(tip: Path.polar(Path.polar(center, radius, end), 5.2, heading), degrees: heading, length: 5.6, width: 7.4)
        return pen
    }

    /// Stop: an X with round ends.
    static func cross(lineWeight: Double = 1) -> GlyphPen {
        var pen = GlyphPen(lineWeight: lineWeight)
        pen.stroke([p(5, 5), p(19, 19)], width: 2.6, cap: .round)
        pen.stroke([p(19, 5), p(5, 19)], width: 2.6, cap: .round)
        return pen
    }

    /// A camera body with a raised top, a lens ring and a flash window.
    static func camera() -> GlyphPen {
        var pen = GlyphPen()
        pen.add(.roundedRect(r(2, 7, 20, 14), radius: 2.6))
        pen.add(.roundedRect(r(7.5, 4.2, 9, 4), radius: 1.2))
        pen.circle(p(12, 14), 5.2, hole: true)
        pen.circle(p(12, 14), 3.5)
        pen.add(.roundedRect(r(17.6, 9, 2.6, 1.8), radius: 0.6), hole: true)
        return pen
    }

    /// A can with a lid and handle; the can has three vertical slots.
    static func trash(lineWeight: Double = 1) -> GlyphPen {
        var pen = GlyphPen(lineWeight: lineWeight)
        pen.add(.roundedRect(r(3.5, 5, 17, 2.4), radius: 0.8))
        pen.stroke([p(9.5, 5.4), p(9.5, 2.8), p(14.5, 2.8), p(14.5, 5.4)], width: 1.8)
        pen.polygon([p(5.2, 8.6), p(18.8, 8.6), p(17.6, 21.5), p(6.4, 21.5)])
        for x in [9.0, 12, 15] {
            pen.add(.roundedRect(r(x - 0.7, 11, 1.4, 8), radius: 0.7), hole: true)
        }
        return pen
    }

    static func play() -> GlyphPen {
        var pen = GlyphPen()
        pen.polygon([p(6, 3.5), p(20.5, 12), p(6, 20.5)])
        return pen
    }

    static func pause() -> GlyphPen {
        var pen = GlyphPen()
        pen.add(.rect(r(5.5, 4, 4.5, 16)))
        pen.add(.rect(r(14, 4, 4.5, 16)))
        return pen
    }

    /// Two triangles pointing right, the first one's tip touching the second.
    static func fastForward() -> GlyphPen {
        var pen = GlyphPen()
        pen.polygon([p(2.5, 5), p(12, 12), p(2.5, 19)])
        pen.polygon([p(12, 5), p(21.5, 12), p(12, 19)])
        return pen
    }

    /// Undo: an arrowhead pointing left, its shaft turning back under itself.
    static func uTurn(lineWeight: Double = 1) -> GlyphPen {
        var pen = GlyphPen(lineWeight: lineWeight)
        pen.polygon([p(2.5, 8), p(8.5, 3), p(8.5, 13)])
        pen.stroke([p(8, 8), p(14, 8)], width: barLine)
        pen.arc(p(14, 14), 6, from: -90, to: 90, width: barLine)
        pen.stroke([p(14, 20), p(8, 20)], width: barLine)
        return pen
    }
}
