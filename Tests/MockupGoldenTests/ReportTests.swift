import Foundation
import MockupCore
import MockupRender
import Testing
@testable import MockupGolden

/// The HTML report of a verification run: order, escaping, counts, links, bytes, files.
@Suite struct ReportTests {
    typealias Entry = GoldenReport.Entry

    /// One entry of each kind, in no particular order; image paths need not exist for `html()`.
    static let mixed: [Entry] = [
        Entry(scene: "accounts", name: "00.png", title: "step 0", status: .passed, expected: "/g/accounts/00.png"),
        Entry(scene: "mail-toolbar", name: "01.png", title: "step 1", status: .failed, differentPixels: 1_234, totalPixels: 727_040,
              expected: "/g/mail-toolbar/01.png", actual: "/r/mail-toolbar/01.png", diff: "/r/mail-toolbar/01.diff.png"),
        Entry(scene: "old", name: "07.png", title: "step 7", status: .orphan, expected: "/g/old/07.png"),
        Entry(scene: "accounts", name: "02.png", title: "step 2", status: .missing, actual: "/r/accounts/02.png"),
        Entry(scene: "accounts", name: "01.png", title: "step 1", status: .recorded, expected: "/g/accounts/01.png"),
        Entry(scene: "accounts", name: "03.png", title: "step 3", status: .failed, note: "size 640x960 vs 640x1136",
              expected: "/g/accounts/03.png", actual: "/r/accounts/03.png"),
        Entry(scene: "accounts", name: "03.filmstrip.png", title: "step 3 transition (filmstrip)", status: .failed,
              differentPixels: 12, totalPixels: 3_000_000, expected: "/g/accounts/03.filmstrip.png",
              actual: "/r/accounts/03.filmstrip.png", diff: "/r/accounts/03.filmstrip.diff.png"),
    ]

    static func report(_ entries: [Entry] = mixed) -> GoldenReport {
        GoldenReport(title: "mockup verify — Fixtures/golden", command: "mockup verify Fixtures/scenes/*.yaml --record failed",
                     entries: entries)
    }

    /// Where `needle` first occurs in `html`, or nil.
    static func offset(of needle: String, in html: String) -> Int? {
        html.range(of: needle).map { html.distance(from: html.startIndex, to: $0.lowerBound) }
    }

