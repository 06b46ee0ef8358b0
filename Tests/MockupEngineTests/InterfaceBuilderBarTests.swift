import Foundation
import MockupCore
import MockupScene
import Testing
@testable import MockupUI

/// Navigation bar, toolbar and tab bar attributes as Xcode writes them
/// (`largeTitles="YES"`, `barTintColor`, `titleTextAttributes`, `barStyle`,
/// `translucent="NO"`, a tab bar's item tints), and how each look draws a
/// bar's `barTintColor`, ios17 by iOS 15's scroll-edge rule.
@Suite struct InterfaceBuilderBarTests {
    static let storyboard = InterfaceBuilderTests.path("LargeTitleBars.storyboard")
    static let blue = Color(r: 43, g: 89, b: 195)

    /// Every view of a scene's step, depth first.
    func views(_ scene: Scene, step: Int) throws -> [PresentedView] {
        let layout = SceneLayout(scene: scene, measurer: ApproximateTextMeasurer())
        func all(_ view: PresentedView) -> [PresentedView] { [view] + view.children.flatMap(all) }
        return all(try layout.window(layout.play().states[step]))
    }

    func navigationBar(_ views: [PresentedView]) -> BarContent? {
        views.lazy.compactMap { if case .navigationBar(let bar) = $0.content { bar } else { nil } }.first
    }

    @Test func barAttributesAreReadAsXcodeWritesThem() throws {
        let scene = try InterfaceBuilderLoader.load(path: Self.storyboard)
        guard case .navigation(let nav)? = scene.screens["NAV-05-001"]?.content,
              case .tabBar(let tabs)? = scene.screens["TAB-05-001"]?.content else {
            Issue.record("no containers")
            return
        }
        #expect(nav.prefersLargeTitles && nav.barStyle == .black && nav.tintColor == .white && nav.barTintColor == Self.blue)
        #expect(nav.titleTextAttributes == TextAttributesSpec(foregroundColor: .white, font: FontSpec(size: 18, weight: .bold)))
        #expect(nav.largeTitleTextAttributes == TextAttributesSpec(foregroundColor: Color(r: 255, g: 235, b: 150)))
        #expect(tabs.tabBar == TabBarLook(barTintColor: Color(r: 247, g: 242, b: 232), tintColor: Color(r: 217, g: 72, b: 15),
                                          unselectedItemTintColor: Color(r: 138, g: 138, b: 138), translucent: false))
    }

    @Test func modernDrawsTheBarTintEverywhereAndTheStatusBarWithIt() throws {
        let views = try views(InterfaceBuilderLoader.load(path: Self.storyboard), step: 0)
        #expect(navigationBar(views)?.barTintColor == Self.blue)
        // iOS 7 on, the bar's background runs up beneath the status bar.
        let status = views.lazy.compactMap { if case .statusBar(let bar) = $0.content { bar } else { nil } }.first
        #expect(status?.backdrop == Self.blue)
        // The title in its attributes' colour and font; the items in the bar's tint.
        let title = try #require(views.first { $0.tags.contains(.navigationTitle) })
        guard case .label(let run) = title.content else { Issue.record("no title label"); return }
        #expect(run.run.color == .white && run.run.font.size == 18 && run.run.font.weight == .bold)
        // A bar button item of an SF Symbol: the glyph of that name, in the items' tint.
        let symbols = views.compactMap { if case .barButtonItem(let item) = $0.content { item.symbol } else { nil } }
        #expect(symbols == ["person"])
        // Tab items in the tab bar's tints.
        let tints = views.compactMap { if case .tabBarItem(let item) = $0.content { item.tint } else { nil } }
        #expect(tints == [Color(r: 217, g: 72, b: 15), Color(r: 138, g: 138, b: 138)])
    }

    @Test func ios17ShowsTheBarTintOnlyOnceContentScrollsBeneath() throws {
        let scene = try SceneLoader.load(path: InterfaceBuilderTests.path("large-title-bars-ios17.yaml"))
        // At rest: the large bar (96 points) is clear, the large title in its attributes' colour.
        let rest = try views(scene, step: 0)
        #expect(navigationBar(rest)?.backdrop == .clear(.white))
        let large = try #require(rest.first { $0.tags.contains(.largeTitle) })
        guard case .label(let run) = large.content else { Issue.record("no large title"); return }
        #expect(run.run.color == Color(r: 255, g: 235, b: 150))
        #expect(rest.first { if case .navigationBar = $0.content { true } else { false } }?.frame.height == 96)
        // Scrolled: the bar's standard appearance, its barTintColor, and the status bar with it.
        let scrolled = try views(scene, step: 1)
        #expect(navigationBar(scrolled)?.backdrop == .standard && navigationBar(scrolled)?.shownBarTint == Self.blue)
        let status = scrolled.lazy.compactMap { if case .statusBar(let bar) = $0.content { bar } else { nil } }.first
        #expect(status?.backdrop == Self.blue)
    }

    @Test func aTranslucentBarShowsItsTintLighter() {
        // b2cloud's measure over white: shown = (1 - 40/255) n + 40.
        var bar = BarContent(barStyle: .default, translucent: true, barTintColor: Self.blue)
        #expect(bar.shownBarTint?.hexString == "#4c73cc")
        bar.translucent = false
        #expect(bar.shownBarTint == Self.blue)
    }

    @Test func sceneFilesSpellTheAttributesAsUIKitDoes() throws {
        let played = try Played("""
            device: iphone-8
            screens:
              inbox: {title: Inbox, appearance: {barTintColor: "#ff0000"}}
            root:
              tabBarController:
                barTintColor: "#000000"
                tintColor: "#ffcc00"
                unselectedItemTintColor: "#888888"
                viewControllers:
                  - navigationController:
                      viewControllers: [{title: Home, view: {subviews: [toolbar: {frame: [0, 0, 375, 44], barTintColor: "#00ff00"}]}}]
                      barTintColor: "#0000ff"
                      titleTextAttributes: {foregroundColor: "#ffffff", font: {size: 20}}
            steps: [{push: inbox, animated: false}]
            """)
        func bars(_ step: Int) throws -> [BarContent] {
            var found: [BarContent] = []
            func walk(_ view: PresentedView) {
                if let bar = view.barContent { found.append(bar) }
                view.children.forEach(walk)
            }
            walk(try played.layout.window(played.story.states[step]))
            return found
        }
        // The toolbar view, the navigation bar, the tab bar; a pushed screen's appearance over the bars.
        #expect(try bars(0).map(\.barTintColor) == [Color(r: 0, g: 255, b: 0), Color(r: 0, g: 0, b: 255), .black])
        #expect(try bars(1).map(\.barTintColor) == [Color(r: 255, g: 0, b: 0), .black])
        #expect(try bars(0)[1].titleTextAttributes?.font?.size == 20)
        #expect(try bars(0)[2].tintColor == Color(r: 255, g: 204, b: 0) && bars(0)[2].unselectedItemTintColor == Color(r: 136, g: 136, b: 136))
        #expect(Played.errors("""
            root: {navigationController: {viewControllers: [{title: A}], titleTextAttributes: {color: "#fff"}}}
            """).first?.hasSuffix("unknown key 'color' (expected one of: foregroundColor, font)") == true)
    }
}
