import Foundation
import Testing

/// `mockup preview` as someone editing a scene uses it: the server started on a
/// free port, its page open in headless Chromium, the scene file saved under it.
@Suite(.serialized) struct PreviewCommandTests {
    static let scene = """
    device: iphone-retina
    style: classic
    screens:
      inbox:
        title: Inbox
        table:
          rows: [Jack, Jill]
      jack:
        title: Jack
        view:
          subviews:
            - label: { id: greeting, frame: [20, 120, 280, 40], text: Hello }
    root:
      navigationController:
        viewControllers: [inbox]
    steps:
      - push: jack

    """

    /// A running `mockup preview`, stopped when dropped.
    final class Server {
        let process = Process()
        let url: String
        private let errors: URL

        init(_ arguments: [String]) throws {
            errors = FileManager.default.temporaryDirectory.appendingPathComponent("preview-\(UUID().uuidString).err")
            _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
            process.executableURL = CLI.executable
            process.arguments = ["preview"] + arguments + ["--port", "0"]
            let out = Pipe()
            process.standardOutput = out
            process.standardError = try FileHandle(forWritingTo: errors)
            try process.run()
            // The first line says where it listens: `mockup preview: http://127.0.0.1:PORT/ (...)`.
            var line = Data()
            while !line.contains(UInt8(ascii: "\n")) {
                let chunk = out.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                line += chunk
            }
            let text = String(decoding: line, as: UTF8.self)
            guard let match = text.firstMatch(of: /http:\/\/127\.0\.0\.1:\d+\//) else {
                process.terminate()
                let log = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
                throw DevTools.Failure(description: "the preview did not start: \(text)\n\(log)")
            }
            url = String(match.0)
        }

        /// What the preview wrote to standard error.
        var log: String { (try? String(contentsOf: errors, encoding: .utf8)) ?? "" }

        deinit {
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
            try? FileManager.default.removeItem(at: errors)
        }
    }

    @Test func thePageShowsEveryStepPlaysScrubsOutlinesAndFollowsSaves() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("inbox.yaml")
        try Self.scene.write(to: file, atomically: true, encoding: .utf8)
        let server = try Server([file.path])
        let browser = try DevTools.launch()
        try browser.open(server.url + "scenes/inbox/")
        // The pictures are served first (version 1), the push's frames next (version 2); the page catches up by itself.
        try browser.wait(until: "document.querySelector('main').dataset.version === '2'")
        #expect(try browser.evaluate("document.querySelectorAll('figure.pending').length") as? Int == 0)

