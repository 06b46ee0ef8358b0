import MockupCore
import Testing
@testable import MockupUI

/// Controls laid out (and turned into display items) without Cairo.
@Suite struct ControlTests {
    /// A root screen (below the 20-point status bar) holding `views`.
    static func screen(_ views: [ViewSpec], style: Style = .classic) -> Scene {
        Scene(
            name: "controls", style: style,
            root: .inline(ControllerSpec(id: "controls", content: .view(ViewSpec(kind: .view, subviews: views))))
        )
    }

    func layout(_ views: [ViewSpec], style: Style = .classic) throws -> LayoutNode {
        try SceneLayout(scene: Self.screen(views, style: style), measurer: ApproximateTextMeasurer()).window(step: 0).layoutNode()
    }

    func sceneLayout(_ style: Style) -> SceneLayout {
        SceneLayout(scene: Self.screen([], style: style), measurer: ApproximateTextMeasurer())
    }

    /// The single node of `kind` in a screen holding `view` alone.
    func only(_ view: ViewSpec, _ kind: String, style: Style = .classic) throws -> LayoutNode {
        try #require(try layout([view], style: style).nodes(ofKind: kind).first)
    }

    // MARK: Natural heights (UIKIT-REFERENCE.md, Heights)

    @Test(arguments: [(Style.classic, 31.0), (.modern, 30)])
    func textFieldNaturalHeight(style: Style, height: Double) throws {
        let field = try only(ViewSpec(kind: .textField(TextFieldSpec(placeholder: "Name"))), "textField", style: style)
        #expect(field.frame.height == height)
        #expect(field.frame.origin == Point(x: 0, y: 20))
        #expect(field.frame.width >= 97)
    }

    @Test(arguments: [(Style.classic, 37.0), (.modern, 30)])
    func buttonNaturalHeight(style: Style, height: Double) throws {
        let button = try only(ViewSpec(kind: .button(ButtonSpec(title: "Rounded"))), "button", style: style)
        #expect(button.frame.height == height)
        #expect(button.frame.width > 40)
    }

    @Test func glyphButtonsAreSquares() throws {
        let classic = try only(ViewSpec(kind: .button(ButtonSpec(type: .contactAdd))), "button")
        #expect(classic.frame.size == Size(width: 29, height: 29))
        let modern = try only(ViewSpec(kind: .button(ButtonSpec(type: .infoDark))), "button", style: .modern)
        #expect(modern.frame.size == Size(width: 22, height: 22))
    }

    @Test(arguments: [
        (Style.classic, SegmentedControlStyle.bar, 30.0), (.modern, .bar, 29),
        (.classic, .plain, 44), (.classic, .bordered, 40), (.modern, .plain, 29), (.modern, .bordered, 29),
    ])
    func segmentedControlNaturalHeight(style: Style, controlStyle: SegmentedControlStyle, height: Double) throws {
        let spec = SegmentedControlSpec(segments: ["List", "Day", "Month"], controlStyle: controlStyle)
        let control = try only(ViewSpec(kind: .segmentedControl(spec)), "segmentedControl", style: style)
        #expect(control.frame.height == height)
        #expect(sceneLayout(style).naturalSize(of: spec).height == height)
        #expect(control.children.allSatisfy { $0.frame.height == height })
    }

    // MARK: Segments

    @Test func segmentsAreEqualAndContiguousWithDividers() throws {
        let spec = SegmentedControlSpec(segments: ["Top Free", "Top Paid", "Top Grossing"], selectedSegmentIndex: 1, controlStyle: .bar)
        let control = try only(ViewSpec(kind: .segmentedControl(spec), frame: Rect(x: 10, y: 8, width: 300, height: 30)), "segmentedControl")
        #expect(control.frame == Rect(x: 10, y: 28, width: 300, height: 30))
        let segments = control.children
        #expect(segments.map(\.kind) == ["segment", "segment", "segment"])
        #expect(segments.map(\.title) == ["Top Free", "Top Paid", "Top Grossing"])
        let width = try #require(segments.first?.frame.width)
        #expect(abs(width - 298.0 / 3) < 1e-9)
        #expect(segments.allSatisfy { abs($0.frame.width - width) < 1e-9 && $0.frame.minY == 28 })
        #expect(segments.first?.frame.minX == 10)
        #expect(abs((segments.last?.frame.maxX ?? 0) - 310) < 1e-9)
        for (a, b) in zip(segments, segments.dropFirst()) {
            #expect(abs(b.frame.minX - a.frame.maxX - 1) < 1e-9, "a 1-point divider between segments")
        }
    }

