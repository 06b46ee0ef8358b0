import MockupCore
import Testing
@testable import MockupUI

/// Cell styles, accessories, truncation, visibility and the table's display list.
/// Plain classic cells start at x 0 with text inset 10; the first row's content is y 64...107.
@Suite struct TableCellTests {
    let tables = TableTests()

    func cell(_ row: TableRowSpec, _ style: Style = .classic, table tableStyle: TableViewSpec.TableStyle = .plain) throws -> PresentedView {
        let t = try tables.table(TableViewSpec(style: tableStyle, sections: [TableSectionSpec(rows: [row])]), style)
        return try #require(tables.cells(t).first)
    }

    func labels(_ cell: PresentedView) -> [PresentedView] { cell.children.filter { $0.kind == .label } }

    @Test func defaultLabelSpansTheContent() throws {
        let c = try cell(TableRowSpec(text: "Jack", detail: "ignored"))
        #expect(c.text == "Jack")
        #expect(labels(c).map(\.frame) == [Rect(x: 10, y: 64, width: 300, height: 43)])
        #expect(labels(c).map(\.text) == ["Jack"])
    }

    @Test func subtitleStacksTheDetailBelowTheText() throws {
        let c = try cell(TableRowSpec(text: "John", detail: "Apple", style: .subtitle))
        // Bold 17 (21) over regular 14 (17), centred in 43: 2.5 rounds to 3.
        #expect(labels(c).map(\.frame) == [Rect(x: 10, y: 67, width: 41, height: 21), Rect(x: 10, y: 88, width: 39, height: 17)])
        #expect(labels(c).map(\.text) == ["John", "Apple"])
        let detail = try #require(tables.run(labels(c)[1]))
        #expect(detail.font == Font(.liberationSans, size: 14) && detail.color == Color(r: 128, g: 128, b: 128))
        let modern = try cell(TableRowSpec(text: "John", detail: "Apple", style: .subtitle), .modern)
        let modernDetail = try #require(labels(modern).last.flatMap(tables.run))
        #expect(modernDetail.font == Font(.inter, size: 15) && modernDetail.color == Color(hex: "#8e8e93"))
        #expect(labels(modern).first?.frame.minX == 15)
    }

    @Test func value1DetailIsRightAlignedBeforeTheAccessory() throws {
        let c = try cell(TableRowSpec(text: "Wi-Fi", detail: "Off", style: .value1, accessory: .disclosureIndicator))
        let accessory = try #require(c.children.last)
        #expect(accessory.kind == .imageView)
        #expect(accessory.frame == Rect(x: 301, y: 79, width: 9, height: 13))
        let (text, detail) = (labels(c)[0], labels(c)[1])
        #expect(text.frame.minX == 10)
        #expect(detail.frame.maxX == 291)
        #expect(detail.frame.width == 29)  // "Off": 3 x 9.35, rounded up
        #expect(tables.run(detail)?.alignment == .right)
        #expect(tables.run(detail)?.color == Color(r: 56, g: 84, b: 135))
        let modern = try cell(TableRowSpec(text: "Wi-Fi", detail: "Off", style: .value1), .modern)
        #expect(labels(modern).last?.frame.maxX == 305)
        #expect(labels(modern).last.flatMap(tables.run)?.color == Color(hex: "#8e8e93"))
    }

    @Test func value2LabelIsAQuarterColumnBeforeTheValue() throws {
        let c = try cell(TableRowSpec(text: "mobile", detail: "555-1234", style: .value2), table: .grouped)
        let (label, value) = (labels(c)[0], labels(c)[1])
        // The grouped cell is 10...310: its label column ends at 10 + 75.
        #expect(label.frame.minX == 20 && label.frame.maxX == 85)
        #expect(value.frame.minX == 91)
        let run = try #require(tables.run(label))
        #expect(run.alignment == .right)
        #expect(run.font == Font(.liberationSans, size: 12, weight: .bold) && run.color == Color(r: 82, g: 102, b: 145))
        #expect(tables.run(value)?.font == Font(.liberationSans, size: 15, weight: .bold))
        #expect(tables.run(value)?.color == .black)
    }

