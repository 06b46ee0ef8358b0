import MockupCore
import MockupScene
@testable import MockupUI
import Testing

/// Steps that name a view (`set`, `focus`, `scroll`) find it wherever it
/// lives: in a table row's accessory view, in a navigation item's title view
/// and bar button items' custom views, in toolbar items, in a navigation bar
/// or toolbar view's items, and in presented screens.
@Suite struct ViewIDTests {
    static let scene = """
        device: iphone-15
        screens:
          settings:
            title: Settings
            navigationItem:
              titleView: {segmentedControl: {id: scope, segments: [All, Missed]}}
              rightBarButtonItem: {customView: {switch: {id: barSwitch}}}
            toolbarItems:
              - customView: {label: {id: count, text: "3 items", frame: [0, 0, 80, 20]}}
            table:
              sections:
                - rows:
                    - {text: Wi-Fi, accessoryView: {switch: {id: wifi, isOn: true}}}
                    - {text: Volume, accessoryView: {slider: {id: volume, frame: [0, 0, 120, 0]}}}
          sheet:
            view:
              backgroundColor: white
              subviews:
                - navigationBar:
                    frame: [0, 0, 393, 56]
                    items: [{title: Sheet, titleView: {label: {id: sheetTitle, text: Old, frame: [0, 0, 100, 20]}}}]
                - textField: {id: name, frame: [20, 100, 200, 31]}
                - toolbar:
                    frame: [0, 600, 393, 44]
                    items: [{customView: {progressView: {id: upload, frame: [0, 0, 120, 0], progress: 0.1}}}]
                - tableView: {id: list, frame: [0, 150, 393, 400], rows: [A, B, C, D, E, F, G, H, I, J, K, L, M]}
        root: {navigationController: {viewControllers: [settings], toolbarHidden: false}}
        steps:
          - set: {id: wifi, isOn: false}
          - set: {id: volume, value: 0.75}
          - set: {id: scope, selectedSegmentIndex: 1}
          - set: {id: barSwitch, isOn: true}
          - set: {id: count, text: "4 items"}
          - present: sheet
          - set: {id: sheetTitle, text: New}
          - set: {id: upload, progress: 0.9}
          - focus: name
          - {scroll: 40, id: list}
        """

    func view(_ id: String, at step: Int, in played: Played) throws -> PresentedView {
        let window = try played.layout.window(played.story.states[step])
        return try #require(window.descendant { $0.id == id }, "no view '\(id)' at step \(step)")
    }

    @Test func setReachesAccessoryViewsTitleViewsBarItemsAndPresentedScreens() throws {
        let played = try Played(Self.scene)
        func on(_ id: String, _ step: Int) throws -> Double? {
            guard case .control(let content) = try view(id, at: step, in: played).content, case .switchControl(let s) = content.kind else { return nil }
            return s.on
        }
        #expect(try on("wifi", 0) == 1)
        #expect(try on("wifi", 1) == 0)
        #expect(try on("barSwitch", 3) == 0)
        #expect(try on("barSwitch", 4) == 1)
        #expect(try view("count", at: 4, in: played).text == "3 items")
        #expect(try view("count", at: 5, in: played).text == "4 items")
        #expect(try view("sheetTitle", at: 6, in: played).text == "Old")
        #expect(try view("sheetTitle", at: 7, in: played).text == "New")
        let state = played.story.states
        #expect(state[1].root.allNodes.flatMap(\.ownViews).contains { v in
            if case .switchControl(let s) = v.kind { return v.id == "wifi" && !s.isOn }
            return false
        })
        #expect(state[2].node(named: "settings")?.ownViews.first { $0.id == "volume" }.map { v in
            if case .slider(let s) = v.kind { return s.value } else { return -1 }
        } == 0.75)
        #expect(state[3].node(named: "settings")?.ownViews.first { $0.id == "scope" }.map { v in
            if case .segmentedControl(let s) = v.kind { return s.selectedSegmentIndex } else { return -1 }
        } == 1)
        #expect(state[8].node(named: "sheet")?.ownViews.first { $0.id == "upload" }.map { v in
            if case .progressView(let p) = v.kind { return p.progress } else { return -1 }
        } == 0.9)
    }

    @Test func focusAndScrollReachPresentedScreens() throws {
        let played = try Played(Self.scene)
        #expect(played.story.states[9].editing?.id == "name")
        #expect(try played.root(9).nodes(ofKind: "keyboard").count == 1)
        #expect(played.story.states[10].node(named: "sheet")?.ownViews.first { $0.id == "list" }?.verticalOffset == 40)
    }

    @Test func anIdInNoPlaceIsALocatedErrorWithTheClosestId() {
        let errors = Played.errors(Self.scene.replacingOccurrences(of: "- set: {id: wifi, isOn: false}", with: "- set: {id: wify, isOn: false}"))
        #expect(errors == ["test.yaml:29:5: error: steps[0]: no view in the hierarchy has id 'wify' (did you mean 'wifi'?)"])
    }
}

extension PresentedView {
    /// The first view of this tree, itself included, that satisfies `predicate`.
    func descendant(where predicate: (PresentedView) -> Bool) -> PresentedView? {
        if predicate(self) { return self }
        for child in children { if let found = child.descendant(where: predicate) { return found } }
        return nil
    }
}
