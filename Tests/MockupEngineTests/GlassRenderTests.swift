import MockupCore
import MockupScene
import MockupUI
import Testing
import MockupRender

/// iOS 26's glass drawn through Cairo: the floating tab bar over black and
/// white stripes blurs and lightens them inside its capsule, leaves them sharp
/// outside, and draws its bright rim; SVG gets the flat colour.
@Suite struct GlassRenderTests {
    /// A tab bar controller over stripes 4 points wide running down the whole screen, at scale 1.
    static func stripes(_ appearance: String) throws -> Scene {
        let stripes = stride(from: 0, to: 402, by: 8).map { "{imageView: {frame: [\($0), 0, 4, 874], image: {color: black}}}" }
        var scene = try SceneLoader.parse("""
            device: iphone-17
            traits: {userInterfaceStyle: \(appearance)}
            screens:
              first:
                tabBarItem: {title: A, systemItem: favorites}
                view: {backgroundColor: white, subviews: [\(stripes.joined(separator: ", "))]}
              second:
                tabBarItem: {title: B, systemItem: more}
                view: {backgroundColor: white}
            root: {tabBarController: {viewControllers: [first, second]}}
            """, file: "glass.yaml")
        scene.device = scene.device.withScale(1)
        return scene
    }

    func image(_ appearance: String) throws -> RGBAImage {
        let renderer = try StepRenderer()
        let played = try renderer.play(try Self.stripes(appearance))
        return try renderer.image(try renderer.instant(played, step: 0), of: played)
    }

    func grey(_ p: RGBAImage.Pixel?) -> Int { p.map { (Int($0.r) + Int($0.g) + Int($0.b)) / 3 } ?? -1 }

    @Test func theTabBarBlursAndLightensWhatLiesBeneathItsCapsule() throws {
        let image = try image("light")
        // The capsule: x 21 to 381, y 791 to 853. Outside it (above, beside) the stripes are sharp.
        #expect(grey(image.pixel(x: 41, y: 770)) == 0 && grey(image.pixel(x: 45, y: 770)) == 255)
        #expect(grey(image.pixel(x: 1, y: 820)) == 0 && grey(image.pixel(x: 5, y: 820)) == 255)
        // Inside, on the selected item's platter away from its glyph and title, and past the lens's band:
        // neighbouring columns have run together, and are lighter than the stripes' mean.
        let inside = (40...47).map { grey(image.pixel(x: $0, y: 800)) }
        #expect(inside.max()! - inside.min()! < 40, "\(inside)")
        #expect(inside.min()! > 150, "\(inside)")
    }

    @Test func theRimIsBrighterThanTheGlassBeneathIt() throws {
        let image = try image("dark")
        // The top edge near the left end, lit from the top left, against the row below it.
        let rim = grey(image.pixel(x: 60, y: 791)), below = grey(image.pixel(x: 60, y: 794))
        #expect(rim > below + 20, "rim \(rim), below \(below)")
    }

    @Test func vectorOutputFillsTheGlassFlat() throws {
        let renderer = try StepRenderer()
        let played = try renderer.play(try Self.stripes("light"))
        let svg = String(decoding: try renderer.encode(played, step: 0, format: .svg), as: UTF8.self)
        // The flat light glass, #FAFAFC at 96%.
        #expect(svg.contains("rgb(98.039216%, 98.039216%, 98.823529%)") || svg.contains("rgb(98.039216%,98.039216%,98.823529%)"))
    }
}
