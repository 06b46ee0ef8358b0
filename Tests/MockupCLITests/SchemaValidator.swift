import Foundation

/// Scripts/validate-scenes.py, run by Debian's /usr/bin/python3 (which has
/// python3-jsonschema and python3-yaml; `make deps` installs them) on the
/// schema `mockup schema` prints.
struct SchemaValidator {
    /// What the script says of one file.
    struct Verdict: Equatable {
        /// `valid`, `invalid` or `unreadable`.
        var outcome: String
        /// Where the first error is (`steps[0].push`), for `invalid`.
        var path: String
        var message: String
    }

    static let python = "/usr/bin/python3"
    static let script = CLI.root.appendingPathComponent("Scripts/validate-scenes.py").path

    /// The folder holding the schema, removed by `remove()`.
    let folder: URL
    let schema: URL
    /// What `mockup schema` printed.
    let text: String

    /// Writes what `mockup schema` prints to a new folder.
    init() throws {
        let result = try CLI.run(["schema"])
        guard result.status == 0 else { throw Failure("mockup schema exited \(result.status): \(result.stderr)") }
        folder = try CLI.temporaryFolder()
        schema = folder.appendingPathComponent("mockup.schema.json")
        text = result.stdout
        try text.write(to: schema, atomically: true, encoding: .utf8)
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }

    /// Writes `text` to a file of that name beside the schema.
    func write(_ text: String, named name: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    /// Each file's verdict, by the path given; throws when the script does
    /// not run or the schema is not a valid draft 2020-12 schema.
    func validate(_ files: [String], in directory: URL? = nil) throws -> [String: Verdict] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.python)
        process.arguments = [Self.script, "--json", schema.path] + files
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus <= 1,
              let report = try JSONSerialization.jsonObject(with: output) as? [String: Any],
              report["schema"] as? String == "valid",
              let entries = report["files"] as? [[String: String]] else {
            throw Failure("validate-scenes.py exited \(process.terminationStatus): \(errors)")
        }
        var verdicts: [String: Verdict] = [:]
        for entry in entries {
            guard let file = entry["file"], let outcome = entry["outcome"] else { continue }
            verdicts[file] = Verdict(outcome: outcome, path: entry["path"] ?? "", message: entry["message"] ?? "")
        }
        return verdicts
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
