import Foundation
import Testing

/// Fixtures/bad-input: files an iOS developer could write by mistake, one
/// problem each, covering every error the loader and the story report.
/// expected.txt holds each file's first error line (shape-errors.txt, what
/// `mockup schema` sees of each: SchemaCommandTests). Every command that
/// reads a scene rejects each file with that line, exit status 2, and
/// writes nothing.
@Suite struct BadInputCorpusTests {
    static let folder = CLI.root.appendingPathComponent("Fixtures/bad-input")

    /// (file, first error line), from expected.txt.
    static let cases: [Case] = {
        guard let text = try? String(contentsOf: folder.appendingPathComponent("expected.txt"), encoding: .utf8) else { return [] }
        return text.split(separator: "\n").map { line in
            Case(file: String(line.prefix { $0 != ":" }), message: String(line))
        }
    }()

    struct Case: CustomTestStringConvertible, Sendable {
        var file: String
        var message: String
        var testDescription: String { file }
    }

    @Test func theCorpusIsLargeAndEveryFileHasItsLine() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
            .filter { !$0.hasSuffix(".txt") && !$0.hasPrefix(".") }.sorted()
        #expect(files.count >= 50)
        #expect(Self.cases.map(\.file).sorted() == files)
        #expect(Set(Self.cases.map(\.message)).count == Self.cases.count)
    }

    @Test(arguments: cases)
    func everyCommandRejectsItWithItsLineAndWritesNothing(_ c: Case) throws {
        let scratch = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let out = scratch.appendingPathComponent("out").path, golden = scratch.appendingPathComponent("golden").path
        let commands = [
            ["layout", c.file], ["events", c.file], ["render", c.file, "-o", out],
            ["animate", c.file, "--format", "frames", "-o", out],
            ["verify", c.file, "--golden", golden, "-o", out, "--report", scratch.appendingPathComponent("report").path],
        ]
        for command in commands {
            let result = try CLI.run(command, in: Self.folder, environment: ["CI": nil, "MOCKUP_RECORD": nil])
            #expect(result.status == 2, "\(command.joined(separator: " "))")
            #expect(result.stderr.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) == c.message,
                    "\(command.joined(separator: " "))")
            #expect(result.stdout.isEmpty, "\(command.joined(separator: " "))")
        }
        #expect(CLI.files(in: scratch).isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).isEmpty)
    }
}
