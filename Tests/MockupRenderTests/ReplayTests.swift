import MockupCore
import Testing
@testable import MockupRender

/// Display lists replayed on Cairo give known pixels.
@Suite struct ReplayTests {
    let renderer: Renderer

    init() throws { renderer = try Renderer() }

    func canvas(_ w: Double, _ h: Double, _ items: [DisplayItem]) -> DisplayList {
        DisplayList(size: Size(width: w, height: h), items: items)
    }

    @Test func filledRectAtScaleTwo() throws {
        let red = Color(r: 255, g: 0, b: 0)
        let image = try renderer.image(of: canvas(4, 4, [.fill(.rect(Rect(x: 1, y: 1, width: 2, height: 2)), .color(red), .winding)]), scale: 2)
        #expect(image.width == 8 && image.height == 8)
        for y in 0..<8 {
            for x in 0..<8 {
                let inside = (2..<6).contains(x) && (2..<6).contains(y)
                #expect(image.pixel(x: x, y: y) == (inside ? .init(r: 255, g: 0, b: 0, a: 255) : .init(r: 0, g: 0, b: 0, a: 0)), "pixel \(x),\(y)")
            }
        }
    }

    @Test func gradientEndColours() throws {
        let rect = Rect(x: 0, y: 0, width: 10, height: 100)
        let g = LinearGradient.vertical(rect, [.init(0, Color(r: 0, g: 0, b: 255)), .init(1, Color(r: 255, g: 255, b: 0))])
        let image = try renderer.image(of: canvas(10, 100, [.fill(.rect(rect), .linearGradient(g), .winding)]), scale: 1)
        let top = try #require(image.pixel(x: 5, y: 0)), bottom = try #require(image.pixel(x: 5, y: 99))
        #expect(top.b >= 250 && top.r <= 5)
        #expect(bottom.r >= 250 && bottom.b <= 5)
        let middle = try #require(image.pixel(x: 5, y: 50))
        #expect((120...135).contains(middle.r))
    }

    @Test func straightAlphaNotPremultiplied() throws {
        let image = try renderer.image(of: canvas(2, 2, [.fill(.rect(Rect(x: 0, y: 0, width: 2, height: 2)), .color(Color(r: 255, g: 0, b: 0, a: 0.5)), .winding)]), scale: 1)
        #expect(image.pixel(x: 0, y: 0) == .init(r: 255, g: 0, b: 0, a: 128))
    }

    @Test func groupAlphaClipAndTransform() throws {
        let white = Color.white
        let group = Group(
            transform: .translation(x: 2, y: 0), alpha: 0.5, clip: .rect(Rect(x: 0, y: 0, width: 2, height: 4)),
            items: [.fill(.rect(Rect(x: 0, y: 0, width: 4, height: 4)), .color(white), .winding)]
        )
        let image = try renderer.image(of: canvas(8, 4, [.fill(.rect(Rect(x: 0, y: 0, width: 8, height: 4)), .color(.black), .winding), .group(group)]), scale: 1)
        #expect(image.pixel(x: 1, y: 1) == .init(r: 0, g: 0, b: 0, a: 255))
        #expect(image.pixel(x: 2, y: 1)?.r == 128)
        #expect(image.pixel(x: 3, y: 1)?.r == 128)
        #expect(image.pixel(x: 4, y: 1) == .init(r: 0, g: 0, b: 0, a: 255))
    }

    @Test func hardAndBlurredShadows() throws {
        let square: [DisplayItem] = [.fill(.rect(Rect(x: 4, y: 4, width: 4, height: 4)), .color(.white), .winding)]
        let hard = Group(shadow: Shadow(color: .black, offset: Point(x: 4, y: 4)), items: square)
        let image = try renderer.image(of: canvas(16, 16, [.group(hard)]), scale: 1)
        #expect(image.pixel(x: 5, y: 5) == .init(r: 255, g: 255, b: 255, a: 255))
        #expect(image.pixel(x: 10, y: 10) == .init(r: 0, g: 0, b: 0, a: 255))
        #expect(image.pixel(x: 13, y: 13)?.a == 0)
        let soft = Group(shadow: Shadow(color: .black, offset: Point(x: 4, y: 4), blur: 2), items: square)
        let blurred = try renderer.image(of: canvas(16, 16, [.group(soft)]), scale: 1)
        let edge = try #require(blurred.pixel(x: 12, y: 10)?.a)
        #expect(edge > 0 && edge < 255)
    }

    @Test func textIsDrawnInsideItsBox() throws {
        let box = Rect(x: 10, y: 10, width: 60, height: 20)
        let run = TextRun(text: "Accounts and more words than fit", font: Font(.liberationSans, size: 17, weight: .bold), color: .black, box: box)
        let image = try renderer.image(of: canvas(100, 40, [.text(run)]), scale: 2)
        var inked = 0
        for y in 0..<image.height {
            for x in 0..<image.width where (image.pixel(x: x, y: y)?.a ?? 0) > 0 {
                inked += 1
                #expect(box.insetBy(dx: -0.5, dy: -0.5).contains(Point(x: Double(x) / 2, y: Double(y) / 2)), "ink at \(x),\(y)")
            }
        }
        #expect(inked > 100)
    }

    @Test func measuringMatchesFonts() throws {
        let m = try PangoTextMeasurer()
        let bold = m.width(of: "Accounts", font: Font(.liberationSans, size: 20, weight: .bold))
        let regular = m.width(of: "Accounts", font: Font(.liberationSans, size: 20))
        // Helvetica-metric widths: bold "Accounts" at 20 pt is about 89 points.
        #expect(bold > 80 && bold < 100)
        #expect(regular < bold)
        let wrapped = m.measure("one two three four five six", font: Font(.inter, size: 17), maxWidth: 60, lineLimit: 2)
        #expect(wrapped.width <= 60)
        #expect(wrapped.height > 30 && wrapped.height < 50)
    }

    @Test func vectorOutputs() throws {
        let list = canvas(10, 10, [
            .fill(.rect(Rect(x: 0, y: 0, width: 5, height: 5)), .color(.black), .winding),
            .text(TextRun(text: "Hi", font: Font(.inter, size: 8), color: .black, box: Rect(x: 0, y: 0, width: 10, height: 10))),
        ])
        let svg = String(decoding: try renderer.svg(of: list, scale: 2), as: UTF8.self)
        #expect(svg.contains("<svg"))
        #expect(svg.contains("width=\"20pt\""))
        let pdf = try renderer.pdf(of: list, scale: 1)
        #expect(Array(pdf.prefix(5)) == Array("%PDF-".utf8))
        #expect(try renderer.pdf(of: list, scale: 1) == pdf)
    }

    @Test func hugeCanvasIsRefused() {
        #expect(throws: RenderError.self) { try renderer.image(of: canvas(100_000, 10, []), scale: 1) }
    }

    @Test func missingFontNamesItsPackage() {
        let error = RenderError.missingFont(path: "/usr/share/fonts/opentype/inter/Inter-Regular.otf", package: "fonts-inter")
        #expect(error.description.contains("apt-get install fonts-inter"))
        #expect(throws: RenderError.missingFont(path: "/nonexistent/Font.ttf", package: "fonts-example")) {
            try FontLibrary.make(files: [.init(path: "/nonexistent/Font.ttf", package: "fonts-example")])
        }
    }
}
