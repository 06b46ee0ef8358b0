import MockupCore
import MockupUI
import Testing
@testable import MockupRender

/// A screen holding every control, in both looks, rendered through Cairo; the
/// pictures are written to /tmp/controls-classic.png and /tmp/controls-modern.png.
@Suite struct ControlRenderTests {
    let renderer: Renderer
    let scale = 2.0

    init() throws { renderer = try Renderer() }

    /// UICatalog's controls, one screen under a navigation bar on an iphone-5.
    static func gallery(_ style: Style) -> Scene {
        let c = Metrics.forStyle(style).controls
        func view(_ kind: ViewSpec.Kind, _ id: String, _ x: Double, _ y: Double, _ w: Double, _ h: Double, background: Color? = nil) -> ViewSpec {
            ViewSpec(kind: kind, id: id, frame: Rect(x: x, y: y, width: w, height: h), backgroundColor: background)
        }
        func segmented(_ style: SegmentedControlStyle, _ selected: Int) -> ViewSpec.Kind {
            .segmentedControl(SegmentedControlSpec(segments: ["Check", "Search", "Tools"], selectedSegmentIndex: selected, controlStyle: style))
        }
        // Rows stacked top to bottom, each as tall as this look makes it.
        var y = 0.0
        func row(_ height: Double, gap: Double = 10) -> Double {
            defer { y += height + gap }
            return y
        }
        let search = view(.searchBar(SearchBarSpec(placeholder: "Search")), "search", 0, row(44), 320, 44)
        let plain = view(segmented(.plain, 0), "plain", 10, row(c.segmentedPlainHeight), 300, c.segmentedPlainHeight)
        let bordered = view(segmented(.bordered, 1), "bordered", 10, row(c.segmentedBorderedHeight), 300, c.segmentedBorderedHeight)
        let bar = view(segmented(.bar, 2), "bar", 10, row(c.segmentedBarHeight), 300, c.segmentedBarHeight)
        let buttons = row(c.buttonHeight)
        let glyphY = buttons + (c.buttonHeight - c.roundButtonSize) / 2
        let infoY = buttons + (c.buttonHeight - c.infoButtonSize) / 2
        var strip = view(.view, "strip", 0, row(40), 320, 40, background: Color(r: 40, g: 40, b: 40))
        strip.subviews = [
            view(.button(ButtonSpec(type: .infoLight)), "infoLight", 10, 20 - c.infoButtonSize / 2, c.infoButtonSize, c.infoButtonSize),
            view(.button(ButtonSpec(title: "Custom", type: .custom, tintColor: .white)), "custom", 40, 5, 80, 30),
            view(.label(LabelSpec(text: "White on dark", textColor: .white, textAlignment: .right)), "darkLabel", 130, 5, 180, 30),
        ]
        let fields = [row(c.textFieldHeight), row(c.textFieldHeight), row(31)]
        let images = row(40)
        let views: [ViewSpec] = [
            search, plain, bordered, bar,
            view(.button(ButtonSpec(title: "Rounded")), "rounded", 10, buttons, 110, c.buttonHeight),
            view(.button(ButtonSpec(title: "System", type: .system)), "system", 125, buttons, 80, c.buttonHeight),
            view(.button(ButtonSpec(type: .contactAdd)), "contactAdd", 215, glyphY, c.roundButtonSize, c.roundButtonSize),
            view(.button(ButtonSpec(type: .detailDisclosure)), "detail", 250, glyphY, c.roundButtonSize, c.roundButtonSize),
            view(.button(ButtonSpec(type: .infoDark)), "infoDark", 290, infoY, c.infoButtonSize, c.infoButtonSize),
            strip,
            view(.textField(TextFieldSpec(placeholder: "<enter text>")), "placeholder", 10, fields[0], 300, c.textFieldHeight),
            view(.textField(TextFieldSpec(text: "Jack Sparrow", clearButton: true)), "clear", 10, fields[1], 300, c.textFieldHeight),
            view(.textField(TextFieldSpec(text: "Bezel", borderStyle: .bezel)), "bezel", 10, fields[2], 96, 31),
            view(.textField(TextFieldSpec(placeholder: "Line", borderStyle: .line)), "line", 112, fields[2], 96, 31),
            view(.textField(TextFieldSpec(text: "No border", borderStyle: .none)), "none", 214, fields[2], 96, 31),
            view(.imageView(ImageViewSpec(image: ImageSpec(color: Color(r: 76, g: 217, b: 100)))), "color", 10, images, 40, 40),
            view(.imageView(ImageViewSpec(image: ImageSpec(systemName: "star"), contentMode: .scaleAspectFit)), "star", 60, images, 40, 40),
            view(.imageView(ImageViewSpec(image: ImageSpec(systemName: "no.such.glyph"))), "unknown", 110, images, 40, 40),
            view(.label(LabelSpec(
                text: "A label centred over two lines, cut with an ellipsis past the second one",
                font: FontSpec(size: 14), textAlignment: .center, numberOfLines: 2
            )), "label", 160, images, 150, 40),
        ]
        let screen = ControllerSpec(title: "Controls", content: .view(ViewSpec(kind: .view, subviews: views)))
        return Scene(
            name: "controls", device: .preset(.iphone5), style: style, screens: ["controls": screen],
            root: .inline(ControllerSpec(content: .navigation(NavigationControllerSpec(viewControllers: [.screen("controls", at: nil)]))))
        )
    }

