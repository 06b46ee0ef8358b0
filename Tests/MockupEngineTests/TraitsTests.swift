import MockupCore
import MockupScene
import Testing
@testable import MockupUI

/// Traits read from a scene and resolved once: the dark appearance's colours
/// in the layout and the picture, variants, and the looks that cannot draw them.
@Suite struct TraitsTests {
    static let notes = """
        device: iphone-15
        style: ios17
        variants:
          dark: {userInterfaceStyle: dark}
        screens:
          list:
            title: Notes
            table:
              sections: [{rows: [{text: Groceries, detail: Milk, style: subtitle, accessory: disclosureIndicator}]}]
          settings:
            title: Settings
            table:
              style: insetGrouped
              sections: [{rows: [{text: Wi-Fi}]}]
          plain:
            view: {subviews: [{label: {id: hello, frame: [20, 200, 200, 30], text: Hello}}]}
        root: {navigationController: {viewControllers: [list]}}
        steps:
          - push: settings
          - push: plain
        """

    func scene(dark: Bool) throws -> Scene {
        let scene = try SceneLoader.parse(Self.notes, file: "notes.yaml")
        return dark ? scene.applying(try #require(scene.variant(named: "dark"))) : scene
    }

    /// Every fill and text of the window at the end of `step`, groups opened.
    func items(_ scene: Scene, step: Int) throws -> [DisplayItem] {
        let layout = SceneLayout(scene: scene, measurer: ApproximateTextMeasurer())
        let story = try layout.play()
        let instant = try layout.animation(story, step: step).instant(at: Seconds(1000))
        func open(_ items: [DisplayItem]) -> [DisplayItem] {
            items.flatMap { if case .group(let g) = $0 { open(g.items) } else { [$0] } }
        }
        return open(Theme(scene: scene).displayList(for: instant).items)
    }

    func fillColors(_ items: [DisplayItem]) -> Set<Color> {
        Set(items.compactMap { if case .fill(_, .color(let c), _) = $0 { c } else { nil } })
    }

    /// The colours of fills as wide as the screen (backgrounds, cells; not the status bar's icons).
    func wideFills(_ items: [DisplayItem]) -> Set<Color> {
        Set(items.compactMap { if case .fill(let path, .color(let c), _) = $0, path.bounds.width >= 393 { c } else { nil } })
    }

    func textColors(_ items: [DisplayItem]) -> [String: Color] {
        Dictionary(items.compactMap { if case .text(let run) = $0 { (run.text, run.color) } else { nil } }) { a, _ in a }
    }

    @Test func sceneTraitsAndVariantsAreRead() throws {
        let scene = try self.scene(dark: false)
        #expect(scene.traits == Traits())
        #expect(scene.variants.map(\.name) == ["dark"])
        #expect(try self.scene(dark: true).traits.userInterfaceStyle == .dark)
        let given = try SceneLoader.parse("style: ios17\ntraits: {userInterfaceStyle: dark}\nroot: {title: A}", file: "a.yaml")
        #expect(given.traits.userInterfaceStyle == .dark)
        #expect(given.traits.orientation == .portrait)
    }

    @Test func darkPlainTableIsBlackWithWhiteText() throws {
        let light = try items(try scene(dark: false), step: 0)
        let dark = try items(try scene(dark: true), step: 0)
        // systemBackground: white, black (UIKIT-REFERENCE-3 §1a).
        #expect(wideFills(light).contains(.white) && !wideFills(light).contains(.black))
        #expect(wideFills(dark).contains(.black) && !wideFills(dark).contains(.white))
        // label and secondaryLabel.
        #expect(textColors(light)["Groceries"] == .black)
        #expect(textColors(dark)["Groceries"] == .white)
        #expect(textColors(dark)["Milk"] == Color(r: 235, g: 235, b: 245, a: 0.6))
        #expect(textColors(dark)["Notes"] == .white)
        // The status bar's time turns white over the dark bar.
        #expect(textColors(light)["9:41"] == .black)
        #expect(textColors(dark)["9:41"] == .white)
    }

    @Test func darkGroupedCellsAreElevatedGrey() throws {
        let dark = try items(try scene(dark: true), step: 1)
        // systemGroupedBackground #000 behind secondarySystemGroupedBackground #1C1C1E cells.
        #expect(fillColors(dark).contains(Color(hex: "#1c1c1e")!))
        #expect(textColors(dark)["Wi-Fi"] == .white)
        let light = try items(try scene(dark: false), step: 1)
        #expect(fillColors(light).contains(Color(hex: "#f2f2f7")!))
    }

    @Test func labelsWithoutAColourTakeTheLabelColour() throws {
        #expect(textColors(try items(try scene(dark: true), step: 2))["Hello"] == .white)
        #expect(textColors(try items(try scene(dark: false), step: 2))["Hello"] == .black)
    }

    @Test func lightIsTheLookAsItWas() {
        #expect(Metrics.ios17(IOS17Palette(.light)) == Metrics.ios17)
        #expect(Metrics.ios17(IOS17Palette(.dark)) != Metrics.ios17)
    }

    @Test(arguments: ["classic", "modern"])
    func looksWithoutDarkRejectItWhereTheFileAsksForIt(_ style: String) {
        let text = "style: \(style)\nvariants:\n  night: {userInterfaceStyle: dark}\nroot: {title: A}\n"
        #expect(throws: DiagnosticError.self) { try SceneLoader.parse(text, file: "a.yaml") }
        do {
            _ = try SceneLoader.parse(text, file: "a.yaml")
        } catch {
            let d = error.diagnostics[0]
            #expect(d.location?.line == 3)
            #expect(d.location?.column == 31)
            #expect(d.message.contains("no dark appearance") && d.message.contains("ios17"))
        }
    }

    @Test func variantNamesNameFolders() {
        #expect(Variant.isValidName("dark-ax_2"))
        #expect(!Variant.isValidName("a/b"))
        #expect(!Variant.isValidName(""))
        #expect(throws: DiagnosticError.self) {
            try SceneLoader.parse("style: ios17\nvariants:\n  \"a b\": {userInterfaceStyle: dark}\nroot: {title: A}", file: "a.yaml")
        }
    }
}

