import Foundation
import Testing

/// `mockup schema`: a JSON Schema that every scene of the repository meets,
/// that rejects every shape error of Fixtures/bad-input (classified in its
/// shape-errors.txt) and the mistakes below, and that accepts the shorthands
/// the loader does. Checked by Scripts/validate-scenes.py (jsonschema's
/// Draft202012Validator), offline.
@Suite struct SchemaCommandTests {
    // MARK: - The schema itself

    /// SCENE-FORMAT.md's names, written out here so the schema is checked against the spec, not against itself.
    static let topLevelKeys = [
        "device", "scale", "style", "orientation", "traits", "variants", "assets", "fonts", "fps", "statusBar", "screens", "root", "steps", "interfaceBuilder",
    ]
    static let containers = ["navigationController", "tabBarController", "toolbarController", "segmentedController"]
    static let viewKinds = [
        "view", "label", "button", "textField", "imageView", "navigationBar", "toolbar", "tabBar", "segmentedControl", "tableView",
        "searchBar", "switch", "slider", "progressView", "activityIndicator", "pageControl", "stepper", "textView", "scrollView",
        "pickerView", "datePicker", "stackView", "collectionView",
    ]
    static let steps = [
        "push", "pop", "popToRoot", "selectRow", "selectTab", "selectSegment", "setToolbarHidden", "setNavigationBarHidden",
        "toggleBars", "setBarStyle", "setToolbarItems", "rotate", "setTraits", "wait", "set", "scroll", "present", "dismiss", "alert",
        "actionSheet", "focus", "endEditing", "insertRows", "deleteRows", "reloadRows", "insertItems", "deleteItems", "reloadItems",
        "swipe", "setEditing", "showColumn", "hideColumn", "showDetail",
    ]
    static let stepOptions = ["on", "animated", "duration", "id", "style", "sourceView", "barButtonItem"]

