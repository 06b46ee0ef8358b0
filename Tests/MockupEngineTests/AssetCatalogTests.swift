import Foundation
import MockupCore
import MockupScene
import Testing
@testable import MockupUI

/// Asset catalogs as UIImage(named:) and UIColor(named:) read them: image
/// sets by scale and appearance with their rendering intent, colour sets in
/// each appearance, folders that provide a namespace.
@Suite struct AssetCatalogTests {
    /// The fixtures' catalog (Fixtures/scenes/content/Assets.xcassets).
    static let catalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/scenes/content/Assets.xcassets").path

    static func scene(_ subviews: String, dark: Bool = false, assets: String = catalog) throws -> Scene {
        try SceneLoader.parse("""
            device: iphone-15
            style: ios17
            assets: [\(assets)]
            traits: {userInterfaceStyle: \(dark ? "dark" : "light")}
            screens:
              s:
                view:
                  subviews:
            \(subviews)
            root: s
            """, file: "/tmp/scene.yaml")
    }

    func drawn(_ subviews: String, dark: Bool = false) throws -> [DisplayItem] {
        try DynamicColorTests.drawn(try Self.scene(subviews, dark: dark))
    }

    func images(_ items: [DisplayItem]) -> [PlacedImage] {
        items.compactMap { if case .image(let image) = $0 { image } else { nil } }
    }

    @Test func anImageSetsDarkVariantIsDrawnInTheDarkAppearance() throws {
        let view = "          - imageView: {frame: [0, 0, 120, 40], image: {named: Banner}}"
        let light = try #require(images(try drawn(view)).first), dark = try #require(images(try drawn(view, dark: true)).first)
        #expect(light.asset.representations.map(\.path).allSatisfy { $0.hasSuffix("banner@2x.png") || $0.hasSuffix("banner@3x.png") })
        #expect(dark.asset.representations.map(\.path).allSatisfy { $0.contains("banner-dark@") })
        #expect(light.asset.representations.map(\.scale) == [2, 3] && light.asset.size == Size(width: 120, height: 40))
        #expect(light.tint == nil, "no rendering intent: an image view draws the original")
    }

    @Test func aTemplateSVGInANamespaceTakesItsTint() throws {
        let items = try drawn("          - imageView: {frame: [0, 0, 24, 24], image: {named: Icons/Bolt, tintColor: {named: BrandTint}}}")
        let bolt = try #require(images(items).first)
        #expect(bolt.asset.isVector)
        guard case .color(let tint)? = bolt.tint else { Issue.record("no tint"); return }
        #expect(tint.inLight == Color(red: 0.9, green: 0.2, blue: 0.4), "template intent, tinted with the colour set's light value")
        #expect(throws: (any Error).self) { try Self.scene("          - imageView: {image: {named: Bolt}}") }
    }

    @Test func colourSetsResolveInEachAppearance() throws {
        let view = "          - view: {frame: [0, 0, 10, 10], backgroundColor: {named: CardBackground}}\n"
            + "          - view: {frame: [0, 20, 10, 10], backgroundColor: {named: BrandTint}}"
        func fills(dark: Bool) throws -> [Color] {
            try drawn(view, dark: dark).compactMap { if case .fill(_, .color(let c), _) = $0 { c.inLight } else { nil } }
        }
        let light = try fills(dark: false), dark = try fills(dark: true)
        // Bytes (255, 242, 247) and fractions.
        #expect(light.contains(Color(r: 255, g: 242, b: 247)))
        #expect(light.contains(Color(red: 0.9, green: 0.2, blue: 0.4)))
        #expect(dark.contains(Color(red: 0.2, green: 0.16, blue: 0.18)))
        // Display P3 (1, 0x60, 0x80) in sRGB: a red beyond sRGB's, clipped; green and blue below their P3 values.
        let p3 = try #require(dark.first { $0.red > 0.999 && $0.green < 0.376 && $0.green > 0.2 }, "\(dark)")
        #expect(abs(p3.blue - 0.51) < 0.03, "\(p3)")
        // The high-contrast variant is not drawn, and the scene says so.
        let scene = try Self.scene(view)
        #expect(scene.warnings.contains { $0.contains("high-contrast") })
    }

    @Test func missingAssetsAreLocatedErrors() throws {
        func message(_ subviews: String, assets: String = Self.catalog) -> String {
            do { _ = try Self.scene(subviews, assets: assets); return "" } catch { return "\(error)" }
        }
        let image = message("          - imageView: {image: {named: Banenr}}")
        #expect(image.contains("scene.yaml:9:") && image.contains("unknown image asset 'Banenr'") && image.contains("Banner"), "\(image)")
        let color = message("          - view: {backgroundColor: {named: Brand}}")
        #expect(color.contains("scene.yaml:9:") && color.contains("colour asset 'Brand'"), "\(color)")
        let missing = message("          - view: {}", assets: "Nowhere.xcassets")
        #expect(missing.contains("scene.yaml:3:") && missing.contains("asset catalog") && missing.contains("not found"), "\(missing)")
    }
}

