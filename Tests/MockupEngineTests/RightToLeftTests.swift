import Foundation
import MockupCore
import MockupScene
import Testing
@testable import MockupUI

/// A right-to-left interface: the laid-out tree mirrored once per instant,
/// its glyphs that mean a direction flipped, its text reading right to left.
@Suite struct RightToLeftTests {
    static func scene(_ traits: String) -> String {
        """
        device: iphone-15
        style: ios17
        traits: \(traits)
        screens:
          list:
            title: Notes
            tabBarItem: {image: {systemName: star}}
            table:
              sections: [{rows: [{text: Groceries, detail: Milk, style: subtitle, accessory: disclosureIndicator}]}]
          detail:
            title: Detail
            view:
              subviews:
                - label: {id: hello, frame: [20, 200, 200, 30], text: Hello}
                - view: {id: kept, frame: [20, 300, 100, 40], semanticContentAttribute: forceLeftToRight,
                         subviews: [{label: {id: inner, frame: [0, 0, 50, 40], text: A}}]}
                - slider: {id: volume, frame: [20, 400, 200, 30], value: 0.25}
          other: {title: Other}
        root:
          tabBarController:
            viewControllers:
              - navigationController: {viewControllers: [list]}
              - other
        steps:
          - push: detail
        """
    }

    static let width = 393.0

    func played(_ traits: String = "{layoutDirection: rightToLeft}") throws -> Played { try Played(Self.scene(traits)) }

    @Test func barsTablesAndTabsAreMirrored() throws {
        let played = try played()
        let list = try played.root(0)
        // The first tab item on the right, the cell's text trailing-aligned on the right, its chevron on the left.
        let tabs = list.frames(ofKind: "tabBarItem")
        #expect(tabs.count == 2)
        #expect(tabs.first?.maxX == Self.width)
        #expect(tabs.last?.minX == 0)
        let cellLabel = try #require(list.nodes(ofKind: "label").first { $0.text == "Groceries" })
        #expect(cellLabel.frame.maxX == Self.width - 16)
        let chevron = try #require(list.nodes(ofKind: "imageView").first)
        #expect(chevron.frame.minX == 16)

        // The back button on the right; views at their mirrored frames; a view
        // forced left to right keeps its insides where they were written.
        let detail = try played.root(1)
        let back = try #require(detail.frames(ofKind: "backButton").first)
        #expect(back.maxX > Self.width - 20 && back.minX > Self.width / 2)
        #expect(detail.frame(of: "hello") == Rect(x: Self.width - 220, y: 303, width: 200, height: 30))
        #expect(detail.frame(of: "kept") == Rect(x: Self.width - 120, y: 403, width: 100, height: 40))
        #expect(detail.frame(of: "inner") == Rect(x: Self.width - 120, y: 403, width: 50, height: 40))
        // The status bar and the device's chrome are the system's: not mirrored.
        let left = try Played(Self.scene("{layoutDirection: leftToRight}")).root(1)
        #expect(detail.frames(ofKind: "dynamicIsland") == left.frames(ofKind: "dynamicIsland"))
        #expect(detail.nodes(ofKind: "statusBar").map(\.frame) == left.nodes(ofKind: "statusBar").map(\.frame))
    }

    @Test func aPushEntersFromTheLeft() throws {
        let played = try played()
        let animation = try played.layout.animation(played.story, step: 1)
        let middle = animation.instant(at: Seconds(animation.transition.duration.value / 2)).window.layoutNode()
        let incoming = try #require(middle.frame(of: "hello"))
        let settled = try #require(try played.root(1).frame(of: "hello"))
        #expect(incoming.minX < settled.minX - 50, "the new screen is still to the left of where it settles")
        // Left to right, it comes from the right.
        let ltr = try Played(Self.scene("{layoutDirection: leftToRight}"))
        let ltrAnimation = try ltr.layout.animation(ltr.story, step: 1)
        let ltrMiddle = ltrAnimation.instant(at: Seconds(ltrAnimation.transition.duration.value / 2)).window.layoutNode()
        #expect(try #require(ltrMiddle.frame(of: "hello")).minX > 20 + 50)
    }

    /// The drawn items of the window at the end of `step`, groups opened.
    func items(_ played: Played, step: Int) throws -> [DisplayItem] {
        let instant = try played.layout.animation(played.story, step: step).instant(at: Seconds(1000))
        func open(_ items: [DisplayItem]) -> [DisplayItem] {
            items.flatMap { if case .group(let g) = $0 { open(g.items) } else { [$0] } }
        }
        return open(Theme(scene: played.layout.scene).displayList(for: instant).items)
    }

