import MockupCore
import MockupScene
import MockupUI
import Testing

/// What the fidelity suite measured in real UIKit screenshots, pinned
/// (docs/fidelity.md): classic's plain default cells, modern's bars and its
/// titled grouped headers.
@Suite struct FidelityFixTests {
    func labels(_ yaml: String) throws -> [PresentedView] {
        let played = try Played(yaml)
        return IOS17LayoutTests.views(try played.layout.window(played.story.states[0])) { $0.kind == "label" }
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
        let bar = try #require(IOS17LayoutTests.views(window) { $0.kind == "navigationBar" }.first)
        func flat(_ items: [DisplayItem]) -> [DisplayItem] {
            items.flatMap { item -> [DisplayItem] in if case .group(let g) = item { flat(g.items) } else { [item] } }
        }
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
}
