import Foundation
import MockupCore
import MockupScene
import Testing
@testable import MockupUI

/// A flow layout's cells: lines justified across the view on two presets, a
/// lone cell centred, sections inset, horizontal scrolling, prototypes filled,
/// and Interface Builder's `<collectionView>`.
@Suite struct CollectionViewLayoutTests {
    static func grid(_ device: String) -> String {
        """
        device: \(device)
        style: ios17
        root:
          view:
            subviews:
              - collectionView:
                  id: grid
                  frame: [0, 100, \(device == "iphone-se" ? 375 : 393), 500]
                  flowLayout: {itemSize: [100, 100], minimumLineSpacing: 8, minimumInteritemSpacing: 4, sectionInset: [10, 12, 20, 12]}
                  prototypes:
                    photo: {contentView: {subviews: [{view: {id: tile, frame: [0, 0, 100, 100]}}]}}
                  sections:
                    - items:
                        - {prototype: photo, tile: systemTeal}
                        - {prototype: photo, tile: systemOrange}
                        - {prototype: photo, tile: systemPink}
                        - {prototype: photo, tile: systemIndigo}
                    - items:
                        - label: {id: caption, text: Four photos}
        """
    }

    @Test func linesAreJustifiedAcrossTheViewOnTwoPresets() throws {
        for (device, width) in [("iphone-15", 393.0), ("iphone-se", 375.0)] {
            let root = try Played(Self.grid(device)).root(0)
            let grid = try #require(root.frame(of: "grid"))
            let cells = root.frames(ofKind: "collectionViewCell").map { $0.offsetBy(dx: -grid.minX, dy: -grid.minY) }
            #expect(cells.count == 5)
            // Three of 100 fit the 369 or 351 points between the insets 4 apart; they spread to its ends.
            let span = width - 24, gap = (span - 300) / 2
            #expect(cells[0] == Rect(x: 12, y: 10, width: 100, height: 100), "\(device) \(cells[0])")
            #expect(abs(cells[1].minX - (12 + 100 + gap)) < 1e-9 && cells[2].maxX == width - 12, "\(device) \(cells.map(\.minX))")
            // The fourth starts the next line, 8 below, alone in it and centred.
            #expect(cells[3].minY == 118 && abs(cells[3].midX - width / 2) < 1e-9, "\(device) \(cells[3])")
            // The second section begins below the first's bottom inset and its own top inset.
            #expect(cells[4].minY == 218 + 20 + 10, "\(device) \(cells[4])")
            let tiles = root.nodes(ofKind: "view").filter { $0.id == "tile" }
            #expect(tiles.count == 4 && tiles[1].frame.offsetBy(dx: -grid.minX, dy: -grid.minY) == cells[1])
        }
    }

    @Test func aHorizontalShelfScrollsSideways() throws {
        let root = try Played("""
            device: iphone-15
            root:
              view:
                subviews:
                  - collectionView:
                      frame: [0, 100, 393, 180]
                      contentOffset: 100
                      flowLayout: {itemSize: [150, 160], minimumLineSpacing: 12, sectionInset: [10, 16, 10, 16], scrollDirection: horizontal}
                      items: [{view: {id: a}}, {view: {id: b}}, {view: {id: c}}, {view: {id: d}}]
            """).root(0)
        let shelf = try #require(root.nodes(ofKind: "collectionView").first?.frame)
        let cells = root.frames(ofKind: "collectionViewCell").map { $0.offsetBy(dx: -shelf.minX, dy: -shelf.minY) }
        // Columns of one, 162 apart, moved left by the offset; the fourth lies past the right edge and is not there.
        let expected: [Double] = [-84, 78, 240]
        #expect(cells.map(\.minX) == expected, "\(cells)")
        #expect(cells.allSatisfy { $0.minY == 10 && $0.height == 160 }, "\(cells)")
    }

    @Test func badItemsAreLocatedErrors() {
        let errors = Played.errors("""
            root:
              view:
                subviews:
                  - collectionView:
                      flowLayout: {itemSize: [10], scrollDirection: diagonal}
                      prototypes: {photo: {contentView: {subviews: [{view: {id: tile}}]}}}
                      items: [{prototype: foto}, {prototype: photo, tiel: red}]
            """)
        #expect(errors.contains { $0.contains("item size [width, height]") }, "\(errors)")
        #expect(errors.contains { $0.contains("unknown scroll direction 'diagonal'") }, "\(errors)")
        #expect(errors.contains { $0.contains("no prototype 'foto' (did you mean 'photo'?)") }, "\(errors)")
        #expect(errors.contains { $0.contains("unknown key 'tiel'") }, "\(errors)")
    }

