import Foundation
import MockupCore
import MockupScene
import Testing
@testable import MockupUI

/// Buttons and image views that hold an image: an SF Symbol drawn as the
/// built-in glyph of that name, a named image as its placeholder; and the
/// freeform xib that holds them, drawn at its own size.
@Suite struct InterfaceBuilderImageTests {
    static let xib = InterfaceBuilderTests.path("ImageButtons.xib")

    /// Every view of the first step, depth first.
    func views() throws -> [PresentedView] {
        let layout = SceneLayout(scene: try InterfaceBuilderLoader.load(path: Self.xib), measurer: ApproximateTextMeasurer())
        func all(_ view: PresentedView) -> [PresentedView] { [view] + view.children.flatMap(all) }
        return all(try layout.window(layout.play().states[0]))
    }

    /// A button's or image view's glyph: its name, box (window points) and ink.
    func glyph(_ view: PresentedView) -> (name: String, box: Rect, tint: Color)? {
        guard case .control(let control) = view.content else { return nil }
        let picture: ImageContent.Picture?
        switch control.kind {
        case .button(let button): picture = button.image?.picture
        case .imageView(let image): picture = image.picture
        default: picture = nil
        }
        guard case .glyph(let name, let box, let tint)? = picture else { return nil }
        return (name, box.offsetBy(dx: view.frame.minX, dy: view.frame.minY), tint)
    }

    @Test func aButtonOfASymbolAloneDrawsItsGlyph() throws {
        let glyphs = try views().compactMap(glyph)
        // A state's image, a configuration's, an image reference's (in the button's red tint), a
        // symbol before a title, a symbol of the symbol set, and an image view's symbol in its orange tint.
        #expect(glyphs.map(\.name) == ["heart", "gear", "trash", "star", "figure.walk", "house"])
        let blue = Color(hex: "#007aff"), red = Color(r: 255, g: 59, b: 48), orange = Color(r: 255, g: 149, b: 0)
        // (System colours are UIKit's semantic ones: these are their light values.)
        #expect(glyphs.map { $0.tint.inLight } == [blue, blue, red, blue, blue, orange])
        // Centred in its 44-point button at (40, 80): a 15-point title's glyph is 19 points (15 x 1.25).
        #expect(glyphs[0].box == Rect(x: 40 + 12.5, y: 80 + 12.5, width: 19, height: 19))
        // Before its title: the two centred together, the title starting where the glyph ends.
        let favorite = try #require(try views().first { $0.title == "Favorite" })
        guard case .control(let control) = favorite.content, case .button(let button) = control.kind, let title = button.title else {
            Issue.record("no titled button")
            return
        }
        #expect(title.box.minX + favorite.frame.minX == glyphs[3].box.maxX)
        #expect(abs((glyphs[3].box.minX + title.box.maxX + favorite.frame.minX) / 2 - favorite.frame.midX) < 0.5)
    }

    @Test func aButtonOfANamedImageDrawsItsPlaceholder() throws {
        let views = try views()
        // Logo is 96 x 32 in the file's resources: centred in the 160 x 44 button at (280, 80).
        let placeholder = try #require(views.first { view in view.children.contains { $0.text == "Logo" } && view.frame.width == 96 })
        #expect(placeholder.frame == Rect(x: 280 + 32, y: 80 + 6, width: 96, height: 32))
        // figure.walk has a glyph now (the symbol set's): nothing is a placeholder but the named image, and nothing is warned of.
        #expect(!views.contains { view in view.children.contains { $0.text == "figure.walk" } })
        #expect(try InterfaceBuilderLoader.load(path: Self.xib).warnings == [])
    }

    @Test func aFreeformXibIsACanvasOfItsOwnSize() throws {
        let scene = try InterfaceBuilderLoader.load(path: Self.xib)
        #expect(scene.device.size == Size(width: 480, height: 480) && scene.device.scale == 2 && scene.device.viewedAs == .iphone8)
        #expect(scene.style == .modern && !scene.statusBar)
        // Another device lends its scale and era, never its size.
        let seen = scene.device.viewed(as: .iphone15)
        #expect(seen.size == Size(width: 480, height: 480) && seen.scale == 3 && seen.era == .ios17 && seen.statusBarHeight == 0)
        #expect(Device.preset(.iphone5).viewed(as: .iphone15) == .preset(.iphone15))
        // The view fills the canvas.
        #expect(try views().first { $0.kind.name == "screen" }?.frame == Rect(x: 0, y: 0, width: 480, height: 480))
    }

    @Test func freeformSizesAreReadInEachForm() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("ib-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        /// The canvas's size, nil when the view is drawn on the device's screen.
        func size(_ device: String, _ inside: String, frame: String) throws -> Size? {
            let path = dir.appendingPathComponent("\(UUID().uuidString).xib").path
            try Data("""
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">\(device)<objects>
                <view id="v"><rect key="frame" x="0" y="0" \(frame)/>\(inside)</view></objects></document>
                """.utf8).write(to: URL(fileURLWithPath: path))
            let scene = try InterfaceBuilderLoader.load(path: path)
            return scene.device.viewedAs == nil ? nil : scene.device.size
        }
        let declared = #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#
        // Declared freeform; declared with its size; an older file's default metrics; a view that is not the screen.
        #expect(try size(#"<device id="retina4_7"/>"#, declared, frame: #"width="375" height="667""#) == Size(width: 375, height: 667))
        #expect(try size(#"<device id="retina4_7"/>"#, declared + #"<size key="freeformSize" width="500" height="568"/>"#,
                         frame: #"width="500" height="568""#) == Size(width: 500, height: 568))
        let older = #"<simulatedMetricsContainer key="defaultSimulatedMetrics"><simulatedScreenMetrics key="destination" type="retina4"/></simulatedMetricsContainer>"#
        #expect(try size(older, "", frame: #"width="480" height="480""#) == Size(width: 480, height: 480))
        // The screen's size, or less a status bar and simulated bars, is the device's screen.
        #expect(try size(#"<device id="retina4_7"/>"#, "", frame: #"width="375" height="603""#) == nil)
        #expect(try size(#"<device id="retina4_7"/>"#, "", frame: #"width="375" height="667""#) == nil)
    }
}
