import Foundation
import MockupCore
import MockupScene
import Testing
@testable import MockupUI

/// Compositional layouts: a three-column grid, a list configuration drawn as
/// the inset grouped table of the same rows, an orthogonal section, headers;
/// a flow layout's headers, footers and self-sizing items; a collection view
/// reaching up beneath a navigation bar.
@Suite struct CompositionalLayoutTests {
    static func screen(_ collection: String, device: String = "iphone-15", style: String = "ios17") -> String {
        """
        device: \(device)
        style: \(style)
        root:
          view:
            subviews:
              - collectionView:
                  id: list
                  frame: [0, 100, \(device == "iphone-se" ? 375 : 393), 600]
        \(collection.split(separator: "\n").map { "          " + $0 }.joined(separator: "\n"))
        """
    }

    @Test func aThreeColumnGridDividesItsWidth() throws {
        for (device, width) in [("iphone-15", 393.0), ("iphone-se", 375.0)] {
            let root = try Played(Self.screen("""
                compositionalLayout:
                  sections:
                    - grid: {columns: 3, height: {fractionalWidth: 0.3333}, interItemSpacing: 2, interGroupSpacing: 2, contentInsets: [10, 4, 0, 4]}
                items: [{view: {}}, {view: {}}, {view: {}}, {view: {}}, {view: {}}]
                """, device: device)).root(0)
            let list = try #require(root.frame(of: "list"))
            let cells = root.frames(ofKind: "collectionViewCell").map { $0.offsetBy(dx: 0, dy: 100 - list.minY) }
            #expect(cells.count == 5)
            let item = (width - 8 - 4) / 3, row = (width - 8) * 0.3333
            #expect(abs(cells[0].minX - 4) < 1e-9 && abs(cells[0].minY - 110) < 1e-9, "\(device) \(cells[0])")
            #expect(abs(cells[0].width - item) < 1e-9 && abs(cells[0].height - row) < 1e-9, "\(device) \(cells[0])")
            #expect(abs(cells[1].minX - (4 + item + 2)) < 1e-9 && abs(cells[2].maxX - (width - 4)) < 1e-9, "\(device) \(cells.map(\.minX))")
            // The fourth starts the next group, 2 below, at the leading inset: a short last row stays leading.
            #expect(abs(cells[3].minY - (110 + row + 2)) < 1e-9 && abs(cells[3].minX - 4) < 1e-9, "\(device) \(cells[3])")
            #expect(abs(cells[4].minX - cells[1].minX) < 1e-9, "\(device) \(cells[4])")
        }
    }

    @Test func aListConfigurationIsDrawnAsTheInsetGroupedTable() throws {
        let rows = """
            - rows:
                - {text: Wi-Fi, detail: Home, style: value1, accessory: disclosureIndicator}
                - {text: Bluetooth, detail: "On", style: value1, accessory: disclosureIndicator}
            - header: General
              footer: Software updates and storage.
              rows:
                - {text: About, accessory: disclosureIndicator}
            """
        for style in ["ios17", "modern", "classic"] {
            let table = try Played(Self.screen("""
                style: insetGrouped
                sections:
                \(rows)
                """, style: style).replacingOccurrences(of: "- collectionView:", with: "- tableView:")).root(0)
            let list = try Played(Self.screen("""
                compositionalLayout: {list: insetGrouped}
                sections:
                \(rows.replacingOccurrences(of: "rows:", with: "items:"))
                """, style: style)).root(0)
            let tableCells = table.nodes(ofKind: "tableCell"), listCells = list.nodes(ofKind: "collectionViewCell")
            #expect(tableCells.count == 3 && listCells.count == 3, "\(style)")
            #expect(tableCells.map(\.frame) == listCells.map(\.frame), "\(style): \(tableCells.map(\.frame)) \(listCells.map(\.frame))")
            #expect(listCells.map(\.text) == ["Wi-Fi", "Bluetooth", "About"])
            let texts = { (root: LayoutNode) in root.nodes(ofKind: "label").map { "\($0.text ?? "") \($0.frame)" } }
            #expect(texts(table) == texts(list), "\(style)")
        }
    }

