import MockupCore

// Built-in glyphs by name for image views and custom tab items, named after
// their SF Symbols counterparts. Solid where a tab bar would fill them.
extension Glyph {
    /// The named designs beyond the system items' own names.
    static var symbolDesigns: [(String, GlyphPen)] {
        [
            ("star", solidStar()), ("clock", solidClock()), ("person", person()), ("book", book()),
            ("magnifyingglass", magnifier(line: 3.2, handle: 4.2)), ("arrow.down", arrowDown()),
            ("gear", gear()), ("house", house()), ("heart", heart()), ("envelope", envelope()),
            ("folder", folder()), ("photo", photo()), ("phone", phone()), ("globe", globe()),
            ("ellipsis", dots()), ("plus", plus()), ("info", info()), ("checkmark", checkmark()),
            ("chevron.right", chevron()), ("chevron.left", chevron().mirrored), ("xmark", cross()),
            ("trash", trash()), ("camera", camera()), ("square.and.arrow.up", action()),
            ("arrow.clockwise", refresh()), ("arrow.counterclockwise", refresh().mirrored),
            ("square.and.pencil", compose()), ("arrow.uturn.left", uTurn()), ("arrow.uturn.right", uTurn().mirrored),
            ("circle", ring()), ("circle.fill", disc()), ("square", squareFrame()), ("square.fill", solidSquare()),
            ("play", play()), ("pause", pause()), ("forward", fastForward()), ("backward", fastForward().mirrored),
        ]
    }

    /// A circle's outline, as SF Symbols' `circle`.
    static func ring() -> GlyphPen {
        var pen = GlyphPen()
        pen.ring(p(12, 12), 9.5, width: 2)
        return pen
    }

    static func disc() -> GlyphPen {
        var pen = GlyphPen()
        pen.circle(p(12, 12), 10.5)
        return pen
    }

    /// A rounded square's outline, as SF Symbols' `square`.
    static func squareFrame() -> GlyphPen {
        var pen = GlyphPen()
        pen.frame(r(3, 3, 18, 18), radius: 3.5, width: 2)
        return pen
    }

    static func solidSquare() -> GlyphPen {
        var pen = GlyphPen()
        pen.add(.roundedRect(r(2, 2, 20, 20), radius: 3.5))
        return pen
    }

    /// A solid arrow pointing down.
    static func arrowDown() -> GlyphPen {
        var pen = GlyphPen()
        pen.add(.rect(r(10.3, 2.5, 3.4, 11)))
        pen.polygon([p(4.5, 12.5), p(19.5, 12.5), p(12, 21.5)])
        return pen
    }

    /// A cog of eight teeth with a hole in the middle.
    static func gear() -> GlyphPen {
        var pen = GlyphPen()
        let center = p(12, 12)
        pen.circle(center, 8)
        for i in 0..<8 {
            let a = Double(i) * 45
            pen.polygon([
                Path.polar(center, 7, a - 13), Path.polar(center, 11, a - 8),
                Path.polar(center, 11, a + 8), Path.polar(center, 7, a + 13),
            ])
        }
        pen.circle(center, 3.4, hole: true)
        return pen
    }

    /// A house with a pitched roof and a door.
    static func house() -> GlyphPen {
        var pen = GlyphPen()
        pen.polygon([
            p(12, 2.5), p(22, 11.8), p(19, 11.8), p(19, 21.5), p(14.2, 21.5), p(14.2, 15.2),
            p(9.8, 15.2), p(9.8, 21.5), p(5, 21.5), p(5, 11.8), p(2, 11.8),
        ])
        return pen
    }

    static func heart() -> GlyphPen {
        var heart = Path()
        heart.move(to: p(12, 21))
        heart.curve(to: p(2, 8.6), control1: p(5.2, 16.2), control2: p(2, 12.6))
        heart.curve(to: p(7, 3.5), control1: p(2, 5.6), control2: p(4.3, 3.5))
        heart.curve(to: p(12, 6.6), control1: p(9.2, 3.5), control2: p(11, 4.9))
        heart.curve(to: p(17, 3.5), control1: p(13, 4.9), control2: p(14.8, 3.5))
        heart.curve(to: p(22, 8.6), control1: p(19.7, 3.5), control2: p(22, 5.6))
        heart.curve(to: p(12, 21), control1: p(22, 12.6), control2: p(18.8, 16.2))
        heart.close()
        var pen = GlyphPen()
        pen.add(heart)
        return pen
    }

