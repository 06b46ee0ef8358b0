import Foundation
import MockupGolden
import MockupRender
import MockupTesting
import MockupUI
import XCTest

/// `assertMockup` from XCTest: a real golden beside this file, and a changed
/// golden's failure caught through XCTest's failure recording.
final class AssertMockupXCTests: XCTestCase {
    /// Failures recorded while `catching` is set, instead of failing the test.
    private var caught: [(message: String, file: String, line: Int)] = []
    private var catching = false

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if catching {
            caught.append((description, filePath, lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    func testSceneFileMatchesItsGolden() {
        assertMockup(file: "../../Fixtures/scenes/segments.yaml", step: 1)
    }

    func testChangedGoldenFailsNamingTheFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-xc-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        catching = true
        assertMockup(AssertMockupTests.settings, step: 1, record: .all, goldens: folder.path)
        XCTAssertEqual(caught.count, 1, "a recorded golden fails")
        XCTAssertTrue(caught.first?.message.contains("Recorded the golden of settings step 1 (record mode all)") == true)
        caught = []
        let path = folder.appendingPathComponent("testChangedGoldenFailsNamingTheFiles.settings-01.png")
        var image = try PNGDecoder.decode(Array(try Data(contentsOf: path)))
        image.pixels[(200 * image.width + 20) * 4] = 0
        image.pixels[(200 * image.width + 20) * 4 + 2] = 0
        try Data(try PNGEncoder().encode(image)).write(to: path)

        assertMockup(AssertMockupTests.settings, step: 1, record: .never, goldens: folder.path); let line = #line
        catching = false
        XCTAssertEqual(caught.count, 1)
        let failure = try XCTUnwrap(caught.first)
        XCTAssertTrue(failure.message.contains("settings step 1 does not match its golden: 1 of \(image.width * image.height) pixels differ"), failure.message)
        XCTAssertTrue(failure.message.contains("golden:   \(path.path)"), failure.message)
        XCTAssertTrue(failure.message.contains(".settings-01.diff.png"), failure.message)
        XCTAssertTrue(failure.message.contains("MOCKUP_RECORD=failed swift test --filter testChangedGoldenFailsNamingTheFiles"), failure.message)
        XCTAssertTrue(failure.file.hasSuffix("AssertMockupXCTests.swift"))
        XCTAssertEqual(failure.line, line)
    }
}
