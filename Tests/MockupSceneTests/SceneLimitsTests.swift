import Foundation
import MockupCore
import Testing
@testable import MockupScene

@Suite struct SceneLimitsTests {
    @Test func missingFileIsADiagnostic() {
        let error = #expect(throws: DiagnosticError.self) {
            try SceneLoader.load(path: "/nonexistent/dir/contacts.yaml")
        }
        #expect(error?.description == "/nonexistent/dir/contacts.yaml: error: cannot read the file: no such file")
    }

    @Test func directoryIsADiagnostic() {
        let error = #expect(throws: DiagnosticError.self) {
            try SceneLoader.load(path: NSTemporaryDirectory())
        }
        #expect(error?.description.hasSuffix("it is a directory") == true)
    }

    @Test func loadsAFileNamedAfterIt() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("mockup-scene-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        let good = directory.appendingPathComponent("settings.yaml")
        try Data("root: {title: Settings}\n".utf8).write(to: good)
        let scene = try SceneLoader.load(path: good.path)
        #expect(scene.name == "settings")

        let bad = directory.appendingPathComponent("bad.yaml")
        try Data("root: {titel: Settings}\n".utf8).write(to: bad)
        let error = #expect(throws: DiagnosticError.self) { try SceneLoader.load(path: bad.path) }
        #expect(error?.description == "\(bad.path):1:8: error: root: unknown key 'titel' (did you mean 'title'?)")

        let binary = directory.appendingPathComponent("binary.yaml")
        try Data([0x72, 0x6f, 0xff, 0xfe, 0x00]).write(to: binary)
        let notText = #expect(throws: DiagnosticError.self) { try SceneLoader.load(path: binary.path) }
        #expect(notText?.description == "\(binary.path): error: cannot read the file: the file is not UTF-8 text")
    }

    @Test func tooLargeFileIsRejected() throws {
        let text = "root: {}\n#" + String(repeating: "x", count: SceneLoader.maxFileSize)
        #expect(diagnostics(text) == [
            "scene.yaml:1:1: error: file too large: 4194314 bytes, the limit is 4 MiB (4194304 bytes)",
        ])

        let directory = FileManager.default.temporaryDirectory
        let big = directory.appendingPathComponent("mockup-big-\(UUID().uuidString).yaml")
        try Data(text.utf8).write(to: big)
        defer { try? FileManager.default.removeItem(at: big) }
        let error = #expect(throws: DiagnosticError.self) { try SceneLoader.load(path: big.path) }
        #expect(error?.description.hasSuffix("error: file too large: 4194314 bytes, the limit is 4 MiB (4194304 bytes)") == true)
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/zero")))
    func endlessDeviceIsCutOff() {
        let error = #expect(throws: DiagnosticError.self) { try SceneLoader.load(path: "/dev/zero") }
        #expect(error?.description
            == "/dev/zero:1:1: error: file too large: more than 4194304 bytes, the limit is 4 MiB (4194304 bytes)")
    }

    @Test func nestingIsLimited() {
        // The top mapping is level 1, so `root` may hold 63 nested lists...
        let fits = "root: " + String(repeating: "[", count: 63) + String(repeating: "]", count: 63)
        #expect(diagnostics(fits) == [
            "scene.yaml:1:7: error: root: expected a screen id or a controller mapping, found a list of 1 value",
        ])
        // ... and the 64th, at column 7 + 63, is one too many.
        let deep = "root: " + String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        let path = "root" + String(repeating: "[0]", count: 63)
        #expect(diagnostics(deep) == ["scene.yaml:1:70: error: \(path): nesting deeper than 64 levels"])
        // libyaml stops at 1000 levels itself; the message names our limit all the same.
        let deeper = "root: " + String(repeating: "[", count: 5000)
        #expect(diagnostics(deeper).first?.hasSuffix("error: nesting deeper than 64 levels") == true)
    }

    @Test func aliasExpansionIsLimited() {
        let ten = { (name: String) in "[" + Array(repeating: "*\(name)", count: 10).joined(separator: ", ") + "]" }
        let text = """
            a: &a [x, x, x, x, x, x, x, x, x, x]
            b: &b \(ten("a"))
            c: &c \(ten("b"))
            d: &d \(ten("c"))
            e: &e \(ten("d"))
            f: &f \(ten("e"))
            root: {}
            """
        // 10^6 scalars under `f`; the count runs out inside it, at a value
        // whose location is where the alias's anchor wrote it. Subtrees met
        // again through an alias are counted at once, not walked again.
        let started = ContinuousClock.now
        #expect(diagnostics(text) == [
            "scene.yaml:1:35: error: f[7][8][8][8][8][9]: the document holds more than 1000000 values once aliases are expanded",
        ])
        #expect(ContinuousClock.now - started < .seconds(1))
    }

    @Test func nestingThroughAnAliasIsLimited() {
        // 40 levels anchored under `a` fit; under 28 more levels of `b` they reach the 65th.
        let text = "a: &a " + String(repeating: "[", count: 40) + "x" + String(repeating: "]", count: 40)
            + "\nb: " + String(repeating: "[", count: 28) + "*a" + String(repeating: "]", count: 28) + "\nroot: {}"
        let path = "b" + String(repeating: "[0]", count: 28 + 35)
        #expect(diagnostics(text) == ["scene.yaml:1:42: error: \(path): nesting deeper than 64 levels"])
    }

    @Test func misspeltRequiredKeyIsReportedOnce() {
        #expect(diagnostics("screens: {a: {}}\nroot: {navigationController: {viewControler: [a]}}") == [
            "scene.yaml:2:31: error: root.navigationController: unknown key 'viewControler' (did you mean 'viewControllers'?)",
        ])
        #expect(diagnostics("root: {table: {rows: [{txt: A}]}}") == [
            "scene.yaml:1:24: error: root.table.rows[0]: unknown key 'txt' (did you mean 'text'?)",
        ])
    }
}

