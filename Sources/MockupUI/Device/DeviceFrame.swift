import MockupCore

/// The device drawn around the screen for docs pictures (`--bezel`): the
/// body with its rounded corners, the buttons on its sides, and on phones
/// with a home button the button and the earpiece; the screen sits in it
/// with its own corner radius (the Dynamic Island is part of the screen).
///
///     let framed = DeviceFrame(device: scene.device, screenShowsIsland: false).framing(list, orientation: .portrait)
///
/// Sizes come from Apple's published dimensions (millimetres) at each
/// screen's points per inch, so a screen sits in a body of its true
/// proportions; the rest is marked chosen. In landscape the body is turned
/// as UIKit's interface orientations say: landscape left has the home button
/// (the bottom) on the left, the device turned a quarter clockwise; landscape
/// right the other way.
public struct DeviceFrame: Sendable {
    /// One preset's body, portrait, in millimetres, and its screen's points per inch.
    struct Body: Sendable {
        var width: Double
        var height: Double
        /// Points per inch: the panel's pixels per inch over the pixels per point it shows.
        var pointsPerInch: Double
        /// The body's corner radius; nil: the screen's radius plus the side bezel (concentric, chosen).
        var cornerRadius: Double?
        var homeButton: Bool
        /// The sleep button on the top edge (the phones before iPhone 6) rather than the right side.
        var sleepButtonOnTop: Bool
        /// An iPad: the top button near the top right corner and the volume buttons on the right side, no earpiece.
        var isPad = false
    }

    /// Apple's technical specifications (support.apple.com, "Identify your iPhone model" and
    /// each model's tech specs): height x width in mm; pixels per inch as published.
    /// Home-button corner radii are chosen (Apple publishes none).
    static func body(_ preset: Device.Preset) -> Body {
        switch preset {
        // iPhone 3GS: 115.5 x 62.1 mm, 163 ppi at 1x.
        case .iphone: Body(width: 62.1, height: 115.5, pointsPerInch: 163, cornerRadius: 9.5, homeButton: true, sleepButtonOnTop: true)
        // iPhone 4: 115.2 x 58.6 mm, 326 ppi at 2x.
        case .iphoneRetina: Body(width: 58.6, height: 115.2, pointsPerInch: 163, cornerRadius: 8.5, homeButton: true, sleepButtonOnTop: true)
        // iPhone 5: 123.8 x 58.6 mm, 326 ppi at 2x.
        case .iphone5: Body(width: 58.6, height: 123.8, pointsPerInch: 163, cornerRadius: 8.5, homeButton: true, sleepButtonOnTop: true)
        // iPhone 8 and iPhone SE (2nd and 3rd generation): 138.4 x 67.3 mm, 326 ppi at 2x.
        case .iphone8, .iphoneSE: Body(width: 67.3, height: 138.4, pointsPerInch: 163, cornerRadius: 10, homeButton: true, sleepButtonOnTop: false)
        // iPhone 8 Plus: 158.4 x 78.1 mm, 401 ppi for 1080 pixels across 414 points.
        case .iphone8Plus: Body(width: 78.1, height: 158.4, pointsPerInch: 401 * 414 / 1080, cornerRadius: 11, homeButton: true, sleepButtonOnTop: false)
        // iPhone X: 143.6 x 70.9 mm, 458 ppi at 3x.
        case .iphoneX: Body(width: 70.9, height: 143.6, pointsPerInch: 458.0 / 3, cornerRadius: nil, homeButton: false, sleepButtonOnTop: false)
        // iPhone 12 mini: 131.5 x 64.2 mm, 476 ppi for 1080 pixels across 375 points.
        case .iphone12Mini: Body(width: 64.2, height: 131.5, pointsPerInch: 476 * 375 / 1080, cornerRadius: nil, homeButton: false, sleepButtonOnTop: false)
        // iPhone 11: 150.9 x 75.7 mm, 326 ppi at 2x.
        case .iphone11: Body(width: 75.7, height: 150.9, pointsPerInch: 163, cornerRadius: nil, homeButton: false, sleepButtonOnTop: false)
        // iPhone 15: 147.6 x 71.6 mm, 460 ppi at 3x.
        case .iphone15: Body(width: 71.6, height: 147.6, pointsPerInch: 460.0 / 3, cornerRadius: nil, homeButton: false, sleepButtonOnTop: false)
        // iPhone 15 Pro Max: 159.9 x 76.7 mm, 460 ppi at 3x.
        case .iphone15ProMax: Body(width: 76.7, height: 159.9, pointsPerInch: 460.0 / 3, cornerRadius: nil, homeButton: false, sleepButtonOnTop: false)
        // The phones of iOS 26, all 460 ppi at 3x: iPhone 16 147.6 x 71.6 mm, 16 Plus 160.9 x 77.8,
        // 16 Pro 149.6 x 71.5, 16 Pro Max 163.0 x 77.6, 16e 146.7 x 71.5, 17 149.6 x 71.5,
        // 17 Pro 150.0 x 71.9, 17 Pro Max 163.4 x 78.0, Air 156.2 x 74.7.
        case .iphone16: islandPhone(71.6, 147.6)
        case .iphone16Plus: islandPhone(77.8, 160.9)
        case .iphone16Pro, .iphone17: islandPhone(71.5, 149.6)
        case .iphone16ProMax: islandPhone(77.6, 163.0)
        case .iphone16e: islandPhone(71.5, 146.7)
        case .iphone17Pro: islandPhone(71.9, 150.0)
        case .iphone17ProMax: islandPhone(78.0, 163.4)
        case .iphoneAir: islandPhone(74.7, 156.2)
        // iPads: iPad Air (1st generation, the home-button 9.7-inch) 240 x 169.5 mm; mini (A17 Pro)
        // 195.4 x 134.8 mm at 326 ppi; iPad (A16) 248.6 x 179.5; Air 11-inch (M3) 247.6 x 178.5;
        // Air 13-inch (M3) 280.6 x 214.9; Pro 11-inch (M4) 249.7 x 177.5; Pro 13-inch (M4)
        // 281.6 x 215.5; all but the mini 264 ppi at 2x.
        case .ipadClassic: Body(width: 169.5, height: 240, pointsPerInch: 132, cornerRadius: 11, homeButton: true, sleepButtonOnTop: true, isPad: true)
        case .ipadMini: tablet(134.8, 195.4, pointsPerInch: 163)
        case .ipad: tablet(179.5, 248.6)
        case .ipadAir11: tablet(178.5, 247.6)
        case .ipadAir13: tablet(214.9, 280.6)
        case .ipadPro11: tablet(177.5, 249.7)
        case .ipadPro13: tablet(215.5, 281.6)
        }
    }

