import Foundation
import MockupCore
import MockupScene
import Testing
@testable import MockupUI

/// Steps on lists: rows inserted, deleted and reloaded as UIKit animates them,
/// swipe actions revealed, edit mode's controls, items inserted into a grid;
/// in each look.
@Suite struct ListStepTests {
    static func inbox(style: String, steps: String, rows extra: String = "") -> String {
        """
        device: iphone-15
        style: \(style)
        screens:
          inbox:
            title: Inbox
            table:
              rows:
                - {text: Anna, showsReorderControl: true}
                - {text: Daniel, showsReorderControl: true, accessory: disclosureIndicator}
                - {text: John, editingStyle: insert}
                - {text: Kate, editingStyle: none}
        \(extra)
        root: {navigationController: {viewControllers: [inbox]}}
        steps:
        \(steps)
        """
    }

    static func cells(_ view: PresentedView) -> [PresentedView] {
        IOS17LayoutTests.views(view) { $0.kind == .tableCell }
    }

    @Test func anInsertedRowMidAnimation() throws {
        for style in ["ios17", "modern", "classic"] {
            let played = try Played(Self.inbox(style: style, steps: "  - insertRows: {at: [[0, 2]], rows: [Mia], with: fade}\n  - insertRows: {at: [0], rows: [Zoe], with: left}"))
            let before = try played.root(0).nodes(ofKind: "tableCell"), after = try played.root(1).nodes(ofKind: "tableCell")
            #expect(after.map(\.text) == ["Anna", "Daniel", "Mia", "John", "Kate"], "\(style)")
            let animation = try played.layout.animation(played.story, step: 1)
            #expect(animation.transition.duration == Seconds(0.3), "\(style): UIKit's 0.3 s for row updates")
            let half = animation.transition.duration.value / 2
            let cells = Self.cells(animation.instant(at: Seconds(half)).window)
            let mia = try #require(cells.first { $0.text == "Mia" }), john = try #require(cells.first { $0.text == "John" })
            // The new row fades in where it will be; the rows below are halfway to their new places.
            #expect(mia.alpha > 0.1 && mia.alpha < 0.9 && mia.frame == after[2].frame, "\(style): \(mia.alpha) \(mia.frame)")
            let johnFrom = before[2].frame.minY, johnTo = after[3].frame.minY
            #expect(john.frame.minY > johnFrom + 1 && john.frame.minY < johnTo - 1, "\(style): \(john.frame.minY) between \(johnFrom) and \(johnTo)")
            #expect(cells.first { $0.text == "Anna" }?.frame == before[0].frame)
            // A row inserted with .left comes in from the left edge, fully opaque.
            let left = try played.layout.animation(played.story, step: 2)
            let zoe = try #require(Self.cells(left.instant(at: Seconds(0.15)).window).first { $0.text == "Zoe" })
            #expect(zoe.frame.minX < -1 && zoe.alpha == 1, "\(style): \(zoe.frame)")
        }
    }

    @Test func rowsDeletedAndReloaded() throws {
        let played = try Played(Self.inbox(style: "ios17", steps: """
              - deleteRows: {at: [1, 3], with: top}
              - reloadRows: {at: [[0, 0]], rows: [{text: Anna Haro, detail: New message, style: subtitle}], with: fade}
              - insertRows: {at: [0], rows: [Top]}
            """))
        #expect(try played.root(1).nodes(ofKind: "tableCell").map(\.text) == ["Anna", "John"])
        #expect(try played.root(2).nodes(ofKind: "tableCell").map(\.text) == ["Anna Haro", "John"])
        // Deleted with .top: the row rises behind the one above as John moves up.
        let delete = try played.layout.animation(played.story, step: 1)
        let mid = Self.cells(delete.instant(at: Seconds(0.15)).window)
        let daniel = try #require(mid.first { $0.text == "Daniel" })
        let before = try played.root(0).nodes(ofKind: "tableCell")
        #expect(daniel.frame.minY < before[1].frame.minY && mid.firstIndex { $0.text == "Daniel" } == 0, "\(mid.map { $0.text ?? "" })")
        // A reload cross-fades the old cell into the new.
        let reload = Self.cells(try played.layout.animation(played.story, step: 2).instant(at: Seconds(0.15)).window)
        #expect(reload.contains { $0.text == "Anna" && $0.alpha < 1 } && reload.contains { $0.text == "Anna Haro" && $0.alpha < 1 })
        // .automatic at the top of a section: the new row rises from behind the row below, drawn behind the others.
        let automatic = Self.cells(try played.layout.animation(played.story, step: 3).instant(at: Seconds(0.05)).window)
        let top = try #require(automatic.first { $0.text == "Top" })
        #expect(automatic.first?.text == "Top" && top.alpha == 1, "\(automatic.map { $0.text ?? "" })")
    }

