import MockupCore
import MockupScene
@testable import MockupUI
import Testing

/// Switches, sliders, progress views, activity indicators, page controls and
/// steppers: their natural sizes in each look, frames given only an origin or
/// a zero side, and the spinner turning with the virtual clock.
@Suite struct ValueControlLayoutTests {
    static func scene(style: String) -> String {
        """
        device: iphone-retina
        style: \(style)
        root:
          view:
            backgroundColor: white
            subviews:
              - switch: {id: s, frame: [10, 10]}
              - slider: {id: sl, frame: [10, 60, 200, 0]}
              - progressView: {id: p, frame: [10, 100, 200, 0]}
              - progressView: {id: pb, frame: [10, 110, 200, 0], progressViewStyle: bar}
              - activityIndicator: {id: a, frame: [10, 130]}
              - activityIndicator: {id: al, frame: [40, 130], style: large}
              - pageControl: {id: pc, frame: [10, 180], numberOfPages: 5}
              - stepper: {id: st, frame: [10, 230]}
              - switch: {id: sized, frame: [10, 280, 60, 40]}
        steps:
          - wait: 0.5
        """
    }

    func sizes(_ style: String) throws -> [String: Size] {
        let root = try Played(Self.scene(style: style)).root(0)
        return Dictionary(uniqueKeysWithValues: ["s", "sl", "p", "pb", "a", "al", "pc", "st", "sized"].compactMap { id in
            root.frame(of: id).map { (id, $0.size) }
        })
    }

    @Test func naturalSizesInEachLook() throws {
        let classic = try sizes("classic"), modern = try sizes("modern"), ios17 = try sizes("ios17")
        #expect(classic["s"] == Size(width: 94, height: 27))
        #expect(modern["s"] == Size(width: 51, height: 31) && ios17["s"] == Size(width: 51, height: 31))
        #expect(classic["sl"] == Size(width: 200, height: 23) && modern["sl"] == Size(width: 200, height: 31))
        #expect(classic["p"]?.height == 9 && modern["p"]?.height == 2 && ios17["p"]?.height == 4)
        #expect(classic["pb"]?.height == 11 && modern["pb"]?.height == 2.5)
        for look in [classic, modern, ios17] {
            #expect(look["a"] == Size(width: 20, height: 20) && look["al"] == Size(width: 37, height: 37))
            #expect(abs((look["pc"]?.width ?? 0) - 5 * 16) < 1e-9, "\(String(describing: look["pc"]))")
            // A frame that gives a size keeps it.
            #expect(look["sized"] == Size(width: 60, height: 40))
        }
        #expect(modern["st"] == Size(width: 94, height: 29) && ios17["st"] == Size(width: 94, height: 32))
        #expect(classic["pc"]?.height == 36 && modern["pc"]?.height == 37)
    }

    @Test func pickersAreAsWideAsTheirParentAnd216Tall() throws {
        for style in ["classic", "modern", "ios17"] {
            let root = try Played("""
                device: iphone-retina
                style: \(style)
                root:
                  view:
                    subviews:
                      - pickerView: {id: p, frame: [0, 0], components: [[A, B], [C]]}
                      - datePicker: {id: d, frame: [0, 220], mode: time, date: "2009-06-17T21:05"}
                      - datePicker: {id: i, frame: [0, 0, 320, 0], mode: date, style: inline}
                """).root(0)
            #expect(root.frame(of: "p")?.size == Size(width: 320, height: 216))
            #expect(root.frame(of: "d")?.size == Size(width: 320, height: 216))
            // Only ios17 has the inline calendar; the others show wheels.
            #expect(root.frame(of: "i")?.height == (style == "ios17" ? 330 : 216))
        }
        // 21:05 reads 9, 05, PM on the wheels.
        let time = DatePickerSpec(mode: .time, date: CalendarDate(year: 2009, month: 6, day: 17, hour: 21, minute: 5)).wheels
        #expect(time.wheels.map { $0.rows[$0.selected] } == ["9", "05", "PM"])
        #expect(CalendarDate(year: 2009, month: 6, day: 17).weekday == 3)  // a Wednesday
        #expect(CalendarDate(parsing: "2009-02-29") == nil && CalendarDate(parsing: "2008-02-29") != nil)
    }

    @Test func theNewKindsAreInTheLayoutDump() throws {
        let root = try Played(Self.scene(style: "ios17")).root(0)
        for kind in ["switch", "slider", "progressView", "activityIndicator", "pageControl", "stepper"] {
            #expect(!root.nodes(ofKind: kind).isEmpty, "\(kind)")
        }
        #expect(root.node(id: "s")?.kind == "switch")
    }

    @Test func aTextViewAlignsItsText() throws {
        let played = try Played("""
            device: iphone
            style: classic
            root: {view: {subviews: [{textView: {frame: [20, 181, 280, 88], textAlignment: center, text: "Loaded by the first view"}}]}}
            """)
        let window = try played.layout.window(played.story.states[0])
        let text = try #require(IOS17LayoutTests.views(window) { $0.kind.name == "textView" }.first?.children.first)
        guard case .label(let content) = text.content else { Issue.record("no text in \(text)"); return }
        #expect(content.run.alignment == .center)
    }

