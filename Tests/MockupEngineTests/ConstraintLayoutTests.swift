import Foundation
import MockupCore
import MockupScene
import Testing
@testable import MockupUI

/// Views placed by a scene's constraints on three iPhones, and the located
/// errors of constraints that cannot be read.
@Suite struct ConstraintLayoutTests {
    static let scene = """
        style: ios17
        screens:
          login:
            title: Sign In
            view:
              subviews:
                - imageView: {id: logo, image: {systemName: person.crop.circle}}
                - textField: {id: email, placeholder: Email, borderStyle: roundedRect}
                - button: {id: signIn, title: Sign In, configuration: filled}
                - view: {id: panel, backgroundColor: red}
                - label: {id: fixed, frame: [10, 300, 100, 20], text: Fixed}
                - label: {id: note, text: Below the fixed label}
              constraints:
                - logo.centerX == view.centerX
                - logo.top == safeArea.top + 24
                - logo.width == 80
                - logo.height == logo.width
                - email.leading == margins.leading
                - email.trailing == margins.trailing
                - email.top == logo.bottom + 24
                - signIn.leading == email.leading
                - signIn.width == email.width / 2
                - signIn.top == email.bottom + 12
                - signIn.height == 50 @750
                - signIn.height == 44
                - panel.leading == safeArea.leading
                - panel.trailing == safeArea.trailing
                - panel.bottom == safeArea.bottom
                - panel.height == 120
                - note.leading == fixed.leading
                - note.top == fixed.bottom + 8
        root: {navigationController: {viewControllers: [login]}}
        """

    func frames(_ device: String) throws -> (LayoutNode, [String: Rect]) {
        let played = try Played("device: \(device)\n" + Self.scene)
        let root = try played.root(0)
        var frames: [String: Rect] = [:]
        for id in ["logo", "email", "signIn", "panel", "fixed", "note"] { frames[id] = root.frame(of: id) }
        return (root, frames)
    }

    @Test func viewsGoWhereTheirConstraintsPutThemOnEveryIPhone() throws {
        for (device, width, height, top, bottom) in [("iphone-15", 393.0, 852.0, 103.0, 34.0), ("iphone-se", 375.0, 667.0, 64.0, 0.0),
                                                     ("iphone-15-pro-max", 430.0, 932.0, 103.0, 34.0)] {
            // `top`: the navigation bar's bottom, where the safe area and the subviews' coordinates begin.
            let (_, f) = try frames(device)
            #expect(f["logo"] == Rect(x: (width - 80) / 2, y: top + 24, width: 80, height: 80), "\(device)")
            // The margins: 16 points in from the screen's sides.
            #expect(f["email"]?.minX == 16 && f["email"]?.maxX == width - 16 && f["email"]?.minY == top + 128, "\(device): \(String(describing: f["email"]))")
            // Half the field's width; the required height wins over the one at 750.
            #expect(f["signIn"]?.width == (width - 32) / 2 && f["signIn"]?.height == 44, "\(device)")
            // Pinned to the safe area's bottom: above the home indicator where there is one.
            #expect(f["panel"] == Rect(x: 0, y: height - bottom - 120, width: width, height: 120), "\(device): \(String(describing: f["panel"]))")
            // A view with a frame keeps it; one placed against it follows.
            #expect(f["fixed"] == Rect(x: 10, y: top + 300, width: 100, height: 20))
            #expect(f["note"]?.minX == 10 && f["note"]?.minY == top + 328)
        }
    }

    func errors(_ constraint: String) -> [String] {
        Played.errors("""
            device: iphone-15
            root:
              view:
                subviews:
                  - label: {id: title, text: Hello}
                constraints:
                  - \(constraint)
            """)
    }

    @Test func constraintsThatCannotBeReadAreLocatedErrors() {
        #expect(errors("title.widht == 80") == ["test.yaml:7:15: error: root.view.constraints[0]: constraint 'title.widht == 80': unknown attribute 'widht' (did you mean 'width'?)"])
        #expect(errors("titel.top == view.top").first?.contains("no item 'titel' (did you mean 'title'?)") == true)
        #expect(errors("title.top = view.top").first?.contains("expected ==, <= or >=") == true)
        #expect(errors("title.top == 20").first?.contains("only a width or height equals a number") == true)
        #expect(errors("title.top == view.leading").first?.contains("lie on different axes") == true)
        #expect(errors("title.width == 20 @1001").first?.contains("a priority is 1 to 1000") == true)
        #expect(errors("title.width == view.width * 0.5 + 4 @750").isEmpty)
        #expect(errors("title.top == view.top junk").first?.contains("unexpected 'junk'") == true)
    }
}