    @Test func swipeActionsFrames() throws {
        let steps = """
              - swipe:
                  row: 1
                  actions: [{title: Delete, style: destructive}, {title: Flag, backgroundColor: systemOrange}, {title: "Move to Folder"}]
            """
        for style in ["ios17", "modern"] {
            let root = try Played(Self.inbox(style: style, steps: steps)).root(1)
            let table = try #require(root.frames(ofKind: "tableView").first)
            let buttons = root.nodes(ofKind: "button").filter { ["Delete", "Flag", "Move to Folder"].contains($0.title ?? "") }
            try #require(buttons.count == 3, "\(style)")
            let delete = try #require(buttons.first { $0.title == "Delete" }), flag = try #require(buttons.first { $0.title == "Flag" })
            let more = try #require(buttons.first { $0.title == "Move to Folder" })
            // The first action is outermost, at the trailing edge; each at least 74 wide, at most 120, full height.
            #expect(abs(delete.frame.maxX - table.maxX) < 1e-9 && delete.frame.width == 74, "\(style) \(delete.frame)")
            #expect(flag.frame.maxX == delete.frame.minX && flag.frame.width == 74)
            #expect(more.frame.maxX == flag.frame.minX && more.frame.width > 74 && more.frame.width <= 120, "\(more.frame)")
            let cell = try #require(root.nodes(ofKind: "tableCell").first { $0.text == "Daniel" })
            #expect(delete.frame.height == cell.frame.height - 1)
            // The cell slid aside by their width, its neighbours in place.
            let total = delete.frame.width + flag.frame.width + more.frame.width
            #expect(abs(cell.frame.minX - (table.minX - total)) < 1e-9, "\(style) \(cell.frame)")
            #expect(root.nodes(ofKind: "tableCell").first { $0.text == "Anna" }?.frame.minX == table.minX)
        }
        // iOS 3 to 6: one Delete button inside the cell, the cell unmoved.
        let classic = try Played(Self.inbox(style: "classic", steps: "  - swipe: {row: 1}")).root(1)
        let cell = try #require(classic.nodes(ofKind: "tableCell").first { $0.text == "Daniel" })
        let button = try #require(classic.nodes(ofKind: "button").first { $0.frame.intersects(cell.frame) })
        #expect(cell.frame.minX == 0 && button.frame.maxX == cell.frame.maxX - 10 && button.frame.height == 30, "\(button.frame)")
        #expect(classic.nodes(ofKind: "label").contains { $0.text == "Delete" })
    }

