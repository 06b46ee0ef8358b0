import Foundation
import MockupCore
import MockupGolden
import MockupRender
import MockupTesting
import MockupUI
import Testing

/// `assertMockup` from Swift Testing: real goldens beside this file, and the
/// messages of a changed, a missing and a recorded golden, in temporary folders.
@Suite struct AssertMockupTests {
    /// A settings screen built in Swift, pushing a detail screen.
    static let settings = Scene(
        name: "settings",
        screens: [
            "settings": ControllerSpec(title: "Settings", content: .view(ViewSpec(kind: .tableView(TableViewSpec(
                style: .grouped, sections: [TableSectionSpec(rows: [
                    TableRowSpec(text: "Wi-Fi", accessory: .disclosureIndicator),
                    TableRowSpec(text: "Bluetooth", accessory: .disclosureIndicator),
                ])]))))),
            "wifi": ControllerSpec(title: "Wi-Fi"),
        ],
        root: .inline(ControllerSpec(content: .navigation(NavigationControllerSpec(viewControllers: [.screen("settings", at: nil)])))),
        steps: [Step(.push("wifi"))]
    )

    @Test func aSceneFileMatchesItsGolden() {
        assertMockup(file: "../../Fixtures/scenes/mail-toolbar.yaml", step: 2)
        assertMockup(file: "../../Fixtures/scenes/mail-toolbar.yaml", step: 2, named: "inbox push", as: .filmstrip)
    }

    @Test func aSceneBuiltInSwiftMatchesItsGolden() {
        assertMockup(Self.settings, step: 0)
        assertMockup(Self.settings, step: 1, named: "wifi")
    }

