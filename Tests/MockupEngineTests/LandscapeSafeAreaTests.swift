import MockupCore
import MockupScene
@testable import MockupUI
import Testing

/// Landscape on phones with a sensor housing: each preset's side insets,
/// table rows and headers kept clear of them, the status bar hidden, and tab
/// items with the title beside the glyph in a compact tab bar.
@Suite struct LandscapeSafeAreaTests {
    static func scene(_ device: String, style: String = "ios17", table: String = "plain") -> String {
        """
        device: \(device)
        style: \(style)
        screens:
          list:
            title: List
            table:
              style: \(table)
              sections:
                - header: Friends
                  rows: [{text: Anna, accessory: disclosureIndicator}, {text: Ben, accessoryView: {switch: {id: on}}}]
        root:
          tabBarController:
            viewControllers: [{navigationController: {viewControllers: [list]}, tabBarItem: {systemItem: favorites}}, {title: Other}]
        orientation: landscapeLeft
        """
    }

    @Test(arguments: [("iphone-x", 44.0), ("iphone-12-mini", 50), ("iphone-11", 48), ("iphone-15", 59), ("iphone-15-pro-max", 59),
                      ("iphone-se", 0), ("iphone-8", 0)])
    func eachPresetHasItsOwnSideInset(_ preset: String, _ side: Double) throws {
        let device = try #require(Device.Preset(rawValue: preset).map(Device.preset))
        #expect(device.safeAreaSides(.landscapeLeft) == side)
        #expect(device.safeAreaSides(.portrait) == 0)
        #expect(device.statusBarHeight(.landscapeRight) == (side > 0 ? 0 : 20))
        #expect(device.safeAreaBottom(.landscapeLeft) == (side > 0 ? 21 : 0))
    }

    @Test(arguments: ["iphone-x", "iphone-12-mini", "iphone-11", "iphone-15", "iphone-15-pro-max"])
    func rowsKeepTheirContentInTheSafeArea(_ preset: String) throws {
        let root = try Played(Self.scene(preset)).root(0)
        let side = try #require(Device.Preset(rawValue: preset).map(Device.preset)).safeAreaSides(.landscapeLeft)
        let width = root.frame.width
        #expect(root.nodes(ofKind: "statusBar").isEmpty)
        for cell in root.nodes(ofKind: "tableCell") {
            // The cell's background spans the table; its content does not enter the unsafe strips.
            #expect(cell.frame.minX == 0 && cell.frame.width == width)
            for part in cell.children {
                #expect(part.frame.minX >= side + 16 - 0.5, "\(preset) \(part.kind) \(part.frame)")
                #expect(part.frame.maxX <= width - side - 0.5, "\(preset) \(part.kind) \(part.frame)")
            }
        }
        let switchFrame = try #require(root.frame(of: "on"))
        #expect(switchFrame.maxX <= width - side)
        let header = try #require(root.first { $0.kind == "label" && $0.text == "Friends" || $0.text == "FRIENDS" })
        #expect(header.frame.minX >= side)
    }

    @Test func roundedSectionsMoveInByTheStrip() throws {
        let portrait = try Played(Self.scene("iphone-15", table: "insetGrouped").replacingOccurrences(of: "orientation: landscapeLeft", with: ""))
        let landscape = try Played(Self.scene("iphone-15", table: "insetGrouped"))
        let upright = try #require(portrait.root(0).nodes(ofKind: "tableCell").first).frame
        let turned = try #require(landscape.root(0).nodes(ofKind: "tableCell").first).frame
        #expect(upright.minX == 16)
        #expect(turned.minX == 59 + 20)
        #expect(turned.maxX == 852 - 59 - 20)
    }

    @Test func tabItemsPutTheTitleBesideTheGlyphInLandscape() throws {
        let landscape = try Played(Self.scene("iphone-15"))
        let item = try #require(landscape.layout.window(landscape.story.states[0]).descendant { $0.kind.name == "tabBarItem" })
        guard case .tabBarItem(let content) = item.content else { Issue.record("not a tab item"); return }
        #expect(content.titleBox.minX >= content.glyphBox.maxX)
        #expect(abs(content.titleBox.midY - content.glyphBox.midY) <= 1)
        #expect(content.titleFont?.size == 13)
        // A compact tab bar on a compact-width phone, a 49-point one on a large phone.
        #expect(try landscape.root(0).frames(ofKind: "tabBar") == [Rect(x: 0, y: 393 - 53, width: 852, height: 53)])
        #expect(try Played(Self.scene("iphone-15-pro-max")).root(0).frames(ofKind: "tabBar") == [Rect(x: 0, y: 430 - 70, width: 932, height: 70)])
        // Upright, and in the looks before iOS 11, the glyph stays above the title.
        let modern = try Played(Self.scene("iphone-15", style: "modern"))
        let old = try #require(modern.layout.window(modern.story.states[0]).descendant { $0.kind.name == "tabBarItem" })
        guard case .tabBarItem(let stacked) = old.content else { Issue.record("not a tab item"); return }
        #expect(stacked.titleBox.minY >= stacked.glyphBox.maxY - 1)
        #expect(stacked.titleFont == nil)
    }
}
