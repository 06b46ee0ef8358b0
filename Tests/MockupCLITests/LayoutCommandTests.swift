import Foundation
import Testing

@Suite struct LayoutCommandTests {
    func json(_ args: [String]) throws -> [String: Any] {
        let result = try CLI.run(["layout"] + args)
        #expect(result.status == 0, "\(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    /// Depth-first list of every node.
    func nodes(_ node: [String: Any]) -> [[String: Any]] {
        [node] + ((node["children"] as? [[String: Any]]) ?? []).flatMap(nodes)
    }

    func frame(_ node: [String: Any]?) -> [Double] { (node?["frame"] as? [Double]) ?? [] }

    @Test func accountsLayoutAsSpecified() throws {
        let dump = try json([CLI.fixture("accounts.yaml")])
        #expect(dump["device"] as? [String: Double] == ["width": 320, "height": 480, "scale": 2])
        #expect(dump["step"] as? Int == 0)
        #expect(dump["time"] as? Double == 0)
        let root = try #require(dump["root"] as? [String: Any])
        #expect(root["kind"] as? String == "window")
        #expect(frame(root) == [0, 0, 320, 480])
        let all = nodes(root)
        #expect(all.allSatisfy { $0["alpha"] as? Double == 1 && ($0["frame"] as? [Double])?.count == 4 && $0["children"] != nil })
        #expect(frame(all.first { $0["kind"] as? String == "statusBar" }) == [0, 0, 320, 20])
        let bar = all.first { $0["kind"] as? String == "navigationBar" }
        #expect(frame(bar) == [0, 20, 320, 44])
        #expect(bar?["title"] as? String == "Accounts")
        // The navigation controller's screen below the status bar holds the accounts screen and the bar.
        let navigation = all.first { $0["kind"] as? String == "screen" }
        #expect(frame(navigation) == [0, 20, 320, 460])
        let screen = (navigation?["children"] as? [[String: Any]])?.first
        #expect(screen?["id"] as? String == "accounts")
        #expect((navigation?["children"] as? [[String: Any]])?.map { $0["kind"] as? String } == ["screen", "navigationBar"])
        #expect(frame(screen) == [0, 64, 320, 416])
        #expect(frame(all.first { $0["kind"] as? String == "tableView" }) == [0, 64, 320, 416])
        let cells = all.filter { $0["kind"] as? String == "tableCell" }
        #expect(cells.map { $0["text"] as? String } == ["Jack", "Jill", "John"])
        #expect(cells.map(frame) == [[0, 64, 320, 44], [0, 108, 320, 44], [0, 152, 320, 44]])
    }

    /// `--format tree`: one line a view, indented by depth, for a seed scene.
    @Test func theTreeTextOfASeedScene() throws {
        let result = try CLI.run(["layout", CLI.fixture("mail-toolbar.yaml"), "--format", "tree"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.prefix(6) == [
            "device 320 x 480 @2x, step 0, time 0",
            "window [0, 0, 320, 480]",
            "  screen#mail [0, 20, 320, 460]",
            "    screen#nav [0, 20, 320, 416]",
            "      screen#mailboxes [0, 64, 320, 372]",
            "        tableView [0, 64, 320, 372]",
        ])
        #expect(lines.contains("          tableCell \"Inbox\" [0, 64, 320, 44]"))
        #expect(lines.contains("      navigationBar \"Mailboxes\" [0, 20, 320, 44]"))
        #expect(lines.contains("    toolbar [0, 436, 320, 44]"))
        #expect(lines.last == "  statusBar [0, 0, 320, 20]")
        // A selected row says so; mid-push the moving views' frames and alphas are the instant's.
        let selected = try CLI.run(["layout", CLI.fixture("mail-toolbar.yaml"), "--format", "tree", "--step", "1"])
        #expect(selected.stdout.contains("          tableCell \"Inbox\" [0, 64, 320, 44] selected\n"))
        let moving = try CLI.run(["layout", CLI.fixture("mail-toolbar.yaml"), "--format", "tree", "--step", "2", "--time", "0.1"])
        #expect(moving.stdout.hasPrefix("device 320 x 480 @2x, step 2, time 0.1\n"))
        #expect(moving.stdout.contains(" alpha "))
    }

    /// `--accessibility`: the elements VoiceOver reads, in its order, as JSON or one a line.
    @Test func accessibilityElementsAreReportedInReadingOrder() throws {
        let dump = try json([CLI.fixture("mail-toolbar.yaml"), "--accessibility", "--step", "1"])
        let elements = try #require(dump["elements"] as? [[String: Any]])
        #expect(elements.first?["label"] as? String == "Mailboxes" && elements.first?["traits"] as? [String] == ["header"])
        #expect(elements[1]["label"] as? String == "Inbox, 3" && elements[1]["traits"] as? [String] == ["selected"])
        #expect(elements.last?["label"] as? String == "Compose" && elements.last?["frame"] as? [Double] == [282, 436, 32, 44])
        let text = try CLI.run(["layout", CLI.fixture("mail-toolbar.yaml"), "--accessibility", "--format", "tree", "--step", "1"])
        #expect(text.stdout.hasPrefix("1. Mailboxes, heading  (label [111.5, 20, 97, 44])\n2. Inbox, 3, selected  (tableCell [0, 64, 320, 44])\n"))
    }

    @Test func constraintsAreReportedWhenAskedFor() throws {
        let plain = try json([CLI.fixture("constraints-ios17.yaml"), "--device", "iphone-se"])
        #expect(nodes(try #require(plain["root"] as? [String: Any])).allSatisfy { $0["constraints"] == nil })
        let dump = try json([CLI.fixture("constraints-ios17.yaml"), "--device", "iphone-se", "--constraints"])
        let all = nodes(try #require(dump["root"] as? [String: Any]))
        // The login screen's view holds them (the navigation controller's own screen holds none).
        let holders = all.filter { $0["constraints"] != nil }
        #expect(holders.count == 1 && holders.first?["kind"] as? String == "screen" && holders.first?["id"] as? String == "login")
        let constraints = try #require(holders.first?["constraints"] as? [String])
        #expect(constraints.count == 20 && constraints.first == "logo.centerX == view.centerX")
        // The solved frames on an iPhone SE: the panel above the screen's bottom edge, no home indicator.
        let panel = try #require(all.first { $0["id"] as? String == "panel" })
        #expect(frame(panel) == [0, 547, 375, 120])
    }

    @Test func aBrokenConstraintIsAWarningNotAFailure() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-broken-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("broken.yaml")
        try """
            device: iphone-15
            root:
              view:
                subviews:
                  - view: {id: box, backgroundColor: red}
                constraints:
                  - box.leading == view.leading
                  - box.width == 40
                  - box.height == 40
                  - box.width == box.height + 10
            """.write(to: file, atomically: true, encoding: .utf8)
        let result = try CLI.run(["layout", file.path])
        #expect(result.status == 0)
        #expect(result.stderr.contains("broken.yaml:10:9: warning: Unable to simultaneously satisfy constraints: 'box.leading == view.leading', "
                                       + "'box.width == 40', 'box.height == 40', 'box.width == box.height + 10'; "
                                       + "will attempt to recover by breaking 'box.width == box.height + 10'"), "\(result.stderr)")
        let dump = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let root = try #require(dump["root"] as? [String: Any])
        let box = try #require(nodes(root).first { $0["id"] as? String == "box" })
        #expect(Array(frame(box).suffix(2)) == [40, 40])
    }

