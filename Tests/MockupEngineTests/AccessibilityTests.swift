import Foundation
import MockupCore
import MockupScene
import Testing
@testable import MockupUI

/// What VoiceOver reads: UIKit's defaults for each kind, what a scene sets,
/// and the reading order of a settings screen.
@Suite struct AccessibilityTests {
    static let settings = """
        device: iphone-15
        style: ios17
        screens:
          settings:
            title: Settings
            navigationItem: {rightBarButtonItem: {systemItem: edit}}
            view:
              backgroundColor: systemGroupedBackground
              subviews:
                - label: {frame: [16, 20, 200, 22], text: Appearance}
                - switch: {id: dark, frame: [320, 50, 51, 31], isOn: true}
                - label: {frame: [16, 55, 200, 22], text: Dark Mode}
                - slider: {frame: [16, 100, 361, 31], value: 0.4}
                - textField: {frame: [16, 150, 361, 34], placeholder: Name}
                - imageView: {frame: [16, 200, 44, 44], image: {systemName: star}}
                - imageView:
                    frame: [70, 200, 44, 44]
                    image: {systemName: heart.fill}
                    isAccessibilityElement: true
                    accessibilityLabel: Favourite
                    accessibilityHint: Adds it to your favourites
                    accessibilityTraits: [button, selected]
                - label: {frame: [16, 260, 200, 22], text: Decoration, isAccessibilityElement: false}
                - button: {frame: [16, 300, 120, 44], title: Sign Out}
        root: {navigationController: {viewControllers: [settings]}}
        """

    @Test func aSettingsScreenReadsInOrderWithUIKitsDefaults() throws {
        let played = try Played(Self.settings)
        let elements = AccessibilityElement.elements(in: try played.layout.window(step: 0))
        #expect(elements.map(\.spoken) == [
            "Settings, heading",
            "Edit, button",
            "Appearance, text",
            "Dark Mode, text",
            "(no label), on, button",
            "(no label), 40%, adjustable",
            "Name",
            "Favourite, button, selected. Adds it to your favourites",
            "Sign Out, button",
        ])
        #expect(elements.first { $0.id == "dark" }?.value == "on")
        // The plain image view is not read; the one made an element is, with the scene's traits.
        #expect(elements.filter { $0.kind == "imageView" }.map(\.traits) == [[.button, .selected]])
    }

    @Test func aCellIsOneElementReadingItsLabels() throws {
        let played = try Played("""
            device: iphone-15
            style: ios17
            screens:
              settings: {title: Settings, table: {style: insetGrouped, rows: [{text: Wi-Fi, detail: Home, style: value1, selected: true}, {text: Bluetooth}]}}
            root: {tabBarController: {viewControllers: [{navigationController: {viewControllers: [settings]}}, {title: Search}]}}
            """)
        let elements = AccessibilityElement.elements(in: try played.layout.window(step: 0))
        #expect(elements.map(\.spoken) == ["Settings, heading", "Wi-Fi, Home, selected", "Bluetooth", "Settings, button, selected", "Search, button"])
        // Right to left, a row reads from the right.
        let rtl = AccessibilityElement.elements(in: try played.layout.window(step: 0), rightToLeft: true)
        #expect(rtl.suffix(2).map(\.label) == ["Search", "Settings"])
    }

    /// Interface Builder's accessibility configuration: label, hint, traits and isElement.
    @Test func interfaceBuildersAccessibilityIsRead() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("ax-\(UUID().uuidString).xib").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data("""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><device id="retina6_1"/><objects>
            <view id="v"><rect key="frame" x="0" y="0" width="414" height="896"/><subviews>
            <imageView id="img"><rect key="frame" x="20" y="100" width="44" height="44"/>
              <accessibility key="accessibilityConfiguration" label="Profile picture" hint="Opens your profile">
                <accessibilityTraits key="traits" image="YES" button="YES"/>
                <bool key="isElement" value="YES"/>
              </accessibility></imageView>
            <label text="Decoration" id="lbl"><rect key="frame" x="20" y="200" width="200" height="21"/>
              <accessibility key="accessibilityConfiguration"><bool key="isElement" value="NO"/></accessibility></label>
            </subviews></view></objects></document>
            """.utf8).write(to: URL(fileURLWithPath: path))
        let layout = SceneLayout(scene: try InterfaceBuilderLoader.load(path: path), measurer: ApproximateTextMeasurer())
        let elements = AccessibilityElement.elements(in: try layout.window(layout.play().states[0]))
        #expect(elements.map(\.spoken) == ["Profile picture, button, image. Opens your profile"])
    }
}
