import MockupCore
import MockupUI
import Testing
@testable import MockupRender

/// `--bezel`: the device drawn around the screen.
@Suite struct DeviceFrameTests {
    static let red = Color(r: 255, g: 0, b: 0)

    /// A screen of `device` filled red, framed, drawn at scale 1.
    func framed(_ preset: Device.Preset, _ orientation: Orientation = .portrait, showsIsland: Bool = false) throws
        -> (image: RGBAImage, frame: DeviceFrame) {
        let device = Device.preset(preset)
        let size = orientation == .portrait ? device.size : Size(width: device.size.height, height: device.size.width)
        let screen = DisplayList(size: size, items: [.fill(.rect(Rect(x: 0, y: 0, width: size.width, height: size.height)), .color(Self.red), .winding)])
        let frame = DeviceFrame(device: device, screenShowsIsland: showsIsland)
        return (try Renderer().image(of: frame.framing(screen, orientation: orientation), scale: 1), frame)
    }

    @Test func theBodyHasTheDevicesProportions() {
        // iPhone 4: 58.6 x 115.2 mm at 163 points per inch, and 4 points of margin all round for the buttons.
        let size = DeviceFrame(device: .preset(.iphoneRetina), screenShowsIsland: false).framedSize(Size(width: 320, height: 480))
        #expect(abs(size.width - (58.6 / 25.4 * 163 + 8)) < 1e-9)
        #expect(abs(size.height - (115.2 / 25.4 * 163 + 8)) < 1e-9)
        let landscape = DeviceFrame(device: .preset(.iphoneRetina), screenShowsIsland: false).framedSize(Size(width: 480, height: 320))
        #expect(landscape.width == size.height && landscape.height == size.width)
    }

    @Test func iPadBodiesHaveTheirProportions() {
        // 13-inch iPad Pro (M4): 215.5 x 281.6 mm at 132 points per inch; iPad mini (A17 Pro) 134.8 x 195.4 at 163.
        for (preset, width, height, inch) in [(Device.Preset.ipadPro13, 215.5, 281.6, 132.0), (.ipadMini, 134.8, 195.4, 163.0)] {
            let frame = DeviceFrame(device: .preset(preset), screenShowsIsland: false)
            let size = frame.framedSize(Device.preset(preset).size)
            #expect(abs(size.width - (width / 25.4 * inch + 8)) < 1e-9 && abs(size.height - (height / 25.4 * inch + 8)) < 1e-9, "\(preset)")
            // The screen inside, with a bezel all round.
            let screen = frame.portraitScreen
            #expect(screen.minX > 4 && screen.maxX < size.width - 4 && screen.size == Device.preset(preset).size, "\(preset)")
        }
    }

    @Test func theScreenSitsInTheMiddleOfTheBodyWithClearCorners() throws {
        let (image, _) = try framed(.iphoneRetina)
        let mid = try #require(image.pixel(x: image.width / 2, y: image.height / 2))
        #expect(mid == .init(r: 255, g: 0, b: 0, a: 255))
        #expect(image.pixel(x: 0, y: 0)?.a == 0, "outside the rounded body")
        // Above the screen: the body, dark and opaque.
        let bar = try #require(image.pixel(x: image.width / 2 + 60, y: 40))
        #expect(bar.a == 255 && bar.r < 60 && bar.g < 60)
    }

    @Test(arguments: [(Orientation.landscapeLeft, true), (.landscapeRight, false)])
    func inLandscapeTheHomeButtonIsWhereUIKitPutsIt(_ orientation: Orientation, _ homeOnTheLeft: Bool) throws {
        let (image, _) = try framed(.iphone8, orientation)
        #expect(image.width > image.height)
        // The home button's disc (20, 20, 22), darker than the body (28, 28, 30), sits on one short side.
        var left = 0, right = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                guard let p = image.pixel(x: x, y: y), p.a == 255, p.r == 20, p.b == 22 else { continue }
                if x < image.width / 2 { left += 1 } else { right += 1 }
            }
        }
        #expect(homeOnTheLeft ? left > right : right > left, "left \(left), right \(right)")
    }

    @Test func theFrameDrawsTheNotchAndTheIslandTheScreenLacks() throws {
        // iPhone X: the notch's middle, just below the screen's top edge, is black over the red screen.
        let (x, _) = try framed(.iphoneX)
        let screen = DeviceFrame(device: .preset(.iphoneX), screenShowsIsland: false).portraitScreen
        #expect(x.pixel(x: Int(screen.midX), y: Int(screen.minY) + 10) == .init(r: 0, g: 0, b: 0, a: 255))
        // iPhone 15: the island 11 points below the top when the look does not draw it, nothing when it does.
        let screen15 = DeviceFrame(device: .preset(.iphone15), screenShowsIsland: false).portraitScreen
        let at = (x: Int(screen15.midX), y: Int(screen15.minY + 11 + 18))
        #expect(try framed(.iphone15).image.pixel(x: at.x, y: at.y) == .init(r: 0, g: 0, b: 0, a: 255))
        #expect(try framed(.iphone15, showsIsland: true).image.pixel(x: at.x, y: at.y) == .init(r: 255, g: 0, b: 0, a: 255))
    }
}
