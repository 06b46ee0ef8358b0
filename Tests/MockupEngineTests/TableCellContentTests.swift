import Foundation
import MockupCore
import MockupScene
import Testing
@testable import MockupUI

/// Cells with content of their own: prototypes filled by rows, rows that size
/// to their content, per-row fonts, separators, and the table's header and footer views.
@Suite struct TableCellContentTests {
    static let messages = """
        device: iphone-15
        style: ios17
        root:
          table:
            prototypes:
              message:
                height: 76
                accessory: disclosureIndicator
                contentView:
                  subviews:
                    - view: {id: avatar, backgroundColor: systemGray4}
                    - label: {id: name, text: Name}
                    - label: {id: preview, text: Preview, font: {size: 15}}
                    - switch: {id: muted, isOn: false}
                  constraints:
                    - avatar.leading == margins.leading
                    - avatar.centerY == view.centerY
                    - avatar.width == 44
                    - avatar.height == 44
                    - name.leading == avatar.trailing + 12
                    - name.top == view.top + 8
                    - preview.leading == name.leading
                    - preview.top == name.bottom + 2
                    - muted.trailing == view.trailing
                    - muted.centerY == view.centerY
              note:
                height: automaticDimension
                contentView:
                  subviews:
                    - label: {id: body, text: Body, numberOfLines: 0}
                  constraints: [body.leading == margins.leading, body.trailing == margins.trailing, body.top == margins.top, body.bottom == margins.bottom]
            rows:
              - {prototype: message, name: Anna Haro, preview: Lunch tomorrow?, avatar: systemPink, muted: true}
              - {prototype: message, name: Daniel Higgins, preview: The photos are up.}
              - {prototype: note, body: One line}
              - {prototype: note, body: "A note long enough to wrap onto a second line in a cell this wide, and a third"}
        """

    @Test func aPrototypeFillsEachRowWithItsValues() throws {
        let played = try Played(Self.messages)
        let root = try played.root(0)
        let cells = root.nodes(ofKind: "tableCell")
        #expect(cells.count == 4)
        // The prototype's height, every row its own copy of the content, filled by id.
        #expect(cells[0].frame.height == 76 && cells[1].frame.height == 76 && cells[1].frame.minY == cells[0].frame.maxY, "\(cells.map(\.frame))")
        let names = root.nodes(ofKind: "label").filter { $0.id == "name" }
        #expect(names.map(\.text) == ["Anna Haro", "Daniel Higgins"])
        let first = cells[0].frame
        let avatar = try #require(cells[0].node(id: "avatar")?.frame), name = try #require(cells[0].node(id: "name")?.frame)
        // The content view's margins are the cell text's inset (16); the avatar centred on the content above the separator.
        #expect(avatar.minX == first.minX + 16 && avatar.midY == first.minY + 37.5 && name.minX == avatar.maxX + 12, "\(avatar) \(name)")
        #expect(name.minY == first.minY + 8)
        // The switch ends where the disclosure indicator begins, filled on in the first row only.
        let chevron = try #require(cells[0].children.last?.frame)
        let muted = try #require(cells[0].node(id: "muted")?.frame)
        #expect(muted.maxX == chevron.minX, "\(muted) \(chevron)")
        let switches = root.nodes(ofKind: "switch")
        #expect(switches.count == 2)
    }

    @Test func automaticRowsGrowWithTheirText() throws {
        let root = try Played(Self.messages).root(0)
        let cells = root.nodes(ofKind: "tableCell")
        // 11 above and below the text (the content view's margins), and the separator's point.
        let line = ApproximateTextMeasurer().measure("X", font: Font(.inter, size: 17), maxWidth: nil, lineLimit: 1).height
        #expect(abs(cells[2].frame.height - (11 + line + 11 + 1)) < 1, "\(cells[2].frame)")
        #expect(cells[3].frame.height > cells[2].frame.height + line, "\(cells[3].frame)")
    }

    @Test func defaultCellsSizeToTheirTextInIOS17Only() throws {
        func heights(_ style: String) throws -> [Double] {
            try Played("""
                device: iphone-15
                style: \(style)
                root:
                  table:
                    rows:
                      - {text: Groceries, detail: "Milk, eggs, bread", style: subtitle}
                      - Plain
                      - {text: "A long line of text that wraps in the cell onto a second line and even a third one", numberOfLines: 0}
                      - {text: Fixed, height: 30}
                """).root(0).nodes(ofKind: "tableCell").map(\.frame.height)
        }
        let ios17 = try heights("ios17")
        // A 17- and a 15-point line and 11 above and below: taller than 44; one line stays 44.
        #expect(ios17[0] > 44 && ios17[1] == 44 && ios17[2] > ios17[0] && ios17[3] == 30, "\(ios17)")
        #expect(try heights("modern") == [44, 44, 44, 30])
        #expect(try heights("classic") == [44, 44, 44, 30])
    }