    /// An envelope outline with the flap's V.
    static func envelope() -> GlyphPen {
        var pen = GlyphPen()
        pen.frame(r(2.5, 5.5, 19, 13), radius: 1.6, width: 2)
        pen.stroke([p(3.2, 6.4), p(12, 13.2), p(20.8, 6.4)], width: 2)
        return pen
    }

    /// A solid folder with a tab.
    static func folder() -> GlyphPen {
        var pen = GlyphPen()
        pen.add(.roundedRect(r(2.5, 7.5, 19, 13), radius: 1.6))
        pen.add(.roundedRect(r(2.5, 4.5, 8, 5), radius: 1.4))
        pen.polygon([p(9, 4.5), p(10, 4.5), p(12.5, 7.5), p(9, 8.5)])
        return pen
    }

    /// A framed picture of hills under a sun.
    static func photo() -> GlyphPen {
        var pen = GlyphPen()
        pen.frame(r(2.5, 4.5, 19, 15), radius: 1.6, width: 2)
        pen.polygon([p(3.4, 18.6), p(9, 11.2), p(12.8, 15.6), p(15.4, 12.8), p(20.6, 18.6)])
        pen.circle(p(16, 9), 1.9)
        return pen
    }

    /// A telephone handset: a curved grip between an ear cup and a mouth cup.
    static func phone() -> GlyphPen {
        var pen = GlyphPen()
        let center = p(20, 4), radius = 14.5
        pen.arc(center, radius, from: 100, to: 170, width: 4.2)
        for angle in [95.0, 175] {
            // A cup is a rounded rectangle along the grip, standing out toward the face.
            let cup = Path.roundedRect(r(-3.8, -2.9, 7.6, 5.8), radius: 2.2)
            let middle = Path.polar(center, radius - 1.2, angle)
            let place = AffineTransform.rotation((angle + 90) * .pi / 180).concatenating(.translation(x: middle.x, y: middle.y))
            pen.add(cup.applying(place))
        }
        return pen
    }

    /// A globe: outline, a meridian, the equator and two parallels.
    static func globe() -> GlyphPen {
        var pen = GlyphPen()
        let line = 1.6, h = line / 2
        pen.ring(p(12, 12), 9.5, width: line)
        pen.add(.ellipse(in: r(12 - 4.6 - h, 2.5 - h, 9.2 + line, 19 + line)))
        pen.add(.ellipse(in: r(12 - 4.6 + h, 2.5 + h, 9.2 - line, 19 - line)), hole: true)
        pen.stroke([p(2.6, 12), p(21.4, 12)], width: line)
        for y in [6.8, 17.2] {
            let half = (9.5 * 9.5 - (y - 12) * (y - 12)).squareRoot()
            pen.stroke([p(12 - half, y), p(12 + half, y)], width: line)
        }
        return pen
    }

    /// A lowercase i in a circle.
    static func info() -> GlyphPen {
        var pen = GlyphPen()
        pen.ring(p(12, 12), 9.6, width: 2)
        pen.circle(p(12, 7.4), 1.5)
        pen.polygon([
            p(10, 10.2), p(13, 10.2), p(13, 16.4), p(14.4, 16.4), p(14.4, 18),
            p(9.6, 18), p(9.6, 16.4), p(11, 16.4), p(11, 11.8), p(10, 11.8),
        ])
        return pen
    }

    static func checkmark() -> GlyphPen {
        var pen = GlyphPen()
        pen.stroke([p(3.5, 12.5), p(9.3, 18.3), p(20.5, 5.8)], width: 2.8, cap: .round)
        return pen
    }

    /// A chevron pointing right.
    static func chevron() -> GlyphPen {
        var pen = GlyphPen()
        pen.stroke([p(8, 3.5), p(16.5, 12), p(8, 20.5)], width: 2.8, cap: .round)
        return pen
    }
}