extension ConstraintLayoutTests {
    @Test func labelsOfTwoSizesShareABaseline() throws {
        let played = try Played("""
            device: iphone-15
            root:
              view:
                subviews:
                  - label: {id: price, text: "$4", font: {size: 28}}
                  - label: {id: unit, text: a month, font: {size: 15}}
                constraints:
                  - price.leading == view.leading + 20
                  - price.top == view.top + 100
                  - unit.leading == price.trailing + 4
                  - unit.firstBaseline == price.firstBaseline
            """)
        let root = try played.root(0)
        let price = try #require(root.frame(of: "price")), unit = try #require(root.frame(of: "unit"))
        // The measurer's baselines: 0.8 of a line down, 27.2 points in a 28-point line and 14.4 in a 15-point one.
        #expect(abs((unit.minY - price.minY) - (27.2 - 14.4)) < 1e-9, "\(price) \(unit)")
        #expect(unit.minX == price.maxX + 4)
    }

    @Test func fiveHundredConstraintsSolveAndMoreAreRefused() throws {
        func scene(_ count: Int) -> String {
            var lines = ["device: iphone-15", "root:", "  view:", "    subviews:"]
            for i in 0..<20 { lines.append("      - view: {id: v\(i)}") }
            lines.append("    constraints:")
            for i in 0..<count {
                let a = i % 20, b = (i * 7 + 3) % 20
                lines.append("      - v\(a).\(["leading", "top", "width", "height"][i % 4]) \(["==", ">=", "<="][i % 3]) v\(b).\(["trailing", "bottom", "height", "width"][i % 4]) + \(i % 13) @\(1 + i % 1000)")
            }
            return lines.joined(separator: "\n")
        }
        // Constraints that conflict everywhere, at every priority: solved (a tenth of a second optimized), never refused.
        let start = Date()
        let root = try Played(scene(SceneLoader.maxConstraints)).root(0)
        #expect(root.frame(of: "v0") != nil)
        #expect(Date().timeIntervalSince(start) < 30)
        #expect(Played.errors(scene(SceneLoader.maxConstraints + 1)).first?.contains("more than the 500 a view may hold") == true)
    }
}

extension ConstraintLayoutTests {
    @Test func sizeClassVariationsApplyInTheScreensClasses() throws {
        let scene = """
            root:
              view:
                subviews:
                  - view: {id: cover, backgroundColor: red}
                constraints:
                  - cover.centerX == view.centerX
                  - cover.width == cover.height
                  - {constraint: cover.top == safeArea.top + 40, variations: {heightClass=compact: {constant: 8}}}
                  - {constraint: cover.width == view.width * 0.5, variations: {heightClass=compact: {isActive: false}}}
                  - {constraint: cover.height == 100, isActive: false, variations: {heightClass=compact: {isActive: true}, heightClass=compact-widthClass=regular: {constant: 200}}}
            steps:
              - rotate: landscapeLeft
            """
        // iPhone 15 (393 wide): compact height in landscape, compact width.
        let small = try Played("device: iphone-15\n" + scene)
        let portrait = try #require(try small.root(0).frame(of: "cover"))
        #expect(portrait.width == 393 / 2 && portrait.minY == 59 + 40, "\(portrait)")
        let landscape = try #require(try small.root(1).frame(of: "cover"))
        #expect(landscape.width == 100 && landscape.minY == 8, "\(landscape)")
        // The Pro Max (430 wide) is regular in width in landscape: the variation naming both classes wins.
        let large = try #require(try Played("device: iphone-15-pro-max\n" + scene).root(1).frame(of: "cover"))
        #expect(large.width == 200, "\(large)")
        #expect(Played.errors("device: iphone-15\n" + scene.replacingOccurrences(of: "heightClass=compact: {constant", with: "heightClas=compact: {constant"))
            .first?.contains("unknown size classes 'heightClas=compact'") == true)
    }
}