    /// `.tree`: the view tree kept as text, recorded, passing, then failing on a
    /// changed scene with the line that moved named in the message.
    @Test func aViewTreeIsKeptAsText() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-tree-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        withKnownIssue {
            assertMockup(Self.settings, step: 0, as: .tree, record: .missing, goldens: folder.path)
        } matching: { issue in issue.comments.map(\.rawValue).joined().contains("Recorded the golden") }
        let text = try String(contentsOf: folder.appendingPathComponent("aViewTreeIsKeptAsText.settings-00.txt"), encoding: .utf8)
        #expect(text.contains("tableCell \"Wi-Fi\" [") && text.contains("navigationBar \"Settings\" ["))
        assertMockup(Self.settings, step: 0, as: .tree, record: .never, goldens: folder.path)
        var changed = Self.settings
        changed.screens["settings"]?.title = "Preferences"
        withKnownIssue {
            assertMockup(changed, step: 0, named: "settings-00", as: .tree, record: .never, goldens: folder.path)
        } matching: { issue in issue.comments.map(\.rawValue).joined().contains("became \"navigationBar \"Preferences\"") }
    }

    @Test func aVariantHasAGoldenOfItsOwn() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-variant-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for variant in [nil, "dark"] as [String?] {
            withKnownIssue {
                assertMockup(file: "../../Fixtures/scenes/notes-ios17.yaml", step: 0, variant: variant, record: .missing, goldens: folder.path)
            } matching: { issue in issue.comments.map(\.rawValue).joined().contains("Recorded the golden") }
        }
        let light = try Data(contentsOf: folder.appendingPathComponent("aVariantHasAGoldenOfItsOwn.notes-ios17-00.png"))
        let dark = try Data(contentsOf: folder.appendingPathComponent("aVariantHasAGoldenOfItsOwn.notes-ios17-00@dark.png"))
        #expect(light != dark)
        assertMockup(file: "../../Fixtures/scenes/notes-ios17.yaml", step: 0, variant: "dark", record: .never, goldens: folder.path)
        withKnownIssue {
            assertMockup(file: "../../Fixtures/scenes/notes-ios17.yaml", step: 0, variant: "sepia", record: .never, goldens: folder.path)
        } matching: { issue in issue.comments.map(\.rawValue).joined().contains("notes-ios17 has no variant 'sepia'; it has dark, ax") }
    }

    @Test func allVariantsAreCheckedEachAgainstItsGolden() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-variants-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        // One recording for the scene as written and one for each of its variants.
        withKnownIssue {
            assertMockup(file: "../../Fixtures/scenes/notes-ios17.yaml", step: 0, variants: .all, record: .missing, goldens: folder.path)
        } matching: { issue in issue.comments.map(\.rawValue).joined().contains("Recorded the golden") }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }.sorted()
        let stem = "allVariantsAreCheckedEachAgainstItsGolden.notes-ios17-00"
        #expect(names == ["\(stem).png", "\(stem)@ax.png", "\(stem)@dark.png", "\(stem)@rtl.png"])
        assertMockup(file: "../../Fixtures/scenes/notes-ios17.yaml", step: 0, variants: .all, record: .never, goldens: folder.path)
        assertMockup(file: "../../Fixtures/scenes/notes-ios17.yaml", step: 0, variants: .named(["dark", "rtl"]), record: .never, goldens: folder.path)
    }

    /// A temporary golden folder with the settings scene's step 0 recorded.
    func recorded() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-assert-\(UUID().uuidString)")
        withKnownIssue {
            assertMockup(Self.settings, step: 0, named: "home", record: .missing, goldens: folder.path)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("Recorded the golden of settings step 0 (record mode missing): new golden")
                && text.contains("golden: \(folder.path)/recorded.home.png") && text.contains("Look at it, then run the test again.")
        }
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("recorded.home.png").path))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("VERSIONS").path))
        return folder
    }

    @Test func aRecordedGoldenFailsOnceThenPasses() throws {
        let folder = try recorded()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The name comes from this test's function, so record again under it.
        try FileManager.default.moveItem(at: folder.appendingPathComponent("recorded.home.png"),
                                         to: folder.appendingPathComponent("aRecordedGoldenFailsOnceThenPasses.home.png"))
        assertMockup(Self.settings, step: 0, named: "home", record: .never, goldens: folder.path)
    }

    @Test func aChangedGoldenFailsNamingTheFilesAndTheCommand() throws {
        let folder = try recorded()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("aChangedGoldenFailsNamingTheFilesAndTheCommand.home.png")
        var image = try PNGDecoder.decode(Array(try Data(contentsOf: folder.appendingPathComponent("recorded.home.png"))))
        for x in 100..<110 { image.pixels[(300 * image.width + x) * 4 + 1] = 0 }
        try Data(try PNGEncoder().encode(image)).write(to: path)
        let total = image.width * image.height
        withKnownIssue {
            assertMockup(Self.settings, step: 0, named: "home", record: .never, goldens: folder.path)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("settings step 0 does not match its golden: 10 of \(total) pixels differ")
                && text.contains("golden:   \(path.path)")
                && text.contains("actual:   ") && text.contains("output/failures/AssertMockupTests/aChangedGoldenFailsNamingTheFilesAndTheCommand.home.actual.png")
                && text.contains("diff:     ") && text.contains(".home.diff.png")
                && text.contains("If the change is intended, re-record with: MOCKUP_RECORD=failed swift test --filter aChangedGoldenFailsNamingTheFilesAndTheCommand")
                && issue.sourceLocation?.fileName == "AssertMockupTests.swift"
        }
        #expect(try PNGDecoder.decode(Array(try Data(contentsOf: path))) == image, "never does not touch the golden")
    }

    @Test func aMissingGoldenFailsInNeverMode() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-assert-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        withKnownIssue {
            assertMockup(Self.settings, step: 1, record: .never, goldens: folder.path)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("No golden for settings step 1 (record mode never).")
                && text.contains("\(folder.path)/aMissingGoldenFailsInNeverMode.settings-01.png")
                && text.contains("Record it with: MOCKUP_RECORD=missing swift test --filter aMissingGoldenFailsInNeverMode")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }

    @Test func badArgumentsFailWithAMessage() {
        withKnownIssue {
            assertMockup(Self.settings, step: 7, record: .never)
        } matching: { $0.comments.map(\.rawValue).joined().contains("step 7 is out of range: settings has steps 0...1") }
        withKnownIssue {
            assertMockup(Self.settings, step: 0, as: .filmstrip, record: .never)
        } matching: { $0.comments.map(\.rawValue).joined().contains("does not move: it has no filmstrip") }
        withKnownIssue {
            assertMockup(file: "no-such-scene.yaml", step: 0, record: .never)
        } matching: { $0.comments.map(\.rawValue).joined().contains("no-such-scene.yaml") }
    }
}