    @Test func anOrthogonalSectionLiesInOneRowAtRest() throws {
        let layout = { (behavior: String) in
            try Played(Self.screen("""
                compositionalLayout:
                  interSectionSpacing: 20
                  sections:
                    - grid: {width: {fractionalWidth: 0.8}, height: 150, interGroupSpacing: 10, contentInsets: [0, 16, 0, 16], orthogonalScrollingBehavior: \(behavior)}
                    - grid: {columns: 2, height: 50}
                sections:
                  - items: [{view: {}}, {view: {}}, {view: {}}]
                  - header: Below
                    items: [{view: {}}]
                """)).root(0)
        }
        // The container is 393 - 32 wide; a group is 0.8 of it.
        let group = (393.0 - 32) * 0.8
        let root = try layout("continuous")
        let dy = 100 - (try #require(root.frame(of: "list"))).minY
        let continuous = root.frames(ofKind: "collectionViewCell").map { $0.offsetBy(dx: 0, dy: dy) }
        // Two groups show, the third lies past the trailing edge and is not there; the next section begins below the row.
        #expect(continuous.count == 3, "\(continuous)")
        #expect(continuous[0] == Rect(x: 16, y: 100, width: group, height: 150), "\(continuous[0])")
        #expect(abs(continuous[1].minX - (16 + group + 10)) < 1e-9 && continuous[1].minY == 100, "\(continuous[1])")
        let header = try #require(root.nodes(ofKind: "collectionReusableView").first).frame.offsetBy(dx: 0, dy: dy)
        #expect(header.minY == 100 + 150 + 20 && header.height >= 22, "\(header)")
        #expect(root.nodes(ofKind: "label").contains { $0.text == "Below" })
        #expect(abs(continuous[2].minY - header.maxY) < 1e-9, "\(continuous[2])")
        // Paging with the group centred: the first group sits in the middle, its neighbour peeking.
        let centred = try layout("groupPagingCentered").frames(ofKind: "collectionViewCell")
        #expect(abs(centred[0].midX - 393.0 / 2) < 1e-9, "\(centred[0])")
    }

    @Test func aFlowLayoutsHeadersFootersAndSelfSizingItems() throws {
        let root = try Played(Self.screen("""
            flowLayout:
              estimatedItemSize: automaticSize
              minimumInteritemSpacing: 8
              minimumLineSpacing: 8
              sectionInset: [8, 16, 8, 16]
              headerReferenceSize: [0, 40]
              footerReferenceSize: [0, 30]
            sections:
              - header: {view: {frame: [0, 0, 393, 40], subviews: [{label: {id: heading, text: Tags, frame: [16, 10, 200, 20]}}]}}
                footer: Three tags
                items:
                  - view: {frame: [0, 0, 120, 32]}
                  - view: {frame: [0, 0, 90, 32]}
                  - stackView: {axis: horizontal, arrangedSubviews: [{label: {text: Gardening}}]}
            """)).root(0)
        let dy = 100 - (try #require(root.frame(of: "list"))).minY
        let supplementaries = root.frames(ofKind: "collectionReusableView").map { $0.offsetBy(dx: 0, dy: dy) }
        #expect(supplementaries.first == Rect(x: 0, y: 100, width: 393, height: 40), "\(supplementaries)")
        #expect(root.frame(of: "heading")?.offsetBy(dx: 0, dy: dy) == Rect(x: 16, y: 110, width: 200, height: 20))
        let cells = root.frames(ofKind: "collectionViewCell").map { $0.offsetBy(dx: 0, dy: dy) }
        try #require(cells.count == 3, "\(cells)")
        // Items as large as their content: the first two by their frames, in one line spread to its ends.
        #expect(cells[0] == Rect(x: 16, y: 148, width: 120, height: 32), "\(cells)")
        #expect(cells[1].width == 90 && cells[1].height == 32, "\(cells)")
        #expect(cells[2].width > 0 && cells[2].width < 200, "\(cells[2])")
        let footer = try #require(supplementaries.last)
        let contentBottom = cells.map(\.maxY).max() ?? 0
        #expect(footer == Rect(x: 0, y: contentBottom + 8, width: 393, height: 30), "\(footer)")
    }

    @Test func aCollectionViewBeneathANavigationBarInsetsItsContent() throws {
        let played = try Played("""
            device: iphone-15
            style: ios17
            screens:
              grid:
                title: Photos
                view:
                  subviews:
                    - collectionView:
                        id: photos
                        flowLayout: {itemSize: [100, 100]}
                        items: [{view: {}}, {view: {}}]
                  constraints:
                    - photos.leading == view.leading
                    - photos.trailing == view.trailing
                    - photos.top == view.top
                    - photos.bottom == view.bottom
            root: {navigationController: {viewControllers: [grid]}}
            steps:
              - {scroll: 40, id: photos}
            """)
        let rest = try played.root(0)
        let bar = try #require(rest.frames(ofKind: "navigationBar").first)
        let view = try #require(rest.frame(of: "photos"))
        #expect(view.minY < bar.maxY, "the collection view reaches up beneath the bar: \(view) \(bar)")
        #expect(rest.frames(ofKind: "collectionViewCell").first?.minY == bar.maxY, "\(rest.frames(ofKind: "collectionViewCell"))")
        #expect(try played.root(1).frames(ofKind: "collectionViewCell").first?.minY == bar.maxY - 40)
    }

    @Test func badCompositionalLayoutsAreLocatedErrors() {
        let errors = Played.errors(Self.screen("""
            compositionalLayout:
              sections:
                - grid: {columns: 0, width: {fractionalWidht: 1}, orthogonalScrollingBehavior: sideways}
                - list: insetGroupd
                - {}
            items: [{view: {}}]
            """))
        #expect(errors.contains { $0.contains("columns: expected an integer from 1 to 100") }, "\(errors)")
        #expect(errors.contains { $0.contains("unknown key 'fractionalWidht' (did you mean 'fractionalWidth'?)") }, "\(errors)")
        #expect(errors.contains { $0.contains("unknown orthogonal scrolling behavior 'sideways'") }, "\(errors)")
        #expect(errors.contains { $0.contains("unknown list appearance 'insetGroupd' (did you mean 'insetGrouped'?)") }, "\(errors)")
        #expect(errors.contains { $0.contains("a section's layout needs 'list' or 'grid'") }, "\(errors)")
        #expect(errors.allSatisfy { $0.hasPrefix("test.yaml:") }, "\(errors)")
    }
}

extension CompositionalLayoutTests {
    /// A scroll view under a navigation bar: at rest the bar is clear (its scroll edge), scrolled it takes its material.
    @Test func aScrolledScrollViewGivesTheBarItsMaterial() throws {
        let played = try Played("""
            device: iphone-15
            style: ios17
            screens:
              article:
                title: Article
                view:
                  subviews:
                    - scrollView:
                        id: page
                        frame: [0, 0, 393, 749]
                        contentSize: [393, 2000]
                        subviews: [{label: {text: Long read, frame: [16, 16, 300, 24]}}]
            root: {navigationController: {viewControllers: [article]}}
            steps:
              - {scroll: 200, id: page}
            """)
        func bar(_ step: Int) throws -> PresentedView {
            let window = try played.layout.window(played.story.states[step])
            return try #require(IOS17LayoutTests.views(window) { if case .navigationBar = $0.content { true } else { false } }.first)
        }
        #expect(try bar(0).isClearBar)
        #expect(try !bar(1).isClearBar)
    }
}