    /// An iPad without a home button, `width` x `height` mm, 264 ppi at 2x unless said.
    private static func tablet(_ width: Double, _ height: Double, pointsPerInch: Double = 132) -> Body {
        Body(width: width, height: height, pointsPerInch: pointsPerInch, cornerRadius: nil, homeButton: false, sleepButtonOnTop: true, isPad: true)
    }

    /// A phone without a home button, `width` x `height` mm, 460 ppi at 3x.
    private static func islandPhone(_ width: Double, _ height: Double) -> Body {
        Body(width: width, height: height, pointsPerInch: 460.0 / 3, cornerRadius: nil, homeButton: false, sleepButtonOnTop: false)
    }

    /// How far buttons stand out of the body, and the margin around it that holds them (chosen).
    static let buttonDepth = 2.5
    static let margin = 4.0
    /// Colours (chosen): a black body with a lighter rim, darker grey buttons.
    static let bodyColor = Color(r: 28, g: 28, b: 30)
    static let rimColor = Color(r: 72, g: 72, b: 76)
    static let buttonColor = Color(r: 44, g: 44, b: 46)

    public let device: Device
    /// Whether the screen's picture already shows the Dynamic Island (looks with
    /// `Metrics.drawsDeviceChrome`); otherwise the frame draws it, as it draws a notch.
    public let screenShowsIsland: Bool

    public init(device: Device, screenShowsIsland: Bool) {
        self.device = device
        self.screenShowsIsland = screenShowsIsland
    }

    /// The notch of iPhone X to 14, portrait, in points: 209 x 30, its lower corners
    /// rounded 20, its upper ones 6 where it meets the screen's edge (chosen, as
    /// measured on design templates of iPhone X; Apple publishes no figure).
    static let notch = (width: 209.0, height: 30.0, lowerRadius: 20.0, upperRadius: 6.0)
    /// The Dynamic Island, as the ios17 look draws it (SceneLayout.deviceChrome): 126 x 37, 11 below the top.
    static let island = (width: 126.0, height: 37.0, top: 11.0)

    /// The portrait geometry in points: the canvas, the body and the screen in it, the body's
    /// corner radius, and the body's description (what it has: a home button, where the sleep button is).
    struct Geometry {
        var spec: Body
        var canvas: Size
        var body: Rect
        var screen: Rect
        var bodyRadius: Double
        var millimetre: Double
    }

