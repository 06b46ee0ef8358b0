import Foundation
import MockupCore
import MockupScene
import Testing
@testable import MockupUI

/// Interface Builder's custom cells: a prototype's content view drawn as
/// designed at its height, the table's separators, row height and header view.
@Suite struct InterfaceBuilderCellTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="tvc">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s">
                    <objects>
                        <tableViewController id="tvc" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="none" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="tv">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <view key="tableHeaderView" contentMode="scaleToFill" id="hdr">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="60"/>
                                    <color key="backgroundColor" systemColor="systemYellowColor"/>
                                </view>
                                <prototypes>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" accessoryType="disclosureIndicator" indentationWidth="10" reuseIdentifier="Place" rowHeight="108" id="cell">
                                        <rect key="frame" x="0.0" y="88" width="414" height="108"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cell" id="cv">
                                            <rect key="frame" x="0.0" y="0.0" width="383.5" height="108"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFill" translatesAutoresizingMaskIntoConstraints="NO" id="photo">
                                                    <rect key="frame" x="20" y="14" width="80" height="80"/>
                                                </imageView>
                                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Lisbon" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                                                    <rect key="frame" x="112" y="20" width="60" height="21"/>
                                                    <fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>
                                                </label>
                                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="City" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="kind">
                                                    <rect key="frame" x="112" y="49" width="30" height="18"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                                </label>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="photo" firstAttribute="leading" secondItem="cv" secondAttribute="leading" constant="20" id="c1"/>
                                                <constraint firstItem="photo" firstAttribute="centerY" secondItem="cv" secondAttribute="centerY" id="c2"/>
                                                <constraint firstItem="name" firstAttribute="leading" secondItem="photo" secondAttribute="trailing" constant="12" id="c3"/>
                                                <constraint firstItem="name" firstAttribute="top" secondItem="photo" secondAttribute="top" constant="6" id="c4"/>
                                                <constraint firstItem="kind" firstAttribute="leading" secondItem="name" secondAttribute="leading" id="c5"/>
                                                <constraint firstItem="kind" firstAttribute="top" secondItem="name" secondAttribute="bottom" constant="8" id="c6"/>
                                            </constraints>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func aCustomPrototypeIsDrawnAsDesigned() throws {
        let scene = try InterfaceBuilderLoader.parse(data: Data(Self.storyboard.utf8), file: "p.storyboard")
        #expect(scene.warnings.isEmpty, "\(scene.warnings)")
        let layout = SceneLayout(scene: scene, measurer: ApproximateTextMeasurer())
        let root = try layout.window(layout.play().states[0]).layoutNode()
        let header = try #require(root.nodes(ofKind: "tableView").first?.children.first?.frame)
        let cell = try #require(root.nodes(ofKind: "tableCell").first?.frame)
        // The header view at its stored height, then the cell at its row height.
        #expect(header.height == 60 && cell.minY == header.maxY && cell.height == 108, "\(header) \(cell)")
        let photo = try #require(root.frame(of: "ib_photo")), name = try #require(root.frame(of: "ib_name")), kind = try #require(root.frame(of: "ib_kind"))
        #expect(photo.minX == cell.minX + 20 && photo.width == 80 && abs(photo.midY - (cell.minY + 107.0 / 2)) < 1e-9, "\(photo) in \(cell)")
        #expect(name.minX == photo.maxX + 12 && name.minY == photo.minY + 6 && kind.minY == name.maxY + 8, "\(name) \(kind)")
        #expect(root.nodes(ofKind: "label").contains { $0.text == "Lisbon" })
        // The prototype fills the table's visible rows, each with its design-time content.
        let rows = root.nodes(ofKind: "tableCell")
        #expect(rows.count == 8 && root.nodes(ofKind: "label").filter { $0.text == "Lisbon" }.count == 8, "\(rows.map(\.frame))")
        // separatorStyle="none": the cells draw no separator.
        func cells(_ view: PresentedView) -> [CellContent] {
            (view.content.cell.map { [$0] } ?? []) + view.children.flatMap(cells)
        }
        let window = try layout.window(layout.play().states[0])
        #expect(cells(window).allSatisfy(\.separator.isHidden) && !cells(window).isEmpty)
    }
}

extension InterfaceBuilderCellTests {
    /// Two prototypes: each once, as the canvas shows them (the file does not say how the app mixes them).
    @Test func severalPrototypesShowOnceEach() throws {
        func cell(_ id: String, _ text: String) -> String {
            """
            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" textLabel="l\(id)" style="IBUITableViewCellStyleDefault" reuseIdentifier="\(id)" id="c\(id)">
                <rect key="frame" x="0.0" y="28" width="375" height="44"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="c\(id)" id="v\(id)">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                    <subviews>
                        <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="\(text)" id="l\(id)">
                            <rect key="frame" x="16" y="0.0" width="343" height="44"/>
                        </label>
                    </subviews>
                </tableViewCellContentView>
            </tableViewCell>
            """
        }
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="tvc">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="s">
                        <objects>
                            <tableViewController id="tvc" sceneMemberID="viewController">
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="44" id="tv">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="300"/>
                                    <prototypes>
                                        \(cell("a", "Song"))
                                        \(cell("b", "Loading"))
                                    </prototypes>
                                </tableView>
                            </tableViewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        /// The texts of the rows the storyboard's table holds.
        func rows(_ storyboard: String) throws -> [String] {
            let scene = try InterfaceBuilderLoader.parse(data: Data(storyboard.utf8), file: "prototypes.storyboard")
            guard case .view(let view?) = scene.screens.values.first?.content, case .tableView(let table) = view.kind else {
                Issue.record("no table")
                return []
            }
            return table.sections.flatMap(\.rows).map(\.text)
        }
        #expect(try rows(storyboard) == ["Song", "Loading"])
        // A lone prototype that takes no touches is a placeholder ("No results"): once.
        let lone = storyboard.replacingOccurrences(of: cell("b", "Loading"), with: "")
        let placeholder = lone.replacingOccurrences(of: "reuseIdentifier=\"a\"", with: "reuseIdentifier=\"a\" userInteractionEnabled=\"NO\"")
        #expect(try rows(placeholder) == ["Song"])
        // Without it, the lone prototype fills the table's 300 points: 7 rows of 44.
        #expect(try rows(lone) == Array(repeating: "Song", count: 7))
    }
}

private extension PresentedView.Content {
    var cell: CellContent? { if case .tableCell(let cell) = self { cell } else { nil } }
}