extension ConstraintLayoutTests {
    @Test func layoutGuidesSpaceViewsAndAreNotDrawn() throws {
        let scene = """
            device: iphone-15
            root:
              view:
                layoutGuides: [left, middle, right]
                subviews:
                  - view: {id: a, backgroundColor: red}
                  - view: {id: b, backgroundColor: blue}
                constraints:
                  - a.width == 60
                  - b.width == 100
                  - a.height == 40
                  - b.height == 40
                  - a.top == safeArea.top
                  - b.top == safeArea.top
                  - left.leading == view.leading
                  - left.trailing == a.leading
                  - middle.leading == a.trailing
                  - middle.trailing == b.leading
                  - right.leading == b.trailing
                  - right.trailing == view.trailing
                  - middle.width == left.width
                  - right.width == left.width
            """
        let root = try Played(scene).root(0)
        let a = try #require(root.frame(of: "a")), b = try #require(root.frame(of: "b"))
        // Three equal gaps across the 393 points: (393 - 160) / 3.
        let gap = (393.0 - 160) / 3
        #expect(abs(a.minX - gap) < 1e-9 && abs(b.minX - (2 * gap + 60)) < 1e-9, "\(a) \(b)")
        #expect(root.node(id: "left") == nil && root.node(id: "middle") == nil)
        #expect(Played.errors("device: iphone-15\nroot:\n  view:\n    layoutGuides: [\"two words\"]\n").first?
            .contains("a layout guide's name is letters, digits and underscores, found 'two words'") == true)
    }
}

extension ConstraintLayoutTests {
    @Test func aViewThatPreservesItsParentsMarginsKeepsWithinThem() throws {
        func inner(_ preserves: Bool) throws -> Rect {
            let root = try Played("""
                device: iphone-15
                root:
                  view:
                    subviews:
                      - view:
                          id: card
                          preservesSuperviewLayoutMargins: \(preserves)
                          subviews:
                            - view: {id: line, backgroundColor: red}
                          constraints: [line.leading == margins.leading, line.trailing == margins.trailing, line.top == view.top, line.height == 2]
                    constraints: [card.leading == view.leading, card.trailing == view.trailing, card.top == safeArea.top, card.height == 40]
                """).root(0)
            return try #require(root.frame(of: "line"))
        }
        // Its own margins, 8; preserving the screen's view's, 16 (systemMinimumLayoutMargins).
        #expect(try inner(false).minX == 8 && inner(false).maxX == 393 - 8)
        #expect(try inner(true).minX == 16 && inner(true).maxX == 393 - 16)
    }
}

extension ConstraintLayoutTests {
    /// A constraint is held by its items' nearest common ancestor: a screen's
    /// view may place a view inside a card, inside an unnamed wrapper or
    /// arranged in a stack, and the views within follow in one solve.
    @Test func constraintsReachViewsWithinSubviews() throws {
        let scene = """
            device: iphone-15
            root:
              view:
                subviews:
                  - view:
                      id: card
                      subviews:
                        - view: {id: avatar}
                        - label: {id: name, text: Anna Haro, font: {size: 28}}
                      constraints: [avatar.leading == margins.leading, avatar.width == 44, avatar.height == 44, avatar.centerY == view.centerY,
                                    name.leading == avatar.trailing + 12, name.centerY == view.centerY, view.height == 80]
                  - label: {id: badge, text: 3 new, font: {size: 15}}
                  - view:
                      frame: [0, 400, 393, 100]
                      subviews:
                        - view: {id: inner}
                  - stackView:
                      id: actions
                      axis: vertical
                      alignment: center
                      arrangedSubviews:
                        - button: {id: go, title: Continue}
                constraints:
                  - card.leading == margins.leading
                  - card.trailing == margins.trailing
                  - {id: cardTop, constraint: card.top == safeArea.top + 20}
                  - badge.firstBaseline == name.firstBaseline
                  - badge.trailing == card.trailing - 16
                  - inner.leading == avatar.leading
                  - inner.trailing == name.trailing
                  - inner.top == card.bottom + 300
                  - inner.height == 10
                  - actions.centerX == view.centerX
                  - actions.top == card.bottom + 40
                  - go.width == view.width * 0.5
            steps:
              - set: {id: cardTop, constant: 120}
            """
        let played = try Played(scene)
        let root = try played.root(0)
        let card = try #require(root.frame(of: "card")), name = try #require(root.frame(of: "name"))
        let avatar = try #require(root.frame(of: "avatar")), badge = try #require(root.frame(of: "badge"))
        #expect(card.minX == 16 && card.width == 361 && card.height == 80 && card.minY == 59 + 20, "\(card)")
        #expect(avatar.minX == card.minX + 8 && name.minX == avatar.maxX + 12, "\(avatar) \(name)")
        // The badge sits on the name's baseline, 16 in from the card's edge.
        #expect(badge.maxX == card.maxX - 16, "\(badge)")
        // The measurer's baselines: 27.2 points down a 28-point line, 14.4 down a 15-point one.
        #expect(abs((badge.minY + 14.4) - (name.minY + 27.2)) < 1e-9, "\(name) \(badge)")
        // A view inside an unnamed wrapper placed by frame spans from the avatar to the end of the name.
        let inner = try #require(root.frame(of: "inner"))
        #expect(inner.minX == avatar.minX && abs(inner.maxX - name.maxX) < 1e-9 && inner.minY == card.maxY + 300 && inner.height == 10, "\(inner)")
        // An arranged button half the screen wide; its stack hugs it.
        let go = try #require(root.frame(of: "go")), actions = try #require(root.frame(of: "actions"))
        #expect(go.width == 393 / 2 && actions.width == go.width && actions.minY == card.maxY + 40, "\(go) \(actions)")
        // The step moves the card, and the views placed from within it follow.
        let moved = try played.root(1)
        #expect(try #require(moved.frame(of: "name")).minY == name.minY + 100)
        #expect(try #require(moved.frame(of: "go")).minY == go.minY + 100)
        #expect(played.layout.constraintWarnings(played.story).isEmpty)
    }
}