    /// Which way the chevron drawn inside `box` points: its tip is the point
    /// farthest to one side, level with its middle.
    func chevronDirection(in box: Rect, _ items: [DisplayItem]) -> String? {
        for item in items {
            let path: Path
            switch item {
            case .fill(let p, _, _), .stroke(let p, _, _): path = p
            default: continue
            }
            let bounds = path.bounds
            guard bounds.width > 3, bounds.width < 20, bounds.height > 8, bounds.height < 30, box.contains(bounds) else { continue }
            let points = path.elements.compactMap { element -> Point? in
                switch element {
                case .move(let p), .line(let p): p
                case .curve(_, _, let p): p
                case .close: nil
                }
            }
            guard let right = points.max(by: { $0.x < $1.x }), let left = points.min(by: { $0.x < $1.x }) else { continue }
            let tolerance = bounds.height * 0.2
            if abs(right.y - bounds.midY) < tolerance && abs(left.y - bounds.midY) > tolerance { return "right" }
            if abs(left.y - bounds.midY) < tolerance && abs(right.y - bounds.midY) > tolerance { return "left" }
        }
        return nil
    }

    @Test func chevronsPointTheOtherWay() throws {
        let rtl = try played(), ltr = try Played(Self.scene("{layoutDirection: leftToRight}"))
        let back = try #require(try rtl.root(1).frames(ofKind: "backButton").first)
        let ltrBack = try #require(try ltr.root(1).frames(ofKind: "backButton").first)
        #expect(chevronDirection(in: back, try items(rtl, step: 1)) == "right")
        #expect(chevronDirection(in: ltrBack, try items(ltr, step: 1)) == "left")
        let disclosure = try #require(try rtl.root(0).nodes(ofKind: "imageView").first).frame.insetBy(dx: -2, dy: -2)
        let ltrDisclosure = try #require(try ltr.root(0).nodes(ofKind: "imageView").first).frame.insetBy(dx: -2, dy: -2)
        #expect(chevronDirection(in: disclosure, try items(rtl, step: 0)) == "left")
        #expect(chevronDirection(in: ltrDisclosure, try items(ltr, step: 0)) == "right")
    }

    @Test func textReadsRightToLeftAndAlignsToTheRight() throws {
        let runs = try items(try played(), step: 1).compactMap { if case .text(let run) = $0 { run } else { nil } }
        let hello = try #require(runs.first { $0.text == "Hello" })
        #expect(hello.direction == .rightToLeft)
        #expect(hello.alignment == .right)
        // The status bar's clock is the system's, left to right.
        let clock = try #require(runs.first { $0.text == "9:41" })
        #expect(clock.direction == .leftToRight)
        #expect(clock.box.midX < Self.width / 2)
    }

    @Test func aSliderFillsFromTheRight() throws {
        let played = try played()
        let slider = try #require(try played.root(1).frame(of: "volume"))
        // The thumb a quarter of the way from the right end.
        let thumbs = try items(played, step: 1).compactMap { item -> Rect? in
            guard case .fill(let path, _, _) = item else { return nil }
            let b = path.bounds
            return slider.contains(b) && b.width > 20 && abs(b.width - b.height) < 1 ? b : nil
        }
        let thumb = try #require(thumbs.first)
        #expect(abs(thumb.midX - (slider.maxX - 0.25 * slider.width)) < 20)
    }

    @Test func theRightToLeftPseudoLanguageMirrorsWithoutChangingStrings() throws {
        let pseudo = try played("{pseudoLanguage: rightToLeft}").root(1)
        let direction = try played().root(1)
        #expect(pseudo == direction)
        #expect(pseudo.node(id: "hello")?.text == "Hello")
    }

    @Test func aViewForcedRightToLeftMirrorsInALeftToRightInterface() throws {
        let yaml = Self.scene("{layoutDirection: leftToRight}").replacingOccurrences(of: "forceLeftToRight", with: "forceRightToLeft")
        let root = try Played(yaml).root(1)
        #expect(root.frame(of: "kept") == Rect(x: 20, y: 403, width: 100, height: 40))
        #expect(root.frame(of: "inner") == Rect(x: 70, y: 403, width: 50, height: 40))
        #expect(root.frame(of: "hello") == Rect(x: 20, y: 303, width: 200, height: 30))
    }

    @Test func changingTheDirectionMidStoryCrossFadesTheMirroredScreenIn() throws {
        let yaml = Self.scene("{layoutDirection: leftToRight}") + "\n  - setTraits: {layoutDirection: rightToLeft}\n"
        let played = try Played(yaml)
        let animation = try played.layout.animation(played.story, step: 2)
        let middle = animation.instant(at: Seconds(animation.transition.duration.value / 2))
        let fading = try #require(middle.fading)
        #expect(fading.window.layoutNode().frame(of: "hello")?.minX == 20)
        #expect(middle.window.layoutNode().frame(of: "hello")?.minX == Self.width - 220)
    }