    @Test func anIPadBesideAnotherApp() throws {
        // Half of a 13-inch iPad Pro (M4) in portrait: the app's window is 511 wide, the status bar across it.
        let dump = try json([CLI.fixture("accounts.yaml"), "--device", "ipad-pro-13", "--split-view", "half"])
        #expect(dump["device"] as? [String: Double] == ["width": 511, "height": 1376, "scale": 2])
        let root = try #require(dump["root"] as? [String: Any])
        #expect(frame(nodes(root).first { $0["kind"] as? String == "statusBar" }) == [0, 0, 511, 24])
        // Only on an iPad, and not with a bezel.
        for args in [["--split-view", "half"], ["--device", "ipad", "--split-view", "oneThird", "--bezel"]] {
            let result = try CLI.run(["layout", CLI.fixture("accounts.yaml")] + args)
            #expect(result.status == 2 && result.stderr.contains("--split-view"), "\(args)")
        }
    }

    @Test func scaleOverrideIsReported() throws {
        let dump = try json([CLI.fixture("accounts.yaml"), "--scale", "3"])
        #expect((dump["device"] as? [String: Double])?["scale"] == 3)
    }
}

@Suite struct TimeOptionTests {
    let layout = LayoutCommandTests()

    @Test func layoutAtAnInstantOfAPush() throws {
        let dump = try layout.json([CLI.fixture("mail-toolbar.yaml"), "--step", "2", "--time", "0.175"])
        #expect(dump["step"] as? Int == 2)
        #expect(dump["time"] as? Double == 0.175)
        let screens = layout.nodes(try #require(dump["root"] as? [String: Any])).filter { $0["kind"] as? String == "screen" }
        #expect(screens.map { $0["id"] as? String } == ["mail", "nav", "mailboxes", "inbox"])
        #expect(screens.map { layout.frame($0).first } == [0, 0, -160, 160])
        // Without --time: the end state, stamped with the step's duration.
        let end = try layout.json([CLI.fixture("mail-toolbar.yaml"), "--step", "2"])
        #expect(end["time"] as? Double == 0.35)
        let endScreens = layout.nodes(try #require(end["root"] as? [String: Any])).filter { $0["kind"] as? String == "screen" }
        #expect(endScreens.map { $0["id"] as? String } == ["mail", "nav", "inbox"])
    }

    @Test func renderAtAnInstant() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["render", CLI.fixture("mail-toolbar.yaml"), "--step", "2", "--time", "0.175", "-o", folder.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(CLI.files(in: folder) == ["mail-toolbar/02@0.175.png"])
        let image = try CLI.image(at: folder.appendingPathComponent("mail-toolbar/02@0.175.png"))
        let end = try CLI.run(["render", CLI.fixture("mail-toolbar.yaml"), "--step", "2", "-o", folder.path])
        #expect(end.status == 0)
        #expect(try CLI.image(at: folder.appendingPathComponent("mail-toolbar/02.png")) != image)
        #expect(image.width == 640 && image.height == 960)
        let noStep = try CLI.run(["render", CLI.fixture("accounts.yaml"), "--time", "0.1", "-o", folder.path])
        #expect(noStep.status == 2 && noStep.stderr.contains("--time needs --step"))
    }
}
