import MockupCore
import MockupScene
import Testing
@testable import MockupUI

/// Presented screens, page sheets, alerts, action sheets and the keyboard:
/// where they are at rest and part-way, and the lifecycle around them.
@Suite struct PresentationTests {
    static func scene(device: String, style: String, orientation: String = "portrait") -> String {
        """
        device: \(device)
        style: \(style)
        orientation: \(orientation)
        screens:
          notes: {title: Notes, table: {rows: [Groceries, Lisbon]}}
          newNote:
            title: New Note
            view: {subviews: [{textField: {id: name, frame: [10, 10, 200, 31], keyboardType: emailAddress, returnKeyType: send}}]}
          compose: {navigationController: {viewControllers: [newNote]}}
        root: {navigationController: {viewControllers: [notes]}}
        steps:
          - present: compose
          - focus: name
          - endEditing
          - dismiss
          - alert: {title: Delete?, actions: [{title: Cancel, style: cancel}, {title: Delete, style: destructive}]}
          - dismiss
          - actionSheet: {actions: [Mail, Copy, {title: Cancel, style: cancel}]}
        """
    }

    /// The layout at `seconds` into step `step`, and the eased progress there.
    func instant(_ played: Played, step: Int, at seconds: Double) throws -> (LayoutNode, Double) {
        let animation = try played.layout.animation(played.story, step: step)
        let node = animation.instant(at: Seconds(seconds)).window.layoutNode()
        return (node, animation.transition.progress(at: Seconds(seconds)).value)
    }

    @Test func aFullScreenPresentationSlidesUpFromTheBottom() throws {
        let played = try Played(Self.scene(device: "iphone", style: "classic"))
        #expect(try played.root(1).frame(of: "compose") == Rect(x: 0, y: 20, width: 320, height: 460))
        // The presenter has left the hierarchy at rest.
        #expect(try played.root(1).frame(of: "notes") == nil)
        let (middle, p) = try instant(played, step: 1, at: 0.2)
        #expect(p > 0 && p < 1)
        let frame = try #require(middle.frame(of: "compose"))
        #expect(abs(frame.minY - (20 + (1 - p) * 480)) < 1e-6)
        #expect(middle.frame(of: "notes") == Rect(x: 0, y: 64, width: 320, height: 416))
        #expect(played.layout.transition(played.story, step: 1).duration == Seconds(0.5))
    }

    @Test func aPageSheetIsACardOverTheShrunkenPresenter() throws {
        let played = try Played(Self.scene(device: "iphone-15", style: "ios17"))
        let root = try played.root(1)
        // The card from 10 below the 59-point status bar; the presenter scaled by 0.9165 about its
        // top centre, its top at the status bar's bottom.
        #expect(root.frame(of: "compose") == Rect(x: 0, y: 69, width: 393, height: 783))
        let notes = try #require(root.frame(of: "notes"))
        let s = 0.9165
        #expect(abs(notes.minX - 393 * (1 - s) / 2) < 1e-6)
        #expect(abs(notes.width - 393 * s) < 1e-6)
        // The list lies below the 59-point status bar and the 44-point bar, both scaled.
        #expect(abs(notes.minY - (59 + (59 + 44) * s)) < 1e-6)
        let (middle, p) = try instant(played, step: 1, at: 0.1)
        let card = try #require(middle.frame(of: "compose"))
        #expect(abs(card.minY - (69 + (1 - p) * 783)) < 1e-6)
    }

    @Test func pageSheetsAreFullScreenBeforeIOS13() throws {
        let yaml = Self.scene(device: "iphone-5", style: "modern").replacingOccurrences(of: "present: compose", with: "{present: compose, style: pageSheet}")
        let played = try Played(yaml)
        #expect(try played.root(1).frame(of: "compose") == Rect(x: 0, y: 20, width: 320, height: 548))
        #expect(try played.root(1).frame(of: "notes") == nil)
    }

    @Test(arguments: [
        ("iphone", "classic", "portrait", Rect(x: 0, y: 264, width: 320, height: 216)),
        ("iphone", "classic", "landscapeLeft", Rect(x: 0, y: 158, width: 480, height: 162)),
        ("iphone-8", "modern", "portrait", Rect(x: 0, y: 451, width: 375, height: 216)),
        ("iphone-8-plus", "modern", "portrait", Rect(x: 0, y: 510, width: 414, height: 226)),
        ("iphone-se", "ios17", "portrait", Rect(x: 0, y: 407, width: 375, height: 260)),
        ("iphone-15", "ios17", "portrait", Rect(x: 0, y: 517, width: 393, height: 335)),
        ("iphone-15", "ios17", "landscapeLeft", Rect(x: 0, y: 166, width: 852, height: 227)),
    ])
    func theKeyboardRises(_ device: String, _ style: String, _ orientation: String, _ rest: Rect) throws {
        let played = try Played(Self.scene(device: device, style: style, orientation: orientation))
        #expect(try played.root(2).frames(ofKind: "keyboard") == [rest])
        #expect(try played.root(1).frames(ofKind: "keyboard").isEmpty)
        let (middle, p) = try instant(played, step: 2, at: 0.1)
        let frame = try #require(middle.frames(ofKind: "keyboard").first)
        #expect(p > 0 && p < 1)
        #expect(abs(frame.minY - (rest.maxY - rest.height * p)) < 1e-6)
        // endEditing takes it down.
        #expect(try played.root(3).frames(ofKind: "keyboard").isEmpty)
        let (falling, q) = try instant(played, step: 3, at: 0.1)
        #expect(abs((falling.frames(ofKind: "keyboard").first?.minY ?? 0) - (rest.maxY - rest.height * (1 - q))) < 1e-6)
    }

