import Foundation
import MockupCore

/// Display P3 colours as sRGB shows them: both use the sRGB transfer curve;
/// the linear values go through the P3-to-sRGB matrix (CSS Color 4's, from
/// the two spaces' primaries and their common D65 white) and are clipped to sRGB.
enum DisplayP3 {
    static let toSRGB: [[Double]] = [
        [1.2249401, -0.2249404, 0.0],
        [-0.0420569, 1.0420571, 0.0],
        [-0.0196376, -0.0786361, 1.0982735],
    ]

    static func sRGB(_ r: Double, _ g: Double, _ b: Double, alpha: Double) -> Color {
        let linear = [r, g, b].map(decode)
        let out = toSRGB.map { row in encode(min(max(zip(row, linear).map(*).reduce(0, +), 0), 1)) }
        return Color(red: out[0], green: out[1], blue: out[2], alpha: alpha)
    }

    private static func decode(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
    private static func encode(_ v: Double) -> Double { v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055 }
}