        // The HTML itself names every picture: both steps' end pictures and the push's animation.
        let html = try #require(try browser.evaluate("fetch(location.href).then(r => r.text())") as? String)
        let sources = html.matches(of: /<img [^>]*src="([^"]+)"/).map { String($0.1) }
        #expect(sources == ["/scenes/inbox/00.png?v=2", "/scenes/inbox/01.apng?v=2", "/scenes/inbox/01.png?v=2"])
        try browser.wait(until: "[...document.images].every(i => i.complete && i.naturalWidth > 0)")
        #expect(try browser.evaluate("[...document.querySelectorAll('img.picture')].map(i => i.naturalWidth + 'x' + i.naturalHeight)") as? [String]
                == ["640x960", "640x960"])

        // The pictures are the ones `mockup render` and `mockup animate --format frames` write.
        let rendered = folder.appendingPathComponent("rendered")
        #expect(try CLI.run(["render", file.path, "-o", rendered.path]).status == 0)
        #expect(try CLI.run(["animate", file.path, "--format", "frames", "--step", "1", "-o", rendered.path]).status == 0)
        #expect(try fetch(browser, "/scenes/inbox/01.png") == Data(contentsOf: rendered.appendingPathComponent("inbox/01.png")))
        let frames = CLI.files(in: rendered.appendingPathComponent("inbox/01"))
        #expect(try browser.evaluate("document.querySelector('figure.transition').dataset.frames") as? String == "\(frames.count)")
        #expect(try fetch(browser, "/scenes/inbox/01/004.png") == Data(contentsOf: rendered.appendingPathComponent("inbox/01/004.png")))

        // The lifecycle calls under each step.
        #expect(try browser.evaluate("[...document.querySelectorAll('#step-1 .events li')].map(l => l.textContent)") as? [String]
                == ["jack viewDidLoad", "inbox viewWillDisappear", "jack viewWillAppear", "inbox viewDidDisappear", "jack viewDidAppear"])

        // The transition plays frame by frame; the scrubber stops it on the frame asked for.
        try browser.wait(until: "document.querySelector('figure.transition').dataset.playing === 'true'")
        try browser.wait(until: "Number(document.querySelector('figure.transition').dataset.frame) >= 3")
        let scrub = { (k: Int) throws in
            _ = try browser.evaluate("(() => { const r = document.querySelector('.scrubber'); r.value = '\(k)'; r.dispatchEvent(new Event('input')); })()")
        }
        try scrub(4)
        try browser.wait(until: "document.querySelector('img.animation').complete")
        #expect(try browser.evaluate("document.querySelector('figure.transition').dataset.playing") as? String == "false")
        #expect(try browser.evaluate("document.querySelector('img.animation').src.endsWith('/scenes/inbox/01/004.png?v=2')") as? Bool == true)
        #expect(try browser.evaluate("document.querySelector('figure.transition .frame').textContent") as? String == "frame 5/\(frames.count) · 0.133 s")
        usleep(200_000)
        #expect(try browser.evaluate("document.querySelector('figure.transition').dataset.frame") as? String == "4")

        // Over the transition, the outline follows the frame shown: the label is there at the
        // last frame, and not yet at the first, when Jack's screen is still off to the right.
        let animation = try #require(try browser.evaluate("""
            (() => { const b = document.querySelector('img.animation').getBoundingClientRect(); return [b.left, b.top]; })()
            """) as? [Double])
        try scrub(frames.count - 1)
        try browser.moveMouse(x: animation[0] + 160, y: animation[1] + 204)
        try browser.wait(until: "document.querySelector('figure.transition .outline').dataset.id === 'greeting'")
        try scrub(0)
        try browser.wait(until: "document.querySelector('figure.transition .outline').dataset.id !== 'greeting'")
        #expect(try browser.evaluate("document.querySelector('figure.transition .outline').dataset.kind") as? String != "label")

        // Hovering the label outlines it, at its frame, with its kind and id.
        let label = try #require(try browser.evaluate("""
            (() => { const img = document.querySelector('#step-1 img.picture'); img.scrollIntoView(); const b = img.getBoundingClientRect();
                     return [b.left, b.top]; })()
            """) as? [Double])
        try browser.moveMouse(x: label[0] + 20 + 140, y: label[1] + 184 + 20)
        try browser.wait(until: "!document.querySelector('#step-1 .end .outline').hidden")
        let outline = try #require(try browser.evaluate("""
            (() => { const o = document.querySelector('#step-1 .end .outline'), b = o.getBoundingClientRect();
                     return [o.dataset.kind, o.dataset.id, o.querySelector('.label').textContent, b.left, b.top, b.width, b.height]; })()
            """) as? [Any])
        #expect(outline[0] as? String == "label")
        #expect(outline[1] as? String == "greeting")
        #expect(outline[2] as? String == "label #greeting “Hello” [20, 184, 280, 40]")
        #expect(outline[3...].compactMap { $0 as? Double } == [label[0] + 20, label[1] + 184, 280, 40])
        // Over the navigation bar's title instead, the bar's title is outlined.
        try browser.moveMouse(x: label[0] + 160, y: label[1] + 42)
        try browser.wait(until: "document.querySelector('#step-1 .end .outline').dataset.id !== 'greeting'")

        if let path = ProcessInfo.processInfo.environment["MOCKUP_PREVIEW_SCREENSHOT"] {
            try browser.screenshot().write(to: URL(fileURLWithPath: path))
        }

        // A save re-renders; the page updates itself, without being loaded again.
        try browser.evaluate("window.unchanged = 'yes'")
        try Self.scene.replacingOccurrences(of: "text: Hello", with: "text: Goodbye")
            .appending("  - pop\n").write(to: file, atomically: true, encoding: .utf8)
        // The pictures come first (version 3), then the transitions (version 4).
        let updates = try #require(try browser.evaluate("window.mockupPreview.updates") as? Int)
        try browser.wait(until: "document.querySelectorAll('li.step').length === 3 && document.querySelector('main').dataset.version === '4'")
        #expect(try browser.evaluate("window.unchanged") as? String == "yes")
        #expect((updates + 1...updates + 2).contains(try browser.evaluate("window.mockupPreview.updates") as? Int ?? 0))
        #expect(try browser.evaluate("document.querySelectorAll('figure.pending').length") as? Int == 0)
        #expect(try browser.evaluate("document.querySelector('#step-1 img.picture').getAttribute('src')") as? String == "/scenes/inbox/01.png?v=4")
        #expect(try browser.evaluate("[...document.querySelectorAll('figure.transition')].map(f => f.dataset.frameBase + ' v' + f.dataset.version)") as? [String]
                == ["/scenes/inbox/01/ v4", "/scenes/inbox/02/ v4"])
        let layout = try #require(try browser.evaluate("fetch('/scenes/inbox/01.json').then(r => r.text())") as? String)
        #expect(layout.contains(#""text": "Goodbye""#))
        try browser.wait(until: "[...document.images].every(i => i.complete && i.naturalWidth > 0)")

        // A save with an error shows it, FILE:LINE:COL: error:, and keeps the last good pictures.
        try Self.scene.replacingOccurrences(of: "push: jack", with: "push: jake").write(to: file, atomically: true, encoding: .utf8)
        try browser.wait(until: "document.querySelector('.errors pre') !== null")
        let errors = try #require(try browser.evaluate("document.querySelector('.errors pre').textContent") as? String)
        #expect(errors.hasPrefix("\(file.path):17:11: error:"), "\(errors)")
        #expect(errors.contains("jake"))
        #expect(try browser.evaluate("document.querySelectorAll('li.step').length") as? Int == 3)
        #expect(try browser.evaluate("document.querySelector('#step-1 img.picture').getAttribute('src')") as? String == "/scenes/inbox/01.png?v=5")
        try browser.wait(until: "[...document.images].every(i => i.complete && i.naturalWidth > 0)")
        #expect(server.log.contains("\(file.path):17:11: error:"))

        // Mended, the errors go.
        try Self.scene.write(to: file, atomically: true, encoding: .utf8)
        try browser.wait(until: "document.querySelector('.errors') === null && document.querySelectorAll('li.step').length === 2")
    }

    @Test func withScriptsOffEveryPictureStillShowsAndTransitionsPlayAsAnimatedPNGs() throws {
        let server = try Server([CLI.fixture("nyt-bars.yaml"), CLI.fixture("accounts.yaml")])
        let browser = try DevTools.launch()
        try browser.disableScripts()
        try browser.open(server.url)
        // The first page links every scene, with its first picture.
        #expect(try browser.evaluate("[...document.querySelectorAll('ul.scenes a')].map(a => a.getAttribute('href'))") as? [String]
                == ["/scenes/nyt-bars/", "/scenes/accounts/"])
        // Without scripts the page does not update itself: it is loaded again until the transitions are in.
        let end = Date().addingTimeInterval(180)
        repeat {
            try browser.open(server.url + "scenes/nyt-bars/")
        } while try browser.evaluate("document.querySelectorAll('figure.pending').length") as? Int != 0 && Date() < end
        try browser.wait(until: "[...document.images].every(i => i.complete && i.naturalWidth > 0)")
        let sources = try #require(try browser.evaluate("[...document.images].map(i => i.getAttribute('src'))") as? [String])
        #expect(sources.filter { $0.contains(".png") }.count == 6)
        #expect(sources.filter { $0.contains(".apng") } == ["/scenes/nyt-bars/02.apng?v=2", "/scenes/nyt-bars/03.apng?v=2",
                                                            "/scenes/nyt-bars/04.apng?v=2", "/scenes/nyt-bars/05.apng?v=2"])
        // No script ran: the scrubbers stay hidden and the animations are the animated PNGs.
        #expect(try browser.evaluate("document.querySelectorAll('.scrubber:not([hidden])').length") as? Int == 0)
        #expect(try browser.evaluate("window.mockupPreview === undefined") as? Bool == true)
        let apng = try fetch(browser, "/scenes/nyt-bars/02.apng")
        #expect(apng.range(of: Data("acTL".utf8)) != nil)
    }

    @Test func withBezelThePicturesAreFramedAndTheOutlineFindsTheScreen() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("inbox.yaml")
        try Self.scene.write(to: file, atomically: true, encoding: .utf8)
        let server = try Server([file.path, "--bezel"])
        let browser = try DevTools.launch()
        try browser.open(server.url + "scenes/inbox/")
        try browser.wait(until: "document.querySelector('main').dataset.version === '2'")
        try browser.wait(until: "[...document.images].every(i => i.complete && i.naturalWidth > 0)")
        #expect(try CLI.run(["render", file.path, "--bezel", "-o", folder.path]).status == 0)
        #expect(try fetch(browser, "/scenes/inbox/01.png") == Data(contentsOf: folder.appendingPathComponent("inbox@bezel/01.png")))
        let screen = try #require(try browser.evaluate("document.querySelector('#step-1 img.picture').dataset.screen.split(' ').map(Number)") as? [Double])
        #expect(screen.count == 4 && screen[0] > 10 && screen[1] > 50 && screen[2] == 320 && screen[3] == 480)
        let origin = try #require(try browser.evaluate("""
            (() => { const b = document.querySelector('#step-1 img.picture').getBoundingClientRect(); return [b.left, b.top]; })()
            """) as? [Double])
        try browser.moveMouse(x: origin[0] + screen[0] + 160, y: origin[1] + screen[1] + 204)
        try browser.wait(until: "document.querySelector('#step-1 .end .outline').dataset.id === 'greeting'")
        let box = try #require(try browser.evaluate("""
            (() => { const b = document.querySelector('#step-1 .end .outline').getBoundingClientRect(); return [b.left, b.top]; })()
            """) as? [Double])
        // NB: Chromium places boxes in 64ths of a pixel.
        #expect(abs(box[0] - (origin[0] + screen[0] + 20)) < 0.1 && abs(box[1] - (origin[1] + screen[1] + 184)) < 0.1, "\(box)")
    }

    @Test func annotatedPicturesAreTheOnesRenderDraws() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("inbox.yaml")
        try Self.scene.write(to: file, atomically: true, encoding: .utf8)
        let server = try Server([file.path, "--annotate", "owners"])
        let browser = try DevTools.launch()
        try browser.open(server.url + "scenes/inbox/")
        try browser.wait(until: "[...document.images].every(i => i.complete && i.naturalWidth > 0)")
        #expect(try CLI.run(["render", file.path, "--annotate", "owners", "-o", folder.path]).status == 0)
        #expect(try fetch(browser, "/scenes/inbox/01.png") == Data(contentsOf: folder.appendingPathComponent("inbox/01.png")))
    }

    @Test func eachVariantIsAPageWithTheRenderedPictures() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try Server([CLI.fixture("accounts.yaml"), "--variants", "all"])
        let browser = try DevTools.launch()
        try browser.open(server.url)
        let links = try #require(try browser.evaluate("[...document.querySelectorAll('a')].map(a => a.textContent.trim())") as? [String])
        #expect(links.contains("accounts") && links.contains("accounts@ax") && links.contains("accounts@rtl"), "\(links)")
        #expect(try CLI.run(["render", CLI.fixture("accounts.yaml"), "--variants", "rtl", "-o", folder.path]).status == 0)
        #expect(try fetch(browser, "/scenes/accounts@rtl/00.png") == Data(contentsOf: folder.appendingPathComponent("accounts@rtl/00.png")))
        let unknown = try CLI.run(["preview", CLI.fixture("accounts.yaml"), "--variants", "drak", "--port", "0"])
        #expect(unknown.status == 2 && unknown.stderr.contains("has no variant 'drak'"), "\(unknown.stderr)")
    }

    @Test func aBusyPortOrAMissingFileIsAClearError() throws {
        let server = try Server([CLI.fixture("accounts.yaml")])
        let port = try #require(server.url.split(separator: ":").last?.dropLast())
        let busy = try CLI.run(["preview", CLI.fixture("accounts.yaml"), "--port", String(port)])
        #expect(busy.status == 2)
        #expect(busy.stderr.contains("mockup: error: cannot serve the preview: port \(port) is in use; choose another with --port"), "\(busy.stderr)")
        let missing = try CLI.run(["preview", "/nonexistent/scene.yaml", "--port", "0"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("/nonexistent/scene.yaml: no such file"), "\(missing.stderr)")
    }

    /// The bytes at a path of the server, fetched by the page.
    private func fetch(_ browser: DevTools, _ path: String) throws -> Data {
        let text = try browser.evaluate("""
            fetch('\(path)').then(r => r.arrayBuffer()).then(b => {
              let s = ''; for (const c of new Uint8Array(b)) s += String.fromCharCode(c); return btoa(s); })
            """) as? String
        return try #require(text.flatMap { Data(base64Encoded: $0) })
    }
}
