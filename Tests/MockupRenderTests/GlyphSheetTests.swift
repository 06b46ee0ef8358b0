import Foundation
import MockupCore
import MockupUI
import Testing
@testable import MockupRender

/// Every glyph rendered on Cairo: ink inside its box and nowhere else, and a
/// contact sheet to look at.
///
/// `MOCKUP_GLYPH_SHEET=1 swift test --filter GlyphSheet` writes the sheet to
/// /tmp/glyphs.png (2x) and /tmp/glyphs@1x.png; a value ending in `.png` names
/// the 2x file instead.
@Suite struct GlyphSheetTests {
    struct Entry: Sendable {
        var label: String
        /// The side of the square box the glyph is drawn in, as its bar would.
        var side: Double
        var shape: @Sendable (Rect) -> GlyphShape?
    }

    /// Bar items at 20 points, tab items at 30, named glyphs at 24.
    static let entries: [Entry] =
        BarButtonItemSpec.SystemItem.allCases
            .filter { Glyph.barButton($0, in: Rect(x: 0, y: 0, width: 20, height: 20)) != nil }
            .map { item in Entry(label: "bar \(item.rawValue)", side: 20) { Glyph.barButton(item, in: $0) } }
        + TabBarItemSpec.SystemItem.allCases
            .map { item in Entry(label: "tab \(item.rawValue)", side: 30) { Glyph.tabBar(item, in: $0) } }
        + Glyph.ownNames.map { name in Entry(label: name, side: 24) { Glyph.named(name, in: $0) } }

    let renderer: Renderer

    init() throws { renderer = try Renderer() }

    @Test func everySystemItemAndNameIsOnTheSheet() {
        #expect(Self.entries.count == 17 + 12 + Glyph.ownNames.count)
    }

    /// Each glyph alone in a 40-point cell, its box on whole points: it must
    /// ink a fair part of its box and not one pixel of the cell outside it.
    @Test(arguments: [1.0, 2.0])
    func glyphsInkTheirBoxAndNothingElse(scale: Double) throws {
        let cell = 40.0, columns = 10
        let rows = (Self.entries.count + columns - 1) / columns
        var list = DisplayList(size: Size(width: cell * Double(columns), height: cell * Double(rows)))
        var boxes: [Rect] = []
        for (i, entry) in Self.entries.enumerated() {
            let inset = (cell - entry.side) / 2
            let box = Rect(x: Double(i % columns) * cell + inset, y: Double(i / columns) * cell + inset, width: entry.side, height: entry.side)
            let glyph = try #require(entry.shape(box), "\(entry.label)")
            #expect(!glyph.path.isEmpty, "\(entry.label)")
            list.fill(glyph.path, .color(.black), rule: glyph.rule)
            boxes.append(box)
        }
        let image = try renderer.image(of: list, scale: scale)
        for (entry, box) in zip(Self.entries, boxes) {
            let cellRect = Rect(x: box.minX - (cell - entry.side) / 2, y: box.minY - (cell - entry.side) / 2, width: cell, height: cell)
            var inside = 0, outside = 0
            var inkX: ClosedRange<Int>?, inkY: ClosedRange<Int>?
            for y in Int(cellRect.minY * scale)..<Int(cellRect.maxY * scale) {
                for x in Int(cellRect.minX * scale)..<Int(cellRect.maxX * scale) {
                    guard let alpha = image.pixel(x: x, y: y)?.a, alpha > 0 else { continue }
                    let point = Point(x: (Double(x) + 0.5) / scale, y: (Double(y) + 0.5) / scale)
                    guard box.contains(point) else { outside += 1; continue }
                    inside += 1
                    inkX = min(inkX?.lowerBound ?? x, x)...max(inkX?.upperBound ?? x, x)
                    inkY = min(inkY?.lowerBound ?? y, y)...max(inkY?.upperBound ?? y, y)
                }
            }
            let boxPixels = Int(entry.side * entry.side * scale * scale)
            #expect(outside == 0, "\(entry.label) at \(scale)x: \(outside) pixels of ink outside its box")
            #expect(inside * 100 >= boxPixels * 6, "\(entry.label) at \(scale)x: only \(inside) of \(boxPixels) pixels inked")
            let xs = try #require(inkX, "\(entry.label)"), ys = try #require(inkY, "\(entry.label)")
            let spread = Double(max(xs.count, ys.count)) / scale
            #expect(spread >= entry.side * 0.5, "\(entry.label) at \(scale)x spans only \(spread) points")
            // The ink's middle is within a point of the box's (curves sit a little inside their control points).
            let middle = Point(x: Double(xs.lowerBound + xs.upperBound + 1) / 2 / scale, y: Double(ys.lowerBound + ys.upperBound + 1) / 2 / scale)
            #expect(abs(middle.x - box.midX) <= 1 && abs(middle.y - box.midY) <= 1, "\(entry.label) at \(scale)x: ink centred at \(middle), box at \(box.center)")
        }
    }