    @Test func failuresComeFirstThenMissingRecordedOrphanPassedEachByScene() throws {
        let html = Self.report().html()
        let order = ["accounts/03.filmstrip.png", "accounts/03.png", "mail-toolbar/01.png", "accounts/02.png",
                     "accounts/01.png", "old/07.png", "accounts/00.png"]
        let offsets = try order.map { try #require(Self.offset(of: "id=\"\($0)\"", in: html), "no entry \($0)") }
        #expect(offsets == offsets.sorted(), "entries out of order: \(order)")
        let groups = ["failed", "missing", "recorded", "orphan", "passed"].map { Self.offset(of: "<section class=\"group \($0)\"", in: html) }
        #expect(groups.allSatisfy { $0 != nil } && groups.map { $0 ?? 0 } == groups.map { $0 ?? 0 }.sorted())
        #expect(html.contains("Recorded — look at it before committing."))
    }

    @Test func everyTextIsEscaped() {
        let report = GoldenReport(
            title: "verify <golden> & 'more'", command: "MOCKUP_RECORD=all make test && echo \"<done>\"",
            versionWarning: "cairo 1.16 <> 1.18 & \"pango\"",
            entries: [Entry(scene: "a&b", name: "0'1.png", title: "step <1> & \"2\"", status: .failed,
                            note: "size <640x960> & 'more'", expected: "/g/x.png", actual: "/r/x.png")])
        let html = report.html()
        for raw in ["<golden>", "'more'", "<done>", "<> 1.18", "step <1>", "<640x960>", "a&b", "0'1.png", "\"2\""] {
            #expect(!html.contains(raw), "unescaped: \(raw)")
        }
        for escaped in ["verify &lt;golden&gt; &amp; &#39;more&#39;", "echo &quot;&lt;done&gt;&quot;",
                        "cairo 1.16 &lt;&gt; 1.18 &amp; &quot;pango&quot;", "step &lt;1&gt; &amp; &quot;2&quot;",
                        "size &lt;640x960&gt; &amp; &#39;more&#39;", ">a&amp;b<", ">0&#39;1.png<"] {
            #expect(html.contains(escaped), "missing: \(escaped)")
        }
    }

    @Test func summaryCountsEachKindAndShowsTheCommandForFailures() {
        let html = Self.report().html()
        for (status, count, label) in [("failed", 3, "failed"), ("missing", 1, "missing"), ("recorded", 1, "recorded"),
                                       ("orphan", 1, "orphans"), ("passed", 1, "passed")] {
            #expect(html.contains("<a class=\"count \(status)\" href=\"#\(status)\"><b>\(count)</b> \(label)</a>"), "\(status)")
        }
        #expect(html.contains("<span class=\"count total\"><b>7</b> total</span>"))
        #expect(html.contains("6 of 7 pictures need attention."))
        #expect(html.contains("<code id=\"command\">mockup verify Fixtures/scenes/*.yaml --record failed</code>"))
        #expect(html.contains("<b>1,234</b> of 727,040 pixels differ (<b>0.17%</b>)"))
        #expect(html.contains("<b>12</b> of 3,000,000 pixels differ (<b>0.0004%</b>)"))
        #expect(html.contains("<p class=\"note\">size 640x960 vs 640x1136</p>"))

        let passing = Self.report([Self.mixed[0]]).html()
        #expect(passing.contains("<span class=\"count failed zero\"><b>0</b> failed</span>"))
        #expect(passing.contains("Every picture matches its golden."))
        #expect(!passing.contains("id=\"command\""), "no command without failures")
        #expect(!passing.contains("class=\"warning\""))
        #expect(Self.report([]).html().contains("Nothing to report"))
    }

    @Test func imagesAreLinkedByEscapedRelativeNames() {
        let report = Self.report([
            Entry(scene: "catalog-classic@iphone-15", name: "03.png", title: "step 3", status: .failed, differentPixels: 5,
                  totalPixels: 100, expected: "/g/catalog-classic@iphone-15/03.png", actual: "/r/a b/03.png", diff: "/r/03.diff.png"),
            Entry(scene: "../up", name: "x y.png", title: "odd", status: .passed, expected: "/g/x y.png"),
        ])
        let html = report.html()
        for name in ["expected", "actual", "diff"] {
            #expect(html.contains("src=\"images/catalog-classic%40iphone-15/03.\(name).png\""), "\(name)")
        }
        #expect(html.contains("src=\"images/_.._up/x_y.expected.png\""), "a scene never leaves images/")
        #expect(!html.contains("\"/g/") && !html.contains("\"/r/"), "no absolute path")
        #expect(html.contains("href=\"#catalog-classic%40iphone-15/03.png\""))
        // Three views: side by side (3 images), overlay and slider (2 each), plus the thumbnail.
        #expect(html.components(separatedBy: "<img ").count - 1 == 8)
        #expect(html.contains("<body data-images=\"8\">"))
        for view in ["side", "overlay", "slider"] {
            #expect(html.contains("role=\"tabpanel\" id=\"f1-\(view)\""), "\(view)")
        }
        #expect(!html.contains("loading=\"lazy\""))
    }

    @Test func sameReportGivesTheSameBytesWhateverTheEntryOrder() {
        let html = Self.report().html()
        #expect(Self.report().html() == html)
        #expect(Self.report(Self.mixed.reversed()).html() == html)
        #expect(Self.report(Self.mixed.shuffled()).html() == html)
    }

    @Test func imageNamesAreUniqueAndStable() {
        let twice = [Entry(scene: "s", name: "01.png", title: "a", status: .missing, actual: "/r/1.png"),
                     Entry(scene: "S", name: "01.png", title: "b", status: .missing, actual: "/r/2.png")]
        let names = GoldenReport(title: "t", entries: twice).layout().flatMap(\.images).map(\.relative)
        #expect(names == ["images/S/01.actual.png", "images/s/01.actual-2.png"])
    }

    @Test func writeCopiesEveryImageBesideThePage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("report-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("src")
        try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
        for (name, byte) in [("e.png", UInt8(1)), ("a.png", 2), ("d.png", 3)] {
            try Data([byte]).write(to: source.appendingPathComponent(name))
        }
        let report = Self.report([Entry(scene: "catalog-classic@iphone-15", name: "03.png", title: "step 3", status: .failed,
                                        expected: source.appendingPathComponent("e.png").path,
                                        actual: source.appendingPathComponent("a.png").path,
                                        diff: source.appendingPathComponent("d.png").path)])
        let out = folder.appendingPathComponent("report")
        let index = try report.write(to: out.path)
        #expect(index == out.appendingPathComponent("index.html").path)
        #expect(try Data(contentsOf: URL(fileURLWithPath: index)) == Data(report.html().utf8))
        for (name, byte) in [("expected", UInt8(1)), ("actual", 2), ("diff", 3)] {
            let copy = out.appendingPathComponent("images/catalog-classic@iphone-15/03.\(name).png")
            #expect(try Data(contentsOf: copy) == Data([byte]), "\(name)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("images/catalog-classic@iphone-15").path).sorted()
                == ["03.actual.png", "03.diff.png", "03.expected.png"], "no temporary file left")

        let broken = Self.report([Entry(scene: "s", name: "0.png", title: "t", status: .passed, expected: "/nonexistent/0.png")])
        #expect { try broken.write(to: out.path) } throws: { error in
            "\(error)".contains("/nonexistent/0.png") && "\(error)".contains("cannot be read")
        }
    }