    @Test func interfaceBuildersCollectionViewIsReadWithItsFlowLayout() throws {
        let (root, warnings) = try Self.played(Self.storyboard)
        #expect(!warnings.contains { $0.contains("collectionView drawn as a plain view") }, "\(warnings)")
        let view = try #require(root.nodes(ofKind: "collectionView").first?.frame)
        let cell = try #require(root.frames(ofKind: "collectionViewCell").first)
        // The content starts below the status bar: the view reaches up beneath it, its content inset by the safe area.
        let top = try #require(root.frames(ofKind: "statusBar").first).maxY
        #expect(cell == Rect(x: view.minX + 4 + (406 - 128) / 2, y: top + 8, width: 128, height: 128), "\(cell) in \(view)")
        #expect(root.nodes(ofKind: "label").contains { $0.text == "Photo" })
    }
}

extension CollectionViewLayoutTests {
    /// A storyboard loaded and laid out at its first step, with the loader's warnings.
    static func played(_ storyboard: String) throws -> (root: LayoutNode, warnings: [String]) {
        let scene = try InterfaceBuilderLoader.parse(data: Data(storyboard.utf8), file: "c.storyboard")
        let layout = SceneLayout(scene: scene, measurer: ApproximateTextMeasurer())
        return (try layout.window(layout.play().states[0]).layoutNode(), scene.warnings)
    }

    static let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="vc">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="s">
                        <objects>
                            <collectionViewController id="vc" sceneMemberID="viewController">
                                <collectionView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="cv">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                    <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="6" minimumInteritemSpacing="6" id="fl">
                                        <size key="itemSize" width="128" height="128"/>
                                        <inset key="sectionInset" minX="4" minY="8" maxX="4" maxY="0.0"/>
                                    </collectionViewFlowLayout>
                                    <cells>
                                        <collectionViewCell opaque="NO" clipsSubviews="YES" contentMode="center" reuseIdentifier="Cell" id="cell">
                                            <rect key="frame" x="4" y="8" width="128" height="128"/>
                                            <view key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" id="content">
                                                <rect key="frame" x="0.0" y="0.0" width="128" height="128"/>
                                                <subviews>
                                                    <label opaque="NO" text="Photo" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                                        <rect key="frame" x="8" y="100" width="60" height="21"/>
                                                    </label>
                                                </subviews>
                                            </view>
                                        </collectionViewCell>
                                    </cells>
                                </collectionView>
                            </collectionViewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """

    /// A section header view (`<collectionReusableView key="sectionHeaderView">`) at its own height when the layout's reference size is zero.
    @Test func interfaceBuildersSectionHeaderViewIsDrawn() throws {
        let header = """
            <collectionReusableView key="sectionHeaderView" opaque="NO" clipsSubviews="YES" contentMode="center" reuseIdentifier="Header" id="hv">
                <rect key="frame" x="0.0" y="0.0" width="414" height="50"/>
                <subviews>
                    <label opaque="NO" text="Recents" translatesAutoresizingMaskIntoConstraints="NO" id="hl">
                        <rect key="frame" x="16" y="14" width="100" height="21"/>
                    </label>
                </subviews>
            </collectionReusableView>
            """
        let storyboard = Self.storyboard
            .replacingOccurrences(of: "</cells>", with: "</cells>\n" + header)
            .replacingOccurrences(of: "<size key=\"itemSize\" width=\"128\" height=\"128\"/>",
                                  with: "<size key=\"itemSize\" width=\"128\" height=\"128\"/><size key=\"headerReferenceSize\" width=\"0.0\" height=\"0.0\"/>")
        let root = try Self.played(storyboard).root
        let top = try #require(root.frames(ofKind: "statusBar").first).maxY
        let view = try #require(root.frames(ofKind: "collectionReusableView").first)
        let cell = try #require(root.frames(ofKind: "collectionViewCell").first)
        #expect(view.minY == top && view.height == 50, "\(view)")
        #expect(cell.minY == view.maxY + 8, "\(cell) below \(view)")
        #expect(root.nodes(ofKind: "label").contains { $0.text == "Recents" })
    }

    /// Items that take no room share one line rather than dividing by zero (and, of no size, show nowhere).
    @Test func itemsOfNoSizeShareOneLine() throws {
        let root = try Played("""
            device: iphone-15
            root:
              view:
                subviews:
                  - collectionView:
                      frame: [0, 0, 393, 200]
                      flowLayout: {itemSize: [0, 0], minimumInteritemSpacing: 0, minimumLineSpacing: 0}
                      items: [{view: {}}, {view: {}}, {view: {}}]
            """).root(0)
        #expect(root.frames(ofKind: "collectionViewCell").isEmpty)
        #expect(root.nodes(ofKind: "collectionView").count == 1)
    }
}