    @Test func editModeControls() throws {
        // The content shift: the control's image and 25, less the content edit padding (16 from iOS 13, 9 before).
        for (style, shift, textInset) in [("ios17", 29.0, 16.0), ("modern", 38.0, 15.0), ("classic", 38.0, 10.0)] {
            let played = try Played(Self.inbox(style: style, steps: "  - setEditing: true"))
            let root = try played.root(1)
            let table = try #require(root.frames(ofKind: "tableView").first)
            let cells = root.nodes(ofKind: "tableCell")
            let images = root.nodes(ofKind: "imageView")
            let anna = try #require(cells.first { $0.text == "Anna" })
            let control = try #require(images.first { $0.frame.maxX < table.minX + 50 && $0.frame.intersects(anna.frame) })
            let e = played.layout.metrics.tables.editing
            #expect(abs(control.frame.midX - (table.minX + e.editControlWidth / 2)) < 1e-9, "\(style) \(control.frame)")
            let label = try #require(root.nodes(ofKind: "label").first { $0.text == "Anna" })
            #expect(abs(label.frame.minX - (table.minX + shift + textInset)) < 1e-9, "\(style) \(label.frame)")
            // The reorder control at the trailing margin; the accessory hidden.
            #expect(images.contains { $0.frame.intersects(anna.frame) && $0.frame.maxX > table.maxX - 40 }, "\(style)")
            // Daniel's disclosure indicator is hidden: the only image at his trailing side is the reorder control.
            let daniel = try #require(cells.first { $0.text == "Daniel" })
            #expect(images.filter { $0.frame.intersects(daniel.frame) && $0.frame.maxX > table.maxX - 40 }.map(\.frame.width) == [e.reorderWidth],
                    "\(style)")
            // A row that edits with none shows no control and does not move.
            let kate = try #require(root.nodes(ofKind: "label").first { $0.text == "Kate" })
            #expect(kate.frame.minX == table.minX + textInset, "\(style)")
            let before = try played.root(0).nodes(ofKind: "label").first { $0.text == "Anna" }
            #expect(before?.frame.minX == table.minX + textInset)
            // Setting it back takes the controls away.
            let back = try Played(Self.inbox(style: style, steps: "  - setEditing: true\n  - setEditing: false")).root(2)
            #expect(back.nodes(ofKind: "label").first { $0.text == "Anna" }?.frame.minX == table.minX + textInset)
        }
    }

    @Test func itemsInsertedIntoAGridMoveTheOthers() throws {
        let played = try Played("""
            device: iphone-15
            root:
              view:
                subviews:
                  - collectionView:
                      id: grid
                      frame: [0, 100, 393, 400]
                      flowLayout: {itemSize: [100, 100], minimumInteritemSpacing: 10}
                      items: [{view: {id: a}}, {view: {id: b}}, {view: {id: c}}]
            steps:
              - {insertItems: {at: [[0, 0]], items: [{view: {id: n}}]}, id: grid}
              - {deleteItems: {at: [1]}, id: grid}
            """)
        let before = try played.root(0), after = try played.root(1)
        #expect(after.frame(of: "n") == before.frame(of: "a"))
        #expect(after.frame(of: "a") == before.frame(of: "b"))
        let mid = try played.layout.animation(played.story, step: 1).instant(at: Seconds(0.15)).window.layoutNode()
        let a = try #require(mid.frame(of: "a"))
        #expect(a.minX > (before.frame(of: "a")?.minX ?? 0) && a.minX < (after.frame(of: "a")?.minX ?? 0), "\(a)")
        #expect(try played.root(2).frame(of: "a") == nil)
    }

    @Test func badListStepsAreLocatedErrors() {
        let errors = Played.errors(Self.inbox(style: "ios17", steps: """
              - insertRows: {at: [[0, 9]], rows: [New]}
              - deleteRows: {at: [[1, 0]], with: sideways}
              - reloadRows: {at: [0, 1], rows: [One]}
              - swipe: {row: 0, edge: leading}
            """))
        #expect(errors.contains { $0.contains("unknown row animation 'sideways'") }, "\(errors)")
        #expect(errors.contains { $0.contains("'reloadRows' gives 2 index paths and 1 rows: one for each") }, "\(errors)")
        let playErrors = Played.errors(Self.inbox(style: "ios17", steps: "  - insertRows: {at: [[0, 9]], rows: [New]}"))
        #expect(playErrors.contains { $0.contains("steps[0]: row 9 of section 0 is out of range (valid: 0...4)") }, "\(playErrors)")
        let leading = Played.errors(Self.inbox(style: "ios17", steps: "  - swipe: {row: 0, edge: leading}"))
        #expect(leading.contains { $0.contains("a leading swipe shows only the actions it gives") }, "\(leading)")
        let noTable = Played.errors("""
            root: {view: {subviews: [{label: {id: title, text: Hi}}]}}
            steps:
              - {setEditing: true, id: title}
            """)
        #expect(noTable.contains { $0.contains("'title' is a label; 'setEditing' needs a table") }, "\(noTable)")
        #expect((errors + playErrors + leading + noTable).allSatisfy { $0.hasPrefix("test.yaml:") })
    }
}

