import Foundation
import MockupCore
import MockupRender
import MockupScene
import Testing
@testable import MockupUI

/// Picture files in scenes: found as UIImage(named:) finds them, placed by
/// content mode, drawn at the device's scale from the sibling it picks,
/// tinted as templates, and refused with a located error when they cannot be had.
@Suite struct ImageFileTests {
    /// A folder of its own for each test's scene and pictures.
    let folder: String

    init() throws {
        folder = NSTemporaryDirectory() + "mockup-images-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    /// A PNG of `size` pixels, each quadrant its own colour (top-left red, top-right green,
    /// bottom-left blue, bottom-right `fourth`), or all transparent but for an opaque black centre when `mask`.
    func writePNG(_ name: String, size: Int, fourth: RGBAImage.Pixel = .init(r: 255, g: 255, b: 0, a: 255), mask: Bool = false) throws {
        var image = RGBAImage(width: size, height: size)
        for y in 0..<size {
            for x in 0..<size {
                let colour: RGBAImage.Pixel
                if mask {
                    let inside = (size / 4..<size * 3 / 4).contains(x) && (size / 4..<size * 3 / 4).contains(y)
                    colour = .init(r: 0, g: 0, b: 0, a: inside ? 255 : 0)
                } else {
                    switch (x < size / 2, y < size / 2) {
                    case (true, true): colour = .init(r: 255, g: 0, b: 0, a: 255)
                    case (false, true): colour = .init(r: 0, g: 255, b: 0, a: 255)
                    case (true, false): colour = .init(r: 0, g: 0, b: 255, a: 255)
                    case (false, false): colour = fourth
                    }
                }
                let i = (y * size + x) * 4
                image.pixels[i] = colour.r; image.pixels[i + 1] = colour.g; image.pixels[i + 2] = colour.b; image.pixels[i + 3] = colour.a
            }
        }
        try Data(try PNGEncoder().encode(image)).write(to: URL(fileURLWithPath: folder + "/" + name))
    }

    func scene(_ body: String, scale: Double? = nil) throws -> Scene {
        let text = "device: iphone-15\nstyle: ios17\n" + (scale.map { "scale: \($0)\n" } ?? "") + body
        try text.write(toFile: folder + "/scene.yaml", atomically: true, encoding: .utf8)
        return try SceneLoader.load(path: folder + "/scene.yaml")
    }

    /// One image view of `frame` showing `image`, on a white screen.
    func imageScene(_ image: String, frame: String = "[0, 0, 20, 20]", mode: String = "scaleToFill", scale: Double? = nil) throws -> Scene {
        try scene("""
            statusBar: false
            screens:
              s:
                view:
                  backgroundColor: white
                  subviews:
                    - imageView: {frame: \(frame), image: \(image), contentMode: \(mode)}
            root: s
            """, scale: scale)
    }

    func drawn(_ scene: Scene) throws -> [DisplayItem] { try DynamicColorTests.drawn(scene) }

    func placed(_ scene: Scene) throws -> [PlacedImage] {
        try drawn(scene).compactMap { if case .image(let image) = $0 { image } else { nil } }
    }

    func picture(_ scene: Scene) throws -> RGBAImage {
        let layout = SceneLayout(scene: scene, measurer: ApproximateTextMeasurer())
        let instant = try layout.animation(try layout.play(), step: 0).instant(at: Seconds(1000))
        return try Renderer().image(of: Theme(scene: scene).displayList(for: instant), scale: scene.device.scale)
    }

    @Test func theSiblingOfTheDevicesScaleIsDrawnPixelForPixel() throws {
        // 10 points: 20 pixels at 2x, 30 at 3x; the 3x file's fourth quadrant is white, the 2x one's yellow.
        try writePNG("tile@2x.png", size: 20)
        try writePNG("tile@3x.png", size: 30, fourth: .init(r: 255, g: 255, b: 255, a: 255))
        for (scale, fourth) in [(2.0, RGBAImage.Pixel(r: 255, g: 255, b: 0, a: 255)), (3.0, RGBAImage.Pixel(r: 255, g: 255, b: 255, a: 255))] {
            let scene = try imageScene("tile.png", frame: "[10, 10, 10, 10]", mode: "center", scale: scale)
            let asset = try #require(try placed(scene).first?.asset)
            #expect(asset.representations.map(\.scale) == [2, 3])
            #expect(asset.size == Size(width: 10, height: 10))
            #expect(asset.representation(forScale: scale).scale == Int(scale))
            let image = try picture(scene)
            let s = Int(scale), origin = 10 * s, half = 5 * s
            // Every pixel of the picture, at the device's scale, is the file's pixel.
            for y in 0..<(10 * s) {
                for x in 0..<(10 * s) {
                    let expected: RGBAImage.Pixel = switch (x < half, y < half) {
                    case (true, true): .init(r: 255, g: 0, b: 0, a: 255)
                    case (false, true): .init(r: 0, g: 255, b: 0, a: 255)
                    case (true, false): .init(r: 0, g: 0, b: 255, a: 255)
                    case (false, false): fourth
                    }
                    #expect(image.pixel(x: origin + x, y: origin + y) == expected, "\(s)x pixel \(x),\(y)")
                }
            }
            #expect(image.pixel(x: origin - 1, y: origin) == .init(r: 255, g: 255, b: 255, a: 255))
        }
    }

    @Test func aSiblingIsPickedAsUIKitPicksIt() throws {
        try writePNG("only@2x.png", size: 4)
        try writePNG("pair.png", size: 2)
        try writePNG("pair@3x.png", size: 6)
        let only = try #require(try placed(try imageScene("only.png")).first?.asset)
        #expect(only.representation(forScale: 3).scale == 2 && only.representation(forScale: 1).scale == 2)
        let pair = try #require(try placed(try imageScene("pair")).first?.asset)  // .png assumed
        #expect(pair.representation(forScale: 1).scale == 1)
        #expect(pair.representation(forScale: 2).scale == 3, "the next larger, not the smaller")
        #expect(pair.representation(forScale: 3).scale == 3)
        // A name written with its scale is that file alone.
        let written = try #require(try placed(try imageScene("pair@3x.png")).first?.asset)
        #expect(written.representations.map(\.scale) == [3] && written.size == Size(width: 2, height: 2))
    }

    @Test func contentModesPlaceTheImage() throws {
        try writePNG("wide@2x.png", size: 8)  // 4 x 4 points
        func rect(_ mode: String, _ frame: String = "[0, 0, 40, 20]") throws -> Rect {
            try #require(try placed(try imageScene("wide.png", frame: frame, mode: mode)).first?.rect)
        }
        #expect(try rect("scaleToFill") == Rect(x: 0, y: 0, width: 40, height: 20))
        #expect(try rect("scaleAspectFit") == Rect(x: 10, y: 0, width: 20, height: 20))
        #expect(try rect("scaleAspectFill") == Rect(x: 0, y: -10, width: 40, height: 40))
        #expect(try rect("center") == Rect(x: 18, y: 8, width: 4, height: 4))
        #expect(try rect("topLeft") == Rect(x: 0, y: 0, width: 4, height: 4))
        #expect(try rect("bottomRight") == Rect(x: 36, y: 16, width: 4, height: 4))
        #expect(try rect("top") == Rect(x: 18, y: 0, width: 4, height: 4))
        #expect(try rect("left") == Rect(x: 0, y: 8, width: 4, height: 4))
        // An image view without a frame takes its image's size.
        let natural = try imageScene("wide.png", frame: "[5, 6]")
        let layout = SceneLayout(scene: natural, measurer: ApproximateTextMeasurer())
        let root = try layout.window(try layout.play().states[0]).layoutNode()
        #expect(root.frames(ofKind: "imageView") == [Rect(x: 5, y: 6, width: 4, height: 4)])
    }

    @Test func aTemplateImageTakesTheTint() throws {
        try writePNG("shape@2x.png", size: 20, mask: true)
        let tinted = try imageScene("{file: shape.png, renderingMode: alwaysTemplate, tintColor: \"#ff0000\"}", frame: "[0, 0, 10, 10]", scale: 2)
        #expect(try placed(tinted).first?.tint == .color(Color(r: 255, g: 0, b: 0)))
        let image = try picture(tinted)
        #expect(image.pixel(x: 10, y: 10) == .init(r: 255, g: 0, b: 0, a: 255), "the opaque middle takes the tint")
        #expect(image.pixel(x: 1, y: 1) == .init(r: 255, g: 255, b: 255, a: 255), "the clear edge stays clear")
        // Without the rendering mode an image view draws the original: black.
        let original = try picture(try imageScene("shape.png", frame: "[0, 0, 10, 10]", scale: 2))
        #expect(original.pixel(x: 10, y: 10) == .init(r: 0, g: 0, b: 0, a: 255))
        // A system button draws its image as a template in its tint; a custom one as it is.
        let buttons = try scene("""
            screens:
              s:
                view:
                  subviews:
                    - button: {frame: [0, 0, 100, 44], title: Like, type: system, image: shape.png}
                    - button: {frame: [0, 50, 100, 44], title: Like, type: custom, image: shape.png}
            root: s
            """)
        let tints = try placed(buttons).map(\.tint)
        #expect(tints.count == 2 && tints[0] != nil && tints[1] == nil)
    }

    @Test func jpegAndSVGFilesDraw() throws {
        // A JPEG from the fixtures (photo1.jpg: 480 pixels square, a blue sky on top).
        let content = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/scenes/content").path
        try FileManager.default.copyItem(atPath: content + "/photos/photo1.jpg", toPath: folder + "/photo.jpg")
        try FileManager.default.copyItem(atPath: content + "/logo.svg", toPath: folder + "/logo.svg")
        let photo = try picture(try imageScene("photo.jpg", frame: "[0, 0, 48, 48]", scale: 1))
        let sky = try #require(photo.pixel(x: 24, y: 1))
        #expect(sky.b > sky.r && sky.b > 180, "\(sky)")
        let svg = try imageScene("logo.svg", frame: "[0, 0, 96, 96]", scale: 1)
        let asset = try #require(try placed(svg).first?.asset)
        #expect(asset.isVector && asset.size == Size(width: 96, height: 96))
        let logo = try picture(svg)
        let white = try #require(logo.pixel(x: 30, y: 50)), purple = try #require(logo.pixel(x: 10, y: 10))
        #expect(white == .init(r: 255, g: 255, b: 255, a: 255), "the M")
        #expect(purple.b > 200 && purple.g < 120, "\(purple)")
        // PDF and SVG output embed the pictures.
        let layout = SceneLayout(scene: svg, measurer: ApproximateTextMeasurer())
        let list = Theme(scene: svg).displayList(for: try layout.animation(try layout.play(), step: 0).instant(at: Seconds(1000)))
        #expect(String(decoding: try Renderer().svg(of: list, scale: 1), as: UTF8.self).contains("<path"))
        let embedded = String(decoding: try Renderer().svg(of: DisplayList(size: Size(width: 48, height: 48), items: [
            .image(PlacedImage(asset: try #require(try placed(try imageScene("photo.jpg")).first?.asset), rect: Rect(x: 0, y: 0, width: 48, height: 48))),
        ]), scale: 1), as: UTF8.self)
        #expect(embedded.contains("data:image/png;base64") || embedded.contains("<image"))
    }

    @Test func filesThatCannotBeHadAreLocatedErrors() throws {
        func error(_ image: String) throws -> String {
            do {
                _ = try imageScene(image)
                Issue.record("\(image) loaded")
                return ""
            } catch {
                return "\(error)"
            }
        }
        let missing = try error("avatars/nobody.png")
        #expect(missing.contains("scene.yaml:9:") && missing.contains("error:") && missing.contains("'avatars/nobody.png' not found"), "\(missing)")
        try "not a picture".write(toFile: folder + "/notes.png", atomically: true, encoding: .utf8)
        let unreadable = try error("notes.png")
        #expect(unreadable.contains("scene.yaml:9:") && unreadable.contains("not a PNG, JPEG or SVG file"), "\(unreadable)")
        // A PNG whose header claims 20000 x 20000 pixels is refused before anything is decoded.
        var huge: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        huge += [0, 0, 0x4E, 0x20, 0, 0, 0x4E, 0x20, 8, 6, 0, 0, 0, 0, 0, 0, 0]
        try Data(huge).write(to: URL(fileURLWithPath: folder + "/huge.png"))
        let tooLarge = try error("huge.png")
        #expect(tooLarge.contains("20000x20000 pixels, larger than the limit of 50 megapixels"), "\(tooLarge)")
        let bare = try error("star")
        #expect(bare.contains("tried .png, .jpg, .jpeg and .svg"), "\(bare)")
    }

    @Test func barsBackgroundPicturesAreStretchedOverThem() throws {
        // A 4-pixel picture of four colours: stretched over a whole bar, its top-left red, its bottom-right yellow.
        try writePNG("bar.png", size: 4)
        func bars(_ style: String, device: String) throws -> RGBAImage {
            let text = """
                device: \(device)
                style: \(style)
                scale: 1
                screens:
                  a: {title: Inbox, toolbarItems: [{systemItem: refresh}], tabBarItem: {title: Mail, systemItem: mostRecent}}
                root:
                  tabBarController:
                    backgroundImage: bar.png
                    viewControllers:
                      - navigationController: {viewControllers: [a], backgroundImage: bar.png, toolbarHidden: false}
                """
            try text.write(toFile: folder + "/scene.yaml", atomically: true, encoding: .utf8)
            return try picture(try SceneLoader.load(path: folder + "/scene.yaml"))
        }
        func colour(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
            let p = image.pixel(x: x, y: y)!
            return [p.r, p.g, p.b]
        }
        let red: [UInt8] = [255, 0, 0], yellow: [UInt8] = [255, 255, 0], blue: [UInt8] = [0, 0, 255]
        // iOS 7 on: the navigation bar's picture runs up beneath the status bar (20 points on an iPhone 8).
        let modern = try bars("modern", device: "iphone-8")
        #expect(colour(modern, 2, 2) == red)
        #expect(colour(modern, 372, 61) == yellow)
        // The toolbar (44 points) over the tab bar (49), each with the whole picture.
        #expect(colour(modern, 2, 667 - 49 - 44 + 2) == red && colour(modern, 2, 667 - 49 - 2) == blue)
        #expect(colour(modern, 2, 667 - 49 + 2) == red && colour(modern, 372, 665) == yellow)
        // iPhone OS: the status bar is its own; the bar's picture starts beneath it.
        let classic = try bars("classic", device: "iphone")
        #expect(colour(classic, 2, 2) != red)
        #expect(colour(classic, 2, 22) == red && colour(classic, 318, 62) == yellow)
    }

    @Test func aSettingsRowsIconTile() throws {
        let scene = try scene("""
            screens:
              s:
                table:
                  style: insetGrouped
                  rows: [{text: Airplane Mode, image: {systemName: airplane, tile: systemOrange}}]
            root: s
            """)
        let items = try drawn(scene)
        // The tile: a 29-point square with continuous corners (more than the four curves of a circular one) in the colour.
        let tile = try #require(items.compactMap { item -> Path? in
            if case .fill(let path, .color(let c), _) = item, c.inLight == Color(r: 255, g: 149, b: 0) { path } else { nil }
        }.first)
        #expect(abs(tile.bounds.width - 29) < 0.01 && abs(tile.bounds.height - 29) < 0.01)
        #expect(tile.elements.filter { if case .curve = $0 { true } else { false } }.count == 12)
        // The symbol in white, in a 20-point box centred on it.
        let glyph = try #require(items.compactMap { item -> Path? in
            if case .fill(let path, .color(let c), _) = item, c == .white, path.bounds.width < 21 { path } else { nil }
        }.first)
        #expect(abs(glyph.bounds.midX - tile.bounds.midX) < 0.01 && abs(glyph.bounds.midY - tile.bounds.midY) < 0.01)
    }

    @Test func aJPEGsOrientationIsApplied() throws {
        // Stored 60 x 30, red then blue from left to right, with EXIF orientation 6:
        // UIImage shows it a quarter turned clockwise, 30 x 60, red on top.
        let content = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/scenes/content").path
        try FileManager.default.copyItem(atPath: content + "/photos/sideways.jpg", toPath: folder + "/sideways.jpg")
        let scene = try imageScene("sideways.jpg", frame: "[0, 0]", mode: "topLeft", scale: 1)
        let asset = try #require(try placed(scene).first?.asset)
        #expect(asset.size == Size(width: 30, height: 60))
        let image = try picture(scene)
        let top = try #require(image.pixel(x: 15, y: 10)), bottom = try #require(image.pixel(x: 15, y: 50))
        #expect(top.r > 200 && top.b < 60, "\(top)")
        #expect(bottom.b > 200 && bottom.r < 60, "\(bottom)")
    }
}