    @Test func theSpinnerTurnsWithTheVirtualClock() throws {
        let played = try Played(Self.scene(style: "ios17"))
        let animation = try played.layout.animation(played.story, step: 1)
        let theme = Theme(scene: played.layout.scene)
        func picture(_ t: Double) -> DisplayList { theme.displayList(for: animation.instant(at: Seconds(t))) }
        // A spoke is an eighth of a turn, an eighth of a second: frames 0.05 s apart differ, a whole turn later they agree.
        #expect(picture(0) != picture(0.2))
        #expect(picture(0) == picture(0) && picture(0.01) == picture(0.02))
        // The still of the step is its last frame, at the step's end on the story's clock.
        #expect(played.story.states[1].clock == Seconds(0.5))
        let still = theme.displayList(for: try played.layout.window(played.story.states[1]))
        #expect(still == picture(0.5))
    }

    static let toggles = """
        device: iphone-15
        root:
          view:
            backgroundColor: white
            subviews:
              - switch: {id: wifi, frame: [20, 20], isOn: true}
              - slider: {id: volume, frame: [20, 80, 200, 0], value: 0.2}
              - label: {id: caption, frame: [20, 140, 200, 20], text: Off}
        steps:
          - set: {id: wifi, isOn: false}
          - set: {id: volume, value: 0.8}
          - set: {id: caption, alpha: 0.5, frame: [20, 200, 200, 20]}
        """

    func control(_ window: PresentedView, _ id: String) -> ControlContent.Kind? {
        if window.id == id, case .control(let c) = window.content { return c.kind }
        for child in window.children { if let found = control(child, id) { return found } }
        return nil
    }

    @Test func aSwitchsThumbIsPartWayAtMidToggle() throws {
        let played = try Played(Self.toggles)
        let animation = try played.layout.animation(played.story, step: 1)
        #expect(animation.transition.duration == Seconds(0.2))
        func on(_ t: Double) -> Double? {
            guard case .switchControl(let s)? = control(animation.instant(at: Seconds(t)).window, "wifi") else { return nil }
            return s.on
        }
        #expect(on(0) == 1 && on(0.2) == 0)
        let middle = try #require(on(0.1))
        #expect(middle > 0.2 && middle < 0.8)
    }

    @Test func aSlidersThumbMovesAndFramesAndAlphaAnimate() throws {
        let played = try Played(Self.toggles)
        let slide = try played.layout.animation(played.story, step: 2)
        guard case .slider(let s)? = control(slide.instant(at: Seconds(0.1)).window, "volume") else { Issue.record("no slider"); return }
        #expect(s.fraction > 0.3 && s.fraction < 0.7)
        let move = try played.layout.animation(played.story, step: 3)
        let caption = try #require(move.instant(at: Seconds(0.1)).window.layoutNode().node(id: "caption"))
        #expect(caption.frame.minY > 140 + 59 && caption.frame.minY < 200 + 59)
        #expect(caption.alpha > 0.5 && caption.alpha < 1)
        #expect(try played.root(3).node(id: "caption")?.alpha == 0.5)
    }

    @Test func setNamesAViewAndItsProperties() {
        let base = Self.toggles.components(separatedBy: "steps:")[0]
        #expect(Played.errors(base + "steps:\n  - set: {id: wi-fi, isOn: false}\n").first?.contains("no view in the hierarchy has id 'wi-fi' (did you mean 'wifi'?)") == true)
        #expect(Played.errors(base + "steps:\n  - set: {id: volume, isOn: false}\n").first?.contains("a slider has no 'isOn'") == true)
        #expect(Played.errors(base + "steps:\n  - set: {id: volume, value: 5}\n").isEmpty)
    }

    @Test func aPickerWheelTurnsToTheRowItIsSetTo() throws {
        let played = try Played("""
            device: iphone-15
            root:
              view:
                subviews:
                  - pickerView: {id: sizes, frame: [0, 0], components: [[S, M, L, XL]], selectedRows: [0]}
            steps:
              - set: {id: sizes, selectedRows: [3]}
            """)
        let animation = try played.layout.animation(played.story, step: 1)
        func position(_ t: Double) -> Double? {
            guard case .picker(let p)? = control(animation.instant(at: Seconds(t)).window, "sizes") else { return nil }
            return p.wheels.first?.position
        }
        #expect(position(0) == 0 && position(0.3) == 3)
        let middle = try #require(position(0.15))
        #expect(middle > 0.5 && middle < 2.5)
        #expect(Played.errors("""
            device: iphone-15
            root:
              view:
                subviews:
                  - pickerView: {id: sizes, frame: [0, 0], components: [[S, M]]}
            steps:
              - set: {id: sizes, selectedRows: [2]}
            """).first?.contains("row 2 of component 0 is out of range: it has 2 rows") == true)
    }
}
