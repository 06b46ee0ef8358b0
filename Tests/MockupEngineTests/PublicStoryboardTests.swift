import Foundation
import MockupCore
import MockupScene
import Testing
@testable import MockupUI

/// Storyboards from public projects (Fixtures/interface-builder/public/README.md)
/// load, their references, embeds, split views and bars read.
@Suite struct PublicStoryboardTests {
    static func path(_ name: String) -> String { InterfaceBuilderTests.path("public/\(name)") }

    @Test func duckDuckGosTabFollowsItsReferences() throws {
        let file = Self.path("duckduckgo/Base.lproj/Tab.storyboard")
        let scene = try InterfaceBuilderLoader.load(path: file)
        // DaxOnboarding's controller by its referenced identifier, JSAlertController's initial one.
        #expect(scene.screens["FullscreenDaxDialog"] != nil)
        #expect(scene.warnings == [
            "\(file): warning: 1 reference to PrivacyDashboard.storyboard, which is not beside it, drawn as a plain screen",
            "\(file): warning: 1 reference to Onboarding.storyboard, which is not beside it, drawn as a plain screen",
        ])
        // The alert container view holds the JSAlertController's view, with its OK button.
        let layout = SceneLayout(scene: scene, measurer: ApproximateTextMeasurer())
        let root = try layout.window(layout.play().states[0]).layoutNode()
        #expect(root.nodes(ofKind: "button").contains { $0.title == "OK" })
    }

    @Test func iqKeyboardManagersSettingsHaveLargeTitlesAndABarTint() throws {
        let scene = try InterfaceBuilderLoader.load(path: Self.path("iqkeyboardmanager/Base.lproj/Settings.storyboard"))
        let navigation = scene.screens.values.compactMap { if case .navigation(let nav) = $0.content { nav } else { nil } }
        #expect(navigation.count == 1)
        #expect(navigation.first?.prefersLargeTitles == true)
        // systemBlue: its light value, and in the dark appearance its dark one.
        #expect(navigation.first?.barTintColor?.inLight == Color(r: 0, g: 122, b: 255))
        #expect(navigation.first?.barTintColor?.inDark == Color(r: 10, g: 132, b: 255))
    }

    @Test func theMasterDetailTemplateShowsItsMasterOnAPhoneAndBothColumnsOnAnIPad() throws {
        var scene = try InterfaceBuilderLoader.load(path: Self.path("pushpopsplitview/Base.lproj/Main.storyboard"))
        #expect(scene.warnings.isEmpty)
        let layout = SceneLayout(scene: scene, measurer: ApproximateTextMeasurer())
        let root = try layout.window(layout.play().states[0]).layoutNode()
        #expect(root.nodes(ofKind: "navigationBar").compactMap(\.title) == ["Master"])
        // On an iPad in landscape, the master's column (320) beside the detail's.
        scene.device = .preset(.ipadAir11)
        scene.orientation = .landscapeLeft
        let pad = SceneLayout(scene: scene, measurer: ApproximateTextMeasurer())
        let columns = try pad.window(pad.play().states[0]).layoutNode()
        let bars = columns.nodes(ofKind: "navigationBar")
        #expect(bars.map(\.title) == ["Detail", "Master"])
        #expect(bars.map(\.frame) == [Rect(x: 320, y: 24, width: 860, height: 54), Rect(x: 0, y: 24, width: 320, height: 54)])
    }
}
