import Foundation
import MockupRender

/// `DIR/VERSIONS`: what a golden folder was rendered with (cairo, pango,
/// pixman and every font file), written whenever goldens are recorded.
/// Goldens are byte-exact only on the same libraries and fonts, so when this
/// machine's differ, that is said before any diff, since it explains them.
public struct GoldenVersions: Hashable, Sendable {
    public static let fileName = "VERSIONS"
    static let header = "# What the goldens in this folder were rendered with; `mockup verify` writes it when it records."

    /// One line per dependency (`RenderEnvironment.versions()`).
    public var lines: [String]

    public init(lines: [String]) { self.lines = lines }

    /// This machine's, with the font files of the scenes drawn.
    public static func current(sceneFonts: [String] = []) -> GoldenVersions {
        GoldenVersions(lines: RenderEnvironment.versions(sceneFonts: sceneFonts))
    }

    /// The file in `folder`, or nil when there is none.
    public static func recorded(in folder: String) -> GoldenVersions? {
        guard let data = FileManager.default.contents(atPath: path(in: folder)) else { return nil }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
        return GoldenVersions(lines: lines)
    }

    public static func path(in folder: String) -> String {
        joinPath(folder, fileName)
    }

    public func write(in folder: String) throws {
        try AtomicFile.write(Array(([Self.header] + lines).joined(separator: "\n").utf8) + [10], to: Self.path(in: folder))
    }

    /// The lines that differ, as `cairo: 1.16.0 in the goldens, 1.18.0 here`;
    /// empty when they agree.
    public func differences(from recorded: GoldenVersions) -> [String] {
        let mine = Dictionary(lines.map { (Self.key($0), $0) }, uniquingKeysWith: { a, _ in a })
        let theirs = Dictionary(recorded.lines.map { (Self.key($0), $0) }, uniquingKeysWith: { a, _ in a })
        var keys: [String] = []
        for line in recorded.lines + lines where !keys.contains(Self.key(line)) { keys.append(Self.key(line)) }
        return keys.compactMap { key in
            let (a, b) = (theirs[key], mine[key])
            guard a != b else { return nil }
            return "\(key): \(a.map { Self.value($0) } ?? "absent") in the goldens, \(b.map { Self.value($0) } ?? "absent") here"
        }
    }

    /// `cairo`, or `font PACKAGE FILE` for a font line.
    static func key(_ line: String) -> String {
        let words = line.split(separator: " ")
        let n = words.first == "font" ? 3 : 1
        return words.prefix(n).joined(separator: " ")
    }

    static func value(_ line: String) -> String {
        let words = line.split(separator: " ")
        let n = words.first == "font" ? 3 : 1
        let rest = words.dropFirst(n).joined(separator: " ")
        return rest.isEmpty ? "?" : rest
    }
}
