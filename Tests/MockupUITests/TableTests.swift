import MockupCore
import Testing
@testable import MockupUI

/// Table views laid out without Cairo (`ApproximateTextMeasurer`: 0.55 em per
/// character, 0.6 em when semibold or bolder, lines 1.2 em rounded up). The
/// table fills the screen below a navigation bar: it starts at y 64 and is 416 tall.
@Suite struct TableTests {
    static func scene(_ table: TableViewSpec, style: Style = .classic, orientation: Orientation = .portrait) -> Scene {
        let view = ViewSpec(kind: .tableView(table), autoresizingMask: [.flexibleWidth, .flexibleHeight])
        return Scene(
            name: "table", style: style, orientation: orientation,
            screens: ["list": ControllerSpec(title: "List", content: .view(view))],
            root: .inline(ControllerSpec(content: .navigation(NavigationControllerSpec(viewControllers: [.screen("list", at: nil)]))))
        )
    }

    static func rows(_ texts: String...) -> [TableRowSpec] { texts.map { TableRowSpec(text: $0) } }

    /// The table view as presented (its content is what the theme draws).
    func table(_ spec: TableViewSpec, _ style: Style = .classic, orientation: Orientation = .portrait) throws -> PresentedView {
        let window = try SceneLayout(scene: Self.scene(spec, style: style, orientation: orientation), measurer: ApproximateTextMeasurer()).window(step: 0)
        return try #require(Self.first(window) { $0.kind == .tableView })
    }

    static func first(_ view: PresentedView, where predicate: (PresentedView) -> Bool) -> PresentedView? {
        if predicate(view) { return view }
        for child in view.children {
            if let hit = first(child, where: predicate) { return hit }
        }
        return nil
    }

    func cells(_ table: PresentedView) -> [PresentedView] { table.children.filter { $0.kind == .tableCell } }
    func views(_ table: PresentedView) -> [PresentedView] { table.children.filter { $0.kind == .view } }

    func run(_ view: PresentedView) -> TextRun? {
        if case .label(let label) = view.content { return label.run }
        return nil
    }

    func cellContent(_ view: PresentedView) -> CellContent? {
        if case .tableCell(let cell) = view.content { return cell }
        return nil
    }

    // MARK: Grouped sections

    @Test func classicGroupedCellsAreInsetTen() throws {
        let t = try table(TableViewSpec(style: .grouped, sections: [TableSectionSpec(rows: Self.rows("One", "Two", "Three"))]))
        #expect(cells(t).map(\.frame) == [74.0, 118, 162].map { Rect(x: 10, y: $0, width: 300, height: 44) })
        #expect(cells(t).compactMap(cellContent).map { [$0.isFirstInSection, $0.isLastInSection] } == [[true, false], [false, false], [false, true]])
        // Text starts 10 inside the cell, as in Settings.
        #expect(cells(t).first?.children.first?.frame.minX == 20)
    }

    @Test func modernGroupedCellsAreEdgeToEdge() throws {
        let t = try table(TableViewSpec(style: .grouped, sections: [TableSectionSpec(rows: Self.rows("One", "Two"))]), .modern)
        #expect(cells(t).map(\.frame) == [Rect(x: 0, y: 99, width: 320, height: 44), Rect(x: 0, y: 143, width: 320, height: 44)])
        #expect(cells(t).first?.children.first?.frame.minX == 15)
    }

    @Test func untitledSectionsAreSpaced() throws {
        let spec = TableViewSpec(style: .grouped, sections: [
            TableSectionSpec(rows: Self.rows("One", "Two")), TableSectionSpec(rows: Self.rows("Three")),
        ])
        // Classic: a 10-point header and a 10-point footer per section.
        #expect(cells(try table(spec)).map(\.frame.minY) == [74, 118, 182])
        // Modern: 35 points above each section.
        #expect(cells(try table(spec, .modern)).map(\.frame.minY) == [99, 143, 222])
        #expect(views(try table(spec)).isEmpty)
    }

    @Test func classicTitledHeaderGrowsToFitItsTitle() throws {
        let t = try table(TableViewSpec(style: .grouped, sections: [TableSectionSpec(header: "Sounds", rows: Self.rows("Ringtone"))]))
        let header = try #require(views(t).first)
        // A titled first header has 10 above it (iOS 5's 46 in all), then 10, one bold 17 line (21), 8.
        #expect(header.frame == Rect(x: 0, y: 74, width: 320, height: 39))
        let label = try #require(header.children.first)
        #expect(label.kind == .label && label.text == "Sounds")
        #expect(label.frame == Rect(x: 20, y: 84, width: 280, height: 21))
        let title = try #require(run(label))
        #expect(title.font == Font(.liberationSans, size: 17, weight: .bold))
        #expect(title.color == Color(r: 76, g: 86, b: 108))
        #expect(title.shadow == Shadow(color: .white, offset: Point(x: 0, y: 1)))
        #expect(cells(t).first?.frame.minY == 113)
    }