    @Test func printsTheSameDescribedDraft202012SchemaEveryTime() throws {
        let first = try CLI.run(["schema"]), second = try CLI.run(["schema"])
        #expect(first.status == 0)
        #expect(first.stderr.isEmpty)
        #expect(first.stdout == second.stdout)
        #expect(first.stdout.hasPrefix("{\n  \"$defs\": {\n") && first.stdout.hasSuffix("}\n"))
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(first.stdout.utf8)) as? [String: Any])
        #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        #expect(schema["title"] as? String == "mockup scene")
        #expect(schema["additionalProperties"] as? Bool == false)
        let definitions = try #require(schema["$defs"] as? [String: [String: Any]])
        #expect(definitions.count >= 40)

        func keys(_ object: [String: Any]?) -> Set<String> { Set((object?["properties"] as? [String: Any]).map { Array($0.keys) } ?? []) }
        #expect(keys(schema) == Set(Self.topLevelKeys))
        #expect(keys(definitions["view"]) == Set(Self.viewKinds))
        #expect(keys(definitions["stepMapping"]) == Set(Self.steps + Self.stepOptions))
        #expect(keys(definitions["controller"]).isSuperset(of: Self.containers + ["view", "table", "title", "navigationItem", "tabBarItem"]))
        for kind in Self.viewKinds {
            #expect(definitions["\(kind)Properties"]?["additionalProperties"] as? Bool == false, "\(kind)")
        }

        var undescribed: [String] = []
        for (name, definition) in definitions where definition["description"] == nil { undescribed.append("$defs.\(name)") }
        Self.visitProperties(schema, at: "") { path, property in
            if property["description"] == nil { undescribed.append(path) }
        }
        #expect(undescribed.isEmpty, "no description: \(undescribed.sorted())")
    }

    /// Calls `visit` with every property schema below `value`, and its path.
    static func visitProperties(_ value: Any, at path: String, _ visit: (String, [String: Any]) -> Void) {
        if let list = value as? [Any] {
            for (i, element) in list.enumerated() { visitProperties(element, at: "\(path)[\(i)]", visit) }
        }
        guard let object = value as? [String: Any] else { return }
        if let properties = object["properties"] as? [String: [String: Any]] {
            for (name, property) in properties { visit("\(path).\(name)", property) }
        }
        for (key, field) in object { visitProperties(field, at: "\(path)/\(key)", visit) }
    }

    // MARK: - Scenes that must be valid

    /// Every scene file of the repository: Fixtures (not bad-input, not the fuzzer's), and the docs' scenes.
    static func repositoryScenes(writingDocsExamplesTo validator: SchemaValidator) throws -> [String] {
        let fixtures = CLI.root.appendingPathComponent("Fixtures")
        var scenes: [String] = []
        for folder in ["scenes", "bezel", "interface-builder"] {
            scenes += CLI.files(in: fixtures.appendingPathComponent(folder)).filter { $0.hasSuffix(".yaml") }
                .map { fixtures.appendingPathComponent("\(folder)/\($0)").path }
        }
        // Every scene the fidelity suite names, and any other scene file there; suite.json is the suite itself.
        let fidelity = fixtures.appendingPathComponent("fidelity")
        let fidelityScenes = CLI.files(in: fidelity).filter { ($0.hasSuffix(".yaml") || $0.hasSuffix(".json")) && $0 != "suite.json" }
        let suite = try JSONSerialization.jsonObject(with: Data(contentsOf: fidelity.appendingPathComponent("suite.json"))) as? [String: Any]
        let named = (suite?["cases"] as? [[String: Any]] ?? []).compactMap { $0["scene"] as? String }
        #expect(!named.isEmpty && Set(named).isSubset(of: fidelityScenes), "the fidelity suite's scenes: \(named)")
        scenes += fidelityScenes.map { fidelity.appendingPathComponent($0).path }

        // The YAML blocks of README.md and docs/ that are whole scenes.
        let docs = ["README.md"] + CLI.files(in: CLI.root.appendingPathComponent("docs")).filter { $0.hasSuffix(".md") }.map { "docs/\($0)" }
        for doc in docs {
            let text = try String(contentsOf: CLI.root.appendingPathComponent(doc), encoding: .utf8)
            for (i, block) in text.components(separatedBy: "```yaml\n").dropFirst().enumerated() {
                let yaml = block.components(separatedBy: "```").first ?? ""
                let lines = yaml.split(separator: "\n")
                guard lines.contains(where: { $0.hasPrefix("root:") || $0.hasPrefix("interfaceBuilder:") }) else { continue }
                let name = doc.replacingOccurrences(of: "/", with: "-") + "-\(i).yaml"
                scenes.append(try validator.write(yaml, named: name))
            }
        }
        return scenes
    }

    @Test func everySceneOfTheRepositoryIsValid() throws {
        let validator = try SchemaValidator()
        defer { validator.remove() }
        var scenes = try Self.repositoryScenes(writingDocsExamplesTo: validator)
        #expect(scenes.filter { $0.contains("/Fixtures/scenes/") }.count >= 15)
        #expect(scenes.filter { $0.contains(".md-") }.count >= 2, "the docs' scenes: \(scenes)")
        // What `mockup convert` prints for each Interface Builder file is a scene too.
        let builderFiles = CLI.files(in: CLI.root.appendingPathComponent("Fixtures/interface-builder"))
            .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }
        #expect(builderFiles.count >= 3)
        for file in builderFiles {
            let converted = try CLI.run(["convert", CLI.root.appendingPathComponent("Fixtures/interface-builder/\(file)").path])
            #expect(converted.status == 0, "\(file)")
            scenes.append(try validator.write(converted.stdout, named: "converted-\(file.replacingOccurrences(of: "/", with: "-")).yaml"))
        }
        let verdicts = try validator.validate(scenes)
        #expect(verdicts.count == scenes.count)
        for scene in scenes {
            let verdict = verdicts[scene]
            #expect(verdict?.outcome == "valid", "\(scene): \(verdict.map { "\($0.outcome): \($0.path): \($0.message)" } ?? "not checked")")
        }
    }

    // MARK: - The bad-input corpus

    /// One line of Fixtures/bad-input/shape-errors.txt.
    struct Classified {
        var file: String
        var section: String
        var outcome: String
    }

    static let sections: [String: Set<String>] = [
        "shape": ["invalid"], "shape, not expressible": ["valid"], "not shape": ["valid", "invalid", "unreadable"],
    ]

    static func classification() throws -> [Classified] {
        let text = try String(contentsOf: BadInputCorpusTests.folder.appendingPathComponent("shape-errors.txt"), encoding: .utf8)
        var section: String?
        var classified: [Classified] = []
        for raw in text.split(separator: "\n") {
            let line = raw.prefix { $0 != "#" }.trimmingCharacters(in: .whitespaces)
            if line.isEmpty { continue }
            if line.hasPrefix("[") && line.hasSuffix("]") {
                section = String(line.dropFirst().dropLast())
                continue
            }
            let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            guard words.count == 2, let section else { throw SchemaValidator.Failure("shape-errors.txt: cannot read '\(raw)'") }
            classified.append(Classified(file: words[0], section: section, outcome: words[1]))
        }
        return classified
    }

    @Test func everyShapeErrorOfTheBadInputCorpusIsRejected() throws {
        let classified = try Self.classification()
        let corpus = try FileManager.default.contentsOfDirectory(atPath: BadInputCorpusTests.folder.path)
            .filter { !$0.hasSuffix(".txt") && !$0.hasPrefix(".") }.sorted()
        #expect(classified.map(\.file).sorted() == corpus, "shape-errors.txt lists every corpus file once, and no other")
        #expect(Set(classified.map(\.file)).count == classified.count)
        for entry in classified {
            #expect(Self.sections[entry.section]?.contains(entry.outcome) == true, "\(entry.file): [\(entry.section)] \(entry.outcome)")
        }
        #expect(classified.filter { $0.section == "shape" }.count >= 50)

        let validator = try SchemaValidator()
        defer { validator.remove() }
        let verdicts = try validator.validate(classified.map(\.file), in: BadInputCorpusTests.folder)
        for entry in classified {
            let verdict = verdicts[entry.file]
            #expect(verdict?.outcome == entry.outcome,
                    "\(entry.file) [\(entry.section)]: \(verdict.map { "\($0.outcome): \($0.path): \($0.message)" } ?? "not checked")")
        }
    }

    // MARK: - Shorthands and mistakes

    /// Scenes the loader accepts, written in its shorthands.
    static let shorthands: [(name: String, yaml: String)] = [
        ("device-and-views", """
            device: {width: 375, height: 667, scale: 2}
            style:
            fps: 60
            statusBar: yes
            screens:
              list:
                title: 42
                navigationItem: {prompt: ~, rightBarButtonItem: {systemItem: add}, leftBarButtonItems: [{title: Edit, style: bordered}]}
                toolbarItems: [{systemItem: flexibleSpace}, {systemItem: fixedSpace, width: 20}, {customView: {segmentedControl: {segments: [List, 2]}}}]
                table:
                  style: insetGrouped
                  rows: [Jack, 1984, {text: Jill, detail: Hill, style: value1, accessory: checkmark, image: {systemName: star, color: "#FF0000"}, accessoryView: {switch: {isOn: on}}}]
              detail:
                appearance: {barStyle: black, translucent: true, tintColor: "#11223344"}
                view:
                  backgroundColor: groupTableViewBackground
                  autoresizingMask: flexibleWidth
                  subviews:
                    - label: {frame: [10, 10], text: Hi, font: {size: 17, weight: bold}, textAlignment: center, numberOfLines: 0}
                    - switch:
                    - view: {id: box, frame: [0, 0, 10, 10], alpha: 0.5, ridesOn: toolbar, autoresizingMask: [flexibleWidth, flexibleHeight]}
                    - datePicker: {date: 2009-06-17, mode: date}
                    - textField: {id: field, placeholder: Name, keyboardType: emailAddress, returnKeyType: continue}
                    - slider: {id: volume, value: -5, minimumValue: -10, maximumValue: 10}
                    - pickerView: {components: [[a, b], [1, 2, 3]], selectedRows: [1, 2.0]}
                    - scrollView: {contentSize: [320, 2000], contentOffset: [0, 10], subviews: [{label: {text: x}}]}
                    - tabBar: {items: [{systemItem: search}, ~], selectedIndex: 1}
                    - navigationBar: {items: [{title: Back}, ~], barStyle: black}
              empty:
            root:
              tabBarController:
                viewControllers:
                  - navigationController: {id: nav, viewControllers: [list], prefersLargeTitles: true}
                  - {title: Plain, view: {}}
                  - empty
            steps:
              - selectRow: Jill
              - {push: detail, on: nav, animated: false}
              - {set: {id: volume, value: 3}, duration: 0.5}
              - focus: field
              - endEditing
              - {pop: }
              - selectTab: Plain
              - {alert: {title: Delete?, actions: [Cancel, {title: Delete, style: destructive}], textFields: [Name]}}
              - dismiss
              - wait: 1e-1
            """),
        ("containers-and-story", """
            device: iphone-15
            orientation: landscapeRight
            scale: 3
            screens:
              italy: {title: Italy, view: {backgroundColor: "#ffffff"}}
              australia: {title: Australia, table: {sections: [{header: A, footer: B, rows: [Sydney]}, ~]}}
              compose: {title: New}
            root:
              toolbarController:
                toolbarItems: [{title: Today}]
                content:
                  navigationController:
                    viewControllers:
                      - segmentedController: {viewControllers: [italy, australia], placement: toolbar, controlStyle: bordered, selectedSegmentIndex: 1}
            steps:
              - selectSegment: Italy
              - {present: compose, style: pageSheet}
              - {actionSheet: {title: Share, actions: [Copy]}}
              - dismiss
              - dismiss
              - {rotate: portrait}
              - {setBarStyle: blackTranslucent}
              - toggleBars
              - {setNavigationBarHidden: false, animated: no}
              - setToolbarItems: [{systemItem: trash}]
              - popToRoot
              - selectSegment: 1
              - {scroll: 20, id: null}
            """),
        ("interface-builder", """
            interfaceBuilder: \(CLI.root.appendingPathComponent("Fixtures/interface-builder/Tweets.storyboard").path)
            style: modern
            """),
        ("json", """
            {"device": "iphone", "screens": {"a": {"title": "A", "view": {"label": {"text": 7, "frame": [0, 0, 10, 10]}}}},
             "root": {"navigationController": {"viewControllers": ["a"]}}, "steps": [{"setToolbarHidden": false}]}
            """),
    ]

    @Test func shorthandsTheLoaderAcceptsAreValid() throws {
        let validator = try SchemaValidator()
        defer { validator.remove() }
        var files: [String] = []
        for (name, yaml) in Self.shorthands {
            let file = try validator.write(yaml, named: name + (name == "json" ? ".json" : ".yaml"))
            let loaded = try CLI.run(["layout", file])
            #expect(loaded.status == 0, "the loader takes \(name): \(loaded.stderr)")
            files.append(file)
        }
        let verdicts = try validator.validate(files)
        for file in files {
            #expect(verdicts[file]?.outcome == "valid", "\(file): \(String(describing: verdicts[file]))")
        }
    }

    /// Mistakes the schema catches: (name, scene, where the schema sees it).
    static let mistakes: [(name: String, yaml: String, path: String)] = [
        ("unknown-top-level-key", "root: {title: A}\nscreen: {}\n", ""),
        ("unknown-step", "root: {title: A}\nsteps: [{pushViewController: a}]\n", "steps[0]"),
        ("unknown-bare-step", "root: {title: A}\nsteps: [popToTop]\n", "steps[0]"),
        ("bar-style-not-in-enum", "root: {navigationController: {viewControllers: [{title: A}], barStyle: blak}}\n",
         "root.navigationController.barStyle"),
        ("orientation-not-in-enum", "orientation: upsideDown\nroot: {title: A}\n", "orientation"),
        ("unknown-label-key", "root: {view: {subviews: [{label: {txt: Hi}}]}}\n", "root.view.subviews[0].label"),
        ("number-as-text", "fps: \"30\"\nroot: {title: A}\n", "fps"),
        ("row-without-text", "root: {table: {rows: [{detail: x}]}}\n", "root.table.rows[0]"),
        ("colour-too-short", "root: {view: {backgroundColor: \"#fff\"}}\n", "root.view.backgroundColor"),
        ("style-on-a-push", "screens: {a: {}}\nroot: {navigationController: {viewControllers: [{title: B}]}}\nsteps: [{push: a, style: pageSheet}]\n",
         "steps[0]"),
    ]

    @Test func handMadeMistakesAreRejected() throws {
        let validator = try SchemaValidator()
        defer { validator.remove() }
        var files: [String: String] = [:]
        for mistake in Self.mistakes {
            let file = try validator.write(mistake.yaml, named: mistake.name + ".yaml")
            #expect(try CLI.run(["layout", file]).status == 2, "the loader rejects \(mistake.name) too")
            files[mistake.name] = file
        }
        let verdicts = try validator.validate(Array(files.values))
        for mistake in Self.mistakes {
            let verdict = files[mistake.name].flatMap { verdicts[$0] }
            #expect(verdict?.outcome == "invalid", "\(mistake.name): \(String(describing: verdict))")
            #expect(verdict?.path == mistake.path, "\(mistake.name): \(String(describing: verdict))")
        }
    }
}