    /// The sheet: each glyph white on a dark bar, filled with the classic
    /// selected-tab gradient, and large in black; labelled.
    static func sheet() -> DisplayList {
        let cellWidth = 150.0, cellHeight = 90.0, columns = 8
        let rows = (entries.count + columns - 1) / columns
        var list = DisplayList(size: Size(width: cellWidth * Double(columns), height: cellHeight * Double(rows)))
        list.fill(.rect(Rect(x: 0, y: 0, width: list.size.width, height: list.size.height)), .color(.white))
        let bar = Color(r: 40, g: 48, b: 60)
        for (i, entry) in entries.enumerated() {
            let x = Double(i % columns) * cellWidth, y = Double(i / columns) * cellHeight
            let s = entry.side
            list.fill(.rect(Rect(x: x + 4, y: y + 4, width: 40, height: 36)), .color(bar))
            if let glyph = entry.shape(Rect(x: x + 24 - s / 2, y: y + 22 - s / 2, width: s, height: s)) {
                list.fill(glyph.path, .color(.white), rule: glyph.rule)
            }
            let tab = Rect(x: x + 24 - s / 2, y: y + 62 - s / 2, width: s, height: s)
            if let glyph = entry.shape(tab) {
                let blue = LinearGradient.vertical(tab, [
                    .init(0, Color(r: 120, g: 200, b: 255)), .init(0.5, Color(r: 30, g: 140, b: 240)), .init(1, Color(r: 0, g: 90, b: 220)),
                ])
                list.fill(glyph.path, .linearGradient(blue), rule: glyph.rule)
            }
            let large = Rect(x: x + 56, y: y + 4, width: 64, height: 64)
            list.stroke(.rect(large), .color(Color(r: 220, g: 220, b: 220)), style: StrokeStyle(width: 0.5))
            if let glyph = entry.shape(large) { list.fill(glyph.path, .color(.black), rule: glyph.rule) }
            list.text(TextRun(
                text: entry.label, font: Font(.liberationSans, size: 10), color: .black,
                box: Rect(x: x + 4, y: y + 72, width: cellWidth - 8, height: 14)
            ))
        }
        return list
    }

    @Test func contactSheet() throws {
        let list = Self.sheet()
        let image = try renderer.image(of: list, scale: 2)
        #expect(image.width == Int(list.size.width * 2) && image.height == Int(list.size.height * 2))
        let png = try PNGEncoder().encode(image)
        #expect(try PNGDecoder.decode(png) == image)
        guard let value = ProcessInfo.processInfo.environment["MOCKUP_GLYPH_SHEET"], !value.isEmpty else { return }
        let path = value.hasSuffix(".png") ? value : "/tmp/glyphs.png"
        try AtomicFile.write(png, to: path)
        let oneX = try PNGEncoder().encode(renderer.image(of: list, scale: 1))
        try AtomicFile.write(oneX, to: String(path.dropLast(4)) + "@1x.png")
    }
}
