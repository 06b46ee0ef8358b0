import Foundation
import Testing

/// Steps from the command line: a picture per step, the layout of any step,
/// the lifecycle trace, and steps out of range.
@Suite struct StepCommandTests {
    @Test func renderWritesOnePicturePerStep() throws {
        let out = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try CLI.run(["render", CLI.fixture("tweetie-tabs.yaml"), "-o", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(CLI.files(in: out) == (0...5).map { String(format: "tweetie-tabs/%02d.png", $0) })
        // Step 2 shows the tab bar at the bottom (dark), step 5 covers it with the pushed list (white rows).
        let tabs = try CLI.image(at: out.appendingPathComponent("tweetie-tabs/02.png"))
        let pushed = try CLI.image(at: out.appendingPathComponent("tweetie-tabs/05.png"))
        #expect((tabs.pixel(x: 20, y: 950)?.r ?? 255) < 80)
        #expect((pushed.pixel(x: 600, y: 900)?.r ?? 0) > 200)
    }

    @Test func renderOnAnotherDeviceGoesToItsOwnFolder() throws {
        let out = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try CLI.run(["render", CLI.fixture("accounts.yaml"), "--device", "iphone-15", "-o", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(CLI.files(in: out) == ["accounts@iphone-15/00.png"])
        let image = try CLI.image(at: out.appendingPathComponent("accounts@iphone-15/00.png"))
        #expect(image.width == 1179 && image.height == 2556)
    }

    @Test func eventsPrintsTheTraceLineByLine() throws {
        let result = try CLI.run(["events", CLI.fixture("segments.yaml")])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(Array(lines.prefix(3)) == ["0 nav viewDidLoad", "0 regions viewDidLoad", "0 italy viewDidLoad"])
        #expect(lines.filter { $0.hasPrefix("1 ") } == [
            "1 italy viewWillDisappear", "1 italy viewDidDisappear",
            "1 australia viewDidLoad", "1 australia viewWillAppear", "1 australia viewDidAppear",
        ])
    }

    @Test func layoutOfALaterStep() throws {
        let result = try CLI.run(["layout", CLI.fixture("nyt-bars.yaml"), "--step", "3"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["step"] as? Int == 3)
        #expect(!result.stdout.contains("\"navigationBar\"") && !result.stdout.contains("\"tabBar\""))
    }

    @Test func stepOutOfRangeIsAUsageError() throws {
        let out = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let layout = try CLI.run(["layout", CLI.fixture("segments.yaml"), "--step", "9"])
        #expect(layout.status == 2)
        #expect(layout.stderr == "mockup: error: step 9 is out of range: segments has 4 steps (0...4)\n")
        let render = try CLI.run(["render", CLI.fixture("segments.yaml"), "--step", "5", "-o", out.path])
        #expect(render.status == 2 && CLI.files(in: out).isEmpty)
    }

    @Test func aStepThatCannotBePlayedIsLocatedAndNothingIsWritten() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = folder.appendingPathComponent("bad.yaml")
        try "screens: {a: {title: A}}\nroot: a\nsteps:\n  - pop\n  - selectTab: 1\n".write(to: scene, atomically: true, encoding: .utf8)
        let result = try CLI.run(["render", scene.path, "-o", folder.appendingPathComponent("out").path])
        #expect(result.status == 2)
        #expect(result.stderr == """
            \(scene.path):4:5: error: steps[0]: 'pop' needs a navigationController, and none is visible
            \(scene.path):5:5: error: steps[1]: 'selectTab' needs a tabBarController, and none is visible

            """)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }
}
