import Foundation
internal import CCairo
internal import CPango

/// What a picture's pixels depend on besides the scene: the versions of the
/// libraries that rasterize it and the font files it is drawn with. Goldens
/// record it (`VERSIONS`), so that a difference caused by an upgrade is
/// recognised as such.
public enum RenderEnvironment {
    /// One line per dependency, in a fixed order: `cairo 1.16.0`,
    /// `pango 1.50.12`, `pixman 0.42.2`, then `font PACKAGE FILE BYTES CRC32`
    /// for every font file loaded (or `font PACKAGE FILE missing`).
    public static func versions() -> [String] {
        var lines = [
            "cairo \(String(cString: cairo_version_string()))",
            "pango \(String(cString: pango_version_string()))",
            "pixman \(String(cString: pixman_version_string()))",
        ]
        for file in FontLibrary.files {
            let name = URL(fileURLWithPath: file.path).lastPathComponent
            if let data = FileManager.default.contents(atPath: file.path) {
                let crc = String(CRC32.checksum([UInt8](data)), radix: 16)
                lines.append("font \(file.package) \(name) \(data.count) \(String(repeating: "0", count: 8 - crc.count) + crc)")
            } else {
                lines.append("font \(file.package) \(name) missing")
            }
        }
        return lines
    }
}
