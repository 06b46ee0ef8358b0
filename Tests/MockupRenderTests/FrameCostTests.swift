import MockupCore
import Testing
@testable import MockupRender

/// What makes frames cheap (kept layouts, bounded groups and shadows) changes no pixel.
@Suite struct FrameCostTests {
    func canvas(_ items: [DisplayItem], width: Double = 120, height: Double = 90) -> DisplayList {
        DisplayList(size: Size(width: width, height: height), items: items)
    }

    func label(_ text: String, at x: Double, size: Double = 15, shadow: Shadow? = nil) -> DisplayItem {
        .text(TextRun(text: text, font: Font(.inter, size: size), color: .black, box: Rect(x: x, y: 20, width: 90, height: 22),
                      lineLimit: 1, shadow: shadow))
    }

    @Test func textFromKeptLayoutsDrawsWhatAFreshLibraryDraws() throws {
        // The same runs drawn over and over, moved by fractions, at two scales in turn, against
        // a library that has never laid them out.
        let kept = try Renderer()
        for (k, scale) in [2.0, 3.0, 2.0, 1.0, 2.0].enumerated() {
            let list = canvas([label("Inbox (3)", at: 10 + Double(k) * 0.37), label("Mailboxes", at: 20, size: 17)])
            let fresh = Renderer(fonts: try FontLibrary.make(files: FontLibrary.primaryFiles + FontLibrary.fallbacks.flatMap(\.files)))
            #expect(try kept.image(of: list, scale: scale) == fresh.image(of: list, scale: scale), "scale \(scale), step \(k)")
        }
    }

    @Test func boundsHoldEverythingAGroupPaints() throws {
        let glyph: [DisplayItem] = [.fill(.rect(Rect(x: 50, y: 40, width: 6, height: 6)), .color(.white), .winding)]
        let shadowed = Group(shadow: Shadow(color: .black, offset: Point(x: 0, y: 3), blur: 2), items: glyph)
        let bounds = try #require(ContentBounds.of([.group(shadowed)]))
        // The shadow reaches 3 below and blurs past that; the bounds hold its whole spread.
        #expect(bounds.minY <= 40 - 1 && bounds.maxY >= 46 + 3 + 3 * 2)
        #expect(ContentBounds.of([.backdrop(Backdrop(path: .rect(Rect(x: 0, y: 0, width: 10, height: 10)), blur: 4,
                                                     tint: .white, flat: .white))]) == nil)
        let unbounded = TextRun(text: "x", font: Font(.inter, size: 12), color: .black, box: Rect(x: 0, y: 0, width: 0, height: 10))
        #expect(ContentBounds.of([.text(unbounded)]) == nil)
        #expect(ContentBounds.containsText([.group(Group(items: [label("a", at: 0)]))]))
        #expect(!ContentBounds.containsText([.group(shadowed)]))
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func boundedGroupsAndShadowsDrawWhatWholeOnesDid(_ scale: Double) throws {
        // Groups the size of their content against the same items with the group's
        // content spread over the whole canvas (a hairline in the far corners keeps
        // the bounds from shrinking): every pixel between them must agree.
        let renderer = try Renderer()
        let shapes: [DisplayItem] = [
            .fill(.rect(Rect(x: 30.3, y: 25.6, width: 17.2, height: 9.1)), .color(Color(r: 200, g: 30, b: 10)), .winding),
            .stroke(.rect(Rect(x: 60.5, y: 50.25, width: 20, height: 12)), .color(.black), StrokeStyle(width: 1.5)),
        ]
        let corners: [DisplayItem] = [
            .fill(.rect(Rect(x: 0, y: 0, width: 0.01, height: 0.01)), .color(Color(r: 0, g: 0, b: 0, a: 0.001)), .winding),
            .fill(.rect(Rect(x: 119.99, y: 89.99, width: 0.01, height: 0.01)), .color(Color(r: 0, g: 0, b: 0, a: 0.001)), .winding),
        ]
        let background: DisplayItem = .fill(.rect(Rect(x: 0, y: 0, width: 120, height: 90)), .color(Color(r: 240, g: 240, b: 230)), .winding)
        let shadow = Shadow(color: Color(r: 0, g: 0, b: 0, a: 0.5), offset: Point(x: 0.5, y: 1.25), blur: 1.5)
        for transform in [AffineTransform.identity, .translation(x: 3.37, y: -1.2)] {
            let faded = Group(transform: transform, alpha: 0.6, items: shapes)
            let shaded = Group(transform: transform, shadow: shadow, items: shapes)
            let bounded = try renderer.image(of: canvas([background, .group(faded), .group(shaded)]), scale: scale)
            // The corners' near-transparent specks round to nothing at 8 bits.
            let whole = try renderer.image(of: canvas([background, .group(Group(transform: transform, alpha: 0.6, items: shapes + corners)),
                                                        .group(Group(transform: transform, shadow: shadow, items: shapes + corners))]),
                                           scale: scale)
            #expect(bounded == whole, "scale \(scale), \(transform)")
        }
    }
}
