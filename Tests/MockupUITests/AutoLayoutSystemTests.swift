import MockupCore
import Testing
@testable import MockupUI

/// Auto Layout over the constraint solver: positions and sizes, guides and
/// margins, baselines, intrinsic sizes held by hugging and compression
/// resistance, priorities, and a broken unsatisfiable constraint.
@Suite struct AutoLayoutSystemTests {
    typealias C = LayoutConstraintSpec

    /// An iPhone 15's screen as the container, its safe area a guide.
    func screen() -> AutoLayoutSystem {
        var system = AutoLayoutSystem()
        system.add("view", fixed: Rect(x: 0, y: 0, width: 393, height: 852), margins: EdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
        system.add("safeArea", fixed: Rect(x: 0, y: 59, width: 393, height: 852 - 59 - 34))
        return system
    }

    @Test func aFieldCentredInItsView() {
        var system = screen()
        system.add("field", intrinsic: .init(size: Size(width: 200, height: 34)))
        let solved = system.solve([C("field", .centerX, .equal, "view", .centerX), C("field", .centerY, .equal, "view", .centerY)])
        #expect(solved.frames["field"] == Rect(x: 96.5, y: 409, width: 200, height: 34))
        #expect(solved.warnings.isEmpty)
    }

    @Test func aPanelPinnedToTheSafeAreasBottom() {
        var system = screen()
        system.add("panel")
        let solved = system.solve([
            C("panel", .leading, .equal, "safeArea", .leading), C("panel", .trailing, .equal, "safeArea", .trailing),
            C("panel", .bottom, .equal, "safeArea", .bottom), C("panel", .height, constant: 120),
        ])
        #expect(solved.frames["panel"] == Rect(x: 0, y: 852 - 34 - 120, width: 393, height: 120))
    }

    @Test func marginsAspectRatiosAndMultipliers() {
        var system = screen()
        system.add("avatar")
        system.add("card")
        let solved = system.solve([
            C("avatar", .leading, .equal, "view", .leadingMargin), C("avatar", .top, .equal, "safeArea", .top, constant: 8),
            C("avatar", .width, constant: 40), C("avatar", .height, .equal, "avatar", .width),
            // Half the view's width, beneath the avatar.
            C("card", .width, .equal, "view", .width, multiplier: 0.5), C("card", .centerX, .equal, "view", .centerX),
            C("card", .top, .equal, "avatar", .bottom, constant: 12), C("card", .height, constant: 100),
        ])
        #expect(solved.frames["avatar"] == Rect(x: 16, y: 67, width: 40, height: 40))
        #expect(solved.frames["card"] == Rect(x: 98.25, y: 119, width: 196.5, height: 100))
    }

    /// Two labels in a row between the margins, as in a table cell: `name` then `time`.
    func row(name: Double, time: Double, nameHugging: Double = 251, nameResistance: Double = 750) -> (Rect, Rect) {
        var system = AutoLayoutSystem()
        system.add("view", fixed: Rect(x: 0, y: 0, width: 300, height: 44))
        var nameContent = AutoLayoutSystem.Intrinsic(size: Size(width: name, height: 20))
        nameContent.hugging.horizontal = nameHugging
        nameContent.compressionResistance.horizontal = nameResistance
        system.add("name", intrinsic: nameContent)
        system.add("time", intrinsic: .init(size: Size(width: time, height: 20)))
        let solved = system.solve([
            C("name", .leading, .equal, "view", .leading, constant: 16), C("time", .leading, .equal, "name", .trailing, constant: 8),
            C("time", .trailing, .equal, "view", .trailing, constant: -16),
            C("name", .centerY, .equal, "view", .centerY), C("time", .centerY, .equal, "view", .centerY),
        ])
        return (solved.frames["name"]!, solved.frames["time"]!)
    }

    @Test func theLowerHuggingPriorityGrowsAndTheLowerResistanceShrinks() {
        // 260 points for both: short texts leave 110 over, taken by the one that hugs less (time, 250).
        let (name, time) = row(name: 100, time: 50)
        #expect(name.width == 100 && time.width == 160 && time.minX == 124)
        // Hugging the other way round: name grows.
        let (name2, time2) = row(name: 100, time: 50, nameHugging: 249)
        #expect(name2.width == 210 && time2.width == 50)
        // Long texts: 140 too many, taken from the one that resists less.
        let (name3, time3) = row(name: 200, time: 200, nameResistance: 749)
        #expect(name3.width == 60 && time3.width == 200)
        // Equal priorities are ambiguous (Xcode warns of it): the row still fits, one way or the other.
        let (name4, time4) = row(name: 200, time: 200)
        #expect(abs(name4.width + time4.width - 260) < 1e-9 && min(name4.width, time4.width) == 60)
    }

    @Test func baselinesAlign() {
        var system = screen()
        system.add("title", intrinsic: .init(size: Size(width: 100, height: 41), baselines: (first: 33, last: 33)))
        system.add("detail", intrinsic: .init(size: Size(width: 80, height: 18), baselines: (first: 14, last: 14)))
        let solved = system.solve([
            C("title", .leading, .equal, "view", .leadingMargin), C("title", .top, .equal, "safeArea", .top),
            C("detail", .leading, .equal, "title", .trailing, constant: 8),
            C("detail", .firstBaseline, .equal, "title", .firstBaseline),
        ])
        #expect(solved.frames["detail"]!.minY == 59 + 33 - 14)
    }

    @Test func aWeightedConstraintGivesWayToARequiredOne() {
        var system = screen()
        system.add("box")
        let solved = system.solve([
            C("box", .width, constant: 500, priority: 750), C("box", .width, .lessThanOrEqual, "view", .width),
            C("box", .height, constant: 10), C("box", .leading, .equal, "view", .leading), C("box", .top, .equal, "view", .top),
        ])
        #expect(solved.frames["box"]!.width == 393)
        #expect(solved.warnings.isEmpty)
    }

    @Test func anUnsatisfiableSystemBreaksAConstraintWithAWarning() {
        var system = screen()
        system.add("box")
        let solved = system.solve([
            C("box", .width, constant: 40), C("box", .height, constant: 40), C("box", .width, .equal, "box", .height, constant: 10),
            C("box", .leading, .equal, "view", .leading), C("box", .top, .equal, "view", .top),
        ])
        #expect(solved.frames["box"]!.size == Size(width: 40, height: 40))
        #expect(solved.warnings.count == 1)
        let warning = solved.warnings.first?.message ?? ""
        #expect(warning.hasPrefix("Unable to simultaneously satisfy constraints: 'box.width == 40', 'box.height == 40'"), "\(warning)")
        #expect(warning.hasSuffix("will attempt to recover by breaking 'box.width == box.height + 10'"), "\(warning)")
        // An unknown item is a warning too, never a failure.
        #expect(system.solve([C("ghost", .width, constant: 1)]).warnings.map(\.message) == ["constraint 'ghost.width == 1': no item 'ghost'"])
    }
}
