import MockupCore
import Testing
@testable import MockupScene

/// The diagnostics of `text` read as `scene.yaml`, printed; empty when it loads.
func diagnostics(_ text: String, file: String = "scene.yaml") -> [String] {
    do {
        _ = try SceneLoader.parse(text, file: file)
        return []
    } catch {
        return error.diagnostics.map(\.description)
    }
}

@Suite struct SceneDiagnosticsTests {
    @Test func yamlMistakesPeopleMakeAreNamed() {
        #expect(diagnostics("screens:\n\taccounts: {title: A}\nroot: accounts") == [
            "scene.yaml:2:1: error: invalid YAML: a tab cannot indent or separate YAML; use spaces",
        ])
        #expect(diagnostics("root: {title: `x`}") == [
            "scene.yaml:1:15: error: invalid YAML: '`' cannot start a value; quote the value (\"`...\")",
        ])
        #expect(diagnostics("{\"root\": {\"title\": \"A\" \"x\": 1}}", file: "scene.json") == [
            "scene.json:1:24: error: invalid JSON: did not find expected ',' or '}' (while parsing a flow mapping at line 1, column 10)",
        ])
    }

    @Test func unknownKeyWithHint() {
        let text = """
            screens:
              article:
                toolbarItems:
                  - {systemItem: flexibleSpace}
                  - {title: Share}
                  - {titel: Reply}
            root: article
            """
        #expect(diagnostics(text) == [
            "scene.yaml:6:10: error: screens.article.toolbarItems[2]: unknown key 'titel' (did you mean 'title'?)",
        ])
    }

    @Test func unknownKeyWithoutHintListsShortVocabularies() {
        #expect(diagnostics("root: {view: {label: {font: {colour: red}}}}") == [
            "scene.yaml:1:30: error: root.view.label.font: unknown key 'colour' (expected one of: name, size, weight, textStyle)",
        ])
    }

    @Test func wrongType() {
        let text = """
            root:
              view:
                label: {frame: [abc, 0, 10, 10], hidden: maybe}
            """
        #expect(diagnostics(text) == [
            "scene.yaml:3:21: error: root.view.label.frame[0]: expected a number from -100000 to 100000, found 'abc'",
            "scene.yaml:3:46: error: root.view.label.hidden: expected true or false, found 'maybe'",
        ])
        #expect(diagnostics("fps: 500\nroot: {}") == [
            "scene.yaml:1:6: error: fps: expected a number > 0 and <= 240, found '500'",
        ])
        #expect(diagnostics("root: {title: [A, B]}") == [
            "scene.yaml:1:15: error: root.title: expected a string, found a list of 2 values",
        ])
    }

    @Test func unknownScreenReferenceWithHint() {
        let text = """
            screens:
              article: {title: Article}
            root:
              navigationController:
                viewControllers: [artcle]
            steps:
              - push: articel
            """
        #expect(diagnostics(text) == [
            "scene.yaml:5:23: error: root.navigationController.viewControllers[0]: unknown screen 'artcle' (did you mean 'article'?)",
            "scene.yaml:7:11: error: steps[0].push: unknown screen 'articel' (did you mean 'article'?)",
        ])
    }

    @Test func invalidYAML() {
        #expect(diagnostics("root: {}\nfps: a: b\n") == [
            "scene.yaml:2:7: error: invalid YAML: mapping values are not allowed in this context",
        ])
        #expect(diagnostics("root: {}\n  title: x\n") == [
            "scene.yaml:2:3: error: invalid YAML: did not find expected key (while parsing a block mapping at line 1, column 1)",
        ])
        #expect(diagnostics("root: {title: [a, b}\n") == [
            "scene.yaml:1:20: error: invalid YAML: did not find expected ',' or ']' (while parsing a flow sequence at line 1, column 15)",
        ])
    }

    @Test func duplicateKeyPointsAtTheRepetition() {
        #expect(diagnostics("root: {}\nfps: 30\nroot: {}\n") == [
            "scene.yaml:3:1: error: duplicate key 'root': each key may appear once in a mapping (first written at line 1)",
        ])
    }

    @Test func unknownStep() {
        let text = """
            root: {}
            steps:
              - toggleBar
              - {pusj: a}
              - {pop: , animted: false}
              - wait
            """
        #expect(diagnostics(text) == [
            "scene.yaml:3:5: error: steps[0]: unknown step 'toggleBar' (did you mean 'toggleBars'?)",
            "scene.yaml:4:6: error: steps[1]: unknown step 'pusj' (did you mean 'push'?)",
            "scene.yaml:5:13: error: steps[2]: unknown key 'animted' (did you mean 'animated'?)",
            "scene.yaml:6:5: error: steps[3]: step 'wait' needs a value, as in 'wait: 0.5'",
        ])
    }

    @Test func unknownEnumValues() {
        let text = """
            device: iphone-6
            style: clasic
            orientation: sideways
            root:
              navigationController: {viewControllers: [{}], barStyle: blak}
              tabBarItem: {systemItem: topRatd}
            steps:
              - rotate: landscapeleft
            """
        #expect(diagnostics(text) == [
            "scene.yaml:1:9: error: device: unknown device preset 'iphone-6' (did you mean 'iphone-5'?)",
            "scene.yaml:2:8: error: style: unknown style 'clasic' (did you mean 'classic'?)",
            "scene.yaml:3:14: error: orientation: unknown orientation 'sideways' (expected one of: portrait, landscapeLeft, landscapeRight)",
            "scene.yaml:5:59: error: root.navigationController.barStyle: unknown bar style 'blak' (did you mean 'black'?)",
            "scene.yaml:6:28: error: root.tabBarItem.systemItem: unknown tab bar system item 'topRatd' (did you mean 'topRated'?)",
            "scene.yaml:8:13: error: steps[0].rotate: unknown orientation 'landscapeleft' (did you mean 'landscapeLeft'?)",
        ])
    }

    @Test func colours() {
        let text = """
            root:
              view:
                view:
                  backgroundColor: bleu
                  subviews:
                    - label: {textColor: "#12345"}
                    - label:
                        textColor: #123456
            """
        #expect(diagnostics(text) == [
            "scene.yaml:4:24: error: root.view.view.backgroundColor: unknown colour 'bleu' (did you mean 'blue'?)",
            "scene.yaml:6:30: error: root.view.view.subviews[0].label.textColor: invalid colour '#12345': expected \"#rrggbb\" or \"#rrggbbaa\"",
            "scene.yaml:8:13: error: root.view.view.subviews[1].label.textColor: an unquoted '#' starts a comment; write the colour in quotes, e.g. \"#6d84a2\"",
        ])
    }

    @Test func viewsNeedExactlyOneKind() {
        let text = """
            root:
              view:
                view:
                  subviews:
                    - {label: {text: A}, button: {title: B}}
                    - {}
                    - {lable: {text: C}}
            """
        #expect(diagnostics(text) == [
            "scene.yaml:5:30: error: root.view.view.subviews[0]: a view has one kind key; found 'label' and 'button'",
            "scene.yaml:6:11: error: root.view.view.subviews[1]: a view needs a kind key: view, label, button, textField, imageView, navigationBar, toolbar, tabBar, segmentedControl, tableView, searchBar, switch, slider, progressView, activityIndicator, pageControl, stepper, textView, scrollView, pickerView, datePicker, stackView, collectionView",
            "scene.yaml:7:12: error: root.view.view.subviews[2]: unknown view kind 'lable' (did you mean 'label'?)",
        ])
    }

    @Test func controllerShapes() {
        let text = """
            screens:
              a:
                view: {view: {}}
                table: {rows: [x]}
              b:
                navigationController: {viewControllers: [a]}
                tabBarController: {viewControllers: [a]}
                view: {view: {}}
              c:
                tabBarController: {viewControllers: [a], selectedIndex: 1}
              d:
                toolbarController: {}
            root: b
            """
        #expect(diagnostics(text) == [
            "scene.yaml:4:5: error: screens.a: a content controller has either 'view' or 'table', not both",
            "scene.yaml:7:5: error: screens.b: a controller holds one container; found 'navigationController' and 'tabBarController'",
            "scene.yaml:8:5: error: screens.b: a container controller has no 'view': its children provide the views",
            "scene.yaml:10:61: error: screens.c.tabBarController.selectedIndex: index 1 is out of range: there is 1 view controller",
            "scene.yaml:12:24: error: screens.d.toolbarController: missing required key 'content'",
        ])
    }

    @Test func missingRootAndEmptyFile() {
        #expect(diagnostics("fps: 30\n") == ["scene.yaml:1:1: error: missing required key 'root'"])
        #expect(diagnostics("") == ["scene.yaml:1:1: error: the file is empty; a scene needs at least 'root'"])
        #expect(diagnostics("- root\n") == [
            "scene.yaml:1:1: error: expected a mapping of scene keys (device, screens, root, steps...), found a list of 1 value",
        ])
    }

    @Test func screensThatContainThemselves() {
        let text = """
            screens:
              a: {navigationController: {viewControllers: [b]}}
              b: {tabBarController: {viewControllers: [c, a]}}
              c: {}
            root: a
            """
        #expect(diagnostics(text) == [
            "scene.yaml:3:47: error: screens.b: screen 'a' contains itself: a -> b -> a",
        ])
    }

    @Test func stepTargetsMustBeDeclared() {
        let text = """
            screens: {a: {}}
            root: {navigationController: {id: nav, viewControllers: [a]}}
            steps:
              - {push: a, on: nv}
              - {pop: , on: nav}
            """
        #expect(diagnostics(text) == [
            "scene.yaml:4:19: error: steps[0].on: unknown controller id 'nv' (did you mean 'nav'?)",
        ])
    }

    @Test func everyProblemIsReportedInDocumentOrder() {
        let text = """
            fps: 0
            screens:
              list:
                titel: List
                table: {rows: [{text: A, accessory: chevron}]}
            root:
              navigationController:
                viewControllers: [lst]
            steps:
              - {push: list, duration: -1}
              - jump
            style: clasic
            """
        #expect(diagnostics(text) == [
            "scene.yaml:1:6: error: fps: expected a number > 0 and <= 240, found '0'",
            "scene.yaml:4:5: error: screens.list: unknown key 'titel' (did you mean 'title'?)",
            "scene.yaml:5:41: error: screens.list.table.rows[0].accessory: unknown accessory 'chevron' (expected one of: none, disclosureIndicator, detailDisclosureButton, checkmark)",
            "scene.yaml:8:23: error: root.navigationController.viewControllers[0]: unknown screen 'lst' (did you mean 'list'?)",
            "scene.yaml:10:28: error: steps[0].duration: expected a number of seconds from 0 to 60 (the limit on a step's length), found '-1'",
            "scene.yaml:11:5: error: steps[1]: unknown step 'jump'",
            "scene.yaml:12:8: error: style: unknown style 'clasic' (did you mean 'classic'?)",
        ])
    }

    @Test func diagnosticCarriesItsParts() throws {
        let error = try #require(throws: DiagnosticError.self) {
            try SceneLoader.parse("root: {titel: x}", file: "dir/a.yaml")
        }
        #expect(error.diagnostics == [Diagnostic(
            location: SourceLocation(file: "dir/a.yaml", line: 1, column: 8), keyPath: "root",
            message: "unknown key 'titel' (did you mean 'title'?)")])
    }
}
