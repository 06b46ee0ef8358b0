import Testing
@testable import MockupCore

/// A text's own direction, as the bidirectional algorithm finds a paragraph's:
/// its first strong character's.
@Suite struct TextDirectionTests {
    @Test func theFirstLetterDecides() {
        #expect("Settings".strongDirection == .leftToRight)
        #expect("مرحبا".strongDirection == .rightToLeft)
        #expect("שלום".strongDirection == .rightToLeft)
        #expect("12 مرحبا".strongDirection == .rightToLeft)
        #expect("(415) Inbox".strongDirection == .leftToRight)
        #expect("日本".strongDirection == .leftToRight)
        #expect("(415) 555-0198".strongDirection == nil)
        #expect("".strongDirection == nil)
        #expect("مرحبا".readsRightToLeft && !"9:41".readsRightToLeft)
    }

    @Test func readingRightToLeftSwapsLeftAndRightAlone() {
        let run = TextRun(text: "Hello", font: Font(.liberationSans, size: 17), color: .black,
                          box: Rect(x: 0, y: 0, width: 100, height: 20), alignment: .left)
        #expect(run.readingRightToLeft.alignment == .right && run.readingRightToLeft.direction == .rightToLeft)
        var centred = run
        centred.alignment = .center
        #expect(centred.readingRightToLeft.alignment == .center)
        // Mirrored in the line x = 150, the box lands on the other side, the glyphs unflipped.
        guard case .text(let mirrored) = DisplayItem.text(run).mirrored(aboutX: 150) else { Issue.record("not text"); return }
        #expect(mirrored.box == Rect(x: 200, y: 0, width: 100, height: 20))
    }
}