    @Test func numbersAndURLsAreFormattedWithoutLocale() {
        #expect(HTMLText.grouped(0) == "0")
        #expect(HTMLText.grouped(999) == "999")
        #expect(HTMLText.grouped(1_000) == "1,000")
        #expect(HTMLText.grouped(1_234_567) == "1,234,567")
        #expect(HTMLText.percent(1, of: 3) == "33.33%")
        #expect(HTMLText.percent(2, of: 3) == "66.67%")
        #expect(HTMLText.percent(5, of: 100) == "5.00%")
        #expect(HTMLText.percent(100, of: 100) == "100.00%")
        #expect(HTMLText.percent(0, of: 100) == "0.00%")
        #expect(HTMLText.percent(1, of: 1_000_000) == "0.0001%")
        #expect(HTMLText.urlPath("images/a b@c/ü#?.png") == "images/a%20b%40c/%C3%BC%23%3F.png")
    }
}

/// The report opened in headless Chromium: every image loads, every failure's three views
/// are wired, `?view=` picks the view, and the pictures are really painted.
@Suite struct ReportBrowserTests {
    typealias Colour = (r: UInt8, g: UInt8, b: UInt8)
    static let expected: Colour = (200, 30, 30), actual: Colour = (30, 60, 200), diff: Colour = (240, 200, 0)
    /// `actual` at 50% opacity over `expected`: what the overlay view shows first.
    static let blend: Colour = (115, 45, 115)

    /// A solid PNG.
    static func png(_ colour: Colour, _ width: Int, _ height: Int, at path: URL) throws -> String {
        let pixel = [colour.r, colour.g, colour.b, 255]
        let image = RGBAImage(width: width, height: height, pixels: Array([[UInt8]](repeating: pixel, count: width * height).joined()))
        try Data(PNGEncoder().encode(image)).write(to: path)
        return path.path
    }

    /// A failure whose pictures differ in size, a filmstrip failure, a passed and a recorded entry.
    static func report(in folder: URL) throws -> GoldenReport {
        let source = folder.appendingPathComponent("src")
        try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
        func file(_ name: String, _ colour: Colour, _ width: Int, _ height: Int) throws -> String {
            try png(colour, width, height, at: source.appendingPathComponent(name))
        }
        return GoldenReport(title: "mockup verify — browser test", command: "mockup verify scenes/*.yaml --record failed", entries: [
            .init(scene: "catalog-classic@iphone-15", name: "03.png", title: "step 3", status: .failed,
                  differentPixels: 21_600, totalPixels: 26_400, note: "size 120x180 vs 120x220",
                  expected: try file("e.png", expected, 120, 180), actual: try file("a.png", actual, 120, 220),
                  diff: try file("d.png", diff, 120, 180)),
            .init(scene: "mail-toolbar", name: "02.filmstrip.png", title: "step 2 transition (filmstrip)", status: .failed,
                  differentPixels: 10, totalPixels: 48_000, expected: try file("fe.png", (90, 90, 90), 800, 60),
                  actual: try file("fa.png", (150, 150, 150), 800, 60), diff: try file("fd.png", (250, 130, 0), 800, 60)),
            .init(scene: "accounts", name: "00.png", title: "step 0", status: .passed, expected: try file("p.png", (40, 160, 70), 90, 160)),
            .init(scene: "accounts", name: "01.png", title: "step 1", status: .recorded, expected: try file("r.png", (0, 150, 160), 90, 160)),
        ])
    }

    /// For each colour (at most 8), the pixels of `image` within 3 of it in every channel.
    /// NB: one table lookup per channel, as the tests run unoptimized.
    static func counts(_ colours: [Colour], in image: RGBAImage) -> [Int] {
        var tables = [[UInt8]](repeating: [UInt8](repeating: 0, count: 256), count: 3)
        for (n, colour) in colours.enumerated() {
            for (channel, value) in [colour.r, colour.g, colour.b].enumerated() {
                for v in max(0, Int(value) - 3)...min(255, Int(value) + 3) { tables[channel][v] |= 1 << n }
            }
        }
        var counts = [Int](repeating: 0, count: colours.count)
        let (red, green, blue) = (tables[0], tables[1], tables[2])
        image.pixels.withUnsafeBufferPointer { pixels in
            for i in stride(from: 0, to: pixels.count, by: 4) {
                let match = red[Int(pixels[i])] & green[Int(pixels[i + 1])] & blue[Int(pixels[i + 2])]
                if match == 0 { continue }
                for n in colours.indices where match & (1 << n) != 0 { counts[n] += 1 }
            }
        }
        return counts
    }

