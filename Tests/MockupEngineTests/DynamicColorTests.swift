import MockupCore
import MockupScene
import Testing
@testable import MockupUI

/// A scene's colours given per appearance or by semantic name, resolved once
/// for the appearance the picture is drawn in.
@Suite struct DynamicColorTests {
    static let scene = """
        device: iphone-15
        style: ios17
        variants:
          dark: {userInterfaceStyle: dark}
        screens:
          card:
            view:
              backgroundColor: systemGroupedBackground
              subviews:
                - view: {id: card, frame: [16, 40, 361, 120], backgroundColor: {light: white, dark: "#1c1c1e"},
                         subviews: [{label: {id: title, frame: [16, 16, 300, 24], text: Tuesday, textColor: label}},
                                    {label: {id: sub, frame: [16, 44, 300, 20], text: Due, textColor: secondaryLabel}},
                                    {view: {id: same, frame: [16, 80, 100, 24], backgroundColor: {light: "#ff8800"}}}]}
        root: card
        """

    /// A scene on an iphone-15 in the ios17 look, in the appearance `style`, then `body`.
    static func ios17(_ style: String, _ body: String) throws -> Scene {
        try SceneLoader.parse("device: iphone-15\nstyle: ios17\ntraits: {userInterfaceStyle: \(style)}\n" + body, file: "scene.yaml")
    }

    /// Every item drawn at the end of `step` of `scene` (an instant well past any transition), groups opened.
    static func drawn(_ scene: Scene, step: Int = 0) throws -> [DisplayItem] {
        let layout = SceneLayout(scene: scene, measurer: ApproximateTextMeasurer())
        let instant = try layout.animation(try layout.play(), step: step).instant(at: Seconds(1000))
        func open(_ items: [DisplayItem]) -> [DisplayItem] {
            items.flatMap { if case .group(let g) = $0 { open(g.items) } else { [$0] } }
        }
        return open(Theme(scene: scene).displayList(for: instant).items)
    }