    @Test func naturalWidthFitsTheWidestTitleInEverySegment() throws {
        let layout = sceneLayout(.classic)
        let spec = SegmentedControlSpec(segments: ["A", "Much longer"], controlStyle: .bordered)
        let size = layout.naturalSize(of: spec)
        let widest = ApproximateTextMeasurer().width(of: "Much longer", font: Metrics.classic.controls.segmentedFont).rounded(.up)
        let segment = widest + 2 * Metrics.classic.controls.segmentPadding
        #expect(size.width == 2 * segment + 1)
        let node = try only(ViewSpec(kind: .segmentedControl(spec)), "segmentedControl")
        #expect(node.children.map(\.frame.width) == [segment, segment])
    }

    @Test func inABarTheControlTakesTheBarsTint() throws {
        let spec = SegmentedControlSpec(segments: ["List", "Day", "Month"], controlStyle: .bar)
        let frame = Rect(x: 60, y: 27, width: 200, height: 30)
        func look(_ node: PresentedView) -> SegmentedLook? {
            if case .control(let c) = node.content, case .segmentedControl(let look) = c.kind { return look }
            return nil
        }
        let classic = sceneLayout(.classic)
        #expect(look(classic.segmentedControl(spec, frame: frame))?.tint == Color(hex: "#6d84a2"))
        #expect(look(classic.segmentedControl(spec, frame: frame, barTint: nil, barStyle: .black))?.tint == Color(r: 10, g: 10, b: 10))
        let brown = Color(r: 120, g: 80, b: 40)
        #expect(look(classic.segmentedControl(spec, frame: frame, barTint: brown, barStyle: .default))?.tint == brown)
        #expect(look(sceneLayout(.modern).segmentedControl(spec, frame: frame))?.tint == Color(hex: "#007aff"))
        #expect(classic.segmentedControl(spec, frame: frame).layoutNode().children.map(\.frame.minY) == [27, 27, 27])
        let black = BarContent(barStyle: .black, tintColor: nil, translucent: false)
        #expect(look(classic.segmentedControl(spec, frame: frame, in: black))?.tint == Color(r: 10, g: 10, b: 10))
    }

    // MARK: Display items

    /// Every fill and text item, groups opened.
    func flat(_ window: PresentedView, _ style: Style) -> [DisplayItem] {
        func open(_ items: [DisplayItem]) -> [DisplayItem] {
            items.flatMap { if case .group(let g) = $0 { open(g.items) } else { [$0] } }
        }
        return open(Theme(style: style, scale: 2).displayList(for: window).items)
    }

