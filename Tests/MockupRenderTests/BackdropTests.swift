import MockupCore
import Testing
@testable import MockupRender

/// A material blurs what was painted beneath it on pixels, and is a flat
/// fill in vector output.
@Suite struct BackdropTests {
    let renderer: Renderer
    init() throws { renderer = try Renderer() }

    /// Black and white stripes 4 points wide, a material over their middle.
    func stripes(blur: Double) -> DisplayList {
        var list = DisplayList(size: Size(width: 40, height: 20))
        list.fill(.rect(Rect(x: 0, y: 0, width: 40, height: 20)), .color(.white))
        for x in stride(from: 0.0, to: 40, by: 8) {
            list.fill(.rect(Rect(x: x, y: 0, width: 4, height: 20)), .color(.black))
        }
        list.append(.backdrop(Backdrop(
            path: .rect(Rect(x: 0, y: 5, width: 40, height: 10)), blur: blur,
            tint: Color(r: 255, g: 0, b: 0, a: 0.25), flat: Color(r: 0, g: 0, b: 255)
        )))
        return list
    }

    @Test func blursWhatLiesBeneathUnderItsTint() throws {
        let image = try renderer.image(of: stripes(blur: 3), scale: 2)
        // Outside the shape the stripes stay sharp.
        #expect(image.pixel(x: 2, y: 2) == .init(r: 0, g: 0, b: 0, a: 255))
        #expect(image.pixel(x: 10, y: 2) == .init(r: 255, g: 255, b: 255, a: 255))
        // Inside, black and white have run together into grey, reddened by the tint.
        for x in [10, 14, 40, 44, 70] {
            let p = try #require(image.pixel(x: x, y: 20))
            #expect((60...140).contains(Int(p.g)), "pixel \(x): \(p)")
            #expect(p.r > p.g + 30 && p.b == p.g, "pixel \(x): \(p)")
        }
    }

    @Test func noBlurIsTheTintAlone() throws {
        let image = try renderer.image(of: stripes(blur: 0), scale: 1)
        // Zero blur: the flat colour (as vector output), opaque blue.
        #expect(image.pixel(x: 1, y: 10) == .init(r: 0, g: 0, b: 255, a: 255))
    }

    @Test func vectorOutputFillsTheFlatColour() throws {
        let svg = String(decoding: try renderer.svg(of: stripes(blur: 3), scale: 1), as: UTF8.self)
        #expect(svg.contains("rgb(0%, 0%, 100%)") || svg.contains("rgb(0%,0%,100%)"))
    }

    /// A white stripe along the left edge of black, under glass 40 x 20 with a lens band of 10.
    func edgeStripe(lens: Bool) -> DisplayList {
        var list = DisplayList(size: Size(width: 40, height: 20))
        list.fill(.rect(Rect(x: 0, y: 0, width: 40, height: 20)), .color(.black))
        list.fill(.rect(Rect(x: 0, y: 0, width: 3, height: 20)), .color(.white))
        let glass = Rect(x: 0, y: 0, width: 40, height: 20)
        list.append(.backdrop(Backdrop(path: .rect(glass), blur: 0.5, tint: .clear, flat: .clear,
                                       lens: lens ? Lens(rect: glass, radius: 0, band: 10, depth: 6) : nil)))
        return list
    }

    @Test func aLensDrawsWhatLiesFurtherInNearTheRim() throws {
        let flat = try renderer.image(of: edgeStripe(lens: false), scale: 1)
        let bent = try renderer.image(of: edgeStripe(lens: true), scale: 1)
        // At the rim the lens shows the black from 5 or 6 points in, where the flat glass shows the stripe.
        let rimFlat = try #require(flat.pixel(x: 1, y: 10)), rimBent = try #require(bent.pixel(x: 1, y: 10))
        #expect(rimFlat.r > 150 && rimBent.r < 60, "flat \(rimFlat), bent \(rimBent)")
        // Past the band nothing moves.
        #expect(flat.pixel(x: 20, y: 10) == bent.pixel(x: 20, y: 10))
        #expect(try renderer.image(of: edgeStripe(lens: true), scale: 1) == bent)
    }

    @Test func theLensSourceIsPulledInAlongTheNormal() {
        let lens = Lens(rect: Rect(x: 0, y: 0, width: 100, height: 40), radius: 20, band: 10, depth: 4)
        // At the left rim, 4 further in; at the band's inner side and the centre, unmoved.
        #expect(lens.source(of: Point(x: 0, y: 20)) == Point(x: 4, y: 20))
        #expect(lens.source(of: Point(x: 10, y: 20)) == Point(x: 10, y: 20))
        #expect(lens.source(of: Point(x: 50, y: 20)) == Point(x: 50, y: 20))
        // At the top rim, pulled down.
        #expect(lens.source(of: Point(x: 50, y: 0)) == Point(x: 50, y: 4))
        // Outside the shape, nothing.
        #expect(lens.source(of: Point(x: -2, y: 20)) == Point(x: -2, y: 20))
    }

    @Test func sameBytesEveryRun() throws {
        let a = try renderer.image(of: stripes(blur: 3), scale: 2)
        let b = try renderer.image(of: stripes(blur: 3), scale: 2)
        #expect(a == b)
    }
}
