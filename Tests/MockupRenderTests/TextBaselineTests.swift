import MockupCore
import Testing
@testable import MockupRender

/// Baselines as Auto Layout aligns labels by them: Pango's, from the text's top.
@Suite struct TextBaselineTests {
    @Test func theFirstAndLastBaselinesOfText() throws {
        let measurer = try PangoTextMeasurer()
        let font = Font(.inter, size: 20)
        let one = measurer.baselines("Hxg", font: font, maxWidth: nil, lineLimit: 1)
        let height = measurer.measure("Hxg", font: font, maxWidth: nil, lineLimit: 1).height
        // Inter's ascender is 0.96875 em and its descender 0.2421875 em: the baseline is their share of the line down.
        #expect(one.first == one.last && one.first > height * 0.7 && one.first < height * 0.85, "\(one) in \(height)")
        let two = measurer.baselines("Hxg\nHxg", font: font, maxWidth: nil, lineLimit: 0)
        #expect(two.first == one.first && abs(two.last - (one.first + height)) < 0.01, "\(two)")
    }
}
