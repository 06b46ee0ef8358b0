import MockupCore
import MockupUI
import Testing
@testable import MockupScene

/// A screen's `view:` written as a plain view's properties, as a UIKit
/// developer thinks of a screen's root view, and the messages for a view
/// written without its kind elsewhere.
@Suite struct ScreenViewShorthandTests {
    @Test func propertiesAloneMeanAPlainView() throws {
        let short = try SceneLoader.parse("""
            screens:
              home:
                view: {backgroundColor: white, frame: [0, 0, 320, 416], subviews: [{label: {text: Hi}}]}
            root: home
            """, file: "short.yaml").withoutLocations
        let long = try SceneLoader.parse("""
            screens:
              home:
                view: {view: {backgroundColor: white, frame: [0, 0, 320, 416], subviews: [{label: {text: Hi}}]}}
            root: home
            """, file: "short.yaml").withoutLocations
        #expect(short == long)
        guard case .view(let view?) = short.screens["home"]?.content else {
            Issue.record("home has no view")
            return
        }
        #expect(view.kind == .view)
        #expect(view.backgroundColor == .white)
        #expect(view.subviews.count == 1)
    }

    @Test func inlineRootTakesTheShorthandToo() throws {
        let scene = try SceneLoader.parse("root: {title: A, view: {backgroundColor: red}}", file: "a.yaml")
        guard case .inline(let root) = scene.root, case .view(let view?) = root.content else {
            Issue.record("root has no view")
            return
        }
        #expect(view.backgroundColor == Color(red: 1, green: 0, blue: 0))
    }

    @Test func misspeltKeysUnderTheShorthand() {
        #expect(diagnostics("root: {view: {backgroundColour: white, subviews: [{lable: {text: x}}]}}") == [
            "scene.yaml:1:15: error: root.view: unknown key 'backgroundColour' (did you mean 'backgroundColor'?)",
            "scene.yaml:1:52: error: root.view.subviews[0]: unknown view kind 'lable' (did you mean 'label'?)",
        ])
        #expect(diagnostics("root: {view: {lable: {text: x}}}") == [
            "scene.yaml:1:15: error: root.view: unknown view kind 'lable' (did you mean 'label'?)",
        ])
    }

    @Test func aSubviewWithoutItsKindNamesTheKindsAndTheSpelling() {
        let text = """
            root:
              view:
                subviews:
                  - {frame: [0, 0, 10, 10], backgroundColor: red}
                  - {frame: [0, 0, 10, 10], text: Hi}
                  - {title: Go, type: system}
            """
        let kinds = "(kinds: view, label, button, textField, imageView, navigationBar, toolbar, tabBar, segmentedControl, tableView, searchBar, switch, slider, progressView, activityIndicator, pageControl, stepper, textView, scrollView, pickerView, datePicker, stackView, collectionView)"
        #expect(diagnostics(text) == [
            "scene.yaml:4:9: error: root.view.subviews[0]: a view needs a kind key; found only properties ('frame', 'backgroundColor'): write it as 'view: {frame: ..., backgroundColor: ...}' \(kinds)",
            "scene.yaml:5:9: error: root.view.subviews[1]: a view needs a kind key; found only properties ('frame', 'text'): write it as 'label: {frame: ..., text: ...}' \(kinds)",
            "scene.yaml:6:9: error: root.view.subviews[2]: a view needs a kind key; found only properties ('title', 'type'): write it as 'button: {title: ..., type: ...}' \(kinds)",
        ])
    }

    @Test func aTitleViewOrCustomViewWithoutItsKind() {
        let text = """
            root:
              navigationItem: {titleView: {frame: [0, 0, 100, 30]}}
              toolbarItems: [{customView: {segments: [A, B]}}]
            """
        let messages = diagnostics(text)
        #expect(messages.count == 2)
        #expect(messages.first?.hasPrefix("scene.yaml:2:31: error: root.navigationItem.titleView: a view needs a kind key") == true)
        #expect(messages.last?.contains("write it as 'segmentedControl: {segments: ...}'") == true)
    }
}
