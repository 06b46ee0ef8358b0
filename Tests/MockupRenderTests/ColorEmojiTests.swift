import MockupCore
import Testing
@testable import MockupRender

/// Colour emoji: pictures of Noto Color Emoji at the text's size, in colour,
/// measured as they are drawn.
@Suite struct ColorEmojiTests {
    func picture(_ text: String, size: Double = 40, scale: Double = 1) throws -> RGBAImage {
        let run = TextRun(text: text, font: Font(.inter, size: size), color: .black, box: Rect(x: 0, y: 0, width: 200, height: 60))
        return try Renderer().image(of: DisplayList(size: Size(width: 200, height: 60), items: [
            .fill(.rect(Rect(x: 0, y: 0, width: 200, height: 60)), .color(.white), .winding), .text(run),
        ]), scale: scale)
    }

    /// How many pixels are strongly coloured (not grey).
    func coloured(_ image: RGBAImage) -> Int {
        var count = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                guard let p = image.pixel(x: x, y: y) else { continue }
                if max(p.r, p.g, p.b) - min(p.r, p.g, p.b) > 80 { count += 1 }
            }
        }
        return count
    }

    @Test func anEmojisPixelsAreInColour() throws {
        // The grinning face is yellow: hundreds of saturated pixels, where text is black on white.
        #expect(coloured(try picture("😀")) > 300)
        #expect(coloured(try picture("Hello")) == 0)
        // A skin-tone sequence and a flag are one picture each.
        let thumb = try picture("👍🏽"), flag = try picture("🇫🇷")
        #expect(coloured(thumb) > 300 && coloured(flag) > 300)
    }

    @Test func anEmojiTakesTheTextsSize() throws {
        let measurer = try PangoTextMeasurer()
        let small = measurer.measure("😀", font: Font(.inter, size: 17), maxWidth: nil, lineLimit: 1)
        let large = measurer.measure("😀", font: Font(.inter, size: 34), maxWidth: nil, lineLimit: 1)
        #expect(abs(large.width - 2 * small.width) < 0.1, "\(small) \(large)")
        // Noto Color Emoji's advance: 2550 of 2048 units a em.
        #expect(abs(small.width - 17 * 2550 / 2048) < 0.6, "\(small)")
        // A sequence is one emoji wide, not one per character.
        #expect(abs(measurer.measure("👍🏽", font: Font(.inter, size: 17), maxWidth: nil, lineLimit: 1).width - small.width) < 0.6)
        // Text-presentation symbols stay text.
        #expect(!ColorEmoji.isEmoji("☺") && ColorEmoji.isEmoji("☺\u{FE0F}") && ColorEmoji.isEmoji("⚡") && !ColorEmoji.isEmoji("★"))
    }

    @Test func vectorOutputEmbedsThePicture() throws {
        let run = TextRun(text: "😀", font: Font(.inter, size: 40), color: .black, box: Rect(x: 0, y: 0, width: 100, height: 60))
        let svg = String(decoding: try Renderer().svg(of: DisplayList(size: Size(width: 100, height: 60), items: [.text(run)]), scale: 1), as: UTF8.self)
        #expect(svg.contains("<image"))
    }
}