    @Test func anInterfaceBuilderViewKeepsItsSemanticContentAttribute() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("rtl-\(UUID().uuidString).xib").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data("""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><device id="retina6_1"/><objects>
            <view id="v"><rect key="frame" x="0" y="0" width="414" height="896"/><subviews>
            <view id="kept" semanticContentAttribute="forceLeftToRight"><rect key="frame" x="20" y="100" width="100" height="40"/>
            <subviews><label id="inner" text="A"><rect key="frame" x="0" y="0" width="50" height="40"/></label></subviews></view>
            <label id="free" text="B"><rect key="frame" x="20" y="200" width="50" height="40"/></label>
            </subviews></view></objects></document>
            """.utf8).write(to: URL(fileURLWithPath: path))
        var scene = try InterfaceBuilderLoader.load(path: path)
        scene.traits.layoutDirection = .rightToLeft
        let layout = SceneLayout(scene: scene, measurer: ApproximateTextMeasurer())
        let root = try layout.window(try layout.play().states[0]).layoutNode()
        let width = root.frame.width
        let labels = root.nodes(ofKind: "label")
        let inner = try #require(labels.first { $0.text == "A" }), free = try #require(labels.first { $0.text == "B" })
        #expect(free.frame.maxX == width - 20)
        // The forced view is placed from the right, its label kept at its left edge.
        #expect(inner.frame.minX == width - 120)
    }

    /// The caret of the field being edited, relative to the field, as a fraction of its width.
    func caretPosition(_ text: String, direction: String) throws -> Double {
        let played = try Played("""
            device: iphone-15
            style: ios17
            traits: {layoutDirection: \(direction)}
            root: {view: {subviews: [{textField: {id: name, frame: [20, 100, 300, 34], borderStyle: roundedRect, text: "\(text)"}}]}}
            steps:
              - focus: name
            """)
        let window = try played.layout.window(played.story.states[1])
        func field(_ view: PresentedView) -> PresentedView? {
            view.kind.name == "textField" ? view : view.children.lazy.compactMap(field).first
        }
        let found = try #require(field(window))
        guard case .control(let control) = found.content, case .textField(let content) = control.kind else {
            Issue.record("not a text field")
            return 0
        }
        return try #require(content.caret).midX / found.frame.width
    }

    @Test func theCaretIsAtTheEndOfTheTextInItsOwnDirection() throws {
        // Latin text, right-aligned in a right-to-left field, ends at its right edge.
        #expect(try caretPosition("Hello", direction: "rightToLeft") > 0.9)
        #expect(try caretPosition("Hello", direction: "leftToRight") < 0.3)
        // Arabic reads from the right, so ends left of its start in either interface.
        let rtl = try caretPosition("مرحبا", direction: "rightToLeft"), ltr = try caretPosition("مرحبا", direction: "leftToRight")
        #expect(rtl > 0.5 && rtl < 0.9)
        #expect(ltr > 0.5 && ltr < 0.9)
        // An empty field's caret sits at the leading edge.
        #expect(try caretPosition("", direction: "rightToLeft") > 0.9)
    }

    @Test func aButtonsImageLeadsItsTitleFromTheRight() throws {
        do {
            let played = try Played("""
                device: iphone-15
                style: ios17
                traits: {layoutDirection: rightToLeft}
                root: {view: {subviews: [{button: {frame: [16, 100, 361, 44], title: Add to favourites, type: system, image: {systemName: heart.fill}}}]}}
                """)
            func button(_ view: PresentedView) -> PresentedView? {
                view.kind.name == "button" ? view : view.children.lazy.compactMap(button).first
            }
            let found = try #require(button(try played.layout.window(played.story.states[0])))
            guard case .control(let control) = found.content, case .button(let content) = control.kind,
                  let title = content.title?.box, let picture = content.image?.picture else {
                Issue.record("no button with an image and a title")
                return
            }
            // UIButton puts its image on the leading side: the right, before the title read from the right.
            guard case .glyph(_, let box, _) = picture else {
                Issue.record("not a glyph")
                return
            }
            #expect(box.minX >= title.maxX - 0.01, "\(box) \(title)")
        }
    }

    @Test func anUnknownAttributeIsALocatedError() {
        let yaml = Self.scene("{layoutDirection: rightToLeft}").replacingOccurrences(of: "forceLeftToRight", with: "forceLeft")
        let errors = Played.errors(yaml)
        #expect(errors.count == 1)
        #expect(errors.first?.contains("semantic content attribute") == true)
        #expect(errors.first?.contains("forceLeftToRight") == true)
    }
}

extension Rect {
    /// Whether `other` lies wholly inside.
    fileprivate func contains(_ other: Rect) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }
}
