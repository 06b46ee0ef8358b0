import MockupCore
import MockupScene
@testable import MockupUI
import Testing

/// The keyboard's letters: lower case while shift is off in the looks of iOS 9
/// and later, capitals when the field's autocapitalization turns shift on, and
/// the `123` key's label in the function keys' font.
@Suite struct KeyboardTests {
    func letters(shifted: Bool, lowercase: Bool) -> [String] {
        let content = KeyboardContent(type: .default, returnKey: .default, shifted: shifted)
        let keys = KeyboardKeys.keys(content, area: Rect(x: 0, y: 0, width: 390, height: 216), insetX: 3, insetY: 5,
                                     classic: false, showsShift: lowercase)
        let shift = keys.first { $0.symbol == .shift || $0.symbol == .shiftOn }
        #expect(shift?.symbol == (lowercase && shifted ? .shiftOn : .shift))
        #expect(shift?.style == (lowercase && shifted ? .letter : .function))
        return keys.compactMap(\.label).filter { $0.count == 1 }
    }

    @Test func lettersAreLowerCaseWhileShiftIsOff() {
        #expect(letters(shifted: false, lowercase: true).prefix(10).joined() == "qwertyuiop")
        #expect(letters(shifted: true, lowercase: true).prefix(10).joined() == "QWERTYUIOP")
        #expect(letters(shifted: false, lowercase: false).prefix(10).joined() == "QWERTYUIOP")
    }

    @Test func theLooksSinceIOS9HaveLowerCaseKeys() {
        #expect(Metrics.ios17.presentation.lowercaseKeyFont != nil)
        #expect(Metrics.classic.presentation.lowercaseKeyFont == nil)
    }

    @Test func labelsTakeTheirFonts() {
        let p = Metrics.ios17.presentation
        #expect(KeyboardKeys.labelFont("123", p) == p.functionKeyFont)
        #expect(p.functionKeyFont.size == 16)
        #expect(KeyboardKeys.labelFont("q", p) == p.lowercaseKeyFont)
        #expect(KeyboardKeys.labelFont("Q", p) == p.keyFont)
        #expect(KeyboardKeys.labelFont("@", p) == p.keyFont)
        #expect(KeyboardKeys.labelFont("space", p) == p.functionKeyFont)
    }

    @Test func autocapitalizationTurnsShiftOn() {
        #expect(AutocapitalizationType.sentences.shifts(after: ""))
        #expect(!AutocapitalizationType.sentences.shifts(after: "Hello"))
        #expect(!AutocapitalizationType.sentences.shifts(after: "Hello "))
        #expect(AutocapitalizationType.sentences.shifts(after: "Hello. "))
        #expect(!AutocapitalizationType.sentences.shifts(after: "Hello."))
        #expect(AutocapitalizationType.words.shifts(after: "New "))
        #expect(!AutocapitalizationType.words.shifts(after: "New"))
        #expect(!AutocapitalizationType.none.shifts(after: ""))
        #expect(AutocapitalizationType.allCharacters.shifts(after: "AB"))
    }

    @Test func focusingAFieldSetsShiftFromItsText() throws {
        let scene = try SceneLoader.parse("""
            device: iphone-15
            root:
              view:
                subviews:
                  - textField: {id: empty, frame: [10, 100, 200, 31]}
                  - textField: {id: typed, frame: [10, 140, 200, 31], text: anna}
                  - textField: {id: mail, frame: [10, 180, 200, 31], keyboardType: emailAddress, autocapitalizationType: none}
            steps: [{focus: empty}, {focus: typed}, {focus: mail}, {set: {id: mail, text: "Anna. "}}]
            """, file: "keys.yaml")
        let story = try SceneLayout(scene: scene, measurer: ApproximateTextMeasurer()).play()
        #expect(story.states.dropFirst().map { $0.editing?.shifted } == [true, false, false, false])
    }
}
