import MockupCore
import Testing
@testable import MockupUI

/// The interface orientation is resolved with the other traits: in landscape
/// the metrics a look draws with are its landscape ones.
@Suite struct OrientationMetricsTests {
    @Test(arguments: Style.allCases)
    func landscapeMetricsAreTheLooksLandscapeValues(_ style: Style) {
        let look = Looks.look(for: style)
        let portrait = look.drawing(Traits()).metrics
        let landscape = look.drawing(Traits(orientation: .landscapeLeft)).metrics
        #expect(portrait.navigationBarHeight == look.metrics.navigationBarHeight)
        #expect(landscape.navigationBarHeight == look.metrics.navigationBarLandscapeHeight)
        #expect(landscape.toolbarHeight == look.metrics.toolbarLandscapeHeight)
        #expect(landscape.navigationTitleFont == look.metrics.navigationTitleLandscapeFont)
        #expect(landscape.bars.borderedHeight == look.metrics.bars.borderedLandscapeHeight)
        // Every iPhone look's landscape bars are 32 points tall.
        #expect(landscape.navigationBarHeight == 32 && landscape.toolbarHeight == 32)
        #expect(look.drawing(Traits(orientation: .landscapeRight)).metrics == landscape)
    }
}
