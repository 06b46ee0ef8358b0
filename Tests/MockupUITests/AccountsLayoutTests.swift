import MockupCore
import Testing
@testable import MockupUI

/// The first vertical slice: Tweetie's accounts list, laid out without Cairo.
@Suite struct AccountsLayoutTests {
    static func accounts(device: Device = .preset(.iphoneRetina), style: Style = .classic, statusBar: Bool = true) -> Scene {
        let table = ViewSpec(kind: .tableView(TableViewSpec(sections: [TableSectionSpec(rows: [
            TableRowSpec(text: "Jack"), TableRowSpec(text: "Jill"), TableRowSpec(text: "John"),
        ])])), autoresizingMask: [.flexibleWidth, .flexibleHeight])
        return Scene(
            name: "accounts", device: device, style: style, statusBar: statusBar,
            screens: ["accounts": ControllerSpec(title: "Accounts", content: .view(table))],
            root: .inline(ControllerSpec(content: .navigation(NavigationControllerSpec(viewControllers: [.screen("accounts", at: nil)]))))
        )
    }

    func layout(_ scene: Scene) throws -> LayoutNode {
        try SceneLayout(scene: scene, measurer: ApproximateTextMeasurer()).window(step: 0).layoutNode()
    }

    @Test func framesFollowTheReference() throws {
        let root = try layout(Self.accounts())
        #expect(root.kind == "window")
        #expect(root.frame == Rect(x: 0, y: 0, width: 320, height: 480))
        #expect(root.nodes(ofKind: "statusBar").map(\.frame) == [Rect(x: 0, y: 0, width: 320, height: 20)])
        let bar = try #require(root.nodes(ofKind: "navigationBar").first)
        #expect(bar.frame == Rect(x: 0, y: 20, width: 320, height: 44))
        #expect(bar.title == "Accounts")
        let screen = try #require(root.node(id: "accounts"))
        #expect(screen.kind == "screen")
        #expect(screen.frame == Rect(x: 0, y: 64, width: 320, height: 416))
        let table = try #require(screen.children.first)
        #expect(table.kind == "tableView")
        #expect(table.frame == screen.frame)
        let cells = root.nodes(ofKind: "tableCell")
        #expect(cells.map(\.text) == ["Jack", "Jill", "John"])
        #expect(cells.map(\.frame) == [0, 1, 2].map { Rect(x: 0, y: 64 + 44 * Double($0), width: 320, height: 44) })
        #expect(root.allNodes().allSatisfy { $0.alpha == 1 })
    }

    @Test func barsAreAboveContentAndStatusBarOnTop() throws {
        let root = try layout(Self.accounts())
        #expect(root.children.map(\.kind) == ["screen", "statusBar"])
        // The navigation controller's root view holds its top screen's, then its bar.
        let navigation = try #require(root.children.first)
        #expect(navigation.frame == Rect(x: 0, y: 20, width: 320, height: 460))
        #expect(navigation.children.map(\.kind) == ["screen", "navigationBar"])
        #expect(navigation.children.first?.id == "accounts")
    }

    @Test func titleIsCentredOnTheBar() throws {
        let root = try layout(Self.accounts())
        let title = try #require(root.nodes(ofKind: "navigationBar").first?.children.first)
        #expect(title.kind == "label")
        #expect(title.text == "Accounts")
        #expect(title.frame.midX == 160)
        #expect(title.frame.minY == 20 && title.frame.height == 44)
    }

    @Test func rootContentControllerFillsBelowTheStatusBar() throws {
        var scene = Self.accounts()
        scene.root = .screen("accounts", at: nil)
        let root = try layout(scene)
        #expect(root.node(id: "accounts")?.frame == Rect(x: 0, y: 20, width: 320, height: 460))
        #expect(root.nodes(ofKind: "navigationBar").isEmpty)
        scene.statusBar = false
        let bare = try layout(scene)
        #expect(bare.node(id: "accounts")?.frame == Rect(x: 0, y: 0, width: 320, height: 480))
        #expect(bare.nodes(ofKind: "statusBar").isEmpty)
    }

    @Test func otherDevices() throws {
        let tall = try layout(Self.accounts(device: .preset(.iphone15)))
        #expect(tall.frame == Rect(x: 0, y: 0, width: 393, height: 852))
        #expect(tall.nodes(ofKind: "statusBar").first?.frame.height == 59)
        #expect(tall.nodes(ofKind: "navigationBar").first?.frame == Rect(x: 0, y: 59, width: 393, height: 44))
        #expect(tall.node(id: "accounts")?.frame == Rect(x: 0, y: 103, width: 393, height: 749))
        let five = try layout(Self.accounts(device: .preset(.iphone5)))
        #expect(five.node(id: "accounts")?.frame == Rect(x: 0, y: 64, width: 320, height: 504))
    }

    @Test func onlyVisibleCellsAreInTheHierarchy() throws {
        var scene = Self.accounts()
        let rows = (1...30).map { TableRowSpec(text: "Row \($0)") }
        scene.screens["accounts"]?.content = .view(ViewSpec(kind: .tableView(TableViewSpec(sections: [TableSectionSpec(rows: rows)]))))
        let cells = try layout(scene).nodes(ofKind: "tableCell")
        // 416 points of table show rows 1-10 (the tenth one partly).
        #expect(cells.count == 10)
        #expect(cells.last?.frame == Rect(x: 0, y: 460, width: 320, height: 44))
    }

    @Test func unknownScreenIsLocated() throws {
        var scene = Self.accounts()
        scene.root = .screen("acounts", at: SourceLocation(file: "s.yaml", line: 3, column: 7))
        #expect(throws: DiagnosticError.self) { try layout(scene) }
        do {
            _ = try layout(scene)
        } catch let error as DiagnosticError {
            #expect(error.description == "s.yaml:3:7: error: root: unknown screen 'acounts' (did you mean 'accounts'?)")
        }
    }
}
