import MockupCore
import MockupScene
import Testing
@testable import MockupUI

/// A secure text field's bullets and a label's line break mode.
@Suite struct TextEntryTests {
    func runs(_ subviews: String) throws -> [TextRun] {
        let scene = try SceneLoader.parse("device: iphone-15\nstyle: ios17\nroot:\n  view:\n    subviews:\n" + subviews, file: "text.yaml")
        return try DynamicColorTests.drawn(scene).compactMap { if case .text(let run) = $0 { run } else { nil } }
    }

    @Test func aSecureFieldShowsABulletForEachCharacter() throws {
        let shown = try runs("      - textField: {frame: [16, 16, 300, 44], text: hunter22, isSecureTextEntry: true}")
        #expect(shown.contains { $0.text == String(repeating: "\u{2022}", count: 8) })
        #expect(!shown.contains { $0.text.contains("hunter") })
        // The placeholder shows as it is while the field is empty.
        let empty = try runs("      - textField: {frame: [16, 16, 300, 44], placeholder: Password, isSecureTextEntry: true}")
        #expect(empty.contains { $0.text == "Password" })
    }

    @Test func aLabelsLineBreakModeChoosesItsEllipsis() throws {
        func truncation(_ mode: String?) throws -> TextRun.Truncation? {
            let key = mode.map { ", lineBreakMode: \($0)" } ?? ""
            return try runs("      - label: {frame: [16, 16, 100, 21], text: A long line of text\(key)}").first { $0.text.hasPrefix("A long") }?.truncation
        }
        #expect(try truncation(nil) == .tail)
        #expect(try truncation("byTruncatingMiddle") == .middle)
        #expect(try truncation("byTruncatingHead") == .head)
        #expect(try truncation("byClipping") == TextRun.Truncation.none)
        #expect(try truncation("byWordWrapping") == TextRun.Truncation.none)
    }

    @Test func aSymbolConfigurationSizesAndWeighsTheSymbol() throws {
        let scene = try SceneLoader.parse("""
            device: iphone-15
            style: ios17
            root:
              view:
                subviews:
                  - imageView: {frame: [10, 10], image: {systemName: heart, symbolConfiguration: {pointSize: 24, scale: large}}}
                  - imageView: {frame: [10, 100], image: {systemName: heart, symbolConfiguration: {pointSize: 24, weight: bold}}}
                  - imageView: {frame: [10, 200], image: {systemName: heart}}
            """, file: "symbols.yaml")
        let layout = SceneLayout(scene: scene, measurer: ApproximateTextMeasurer())
        let frames = try layout.window(try layout.play().states[0]).layoutNode().frames(ofKind: "imageView")
        // 24 points x 1.25, x 1.3 at the large scale: 39; at medium, 30; unconfigured, the look's 30.
        #expect(frames.map(\.size) == [Size(width: 39, height: 39), Size(width: 30, height: 30), Size(width: 30, height: 30)])
        // Bold thickens the outline with a stroke of its own colour; regular draws the fill alone.
        let items = try DynamicColorTests.drawn(scene)
        let strokes = items.compactMap { if case .stroke(_, _, let style) = $0, style.join == .round, style.cap == .round { style.width } else { nil } }
        #expect(strokes.filter { abs($0 - 0.045 * 30) < 1e-9 }.count == 1, "\(strokes)")
    }
}
