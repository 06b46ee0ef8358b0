import MockupCore
import Testing
@testable import MockupUI

/// The system item glyphs: which items have one, and how they sit in their box.
@Suite struct GlyphTests {
    typealias BarItem = BarButtonItemSpec.SystemItem
    typealias TabItem = TabBarItemSpec.SystemItem

    static let words: Set<BarItem> = [.edit, .done, .cancel, .save]
    static let spaces: Set<BarItem> = [.flexibleSpace, .fixedSpace]
    static let pictured = BarItem.allCases.filter { !words.contains($0) && !spaces.contains($0) }

    /// Boxes of every shape the theme might ask for: square, wide, tall, off the origin.
    static let boxes = [
        Rect(x: 0, y: 0, width: 20, height: 20), Rect(x: 13.5, y: 7.25, width: 30, height: 30),
        Rect(x: 100, y: 40, width: 44, height: 20), Rect(x: -5, y: 3, width: 22, height: 37),
    ]

    /// Every glyph in `box`, labelled.
    static func all(in box: Rect) -> [(String, GlyphShape?)] {
        BarItem.allCases.map { ("bar \($0)", Glyph.barButton($0, in: box)) }
            + TabItem.allCases.map { ("tab \($0)", Glyph.tabBar($0, in: box)) }
            + Glyph.ownNames.map { ($0, Glyph.named($0, in: box)) }
    }

    @Test(arguments: pictured)
    func pictureItemsHaveAGlyph(_ item: BarItem) throws {
        let glyph = try #require(Glyph.barButton(item, in: Rect(x: 0, y: 0, width: 20, height: 20)))
        #expect(glyph.path.elements.count >= 4)
        #expect(glyph.rule == .winding)
    }

    @Test func wordsAndSpacesHaveNoGlyph() {
        for item in Self.words.union(Self.spaces) {
            #expect(Glyph.barButton(item, in: Rect(x: 0, y: 0, width: 20, height: 20)) == nil, "\(item)")
        }
        #expect(Set(Self.pictured).count + Self.words.count + Self.spaces.count == BarItem.allCases.count)
    }

    @Test(arguments: TabItem.allCases)
    func everyTabItemHasAGlyph(_ item: TabItem) {
        #expect(Glyph.tabBar(item, in: Rect(x: 0, y: 0, width: 30, height: 30)).path.elements.count >= 4)
    }

    @Test(arguments: boxes)
    func glyphsLieInsideTheirBoxAndAreCentred(_ box: Rect) {
        let side = min(box.width, box.height)
        for (label, glyph) in Self.all(in: box) {
            guard let glyph else { continue }
            let ink = glyph.path.bounds
            #expect(ink.minX >= box.minX - 1e-9 && ink.maxX <= box.maxX + 1e-9, "\(label) \(ink) in \(box)")
            #expect(ink.minY >= box.minY - 1e-9 && ink.maxY <= box.maxY + 1e-9, "\(label) \(ink) in \(box)")
            #expect(abs(ink.midX - box.midX) < 1e-9 && abs(ink.midY - box.midY) < 1e-9, "\(label) off centre")
            // Not a speck: every design spans at least half the grid on its longer side.
            #expect(max(ink.width, ink.height) >= side * 0.5, "\(label) is \(ink.size) in \(box.size)")
        }
    }

    @Test func aspectRatioIsKeptInWideAndTallBoxes() throws {
        let square = try #require(Glyph.barButton(.compose, in: Rect(x: 10, y: 0, width: 20, height: 20)))
        #expect(Glyph.barButton(.compose, in: Rect(x: 0, y: 0, width: 40, height: 20)) == square)
        #expect(Glyph.barButton(.compose, in: Rect(x: 10, y: -10, width: 20, height: 40)) == square)
    }

    @Test func glyphsScaleWithTheirBox() {
        let small = Glyph.tabBar(.contacts, in: Rect(x: 0, y: 0, width: 15, height: 15)).path.bounds
        let large = Glyph.tabBar(.contacts, in: Rect(x: 0, y: 0, width: 30, height: 30)).path.bounds
        #expect(abs(large.width - 2 * small.width) < 1e-9 && abs(large.height - 2 * small.height) < 1e-9)
    }

    @Test func glyphsWithinASetAreDistinct() {
        let box = Rect(x: 0, y: 0, width: 24, height: 24)
        let bars = Self.pictured.compactMap { Glyph.barButton($0, in: box) }
        let tabs = TabItem.allCases.map { Glyph.tabBar($0, in: box) }
        #expect(Set(bars).count == Self.pictured.count)
        #expect(Set(tabs).count == TabItem.allCases.count)
    }

    /// Rewind is fast forward seen in a mirror; redo is undo's.
    @Test(arguments: [(BarItem.rewind, BarItem.fastForward), (.redo, .undo)])
    func mirroredPairs(_ item: BarItem, _ mirror: BarItem) throws {
        let box = Rect(x: 0, y: 0, width: 20, height: 20)
        let a = try #require(Glyph.barButton(item, in: box)), b = try #require(Glyph.barButton(mirror, in: box))
        func points(_ path: Path, flip: Bool) -> [Int] {
            path.elements.flatMap { element -> [Point] in
                switch element {
                case .move(let p), .line(let p): [p]
                case .curve(let c1, let c2, let p): [c1, c2, p]
                case .close: []
                }
            }
            .map { Int(((flip ? box.maxX + box.minX - $0.x : $0.x) * 1e4).rounded()) * 1_000_000 + Int(($0.y * 1e4).rounded()) }
            .sorted()
        }
        #expect(points(a.path, flip: false) == points(b.path, flip: true))
    }

