import MockupCore
import MockupScene
import Testing
@testable import MockupUI

/// Xcode's pseudo-languages written over every string a scene gives, before layout.
@Suite struct PseudoLanguageTests {
    @Test func eachLanguageWritesAStringItsWay() {
        #expect(PseudoLanguage.none.apply(to: "Settings") == "Settings")
        #expect(PseudoLanguage.rightToLeft.apply(to: "Settings") == "Settings")
        #expect(PseudoLanguage.doubleLength.apply(to: "Edit") == "Edit Edit")
        #expect(PseudoLanguage.bounded.apply(to: "Edit") == "[# Edit #]")
        // Every letter accented where Latin-1 or Latin Extended-A has a form, every third one twice.
        #expect(PseudoLanguage.accented.apply(to: "Settings") == "Šéţţţîññĝš")
        #expect(PseudoLanguage.accented.apply(to: "9:41 ok") == "9:41 öķ")
        #expect(PseudoLanguage.bounded.apply(to: "") == "")
    }

    static let scene = """
        style: ios17
        device: iphone-15
        traits: {pseudoLanguage: bounded}
        screens:
          list:
            title: Mail
            navigationItem: {rightBarButtonItems: [{title: Compose}, {systemItem: edit}]}
            table:
              sections: [{header: Today, rows: [{text: Anna, detail: Lunch?, style: subtitle}, {text: Ben}]}]
          detail:
            view: {subviews: [{label: {id: note, frame: [20, 200, 300, 30], text: Hello}}]}
        root: {navigationController: {viewControllers: [list]}}
        steps:
          - selectRow: Ben
          - push: detail
          - set: {id: note, text: Goodbye}
          - alert: {title: Delete?, actions: [{title: Cancel, style: cancel}]}
        """

    /// Every text drawn at the end of `step`.
    func texts(step: Int) throws -> [String] {
        let scene = try SceneLoader.parse(Self.scene, file: "mail.yaml")
        let layout = SceneLayout(scene: scene, measurer: ApproximateTextMeasurer())
        let story = try layout.play()
        let instant = try layout.animation(story, step: step).instant(at: Seconds(1000))
        func open(_ items: [DisplayItem]) -> [DisplayItem] {
            items.flatMap { if case .group(let g) = $0 { open(g.items) } else { [$0] } }
        }
        return open(Theme(scene: scene).displayList(for: instant).items).compactMap { item in
            if case .text(let run) = item { return run.text }
            return nil
        }
    }

    @Test func everyStringTheSceneGivesIsWritten() throws {
        let first = try texts(step: 0)
        for s in ["[# Mail #]", "[# Compose #]", "[# Today #]", "[# Anna #]", "[# Lunch? #]", "[# Ben #]"] {
            #expect(first.contains(s), "\(s) in \(first)")
        }
        // UIKit's own words are not the scene's.
        #expect(first.contains("Edit"))
        // A row chosen by its title is still found.
        #expect(try texts(step: 1).contains("[# Ben #]"))
        #expect(try texts(step: 3).contains("[# Goodbye #]"))
        #expect(try texts(step: 4).contains("[# Delete? #]"))
        #expect(try texts(step: 4).contains("[# Cancel #]"))
    }
}
