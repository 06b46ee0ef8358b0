import MockupCore
import Testing
@testable import MockupRender

/// A drawing that begins by painting the whole canvas opaquely starts on a
/// surface that was never cleared; any other starts on a transparent one.
@Suite struct OpaqueStartTests {
    let renderer: Renderer
    init() throws { renderer = try Renderer() }

    static let canvas = Rect(x: 0, y: 0, width: 4, height: 3)
    static let red = Color(r: 255, g: 0, b: 0)

    @Test func onlyAnOpaqueRectangleHoldingTheCanvasPaintsEveryPixel() {
        func fill(_ path: Path, _ paint: Paint = .color(Self.red)) -> DisplayItem { .fill(path, paint, .winding) }
        #expect(fill(.rect(Self.canvas)).paintsOpaquely(covering: Self.canvas))
        #expect(fill(.rect(Rect(x: -1, y: -1, width: 6, height: 5))).paintsOpaquely(covering: Self.canvas))
        #expect(!fill(.rect(Rect(x: 0, y: 0, width: 4, height: 2.5))).paintsOpaquely(covering: Self.canvas))
        #expect(!fill(.roundedRect(Self.canvas, radius: 1)).paintsOpaquely(covering: Self.canvas))
        #expect(!fill(.rect(Self.canvas), .color(Color(r: 255, g: 0, b: 0, a: 0.5))).paintsOpaquely(covering: Self.canvas))
        let darkTranslucent = Color.dynamic(light: Self.red, dark: Color(r: 0, g: 0, b: 0, a: 0.5))
        #expect(!fill(.rect(Self.canvas), .color(darkTranslucent)).paintsOpaquely(covering: Self.canvas))
        let gradient = LinearGradient.vertical(Self.canvas, [.init(0, Self.red), .init(1, Self.red)])
        #expect(!fill(.rect(Self.canvas), .linearGradient(gradient)).paintsOpaquely(covering: Self.canvas))
        #expect(!DisplayItem.stroke(.rect(Self.canvas), .color(Self.red), StrokeStyle(width: 1)).paintsOpaquely(covering: Self.canvas))
    }

    @Test func anOpaqueStartAndWhatFollowsDrawAsOnAClearedSurface() throws {
        let blue = Color(r: 0, g: 0, b: 255, a: 0.5)
        let list = DisplayList(size: Size(width: 4, height: 3), items: [
            .fill(.rect(Self.canvas), .color(Self.red), .winding),
            .fill(.rect(Rect(x: 1, y: 1, width: 2, height: 1)), .color(blue), .winding),
        ])
        // The same drawing after an item that paints nothing starts on a cleared surface.
        var cleared = list
        cleared.items.insert(.fill(.rect(Rect(x: 0, y: 0, width: 1, height: 1)), .color(Color(r: 0, g: 0, b: 0, a: 0)), .winding), at: 0)
        let expected = try renderer.image(of: cleared, scale: 3)
        #expect(expected.pixel(x: 0, y: 0) == .init(r: 255, g: 0, b: 0, a: 255))
        #expect(expected.pixel(x: 4, y: 4) != expected.pixel(x: 0, y: 0))
        for _ in 0..<3 { #expect(try renderer.image(of: list, scale: 3) == expected) }
    }

    @Test func aStartThatLeavesPixelsUncoveredLeavesThemTransparent() throws {
        let list = DisplayList(size: Size(width: 4, height: 3), items: [
            .fill(.rect(Rect(x: 0, y: 0, width: 3, height: 3)), .color(Self.red), .winding),
        ])
        let image = try renderer.image(of: list, scale: 2)
        #expect(image.pixel(x: 7, y: 5) == .init(r: 0, g: 0, b: 0, a: 0))
        #expect(image.pixel(x: 5, y: 5) == .init(r: 255, g: 0, b: 0, a: 255))
    }
}
