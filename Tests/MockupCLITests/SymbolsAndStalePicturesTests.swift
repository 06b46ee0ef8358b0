import Foundation
import MockupCore
import MockupRender
import MockupUI
import Testing

/// `mockup symbols`, an unknown glyph name as a located error, and `render`
/// clearing the pictures of steps a scene no longer has.
@Suite struct SymbolsAndStalePicturesTests {
    @Test func symbolsListsEveryNameAndDrawsASheet() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let listed = try CLI.run(["symbols"])
        #expect(listed.status == 0)
        #expect(listed.stdout == Glyph.names.joined(separator: "\n") + "\n")
        #expect(Glyph.names.contains("star") && Glyph.names.contains("gear") && Glyph.names.contains("compose"))
        #expect(Glyph.names.count > 700 && Glyph.names.contains("airplane") && Glyph.names.contains("bell.fill"))
        let sheet = folder.appendingPathComponent("symbols.png")
        #expect(try CLI.run(["symbols", "-o", sheet.path]).status == 0)
        let image = try CLI.image(at: sheet)
        let rows = (Glyph.names.count + 11) / 12
        #expect(image.width == 12 * 96 * 2 && image.height == rows * 72 * 2)
        // The first glyph's cell holds ink (not only white).
        #expect((40..<90).contains { y in (64..<128).contains { x in (image.pixel(x: x, y: y)?.r ?? 255) < 200 } })
    }

    @Test func anUnknownSymbolIsALocatedErrorWithTheClosestName() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = folder.appendingPathComponent("stars.yaml")
        try """
            root:
              view:
                subviews:
                  - imageView: {frame: [10, 10, 30, 30], image: {systemName: strr}}
            """.write(to: scene, atomically: true, encoding: .utf8)
        let result = try CLI.run(["render", scene.path, "-o", folder.appendingPathComponent("out").path])
        #expect(result.status == 2)
        #expect(result.stderr == "\(scene.path):4:66: error: root.view.subviews[0].imageView.image.systemName: unknown symbol 'strr' (did you mean 'star'?)\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    @Test func renderRemovesPicturesOfStepsTheSceneNoLongerHas() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = folder.appendingPathComponent("story.yaml")
        let out = folder.appendingPathComponent("out")
        func write(steps: Int) throws {
            try """
                screens: {a: {title: A}, b: {title: B}}
                root: {navigationController: {viewControllers: [a]}}
                steps: [\(Array(repeating: "{wait: 0.1}", count: steps).joined(separator: ", "))]
                """.write(to: scene, atomically: true, encoding: .utf8)
        }
        try write(steps: 4)
        #expect(try CLI.run(["render", scene.path, "-o", out.path]).status == 0)
        #expect(try CLI.run(["render", scene.path, "-o", out.path, "--step", "3", "--time", "0.05"]).status == 0)
        #expect(try CLI.run(["render", scene.path, "-o", out.path, "--format", "svg"]).status == 0)
        // Files mockup never names are the user's.
        for name in ["notes.txt", "7.png", "cover.png", "05-old.png", "05@x.png"] {
            try Data().write(to: out.appendingPathComponent("story/\(name)"))
        }
        try write(steps: 1)
        #expect(try CLI.run(["render", scene.path, "-o", out.path]).status == 0)
        #expect(CLI.files(in: out.appendingPathComponent("story")) == [
            "00.png", "00.svg", "01.png", "01.svg", "02.svg", "03.svg", "04.svg",
            "05-old.png", "05@x.png", "7.png", "cover.png", "notes.txt",
        ])
        // One step rendered alone writes that step and removes nothing.
        try write(steps: 0)
        #expect(try CLI.run(["render", scene.path, "-o", out.path, "--step", "0"]).status == 0)
        #expect(CLI.files(in: out.appendingPathComponent("story")).contains("01.png"))
    }
}