    /// Every fill colour and text colour of the picture in `variant`, groups opened.
    func picture(dark: Bool) throws -> (fills: [Color], texts: [String: Color]) {
        var scene = try SceneLoader.parse(Self.scene, file: "card.yaml")
        if dark { scene = scene.applying(try #require(scene.variant(named: "dark"))) }
        let items = try Self.drawn(scene)
        let fills = items.compactMap { if case .fill(_, .color(let c), _) = $0 { c } else { nil } }
        let texts = Dictionary(items.compactMap { if case .text(let run) = $0 { (run.text, run.color) } else { nil } }) { a, _ in a }
        return (fills, texts)
    }

    @Test func eachAppearanceDrawsItsOwnValue() throws {
        let light = try picture(dark: false), dark = try picture(dark: true)
        let white = Color.white, card = try #require(Color(hex: "#1c1c1e"))
        #expect(light.fills.contains(where: { $0.inLight == white }) && !light.fills.contains(where: { $0.inLight == card }))
        #expect(dark.fills.contains(card) && !dark.fills.contains(where: { $0 == white && $0.dark != nil }))
        // Semantic names: UIKit's values (UIKIT-REFERENCE-3 §1a).
        #expect(light.fills.contains(where: { $0.inLight == Color(hex: "#f2f2f7") }))
        #expect(dark.fills.contains(.black))
        // The light appearance draws a colour's own components (its light ones) as they are.
        #expect(light.texts["Tuesday"]?.inLight == .black && light.texts["Tuesday"]?.red == 0 && dark.texts["Tuesday"] == .white)
        #expect(dark.texts["Due"] == Color(r: 0xEB, g: 0xEB, b: 0xF5, a: 0.6))
        // A colour given for the light appearance alone is the same in the dark one.
        let orange = try #require(Color(hex: "#ff8800"))
        #expect(light.fills.contains(orange) && dark.fills.contains(orange))
        // Nothing dynamic is left in a dark picture.
        #expect(dark.fills.allSatisfy { $0.dark == nil } && dark.texts.values.allSatisfy { $0.dark == nil })
    }

    @Test func theStatusBarReadsTheColourItShowsOver() throws {
        // Light content under a dark appearance: the status bar's ink follows what shows, not the light value.
        let dark = try picture(dark: true)
        #expect(dark.texts["9:41"] == .white)
        #expect(try picture(dark: false).texts["9:41"] == .black)
    }

    @Test func dynamicColoursMixInEachAppearance() {
        let c = Color.dynamic(light: .white, dark: .black)
        #expect(c.inLight == .white && c.inDark == .black)
        #expect(c.withAlpha(0.5).inDark == Color.black.withAlpha(0.5))
        #expect(c.mixed(with: .black, amount: 0.5).inDark == .black)
        #expect(Color.dynamic(light: .white, dark: .white) == .white)
    }

    @Test func theLooksOwnAdaptiveColoursFollowTheAppearance() throws {
        func drawn(_ style: String) throws -> [DisplayItem] {
            let scene = try Self.ios17(style, """
                root:
                  view:
                    subviews:
                      - textField: {frame: [20, 20, 200, 31], borderStyle: bezel, text: Bezel}
                      - datePicker: {frame: [0, 100, 393, 330], mode: date, date: "2009-06-17", style: inline}
                """)
            return try Self.drawn(scene)
        }
        func weekday(_ items: [DisplayItem]) -> Color? {
            items.lazy.compactMap { if case .text(let run) = $0, run.text == "WED" { run.color } else { nil } }.first
        }
        func bezelFill(_ items: [DisplayItem]) -> Color? {
            items.lazy.compactMap { item -> Color? in
                guard case .fill(let path, .color(let c), _) = item, path.bounds == Rect(x: 20, y: 79, width: 200, height: 31) else { return nil }
                return c
            }.first
        }
        let light = try drawn("light"), dark = try drawn("dark")
        // The calendar's weekdays in tertiaryLabel (UIKIT-REFERENCE-3 §1a), the bezel field on the system background.
        #expect(weekday(light)?.inLight == Color(r: 0x3C, g: 0x3C, b: 0x43, a: 0.3))
        #expect(weekday(dark) == Color(r: 0xEB, g: 0xEB, b: 0xF5, a: 0.3))
        #expect(bezelFill(light)?.inLight == .white)
        #expect(bezelFill(dark) == .black)
    }

    @Test func aSheetsContentIsElevated() throws {
        let scene = try SceneLoader.parse("""
            device: iphone-15
            style: ios17
            traits: {userInterfaceStyle: dark}
            screens:
              home: {view: {backgroundColor: systemBackground}}
              sheet: {view: {backgroundColor: systemBackground, subviews: [{view: {frame: [20, 100, 50, 50], backgroundColor: {light: white, dark: "#333333"}}}]}}
            root: home
            steps:
              - present: sheet
            """, file: "sheet.yaml")
        let fills = try Self.drawn(scene, step: 1).compactMap { item -> (Rect, Color)? in
            if case .fill(let path, .color(let c), _) = item { (path.bounds, c) } else { nil }
        }
        // The presenter's systemBackground is black; the sheet's, at the elevated level, #1C1C1E
        // (UIKIT-REFERENCE-3 §1a); a colour given per appearance has no elevated value of its own.
        let wide = fills.filter { $0.0.width >= 393 && $0.0.height > 500 }.map(\.1)
        #expect(wide.contains(.black))
        #expect(wide.contains(Color(r: 0x1C, g: 0x1C, b: 0x1E)))
        #expect(fills.contains { $0.0.size == Size(width: 50, height: 50) && $0.1 == Color(r: 0x33, g: 0x33, b: 0x33) })
        #expect(fills.allSatisfy { $0.1.dark == nil && $0.1.darkElevated == nil })
    }

    @Test func aScreenDrawsInTheAppearanceItAsksFor() throws {
        func drawn(_ interface: String, screen: String) throws -> (fills: [(Rect, Color)], texts: [String: Color]) {
            let scene = try Self.ios17(interface, """
                screens:
                  player:
                    title: Player
                    overrideUserInterfaceStyle: \(screen)
                    view: {backgroundColor: systemBackground, subviews: [{label: {frame: [20, 100, 200, 30], text: Now Playing}}]}
                root: {navigationController: {viewControllers: [player]}}
                """)
            let items = try Self.drawn(scene)
            let fills = items.compactMap { if case .fill(let path, .color(let c), _) = $0 { (path.bounds, c.inLight) } else { nil } }
            let texts = Dictionary(items.compactMap { if case .text(let run) = $0 { (run.text, run.color.inLight) } else { nil } }) { a, _ in a }
            return (fills, texts)
        }
        let screenFill = { (fills: [(Rect, Color)]) in fills.first { $0.0.height > 600 && $0.0.width == 393 && $0.0.minY > 50 }?.1 }
        // A dark screen in a light interface: its background and label dark, the navigation bar's title the interface's.
        let dark = try drawn("light", screen: "dark")
        #expect(screenFill(dark.fills) == .black)
        #expect(dark.texts["Now Playing"] == .white)
        #expect(dark.texts["Player"] == .black)
        // And the other way round.
        let light = try drawn("dark", screen: "light")
        #expect(screenFill(light.fills) == .white)
        #expect(light.texts["Now Playing"] == .black)
        #expect(light.texts["Player"] == .white)
        // A look without a dark appearance says so where the screen asks.
        let errors = Played.errors("style: classic\nscreens:\n  a: {overrideUserInterfaceStyle: dark}\nroot: a\n")
        #expect(errors.count == 1 && errors.first?.contains("test.yaml:3:35: error:") == true && errors.first?.contains("no dark appearance") == true,
                "\(errors)")
    }

    @Test func badColoursAreLocated() {
        func errors(_ value: String) -> [String] {
            Played.errors("root: {view: {backgroundColor: \(value)}}")
        }
        #expect(errors("{dark: black}") == ["test.yaml:1:32: error: root.view.backgroundColor: a colour by appearance needs 'light' (and 'dark')"])
        #expect(errors("{light: white, dusk: black}").first?.contains("unknown key 'dusk'") == true)
        #expect(errors("systemBackgroud").first?.contains("did you mean 'systemBackground'") == true)
    }
}