    /// The value of `data-NAME` on the dumped page's `<body>`.
    static func bodyAttribute(_ name: String, in dom: String) -> String? {
        guard let body = dom.range(of: "<body"), let end = dom[body.upperBound...].firstIndex(of: ">") else { return nil }
        let tag = dom[body.upperBound..<end]
        guard let start = tag.range(of: " data-\(name)=\"") else { return nil }
        return tag[start.upperBound...].split(separator: "\"", maxSplits: 1).first.map(String.init)
    }

    /// The opening tag of the element with `id` in the dumped page.
    static func tag(id: String, in dom: String) -> String {
        guard let at = dom.range(of: "id=\"\(id)\""),
              let open = dom[..<at.lowerBound].lastIndex(of: "<"),
              let close = dom[at.upperBound...].firstIndex(of: ">") else { return "" }
        return String(dom[open...close])
    }

    @Test(.timeLimit(.minutes(2))) func pageLoadsEveryImageWiresEveryViewAndPaintsThePictures() throws {
        guard let chromium = Chromium.find() else {
            Issue.record("chromium is not installed (not in PATH nor at /usr/bin/chromium): run `make deps`, which installs it")
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("report-browser-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = try Self.report(in: folder)
        let page = try report.write(to: folder.appendingPathComponent("report").path)
        let images = report.html().components(separatedBy: "<img ").count - 1
        #expect(images == 3 + 4 + 3 + 4 + 1 + 1)

        // Each view, picked by `?view=`: every image loads, both failures are wired and open on
        // that view, and the screenshot shows what the view paints. Side by side: all three
        // pictures; overlay: actual at half opacity over expected, no diff; slider: expected left
        // of the divider, actual right of it, neither diff nor blend. The three browsers run
        // at once, as each mostly waits.
        let views = ["side", "overlay", "slider"]
        let opened = Gathered<(dom: String, shot: RGBAImage)>(count: views.count)
        DispatchQueue.concurrentPerform(iterations: views.count) { index in
            let png = folder.appendingPathComponent("\(views[index]).png").path
            opened.set(index, Result {
                let dom = try chromium.open(page, query: index == 0 ? "" : "?view=\(views[index])", screenshot: png)
                return (dom, try PNGDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: png)))))
            })
        }
        for (view, result) in zip(views, opened.values) {
            let (dom, shot) = try result.get()
            #expect(Self.bodyAttribute("images-loaded", in: dom) == "\(images)", "\(view): images that loaded")
            #expect(Self.bodyAttribute("images-broken", in: dom) == "0", "\(view): images that did not load")
            #expect(Self.bodyAttribute("failures", in: dom) == "2")
            #expect(Self.bodyAttribute("views-ready", in: dom) == "2", "\(view): failures whose three views are wired")
            #expect(Self.bodyAttribute("view", in: dom) == view)
            for failure in ["f1", "f2"] {
                for panel in ["side", "overlay", "slider"] {
                    #expect(Self.tag(id: "\(failure)-\(panel)", in: dom).contains(" hidden") == (panel != view), "\(view): \(failure) \(panel)")
                }
                #expect(Self.tag(id: "\(failure)-\(view)-tab", in: dom).contains("aria-selected=\"true\""), "\(view): \(failure) tab")
            }
            #expect(dom.contains("class=\"entry failed wide\""), "the filmstrip is laid out one picture per row")

            #expect(shot.width == 1200 && shot.height == 1600)
            let counts = Self.counts([Self.expected, Self.actual, Self.diff, Self.blend], in: shot)
            let (expected, actual, diff, blend) = (counts[0], counts[1], counts[2], counts[3])
            switch view {
            case "side":
                #expect(expected >= 120 * 170 && actual >= 120 * 210 && diff >= 120 * 170 && blend < 20,
                        "side by side: expected \(expected), actual \(actual), diff \(diff), blend \(blend) pixels")
            case "overlay":
                #expect(blend >= 120 * 170 && diff < 20, "overlay: blend \(blend), diff \(diff) pixels")
            default:
                #expect(expected >= 50 * 150 && actual >= 50 * 190 && diff < 20 && blend < 20,
                        "slider: expected \(expected), actual \(actual), diff \(diff), blend \(blend) pixels")
            }
        }
    }
}
