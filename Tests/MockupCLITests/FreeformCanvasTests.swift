import Foundation
import Testing

/// A freeform xib is drawn at its own size, as Xcode's canvas shows it: the
/// device it is viewed as (the file's, or `--device`) gives the scale and the look.
@Suite struct FreeformCanvasTests {
    static let xib = CLI.root.appendingPathComponent("Fixtures/interface-builder/ImageButtons.xib").path

    @Test func theXibsViewSizeSurvivesAnotherDevice() throws {
        let out = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        // 480 x 480 points viewed as retina4_7 (iphone-8, scale 2), then as iphone-15 (scale 3).
        #expect(try CLI.run(["render", Self.xib, "-o", out.path]).status == 0)
        #expect(try CLI.run(["render", Self.xib, "--device", "iphone-15", "-o", out.path]).status == 0)
        #expect(try CLI.run(["render", Self.xib, "--device", "iphone-5", "--scale", "1", "-o", out.path]).status == 0)
        let sizes = try ["ImageButtons", "ImageButtons@iphone-15", "ImageButtons@iphone-5"].map { folder in
            let image = try CLI.image(at: out.appendingPathComponent("\(folder)/00.png"))
            return [image.width, image.height]
        }
        #expect(sizes == [[960, 960], [1440, 1440], [480, 480]])
        // No status bar: the view's white reaches the top edge.
        let top = try CLI.image(at: out.appendingPathComponent("ImageButtons@iphone-15/00.png")).pixel(x: 700, y: 2)
        #expect(top == .init(r: 255, g: 255, b: 255, a: 255))
    }
}