    @Test func separatorsHeaderAndFooterViewsFollowTheTable() throws {
        let root = try Played("""
            device: iphone-15
            style: ios17
            root:
              table:
                rowHeight: 50
                separatorStyle: none
                tableHeaderView: {label: {id: heading, text: Today, frame: [0, 0, 0, 60]}}
                tableFooterView: {view: {id: footer, frame: [0, 0, 0, 20]}}
                rows: [One, Two]
            """).root(0)
        let cells = root.nodes(ofKind: "tableCell")
        let heading = try #require(root.frame(of: "heading")), footer = try #require(root.frame(of: "footer"))
        let table = try #require(root.nodes(ofKind: "tableView").first?.frame)
        #expect(heading.minY == table.minY && heading.height == 60 && heading.width == table.width)
        #expect(cells.map(\.frame.height) == [50, 50] && cells[0].frame.minY == heading.maxY && footer.minY == cells[1].frame.maxY)
        let layout = SceneLayout(scene: try SceneLoader.parse("""
            device: iphone-15
            style: ios17
            root: {table: {separatorStyle: none, tableFooterView: {view: {}}, rows: [One]}}
            """, file: "t.yaml"), measurer: ApproximateTextMeasurer())
        let window = try layout.window(layout.play().states[0])
        func find(_ view: PresentedView) -> (TableContent, CellContent?)? {
            if case .tableView(let table) = view.content {
                let cell = view.children.compactMap { if case .tableCell(let c) = $0.content { c } else { nil } }.first
                return (table, cell)
            }
            return view.children.lazy.compactMap(find).first
        }
        let (table2, cell) = try #require(find(window))
        // No separators, and the footer view ends the empty rows.
        #expect(table2.separator.isHidden && cell?.separator.isHidden == true && table2.emptyRowsFrom == nil)
    }

    @Test func badPrototypeRowsAreLocatedErrors() {
        func errors(_ rows: String) -> [String] {
            Played.errors("""
                root:
                  table:
                    prototypes:
                      card: {contentView: {subviews: [{label: {id: title}}, {activityIndicator: {id: spinner}}]}}
                    rows: [\(rows)]
                """)
        }
        #expect(errors("{prototype: cart, title: A}").first?.contains("no prototype 'cart' (did you mean 'card'?)") == true)
        #expect(errors("{prototype: card, titel: A}").first?.contains("unknown key 'titel'") == true)
        #expect(errors("{prototype: card, spinner: true}").first?.contains("a activityIndicator is not filled from a row or an item") == true)
        #expect(errors("{prototype: card, title: A, height: tall}").first?.contains("height") == true)
        #expect(errors("{prototype: card, title: A}").isEmpty)
    }
}

extension TableCellContentTests {
    static func sections(_ table: String) -> String {
        """
        device: iphone-15
        style: ios17
        root:
          table:
            style: plain
        \(table.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
            sections:
              - header: {view: {backgroundColor: systemYellow, subviews: [{label: {id: heading, text: Pinned, frame: [16, 8, 200, 20]}}]}}
                rows: [{text: One, selected: true, selectionStyle: none}]
              - header: Older
                footer: {view: {id: foot, frame: [0, 0, 393, 30]}}
                rows: [{text: Two, selected: true}]
        """
    }

    @Test func sectionHeaderAndFooterViewsTakeTheTablesHeights() throws {
        let played = try Played(Self.sections("sectionHeaderHeight: 40\nsectionFooterHeight: 24\nsectionHeaderTopPadding: 10"))
        let root = try played.root(0)
        let table = try #require(root.frames(ofKind: "tableView").first)
        let cells = root.nodes(ofKind: "tableCell")
        // 10 of padding above each header; the first header's view is 40 tall, and so is the second's titled bar.
        #expect(cells[0].frame.minY == table.minY + 10 + 40, "\(cells[0].frame)")
        #expect(root.frame(of: "heading")?.minY == table.minY + 10 + 8)
        // A set footer height holds for a section without a footer too (UITableView reserves it), then the padding and the header.
        #expect(cells[1].frame.minY == cells[0].frame.maxY + 24 + 10 + 40, "\(cells[1].frame)")
        #expect(root.nodes(ofKind: "label").contains { $0.text == "Older" })
        // The footer view takes the table's footer height, not its frame's.
        #expect(root.frame(of: "foot") == Rect(x: table.minX, y: cells[1].frame.maxY, width: table.width, height: 24))
        // A selected row whose selection style is none shows no highlight.
        #expect(try played.layout.window(played.story.states[0]).firstSelectedCellText == "Two")
    }

    @Test func sectionHeaderViewsSizeToTheirContentByDefault() throws {
        let root = try Played(Self.sections("")).root(0)
        let table = try #require(root.frames(ofKind: "tableView").first)
        let cells = root.nodes(ofKind: "tableCell")
        // A view without a frame or constraints fits nothing: the first row sits at the top; the footer keeps its frame's 30.
        #expect(cells[0].frame.minY == table.minY, "\(cells[0].frame)")
        #expect(root.frame(of: "foot")?.height == 30)
    }

    @Test func badSectionHeadersAreLocatedErrors() {
        let errors = Played.errors(Self.sections("sectionHeaderHeight: -4\nsectionHeaderTopPaddin: 2").replacingOccurrences(of: "selectionStyle: none", with: "selectionStyle: grey"))
        #expect(errors.contains { $0.contains("sectionHeaderHeight: expected a number from 0") }, "\(errors)")
        #expect(errors.contains { $0.contains("unknown key 'sectionHeaderTopPaddin' (did you mean 'sectionHeaderTopPadding'?)") }, "\(errors)")
        #expect(errors.contains { $0.contains("unknown selection style 'grey' (did you mean 'gray'?)") }, "\(errors)")
    }
}