    @Test func modernTitledHeaderIs55AndAHalfWithItsTitleUppercase() throws {
        let t = try table(TableViewSpec(style: .grouped, sections: [TableSectionSpec(header: "Sounds", rows: Self.rows("Ringtone"))]), .modern)
        let header = try #require(views(t).first)
        // 55.5 points, measured in iOS 8 (docs/fidelity.md).
        #expect(header.frame == Rect(x: 0, y: 64, width: 320, height: 55.5))
        let label = try #require(header.children.first)
        #expect(label.text == "SOUNDS")
        // One 13-point line (16) sitting 7 above the section.
        #expect(label.frame == Rect(x: 15, y: 96.5, width: 290, height: 16))
        #expect(run(label)?.color == Color(hex: "#6d6d72"))
        #expect(run(label)?.font == Font(.inter, size: 13))
        #expect(cells(t).first?.frame.minY == 119.5)
    }

    @Test func groupedFootersWrapAndSpaceTheNextSection() throws {
        let note = String(repeating: "word ", count: 20)  // 100 characters: 825 points of regular 15, three 280-point lines
        let spec = TableViewSpec(style: .grouped, sections: [
            TableSectionSpec(footer: note, rows: Self.rows("One")), TableSectionSpec(rows: Self.rows("Two")),
        ])
        let t = try table(spec)
        let footer = try #require(views(t).first)
        #expect(footer.frame == Rect(x: 0, y: 118, width: 320, height: 9 + 3 * 18 + 6))
        let label = try #require(footer.children.first)
        #expect(label.frame == Rect(x: 20, y: 127, width: 280, height: 54))
        #expect(run(label)?.alignment == .center)
        #expect(run(label)?.lineLimit == 0)
        #expect(cells(t).last?.frame.minY == footer.frame.maxY + 10)

        let modern = try table(spec, .modern)
        let modernLabel = try #require(views(modern).first?.children.first)
        #expect(modernLabel.frame.minX == 15)
        #expect(run(modernLabel)?.alignment == .left)
        #expect(run(modernLabel)?.font == Font(.inter, size: 13))
    }

    @Test func tableHeaderComesFirst() throws {
        let t = try table(TableViewSpec(style: .grouped, header: "John Appleseed", sections: [TableSectionSpec(rows: Self.rows("mobile"))]))
        let header = try #require(views(t).first)
        #expect(header.frame == Rect(x: 0, y: 64, width: 320, height: 10 + 18 + 10))
        #expect(header.children.first?.text == "John Appleseed")
        #expect(cells(t).first?.frame.minY == 112)  // after the header (102) and the section's 10
    }

    // MARK: Plain sections

    @Test(arguments: Style.allCases)
    func plainSectionHeadersAreBarsOfTheLooksHeight(style: Style) throws {
        let spec = TableViewSpec(sections: [
            TableSectionSpec(header: "A", rows: Self.rows("Anna", "Adam")), TableSectionSpec(header: "b", footer: "end", rows: Self.rows("Bob")),
        ])
        let m = Metrics.forStyle(style)
        let h = m.plainSectionHeaderHeight  // 22 before iOS 13, 28 from ios17
        #expect(h == ([.ios17, .ios26].contains(style) ? 28 : 22))
        // Beneath the status bar and the navigation bar (44, 54 in ios26); rows 44 (51 in ios26).
        let top = 20 + m.navigationBarHeight, row = m.rowHeight
        let t = try table(spec, style)
        let bars = views(t)
        #expect(bars.map(\.frame) == [top, top + h + 2 * row, top + 2 * h + 3 * row].map { Rect(x: 0, y: $0, width: 320, height: h) })
        #expect(bars.allSatisfy { $0.content == .tableDecoration(.plainSectionBar) })
        #expect(cells(t).map(\.frame.minY) == [top + h, top + h + row, top + 2 * h + 2 * row])
        let inset = m.tables.plainHeaderInset
        #expect(bars.first?.children.first?.frame == Rect(x: inset, y: top, width: 320 - 2 * inset, height: h))
        #expect(bars[1].children.first?.text == (style == .modern ? "B" : "b"))
    }
}