    func geometry() -> Geometry {
        let screen = device.size
        let body: Body
        if let preset = device.preset {
            body = Self.body(preset)
        } else {
            // A custom screen: a bezel of a tenth of its width all round (chosen), at 163 points per inch.
            let inch = 163.0, side = screen.width * 0.1
            body = Body(width: (screen.width + 2 * side) / inch * 25.4, height: (screen.height + 2 * side) / inch * 25.4,
                        pointsPerInch: inch, cornerRadius: nil, homeButton: false, sleepButtonOnTop: false)
        }
        let mm = body.pointsPerInch / 25.4
        let size = Size(width: body.width * mm, height: body.height * mm)
        let bodyRect = Rect(x: Self.margin, y: Self.margin, width: size.width, height: size.height)
        // NB: the screen is centred in the body (chosen: on the home-button phones the bars above and below are close to equal).
        let screenRect = Rect(x: bodyRect.midX - screen.width / 2, y: bodyRect.midY - screen.height / 2,
                              width: screen.width, height: screen.height)
        let side = screenRect.minX - bodyRect.minX
        let radius = body.cornerRadius.map { $0 * mm } ?? (device.screenCornerRadius + side)
        return Geometry(spec: body, canvas: Size(width: size.width + 2 * Self.margin, height: size.height + 2 * Self.margin),
                        body: bodyRect, screen: screenRect, bodyRadius: radius, millimetre: mm)
    }

    /// Where the screen sits in an upright framed picture.
    public var portraitScreen: Rect { geometry().screen }

    /// The size of a framed picture of a screen of `size` (portrait or landscape).
    public func framedSize(_ size: Size) -> Size {
        let canvas = geometry().canvas
        return size.width > size.height ? Size(width: canvas.height, height: canvas.width) : canvas
    }

    /// Where the screen sits in a framed picture in `orientation`.
    public func screen(in orientation: Orientation) -> Rect {
        let g = geometry()
        return turn(g, orientation).apply(to: g.screen)
    }

