import Foundation
import MockupCore
import MockupScene
import Testing
@testable import MockupUI

/// Interface Builder fixtures of both formats, read as scenes and laid out:
/// frames, texts and order against what the XML holds.
@Suite struct InterfaceBuilderTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/interface-builder")

    static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// The file read and laid out at step `step`, with the approximate measurer (layout only).
    func root(_ name: String, step: Int = 0) throws -> LayoutNode {
        let scene = try InterfaceBuilderLoader.load(path: Self.path(name))
        let layout = SceneLayout(scene: scene, measurer: ApproximateTextMeasurer())
        let story = try layout.play()
        return try layout.window(story.states[step]).layoutNode()
    }

    @Test func aLegacyTabBarSitsAtTheBottomOfTheWindow() throws {
        // MainWindow.xib stores the tab bar at {{0, 411}, {320, 49}} in a 460-point view: window y 431.
        let root = try root("MainWindow.xib")
        #expect(root.frames(ofKind: "tabBar") == [Rect(x: 0, y: 431, width: 320, height: 49)])
        // Tab items in the archive's order, the favorites system item with its word.
        #expect(root.nodes(ofKind: "tabBarItem").map(\.title) == ["Favorites", "Settings"])
        // The first tab's view comes from FavoritesView.xib (IBUINibName), its toolbar 323 below its top at 64.
        #expect(root.node(id: "Favorites") != nil)
        let label = try #require(root.nodes(ofKind: "label").first { $0.text == "Favorites View" })
        #expect(label.frame == Rect(x: 20, y: 64 + 176, width: 280, height: 21))
        #expect(root.frames(ofKind: "toolbar") == [Rect(x: 0, y: 64 + 323, width: 320, height: 44)])
        #expect(root.nodes(ofKind: "barButtonItem").map(\.title).contains("Edit"))
    }

    @Test func staticCellsKeepTheirSectionsAndOrder() throws {
        let scene = try InterfaceBuilderLoader.load(path: Self.path("Tweets.storyboard"))
        guard case .view(let view?) = scene.screens["Settings"]?.content, case .tableView(let table) = view.kind else {
            Issue.record("no table in Settings")
            return
        }
        #expect(table.style == .grouped)
        #expect(table.sections.map(\.header) == ["Account", "Display"])
        #expect(table.sections.map(\.footer) == [nil, "Applies to every timeline."])
        #expect(table.sections.flatMap(\.rows).map(\.text) == ["Username", "Sign Out", "Show Avatars"])
        #expect(table.sections[0].rows[0].detail == "atebits" && table.sections[0].rows[0].style == .value1)
        #expect(table.sections[0].rows[0].accessory == .disclosureIndicator && table.sections[1].rows[0].accessory == .checkmark)
    }

    @Test func tabsFollowTheSegueOrderWithTheirSystemWords() throws {
        let root = try root("Tweets.storyboard")
        #expect(root.nodes(ofKind: "tabBarItem").map(\.title) == ["Most Recent", "Settings"])
        // The prototype cell, with its text and detail, fills the visible rows as the running app would.
        let cells = root.nodes(ofKind: "tableCell")
        let table = try #require(root.frames(ofKind: "tableView").first)
        #expect(cells.count > 5 && cells.allSatisfy { $0.text == "@atebits" }, "\(cells.map(\.text))")
        #expect((cells.last?.frame.maxY ?? 0) >= table.maxY - 1, "\(cells.last?.frame ?? .zero) in \(table)")
        #expect(root.nodes(ofKind: "navigationBar").count == 1)
    }

    @Test func aXibsViewKeepsItsStoredFrames() throws {
        let root = try root("Controls.xib")
        // retina4_0: iphone-5, the view below the 20-point status bar.
        #expect(root.frame.size == Size(width: 320, height: 568))
        let label = try #require(root.nodes(ofKind: "label").first { $0.text == "Notifications" })
        #expect(label.frame == Rect(x: 16, y: 20 + 110, width: 200, height: 21))
        #expect(root.frames(ofKind: "switch").first?.origin == Point(x: 255, y: 125))
        #expect(root.nodes(ofKind: "segment").map(\.title) == ["Day", "Week", "Month"])
        // The named image: a placeholder of its size, labelled.
        #expect(root.nodes(ofKind: "label").contains { $0.text == "Logo" && $0.frame.size == Size(width: 250, height: 40) })
    }

    @Test func rootViewsRunningBeneathTheBarsLoseTheirTopInset() throws {
        // The tweet's label is at y 80 in a 667-point root view that runs beneath the 64 points of bars.
        let scene = try SceneLoader.load(path: Self.path("tweets-story.yaml"))
        let layout = SceneLayout(scene: scene, measurer: ApproximateTextMeasurer())
        let story = try layout.play()
        let pushed = try layout.window(story.states[2]).layoutNode()
        let label = try #require(pushed.nodes(ofKind: "label").first { $0.text?.hasPrefix("Shipping Tweetie 2 tonight.") == true })
        #expect(label.frame.minY == 64 + 16)
        // The object id names the same controller as its storyboard identifier.
        #expect(try layout.window(story.states[4]).layoutNode().nodes(ofKind: "button").contains { $0.title == "Retweet" })
    }

    @Test func aNamedImageWithItsOwnColourKeepsIt() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("ib-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("Logo.xib").path
        _ = FileManager.default.createFile(atPath: path, contents: Data("""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><device id="retina4_7"/><objects>
            <view id="v"><rect key="frame" x="0" y="0" width="375" height="667"/><subviews>
            <imageView image="Logo" id="i"><rect key="frame" x="10" y="10" width="100" height="40"/>
            <color key="backgroundColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></imageView>
            <imageView image="Badge" id="j"><rect key="frame" x="10" y="60" width="40" height="40"/></imageView>
            </subviews></view></objects></document>
            """.utf8))
        let scene = try InterfaceBuilderLoader.load(path: path)
        guard case .view(let root?)? = scene.screens["view"]?.content else { Issue.record("no view"); return }
        let images = root.subviews
        // The image's own colour, else the placeholder grey; each labelled with its name.
        #expect(images.map(\.backgroundColor) == [Color(r: 255, g: 0, b: 0), Color(hex: "#e5e5ea")])
        #expect(images.map { $0.subviews.first.flatMap { if case .label(let l) = $0.kind { l.text } else { nil } } } == ["Logo", "Badge"])
    }

    @Test func whatIsNotDrawnIsNamedOncePerKind() throws {
        #expect(try InterfaceBuilderLoader.load(path: Self.path("Controls.xib")).warnings == [
            "\(Self.path("Controls.xib")): warning: 1 mapView drawn as a plain view",
        ])
    }

    @Test func convertedYAMLReadsBackAsTheSameScene() throws {
        for name in ["Tweets.storyboard", "Controls.xib", "MainWindow.xib"] {
            let (yaml, _) = try InterfaceBuilderLoader.convert(path: Self.path(name))
            let again = try SceneLoader.parse(yaml, file: Self.path(name))
            #expect(again.screens == (try InterfaceBuilderLoader.load(path: Self.path(name))).screens, "\(name)")
        }
    }

    @Test func badFilesAreLocated() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("ib-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        func errors(_ name: String, _ text: String) -> [String] {
            let path = dir.appendingPathComponent(name).path
            _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
            do {
                _ = try InterfaceBuilderLoader.load(path: path)
                return []
            } catch {
                return error.diagnostics.map { $0.description.replacingOccurrences(of: dir.path + "/", with: "") }
            }
        }
        #expect(errors("a.xib", "<plist version=\"1.0\"><dict/></plist>") == [
            "a.xib:1:1: error: not an Interface Builder file: the root element is <plist>, not <document> or <archive>",
        ])
        #expect(errors("b.storyboard", "<?xml version=\"1.0\"?>\n<document version=\"3.0\">\n<scenes>").first?.hasPrefix("b.storyboard:3:") == true)
        #expect(errors("c.storyboard", """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="n">
            <scenes><scene><objects>
            <navigationController id="n"><connections>
            <segue destination="gone" kind="relationship" relationship="rootViewController" id="s"/>
            </connections></navigationController>
            </objects></scene></scenes></document>
            """) == ["c.storyboard:4:1: error: segue 's' leads to 'gone', which is not in the document"])
        #expect(errors("d.xib", """
            <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="7.10"><data>
            <object class="NSMutableArray" key="IBDocument.RootObjects" id="1000">
            <object class="IBUIViewController" id="1"><string key="IBUINibName">Missing</string></object>
            </object></data></archive>
            """) == ["d.xib:3:1: error: the view of this controller is in 'Missing.xib', which is not beside 'd.xib'"])
    }
}