    /// The laid-out window and its picture, written to /tmp for a look.
    func render(_ style: Style) throws -> (LayoutNode, RGBAImage) {
        let layout = SceneLayout(scene: Self.gallery(style), measurer: try PangoTextMeasurer())
        let window = try layout.window(step: 0)
        let image = try renderer.image(of: Theme(style: style, scale: scale).displayList(for: window), scale: scale)
        try AtomicFile.write(try PNGEncoder().encode(image), to: "/tmp/controls-\(style.rawValue).png")
        return (window.layoutNode(), image)
    }

    /// The pixel at a point in window points.
    func pixel(_ image: RGBAImage, _ p: Point) throws -> RGBAImage.Pixel {
        try #require(image.pixel(x: Int(p.x * scale), y: Int(p.y * scale)))
    }

    /// Every pixel inside `rect` (window points).
    func pixels(_ image: RGBAImage, in rect: Rect) -> [RGBAImage.Pixel] {
        var out: [RGBAImage.Pixel] = []
        for y in Int(rect.minY * scale)..<Int(rect.maxY * scale) {
            for x in Int(rect.minX * scale)..<Int(rect.maxX * scale) {
                if let p = image.pixel(x: x, y: y) { out.append(p) }
            }
        }
        return out
    }

    func frame(_ root: LayoutNode, _ id: String) throws -> Rect {
        try #require(root.node(id: id)).frame
    }

    @Test func classicControls() throws {
        let (root, image) = try render(.classic)
        // The selected plain segment is blue, the others near white.
        let plain = try #require(root.node(id: "plain")?.children)
        let selected = try pixel(image, Point(x: plain[0].frame.minX + 8, y: plain[0].frame.midY))
        #expect(Int(selected.b) > Int(selected.r) + 80, "selected segment \(selected)")
        let other = try pixel(image, Point(x: plain[1].frame.minX + 6, y: plain[1].frame.midY))
        #expect(other.r > 220 && other.g > 220 && other.b > 220, "unselected segment \(other)")
        // The selected bar-style segment is darker than its neighbours.
        let bar = try #require(root.node(id: "bar")?.children)
        let dark = try pixel(image, Point(x: bar[2].frame.minX + 6, y: bar[2].frame.maxY - 4))
        let light = try pixel(image, Point(x: bar[1].frame.minX + 6, y: bar[1].frame.maxY - 4))
        #expect(dark.r < light.r && dark.b < light.b, "bar segments \(dark) vs \(light)")
        // The rounded-rect title is the classic blue rgb(50,79,133).
        let ink = pixels(image, in: try frame(root, "rounded").insetBy(dx: 4, dy: 4)).min { $0.b < $1.b }
        #expect(ink.map { abs(Int($0.r) - 50) < 16 && abs(Int($0.b) - 133) < 16 } == true, "rounded title ink \(String(describing: ink))")
        try checkFields(root, image, placeholder: 179, clear: Metrics.classic.controls.clearButtonColor)
    }

    @Test func modernControls() throws {
        let (root, image) = try render(.modern)
        let plain = try #require(root.node(id: "plain")?.children)
        let selected = try pixel(image, Point(x: plain[0].frame.minX + 8, y: plain[0].frame.midY))
        #expect(selected == .init(r: 0, g: 122, b: 255, a: 255), "selected segment \(selected)")
        let other = try pixel(image, Point(x: plain[1].frame.minX + 6, y: plain[1].frame.midY))
        #expect(other == .init(r: 255, g: 255, b: 255, a: 255), "unselected segment \(other)")
        // A system button's title is drawn in the tint.
        let ink = pixels(image, in: try frame(root, "system")).filter { $0.b > 200 && $0.r < 60 && $0.g < 150 }
        #expect(ink.count > 30, "tint ink in the system button: \(ink.count) pixels")
        try checkFields(root, image, placeholder: 199, clear: Metrics.modern.controls.clearButtonColor)
    }

    /// The placeholder's darkest ink is its grey; the clear button is a disc of its grey.
    func checkFields(_ root: LayoutNode, _ image: RGBAImage, placeholder: Int, clear: Color) throws {
        let field = try frame(root, "placeholder")
        let darkest = try #require(pixels(image, in: field.insetBy(dx: 6, dy: 6)).min { $0.g < $1.g })
        #expect(abs(Int(darkest.g) - placeholder) <= 8 && darkest.r <= darkest.b, "placeholder ink \(darkest)")
        let withText = try frame(root, "clear")
        let disc = Metrics.forStyle(placeholder == 179 ? .classic : .modern).controls
        let center = Point(
            x: withText.maxX - disc.clearButtonRightInset - disc.clearButtonBox / 2,
            y: withText.midY - disc.clearButtonDiameter * 0.35
        )
        let grey = try pixel(image, center)
        let expected = Int((clear.red * 255).rounded())
        #expect(abs(Int(grey.r) - expected) <= 3 && grey.r == grey.g, "clear button disc \(grey)")
        let cross = try pixel(image, Point(x: center.x, y: withText.midY))
        #expect(cross.r > 240, "the white x at the clear button's centre: \(cross)")
    }
}
