import MockupCore
import Testing
@testable import MockupUI

@Suite struct ThemeTests {
    func list(_ style: Style = .classic) throws -> DisplayList {
        let scene = AccountsLayoutTests.accounts(style: style)
        let window = try SceneLayout(scene: scene, measurer: ApproximateTextMeasurer()).window(step: 0)
        return Theme(style: style, scale: 2).displayList(for: window)
    }

    /// Every item, groups opened, in painting order.
    func flat(_ items: [DisplayItem]) -> [DisplayItem] {
        items.flatMap { item -> [DisplayItem] in
            if case .group(let g) = item { return flat(g.items) }
            return [item]
        }
    }

    func texts(_ items: [DisplayItem]) -> [TextRun] {
        flat(items).compactMap { if case .text(let run) = $0 { run } else { nil } }
    }

    @Test func classicTitleIsBoldWhiteWithEmbossedShadow() throws {
        let runs = texts(try list().items)
        let title = try #require(runs.first { $0.text == "Accounts" })
        #expect(title.font == Font(.liberationSans, size: 20, weight: .bold))
        #expect(title.color == .white)
        #expect(title.shadow?.offset == Point(x: 0, y: -1))
        #expect(title.alignment == .center)
        #expect(runs.contains { $0.text == "9:41 AM" })
        // A plain table's default cells are bold 20 (docs/fidelity.md).
        #expect(runs.filter { ["Jack", "Jill", "John"].contains($0.text) }.allSatisfy { $0.font.weight == .bold && $0.font.size == 20 })
    }

    @Test func modernUsesInter() throws {
        let runs = texts(try list(.modern).items)
        #expect(runs.first { $0.text == "Accounts" }?.font == Font(.inter, size: 17, weight: .semibold))
    }

    @Test func classicBarIsAGradientFromTheTint() throws {
        let items = try list().items
        let gradients = items.compactMap { item -> LinearGradient? in
            if case .fill(let path, .linearGradient(let g), _) = item, path.bounds == Rect(x: 0, y: 20, width: 320, height: 44) { return g }
            return nil
        }
        let bar = try #require(gradients.first)
        #expect(bar.stops.last?.color == Color(hex: "#6d84a2"))
        #expect(bar.stops.count == 4 && bar.stops[1].offset == 0.5 && bar.stops[2].offset == 0.5)
    }

    @Test func plainTableSeparatorsContinueBelowTheRows() throws {
        let separator = Metrics.classic.separatorColor
        let lines = flat(try list().items).compactMap { item -> Rect? in
            if case .fill(let p, .color(separator), _) = item { return p.bounds }
            return nil
        }.sorted { $0.minY < $1.minY }
        // One line under each of the 3 rows, then one per empty row down to 480.
        #expect(lines.map(\.minY) == stride(from: 107.0, to: 480, by: 44).map { $0 })
    }
}
