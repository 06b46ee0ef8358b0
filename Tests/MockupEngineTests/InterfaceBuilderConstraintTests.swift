import Foundation
import MockupCore
import MockupScene
import Testing
@testable import MockupUI

/// Interface Builder files laid out by their constraints: the AutoLayout
/// fixture on three iPhones and in landscape, and the shapes real files write
/// constraints in.
@Suite struct InterfaceBuilderConstraintTests {
    /// The fixture's frames by view id at each step (sign in, profile, nearby, nearby in landscape) on `device`.
    func frames(_ device: String?) throws -> [[String: Rect]] {
        var scene = try InterfaceBuilderLoader.load(path: InterfaceBuilderTests.path("auto-layout/AutoLayout.storyboard"))
        if let device { scene.device = Device.preset(try #require(Device.Preset(rawValue: device))) }
        scene.steps = [Step(.selectTab(.title("Profile"))), Step(.selectTab(.title("Nearby"))), Step(.rotate(.landscapeLeft))]
        let layout = SceneLayout(scene: scene, measurer: ApproximateTextMeasurer())
        let story = try layout.play()
        return try story.states.map { state in
            var found: [String: Rect] = [:]
            func walk(_ node: LayoutNode) {
                if let id = node.id { found[id] = node.frame }
                node.children.forEach(walk)
            }
            walk(try layout.window(state).layoutNode())
            return found
        }
    }

    @Test func theFixtureFollowsItsConstraintsOnThreeIPhones() throws {
        // (device, screen width, safe area top, safe area bottom above the tab bar)
        for (device, width, top, tabTop) in [(nil, 375.0, 44.0, 812.0 - 34 - 49), ("iphone-15", 393.0, 59.0, 852.0 - 34 - 49),
                                             ("iphone-se", 375.0, 20.0, 667.0 - 49)] {
            let steps = try frames(device)
            let name = device ?? "its own device"
            // The form of stack views: inset 24 in the safe area, centred 20 above its middle; the placeholder top (300) gone.
            let form = try #require(steps[0]["ib_LGN_form_01"], "\(name)")
            #expect(form.minX == 24 && form.width == width - 48, "\(name): \(form)")
            #expect(abs(form.midY - ((top + tabTop) / 2 - 20)) < 0.5, "\(name): \(form)")
            // Its arranged views fill its width, 12 apart, the button 40 high.
            let email = try #require(steps[0]["ib_LGN_email_01"]), password = try #require(steps[0]["ib_LGN_pass_01"])
            let signIn = try #require(steps[0]["ib_LGN_signin_01"])
            #expect(email.width == form.width && password.minY == email.maxY + 12 && signIn.height == 40 && signIn.maxY == form.maxY)
            // The links: the stack's ends, their own widths.
            let forgot = try #require(steps[0]["ib_LGN_forgot_01"]), create = try #require(steps[0]["ib_LGN_create_01"])
            #expect(forgot.minX == form.minX && abs(create.maxX - form.maxX) < 1e-9 && forgot.minY == form.maxY + 16)
            // The photo: square, 40% of the screen's width, centred, 24 below the safe area's top.
            let photo = try #require(steps[1]["ib_PRF_photo_01"])
            #expect(abs(photo.width - width * 0.4) < 1e-9 && abs(photo.height - photo.width) < 1e-9, "\(name): \(photo)")
            #expect(abs(photo.midX - width / 2) < 1e-9 && photo.minY == top + 24, "\(name): \(photo)")
            // The three counts share the margins' width equally.
            let posts = try #require(steps[1]["ib_PRF_posts_01"]), following = try #require(steps[1]["ib_PRF_following_01"])
            #expect(posts.minX == 16 && abs(following.maxX - (width - 16)) < 1e-9 && abs(posts.width - (width - 32 - 16) / 3) < 1e-9)
            // The panel: on the safe area's bottom (the tab bar's top), 200 high in portrait...
            let panel = try #require(steps[2]["ib_PNL_panel_01"])
            #expect(panel == Rect(x: 0, y: tabTop - 200, width: width, height: 200), "\(name): \(panel)")
            // ...120 in landscape's compact height, inside the safe area's sides.
            let turned = try #require(steps[3]["ib_PNL_panel_01"])
            #expect(turned.height == 120, "\(name): \(turned)")
        }
    }

    /// A xib of one view holding `body`'s subviews and constraints.
    func load(_ body: String, guides: String = "") throws -> Scene {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        \(body)
                    </view>
                </objects>
            </document>
            """
        return try InterfaceBuilderLoader.parse(data: Data(xib.utf8), file: "t.xib")
    }

    /// Every constraint of the scene's screens' views and their subviews, as written.
    func constraints(_ scene: Scene) -> [String] {
        var written: [String] = []
        for screen in scene.screens.values {
            guard case .view(let found) = screen.content, let view = found else { continue }
            written += view.constraints.map { $0.description }
            for sub in view.subviews { written += sub.constraints.map { $0.description } }
        }
        return written
    }

    @Test func constraintsReadAsAnchorsWithTheirGuidesRatiosAndPlaceholders() throws {
        let scene = try load("""
            <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="a-1">
                    <rect key="frame" x="20" y="100" width="160" height="90"/>
                    <constraints>
                        <constraint firstAttribute="width" secondItem="a-1" secondAttribute="height" multiplier="16:9" id="c-own"/>
                    </constraints>
                </view>
                <label text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="b-1">
                    <rect key="frame" x="200" y="100" width="20" height="21"/>
                </label>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="m-1">
                    <rect key="frame" x="0" y="300" width="414" height="60"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="m-2">
                            <rect key="frame" x="24" y="10" width="366" height="40"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="m-2" firstAttribute="leading" secondItem="m-1" secondAttribute="leadingMargin" id="c-m1"/>
                        <constraint firstAttribute="trailingMargin" secondItem="m-2" secondAttribute="trailing" id="c-m2"/>
                    </constraints>
                    <directionalEdgeInsets key="directionalLayoutMargins" top="10" leading="24" bottom="10" trailing="12"/>
                </view>
            </subviews>
            <viewLayoutGuide key="safeArea" id="safe"/>
            <constraints>
                <constraint firstItem="a-1" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="c-1"/>
                <constraint firstItem="a-1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" priority="750" id="c-2"/>
                <constraint firstItem="b-1" firstAttribute="baseline" secondItem="a-1" secondAttribute="bottom" id="c-3"/>
                <constraint firstItem="b-1" firstAttribute="leading" secondItem="a-1" secondAttribute="trailing" constant="-8" relation="greaterThanOrEqual" id="c-4"/>
                <constraint firstItem="a-1" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="0.5" placeholder="YES" id="c-5"/>
            </constraints>
            """)
        let written = constraints(scene)
        #expect(written.contains("ib_a_1.leading == safeArea.leading + 20"))
        #expect(written.contains("ib_a_1.top == view.top + 100 @750"))
        #expect(written.contains("ib_b_1.lastBaseline == ib_a_1.bottom"))
        #expect(written.contains("ib_b_1.leading >= ib_a_1.trailing - 8"))
        // The view's own ratio, held by its parent; the placeholder gone.
        #expect(written.contains("ib_a_1.width == ib_a_1.height * 1.777778"), "\(written)")
        #expect(!written.contains { $0.contains("view.width * 0.5") })
        let layout = SceneLayout(scene: scene, measurer: ApproximateTextMeasurer())
        let root = try layout.window(layout.play().states[0]).layoutNode()
        let a = try #require(root.frame(of: "ib_a_1"))
        #expect(a.minX == 20 && abs(a.minY - 100) < 1e-9 && abs(a.width / a.height - 16.0 / 9) < 1e-9, "\(a)")
        // Where its constraints leave it free (its width), a view keeps its stored frame.
        #expect(a.width == 160, "\(a)")
        // Directional layout margins: leading 24, trailing 12.
        let inner = try #require(root.frame(of: "ib_m_2"))
        #expect(inner.minX == 24 && inner.maxX == 414 - 12, "\(inner)")
    }

    @Test func legacyLayoutGuidesAreTheSafeAreasEdgesAndConstraintsReachViewsFurtherDown() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="11762" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="vc">
                <device id="retina4_7" orientation="portrait"/>
                <scenes>
                    <scene sceneID="s">
                        <objects>
                            <viewController id="vc" sceneMemberID="viewController">
                                <layoutGuides>
                                    <viewControllerLayoutGuide type="top" id="top-guide"/>
                                    <viewControllerLayoutGuide type="bottom" id="bottom-guide"/>
                                </layoutGuides>
                                <view key="view" contentMode="scaleToFill" id="root">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <subviews>
                                        <view translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                                            <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                                            <subviews>
                                                <view translatesAutoresizingMaskIntoConstraints="NO" id="deep">
                                                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                                    <viewLayoutGuide key="safeArea" id="deep-safe"/>
                                                </view>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="deep" firstAttribute="leading" secondItem="bar" secondAttribute="leading" constant="8" id="c-4"/>
                                                <constraint firstItem="deep" firstAttribute="top" secondItem="bar" secondAttribute="top" constant="4" id="c-5"/>
                                                <constraint firstItem="deep" firstAttribute="height" constant="20" id="c-6"/>
                                            </constraints>
                                        </view>
                                        <view translatesAutoresizingMaskIntoConstraints="NO" id="footer">
                                            <rect key="frame" x="0.0" y="617" width="375" height="50"/>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="bar" firstAttribute="top" secondItem="top-guide" secondAttribute="bottom" id="c-1"/>
                                        <constraint firstItem="bottom-guide" firstAttribute="top" secondItem="footer" secondAttribute="bottom" id="c-2"/>
                                        <constraint firstItem="deep" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="0.5" id="c-3"/>
                                        <constraint firstItem="footer" firstAttribute="top" secondItem="deep" secondAttribute="bottom" constant="100" id="c-7"/>
                                        <constraint firstItem="footer" firstAttribute="leading" secondItem="deep-safe" secondAttribute="leading" id="c-8"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let scene = try InterfaceBuilderLoader.parse(data: Data(storyboard.utf8), file: "g.storyboard")
        let written = constraints(scene)
        #expect(written.contains("ib_bar.top == safeArea.top") && written.contains("safeArea.bottom == ib_footer.bottom"), "\(written)")
        // The root view holds constraints on a view within its subview; those on that view's own guide are left out.
        #expect(written.contains("ib_deep.width == view.width * 0.5") && written.contains("ib_footer.top == ib_deep.bottom + 100"), "\(written)")
        #expect(scene.warnings == ["g.storyboard: warning: 1 constraints relating a view's layout guides to views outside it left out"])
        // Solved in one system: the view within the bar is half the screen wide, and the footer's place follows it.
        let layout = SceneLayout(scene: scene, measurer: ApproximateTextMeasurer())
        let root = try layout.window(layout.play().states[0]).layoutNode()
        let bar = try #require(root.frame(of: "ib_bar")), deep = try #require(root.frame(of: "ib_deep"))
        #expect(deep.width == 375 / 2 && deep.height == 20 && deep.minX == bar.minX + 8 && deep.minY == bar.minY + 4, "\(deep) in \(bar)")
        let footer = try #require(root.frame(of: "ib_footer"))
        #expect(footer.minY == deep.maxY + 100, "\(footer)")
    }
}
