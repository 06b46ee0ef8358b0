import Foundation
import MockupCore
import MockupRender
import Testing

/// `mockup diff`: pixelmatch's counts, its diff image, and the exit statuses 0 / 1 / 2.
@Suite struct DiffCommandTests {
    static func pixelmatchFixture(_ name: String) -> String { CLI.root.appendingPathComponent("Fixtures/pixelmatch/\(name)").path }

    let a = Self.pixelmatchFixture("1a.png"), b = Self.pixelmatchFixture("1b.png")

    @Test func differentImagesExitOneWithTheCount() throws {
        let result = try CLI.run(["diff", a, b])
        #expect(result.status == 1)
        #expect(result.stdout == "106 of 131072 pixels differ (0.08%)\n")
        #expect(result.stderr.isEmpty)
        #expect(try CLI.run(["diff", a, b, "--threshold", "0.05"]).stdout == "143 of 131072 pixels differ (0.11%)\n")
        #expect(try CLI.run(["diff", a, b, "--include-aa"]).stdout == "167 of 131072 pixels differ (0.13%)\n")
        #expect(try CLI.run(["diff", a, b, "--threshold", "0", "--include-aa"]).stdout == "12933 of 131072 pixels differ (9.87%)\n")
    }

    @Test func identicalImagesExitZero() throws {
        let result = try CLI.run(["diff", a, a])
        #expect(result.status == 0)
        #expect(result.stdout == "identical: 0 of 131072 pixels differ\n")
        // Other bytes, same pixels.
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("copy.png")
        try Data(try PNGEncoder(filter: .none).encode(try CLI.image(at: URL(fileURLWithPath: a)))).write(to: copy)
        #expect(try Data(contentsOf: copy) != Data(contentsOf: URL(fileURLWithPath: a)))
        let again = try CLI.run(["diff", a, copy.path, "--json"])
        #expect(again.status == 0)
        #expect(again.stdout == """
            {"diffImage": null, "differentPixels": 0, "height": 256, "identical": true, "percentage": 0, \
            "sizeMismatch": null, "totalPixels": 131072, "width": 512}

            """)
    }

    @Test func jsonIsOneObjectWithSortedKeys() throws {
        let result = try CLI.run(["diff", a, b, "--json", "--threshold", "0.05"])
        #expect(result.status == 1)
        #expect(result.stdout == """
            {"diffImage": null, "differentPixels": 143, "height": 256, "identical": false, "percentage": 0.1091, \
            "sizeMismatch": null, "totalPixels": 131072, "width": 512}

            """)
    }

    @Test func sizeMismatchExitsOne() throws {
        let other = Self.pixelmatchFixture("2a.png")
        let result = try CLI.run(["diff", a, other])
        #expect(result.status == 1)
        // 27813 differ in the shared 256x256 region (pixelmatch 7.2.0 on the crops) + 65536 outside it.
        #expect(result.stdout == "sizes differ: \(a) is 512x256, \(other) is 256x256; 93349 of 131072 pixels differ (71.22%)\n")
        let json = try CLI.run(["diff", a, other, "--json"])
        #expect(json.status == 1)
        #expect(json.stdout.contains(#""sizeMismatch": {"actual": {"height": 256, "width": 256}, "expected": {"height": 256, "width": 512}}"#))
        #expect(json.stdout.contains(#""identical": false"#) && json.stdout.contains(#""width": 512}"#))
    }

    @Test func diffImageIsPixelmatchs() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["diff", a, b, "--threshold", "0.05", "-o", "out/diff.png"], in: folder)
        #expect(result.status == 1)
        #expect(result.stdout == "143 of 131072 pixels differ (0.11%)\ndiff image: out/diff.png\n")
        #expect(CLI.files(in: folder) == ["out/diff.png"])
        let written = try CLI.image(at: folder.appendingPathComponent("out/diff.png"))
        #expect(written == (try CLI.image(at: URL(fileURLWithPath: Self.pixelmatchFixture("1diff.png")))))
        // Identical files still get pixelmatch's faded-grey diff image.
        #expect(try CLI.run(["diff", Self.pixelmatchFixture("6a.png"), Self.pixelmatchFixture("6a.png"), "--threshold", "0", "-o", "same.png"], in: folder).status == 0)
        #expect(try CLI.image(at: folder.appendingPathComponent("same.png")) == CLI.image(at: URL(fileURLWithPath: Self.pixelmatchFixture("6empty.png"))))
    }

    @Test func sizeMismatchDiffImageCoversBothImages() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["diff", Self.pixelmatchFixture("2a.png"), a, "-o", "diff.png", "--json"], in: folder)
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix(#"{"diffImage": "diff.png", "differentPixels": 93349,"#))
        let diff = try CLI.image(at: folder.appendingPathComponent("diff.png"))
        #expect(diff.width == 512 && diff.height == 256)
        #expect(diff.pixel(x: 300, y: 10) == .init(r: 255, g: 0, b: 0, a: 255))  // outside the 256x256 both have
    }

    @Test func invalidFilesExitTwoNamingThemAndWriteNothing() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("GIF89a".utf8).write(to: folder.appendingPathComponent("bad.png"))
        var result = try CLI.run(["diff", a, "bad.png", "-o", "diff.png"], in: folder)
        #expect(result.status == 2)
        #expect(result.stderr == "mockup: error: bad.png: not a readable PNG: bad signature\n")
        #expect(result.stdout.isEmpty)
        #expect(CLI.files(in: folder) == ["bad.png"])
        result = try CLI.run(["diff", "missing.png", a, "-o", "diff.png"], in: folder)
        #expect(result.status == 2)
        #expect(result.stderr == "mockup: error: missing.png: no such file\n")
        #expect(CLI.files(in: folder) == ["bad.png"])
    }

    @Test func thresholdOutsideZeroToOneIsAUsageError() throws {
        for value in ["1.5", "-0.1", "nan"] {
            let result = try CLI.run(["diff", a, b, "--threshold=\(value)"])
            #expect(result.status == 2, "\(value)")
            #expect(result.stderr.contains("--threshold must be between 0 and 1"), "\(value)")
        }
    }
}
