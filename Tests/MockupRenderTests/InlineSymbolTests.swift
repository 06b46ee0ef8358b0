import MockupCore
import MockupUI
import Testing
@testable import MockupRender

/// Symbols inside text: the text's size and colour, centred on the capitals
/// and standing on the baseline as SF Symbols do, measured as drawn.
@Suite struct InlineSymbolTests {
    func picture(_ text: String, size: Double = 40, color: Color = .black) throws -> RGBAImage {
        let run = TextRun(text: text, font: Font(.inter, size: size), color: color, box: Rect(x: 0, y: 0, width: 300, height: 80))
        return try Renderer().image(of: DisplayList(size: Size(width: 300, height: 80), items: [
            .fill(.rect(Rect(x: 0, y: 0, width: 300, height: 80)), .color(.white), .winding), .text(run),
        ]), scale: 1)
    }

    /// The rows and columns holding dark ink within columns `columns`.
    func ink(_ image: RGBAImage, columns: Range<Int>) -> (rows: ClosedRange<Int>, columns: ClosedRange<Int>)? {
        var rows: [Int] = [], cols: [Int] = []
        for y in 0..<image.height {
            for x in columns where (image.pixel(x: x, y: y)?.r ?? 255) < 128 {
                rows.append(y)
                cols.append(x)
            }
        }
        guard let top = rows.min(), let bottom = rows.max(), let left = cols.min(), let right = cols.max() else { return nil }
        return (top...bottom, left...right)
    }

    func symbol(_ name: String) -> String { String(InlineSymbol.character(named: name)!) }

    @Test func aSymbolSitsOnTheCapitalsMiddleAtTheirHeight() throws {
        let capital = try picture("H")
        let disc = try picture(symbol("circle.fill"))
        let h = try #require(ink(capital, columns: 0..<300)), c = try #require(ink(disc, columns: 0..<300))
        let capHeight = Double(h.rows.count), capMiddle = Double(h.rows.lowerBound + h.rows.upperBound) / 2
        let discHeight = Double(c.rows.count), discMiddle = Double(c.rows.lowerBound + c.rows.upperBound) / 2
        // Centred on the capitals (within a pixel), overshooting them a little (Inter's
        // cap height is 0.727 em, the symbol's live area 0.84 em).
        #expect(abs(discMiddle - capMiddle) <= 1.5, "\(discMiddle) \(capMiddle)")
        #expect(discHeight > capHeight && discHeight < capHeight * 1.3, "\(discHeight) \(capHeight)")
    }

    @Test func aSymbolTakesTheTextsColourSizeAndPlace() throws {
        let measurer = try PangoTextMeasurer()
        let font = Font(.inter, size: 17)
        let star = symbol("star.fill")
        let small = measurer.measure(star, font: font, maxWidth: nil, lineLimit: 1)
        let large = measurer.measure(star, font: font.with(size: 34), maxWidth: nil, lineLimit: 1)
        #expect(abs(large.width - 2 * small.width) < 0.1 && small.width > 10, "\(small) \(large)")
        // A line with a symbol is as tall as a line of the face: the symbol fits its line.
        #expect(abs(measurer.measure("A" + star, font: font, maxWidth: nil, lineLimit: 1).height
            - measurer.measure("A", font: font, maxWidth: nil, lineLimit: 1).height) < 0.01)
        // The text's colour, after the text before it.
        let red = try picture("AB " + star, color: Color(red: 1, green: 0, blue: 0))
        let a = try #require(ink(try picture("AB "), columns: 0..<300))
        var reds = 0
        for y in 0..<red.height {
            for x in (a.columns.upperBound + 8)..<red.width {
                if let p = red.pixel(x: x, y: y), p.r > 200, p.g < 60, p.b < 60 { reds += 1 }
            }
        }
        #expect(reds > 200, "\(reds)")
    }

    @Test func aHeavierFontGivesAHeavierSymbol() throws {
        let regular = try picture(symbol("heart"))
        func dark(_ image: RGBAImage) -> Int {
            (0..<image.height).reduce(0) { n, y in n + (0..<image.width).filter { (image.pixel(x: $0, y: y)?.r ?? 255) < 128 }.count }
        }
        let run = TextRun(text: symbol("heart"), font: Font(.inter, size: 40, weight: .bold), color: .black, box: Rect(x: 0, y: 0, width: 300, height: 80))
        let heavy = try Renderer().image(of: DisplayList(size: Size(width: 300, height: 80), items: [
            .fill(.rect(Rect(x: 0, y: 0, width: 300, height: 80)), .color(.white), .winding), .text(run),
        ]), scale: 1)
        #expect(dark(heavy) > dark(regular) + 40, "\(dark(heavy)) \(dark(regular))")
    }

    @Test func layoutOutputShowsAnAttachmentsCharacter() {
        #expect(InlineSymbol.plain("Rated " + symbol("star.fill") + " 4.8") == "Rated \u{FFFC} 4.8")
        #expect(InlineSymbol.name(of: symbol("wifi").unicodeScalars.first!) == "wifi")
        #expect(InlineSymbol.character(named: "no.such.symbol") == nil)
    }
}