    @Test func theFocusedFieldShowsItsCaret() throws {
        let played = try Played(Self.scene(device: "iphone", style: "classic"))
        func caret(_ step: Int) throws -> Rect? {
            let window = try played.layout.window(played.story.states[step])
            let field = try #require(IOS17LayoutTests.views(window) { $0.kind.name == "textField" }.first)
            guard case .control(let control) = field.content, case .textField(let content) = control.kind else { return nil }
            return content.caret
        }
        #expect(try caret(1) == nil)
        #expect(try caret(2) != nil)
        #expect(played.story.states[2].editing == Editing(id: "name", keyboardType: .emailAddress, returnKeyType: .send))
    }

    @Test(arguments: [("iphone", "classic", 284.0), ("iphone-8", "modern", 270), ("iphone-15", "ios17", 270)])
    func anAlertIsCentredAtItsWidth(_ device: String, _ style: String, _ width: Double) throws {
        let played = try Played(Self.scene(device: device, style: style))
        let root = try played.root(5)
        let alert = try #require(root.nodes(ofKind: "alert").first)
        let screen = root.frame
        #expect(alert.frame.width == width)
        // Centred to the nearest device pixel.
        #expect(abs(alert.frame.midX - screen.width / 2) < 0.2)
        #expect(abs(alert.frame.midY - screen.height / 2) < 0.5)
        #expect(alert.nodes(ofKind: "button").map { $0.title } == ["Cancel", "Delete"])
        #expect(root.frames(ofKind: "dimmingView") == [screen])
        // Two actions sit side by side.
        let buttons = alert.nodes(ofKind: "button").map(\.frame)
        #expect(buttons[0].minY == buttons[1].minY && buttons[0].maxX <= buttons[1].minX)
        #expect(try played.root(6).nodes(ofKind: "alert").isEmpty)
    }

    @Test func anActionSheetSitsAtTheBottomWithItsCancelApart() throws {
        let ios17 = try Played(Self.scene(device: "iphone-15", style: "ios17")).root(7)
        let sheet = try #require(ios17.nodes(ofKind: "actionSheet").first)
        #expect(sheet.frame.minX == 8 && sheet.frame.width == 377)
        #expect(sheet.frame.maxY == 852 - 34)
        let buttons = sheet.nodes(ofKind: "button")
        #expect(buttons.map { $0.title } == ["Mail", "Copy", "Cancel"])
        #expect(buttons[2].frame.maxY == sheet.frame.maxY)
        #expect(buttons[2].frame.minY - buttons[1].frame.maxY == 8)
        let classic = try Played(Self.scene(device: "iphone", style: "classic")).root(7)
        let panel = try #require(classic.nodes(ofKind: "actionSheet").first)
        #expect(panel.frame.maxY == 480 && panel.frame.width == 320)
    }

    @Test func fullScreenTakesThePresenterAwayAndAPageSheetDoesNot() throws {
        func events(_ style: String, device: String, step: Int) throws -> [String] {
            try Played(Self.scene(device: device, style: style)).events.filter { $0.hasPrefix("\(step) ") }
        }
        #expect(try events("classic", device: "iphone", step: 1) == [
            "1 compose viewDidLoad", "1 newNote viewDidLoad",
            "1 notes viewWillDisappear", "1 compose viewWillAppear", "1 newNote viewWillAppear",
            "1 notes viewDidDisappear", "1 compose viewDidAppear", "1 newNote viewDidAppear",
        ])
        #expect(try events("classic", device: "iphone", step: 4) == [
            "4 compose viewWillDisappear", "4 newNote viewWillDisappear", "4 notes viewWillAppear",
            "4 compose viewDidDisappear", "4 newNote viewDidDisappear", "4 notes viewDidAppear",
        ])
        // UIKit 13+: the presenter of a page sheet stays shown and hears nothing.
        #expect(try events("ios17", device: "iphone-15", step: 1) == [
            "1 compose viewDidLoad", "1 newNote viewDidLoad",
            "1 compose viewWillAppear", "1 newNote viewWillAppear", "1 compose viewDidAppear", "1 newNote viewDidAppear",
        ])
        // Alerts and action sheets change no screen's appearance.
        #expect(try events("ios17", device: "iphone-15", step: 5).isEmpty)
    }

    @Test func stepsActOnThePresentedController() throws {
        let played = try Played("""
            device: iphone
            style: classic
            screens:
              a: {title: A}
              b: {title: B}
              c: {title: C}
              modal: {navigationController: {viewControllers: [b]}}
            root: {navigationController: {viewControllers: [a]}}
            steps: [{present: modal}, {push: c}, pop, dismiss]
            """)
        #expect(try played.root(2).frame(of: "c") != nil)
        #expect(try played.root(2).frame(of: "a") == nil)
        #expect(try played.root(4).frame(of: "a") != nil)
    }

    @Test func mistakesAreLocated() {
        #expect(Played.errors("""
            device: iphone
            root: {title: A}
            steps: [dismiss]
            """) == ["test.yaml:3:9: error: steps[0]: nothing to dismiss: no screen, alert or action sheet is presented"])
        #expect(Played.errors("""
            device: iphone
            root: {view: {subviews: [{label: {id: hello, text: Hi}}]}}
            steps: [{focus: hello}]
            """) == ["test.yaml:3:9: error: steps[0]: 'hello' is a label; 'focus' needs a text field or text view"])
        #expect(Played.errors("""
            device: iphone
            root: {title: A}
            steps: [{present: nowhere}]
            """) == ["test.yaml:3:19: error: steps[0].present: unknown screen 'nowhere' (none are defined)"])
        #expect(Played.errors("""
            device: iphone
            root: {title: A}
            steps: [{pop: , style: pageSheet}]
            """).first?.contains("'style' is how a 'present' step presents") == true)
    }
}
