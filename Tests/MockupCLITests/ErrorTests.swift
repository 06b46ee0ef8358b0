import Foundation
import Testing

/// Bad input: a located compiler-style message, exit status 2, and nothing written.
@Suite struct ErrorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var yaml: String
        var message: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "invalid YAML", yaml: "screens:\n  accounts: [unclosed\nroot: accounts\n",
            message: "invalid.yaml:3:5: error: invalid YAML: did not find expected ',' or ']' (while parsing a flow sequence at line 2, column 13)"
        ),
        Case(
            name: "unknown key", yaml: "screens:\n  accounts:\n    titel: Accounts\nroot: accounts\n",
            message: "unknown-key.yaml:3:5: error: screens.accounts: unknown key 'titel' (did you mean 'title'?)"
        ),
        Case(
            name: "wrong type", yaml: "fps: fast\nroot: {title: A}\n",
            message: "wrong-type.yaml:1:6: error: fps: expected a number > 0 and <= 240, found 'fast'"
        ),
        Case(
            name: "unknown screen",
            yaml: "screens:\n  accounts:\n    title: Accounts\nroot:\n  navigationController:\n    viewControllers: [acounts]\n",
            message: "unknown-screen.yaml:6:23: error: root.navigationController.viewControllers[0]: unknown screen 'acounts' (did you mean 'accounts'?)"
        ),
    ]

    static func fileName(_ c: Case) -> String {
        c.name == "invalid YAML" ? "invalid.yaml" : c.name.replacingOccurrences(of: " ", with: "-") + ".yaml"
    }

    @Test(arguments: cases)
    func renderRejectsAndWritesNothing(_ c: Case) throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = Self.fileName(c)
        try c.yaml.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        let result = try CLI.run(["render", name, "-o", "out"], in: folder)
        #expect(result.status == 2)
        #expect(result.stderr == c.message + "\n")
        #expect(result.stdout.isEmpty)
        #expect(CLI.files(in: folder) == [name])
        let layout = try CLI.run(["layout", name], in: folder)
        #expect(layout.status == 2)
        #expect(layout.stderr == c.message + "\n")
    }

    @Test func oneBadFileStopsTheWholeRun() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "root: {title: A}\nfps: 0\n".write(to: folder.appendingPathComponent("bad.yaml"), atomically: true, encoding: .utf8)
        let result = try CLI.run(["render", CLI.fixture("accounts.yaml"), "bad.yaml", "-o", "out"], in: folder)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("bad.yaml:2:6: error: fps: "))
        #expect(CLI.files(in: folder) == ["bad.yaml"])
    }

    @Test func aScaleOnTheCommandLineThatMakesTheScreenTooLarge() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["render", CLI.fixture("accounts.yaml"), "--scale", "8", "--device", "iphone-15", "-o", "out"], in: folder)
        #expect(result.status == 0)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("out"))
        try "device: {width: 3000, height: 3000}\nroot: {title: A}\n".write(to: folder.appendingPathComponent("big.yaml"), atomically: true, encoding: .utf8)
        let big = try CLI.run(["render", "big.yaml", "--scale", "8", "-o", "out"], in: folder)
        #expect(big.status == 2)
        #expect(big.stderr == "big.yaml: error: with --scale or --device, the screen is 24000x24000 pixels (3000x3000 points at scale 8); the limit is 16384 pixels on a side\n")
        #expect(CLI.files(in: folder) == ["big.yaml"])
    }

    @Test func missingFileAndUsage() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = try CLI.run(["render", "nope.yaml"], in: folder)
        #expect(missing.status == 2)
        #expect(missing.stderr == "nope.yaml: error: cannot read the file: no such file\n")
        let usage = try CLI.run(["render", "--step", "-1", "x.yaml"], in: folder)
        #expect(usage.status == 2)
        let unknown = try CLI.run(["paint"], in: folder)
        #expect(unknown.status == 2)
        #expect(CLI.files(in: folder).isEmpty)
    }
}
