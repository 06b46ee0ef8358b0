import Foundation
import MockupGallery
import MockupScene
import MockupUI
import Testing

/// `mockup gallery`'s site: an index linking to a page a scene, every step's
/// picture, transition, overlays and tree; every link resolves and, opened in
/// headless Chromium, every image loads.
@Suite struct GalleryTests {
    static let list = """
        device: iphone-15
        style: ios17
        screens:
          list: {title: List, table: {rows: [One, Two]}}
          detail: {title: Detail}
        root: {navigationController: {viewControllers: [list]}}
        variants: {dark: {userInterfaceStyle: dark}}
        steps: [{push: detail}]
        """

    /// The `href` and `src` values of a page, in order.
    static func links(in html: String) -> [String] {
        ["href=\"", "src=\""].flatMap { marker in
            html.components(separatedBy: marker).dropFirst().compactMap { $0.split(separator: "\"", maxSplits: 1).first.map(String.init) }
        }
    }

    @Test(.timeLimit(.minutes(2))) func theSiteLinksEveryPageAndEveryImageLoads() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var scene = try SceneLoader.parse(Self.list, file: "list.yaml")
        scene.device = scene.device.withScale(1)
        let dark = try #require(scene.variant(named: "dark"))
        let index = try Gallery(output: folder.path).write([
            Gallery.Entry(folder: "list", title: "List", scene: scene, variants: [("dark", scene.applying(dark))]),
        ])
        #expect(index == folder.path + "/index.html")
        let page = folder.appendingPathComponent("list/index.html")
        let html = try String(contentsOf: page, encoding: .utf8)
        // Two steps a section, as written and dark: each a picture and two overlays; the push's transition too.
        for name in ["00.png", "00.owners.png", "00.accessibility.png", "01.png", "01.apng", "dark/01.apng", "dark/00.accessibility.png"] {
            #expect(html.contains("src=\"\(name)\""), "\(name)")
        }
        #expect(html.contains("<pre class=\"tree\">") && html.contains("navigationBar &quot;Detail&quot;"))
        // Every link of both pages names a file that is there.
        let indexHTML = try String(contentsOfFile: index, encoding: .utf8)
        for (base, links) in [(folder, Self.links(in: indexHTML)), (folder.appendingPathComponent("list"), Self.links(in: html))] {
            for link in links {
                #expect(FileManager.default.fileExists(atPath: base.appendingPathComponent(link).path), "\(link)")
            }
        }
        guard let chromium = Chromium.find() else {
            Issue.record("chromium is not installed (not in PATH nor at /usr/bin/chromium): run `make deps`, which installs it")
            return
        }
        for (path, html) in [(index, indexHTML), (page.path, html)] {
            let images = html.components(separatedBy: "<img ").count - 1
            let dom = try chromium.open(path, screenshot: folder.appendingPathComponent("shot.png").path)
            #expect(ReportBrowserTests.bodyAttribute("images-loaded", in: dom) == "\(images)", "\(path)")
            #expect(ReportBrowserTests.bodyAttribute("images-broken", in: dom) == "0", "\(path)")
        }
    }
}