extension ConstraintLayoutTests {
    /// A multiplied position is measured in the holder's bounds: a quarter of
    /// the way across a card that does not start at the screen's edge.
    @Test func multipliedPositionsAreTheHoldersOwn() throws {
        let root = try Played("""
            device: iphone-15
            root:
              view:
                subviews:
                  - view:
                      id: card
                      frame: [100, 200, 200, 100]
                      subviews:
                        - view: {id: dot}
                      constraints: [dot.centerX == view.centerX * 0.5, dot.centerY == view.centerY * 1.5, dot.width == 10, dot.height == 10]
            """).root(0)
        let card = try #require(root.frame(of: "card")), dot = try #require(root.frame(of: "dot"))
        #expect(dot.midX == card.minX + 50 && dot.midY == card.minY + 75, "\(dot) in \(card)")
    }

    /// A button's baseline is its title's and a text field's its text's, centred in their heights.
    @Test func aButtonsBaselineIsItsTitles() throws {
        let played = try Played("""
            device: iphone-15
            root:
              view:
                subviews:
                  - button: {id: terms, title: Terms of Service}
                  - label: {id: and, text: and, font: {size: 13}}
                  - textField: {id: room, placeholder: Room, font: {size: 17}}
                constraints: [terms.leading == view.leading + 20, terms.top == view.top + 100, terms.height == 44,
                              and.leading == terms.trailing + 4, and.lastBaseline == terms.lastBaseline,
                              room.leading == and.trailing + 4, room.height == 30, room.firstBaseline == and.firstBaseline]
            """)
        let root = try played.root(0)
        let terms = try #require(root.frame(of: "terms")), and = try #require(root.frame(of: "and"))
        let title = try #require(played.layout.titleBaseline(of: ButtonSpec(title: "Terms of Service"), height: 44))
        // The measurer's baseline of a 13-point line: 12.8 down its 16 points.
        #expect(abs((and.minY + 12.8) - (terms.minY + title)) < 1e-9, "\(terms) \(and)")
        // A 21-point line of 17-point text centred in 30 points, its baseline 16.8 down the line.
        let room = try #require(root.frame(of: "room"))
        #expect(abs((room.minY + 4.5 + 16.8) - (and.minY + 12.8)) < 1e-9, "\(room) \(and)")
    }

    /// A scroll view's content may be sized from outside it (the content as
    /// wide as the screen's view), as storyboards made before the frame layout guide do.
    @Test func constraintsReachAScrollViewsContent() throws {
        let played = try Played("""
            device: iphone-15
            root:
              view:
                subviews:
                  - scrollView:
                      id: scroll
                      subviews:
                        - view:
                            id: content
                            frame: [0, 0, 375, 900]
                            translatesAutoresizingMaskIntoConstraints: false
                            subviews:
                              - label: {id: intro, text: "This product is not yet in the database. Could you add some pictures of it?", numberOfLines: 0}
                            constraints: [intro.leading == view.leading + 10, intro.trailing == view.trailing - 10, intro.top == view.top + 10]
                      constraints: [content.leading == view.leading, content.trailing == view.trailing, content.top == view.top,
                                    content.bottom == view.bottom, content.height == 900]
                constraints: [scroll.leading == view.leading, scroll.trailing == view.trailing, scroll.top == safeArea.top,
                              scroll.bottom == view.bottom, content.width == view.width]
            """)
        let root = try played.root(0)
        let content = try #require(root.frame(of: "content")), intro = try #require(root.frame(of: "intro"))
        #expect(content.minX == 0 && content.width == 393 && content.minY == 59, "\(content)")
        #expect(intro.minX == 10 && intro.maxX == 383, "\(intro)")
        #expect(played.layout.constraintWarnings(played.story).isEmpty, "\(played.layout.constraintWarnings(played.story))")
    }
}

