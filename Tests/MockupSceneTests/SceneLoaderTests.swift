import MockupCore
import MockupUI
import Testing
@testable import MockupScene

@Suite struct SceneLoaderTests {
    let scene: Scene

    init() throws {
        scene = try SceneLoader.parse(Fixtures.fullScene, file: "examples/full.scene.yaml").withoutLocations
    }

    @Test func topLevel() {
        #expect(scene.name == "full.scene")
        #expect(scene.device == .preset(.iphone5))
        #expect(scene.style == .modern)
        #expect(scene.orientation == .portrait)
        #expect(scene.fps == 24)
        #expect(scene.statusBar == false)
        #expect(Set(scene.screens.keys) == ["accounts", "jack", "italy", "australia", "countries"])
        #expect(scene.screens.values.allSatisfy { $0.id != nil && scene.screens[$0.id ?? ""] == $0 })
    }

    @Test func containers() throws {
        guard case .inline(let root) = scene.root, case .toolbar(let toolbar) = root.content else {
            Issue.record("root is not a toolbar controller: \(scene.root)")
            return
        }
        #expect(toolbar.id == "tools")
        #expect(toolbar.toolbarItems == [BarButtonItemSpec(title: "Static")])
        guard case .inline(let tabs) = toolbar.content, case .tabBar(let tabBar) = tabs.content else {
            Issue.record("toolbar content is not a tab bar controller")
            return
        }
        #expect(tabBar.id == "tabs")
        #expect(tabBar.selectedIndex == 2)
        #expect(tabBar.viewControllers.count == 3)
        let navigation = NavigationControllerSpec(
            id: "nav", viewControllers: [.screen("accounts", at: nil)], barStyle: .black,
            tintColor: Color(hex: "#6d84a2"), navigationBarHidden: false, toolbarHidden: false)
        #expect(tabBar.viewControllers[0] == .inline(ControllerSpec(content: .navigation(navigation))))
        #expect(tabBar.viewControllers[1] == .screen("countries", at: nil))
        #expect(tabBar.viewControllers[2] == .inline(ControllerSpec(
            id: "inline", title: "Inline", tabBarItem: TabBarItemSpec(title: "Favs", systemItem: .favorites))))

        let countries = try #require(scene.screens["countries"])
        #expect(countries.title == "Countries")
        #expect(countries.content == .segmented(SegmentedControllerSpec(
            id: "seg", viewControllers: [.screen("italy", at: nil), .screen("australia", at: nil)],
            selectedSegmentIndex: 1, placement: .toolbar, controlStyle: .bordered, backButtonFollowsSegment: false)))
        #expect(scene.screens["italy"] == ControllerSpec(id: "italy", title: "Italy"))
    }

    @Test func controllerKeysAndTableShortcut() throws {
        let accounts = try #require(scene.screens["accounts"])
        #expect(accounts.tabBarItem == TabBarItemSpec(systemItem: .contacts, badgeValue: "3"))
        #expect(accounts.navigationItem == NavigationItemSpec(
            leftBarButtonItems: [BarButtonItemSpec(title: "Edit", style: .bordered)],
            rightBarButtonItems: [BarButtonItemSpec(systemItem: .add)],
            backBarButtonItem: BarButtonItemSpec(title: "Back"), prompt: "Choose one"))
        #expect(accounts.toolbarItems == [
            BarButtonItemSpec(systemItem: .flexibleSpace),
            BarButtonItemSpec(systemItem: .fixedSpace, width: 20),
            BarButtonItemSpec(customView: ViewSpec(kind: .segmentedControl(SegmentedControlSpec(
                segments: ["List", "Day", "Month"], selectedSegmentIndex: 1, controlStyle: .bar)))),
        ])
        let table = TableViewSpec(style: .grouped, header: "People", sections: [
            TableSectionSpec(header: "A", footer: "End of A", rows: [
                TableRowSpec(text: "Adam"),
                TableRowSpec(text: "Jack", detail: "Friend", style: .subtitle, accessory: .disclosureIndicator,
                             selected: true),
            ]),
            TableSectionSpec(rows: [TableRowSpec(text: "Zoe"), TableRowSpec(text: "42")]),
        ])
        #expect(accounts.content == .view(ViewSpec(
            kind: .tableView(table), frame: nil, autoresizingMask: [.flexibleWidth, .flexibleHeight])))

        let jack = try #require(scene.screens["jack"])
        #expect(jack.hidesBottomBarWhenPushed)
        #expect(jack.appearance == AppearanceSpec(
            navigationBarHidden: false, toolbarHidden: false, barStyle: .blackTranslucent, translucent: true,
            tintColor: Color(hex: "#6d84a2")))
        #expect(jack.navigationItem == NavigationItemSpec(
            titleView: ViewSpec(kind: .segmentedControl(SegmentedControlSpec(segments: ["One", "Two"]))),
            hidesBackButton: true))
    }

    @Test func everyViewKind() throws {
        guard case .view(let root?) = try #require(scene.screens["jack"]).content else {
            Issue.record("jack has no view")
            return
        }
        #expect(root.kind == .view)
        #expect(root.backgroundColor == Color(r: 197, g: 204, b: 211))
        let views = root.subviews
        try #require(views.count == 10)
        #expect(views[0] == ViewSpec(
            kind: .label(LabelSpec(text: "Jack", font: FontSpec(size: 17, weight: .bold),
                                   textColor: Color(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3),
                                   textAlignment: .center, numberOfLines: 0)),
            id: "name", frame: Rect(x: 20, y: 20.5, width: 280, height: 30),
            autoresizingMask: [.flexibleWidth, .flexibleBottomMargin]))
        #expect(views[1] == ViewSpec(
            kind: .button(ButtonSpec(title: "Call", type: .system, tintColor: Color(red: 1, green: 0, blue: 0))),
            frame: Rect(x: 20, y: 60, width: 100, height: 44), alpha: 0.5, hidden: true, clipsToBounds: true))
        #expect(views[2].kind == .textField(TextFieldSpec(
            text: "hi", placeholder: "Name", borderStyle: .bezel, font: FontSpec(size: 14), clearButton: true)))
        #expect(views[3].kind == .imageView(ImageViewSpec(
            image: ImageSpec(color: Color(r: 255, g: 0, b: 0, a: 128.0 / 255), systemName: "star"),
            contentMode: .scaleAspectFit)))
        #expect(views[4].kind == .navigationBar(NavigationBarSpec(
            barStyle: .black, tintColor: Color(red: 0, green: 0, blue: 1),
            items: [NavigationItemSpec(title: "Back"),
                    NavigationItemSpec(title: "Top", rightBarButtonItems: [BarButtonItemSpec(systemItem: .done)])])))
        #expect(views[5] == ViewSpec(
            kind: .toolbar(ToolbarSpec(items: [BarButtonItemSpec(systemItem: .trash)])),
            autoresizingMask: .flexibleTopMargin, ridesOn: .toolbar))
        #expect(views[6].kind == .tabBar(TabBarSpec(
            items: [TabBarItemSpec(title: "One", image: ImageSpec(systemName: "star")), TabBarItemSpec(systemItem: .more)],
            selectedIndex: 1)))
        #expect(views[7].kind == .tableView(TableViewSpec(
            sections: [TableSectionSpec(rows: [TableRowSpec(text: "A"), TableRowSpec(text: "B")])])))
        #expect(views[8].kind == .searchBar(SearchBarSpec(text: "query", placeholder: "Search")))
        #expect(views[9] == ViewSpec(kind: .view))
    }

    @Test func everyStepKind() {
        #expect(scene.steps == [
            Step(.selectRow(.index(1))),
            Step(.selectRow(.title("Jack"))),
            Step(.push("jack")),
            Step(.push("jack"), on: "nav", animated: false),
            Step(.toggleBars),
            Step(.setToolbarHidden(true), animated: false),
            Step(.setNavigationBarHidden(false)),
            Step(.setBarStyle(.blackTranslucent), duration: 0.4),
            Step(.setToolbarItems([BarButtonItemSpec(systemItem: .refresh)])),
            Step(.rotate(.landscapeLeft)),
            Step(.wait(0.5)),
            Step(.pop),
            Step(.popToRoot),
            Step(.selectTab(.index(1))),
            Step(.selectTab(.title("Countries"))),
            Step(.selectSegment(.title("0"))),
            Step(.selectSegment(.index(0)), on: "seg"),
        ])
    }

    @Test func locationsPointAtTheWrittenValues() throws {
        let scene = try SceneLoader.parse(Fixtures.fullScene, file: "full.yaml")
        let accounts = try #require(scene.screens["accounts"])
        #expect(accounts.location == SourceLocation(file: "full.yaml", line: 8, column: 5))
        #expect(accounts.toolbarItems?[1].location == SourceLocation(file: "full.yaml", line: 18, column: 9))
        #expect(scene.steps[2].location == SourceLocation(file: "full.yaml", line: 93, column: 5))
        guard case .inline(let root) = scene.root, case .toolbar(let toolbar) = root.content,
              case .inline(let tabs) = toolbar.content, case .tabBar(let tabBar) = tabs.content else {
            Issue.record("unexpected root")
            return
        }
        #expect(tabBar.viewControllers[1] == .screen("countries", at: SourceLocation(file: "full.yaml", line: 86, column: 13)))
    }

    @Test func deviceMappingAndScaleOverride() throws {
        let custom = try SceneLoader.parse("""
            device: {width: 390, height: 844, scale: 3, statusBarHeight: 47, safeAreaBottom: 34}
            root: {}
            """, file: "custom.yaml")
        #expect(custom.device == Device(size: Size(width: 390, height: 844), scale: 3, statusBarHeight: 47,
                                        safeAreaBottom: 34))
        #expect(custom.root == .inline(ControllerSpec(location: SourceLocation(file: "custom.yaml", line: 2, column: 7))))
        let scaled = try SceneLoader.parse("device: iphone-15\nscale: 1\nroot: {}\n", file: "s.yaml")
        #expect(scaled.device == Device.preset(.iphone15).withScale(1))
    }

    @Test func defaults() throws {
        let scene = try SceneLoader.parse("root: {view: {label: {text: Hi}}}", file: "minimal.yml")
        #expect(scene.name == "minimal")
        #expect(scene.device == .preset(.iphoneRetina))
        #expect(scene.style == .classic)
        #expect(scene.orientation == .portrait)
        #expect(scene.fps == 30)
        #expect(scene.statusBar)
        #expect(scene.screens.isEmpty)
        #expect(scene.steps.isEmpty)
        let navigation = try SceneLoader.parse("""
            screens: {a: {}}
            root: {navigationController: {viewControllers: [a]}}
            """, file: "n.yaml").withoutLocations
        #expect(navigation.root == .inline(ControllerSpec(content: .navigation(
            NavigationControllerSpec(viewControllers: [.screen("a", at: nil)], barStyle: .default,
                                     navigationBarHidden: false, toolbarHidden: true)))))
        let segmented = try SceneLoader.parse("""
            screens: {a: {}}
            root: {segmentedController: {viewControllers: [a]}}
            """, file: "s.yaml").withoutLocations
        #expect(segmented.root == .inline(ControllerSpec(content: .segmented(SegmentedControllerSpec(
            viewControllers: [.screen("a", at: nil)], selectedSegmentIndex: 0, placement: .titleView,
            controlStyle: .bar, backButtonFollowsSegment: true)))))
    }

    @Test func aliasesRepeatValues() throws {
        let scene = try SceneLoader.parse("""
            screens:
              a: {toolbarItems: &items [{systemItem: add}, {title: Done, style: done}]}
              b: {toolbarItems: *items}
            root: a
            """, file: "alias.yaml").withoutLocations
        #expect(scene.screens["a"]?.toolbarItems == scene.screens["b"]?.toolbarItems)
        #expect(scene.screens["b"]?.toolbarItems?.count == 2)
    }

    @Test func jsonMeansTheSameAsYAML() throws {
        let yaml = try SceneLoader.parse(Fixtures.contactsYAML, file: "contacts.yaml")
        let json = try SceneLoader.parse(Fixtures.contactsJSON, file: "contacts.json")
        #expect(yaml.name == json.name)
        #expect(yaml.withoutLocations == json.withoutLocations)
        #expect(json.device == Device(size: Size(width: 320, height: 480), scale: 2))
        #expect(json.steps.map(\.action) == [.selectRow(.title("Jack")), .push("jack"), .wait(1), .pop])
        #expect(json.steps[1].location == SourceLocation(file: "contacts.json", line: 31, column: 5))
    }
}