    @Test func unknownNamesAreNil() {
        for name in ["", "Star", "star ", "no.such.glyph", "edit", "flexibleSpace"] {
            #expect(Glyph.named(name, in: Rect(x: 0, y: 0, width: 24, height: 24)) == nil, "\(name)")
        }
    }

    @Test func namesAreSortedUniqueAndResolve() {
        #expect(Glyph.names == Glyph.names.sorted())
        #expect(Set(Glyph.names).count == Glyph.names.count)
        for name in Glyph.names {
            #expect(Glyph.named(name, in: Rect(x: 0, y: 0, width: 24, height: 24)) != nil, "\(name)")
        }
    }

    @Test func namesCoverTheBuiltInSetAndEverySystemItem() {
        let required = [
            "star", "clock", "person", "book", "magnifyingglass", "arrow.down", "gear", "house", "heart",
            "envelope", "folder", "photo", "phone", "globe", "ellipsis", "plus", "info", "checkmark",
            "chevron.right", "chevron.left", "xmark", "trash", "camera", "square.and.arrow.up", "arrow.clockwise",
        ]
        let names = Set(Glyph.names)
        for name in required + Self.pictured.map(\.rawValue) + TabItem.allCases.map(\.rawValue) {
            #expect(names.contains(name), "\(name)")
        }
    }

    @Test func sharedNamesGiveTheTabBarGlyph() {
        let box = Rect(x: 0, y: 0, width: 30, height: 30)
        #expect(Glyph.named("search", in: box) == Glyph.tabBar(.search, in: box))
        #expect(Glyph.named("stop", in: box) == Glyph.barButton(.stop, in: box))
    }
}

/// SF Symbols names the symbol set draws (Material Symbols): hundreds of
/// them, each fitted in its box as the built-in glyphs are.
@Suite struct SymbolSetTests {
    func bounds(_ name: String) throws -> Rect {
        try #require(Glyph.named(name, in: Rect(x: 0, y: 0, width: 24, height: 24))).path.bounds
    }

    @Test func hundredsOfNamesBesideTheBuiltInGlyphs() {
        #expect(Glyph.names.count > 700)
        for name in ["airplane", "wifi", "bell", "bell.fill", "person.crop.circle", "gearshape", "chevron.backward", "bluetooth"] {
            #expect(Glyph.names.contains(name), "\(name)")
        }
        // The built-in design stays where both have a name.
        #expect(Glyph.named("star", in: Rect(x: 0, y: 0, width: 24, height: 24))?.path == Glyph.namedDesigns["star"].map {
            GlyphShape(design: $0, in: Rect(x: 0, y: 0, width: 24, height: 24)).path
        })
    }

    @Test func threeSymbolsBoundsInTheirBox() throws {
        // Each ink is centred in the box, at the size Material's 24-unit grid gives it.
        for name in ["airplane", "wifi", "bell.fill"] {
            let b = try bounds(name)
            #expect(abs(b.midX - 12) < 0.001 && abs(b.midY - 12) < 0.001, "\(name) \(b)")
            #expect(b.width <= 24 && b.height <= 24 && b.width > 12 && b.height > 12, "\(name) \(b)")
        }
        // Wi-Fi's fan is wider than tall; the bell is taller than wide.
        let wifi = try bounds("wifi"), bell = try bounds("bell.fill")
        #expect(wifi.width > wifi.height * 1.2 && bell.height > bell.width)
        // The airplane is turned to point right, as SF's does: its ink is as wide as Material's plane is tall.
        let plane = try bounds("airplane")
        #expect(plane.width >= plane.height - 0.5, "\(plane)")
    }

    @Test func everySymbolLiesInsideItsBoxCentred() {
        let box = Rect(x: 3, y: 5, width: 30, height: 30)
        for name in Glyph.names where !Glyph.ownNames.contains(name) {
            guard let ink = Glyph.named(name, in: box)?.path.bounds else { Issue.record("\(name)"); continue }
            #expect(ink.minX >= box.minX - 1e-9 && ink.maxX <= box.maxX + 1e-9 && ink.minY >= box.minY - 1e-9 && ink.maxY <= box.maxY + 1e-9, "\(name)")
            #expect(abs(ink.midX - box.midX) < 1e-9 && abs(ink.midY - box.midY) < 1e-9, "\(name)")
            #expect(max(ink.width, ink.height) >= 30 * 0.3, "\(name) is \(ink.size)")
        }
    }

    @Test func aFillNameIsItsFilledGlyph() throws {
        let outline = try #require(Glyph.named("bell", in: Rect(x: 0, y: 0, width: 24, height: 24)))
        let filled = try #require(Glyph.named("bell.fill", in: Rect(x: 0, y: 0, width: 24, height: 24)))
        #expect(outline.path != filled.path)
    }
}