/// `setTraits`: the appearance changes mid-story, the old screen fading out over the new.
@Suite struct SetTraitsTests {
    static let scene = """
        device: iphone-15
        style: ios17
        root: {title: Notes, table: {rows: [Groceries]}}
        steps:
          - setTraits: {userInterfaceStyle: dark}
        """

    @Test func theScreenCrossFadesIntoTheNewAppearance() throws {
        let scene = try SceneLoader.parse(Self.scene, file: "notes.yaml")
        let layout = SceneLayout(scene: scene, measurer: ApproximateTextMeasurer())
        let story = try layout.play()
        #expect(story.states.map(\.traits.userInterfaceStyle) == [.light, .dark])
        let animation = try layout.animation(story, step: 1)
        #expect(animation.transition.kind == .traits)
        #expect(animation.transition.duration == Seconds(0.25))
        let middle = animation.instant(at: Seconds(0.125))
        let fading = try #require(middle.fading)
        #expect(fading.traits.userInterfaceStyle == .light)
        #expect(fading.alpha > 0 && fading.alpha < 1)
        // The old screen is drawn light beneath the new one, dark, at the new one's opacity.
        let items = Theme(scene: scene).displayList(for: middle).items
        guard case .group(let new) = try #require(items.last) else {
            Issue.record("the new screen is not a group over the old")
            return
        }
        #expect(abs(new.alpha - (1 - fading.alpha)) < 1e-9)
        #expect(animation.instant(at: Seconds(0.25)).fading == nil)
    }

    @Test func aLookWithoutDarkRejectsTheStep() {
        let text = Self.scene.replacingOccurrences(of: "style: ios17", with: "style: modern")
        #expect(throws: DiagnosticError.self) { try SceneLoader.parse(text, file: "notes.yaml") }
    }

    @Test func thePseudoLanguageIsTheWholeStorys() {
        let text = Self.scene.replacingOccurrences(of: "userInterfaceStyle: dark", with: "pseudoLanguage: bounded")
        #expect(throws: DiagnosticError.self) { try SceneLoader.parse(text, file: "notes.yaml") }
    }
}

/// Dynamic Type: text styles scale by the HIG's table, rows grow, bars stay.
@Suite struct DynamicTypeTests {
    @Test func theTableIsTheHIGs() {
        #expect(TextStyle.body.size(in: .large) == (17, 22))
        #expect(TextStyle.body.size(in: .accessibilityExtraExtraExtraLarge) == (53, 62))
        #expect(TextStyle.caption2.size(in: .extraSmall) == (11, 13))
        #expect(TextStyle.largeTitle.size(in: .extraExtraExtraLarge) == (40, 48))
        #expect(TextStyle.headline.weight == .semibold)
        #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(Metrics.ios17.sized(for: .large) == Metrics.ios17)
    }

    static func scene(_ category: String) -> String {
        """
        device: iphone-15
        style: ios17
        traits: {preferredContentSizeCategory: \(category)}
        screens:
          list: {title: Settings, table: {rows: [{text: Wi-Fi}, {text: Bluetooth}]}}
          text:
            title: Text
            view:
              subviews:
                - label: {id: styled, frame: [20, 100, 350, 80], text: Styled, font: body}
                - label: {id: fixed, frame: [20, 200, 350, 80], text: Fixed, font: {size: 17}}
        root: {navigationController: {viewControllers: [list]}}
        steps: [{push: text}]
        """
    }

    /// Every text run drawn at the end of `step`, by its text.
    func runs(_ category: String, step: Int) throws -> [String: TextRun] {
        let scene = try SceneLoader.parse(Self.scene(category), file: "t.yaml")
        let layout = SceneLayout(scene: scene, measurer: ApproximateTextMeasurer())
        let window = try layout.window(try layout.play().states[step])
        var found: [String: TextRun] = [:]
        func walk(_ view: PresentedView) {
            if case .label(let label) = view.content { found[label.run.text] = label.run }
            view.children.forEach(walk)
        }
        walk(window)
        return found
    }

    @Test func cellsGrowAndBarsStay() throws {
        let large = try runs("large", step: 0), ax5 = try runs("accessibilityExtraExtraExtraLarge", step: 0)
        #expect(large["Wi-Fi"]?.font.size == 17)
        #expect(ax5["Wi-Fi"]?.font.size == 53)
        // Rows: 44 at large, the body's 62-point line and 11 above and below at AX5.
        let wifi = try #require(ax5["Wi-Fi"]), bluetooth = try #require(ax5["Bluetooth"])
        #expect(bluetooth.box.midY - wifi.box.midY == 84)
        #expect(try #require(large["Bluetooth"]).box.midY - (try #require(large["Wi-Fi"])).box.midY == 44)
    }

    @Test func textStylesScaleAndFixedFontsDoNot() throws {
        let ax5 = try runs("accessibilityExtraExtraExtraLarge", step: 1), small = try runs("extraSmall", step: 1)
        #expect(ax5["Styled"]?.font.size == 53)
        #expect(small["Styled"]?.font.size == 14)
        #expect(ax5["Fixed"]?.font.size == 17)
    }
}
