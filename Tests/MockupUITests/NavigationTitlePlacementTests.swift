import MockupCore
import Testing
@testable import MockupUI

@Suite struct NavigationTitlePlacementTests {
    let bar = Rect(x: 0, y: 20, width: 320, height: 44)

    @Test func centredWhenItFits() {
        let f = NavigationTitlePlacement.frame(titleWidth: 100, bar: bar, leadingLimit: 5, trailingLimit: 315)
        #expect(f == Rect(x: 110, y: 20, width: 100, height: 44))
    }

    @Test func shiftsTowardTheFreeSide() {
        // A wide back button ends at 140: the centred title (110...210) would overlap it.
        let f = NavigationTitlePlacement.frame(titleWidth: 100, bar: bar, leadingLimit: 140, trailingLimit: 315)
        #expect(f.minX == 140)
        #expect(f.width == 100)
        let g = NavigationTitlePlacement.frame(titleWidth: 100, bar: bar, leadingLimit: 5, trailingLimit: 180)
        #expect(g.maxX == 180)
    }

    @Test func truncatedToTheSpaceBetweenItems() {
        let f = NavigationTitlePlacement.frame(titleWidth: 400, bar: bar, leadingLimit: 70, trailingLimit: 250)
        #expect(f == Rect(x: 70, y: 20, width: 180, height: 44))
    }
}
