import Foundation
import MockupCore
import MockupScene
import Testing
@testable import MockupUI

/// Stack views arranging their views as UIKit's constraints arrange them:
/// each distribution and alignment, hidden views, custom spacing, margins,
/// nesting and fitting, and the layout changes steps animate.
@Suite struct StackViewLayoutTests {
    /// The frames, relative to the stack's, of the stack's arranged views
    /// `ids`: the stack written with the lines `properties` and the views
    /// `views`, placed at (20, 100) and sized by the constraints `size`.
    func arranged(_ properties: String, _ views: [String], size: [String] = ["stack.width == 300", "stack.height == 100"],
                  ids: [String]) throws -> (stack: Rect, views: [Rect]) {
        var lines = ["device: iphone-15", "root:", "  view:", "    subviews:", "      - stackView:", "          id: stack"]
        lines += properties.split(separator: "\n").map { "          " + $0.trimmingCharacters(in: .whitespaces) }
        lines.append("          arrangedSubviews:")
        lines += views.map { "            - " + $0 }
        lines += ["    constraints:", "      - stack.leading == view.leading + 20", "      - stack.top == view.top + 100"]
        lines += size.map { "      - " + $0 }
        let root = try Played(lines.joined(separator: "\n")).root(0)
        let stack = try #require(root.frame(of: "stack"))
        let frames = try ids.map { id in try #require(root.frame(of: id), "\(id)").offsetBy(dx: -stack.minX, dy: -stack.minY) }
        return (stack, frames)
    }

    static let squares = ["view: {id: a}", "view: {id: b}", "view: {id: c}"]
    /// Three plain views of fixed widths 40, 60 and 80.
    static let sized = "constraints: [a.width == 40, b.width == 60, c.width == 80]"

    @Test func fillStretchesTheViewThatHugsLeast() throws {
        let (_, f) = try arranged("spacing: 10", [
            "label: {id: a, text: Name, contentHuggingPriority: {horizontal: 251}}",
            "label: {id: b, text: Anna}",
        ], ids: ["a", "b"])
        // The label hugging less takes what is left after the other's text and the gap.
        #expect(f[0].minX == 0 && f[0].maxX + 10 == f[1].minX && f[1].maxX == 300, "\(f)")
        #expect(f[1].width > f[0].width && f[0].width < 60, "\(f)")
        // Alignment fill: the full height.
        #expect(f[0].minY == 0 && f[0].height == 100 && f[1].height == 100)
    }

    @Test func fillEquallyGivesEveryViewTheSameLength() throws {
        let (_, f) = try arranged("distribution: fillEqually\n      spacing: 15", Self.squares, ids: ["a", "b", "c"])
        #expect(f.map(\.width) == [90, 90, 90] && f.map(\.minX) == [0, 105, 210], "\(f)")
    }

    @Test func fillProportionallySharesByIntrinsicLength() throws {
        // Labels' intrinsic widths in the ratio of their texts (about 1 to 4); the stack's 300 points shared accordingly.
        let (_, f) = try arranged("distribution: fillProportionally", [
            "label: {id: a, text: ab}", "label: {id: b, text: abcdefgh}",
        ], ids: ["a", "b"])
        let (_, natural) = try arranged("", ["label: {id: a, text: ab}", "label: {id: b, text: abcdefgh}"], size: [], ids: ["a", "b"])
        #expect(abs(f[0].maxX - f[1].minX) < 1e-9 && abs(f[1].maxX - 300) < 1e-9, "\(f)")
        #expect(abs(f[1].width / f[0].width - natural[1].width / natural[0].width) < 0.01, "\(f) \(natural)")
        #expect(f[1].width > 2 * f[0].width)
    }

    @Test func equalSpacingKeepsSizesAndEvensTheGaps() throws {
        let (_, f) = try arranged("distribution: equalSpacing\n      \(Self.sized)", Self.squares, ids: ["a", "b", "c"])
        #expect(f.map(\.width) == [40, 60, 80], "\(f)")
        // 300 - 180 = 120 points of gaps, two of 60.
        #expect(f.map(\.minX) == [0, 100, 220], "\(f)")
    }

    @Test func equalCenteringEvensTheDistancesBetweenCentres() throws {
        let (_, f) = try arranged("distribution: equalCentering\n      \(Self.sized)", Self.squares, ids: ["a", "b", "c"])
        #expect(f[0].minX == 0 && f[2].maxX == 300, "\(f)")
        #expect(abs((f[1].midX - f[0].midX) - (f[2].midX - f[1].midX)) < 1e-6, "\(f)")
    }

    /// Three views of heights 20, 40 and 30 in a horizontal stack 100 high, aligned `alignment`.
    func aligned(_ alignment: String) throws -> [Rect] {
        try arranged("alignment: \(alignment)\n      spacing: 10\n      constraints: [a.height == 20, b.height == 40, c.height == 30, a.width == 10, b.width == 10, c.width == 10]",
                     Self.squares, ids: ["a", "b", "c"]).views
    }

    @Test func eachAlignmentPlacesViewsAcrossTheAxis() throws {
        #expect(try aligned("fill").map(\.height) == [100, 100, 100])
        #expect(try aligned("top").map(\.minY) == [0, 0, 0])
        #expect(try aligned("leading").map(\.minY) == [0, 0, 0])
        #expect(try aligned("bottom").map(\.maxY) == [100, 100, 100])
        #expect(try aligned("trailing").map(\.maxY) == [100, 100, 100])
        #expect(try aligned("center").map(\.midY) == [50, 50, 50])
        // Their own heights kept where the alignment leaves room.
        #expect(try aligned("center").map(\.height) == [20, 40, 30])
        #expect(try aligned("top").map(\.minX) == [0, 20, 40])
    }

    @Test func baselineAlignmentLinesUpTextOfTwoSizes() throws {
        for alignment in ["firstBaseline", "lastBaseline"] {
            let (_, f) = try arranged("alignment: \(alignment)\n      spacing: 4", [
                "label: {id: a, text: \"$4\", font: {size: 28}}", "label: {id: b, text: a month, font: {size: 15}}",
            ], size: ["stack.width == 300"], ids: ["a", "b"])
            // The measurer's baselines: 0.8 of a line down.
            #expect(abs((f[0].minY + 0.8 * f[0].height) - (f[1].minY + 0.8 * f[1].height)) < 1, "\(alignment): \(f)")
            #expect(f[1].minY > f[0].minY, "\(alignment): \(f)")
        }
    }

    @Test func aHiddenViewCollapsesAndItsGapGoes() throws {
        let (_, f) = try arranged("axis: vertical\n      spacing: 10\n      constraints: [a.height == 20, b.height == 20, c.height == 20]",
                                  ["view: {id: a}", "view: {id: b, hidden: true}", "view: {id: c}"], size: ["stack.width == 300"], ids: ["a", "c"])
        #expect(f.map(\.minY) == [0, 30], "\(f)")
    }

    @Test func customSpacingFollowsItsView() throws {
        let (stack, f) = try arranged("axis: vertical\n      spacing: 8\n      customSpacing: {a: 24}\n      constraints: [a.height == 20, b.height == 20, c.height == 20]",
                                      Self.squares, size: ["stack.width == 300"], ids: ["a", "b", "c"])
        #expect(f.map(\.minY) == [0, 44, 72], "\(f)")
        // Unconstrained in height, the stack fits its views.
        #expect(stack.height == 92)
    }

    @Test func aMarginsRelativeArrangementKeepsWithinTheMargins() throws {
        let (_, f) = try arranged("axis: vertical\n      isLayoutMarginsRelativeArrangement: true\n      layoutMargins: [12, 16, 12, 16]\n      constraints: [a.height == 20]",
                                  ["view: {id: a}"], size: ["stack.width == 300"], ids: ["a"])
        #expect(f == [Rect(x: 16, y: 12, width: 268, height: 20)])
        let (_, plain) = try arranged("axis: vertical\n      isLayoutMarginsRelativeArrangement: true\n      constraints: [a.height == 20]",
                                      ["view: {id: a}"], size: ["stack.width == 300"], ids: ["a"])
        // UIView's default margins, 8 all round.
        #expect(plain == [Rect(x: 8, y: 8, width: 284, height: 20)])
    }

    @Test func nestedStacksFitTheirContent() throws {
        let played = try Played("""
            device: iphone-15
            root:
              view:
                subviews:
                  - stackView:
                      id: outer
                      axis: vertical
                      alignment: leading
                      spacing: 6
                      arrangedSubviews:
                        - stackView:
                            id: row
                            spacing: 8
                            arrangedSubviews:
                              - view: {id: dot, constraints: []}
                              - label: {id: name, text: Anna Haro}
                            constraints: [dot.width == 12, dot.height == 12]
                        - label: {id: detail, text: Last seen yesterday at 9:41}
                constraints:
                  - outer.leading == view.leading + 20
                  - outer.top == view.top + 100
            """)
        let root = try played.root(0)
        let outer = try #require(root.frame(of: "outer")), row = try #require(root.frame(of: "row"))
        let name = try #require(root.frame(of: "name")), detail = try #require(root.frame(of: "detail"))
        let dot = try #require(root.frame(of: "dot"))
        // The row is as wide as its dot, gap and name; the column as wide as its widest line.
        #expect(row.width == 12 + 8 + name.width && row.minX == outer.minX)
        #expect(outer.width == max(row.width, detail.width) && outer.height == row.height + 6 + detail.height)
        #expect(detail.minY == row.maxY + 6 && dot.minX == outer.minX && name.minX == dot.maxX + 8)
    }

    static let animated = """
        device: iphone-15
        root:
          view:
            subviews:
              - stackView:
                  id: stack
                  axis: vertical
                  spacing: 10
                  arrangedSubviews:
                    - view: {id: a, backgroundColor: red}
                    - view: {id: b, backgroundColor: green}
                    - view: {id: c, backgroundColor: blue}
                  # A required height would break when hidden (UISV-hiding holds it at zero), as in UIKit: 999 is the usual way.
                  constraints: [a.height == 40, b.height == 40 @999, c.height == 40]
              - view: {id: panel, backgroundColor: gray}
            constraints:
              - stack.leading == view.leading
              - stack.trailing == view.trailing
              - stack.top == view.top + 100
              - panel.leading == view.leading
              - panel.width == 100
              - panel.height == 50
              - {id: panelTop, constraint: panel.top == view.top + 400}
              - {id: panelWide, constraint: panel.width == 200, isActive: false}
        steps:
          - set: {id: b, hidden: true}
          - set: {id: panelTop, constant: 600}
          - set: {id: panelWide, isActive: true}
        """

    @Test func hidingAnArrangedViewAnimatesTheOthersIntoItsPlace() throws {
        let played = try Played(Self.animated)
        let start = try played.root(0), end = try played.root(1)
        let c0 = try #require(start.frame(of: "c")), c1 = try #require(end.frame(of: "c"))
        #expect(c1.minY == c0.minY - 50 && end.frame(of: "b") == nil)
        let animation = try played.layout.animation(played.story, step: 1)
        let middle = try #require(animation.instant(at: Seconds(animation.transition.duration.value / 2)).window.layoutNode().frame(of: "c"))
        #expect(middle.minY < c0.minY && middle.minY > c1.minY, "\(middle)")
    }

    @Test func aStepChangesANamedConstraintAndTheLayoutAnimates() throws {
        let played = try Played(Self.animated)
        let before = try #require(try played.root(1).frame(of: "panel"))
        let moved = try #require(try played.root(2).frame(of: "panel"))
        #expect(moved.minY == before.minY + 200 && moved.width == 100)
        let animation = try played.layout.animation(played.story, step: 2)
        #expect(animation.transition.duration > Seconds(0))
        let middle = try #require(animation.instant(at: Seconds(animation.transition.duration.value / 2)).window.layoutNode().frame(of: "panel"))
        #expect(middle.minY > before.minY && middle.minY < moved.minY)
        // Activating a second required width breaks it (the one written later), with UIKit's warning.
        let wide = try #require(try played.root(3).frame(of: "panel"))
        #expect(wide.width == 100)
        let warnings = played.layout.constraintWarnings(played.story)
        #expect(warnings.count == 1 && warnings[0].contains("Unable to simultaneously satisfy constraints")
                    && warnings[0].contains("will attempt to recover by breaking 'panel.width == 200'"), "\(warnings)")
    }

    @Test func badStackAndConstraintInputIsALocatedError() {
        #expect(Played.errors("""
            device: iphone-15
            root:
              view:
                subviews:
                  - stackView: {axis: diagonal}
            """).first?.contains("diagonal") == true)
        #expect(Played.errors("""
            device: iphone-15
            root:
              view:
                subviews:
                  - view: {id: a}
                constraints:
                  - {id: x}
            steps:
              - set: {id: nothing, constant: 4}
            """).first?.contains("constraint") == true)
        #expect(Played.errors("""
            device: iphone-15
            root:
              view:
                subviews:
                  - view: {id: a, contentHuggingPriority: {horizontal: 2000}}
            """).first?.contains("from 1 to 1000") == true)
    }
}