    @Test(arguments: Style.allCases)
    func themePaintsSelectionPlaceholderAndMissingGlyphs(style: Style) throws {
        let c = Metrics.forStyle(style).controls
        let scene = Self.screen([
            ViewSpec(kind: .segmentedControl(SegmentedControlSpec(segments: ["A", "B"], selectedSegmentIndex: 1)), frame: Rect(x: 10, y: 10, width: 200, height: 29)),
            ViewSpec(kind: .textField(TextFieldSpec(placeholder: "Name")), frame: Rect(x: 10, y: 50, width: 200, height: 31)),
            ViewSpec(kind: .imageView(ImageViewSpec(image: ImageSpec(systemName: "no.such.glyph"))), frame: Rect(x: 10, y: 90, width: 30, height: 30)),
        ], style: style)
        let items = flat(try SceneLayout(scene: scene, measurer: ApproximateTextMeasurer()).window(step: 0), style)
        let texts = items.compactMap { if case .text(let run) = $0 { run } else { nil } }
        let placeholder = try #require(texts.first { $0.text == "Name" })
        #expect(placeholder.color == c.placeholderColor)
        #expect(placeholder.box.minX == 10 + c.textInset && placeholder.box.minY == 70)
        // The selected segment's title is white on the tint, or the label colour on the white thumb (ios17, ios26).
        #expect(texts.first { $0.text == "B" }?.color == ([.ios17, .ios26].contains(style) ? c.segmentTitleColor : .white))
        let fills = items.compactMap { item -> (Rect, Paint)? in
            if case .fill(let path, let paint, _) = item { return (path.bounds, paint) }
            return nil
        }
        #expect(fills.contains { $0.0 == Rect(x: 10, y: 110, width: 30, height: 30) && $0.1 == .color(c.missingImageFill) })
        if style == .modern {
            #expect(fills.contains { $0.0.minX == 110.5 && $0.0.maxX == 209 && $0.1 == .color(c.tint) }, "the selected segment is filled with the tint")
        }
    }

    // MARK: The layout JSON

    @Test func jsonReportsTitlesAndText() throws {
        let root = try layout([
            ViewSpec(kind: .segmentedControl(SegmentedControlSpec(segments: ["Italy", "Australia"])), frame: Rect(x: 10, y: 10, width: 300, height: 44)),
            ViewSpec(kind: .button(ButtonSpec(title: "Rounded")), frame: Rect(x: 10, y: 60, width: 100, height: 37)),
            ViewSpec(kind: .textField(TextFieldSpec(text: "Jack", clearButton: true)), id: "filled", frame: Rect(x: 10, y: 100, width: 200, height: 31)),
            ViewSpec(kind: .textField(TextFieldSpec(placeholder: "Name")), id: "empty", frame: Rect(x: 10, y: 140, width: 200, height: 31)),
            ViewSpec(kind: .searchBar(SearchBarSpec(text: "Jill", placeholder: "Search")), frame: Rect(x: 0, y: 180, width: 320, height: 44)),
            ViewSpec(kind: .label(LabelSpec(text: "Hello")), frame: Rect(x: 10, y: 230, width: 100, height: 21)),
        ])
        let json = root.json.serialized()
        #expect(json.contains(#""kind": "segment", "title": "Italy", "frame": [10, 30, 149.5, 44]"#))
        #expect(json.contains(#""kind": "segment", "title": "Australia", "frame": [160.5, 30, 149.5, 44]"#))
        #expect(root.nodes(ofKind: "button").first?.title == "Rounded")
        #expect(root.node(id: "filled")?.text == "Jack")
        #expect(root.node(id: "empty")?.text == nil, "an empty field reports no text, not its placeholder")
        #expect(root.nodes(ofKind: "searchBar").first?.text == "Jill")
        #expect(root.nodes(ofKind: "label").first?.text == "Hello")
        #expect(root.allNodes().allSatisfy { $0.alpha == 1 })
    }

    @Test func searchBarIsFullWidthAnd44Tall() throws {
        let bar = try only(ViewSpec(kind: .searchBar(SearchBarSpec(placeholder: "Search"))), "searchBar", style: .modern)
        #expect(bar.frame == Rect(x: 0, y: 20, width: 320, height: 44))
    }

    @Test func labelWrapsAndCentresVertically() throws {
        let text = "A label long enough to wrap onto more than one line of text"
        let spec = LabelSpec(text: text, numberOfLines: 0)
        let label = try only(ViewSpec(kind: .label(spec)), "label")
        // 17-point lines are 21 points tall with the approximate measurer.
        #expect(label.frame.height == 42 && label.frame.width == 320)
        let node = sceneLayout(.classic).labelView(spec, frame: Rect(x: 0, y: 0, width: 320, height: 100), background: nil)
        guard case .label(let content) = node.content else { Issue.record("not a label"); return }
        #expect(content.run.verticalAlignment == .center)
        #expect(content.run.lineLimit == 0 && content.run.truncation == .tail)
    }
}
