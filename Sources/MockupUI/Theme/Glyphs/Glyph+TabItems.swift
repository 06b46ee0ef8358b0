import MockupCore

// Tab bar system items, about 30 points in a tab bar: solid silhouettes, as
// iPhone OS drew them, so a look can fill the selected one with a gradient.
extension Glyph {
    /// The design of a tab bar item.
    static func tabDesign(_ item: TabBarItemSpec.SystemItem) -> GlyphPen {
        switch item {
        case .more: dots()
        case .favorites: solidStar()
        case .featured: rosette()
        case .topRated: rating()
        case .recents: solidClock()
        case .contacts: person()
        case .history: history()
        case .bookmarks: book()
        case .search: magnifier(line: 3.2, handle: 4.2)
        case .downloads: downloads()
        case .mostRecent: ringClock()
        case .mostViewed: stack()
        }
    }

    /// Three dots in a row.
    static func dots() -> GlyphPen {
        var pen = GlyphPen()
        for x in [4.5, 12, 19.5] { pen.circle(p(x, 12), 2.6) }
        return pen
    }

    static func solidStar() -> GlyphPen {
        var pen = GlyphPen()
        pen.polygon(star(center: p(12, 12.6), outer: 11, inner: 4.7))
        return pen
    }

    /// An award rosette: a disc with a star cut out of it and two ribbon tails.
    static func rosette() -> GlyphPen {
        var pen = GlyphPen()
        pen.polygon([p(7.6, 13.5), p(11, 16), p(8.8, 22.5), p(7.2, 20.3), p(4.6, 21)])
        pen.polygon([p(16.4, 13.5), p(13, 16), p(15.2, 22.5), p(16.8, 20.3), p(19.4, 21)])
        pen.circle(p(12, 9.5), 7.8)
        pen.polygon(star(center: p(12, 9.9), outer: 4.6, inner: 2), hole: true)
        return pen
    }

    /// A big star between two small ones, like a rating.
    static func rating() -> GlyphPen {
        var pen = GlyphPen()
        pen.polygon(star(center: p(12, 10), outer: 8.2, inner: 3.5))
        pen.polygon(star(center: p(3.6, 19.2), outer: 3.4, inner: 1.5))
        pen.polygon(star(center: p(20.4, 19.2), outer: 3.4, inner: 1.5))
        return pen
    }

    /// A solid clock face with its hands cut out.
    static func solidClock() -> GlyphPen {
        var pen = GlyphPen()
        pen.circle(p(12, 12), 10.5)
        pen.stroke([p(12, 4.8), p(12, 12.9), p(17.4, 12.9)], width: 2.4, hole: true)
        return pen
    }

    /// A clock outline with solid hands.
    static func ringClock() -> GlyphPen {
        var pen = GlyphPen()
        pen.ring(p(12, 12), 9.4, width: 2.8)
        pen.stroke([p(12, 6), p(12, 12.9), p(16.4, 12.9)], width: 2.4)
        return pen
    }

    /// Hands of a clock inside an arrow circling back anticlockwise.
    static func history() -> GlyphPen {
        var pen = GlyphPen()
        let center = p(12.8, 12)
        pen.arc(center, 9, from: 200, to: 510, width: 2.6)
        let end = Path.polar(center, 9, 200)
        pen.arrowhead(tip: Path.polar(end, 4.6, 110), degrees: 110, length: 5.4, width: 7.4)
        pen.stroke([p(12.8, 6.8), p(12.8, 12.6), p(16.4, 15.2)], width: 2.4)
        return pen
    }

    /// A head and shoulders.
    static func person() -> GlyphPen {
        var pen = GlyphPen()
        pen.circle(p(12, 7.4), 4.9)
        var shoulders = Path()
        shoulders.move(to: p(2.5, 21.5))
        shoulders.curve(to: p(12, 13.6), control1: p(2.5, 16.2), control2: p(7, 13.6))
        shoulders.curve(to: p(21.5, 21.5), control1: p(17, 13.6), control2: p(21.5, 16.2))
        shoulders.close()
        pen.add(shoulders)
        return pen
    }

    /// An open book: two pages with curved edges parted at the spine.
    static func book() -> GlyphPen {
        var page = Path()
        page.move(to: p(11.2, 6.4))
        page.curve(to: p(2, 5), control1: p(8.6, 4.4), control2: p(5, 4))
        page.line(to: p(2, 19.6))
        page.curve(to: p(11.2, 21), control1: p(5, 18.6), control2: p(8.6, 19))
        page.close()
        var pen = GlyphPen()
        pen.add(page)
        return GlyphPen.union(pen, pen.mirrored)
    }

    /// A magnifying glass: a ring and a round-ended handle to the bottom right.
    static func magnifier(line: Double, handle: Double) -> GlyphPen {
        var pen = GlyphPen()
        let center = p(10, 10), radius = 6.6
        pen.ring(center, radius, width: line)
        let start = Path.polar(center, radius + line / 2 - 0.3, 45)
        pen.stroke([start, p(20.5, 20.5)], width: handle, cap: .round)
        return pen
    }

    /// An arrow pointing down into a tray.
    static func downloads() -> GlyphPen {
        var pen = GlyphPen()
        pen.add(.rect(r(10.2, 2.5, 3.6, 8.5)))
        pen.polygon([p(5.5, 10.5), p(18.5, 10.5), p(12, 17.2)])
        pen.stroke([p(3, 13.5), p(3, 21), p(21, 21), p(21, 13.5)], width: 2.8)
        return pen
    }

    /// Three cards stacked, the back ones peeking out above.
    static func stack() -> GlyphPen {
        var pen = GlyphPen()
        pen.add(.roundedRect(r(2.5, 10, 19, 11.5), radius: 1.8))
        pen.add(.roundedRect(r(4.5, 6.3, 15, 2.4), radius: 1))
        pen.add(.roundedRect(r(6.5, 2.6, 11, 2.4), radius: 1))
        return pen
    }
}