    /// Portrait coordinates to the canvas's: a quarter turn clockwise for landscape left
    /// ((x, y) to (H - y, x)), anticlockwise for landscape right ((x, y) to (y, W - x)).
    private func turn(_ g: Geometry, _ orientation: Orientation) -> AffineTransform {
        switch orientation {
        case .portrait: .identity
        case .landscapeLeft: AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: g.canvas.height, ty: 0)
        case .landscapeRight: AffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: g.canvas.width)
        }
    }

    /// `list` (the screen's picture in `orientation`) in the device.
    public func framing(_ list: DisplayList, orientation: Orientation) -> DisplayList {
        let g = geometry()
        let canvas = framedSize(list.size)
        let turn = turn(g, orientation)
        let screen = turn.apply(to: g.screen)
        let screenItem = DisplayItem.group(Group(
            transform: .translation(x: screen.minX, y: screen.minY),
            clip: .roundedRect(Rect(x: 0, y: 0, width: screen.width, height: screen.height), radius: device.screenCornerRadius),
            items: list.items))
        let over = homeButton(g) + sensorHousing(g)
        return DisplayList(size: canvas, items: [
            .group(Group(transform: turn, items: body(g))),
            screenItem,
        ] + (over.isEmpty ? [] : [.group(Group(transform: turn, items: over))]))
    }

    /// The notch, or the Dynamic Island when the screen's picture does not show it, in black.
    func sensorHousing(_ g: Geometry) -> [DisplayItem] {
        let top = g.screen.minY, mid = g.screen.midX
        switch device.sensorHousing {
        case .none:
            return []
        case .dynamicIsland:
            guard !screenShowsIsland else { return [] }
            let pill = Rect(x: mid - Self.island.width / 2, y: top + Self.island.top, width: Self.island.width, height: Self.island.height)
            return [.fill(.roundedRect(pill, radius: Self.island.height / 2), .color(.black), .winding)]
        case .notch:
            let n = Self.notch
            let r = Rect(x: mid - n.width / 2, y: top, width: n.width, height: n.height)
            // The upper corners flare out into the screen's edge, as the real notch does.
            var path = Path()
            path.move(to: Point(x: r.minX - n.upperRadius, y: r.minY))
            path.line(to: Point(x: r.maxX + n.upperRadius, y: r.minY))
            path.arcCorner(from: Point(x: r.maxX + n.upperRadius, y: r.minY), corner: Point(x: r.maxX, y: r.minY),
                           to: Point(x: r.maxX, y: r.minY + n.upperRadius))
            path.line(to: Point(x: r.maxX, y: r.maxY - n.lowerRadius))
            path.arcCorner(from: Point(x: r.maxX, y: r.maxY - n.lowerRadius), corner: Point(x: r.maxX, y: r.maxY),
                           to: Point(x: r.maxX - n.lowerRadius, y: r.maxY))
            path.line(to: Point(x: r.minX + n.lowerRadius, y: r.maxY))
            path.arcCorner(from: Point(x: r.minX + n.lowerRadius, y: r.maxY), corner: Point(x: r.minX, y: r.maxY),
                           to: Point(x: r.minX, y: r.maxY - n.lowerRadius))
            path.line(to: Point(x: r.minX, y: r.minY + n.upperRadius))
            path.arcCorner(from: Point(x: r.minX, y: r.minY + n.upperRadius), corner: Point(x: r.minX, y: r.minY),
                           to: Point(x: r.minX - n.upperRadius, y: r.minY))
            path.close()
            return [.fill(path, .color(.black), .winding)]
        }
    }

    /// The body, its rim and buttons, and the earpiece: everything but the screen and the home button.
    func body(_ g: Geometry) -> [DisplayItem] {
        let mm = g.millimetre, b = g.body
        var items: [DisplayItem] = []
        // Buttons first, so the body covers their inner ends: positions along the sides are chosen
        // (ringer switch, volume up and down on the left; the side or sleep button on the right or top).
        func button(_ r: Rect) { items.append(.fill(.roundedRect(r, radius: min(r.width, r.height) / 2), .color(Self.buttonColor), .winding)) }
        let depth = Self.buttonDepth + 2
        if g.spec.isPad {
            // The volume buttons on the right side near the top, the top button near the top right corner.
            button(Rect(x: b.maxX - 2, y: b.minY + 18 * mm, width: depth, height: 12 * mm))
            button(Rect(x: b.maxX - 2, y: b.minY + 32 * mm, width: depth, height: 12 * mm))
            button(Rect(x: b.maxX - 25 * mm, y: b.minY - Self.buttonDepth, width: 12 * mm, height: depth))
        } else {
            button(Rect(x: b.minX - Self.buttonDepth, y: b.minY + b.height * 0.16, width: depth, height: 5 * mm))
            button(Rect(x: b.minX - Self.buttonDepth, y: b.minY + b.height * 0.23, width: depth, height: 9 * mm))
            button(Rect(x: b.minX - Self.buttonDepth, y: b.minY + b.height * 0.32, width: depth, height: 9 * mm))
            if g.spec.sleepButtonOnTop {
                button(Rect(x: b.maxX - b.width * 0.3, y: b.minY - Self.buttonDepth, width: 9 * mm, height: depth))
            } else {
                button(Rect(x: b.maxX - 2, y: b.minY + b.height * 0.25, width: depth, height: 13 * mm))
            }
        }
        items.append(.fill(.roundedRect(b, radius: g.bodyRadius), .color(Self.bodyColor), .winding))
        items.append(.stroke(.roundedRect(b.insetBy(dx: 0.75, dy: 0.75), radius: g.bodyRadius - 0.75), .color(Self.rimColor),
                             StrokeStyle(width: 1.5)))
        if g.spec.homeButton && !g.spec.isPad {
            // The earpiece, a slot 10 x 1.4 mm centred in the bar above the screen (chosen).
            let bar = (g.screen.minY - b.minY)
            let slot = Rect(x: b.midX - 5 * mm, y: b.minY + bar / 2 - 0.7 * mm, width: 10 * mm, height: 1.4 * mm)
            items.append(.fill(.roundedRect(slot, radius: 0.7 * mm), .color(Self.rimColor), .winding))
        }
        return items
    }

    /// The home button, an 11 mm ring centred in the bar below the screen (chosen); none on later phones.
    func homeButton(_ g: Geometry) -> [DisplayItem] {
        guard g.spec.homeButton else { return [] }
        let mm = g.millimetre
        let bar = g.body.maxY - g.screen.maxY
        let centre = Point(x: g.body.midX, y: g.screen.maxY + bar / 2)
        let ring = Rect(x: centre.x - 5.5 * mm, y: centre.y - 5.5 * mm, width: 11 * mm, height: 11 * mm)
        return [
            .fill(.ellipse(in: ring), .color(Color(r: 20, g: 20, b: 22)), .winding),
            .stroke(.ellipse(in: ring.insetBy(dx: 0.5, dy: 0.5)), .color(Self.rimColor), StrokeStyle(width: 1)),
        ]
    }
}
