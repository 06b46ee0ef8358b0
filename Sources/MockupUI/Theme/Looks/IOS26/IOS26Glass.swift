import MockupCore

/// Liquid Glass, the material of iOS 26's bars and controls (UIKIT-REFERENCE-3.md
/// §4d, R3): what lies beneath blurred and bent at the edge as a lens bends it,
/// under a light tint, with a bright rim catching the light from the top left
/// and a soft shadow beneath. On a surface of pixels all of it is drawn; SVG
/// and PDF get the flat colour, the rim and the shadow (`Backdrop.flat`).
struct IOS26Glass: Sendable {
    /// The tint over the blurred backdrop. Light: the measured platter #FDFDFF
    /// over #F2F2F7 (HA, R3 §4b) is white at 85%; chosen lower, 65%, so that
    /// content beneath shows through as it does on a device (the lift the
    /// material adds to luminosity is not drawn). Dark chosen: a near-black grey.
    let tint: Color
    /// What SVG and PDF fill the shape with (chosen: the tint over the grouped background).
    let flat: Color
    /// The rim's light at its brightest (the top left, light angle -45 degrees:
    /// the design kit's, R3 §4d) and at its dimmest (across the middle).
    let rimBright: Color
    let rimDim: Color
    /// The shadow's darkness at the shape's edge, fading out over `shadowSpread`
    /// points, moved `shadowDrop` down (R3 §4b: a diffuse shadow about 12 points, about 4% darker).
    let shadowDarkness = 0.05
    let shadowSpread = 12.0
    let shadowDrop = 4.0
    /// The blur's standard deviation in points (R3 §4d: frost 6 for regular glass in the design kit; chosen 8,
    /// the open-source shader's blur 5 at its thickness 20 being lighter).
    let blur = 8.0
    /// The lens: a band at most `lensBand` points wide inside the rim (a quarter of the shape's
    /// short side on smaller shapes) bending the backdrop in by up to half the band (chosen, after
    /// the shader's thickness 20 and refractive index 1.2, R3 §4d).
    let lensBand = 12.0

    init(_ p: IOS17Palette) {
        tint = p.pick(light: Color(r: 255, g: 255, b: 255, a: 0.65), dark: Color(r: 38, g: 38, b: 40, a: 0.7))
        flat = p.pick(light: Color(r: 250, g: 250, b: 252, a: 0.96), dark: Color(r: 44, g: 44, b: 46, a: 0.96))
        rimBright = p.pick(light: Color(r: 255, g: 255, b: 255, a: 1), dark: Color(r: 255, g: 255, b: 255, a: 0.4))
        rimDim = p.pick(light: Color(r: 255, g: 255, b: 255, a: 0.35), dark: Color(r: 255, g: 255, b: 255, a: 0.08))
    }

    /// A rounded rectangle of glass: its shadow, the bent and tinted
    /// backdrop, and its rim, one pixel wide (`hairline`).
    func shape(_ rect: Rect, radius: Double, hairline: Double, tint: Color? = nil) -> [DisplayItem] {
        guard rect.width > 0, rect.height > 0 else { return [] }
        let r = min(radius, rect.width / 2, rect.height / 2)
        let path = Path.roundedRect(rect, radius: r)
        let band = min(lensBand, min(rect.width, rect.height) / 4)
        let fill = tint ?? self.tint
        var items = shadow(rect, radius: r)
        items.append(.backdrop(Backdrop(path: path, blur: blur, tint: fill, flat: tint ?? flat,
                                        lens: Lens(rect: rect, radius: r, band: band, depth: band / 2))))
        items.append(rim(rect, radius: r, width: hairline))
        return items
    }

    /// The soft shadow outside the shape, as rings of growing size, each a
    /// little darkness more near the edge (none of it falls on the glass).
    func shadow(_ rect: Rect, radius: Double) -> [DisplayItem] {
        let rings = 6
        let step = shadowSpread / Double(rings)
        let alpha = shadowDarkness / Double(rings)
        let inner = Path.roundedRect(rect, radius: radius)
        return (1...rings).map { i in
            let grow = step * Double(i)
            var ring = Path.roundedRect(rect.insetBy(dx: -grow, dy: -grow).offsetBy(dx: 0, dy: shadowDrop * Double(i) / Double(rings)),
                                        radius: radius + grow)
            ring.append(inner)
            return .fill(ring, .color(Color(r: 0, g: 0, b: 0, a: alpha)), .evenOdd)
        }
    }

    /// The specular rim: brightest at the top left and bottom right, dim across the middle.
    func rim(_ rect: Rect, radius: Double, width: Double) -> DisplayItem {
        let gradient = LinearGradient(
            start: Point(x: rect.minX, y: rect.minY), end: Point(x: rect.maxX, y: rect.maxY),
            stops: [.init(0, rimBright), .init(0.35, rimDim), .init(0.7, rimDim), .init(1, rimBright.withAlpha(rimBright.alpha * 0.6))]
        )
        let inset = width / 2
        return .stroke(.roundedRect(rect.insetBy(dx: inset, dy: inset), radius: max(0, radius - inset)),
                       .linearGradient(gradient), StrokeStyle(width: width))
    }
}
