import Foundation
import Testing
@testable import MockupFuzzing

/// The fuzzer's exercise on the inputs it starts from and on every input
/// it found a bug with (Fixtures/fuzz/regressions): each must end in a
/// played story or located diagnostics, never a trap.
@Suite struct StoryExerciseTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func files(_ folder: String) -> [URL] {
        let url = fixtures.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { !$0.hasPrefix(".") && ($0.hasSuffix(".yaml") || $0.hasSuffix(".json")) }.sorted().map { url.appendingPathComponent($0) }
    }

    @Test func everySeedScenePlaysWithItsTransitionsSampled() throws {
        let scenes = Self.files("scenes")
        #expect(scenes.count >= 10)
        for scene in scenes {
            let outcome = StoryExercise.run(Array(try Data(contentsOf: scene)), file: scene.path)
            guard case .played(let states, let instants) = outcome else {
                Issue.record("\(scene.lastPathComponent): \(outcome)")
                continue
            }
            #expect(states >= 1)
            if scene.lastPathComponent == "nyt-bars.yaml" {
                // 5 steps: push, two bar toggles and pop move; the row selection does not.
                #expect(states == 6 && instants == 4 * StoryExercise.sampledFractions.count)
            }
        }
    }

    @Test func interfaceBuilderSeedsAreReadAsInterfaceBuilderFiles() throws {
        // Bytes starting with `<` go through the Interface Builder reader (the fuzzer's second target).
        for name in ["Controls.xib", "MainWindow.xib", "Tweets.storyboard"] {
            let url = Self.fixtures.appendingPathComponent("interface-builder/\(name)")
            let outcome = StoryExercise.run(Array(try Data(contentsOf: url)))
            // MainWindow.xib names FavoritesView.xib, which is not beside the fuzzer's input: a located rejection.
            if name == "MainWindow.xib" {
                #expect(outcome == .rejected(diagnostics: 1), "\(name)")
            } else {
                guard case .played = outcome else { Issue.record("\(name): \(outcome)"); continue }
            }
        }
        #expect(StoryExercise.run(Array("<document version=\"3.0\"><scenes>".utf8)) == .rejected(diagnostics: 1))
    }

    @Test func badInputIsRejectedWithDiagnostics() throws {
        for file in Self.files("bad-input") {
            let outcome = StoryExercise.run(Array(try Data(contentsOf: file)), file: file.lastPathComponent)
            guard case .rejected(let count) = outcome else {
                Issue.record("\(file.lastPathComponent) played: \(outcome)")
                continue
            }
            #expect(count >= 1)
        }
    }

    @Test func regressionInputsEndCleanly() throws {
        for file in Self.files("fuzz/regressions") {
            // Reaching the next line is the test: these inputs once trapped, leaked or hung.
            let outcome = StoryExercise.run(Array(try Data(contentsOf: file)), file: file.lastPathComponent)
            switch outcome {
            case .rejected(let count): #expect(count >= 1, "\(file.lastPathComponent)")
            case .played(let states, _): #expect(states >= 1, "\(file.lastPathComponent)")
            }
        }
    }

    @Test func bytesThatAreNoTextAreRejected() {
        #expect(StoryExercise.run([0xff, 0xfe, 0x00, 0x41]) == .rejected(diagnostics: 1))
        #expect(StoryExercise.run([]) == .rejected(diagnostics: 1))
        #expect(StoryExercise.run(Array("root: {title: A}".utf8)) == .played(states: 1, instants: 0))
    }
}
