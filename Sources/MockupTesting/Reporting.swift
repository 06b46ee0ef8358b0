#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

extension MockupAssertion.Place {
    /// Records a failure with the test framework running the test: Swift
    /// Testing when a `@Test` is running, XCTest otherwise.
    func fail(_ message: String) {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(Comment(rawValue: message), sourceLocation: SourceLocation(
                fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
            return
        }
        #endif
        #if canImport(XCTest)
        XCTFail(message, file: filePath, line: line)
        #endif
    }
}