/// An Interface Builder file with an asset catalog beside it: its named
/// images and colours are the catalog's, light and dark; a name the catalog
/// lacks stays the labelled placeholder.
@Suite struct InterfaceBuilderAssetCatalogTests {
    static let storyboard = InterfaceBuilderTests.path("catalog/BrandedWelcome.storyboard")

    func drawn(dark: Bool) throws -> [DisplayItem] {
        var scene = try InterfaceBuilderLoader.load(path: Self.storyboard)
        if dark { scene.traits.userInterfaceStyle = .dark }
        return try DynamicColorTests.drawn(scene)
    }

    @Test func namedImagesAndColoursComeFromTheCatalog() throws {
        let (yaml, _) = try InterfaceBuilderLoader.convert(path: Self.storyboard)
        #expect(yaml.contains("assets:") && yaml.contains("Assets.xcassets"))
        #expect(yaml.contains("named: \"Banner\"") && yaml.contains("named: \"Icons/Bolt\"") && yaml.contains("named: \"CardBackground\""))
        let light = try drawn(dark: false), dark = try drawn(dark: true)
        func images(_ items: [DisplayItem]) -> [PlacedImage] { items.compactMap { if case .image(let i) = $0 { i } else { nil } } }
        let banner = try #require(images(light).first { $0.asset.name == "Banner" })
        #expect(banner.asset.representations.allSatisfy { !$0.path.contains("dark") })
        #expect(images(dark).first { $0.asset.name == "Banner" }?.asset.representations.allSatisfy { $0.path.contains("dark") } == true)
        // The bolt in the card is tinted with the catalog's colour (the image view's tintColor), the button's in the button's tint.
        let bolts = images(light).filter { $0.asset.name == "Bolt" }
        #expect(bolts.count == 2)
        let fills = light.compactMap { if case .fill(_, .color(let c), _) = $0 { c.inLight } else { nil } }
        #expect(fills.contains(Color(r: 255, g: 242, b: 247)), "the card's colour set, not the resources' copy")
        let darkFills = dark.compactMap { if case .fill(_, .color(let c), _) = $0 { c } else { nil } }
        #expect(darkFills.contains(Color(red: 0.2, green: 0.16, blue: 0.18)))
        // Mascot is in no catalog: its placeholder names it.
        #expect(light.contains { if case .text(let run) = $0 { run.text == "Mascot" } else { false } })
    }

    @Test func aFontDescriptionsNameIsTheProjectsFontFile() throws {
        let (yaml, _) = try InterfaceBuilderLoader.convert(path: Self.storyboard)
        #expect(yaml.contains("Fonts/DejaVuSerif-Bold.ttf") && yaml.contains("name: \"DejaVuSerif-Bold\""))
        let title = try #require(try drawn(dark: false).compactMap { if case .text(let run) = $0, run.text == "Fast by design" { run } else { nil } }.first)
        #expect(title.font.family.rawValue == "DejaVu Serif" && title.font.family.isCustom && title.font.weight == .bold && title.font.size == 20)
    }
}

/// Bar button items and tab bar items of a storyboard that name an image of
/// the asset catalog beside it draw the picture, not its name.
@Suite struct InterfaceBuilderBarItemImageTests {
    @Test func barAndTabItemsDrawTheCatalogsPictures() throws {
        let folder = NSTemporaryDirectory() + "mockup-ib-items-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.copyItem(atPath: AssetCatalogTests.catalog, toPath: folder + "/Assets.xcassets")
        let storyboard = folder + "/Items.storyboard"
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="NAV-1">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="S-1">
                        <objects>
                            <navigationController id="NAV-1" sceneMemberID="viewController">
                                <tabBarItem key="tabBarItem" title="Brand" image="Banner" id="TBI-1"/>
                                <navigationBar key="navigationBar" contentMode="scaleToFill" id="NB-1">
                                    <rect key="frame" x="0.0" y="48" width="414" height="44"/>
                                </navigationBar>
                                <connections>
                                    <segue destination="VC-1" kind="relationship" relationship="rootViewController" id="SEG-1"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                    <scene sceneID="S-2">
                        <objects>
                            <viewController id="VC-1" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="V-1">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                </view>
                                <navigationItem key="navigationItem" title="Home" id="NI-1">
                                    <barButtonItem key="rightBarButtonItem" image="Icons/Bolt" id="BBI-1"/>
                                </navigationItem>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
                <resources>
                    <image name="Banner" width="120" height="40"/>
                    <image name="Icons/Bolt" width="24" height="24"/>
                </resources>
            </document>
            """.write(toFile: storyboard, atomically: true, encoding: .utf8)
        let (yaml, _) = try InterfaceBuilderLoader.convert(path: storyboard)
        #expect(yaml.contains("named: \"Icons/Bolt\"") && !yaml.contains("title: \"Icons/Bolt\""), "\(yaml)")
        #expect(yaml.contains("named: \"Banner\""), "\(yaml)")
        let items = try DynamicColorTests.drawn(try InterfaceBuilderLoader.load(path: storyboard))
        let pictures = items.compactMap { if case .image(let image) = $0 { image.asset.name } else { nil } }
        #expect(pictures.contains("Bolt"), "\(pictures)")
    }
}
