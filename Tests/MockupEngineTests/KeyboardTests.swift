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

    /// The keyboard's frame on `device` in `style`, portrait and landscape.
    func keyboardFrames(device: String, style: String) throws -> [Rect] {
        let played = try Played("""
            device: \(device)
            style: \(style)
            root: {view: {subviews: [{textField: {id: field, frame: [20, 100, 300, 34]}}]}}
            steps: [{focus: field}, {rotate: landscapeLeft}]
            """)
        return try [1, 2].flatMap { try played.root($0).frames(ofKind: "keyboard") }
    }

    @Test func iPadKeyboardsAreTheirRowsTall() throws {
        // KK's rows: 4 x 64 and 4 x 86, with iOS 17's 44-point suggestion bar and the 20-point home indicator.
        #expect(try keyboardFrames(device: "ipad-air-11", style: "ios17") == [
            Rect(x: 0, y: 1180 - 320, width: 820, height: 320), Rect(x: 0, y: 820 - 408, width: 1180, height: 408),
        ])
        // The 13-inch iPads: five rows of 69 and 88.
        #expect(try keyboardFrames(device: "ipad-pro-13", style: "ios17") == [
            Rect(x: 0, y: 1376 - 409, width: 1032, height: 409), Rect(x: 0, y: 1032 - 504, width: 1376, height: 504),
        ])
        // A home-button iPad in iOS 7's look: 264 and 352, no suggestions, no home indicator.
        #expect(try keyboardFrames(device: "ipad-classic", style: "modern") == [
            Rect(x: 0, y: 1024 - 264, width: 768, height: 264), Rect(x: 0, y: 768 - 352, width: 1024, height: 352),
        ])
    }

    func padKeys(_ type: KeyboardType, format: KeyboardFormat = .pad, classic: Bool = false) -> [KeyboardKey] {
        var content = KeyboardContent(type: type, returnKey: .default, shifted: false)
        content.format = format
        return KeyboardKeys.keys(content, area: Rect(x: 0, y: 0, width: 820, height: 256), insetX: 3, insetY: 5,
                                 classic: classic, showsShift: true)
    }

    @Test func theIPadKeyboardHasItsOwnRows() {
        let keys = padKeys(.default)
        let rows = Dictionary(grouping: keys) { Int($0.frame.minY / 64) }
        #expect(rows[0]?.compactMap(\.label).joined() == "qwertyuiop")
        #expect(rows[0]?.last?.symbol == .delete)
        #expect(rows[1]?.last?.label == "return")
        #expect(rows[2]?.compactMap(\.label) == ["z", "x", "c", "v", "b", "n", "m", "!", "?"])
        #expect(rows[3]?.map { $0.label ?? "\($0.symbol!)" } == [".?123", "globe", "dictation", "space", ".?123", "dismiss"])
        // KK's widths: a letter key 0.0905 of the width, insets 5 on each side; the middle row 0.4 key in.
        let unit = 820 * 0.905 / 10
        #expect(abs(keys[0].frame.width - (unit - 10)) < 1e-9)
        #expect(abs((rows[1]?.first?.frame.minX ?? 0) - (0.4 * unit + 5)) < 1e-9)
        // iPhone OS's iPad has no globe or dictation key.
        #expect(padKeys(.default, classic: true).filter { $0.symbol == .globe || $0.symbol == .dictation }.isEmpty)
        // An iPad has no number pad: its numbers page.
        #expect(padKeys(.numberPad).prefix(10).compactMap(\.label).joined() == "1234567890")
        #expect(padKeys(.numberPad).contains { $0.symbol == .undo })
    }

    @Test func theLargeIPadKeyboardHasDigitsTabAndCapsLock() {
        let keys = padKeys(.default, format: .largePad)
        #expect(keys.count == 14 + 14 + 13 + 12 + 6)
        #expect(keys.compactMap(\.label).prefix(14).joined(separator: " ") == "` 1 2 3 4 5 6 7 8 9 0 - = delete")
        #expect(keys.contains { $0.label == "tab" } && keys.contains { $0.label == "caps lock" })
        #expect(keys.filter { $0.label == "shift" }.count == 2)
    }
}
