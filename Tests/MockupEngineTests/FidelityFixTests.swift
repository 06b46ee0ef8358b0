import MockupCore
import MockupScene
@testable import MockupUI
import Testing

/// What the fidelity suite measured in real UIKit screenshots, pinned
/// (docs/fidelity.md): classic's plain default cells, modern's bars and its
/// titled grouped headers, its bar glyphs' thin lines.
@Suite struct FidelityFixTests {
    func labels(_ yaml: String) throws -> [PresentedView] {
        let played = try Played(yaml)
        return IOS17LayoutTests.views(try played.layout.window(played.story.states[0])) { $0.kind == .label }
    }

    /// The display items of a list, groups opened.
    func flat(_ items: [DisplayItem]) -> [DisplayItem] {
        items.flatMap { item -> [DisplayItem] in if case .group(let g) = item { flat(g.items) } else { [item] } }
    }

    func fontSize(_ label: PresentedView) -> Double? {
        if case .label(let content) = label.content { return content.run.font.size }
        return nil
    }

    @Test func classicPlainDefaultCellsAreBold20() throws {
        let table = { (style: String) in """
            device: iphone
            style: classic
            root: {title: Plays, table: {style: \(style), rows: [Julius Caesar, {text: Hamlet, detail: Act 1, style: value1}]}}
            """ }
        let plain = try labels(table("plain"))
        let caesar = try #require(plain.first { $0.text == "Julius Caesar" })
        #expect(fontSize(caesar) == 20)
        #expect(fontSize(try #require(plain.first { $0.text == "Hamlet" })) == 17)
        // Grouped cells keep bold 17 ("Row 0" measured 46 points wide in iOS 5).
        let grouped = try labels(table("grouped"))
        #expect(fontSize(try #require(grouped.first { $0.text == "Julius Caesar" })) == 17)
    }

    @Test func modernBarsAre249WithTheHairlineOutside() throws {
        let played = try Played("""
            device: iphone-retina
            style: modern
            root: {navigationController: {viewControllers: [{title: Inbox, view: {backgroundColor: white}}]}}
            """)
        let window = try played.layout.window(played.story.states[0])
        let bar = try #require(IOS17LayoutTests.views(window) { $0.kind == .navigationBar }.first)
        let items = flat(Theme(scene: played.layout.scene).displayList(for: window).items)
        #expect(items.contains(DisplayItem.fill(.rect(bar.frame), .color(Color(r: 249, g: 249, b: 249)), .winding)))
        // The hairline is the first pixel row below the bar (0.5 point at 2x).
        #expect(items.contains { item in
            if case .fill(let path, _, _) = item { return path == .rect(Rect(x: 0, y: bar.frame.maxY, width: 320, height: 0.5)) }
            return false
        })
    }

    @Test func modernTitledGroupedHeadersAre55AndAHalfPoints() throws {
        let played = try Played("""
            device: iphone-5
            style: modern
            root:
              navigationController:
                viewControllers: [{title: Settings, table: {style: grouped, sections: [{header: Switch, rows: [A]}, {rows: [B]}, {header: Tap, rows: [C]}]}}]
            """)
        let root = try played.root(0)
        let cells = root.frames(ofKind: "tableCell")
        #expect(cells.first?.minY == 64 + 55.5)
        // An untitled header keeps 35; a titled one after a section is 55.5 again.
        #expect(cells[1].minY == cells[0].maxY + 35)
        #expect(cells[2].minY == cells[1].maxY + 55.5)
    }

    @Test func ios17TitledInsetGroupedHeadersAre55AndAHalfToo() throws {
        // iOS 15's inset grouped Form: titled sections 55.5 apart, the first 55.5 below the bar.
        let played = try Played("""
            device: iphone-12-mini
            style: ios17
            root:
              navigationController:
                viewControllers: [{title: Settings, navigationItem: {largeTitleDisplayMode: never}, table: {style: insetGrouped, sections: [{header: Switch, rows: [A]}, {header: Tap, rows: [B]}]}}]
            """)
        let cells = try played.root(0).frames(ofKind: "tableCell")
        #expect(cells.first?.minY == 50 + 44 + 55.5)
        #expect(cells[1].minY == cells[0].maxY + 55.5)
    }

    @Test func classicTitledGroupedSectionsSitAsIOS5Draws() throws {
        // iOS 5's TableParts: the first cell's top border 46 below the table's top (the cell 47),
        // 68 from one section's bottom border to the next one's top border with a footer between.
        let yaml = """
            device: iphone
            style: classic
            root: {table: {style: grouped, sections: [{header: Section 0 Header, footer: Section 0 Footer, rows: [Row 0, Row 1, Row 2]}, {header: Section 1 Header, rows: [Row 0]}]}}
            """
        let played = try Played(yaml)
        let cells = try played.root(0).frames(ofKind: "tableCell")
        // Text heights come from the measurer (19 and 17 with the shipped fonts at 1x, giving 47 and 68).
        let texts = try labels(yaml).filter { $0.text?.hasPrefix("Section") == true }.map(\.frame.height)
        #expect(texts.count == 3)
        #expect(cells.first?.minY == 20 + 10 + 10 + texts[0] + 8)
        #expect(cells[3].minY - cells[2].maxY == 9 + texts[1] + 6 + 10 + texts[2] + 8)
    }

    /// The thickness of the add item's two bars as a look draws them on a
    /// navigation bar: the narrower side of each contour.
    func addStrokes(style: String) throws -> [Double] {
        let played = try Played("""
            device: iphone-retina
            style: \(style)
            root: {navigationController: {viewControllers: [{title: Inbox, navigationItem: {rightBarButtonItem: {systemItem: add}}}]}}
            """)
        let window = try played.layout.window(played.story.states[0])
        let bar = try #require(IOS17LayoutTests.views(window) { $0.kind == .barButtonItem }.first)
        let items = flat(Theme(scene: played.layout.scene).displayList(for: bar).items)
        // The glyph is the fill of two contours (the button's border and shades are one each).
        let plus = try #require(items.compactMap { item -> Path? in
            if case .fill(let path, _, _) = item, path.contours.count == 2 { return path }
            return nil
        }.last)
        #expect(plus.contours.allSatisfy { max($0.bounds.width, $0.bounds.height) > 12 }, "the bars span the box")
        return plus.contours.map { min($0.bounds.width, $0.bounds.height) }
    }

    @Test func modernBarGlyphsHaveOnePointLines() throws {
        // iOS 7 to 12 draw add with lines about 1 point thick; iPhone OS's are about 2.
        for stroke in try addStrokes(style: "modern") { #expect(abs(stroke - 1.2) < 0.15, "modern \(stroke)") }
        for stroke in try addStrokes(style: "classic") { #expect(stroke > 2, "classic \(stroke)") }
    }
}