extension ListStepTests {
    @Test func scrollingToARowOrAnItem() throws {
        let rows = (0..<60).map { "Row \($0)" }.joined(separator: ", ")
        let played = try Played("""
            device: iphone-15
            style: ios17
            screens:
              list: {title: List, table: {rows: [\(rows)]}}
              grid:
                title: Grid
                view:
                  subviews:
                    - collectionView:
                        id: photos
                        flowLayout: {itemSize: [100, 100], minimumLineSpacing: 10}
                        items: [\((0..<40).map { _ in "{view: {}}" }.joined(separator: ", "))]
                  constraints: [photos.leading == view.leading, photos.trailing == view.trailing, photos.top == view.top, photos.bottom == view.bottom]
            root: {navigationController: {viewControllers: [list]}}
            steps:
              - scroll: {row: 20}
              - scroll: {row: 59, position: middle}
              - push: grid
              - {scroll: {item: [0, 12], position: top}, id: photos}
              - {scroll: {item: 39, position: bottom}, id: photos}
            """)
        let table = try #require(try played.root(1).frames(ofKind: "tableView").first)
        let row20 = try #require(try played.root(1).nodes(ofKind: "tableCell").first { $0.text == "Row 20" })
        #expect(row20.frame.minY == table.minY, "\(row20.frame) \(table)")
        // The last row cannot come to the middle: the content ends at the table's bottom.
        let last = try #require(try played.root(2).nodes(ofKind: "tableCell").first { $0.text == "Row 59" })
        #expect(abs(last.frame.maxY - table.maxY) <= 1, "\(last.frame) \(table)")
        // A grid beneath the bar: item 12 (the fifth line) comes to rest just below the bar.
        let root = try played.root(4)
        let bar = try #require(root.frames(ofKind: "navigationBar").first)
        let cells = root.frames(ofKind: "collectionViewCell")
        #expect(cells.contains { $0.minY == bar.maxY && $0.minX > 0 }, "\(cells.prefix(4)) \(bar)")
        let scrolled = try played.root(5).frames(ofKind: "collectionViewCell")
        let grid = try #require(try played.root(5).frame(of: "photos"))
        #expect(scrolled.contains { abs($0.maxY - grid.maxY) < 1 }, "\(scrolled.suffix(3)) \(grid)")
        // The scroll animates as any scroll does.
        #expect(try played.layout.animation(played.story, step: 1).transition.kind == .scroll)
        let errors = Played.errors("root: {table: {rows: [A, B]}}\nsteps:\n  - scroll: {row: 5}\n  - {scroll: {item: 0}, id: nothing}")
        #expect(errors.contains { $0.contains("test.yaml:3:5: error: steps[0]: row 5 of section 0 is out of range") }, "\(errors)")
        #expect(errors.contains { $0.contains("steps[1]: no table or collection view in the hierarchy has id 'nothing'") }, "\(errors)")
        // A scroll without an id acts on the screen's first view that scrolls, as `scroll: Y` does: a scroll view here, not the table.
        let first = Played.errors("""
            root:
              view:
                subviews:
                  - scrollView: {frame: [0, 0, 320, 100]}
                  - tableView: {frame: [0, 100, 320, 300], rows: [A, B]}
            steps:
              - scroll: {row: 1}
            """)
        #expect(first.contains { $0.contains("steps[0]: 'scroll' to a row needs a table or collection view; the first view that scrolls on the visible screen is a scrollView") }, "\(first)")
        let words = Played.errors("root: {table: {rows: [A, B]}}\nsteps:\n  - scroll: {row: 1, position: center}\n  - scroll: {row: 1, item: 2}")
        #expect(words.contains { $0.contains("unknown scroll position 'center'") }, "\(words)")
        #expect(words.contains { $0.contains("a scroll goes to a 'row' or an 'item', not both") }, "\(words)")
    }
}