extension ConstraintLayoutTests {
    /// A view's margins are measured from its safe area where it reaches
    /// beyond it (insetsLayoutMarginsFromSafeArea), unless it says otherwise.
    @Test func marginsAreMeasuredFromTheSafeArea() throws {
        func title(_ insets: Bool, landscape: Bool = false) throws -> Rect {
            let root = try Played("""
                device: iphone-15
                \(landscape ? "orientation: landscapeLeft" : "")
                root:
                  view:
                    subviews:
                      - view:
                          id: header
                          insetsLayoutMarginsFromSafeArea: \(insets)
                          subviews:
                            - label: {id: title, text: Today}
                          constraints: [title.top == margins.top, title.leading == margins.leading]
                    constraints: [header.top == view.top, header.leading == view.leading, header.trailing == view.trailing,
                                  header.bottom == safeArea.top + 44]
                """).root(0)
            return try #require(root.frame(of: "title"))
        }
        // Beneath the status bar (59 points) and 8 more; from its own edge, 8.
        #expect(try title(true).minY == 59 + 8 && title(true).minX == 8)
        #expect(try title(false).minY == 8)
        // In landscape the sensor housing's 59 points at the left come first too.
        #expect(try title(true, landscape: true).minX == 59 + 8)
    }
}

extension ConstraintLayoutTests {
    /// Two labels in a row filling the margins: with short text the one that hugs
    /// less stretches; with long text the one that resists compression less shrinks.
    @Test func huggingAndCompressionResistanceDecideWhoGives() throws {
        func frames(_ name: String, _ note: String) throws -> (Rect, Rect) {
            let root = try Played("""
                device: iphone-15
                root:
                  view:
                    subviews:
                      - label: {id: name, text: "\(name)", contentHuggingPriority: 251, contentCompressionResistancePriority: 751}
                      - label: {id: note, text: "\(note)"}
                    constraints: [name.leading == margins.leading, note.leading == name.trailing + 8, note.trailing == margins.trailing,
                                  name.top == safeArea.top, note.top == safeArea.top]
                """).root(0)
            return (try #require(root.frame(of: "name")), try #require(root.frame(of: "note")))
        }
        let measure = { (text: String) in
            ApproximateTextMeasurer().measure(text, font: Font(.inter, size: 17), maxWidth: nil, lineLimit: 1).width.rounded(.up)
        }
        // Short: the name keeps its text's width (it hugs more), the note takes the rest of the 361 points.
        let (name, note) = try frames("Anna", "Online")
        #expect(name.width == measure("Anna") && note.maxX == 393 - 16 && note.minX == name.maxX + 8, "\(name) \(note)")
        // Long: the note gives way (it resists less), the name keeps its text.
        let long = "Anna Haro of the Lisbon office"
        let (name2, note2) = try frames(long, "Last seen yesterday evening in the garden")
        #expect(name2.width == measure(long) && note2.maxX == 393 - 16 && note2.width < measure("Last seen yesterday evening in the garden"),
                "\(name2) \(note2)")
    }

    /// Leading and trailing follow the layout direction: right to left, a view
    /// pinned to the leading margin sits against the right one.
    @Test func leadingIsRightInARightToLeftInterface() throws {
        func badge(_ direction: String) throws -> Rect {
            try #require(try Played("""
                device: iphone-15
                traits: {layoutDirection: \(direction)}
                root:
                  view:
                    subviews:
                      - view: {id: badge}
                    constraints: [badge.leading == margins.leading + 4, badge.top == safeArea.top, badge.width == 40, badge.height == 20]
                """).root(0).frame(of: "badge"))
        }
        #expect(try badge("leftToRight").minX == 16 + 4)
        #expect(try badge("rightToLeft").maxX == 393 - 16 - 4)
    }
}
