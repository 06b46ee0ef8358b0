import Testing
@testable import MockupCore

@Suite struct GeometryTests {
    @Test func rectEdgesAndDivision() {
        let r = Rect(x: 0, y: 20, width: 320, height: 460)
        #expect(r.maxY == 480)
        let (bar, rest) = r.divided(atDistance: 44, fromTop: true)
        #expect(bar == Rect(x: 0, y: 20, width: 320, height: 44))
        #expect(rest == Rect(x: 0, y: 64, width: 320, height: 416))
        let (bottom, top) = r.divided(atDistance: 49, fromTop: false)
        #expect(bottom == Rect(x: 0, y: 431, width: 320, height: 49))
        #expect(top.maxY == 431)
    }

    @Test func intersection() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(a.intersection(Rect(x: 5, y: 5, width: 10, height: 10)) == Rect(x: 5, y: 5, width: 5, height: 5))
        #expect(!a.intersects(Rect(x: 10, y: 0, width: 5, height: 5)))
    }

    @Test func pixelGridSnapsEdgesNotSizes() {
        let grid = PixelGrid(scale: 2)
        // 100.3 -> 100.5, 144.3 -> 144.5: the size follows the snapped edges.
        #expect(grid.snap(Rect(x: 0.3, y: 100.3, width: 10.1, height: 44)) == Rect(x: 0.5, y: 100.5, width: 10, height: 44))
        // Two rectangles that touch still touch after snapping.
        let a = grid.snap(Rect(x: 0, y: 10.2, width: 10, height: 33.1))
        let b = grid.snap(Rect(x: 0, y: 43.3, width: 10, height: 5))
        #expect(a.maxY == b.minY)
        #expect(PixelGrid(scale: 3).snap(1.2) == 4.0 / 3.0)
    }

    @Test func affineTransforms() {
        let t = AffineTransform.translation(x: 10, y: 5).concatenating(.scale(x: 2, y: 2))
        #expect(t.apply(to: Point(x: 1, y: 1)) == Point(x: 22, y: 12))
        let turned = AffineTransform.rotation(Double.pi / 2).apply(to: Point(x: 1, y: 0))
        #expect(abs(turned.x) < 1e-12 && abs(turned.y - 1) < 1e-12)
    }

    @Test func roundedRectStaysInsideItsRect() {
        let r = Rect(x: 10, y: 10, width: 60, height: 30)
        let path = Path.roundedRect(r, radius: 100)
        #expect(path.bounds == r)
        #expect(path.elements.first == .move(Point(x: 25, y: 10)))  // radius clamped to 15
    }

    @Test func colours() {
        #expect(Color(hex: "#6d84a2") == Color(r: 109, g: 132, b: 162))
        #expect(Color(hex: "#ff000080")?.alpha == Double(0x80) / 255)
        #expect(Color(hex: "#fff") == .white)
        #expect(Color(hex: "6d84a2") == nil)
        #expect(Color(hex: "#12345") == nil)
        #expect(Color(r: 109, g: 132, b: 162).hexString == "#6d84a2")
        #expect(Color.black.mixed(with: .white, amount: 0.5) == Color(red: 0.5, green: 0.5, blue: 0.5))
    }
}

/// SVG path data read into paths: every command the symbol set uses, packed numbers.
@Suite struct SVGPathDataTests {
    @Test func absoluteAndRelativeCommands() throws {
        let path = try #require(Path(svgData: "M10 20 l5 0 H30 v10 h-20 Z m1 1 L2 2"))
        #expect(path.elements == [
            .move(Point(x: 10, y: 20)), .line(Point(x: 15, y: 20)), .line(Point(x: 30, y: 20)), .line(Point(x: 30, y: 30)),
            .line(Point(x: 10, y: 30)), .close, .move(Point(x: 11, y: 21)), .line(Point(x: 2, y: 2)),
        ])
    }

    @Test func packedNumbersAndImplicitLines() throws {
        // "-.5.25" is two numbers; pairs after a move are lines.
        let path = try #require(Path(svgData: "M0,0-.5.25 1e1 2"))
        #expect(path.elements == [.move(Point(x: 0, y: 0)), .line(Point(x: -0.5, y: 0.25)), .line(Point(x: 10, y: 2))])
    }

    @Test func quadraticsBecomeTheirExactCubics() throws {
        let path = try #require(Path(svgData: "M0 0 Q3 3 6 0 T12 0"))
        #expect(path.elements == [
            .move(Point(x: 0, y: 0)),
            .curve(Point(x: 2, y: 2), Point(x: 4, y: 2), Point(x: 6, y: 0)),
            // T reflects the last control point (3, 3) about (6, 0): (9, -3).
            .curve(Point(x: 8, y: -2), Point(x: 10, y: -2), Point(x: 12, y: 0)),
        ])
    }

    @Test func whatIsNotReadIsNil() {
        #expect(Path(svgData: "M0 0 A5 5 0 0 1 10 10") == nil)
        #expect(Path(svgData: "10 10") == nil)
        #expect(Path(svgData: "M0") == nil)
    }
}
