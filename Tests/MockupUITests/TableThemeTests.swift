import MockupCore
import Testing
@testable import MockupUI

/// What the themes paint for tables, read from the display list (no Cairo).
@Suite struct TableThemeTests {
    let themeTests = ThemeTests()

    func items(_ spec: TableViewSpec, _ style: Style, scale: Double = 2) throws -> [DisplayItem] {
        let window = try SceneLayout(scene: TableTests.scene(spec, style: style), measurer: ApproximateTextMeasurer()).window(step: 0)
        return themeTests.flat(Theme(style: style, scale: scale).displayList(for: window).items)
    }

    /// The bounds of every fill painted in `color`, top to bottom.
    func fills(_ items: [DisplayItem], _ color: Color?) -> [Rect] {
        items.compactMap { item -> Rect? in
            if case .fill(let path, .color(let c), _) = item, c == color { return path.bounds }
            return nil
        }.sorted { ($0.minY, $0.minX) < ($1.minY, $1.minX) }
    }

    func paths(_ items: [DisplayItem], _ color: Color?) -> [Path] {
        items.compactMap { item -> Path? in
            if case .fill(let path, .color(let c), _) = item, c == color { return path }
            return nil
        }
    }

    static let threeRows = TableViewSpec(style: .grouped, sections: [TableSectionSpec(rows: TableTests.rows("One", "Two", "Three"))])

    @Test func modernGroupedSectionHasFullHairlinesAboveAndBelow() throws {
        let lines = fills(try items(Self.threeRows, .modern), Color(hex: "#c8c7cc"))
        // Cells at 99, 143, 187: a full line on top, inset lines between, a full line under the last.
        #expect(lines == [
            Rect(x: 0, y: 99, width: 320, height: 0.5), Rect(x: 15, y: 142.5, width: 305, height: 0.5),
            Rect(x: 15, y: 186.5, width: 305, height: 0.5), Rect(x: 0, y: 230.5, width: 320, height: 0.5),
        ])
        #expect(fills(try items(Self.threeRows, .modern), Color(hex: "#efeff4")).first == Rect(x: 0, y: 64, width: 320, height: 416))
    }

    @Test func classicGroupedSectionIsOneRoundedBorderedBox() throws {
        let list = try items(Self.threeRows, .classic)
        let borders = paths(list, Color(hex: "#b4b4b4"))
        // The section's top edge lies just above its first cell (iOS 5).
        #expect(borders.map(\.bounds) == [
            Rect(x: 10, y: 73, width: 300, height: 45), Rect(x: 10, y: 118, width: 300, height: 44), Rect(x: 10, y: 162, width: 300, height: 44),
        ])
        func curves(_ p: Path) -> Int { p.elements.filter { if case .curve = $0 { true } else { false } }.count }
        // Rounded top corners on the first cell, none in the middle, rounded bottom corners on the last.
        #expect(borders.map(curves) == [2, 0, 2])
        // White bodies inside the border: 1 point in from the sides, above every bottom line.
        #expect(fills(list, .white).filter { $0.minX == 11 } == [
            Rect(x: 11, y: 74, width: 298, height: 43), Rect(x: 11, y: 118, width: 298, height: 43), Rect(x: 11, y: 162, width: 298, height: 43),
        ])
    }

    @Test func classicGroupedBackgroundIsPinstripedAtDevicePixels() throws {
        for scale in [1.0, 2, 3] {
            let list = try items(Self.threeRows, .classic, scale: scale)
            #expect(fills(list, Color(r: 197, g: 204, b: 211)).first == Rect(x: 0, y: 64, width: 320, height: 416))
            let stripes = try #require(paths(list, Color(r: 203, g: 210, b: 216)).first)
            let xs = stripes.elements.compactMap { element -> Double? in
                if case .move(let p) = element { return (p.x * scale).rounded() }
                return nil
            }
            #expect(xs == stride(from: 0.0, to: 320 * scale, by: 7).map { $0 })
            #expect(stripes.bounds.height == 416)
        }
        #expect(try paths(items(Self.threeRows, .modern), Color(r: 203, g: 210, b: 216)).isEmpty)
    }

    @Test func modernPlainSeparatorsAreInsetHairlines() throws {
        let spec = TableViewSpec(sections: [TableSectionSpec(rows: TableTests.rows("Jack", "Jill"))])
        let lines = fills(try items(spec, .modern), Color(hex: "#c8c7cc"))
        #expect(lines.prefix(3) == [Rect(x: 15, y: 107.5, width: 305, height: 0.5), Rect(x: 15, y: 151.5, width: 305, height: 0.5),
                                    Rect(x: 15, y: 195.5, width: 305, height: 0.5)])
        #expect(lines.count == 9)  // two rows, then one per empty row down to 480
    }

    @Test func classicPlainSectionBarIsAGreyGradient() throws {
        let spec = TableViewSpec(sections: [TableSectionSpec(header: "A", rows: TableTests.rows("Anna"))])
        let list = try items(spec, .classic)
        let bar = list.compactMap { item -> LinearGradient? in
            if case .fill(let p, .linearGradient(let g), _) = item, p.bounds == Rect(x: 0, y: 64, width: 320, height: 22) { return g }
            return nil
        }
        #expect(bar.first?.stops == TableMetrics.classic.plainHeaderFill)
        let title = try #require(themeTests.texts(list).first { $0.text == "A" })
        #expect(title.font == Font(.liberationSans, size: 17, weight: .bold) && title.color == .white && title.shadow != nil)
        let modern = try items(spec, .modern)
        #expect(fills(modern, Color(hex: "#f7f7f7")).contains(Rect(x: 0, y: 64, width: 320, height: 22)))
        #expect(themeTests.texts(modern).first { $0.text == "A" }?.font == Font(.inter, size: 13, weight: .semibold))
    }

    @Test func classicSelectionIsTheBlueGradient() throws {
        let spec = TableViewSpec(sections: [TableSectionSpec(rows: [TableRowSpec(text: "Anna", selected: true)])])
        let gradients = try items(spec, .classic).compactMap { item -> LinearGradient? in
            if case .fill(let p, .linearGradient(let g), _) = item, p.bounds == Rect(x: 0, y: 64, width: 320, height: 43) { return g }
            return nil
        }
        #expect(gradients.first?.stops.map(\.color) == [Color(hex: "#058cf5"), Color(hex: "#015ee6")].compactMap { $0 })
        #expect(fills(try items(spec, .modern), Color(r: 217, g: 217, b: 217)) == [Rect(x: 0, y: 64, width: 320, height: 43.5)])
    }
}
