import MockupCore

/// The pictures of UIKit's system items and a small built-in set, drawn as
/// vector outlines (no image files) and fitted in a box.
///
/// Each glyph is designed on a 24 x 24 grid and scaled to the box's shorter
/// side, centred; bar button glyphs are meant for about 20 points, tab bar
/// glyphs for about 30. The result is one filled shape, so the theme can paint
/// it in a flat colour (white, or the tint colour) or with a look's gradient
/// (a glossy selected tab).
///
///     let box = Rect(x: 10, y: 12, width: 20, height: 20)
///     if let glyph = Glyph.barButton(.compose, in: box) {
///         list.fill(glyph.path, .color(.white), rule: glyph.rule)
///     }
public enum Glyph {
    /// The glyph of a bar button system item, fitted in `box` (points), or nil
    /// for items drawn as words (edit, done, cancel, save) and spaces; its
    /// lines `lineWeight` times iPhone OS's thickness.
    public static func barButton(_ item: BarButtonItemSpec.SystemItem, in box: Rect, lineWeight: Double = 1) -> GlyphShape? {
        barDesign(item, lineWeight: lineWeight).map { GlyphShape(design: $0.path, in: box) }
    }

    /// The glyph of a tab bar system item, fitted in `box`.
    public static func tabBar(_ item: TabBarItemSpec.SystemItem, in box: Rect) -> GlyphShape {
        GlyphShape(design: tabDesign(item).path, in: box)
    }

    /// A built-in glyph by name (as in an image view's or a custom tab item's
    /// `systemName`), fitted in `box`; nil for a name not in `names`.
    ///
    /// Names include SF Symbols-like ones (`star`, `magnifyingglass`,
    /// `chevron.right`, `square.and.arrow.up`, ...) and every bar button and
    /// tab bar system item's name (`compose`, `topRated`, ...). Where a bar
    /// item and a tab item share a name (`bookmarks`, `search`), the name gives
    /// the tab bar's heavier glyph. Some 700 more SF Symbols names (`airplane`,
    /// `wifi`, `bell.fill`, `person.crop.circle`...) come from the symbol set
    /// (`SymbolSet`).
    public static func named(_ name: String, in box: Rect) -> GlyphShape? {
        namedDesigns[name].map { GlyphShape(design: $0, in: box) }
    }

    /// Every name `named(_:in:)` accepts, sorted.
    public static let names: [String] = namedDesigns.keys.sorted()

    /// The names of mockup's own designs (not the symbol set's), sorted.
    public static let ownNames: [String] = ownDesigns.keys.sorted()

    /// The designs behind `named(_:in:)`, drawn once.
    static let namedDesigns: [String: Path] = {
        var designs = ownDesigns
        // The built-in designs win where both have a name; the symbol set draws the rest.
        for (name, path) in SymbolSet.designs where designs[name] == nil { designs[name] = path }
        return designs
    }()

    /// mockup's own designs: the system items' and the built-in symbols'.
    static let ownDesigns: [String: Path] = {
        var designs: [String: Path] = [:]
        for item in BarButtonItemSpec.SystemItem.allCases {
            if let pen = barDesign(item) { designs[item.rawValue] = pen.path }
        }
        for item in TabBarItemSpec.SystemItem.allCases { designs[item.rawValue] = tabDesign(item).path }
        for (name, pen) in symbolDesigns { designs[name] = pen.path }
        return designs
    }()

    // MARK: - Design helpers

    /// A point on the design grid.
    static func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    /// A rectangle on the design grid.
    static func r(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
        Rect(x: x, y: y, width: width, height: height)
    }

    /// A regular star of `points` tips, the first pointing up.
    static func star(center: Point, outer: Double, inner: Double, points: Int = 5) -> [Point] {
        (0..<(points * 2)).map { i in
            Path.polar(center, i.isMultiple(of: 2) ? outer : inner, -90 + Double(i) * 180 / Double(points))
        }
    }
}
