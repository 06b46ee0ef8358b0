import Foundation
import MockupCore
import MockupScene
import Testing
@testable import MockupUI

/// Every segue shape Xcode writes loads: storyboard references followed into
/// the files beside the storyboard (or drawn plain when absent), unwind,
/// peek-and-pop, custom, embed and split view relationship segues; a segue
/// that leads nowhere stays a located error.
@Suite struct StoryboardSegueTests {
    static let main = InterfaceBuilderTests.path("references/Main.storyboard")

    /// The layout tree of a scene file's step.
    func root(_ path: String, step: Int) throws -> LayoutNode {
        let scene = try SceneLoader.load(path: path)
        let layout = SceneLayout(scene: scene, measurer: ApproximateTextMeasurer())
        return try layout.window(layout.play().states[step]).layoutNode()
    }

    /// The title the top navigation bar shows.
    func barTitle(_ root: LayoutNode) -> String? { root.nodes(ofKind: "navigationBar").last?.title }

    @Test func referencesLeadIntoTheStoryboardsBesideTheFile() throws {
        let scene = try InterfaceBuilderLoader.load(path: Self.main)
        // Base.lproj/Settings.storyboard's controllers, and the top-level Profile.storyboard's.
        for name in ["settings", "advanced", "profile", "editProfile"] { #expect(scene.screens[name] != nil, "\(name)") }
        // The second tab is the reference to Profile.storyboard: its initial navigation controller.
        guard case .tabBar(let tabs)? = scene.screens["TAB-01-001"]?.content else { Issue.record("no tab bar controller"); return }
        #expect(tabs.viewControllers.map { if case .screen(let name, _) = $0 { name } else { "" } } == ["NAV-01-001", "NAV-02-001", "SPL-01-001"])
        // Steps push the controllers references lead to, by name.
        let story = InterfaceBuilderTests.path("references-story.yaml")
        let settings = try root(story, step: 1)
        #expect(barTitle(settings) == "Settings")
        #expect(settings.nodes(ofKind: "tableCell").map(\.text) == ["Advanced"])
        #expect(barTitle(try root(story, step: 2)) == "Advanced")
        let profile = try root(story, step: 6)
        #expect(profile.nodes(ofKind: "tabBarItem").map(\.title) == ["Home", "Profile", "Mail"])
        #expect(profile.nodes(ofKind: "label").contains { $0.text == "Jane Appleseed" })
        #expect(barTitle(try root(story, step: 7)) == "Edit Profile")
    }

    @Test func anAbsentStoryboardIsAPlainScreenTitledWithItsNameAndOneWarning() throws {
        let scene = try InterfaceBuilderLoader.load(path: Self.main)
        #expect(scene.warnings.filter { $0.contains("Help.storyboard") } == [
            "\(Self.main): warning: 1 reference to Help.storyboard, which is not beside it, drawn as a plain screen",
        ])
        #expect(scene.screens["Help"]?.title == "Help")
        let help = try root(InterfaceBuilderTests.path("references-story.yaml"), step: 4)
        #expect(barTitle(help) == "Help")
        #expect(help.nodes(ofKind: "label").contains { $0.text == "Help.storyboard" })
        // A scene file that imports the storyboard passes the warnings on.
        #expect(try SceneLoader.load(path: InterfaceBuilderTests.path("references-story.yaml")).warnings.contains {
            $0.hasSuffix("1 reference to Help.storyboard, which is not beside it, drawn as a plain screen")
        })
    }

    @Test func unwindPeekAndPopCustomAndSplitSeguesLoad() throws {
        let scene = try InterfaceBuilderLoader.load(path: Self.main)
        // The unwind segues' controller, the custom segue's, the split view controller's columns.
        for name in ["compose", "about", "mailboxes", "message"] { #expect(scene.screens[name] != nil, "\(name)") }
        // The split view controller shows collapsed on a phone, as its master, in its tab.
        let mail = try root(InterfaceBuilderTests.path("references-story.yaml"), step: 8)
        #expect(mail.nodes(ofKind: "label").contains { $0.text == "Mailboxes" })
        #expect(!scene.warnings.contains { $0.contains("UISplitViewController") })
    }

    @Test func anEmbedSeguePutsItsControllersViewInTheContainerView() throws {
        // The container view at (16, 260) in Home's 667-point root view, 64 points of bars above: y 196 + 64.
        let home = try root(InterfaceBuilderTests.path("references-story.yaml"), step: 0)
        let label = try #require(home.nodes(ofKind: "label").first { $0.text == "3 unread messages" })
        #expect(label.frame == Rect(x: 16 + 8, y: 64 + 196 + 50, width: 327, height: 21))
    }

    /// Writes files into a fresh folder and loads the first.
    func load(_ files: [(String, String)]) throws -> (Scene?, [String]) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("ib-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        for (name, text) in files {
            let url = dir.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        do {
            return (try InterfaceBuilderLoader.load(path: dir.appendingPathComponent(files[0].0).path), [])
        } catch {
            return (nil, error.diagnostics.map { $0.description.replacingOccurrences(of: dir.path + "/", with: "") })
        }
    }

    /// A storyboard of one view controller `id` whose view holds a button with `connections`.
    static func storyboard(_ id: String, _ connections: String, more: String = "") -> String {
        """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="\(id)">
        <device id="retina4_7"/><scenes><scene><objects>
        <viewController storyboardIdentifier="\(id)" id="\(id)"><view key="view" id="\(id)-v"><rect key="frame" x="0" y="0" width="375" height="667"/>
        <subviews><button id="\(id)-b"><rect key="frame" x="0" y="0" width="100" height="30"/><connections>\(connections)</connections></button></subviews>
        </view></viewController>
        \(more)
        </objects></scene></scenes></document>
        """
    }

    @Test func aSegueThatLeadsNowhereIsLocatedInItsOwnFile() throws {
        let (_, errors) = try load([
            ("Main.storyboard", Self.storyboard("a", #"<segue destination="ref" kind="show" id="s1"/>"#,
                                                more: #"<viewControllerPlaceholder storyboardName="Other" id="ref"/>"#)),
            ("Other.storyboard", Self.storyboard("b", "\n" + #"<segue destination="gone" kind="show" id="s2"/>"#)),
        ])
        #expect(errors == ["Other.storyboard:5:1: error: segue 's2' leads to 'gone', which is not in the document"])
        let (_, own) = try load([("Main.storyboard", Self.storyboard("a", #"<segue kind="show" id="s3"/>"#))])
        #expect(own == ["Main.storyboard:4:96: error: segue 's3' has no destination"])
        let (_, reused) = try load([("Main.storyboard", Self.storyboard("a", #"<segue reference="s9"/>"#))])
        #expect(reused == ["Main.storyboard:4:96: error: segue reference 's9' names no segue in the document"])
    }

    @Test func aReferenceWithoutAStoryboardNameLeadsWithinItsOwnFile() throws {
        let (scene, errors) = try load([
            ("Main.storyboard", Self.storyboard("a", #"<segue destination="ref" kind="show" id="s1"/>"#, more: """
                <viewControllerPlaceholder referencedIdentifier="detail" id="ref"/>
                <viewController storyboardIdentifier="detail" title="Detail" id="d"/>
                """)),
        ])
        #expect(errors == [])
        #expect(scene?.screens["detail"]?.title == "Detail")
        #expect(scene?.warnings == [])
    }

    @Test func referenceChainsAndEmbedCyclesEnd() throws {
        // S0 refers to S1, ... S9 to S10: files more than 8 references deep are not read.
        var files: [(String, String)] = []
        for i in 0...10 {
            let next = #"<segue destination="ref" kind="show" id="s"/>"#
            files.append(("S\(i).storyboard", Self.storyboard("c\(i)", next, more: #"<viewControllerPlaceholder storyboardName="S\#(i + 1)" id="ref"/>"#)))
        }
        let (chain, errors) = try load(files)
        #expect(errors == [])
        #expect(chain?.screens["c8"] != nil && chain?.screens["c9"] == nil)
        #expect(chain?.warnings.contains { $0.hasSuffix("1 reference to S9.storyboard, which lies more than 8 references deep, drawn as a plain screen") } == true)
        // A controller whose container view embeds the controller itself draws it once.
        let (cycle, cycleErrors) = try load([("Main.storyboard", """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="a">
            <device id="retina4_7"/><scenes><scene><objects>
            <viewController id="a"><view key="view" id="v"><rect key="frame" x="0" y="0" width="375" height="667"/>
            <subviews><containerView id="c"><rect key="frame" x="0" y="0" width="100" height="100"/>
            <connections><segue destination="a" kind="embed" id="e"/></connections></containerView></subviews>
            </view></viewController></objects></scene></scenes></document>
            """)])
        #expect(cycleErrors == [])
        guard case .view(let view?)? = cycle?.screens["a"]?.content else { Issue.record("no view"); return }
        #expect(view.subviews.count == 1 && view.subviews[0].subviews.count == 1 && view.subviews[0].subviews[0].subviews[0].subviews.isEmpty)
    }

    @Test func anEmbeddedNavigationControllerDrawsItsBarOverItsRoot() throws {
        let (scene, errors) = try load([("Main.storyboard", """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="a">
            <device id="retina4_7"/><scenes><scene><objects>
            <viewController id="a"><view key="view" id="v"><rect key="frame" x="0" y="0" width="375" height="667"/>
            <subviews><containerView id="c"><rect key="frame" x="0" y="300" width="375" height="300"/>
            <connections><segue destination="n" kind="embed" id="e"/></connections></containerView></subviews>
            </view></viewController>
            <navigationController id="n"><navigationBar key="navigationBar" id="nb">
            <color key="barTintColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></navigationBar>
            <connections><segue destination="r" kind="relationship" relationship="rootViewController" id="rs"/></connections></navigationController>
            <viewController title="Inner" id="r"><view key="view" id="rv"><rect key="frame" x="0" y="0" width="375" height="300"/>
            <color key="backgroundColor" red="0" green="0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></view></viewController>
            </objects></scene></scenes></document>
            """)])
        #expect(errors == [])
        guard case .view(let view?)? = scene?.screens["a"]?.content, let embedded = view.subviews.first?.subviews.first else {
            Issue.record("no container view")
            return
        }
        // The root's view below the 44-point bar, the bar in its colour and titled with the root's title.
        #expect(embedded.frame == Rect(x: 0, y: 0, width: 375, height: 300))
        #expect(embedded.subviews.map(\.frame) == [Rect(x: 0, y: 44, width: 375, height: 256), Rect(x: 0, y: 0, width: 375, height: 44)])
        #expect(embedded.subviews[0].backgroundColor == Color(r: 0, g: 0, b: 255))
        guard case .navigationBar(let bar) = embedded.subviews[1].kind else { Issue.record("no bar"); return }
        #expect(bar.barTintColor == Color(r: 255, g: 0, b: 0) && bar.items.map(\.title) == ["Inner"])
    }
}
