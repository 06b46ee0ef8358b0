import Foundation
import MockupCore
import MockupRender
import Testing

@Suite struct RenderCommandTests {
    @Test func rendersAccountsAsRetinaPNG() throws {
        let out = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try CLI.run(["render", CLI.fixture("accounts.yaml"), "-o", out.path + "/"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(CLI.files(in: out) == ["accounts/00.png"])
        #expect(result.stdout == out.path + "/accounts/00.png\n")
        let image = try CLI.image(at: out.appendingPathComponent("accounts/00.png"))
        #expect(image.width == 640 && image.height == 960)
        // The navigation bar is blue-grey (blue above red), opaque; its bottom border is dark.
        let bar = try #require(image.pixel(x: 20, y: 110))
        #expect(bar.b > bar.r && bar.a == 255 && bar.b > 120)
        let border = try #require(image.pixel(x: 20, y: 127))
        #expect(border.r < 70 && border.b < 90)
        // Rows are white with grey separators one row apart (44 pt = 88 px), the first at 64+43 pt.
        #expect(image.pixel(x: 600, y: 150) == .init(r: 255, g: 255, b: 255, a: 255))
        #expect(image.pixel(x: 600, y: 214) == .init(r: 224, g: 224, b: 224, a: 255))
        #expect(image.pixel(x: 600, y: 302) == .init(r: 224, g: 224, b: 224, a: 255))
        // The title's white ink is centred on the bar.
        var whiteXs: [Int] = []
        for y in 50..<120 {
            for x in 0..<640 where image.pixel(x: x, y: y).map({ $0.r > 240 && $0.g > 240 }) ?? false { whiteXs.append(x) }
        }
        whiteXs.sort()
        let first = try #require(whiteXs.first), last = try #require(whiteXs.last)
        #expect(abs((first + last) / 2 - 320) <= 2)
        // Black cell text ink inside the first row's text box.
        #expect((40..<200).contains { x in (image.pixel(x: x, y: 172)?.r ?? 255) < 60 })
    }

    /// `--annotate owners`: the picture with each controller's region washed in
    /// its colour and the legend in a column beside it; animate's frames alike.
    @Test func annotatedPicturesHaveTheirLegendBeside() throws {
        let out = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try CLI.run(["render", CLI.fixture("mail-toolbar.yaml"), "--annotate", "owners", "-o", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let image = try CLI.image(at: out.appendingPathComponent("mail-toolbar/00.png"))
        #expect(image.width == (320 + 260) * 2 && image.height == 960)
        // The toolbar is washed red (the toolbar controller's colour, the first in the legend).
        let toolbar = try #require(image.pixel(x: 300, y: 900))
        #expect(toolbar.r > toolbar.b + 40)
        let strip = try CLI.run(["animate", CLI.fixture("mail-toolbar.yaml"), "--step", "2", "--format", "filmstrip", "--annotate", "accessibility",
                                 "--scale", "1", "-o", out.path])
        #expect(strip.status == 0, "\(strip.stderr)")
        let bad = try CLI.run(["render", CLI.fixture("mail-toolbar.yaml"), "--annotate", "colours", "-o", out.path])
        #expect(bad.status != 0 && bad.stderr.contains("owners"))
    }

    /// `mockup explode`: the view tree in perspective, named as render names its pictures, and its turn as APNG.
    @Test func explodeWritesTheLayersAndTheirTurn() throws {
        let out = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        var result = try CLI.run(["explode", CLI.fixture("accounts.yaml"), "--scale", "1", "--labels", "-o", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == out.path + "/accounts/00.png\n")
        let image = try CLI.image(at: out.appendingPathComponent("accounts/00.png"))
        #expect(image.width > 320 && image.height > 480)
        result = try CLI.run(["explode", CLI.fixture("accounts.yaml"), "--scale", "1", "--format", "svg", "--angle", "40", "--spacing", "20", "-o", out.path])
        #expect(result.status == 0 && CLI.files(in: out).contains("accounts/00.svg"))
        result = try CLI.run(["explode", CLI.fixture("mail-toolbar.yaml"), "--step", "1", "--scale", "0.5", "--format", "apng", "-o", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let apng = try Data(contentsOf: out.appendingPathComponent("mail-toolbar/01.apng"))
        #expect(apng.count > 1000 && String(decoding: apng.prefix(200), as: UTF8.self).contains("acTL"))
        result = try CLI.run(["explode", CLI.fixture("accounts.yaml"), "--angle", "120", "-o", out.path])
        #expect(result.status != 0)
    }

    @Test func twoRunsGiveIdenticalBytes() throws {
        let a = try CLI.temporaryFolder(), b = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: a); try? FileManager.default.removeItem(at: b) }
        for folder in [a, b] {
            #expect(try CLI.run(["render", CLI.fixture("accounts.yaml"), "-o", folder.path]).status == 0)
            #expect(try CLI.run(["render", CLI.fixture("accounts.yaml"), "-o", folder.path, "--format", "pdf"]).status == 0)
        }
        for name in ["accounts/00.png", "accounts/00.pdf"] {
            let first = try Data(contentsOf: a.appendingPathComponent(name))
            let second = try Data(contentsOf: b.appendingPathComponent(name))
            #expect(first == second, "\(name) differs between runs")
        }
    }

    @Test func vectorFormatsAndScale() throws {
        let out = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        #expect(try CLI.run(["render", CLI.fixture("accounts.yaml"), "-o", out.path, "--format", "svg"]).status == 0)
        #expect(try CLI.run(["render", CLI.fixture("accounts.yaml"), "-o", out.path, "--format", "pdf"]).status == 0)
        let svg = try String(contentsOf: out.appendingPathComponent("accounts/00.svg"), encoding: .utf8)
        #expect(svg.contains("<svg") && svg.contains("width=\"640pt\" height=\"960pt\""))
        let pdf = try Data(contentsOf: out.appendingPathComponent("accounts/00.pdf"))
        #expect(pdf.starts(with: Array("%PDF-".utf8)))
        #expect(try CLI.run(["render", CLI.fixture("accounts.yaml"), "-o", out.path, "--scale", "1"]).status == 0)
        let small = try CLI.image(at: out.appendingPathComponent("accounts/00.png"))
        #expect(small.width == 320 && small.height == 480)
        let bad = try CLI.run(["render", CLI.fixture("accounts.yaml"), "-o", out.path, "--scale", "0"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("--scale must be greater than 0"))
    }
}
