import MockupCore
import MockupScene
import Testing
@testable import MockupUI

/// Split view controllers: the columns of each display mode in portrait
/// and landscape, collapsing into a navigation stack in compact width, and
/// the steps that show and hide columns or show a detail.
@Suite struct SplitViewTests {
    static func mail(_ device: String, orientation: String = "landscapeLeft", extra: String = "") -> String {
        """
        device: \(device)
        orientation: \(orientation)
        screens:
          mailboxes: {title: Mailboxes, table: {style: insetGrouped, rows: [All Inboxes, VIP, Flagged]}}
          inbox: {title: Inbox, table: {rows: [John Appleseed, Kate Bell]}}
          message: {title: Lunch, view: {backgroundColor: systemBackground}}
          other: {title: Keynote, view: {backgroundColor: systemBackground}}
        root:
          splitViewController:
            primary: mailboxes
            supplementary: inbox
            secondary: message
        \(extra)
        """
    }

    @Test func threeColumnsSideBySideInLandscape() throws {
        // 11-inch iPad Pro (M4) in landscape, 1210 x 834: the sidebars 320 each, the message the rest;
        // each screen beneath its column's 54-point navigation bar, below the 24-point status bar.
        let root = try Played(Self.mail("ipad-pro-11")).root(0)
        #expect(root.frame(of: "mailboxes") == Rect(x: 0, y: 78, width: 320, height: 756))
        #expect(root.frame(of: "inbox") == Rect(x: 320, y: 78, width: 320, height: 756))
        #expect(root.frame(of: "message") == Rect(x: 640, y: 78, width: 570, height: 756))
        // Each column has its own navigation bar with its title.
        #expect(root.nodes(ofKind: "navigationBar").map(\.title) == ["Lunch", "Mailboxes", "Inbox"])
        #expect(root.nodes(ofKind: "navigationBar").map(\.frame.minX) == [640, 0, 320])
    }

    @Test func portraitShowsTheSecondaryAloneAndSidebarsOverIt() throws {
        let played = try Played(Self.mail("ipad-pro-11", orientation: "portrait", extra: "steps: [{showColumn: primary}, {hideColumn: supplementary}]"))
        let alone = try played.root(0)
        #expect(alone.frame(of: "message") == Rect(x: 0, y: 78, width: 834, height: 1132))
        #expect(alone.frame(of: "mailboxes") == nil && alone.frame(of: "inbox") == nil)
        // Shown in portrait, both sidebars lie over the secondary, which keeps its frame beneath a dimming view.
        let over = try played.root(1)
        #expect(over.frame(of: "message") == Rect(x: 0, y: 78, width: 834, height: 1132))
        #expect(over.frame(of: "mailboxes")?.minX == 0 && over.frame(of: "inbox")?.minX == 320)
        #expect(over.frames(ofKind: "dimmingView") == [Rect(x: 0, y: 24, width: 834, height: 1186)])
        // Hiding the supplementary hides both.
        #expect(try played.root(2).frame(of: "inbox") == nil)
        // Half way through showing them, the sidebars slide in from the leading edge.
        let duration = played.transition(1).duration.value
        let mid = try played.root(1, at: duration / 2)
        let x = try #require(mid.frame(of: "mailboxes")).minX
        #expect(x < 0 && x > -320)
    }

    @Test func twoColumnsTiledAndTheDisplayModes() throws {
        let yaml = """
            device: ipad-air-11
            screens:
              settings: {title: Settings, table: {style: insetGrouped, rows: [General, Display]}}
              general: {title: General, table: {style: insetGrouped, rows: [About]}}
            root:
              splitViewController: {primary: settings, secondary: general, preferredDisplayMode: oneBesideSecondary, preferredPrimaryColumnWidth: 375}
            steps: [{hideColumn: primary}, {showColumn: primary}]
            """
        let played = try Played(yaml)
        let root = try played.root(0)
        #expect(root.frame(of: "settings") == Rect(x: 0, y: 78, width: 375, height: 1102))
        #expect(root.frame(of: "general") == Rect(x: 375, y: 78, width: 445, height: 1102))
        #expect(try played.root(1).frame(of: "general") == Rect(x: 0, y: 78, width: 820, height: 1102))
        // Shown again in portrait, where the behaviour is overlay: over the secondary.
        #expect(try played.root(2).frame(of: "general") == Rect(x: 0, y: 78, width: 820, height: 1102))
        #expect(try played.root(2).frame(of: "settings") == Rect(x: 0, y: 78, width: 375, height: 1102))
        // Tiled behaviour keeps it beside.
        let tiled = try Played(yaml.replacingOccurrences(of: "preferredPrimaryColumnWidth: 375", with: "preferredPrimaryColumnWidth: 375, preferredSplitBehavior: tile"))
        #expect(try tiled.root(2).frame(of: "general") == Rect(x: 375, y: 78, width: 445, height: 1102))
    }

    @Test func collapsedOnAPhoneIntoTheSidebarsStack() throws {
        let played = try Played(Self.mail("iphone-17", orientation: "portrait", extra: "steps: [{showDetail: other}]"))
        let root = try played.root(0)
        #expect(root.screens().compactMap(\.id) == ["mailboxes"])
        #expect(root.frame(of: "mailboxes") == Rect(x: 0, y: 116, width: 402, height: 758))
        // showDetail pushes onto it, animated as a push.
        let pushed = try played.root(1)
        #expect(pushed.screens().compactMap(\.id).last == "other" && pushed.nodes(ofKind: "backButton").count == 1)
        if case .navigation(_, let push) = played.transition(1).kind { #expect(push) } else { Issue.record("not a push") }
        // Expanded, showDetail replaces the secondary column at once.
        let expanded = try Played(Self.mail("ipad-pro-11", extra: "steps: [{showDetail: other}]"))
        #expect(try expanded.root(1).frame(of: "other") == Rect(x: 640, y: 78, width: 570, height: 756))
        #expect(try expanded.root(1).frame(of: "message") == nil)
        #expect(expanded.transition(1).kind == .instant)
        // A compact column shows instead when there is one; on an iPad beside another app, a third is compact too.
        var scene = try SceneLoader.parse(Self.mail("ipad-pro-11").replacingOccurrences(of: "secondary: message", with: "secondary: message\n    compact: other"), file: "m.yaml")
        scene.traits.multitaskingWidth = .oneThird
        #expect(try Played(scene: scene).root(0).screens().compactMap(\.id) == ["other"])
    }

    @Test func splitViewMistakesAreLocated() {
        let errors = Played.errors("""
            screens:
              a: {title: A}
              b: {title: B}
            root: {splitViewController: {primary: a, secondary: b, preferredDisplayMode: twoBesideSecondary}}
            steps: [{showColumn: sidebar}]
            """)
        #expect(errors.contains { $0.contains("'twoBesideSecondary' shows two sidebars; it needs a 'supplementary' column") })
        #expect(errors.contains { $0.contains("'sidebar'") })
        let noSplit = Played.errors("screens: {a: {title: A}}\nroot: a\nsteps: [{hideColumn: primary}]")
        #expect(noSplit.contains { $0.contains("'hideColumn' needs a splitViewController") })
    }
}
