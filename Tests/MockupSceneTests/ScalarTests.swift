import MockupCore
import MockupUI
import Testing
@testable import MockupScene

@Suite struct ScalarTests {
    /// The frame of a label written `frame: [TEXT, 0, 1, 1]`, or its diagnostics.
    func x(_ text: String) -> Result<Double, DiagnosticError> {
        Result { () throws(DiagnosticError) -> Double in
            let scene = try SceneLoader.parse("root: {view: {label: {frame: [\(text), 0, 1, 1]}}}", file: "n.yaml")
            guard case .inline(let root) = scene.root, case .view(let view?) = root.content else { return .nan }
            return view.frame?.x ?? .nan
        }
    }

    @Test(arguments: [("12", 12.0), ("-3", -3), ("0.5", 0.5), ("+1.5", 1.5), ("1e2", 100), ("1_000", 1000), ("0x1f", 31)])
    func numbers(text: String, value: Double) throws {
        #expect(try x(text).get() == value)
    }

    @Test(arguments: ["abc", "\"12\"", "1:0:0:0:0:0:0:0:0:0:0:0", ".inf", ".nan", "true", "~"])
    func notNumbers(text: String) {
        let expected = text == "~" ? "nothing" : text.hasPrefix("\"") ? "the quoted text '\(text.filter { $0 != "\"" })'" : "'\(text)'"
        guard case .failure(let error) = x(text) else {
            Issue.record("\(text) read as a number")
            return
        }
        #expect(error.diagnostics.map(\.message) == ["expected a number from -100000 to 100000, found \(expected)"])
    }

    @Test func integersAcceptIntegralFloats() throws {
        let scene = try SceneLoader.parse("root: {view: {label: {numberOfLines: 2.0}}}", file: "i.yaml")
        guard case .inline(let root) = scene.root, case .view(let view?) = root.content,
              case .label(let label) = view.kind else {
            Issue.record("no label")
            return
        }
        #expect(label.numberOfLines == 2)
        #expect(diagnostics("root: {view: {label: {numberOfLines: 2.5}}}") == [
            "scene.yaml:1:38: error: root.view.label.numberOfLines: expected an integer from 0 to 10000, found '2.5'",
        ])
        #expect(diagnostics("root: {view: {label: {numberOfLines: 99999999999999999999999}}}") == [
            "scene.yaml:1:38: error: root.view.label.numberOfLines: expected an integer from 0 to 10000, found '99999999999999999999999'",
        ])
    }

    @Test func anyScalarIsAString() throws {
        let scene = try SceneLoader.parse("root: {title: 42}\nsteps: [{selectTab: yes}, {selectTab: '2'}, {selectTab: 2.5}]",
                                          file: "s.yaml")
        guard case .inline(let root) = scene.root else {
            Issue.record("no root")
            return
        }
        #expect(root.title == "42")
        #expect(scene.steps.map(\.action) == [.selectTab(.title("yes")), .selectTab(.title("2")), .selectTab(.title("2.5"))])
    }

    @Test func booleans() throws {
        let scene = try SceneLoader.parse("statusBar: no\nroot: {hidesBottomBarWhenPushed: True}", file: "b.yaml")
        #expect(scene.statusBar == false)
        guard case .inline(let root) = scene.root else { return }
        #expect(root.hidesBottomBarWhenPushed)
        #expect(diagnostics("statusBar: 'true'\nroot: {}") == [
            "scene.yaml:1:12: error: statusBar: expected true or false, found the quoted text 'true'",
        ])
    }

    @Test func colourNames() throws {
        let names = ColorNames.names.map { "{label: {textColor: \($0)}}" }.joined(separator: ", ")
        let scene = try SceneLoader.parse("root: {view: {view: {subviews: [\(names)]}}}", file: "c.yaml")
        guard case .inline(let root) = scene.root, case .view(let view?) = root.content else { return }
        let colours = view.subviews.compactMap { subview -> Color? in
            if case .label(let label) = subview.kind { return label.textColor }
            return nil
        }
        #expect(colours.count == 17)
        #expect(colours.first == .white)
        #expect(colours.last == Color(r: 197, g: 204, b: 211))
        #expect(colours[ColorNames.names.firstIndex(of: "grey") ?? 0] == colours[ColorNames.names.firstIndex(of: "gray") ?? 0])
    }

    @Test func jsonWithoutSpacesOrWithTabs() throws {
        let compact = try SceneLoader.parse(#"{"root":{"title":"A"},"fps":60}"#, file: "c.json")
        #expect(compact.fps == 60)
        let tabbed = try SceneLoader.parse("{\n\t\"root\": {\n\t\t\"title\": \"A\"\n\t}\n}\n", file: "t.json")
        #expect(tabbed.root == .inline(ControllerSpec(title: "A", location: SourceLocation(file: "t.json", line: 2, column: 10))))
    }

    @Test func crlfLineEndings() throws {
        #expect(diagnostics("fps: 30\r\nroot: {titel: x}\r\n") == [
            "scene.yaml:2:8: error: root: unknown key 'titel' (did you mean 'title'?)",
        ])
    }
}
