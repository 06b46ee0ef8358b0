/// A straight (not premultiplied) sRGB colour with components in 0...1.
///
///     Color(hex: "#6d84a2")  // classic navigation bar tint
///     Color.white.withAlpha(0.5)
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double
    /// A dynamic colour's components in the dark appearance (a scene's
    /// `{light: C, dark: C}` or semantic name); nil: the same in both. The
    /// components above are its light ones; a drawing in the dark appearance
    /// takes these instead, in one pass over the finished picture (`inDark`).
    public private(set) var dark: Components?
    /// Its dark components at the elevated level (a sheet's content), when they differ from `dark`.
    public private(set) var darkElevated: Components?

    /// A colour's four components, as a dynamic colour keeps its dark ones.
    public struct Components: Hashable, Sendable {
        public var red: Double, green: Double, blue: Double, alpha: Double

        init(_ color: Color) {
            (red, green, blue, alpha) = (color.red, color.green, color.blue, color.alpha)
        }

        var color: Color { Color(red: red, green: green, blue: blue, alpha: alpha) }
    }

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour that is `light` in the light appearance and `dark` in the dark
    /// one (`elevated` at the elevated level, when it differs).
    public static func dynamic(light: Color, dark: Color, elevated: Color? = nil) -> Color {
        var color = light.inLight
        let d = dark.inDark
        color.dark = d == color ? nil : Components(d)
        if let e = elevated?.inDarkElevated, e != d { color.darkElevated = Components(e) }
        return color
    }

    /// The colour as the light appearance shows it (a plain colour).
    public var inLight: Color {
        var plain = self
        plain.dark = nil
        plain.darkElevated = nil
        return plain
    }

    /// The colour as the dark appearance shows it (a plain colour).
    public var inDark: Color { dark?.color ?? inLight }

    /// The colour as the dark appearance shows it at the elevated level (a plain colour).
    public var inDarkElevated: Color { darkElevated?.color ?? inDark }

    /// A colour from 0-255 channel values.
    public init(r: Int, g: Int, b: Int, a: Double = 1) {
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: a)
    }

    /// Parses `#rrggbb`, `#rrggbbaa` or `#rgb`; nil for anything else.
    public init?(hex: String) {
        guard hex.hasPrefix("#") else { return nil }
        let digits = Array(hex.dropFirst())
        var values: [Int] = []
        for ch in digits {
            guard let v = ch.hexDigitValue else { return nil }
            values.append(v)
        }
        switch values.count {
        case 3:
            self.init(r: values[0] * 17, g: values[1] * 17, b: values[2] * 17)
        case 6, 8:
            let bytes = stride(from: 0, to: values.count, by: 2).map { values[$0] * 16 + values[$0 + 1] }
            self.init(r: bytes[0], g: bytes[1], b: bytes[2], a: bytes.count == 4 ? Double(bytes[3]) / 255 : 1)
        default:
            return nil
        }
    }

    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

    /// The colour at opacity `a` (in both appearances, a dynamic colour's).
    public func withAlpha(_ a: Double) -> Color {
        guard dark != nil || darkElevated != nil else { return Color(red: red, green: green, blue: blue, alpha: a) }
        return .dynamic(light: inLight.withAlpha(a), dark: inDark.withAlpha(a), elevated: inDarkElevated.withAlpha(a))
    }

    /// Relative luminance of the colour over white (Rec. 709 weights; 0 black, 1 white).
    public var luminance: Double {
        let over = mixed(with: .white, amount: 1 - alpha)
        return 0.2126 * over.red + 0.7152 * over.green + 0.0722 * over.blue
    }

    /// Mixes toward `other` by `amount` (0 = self, 1 = other), alpha included
    /// (dynamic colours mix in each appearance).
    public func mixed(with other: Color, amount t: Double) -> Color {
        let light = Color(
            red: red + (other.red - red) * t,
            green: green + (other.green - green) * t,
            blue: blue + (other.blue - blue) * t,
            alpha: alpha + (other.alpha - alpha) * t
        )
        guard dark != nil || other.dark != nil || darkElevated != nil || other.darkElevated != nil else { return light }
        return .dynamic(light: light, dark: inDark.mixed(with: other.inDark, amount: t),
                        elevated: inDarkElevated.mixed(with: other.inDarkElevated, amount: t))
    }

    /// Lighter toward white by `amount` (0...1).
    public func lightened(_ amount: Double) -> Color { mixed(with: Color.white.withAlpha(alpha), amount: amount) }

    /// Darker toward black by `amount` (0...1).
    public func darkened(_ amount: Double) -> Color { mixed(with: Color.black.withAlpha(alpha), amount: amount) }

    /// `#rrggbb`, or `#rrggbbaa` when not opaque.
    public var hexString: String {
        func byte(_ v: Double) -> String {
            let b = Int(roundHalfUp(min(max(v, 0), 1) * 255))
            let s = String(b, radix: 16)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }

    public var description: String { hexString }
}
