import Foundation
import MockupCore
import MockupRender
import MockupScene
import Testing
@testable import MockupUI

/// A scene's own font files: names taken as UIFont(name:) takes them, text
/// measured and drawn in the face, and located errors for what cannot be had.
@Suite struct FontFileTests {
    static let fonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/scenes/content/fonts").path

    static func scene(_ font: String, files: [String] = ["DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf"]) throws -> Scene {
        try SceneLoader.parse("""
            device: iphone-15
            style: ios17
            fonts: [\(files.map { fonts + "/" + $0 }.joined(separator: ", "))]
            screens:
              s:
                view:
                  subviews:
                    - label: {frame: [16, 16, 361, 40], text: Welcome back, font: \(font)}
            root: s
            """, file: "/tmp/fonts.yaml")
    }

    func run(_ scene: Scene) throws -> TextRun {
        let items = try DynamicColorTests.drawn(scene)
        return try #require(items.compactMap { if case .text(let run) = $0, run.text == "Welcome back" { run } else { nil } }.first)
    }

    @Test func theFilesNamesAreReadFromTheirTables() throws {
        let info = try #require(FontFileInfo([UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.fonts + "/DejaVuSerif-Bold.ttf")))))
        #expect(info.faces == [FontFileInfo.Face(family: "DejaVu Serif", postScriptName: "DejaVuSerif-Bold", fullName: "DejaVu Serif Bold", weight: 700)])
        #expect(FontFileInfo(Array("not a font at all".utf8)) == nil)
    }

    @Test func aFamilyOrAFacesNameIsTheScenesFace() throws {
        let family = try run(try Self.scene("{name: DejaVu Serif, size: 28}")).font
        #expect(family.family.rawValue == "DejaVu Serif" && family.family.isCustom && family.weight == .regular && family.size == 28)
        // A PostScript or full name brings its face's weight.
        #expect(try run(try Self.scene("{name: DejaVuSerif-Bold, size: 28}")).font.weight == .bold)
        #expect(try run(try Self.scene("{name: DejaVu Serif Bold, size: 28}")).font.weight == .bold)
        // A text style scales the scene's face too.
        let styled = try run(try Self.scene("{name: DejaVu Serif, textStyle: title1}")).font
        #expect(styled.family.rawValue == "DejaVu Serif" && styled.size == 28)
    }

    @Test func textIsMeasuredInTheScenesFace() throws {
        let measurer = try PangoTextMeasurer()
        let serif = try run(try Self.scene("{name: DejaVuSerif-Bold, size: 28}")).font
        let inter = Font(.inter, size: 28, weight: .bold)
        let a = measurer.measure("Welcome back", font: serif, maxWidth: nil, lineLimit: 1).width
        let b = measurer.measure("Welcome back", font: inter, maxWidth: nil, lineLimit: 1).width
        // DejaVu Serif Bold is much wider than Inter Bold.
        #expect(a > b * 1.1, "\(a) vs \(b)")
        // The serif face's own glyph advances: "i" is narrower than "m" by its own proportions, not Inter's.
        let i = measurer.measure("iiiiiiiiii", font: serif, maxWidth: nil, lineLimit: 1).width
        let ii = measurer.measure("iiiiiiiiii", font: inter, maxWidth: nil, lineLimit: 1).width
        #expect(abs(i - ii) > 1, "\(i) vs \(ii)")
    }

    @Test func namesAndFilesThatCannotBeHadAreLocatedErrors() throws {
        func message(_ font: String, files: [String] = ["DejaVuSerif.ttf"]) -> String {
            do { _ = try Self.scene(font, files: files); return "" } catch { return "\(error)" }
        }
        let unknown = message("{name: DejaVu Sarif, size: 17}")
        #expect(unknown.contains("fonts.yaml:8:") && unknown.contains("unknown font 'DejaVu Sarif'") && unknown.contains("DejaVu Serif"), "\(unknown)")
        let missing = message("{size: 17}", files: ["Nowhere.ttf"])
        #expect(missing.contains("fonts.yaml:3:") && missing.contains("font file") && missing.contains("not found"), "\(missing)")
        let readme = message("{size: 17}", files: ["README.md"])
        #expect(readme.contains("is not a TrueType or OpenType font"), "\(readme)")
    }
}
