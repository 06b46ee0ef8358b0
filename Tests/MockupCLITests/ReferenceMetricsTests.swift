import Foundation
import Testing

/// The reference metrics of UIKIT-REFERENCE.md, read back from `mockup layout`'s JSON.
@Suite struct ReferenceMetricsTests {
    static func scene(style: String) -> String {
        """
        style: \(style)
        screens:
          list:
            title: Inbox
            toolbarItems: [{systemItem: refresh}]
            view:
              view:
                subviews:
                  - textField: {id: field, placeholder: Name, borderStyle: roundedRect}
                  - button: {id: button, title: Sign In}
          grouped: {title: Settings, table: {style: grouped, sections: [{rows: [Wi-Fi, Sounds]}]}}
          crowded:
            title: A Title Far Too Long For This Bar
            navigationItem:
              leftBarButtonItem: {systemItem: cancel}
              rightBarButtonItem: {title: Send Now Please, style: done}
          segs:
            navigationItem:
              titleView: {segmentedControl: {segments: [All, Missed], controlStyle: bar}}
        root:
          tabBarController:
            viewControllers:
              - navigationController: {viewControllers: [list], toolbarHidden: false}
              - {title: Other}
        steps: [{push: grouped}, {push: crowded}, {push: segs}, {rotate: landscapeLeft}]
        """
    }

    struct Dump {
        var nodes: [[String: Any]]
        func frames(_ kind: String) -> [[Double]] {
            nodes.filter { $0["kind"] as? String == kind }.map { ($0["frame"] as? [Double]) ?? [] }
        }
        func frame(id: String) -> [Double]? {
            nodes.first { $0["id"] as? String == id }?["frame"] as? [Double]
        }
        /// The label children of the navigation bar.
        var titleLabels: [[String: Any]] {
            let bar = nodes.first { $0["kind"] as? String == "navigationBar" }
            return ((bar?["children"] as? [[String: Any]]) ?? []).filter { $0["kind"] as? String == "label" }
        }
    }

    func layout(style: String, step: Int, device: String? = nil) throws -> Dump {
        let folder = try CLI.temporaryFolder()
        let file = folder.appendingPathComponent("metrics.yaml")
        try Self.scene(style: style).write(to: file, atomically: true, encoding: .utf8)
        let result = try CLI.run(["layout", file.path, "--step", "\(step)"] + (device.map { ["--device", $0] } ?? []))
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        func flatten(_ node: [String: Any]) -> [[String: Any]] {
            [node] + ((node["children"] as? [[String: Any]]) ?? []).flatMap(flatten)
        }
        return Dump(nodes: flatten(try #require(json["root"] as? [String: Any])))
    }

    @Test(arguments: ["classic", "modern"]) func barsInPortraitAndLandscape(style: String) throws {
        let first = try layout(style: style, step: 0)
        #expect(first.frames("statusBar") == [[0, 0, 320, 20]])
        #expect(first.frames("navigationBar") == [[0, 20, 320, 44]])
        #expect(first.frames("tabBar") == [[0, 431, 320, 49]])
        #expect(first.frames("toolbar") == [[0, 387, 320, 44]])
        let turned = try layout(style: style, step: 4)
        #expect(turned.frames("statusBar") == [[0, 0, 480, 20]])
        #expect(turned.frames("navigationBar") == [[0, 20, 480, 32]])
        #expect(turned.frames("toolbar") == [[0, 239, 480, 32]])
        let modern = try layout(style: style, step: 0, device: "iphone-15")
        #expect(modern.frames("statusBar") == [[0, 0, 393, 59]])
        #expect(modern.frames("tabBar") == [[0, 852 - 83, 393, 83]])
    }

    @Test(arguments: [("classic", 30.0), ("modern", 29.0)]) func barSegmentedControlIsCentredInItsBar(style: String, height: Double) throws {
        let dump = try layout(style: style, step: 3)
        let bar = try #require(dump.frames("navigationBar").first)
        let control = try #require(dump.frames("segmentedControl").first)
        #expect(control[3] == height)
        #expect(control[1] + control[3] / 2 == bar[1] + bar[3] / 2)
        #expect(control[0] + control[2] / 2 == 160)
    }

    @Test func rowsGroupedInsetTextFieldAndButton() throws {
        let classic = try layout(style: "classic", step: 1)
        let cells = classic.frames("tableCell")
        #expect(cells.count == 2 && cells.allSatisfy { $0[0] == 10 && $0[2] == 300 && $0[3] == 44 })
        let modern = try layout(style: "modern", step: 1)
        #expect(modern.frames("tableCell").allSatisfy { $0[0] == 0 && $0[2] == 320 && $0[3] == 44 })
        let controls = try layout(style: "classic", step: 0)
        #expect(controls.frame(id: "field")?[3] == 31)
        #expect(controls.frame(id: "button")?[3] == 37)
    }

    @Test(arguments: ["classic", "modern"]) func titleIsCentredThenShiftedThenTruncated(style: String) throws {
        let plain = try layout(style: style, step: 0)
        let title = try #require(plain.titleLabels.first)
        let frame = try #require(title["frame"] as? [Double])
        #expect(frame[0] + frame[2] / 2 == 160)
        let crowded = try layout(style: style, step: 2)
        let items = crowded.frames("barButtonItem")
        #expect(items.count == 2)
        let box = try #require(crowded.titleLabels.first?["frame"] as? [Double])
        // Between the items, pushed off centre by the wider one, and narrower than its text needs.
        let gap = style == "classic" ? 5.0 : 8.0
        #expect(box[0] >= items[0][0] + items[0][2] && box[0] + box[2] <= items[1][0])
        #expect(box[0] + box[2] / 2 < 160)
        #expect(box[2] < 320 - 2 * gap - items[0][2] - items[1][2])
        #expect(crowded.titleLabels.first?["text"] as? String == "A Title Far Too Long For This Bar")
    }
}