/// Geometry, scale, font sizes and line counts are bounded where they are
/// read, so no later computation meets a value it cannot hold.
@Suite struct GeometryLimitTests {
    @Test func framesFontsScalesAndLinesHaveBounds() {
        let text = """
            scale: 9
            root:
              view:
                subviews:
                  - label: {frame: [0, 8, 1e90, 2], text: A, font: {size: 5000}, numberOfLines: 99999999999}
                  - view: {frame: [-200000, 0, 10, 10]}
            """
        #expect(diagnostics(text) == [
            "scene.yaml:1:8: error: scale: expected a number > 0 and <= 8, found '9'",
            "scene.yaml:5:31: error: root.view.subviews[0].label.frame[2]: expected a number from 0 to 100000, found '1e90'",
            "scene.yaml:5:63: error: root.view.subviews[0].label.font.size: expected a number > 0 and <= 1000, found '5000'",
            "scene.yaml:5:85: error: root.view.subviews[0].label.numberOfLines: expected an integer from 0 to 10000, found '99999999999'",
            "scene.yaml:6:24: error: root.view.subviews[1].view.frame[0]: expected a number from -100000 to 100000, found '-200000'",
        ])
        #expect(diagnostics("device: {width: 0, height: 200000}\nroot: {}") == [
            "scene.yaml:1:17: error: device.width: expected a number > 0 and <= 100000, found '0'",
            "scene.yaml:1:28: error: device.height: expected a number > 0 and <= 100000, found '200000'",
        ])
    }
}

/// Keys are measured before Yams composes the document: it hashes every key
/// to find duplicates, and a key of aliases could stand for millions of values.
@Suite struct ComplexKeyTests {
    @Test func aKeyOfAliasesIsRejectedBeforeItIsHashed() throws {
        let bomb = (1...7).map { level -> String in
            let name = "l\(level)", inner = level == 1 ? "x" : "*l\(level - 1)"
            return "\(name): &\(name) [" + Array(repeating: inner, count: 10).joined(separator: ", ") + "]"
        }.joined(separator: "\n")
        let started = ContinuousClock.now
        #expect(diagnostics(bomb + "\n[*l7, *l7]: x\nroot: {title: A}") == [
            "scene.yaml:8:2: error: a mapping key holds more than 10000 values once aliases are expanded: keys are names, never lists, mappings or aliases",
        ])
        // NB: expanded, the key would take minutes; the bound is loose so a busy machine passes.
        #expect(ContinuousClock.now - started < .seconds(30))
    }

    @Test func ordinaryKeysAndSmallComplexKeysAreLeftToTheDecoder() {
        // A short list as a key is no scene key, and is reported as such.
        #expect(diagnostics("[a, b]: 1\nroot: {title: A}") == [
            "scene.yaml:1:1: error: expected a key name, found a list of 2 values",
        ])
        #expect(diagnostics("t: &t Title\nroot: {title: *t}").count == 1)  // only the unknown key 't'
        #expect(ComplexKeyScan.check("a: &a [1, 2]\nb: *a\nc: {d: *a}", file: "x.yaml") == nil)
    }
}