    @Test func accessoriesSitAtTheTrailingEdge() throws {
        func accessory(_ a: TableRowSpec.Accessory, _ style: Style) throws -> PresentedView? {
            try cell(TableRowSpec(text: "Row", accessory: a), style).children.first { $0.kind != .label }
        }
        #expect(try accessory(.none, .classic) == nil)
        #expect(try accessory(.checkmark, .classic)?.frame == Rect(x: 296, y: 78.5, width: 14, height: 14))
        let button = try #require(try accessory(.detailDisclosureButton, .classic))
        #expect(button.kind == .button && button.frame == Rect(x: 281, y: 70, width: 29, height: 31))
        #expect(button.content == .tableDecoration(.accessory(.detailDisclosureButton, highlighted: false)))
        #expect(try accessory(.disclosureIndicator, .modern)?.frame == Rect(x: 297, y: 79, width: 8, height: 13))
        #expect(try accessory(.checkmark, .modern)?.frame == Rect(x: 291, y: 80, width: 14, height: 11))
        // The detail label keeps its 10-point gap before any accessory.
        let c = try cell(TableRowSpec(text: "Bob", detail: "Work", style: .value1, accessory: .detailDisclosureButton))
        #expect(labels(c).last?.frame.maxX == 271)
    }

    @Test func longTextIsCutBesideTheAccessory() throws {
        let long = String(repeating: "Long name ", count: 6)
        let c = try cell(TableRowSpec(text: long, accessory: .disclosureIndicator))
        let label = try #require(labels(c).first)
        #expect(label.frame.maxX == 291)
        let run = try #require(tables.run(label))
        #expect(run.lineLimit == 1 && run.truncation == .tail)
        #expect(run.box == label.frame)
        #expect(ApproximateTextMeasurer().width(of: long, font: run.font) > run.box.width)
    }

    @Test func value1TextAndDetailShareTheRoom() throws {
        let c = try cell(TableRowSpec(text: String(repeating: "t", count: 40), detail: String(repeating: "d", count: 40), style: .value1))
        let (text, detail) = (labels(c)[0], labels(c)[1])
        // 300 points of room: the detail gets half, the text what is left after the gap.
        #expect(detail.frame == Rect(x: 160, y: 75, width: 150, height: 21))
        #expect(text.frame.minX == 10 && text.frame.maxX == 150)
    }

    @Test func selectedCellsHighlight() throws {
        let row = TableRowSpec(text: "Anna", detail: "Work", style: .value1, accessory: .checkmark, selected: true)
        let classic = try cell(row)
        #expect(tables.cellContent(classic)?.selected == true)
        #expect(labels(classic).compactMap(tables.run).map(\.color) == [.white, .white])
        #expect(classic.children.last?.content == .tableDecoration(.accessory(.checkmark, highlighted: true)))
        let modern = try cell(row, .modern)
        #expect(labels(modern).compactMap(tables.run).map(\.color) == [.black, Color(hex: "#8e8e93") ?? .clear])
    }

    @Test func onlyVisiblePartsAreInTheHierarchy() throws {
        let sections = (1...6).map { TableSectionSpec(header: "Section \($0)", footer: "Footer \($0)", rows: TableTests.rows("a", "b", "c")) }
        let t = try tables.table(TableViewSpec(style: .grouped, sections: sections))
        #expect(t.children.allSatisfy { $0.frame.intersects(t.frame) })
        let last = try #require(t.children.last)
        #expect(last.frame.maxY >= t.frame.maxY)
        // 10 above the first section, then each is 39 + 132 + 33 = 204 tall: the third starts at 482, below the table.
        #expect(tables.cells(t).count == 6)
        #expect(tables.views(t).compactMap { $0.children.first?.text } == ["Section 1", "Footer 1", "Section 2", "Footer 2"])
    }

    @Test func landscapeWidthsFollowTheTable() throws {
        let spec = TableViewSpec(style: .grouped, sections: [TableSectionSpec(header: "Wide", rows: [
            TableRowSpec(text: "Wi-Fi", detail: "Off", style: .value1, accessory: .disclosureIndicator),
        ])])
        let t = try tables.table(spec, orientation: .landscapeLeft)
        #expect(t.frame.width == 480)
        let c = try #require(tables.cells(t).first)
        #expect(c.frame.minX == 10 && c.frame.width == 460)
        #expect(c.children.last?.frame.maxX == 460)
        #expect(tables.views(t).first?.children.first?.frame.width == 440)
        let modern = try tables.table(spec, .modern, orientation: .landscapeLeft)
        #expect(tables.cells(modern).first?.frame.width == 480)
    }
}
