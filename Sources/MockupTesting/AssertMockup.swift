import Foundation
import MockupCore
import MockupGolden
import MockupRender
import MockupScene
import MockupUI

/// What of a step a golden holds.
public enum MockupSnapshot: Hashable, Sendable {
    /// The step's end state, as `mockup render` draws it.
    case image
    /// Every frame of the step's transition side by side, as `mockup animate --format filmstrip` draws it.
    case filmstrip
    /// The step's end state's view tree as text, as `mockup layout --format tree` prints it (`.txt`).
    case tree
}

/// Checks a step of a scene file against its golden PNG, on the engine and
/// record modes of `mockup verify`, from XCTest or Swift Testing:
///
///     func testCheckout() {
///         assertMockup(file: "Scenes/checkout.yaml", step: 2)
///     }
///
///     @Test func inboxPush() {
///         assertMockup(file: "Scenes/mail.yaml", step: 2, named: "push", as: .filmstrip)
///     }
///
/// The golden is `__Mockups__/TESTFILE/TEST.NAME.png` beside the test file
/// (NAME is `named`, or the scene's name and the step). The record mode is
/// `record`, else `MOCKUP_RECORD`, else `never` when `CI` is set, else
/// `missing`. A failure names the golden, the actual picture and the diff
/// image (under `output/failures/` of the package the test belongs to) and
/// the command that re-records it. A recorded golden fails the test: look at
/// it, then run the test again.
///
/// `variant` draws one of the scene's `variants:` (its golden is named
/// `...@NAME.png`); `variants` checks several, each against its own golden:
/// `.all` (the scene as written and every variant) or `.named([...])`:
///
///     assertMockup(file: "notes.yaml", step: 1, variants: .all)
///
/// `file` is found relative to the test file's folder first, then to the
/// current folder.
public func assertMockup(
    file: String,
    step: Int,
    variant: String? = nil,
    variants: MockupVariants? = nil,
    named name: String? = nil,
    as snapshot: MockupSnapshot = .image,
    record: RecordMode? = nil,
    threshold: Double = 0.1,
    maxDiffPixels: Int = 0,
    goldens: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let place = MockupAssertion.Place(fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
    let scene: Scene
    do {
        scene = try SceneLoader.load(path: MockupAssertion.resolve(file, beside: place))
    } catch {
        place.fail(error.description)
        return
    }
    for chosen in variants?.chosen(of: scene) ?? [variant] {
        let message = MockupAssertion(scene: scene, step: step, variant: chosen, name: name, snapshot: snapshot, record: record,
                                      threshold: threshold, maxDiffPixels: maxDiffPixels, goldens: goldens, place: place).check()
        if let message { place.fail(message) }
    }
}

/// Checks a step of a scene built in Swift against its golden PNG; see
/// `assertMockup(file:step:named:...)`.
///
///     let scene = Scene(name: "settings", screens: ["settings": ...],
///                       root: .navigation(...), steps: [Step(.push("wifi"))])
///     assertMockup(scene, step: 1)
public func assertMockup(
    _ scene: Scene,
    step: Int,
    variant: String? = nil,
    variants: MockupVariants? = nil,
    named name: String? = nil,
    as snapshot: MockupSnapshot = .image,
    record: RecordMode? = nil,
    threshold: Double = 0.1,
    maxDiffPixels: Int = 0,
    goldens: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let place = MockupAssertion.Place(fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
    for chosen in variants?.chosen(of: scene) ?? [variant] {
        let message = MockupAssertion(scene: scene, step: step, variant: chosen, name: name, snapshot: snapshot, record: record,
                                      threshold: threshold, maxDiffPixels: maxDiffPixels, goldens: goldens, place: place).check()
        if let message { place.fail(message) }
    }
}

/// One assertion: where its golden is, and the check that gives a failure message or nil.
struct MockupAssertion {
    /// Where the assertion is written.
    struct Place {
        var fileID: StaticString
        var filePath: StaticString
        var testName: String
        var line: UInt
        var column: UInt

        var testFolder: URL { URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent() }
        var testFile: String { URL(fileURLWithPath: "\(filePath)").deletingPathExtension().lastPathComponent }
        /// `testCheckout()` → `testCheckout`.
        var test: String {
            let bare = testName.prefix { $0 != "(" }
            return String(bare.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" ? $0 : "_" })
        }
    }

    var scene: Scene
    var step: Int
    /// The scene's variant drawn (nil: the scene as written).
    var variant: String?
    var name: String?
    var snapshot: MockupSnapshot
    var record: RecordMode?
    var threshold: Double
    var maxDiffPixels: Int
    var goldens: String?
    var place: Place

    /// One renderer for every assertion of a test run: loading the fonts is the slow part.
    static let renderer = Result { try StepRenderer() }

    static func resolve(_ file: String, beside place: Place) -> String {
        guard !file.hasPrefix("/") else { return file }
        let beside = place.testFolder.appendingPathComponent(file).path
        return FileManager.default.fileExists(atPath: beside) ? beside : file
    }

    /// The package the test file belongs to: the nearest folder above it with a Package.swift.
    var packageRoot: URL? {
        var folder = place.testFolder
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    var fileName: String {
        let label = String((name ?? "\(scene.name)-\(String(format: "%02d", step))\(variant.map { "@" + $0 } ?? "")")
            .map { $0.isLetter || $0.isNumber || "-_.@".contains($0) ? $0 : "-" })
        switch snapshot {
        case .image: return "\(place.test).\(label).png"
        case .filmstrip: return "\(place.test).\(label).filmstrip.png"
        case .tree: return "\(place.test).\(label).txt"
        }
    }

    /// The failure message, or nil when the picture matches its golden.
    func check() -> String? {
        let mode: RecordMode
        if let record {
            mode = record
        } else {
            do { mode = try RecordMode.fromEnvironment(ProcessInfo.processInfo.environment) } catch { return error.description }
        }
        let folder = goldens ?? place.testFolder.appendingPathComponent("__Mockups__").appendingPathComponent(place.testFile).path
        let failures = (packageRoot ?? URL(fileURLWithPath: FileManager.default.temporaryDirectory.path))
            .appendingPathComponent("output/failures").path
        let settings = GoldenSettings(record: mode, threshold: threshold, maxDiffPixels: maxDiffPixels, failures: failures)
        let result: GoldenResult
        do {
            let renderer = try Self.renderer.get()
            var scene = self.scene
            if let variant {
                guard let chosen = scene.variant(named: variant) else {
                    let known = scene.variants.map(\.name)
                    return "\(scene.name) has no variant '\(variant)'" + (known.isEmpty ? "" : "; it has \(known.joined(separator: ", "))")
                }
                scene = scene.applying(chosen)
            }
            let played = try renderer.play(scene)
            guard played.story.states.indices.contains(step) else {
                return "step \(step) is out of range: \(scene.name) has steps 0...\(played.story.states.count - 1)"
            }
            if snapshot == .filmstrip, try !renderer.animation(played, step: step).transition.moves {
                return "step \(step) of \(scene.name) does not move: it has no filmstrip; assert its image instead"
            }
            let title = switch snapshot {
            case .image: "step \(step)"
            case .filmstrip: "step \(step)'s transition"
            case .tree: "step \(step)'s view tree"
            }
            let golden = GoldenFile(scene: place.testFile, name: fileName, title: title,
                                    path: URL(fileURLWithPath: folder).appendingPathComponent(fileName).path)
            if snapshot == .tree {
                result = try golden.check(text: renderer.treeText(played, step: step), settings: settings)
            } else {
                let png = try GoldenVerifier.render(played, step: step, filmstrip: snapshot == .filmstrip, renderer: renderer)
                result = try golden.check(png, settings: settings)
            }
            if result.status == .recorded { try GoldenVersions.current(sceneFonts: scene.fontFiles).write(in: folder) }
        } catch let error as DiagnosticError {
            return error.description
        } catch {
            return "\(scene.name) step \(step): \(error)"
        }
        return message(for: result, mode: mode)
    }

    func message(for result: GoldenResult, mode: RecordMode) -> String? {
        let what = "\(scene.name) \(result.title)"
        let command = "MOCKUP_RECORD=failed swift test --filter \(place.test)"
        switch result.status {
        case .passed:
            return nil
        case .recorded:
            return """
                Recorded the golden of \(what) (record mode \(mode.rawValue)): \(result.detail).
                  golden: \(result.golden)
                Look at it, then run the test again.
                """
        case .missing:
            return """
                No golden for \(what) (record mode \(mode.rawValue)).
                  golden: \(result.golden)
                  actual: \(result.actual ?? "-")
                Record it with: MOCKUP_RECORD=missing swift test --filter \(place.test)
                """
        case .failed:
            var lines = ["\(what) does not match its golden: \(result.detail).",
                         "  golden:   \(result.golden)"]
            if let actual = result.actual { lines.append("  actual:   \(actual)") }
            if let diff = result.diff { lines.append("  diff:     \(diff)") }
            lines.append("If the change is intended, re-record with: \(command)")
            return lines.joined(separator: "\n")
        }
    }
}

/// Which of a scene's variants an assertion checks, each against its own golden.
public enum MockupVariants: Sendable {
    /// The scene as written and every variant it has.
    case all
    /// These variants (by name, as in the scene's `variants:`).
    case named([String])

    /// The variants chosen of `scene`, nil standing for the scene as written.
    func chosen(of scene: Scene) -> [String?] {
        switch self {
        case .all: [nil] + scene.variants.map(\.name)
        case .named(let names): names
        }
    }
}
