import Foundation
internal import CCairo
internal import CJPEG
internal import CPango
internal import CRsvg

/// What a picture's pixels depend on besides the scene: the versions of the
/// libraries that rasterize it and the font files it is drawn with. Goldens
/// record it (`VERSIONS`), so that a difference caused by an upgrade is
/// recognised as such.
public enum RenderEnvironment {
    /// One line per dependency, in a fixed order: `cairo 1.16.0`,
    /// `pango 1.50.12`, `pixman 0.42.2`, `librsvg 2.54.7` and
    /// `libjpeg-turbo 2.1.5` (which draw a scene's SVG and JPEG pictures), then
    /// `font PACKAGE FILE BYTES CRC32` for every font file loaded (or
    /// `font PACKAGE FILE missing`), and `font scene FILE BYTES CRC32` for
    /// `sceneFonts`, the scenes' own font files, by name.
    public static func versions(sceneFonts: [String] = []) -> [String] {
        var lines = [
            "cairo \(String(cString: cairo_version_string()))",
            "pango \(String(cString: pango_version_string()))",
            "pixman \(String(cString: pixman_version_string()))",
            "librsvg \(LIBRSVG_MAJOR_VERSION).\(LIBRSVG_MINOR_VERSION).\(LIBRSVG_MICRO_VERSION)",
            "libjpeg-turbo \(Self.jpegVersion)",
        ]
        for file in FontLibrary.files + [ColorEmoji.file] {
            lines.append(fontLine(file.package, file.path))
        }
        let named = Set(sceneFonts).sorted { ($0 as NSString).lastPathComponent < ($1 as NSString).lastPathComponent }
        for path in named { lines.append(fontLine("scene", path)) }
        return lines
    }

    private static func fontLine(_ package: String, _ path: String) -> String {
        let name = URL(fileURLWithPath: path).lastPathComponent
        guard let data = FileManager.default.contents(atPath: path) else { return "font \(package) \(name) missing" }
        let crc = String(CRC32.checksum([UInt8](data)), radix: 16)
        return "font \(package) \(name) \(data.count) \(String(repeating: "0", count: 8 - crc.count) + crc)"
    }

    /// libjpeg-turbo's version, from its `LIBJPEG_TURBO_VERSION_NUMBER` (2001005: 2.1.5).
    static var jpegVersion: String {
        let n = Int(LIBJPEG_TURBO_VERSION_NUMBER)
        return "\(n / 1_000_000).\(n / 1000 % 1000).\(n % 1000)"
    }
}
