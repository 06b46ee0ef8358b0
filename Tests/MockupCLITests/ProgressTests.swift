import Foundation
import Testing

/// Progress on standard error: a line rewritten in place when it is a
/// terminal, nothing when it is a pipe or with --quiet.
@Suite struct ProgressTests {
    /// Runs `mockup` with its output on a pseudo-terminal (util-linux `script`),
    /// returning what the terminal received.
    func onTerminal(_ arguments: [String], in folder: URL, status: Int32) throws -> String {
        let script = try #require(["/usr/bin/script", "/bin/script"].first { FileManager.default.isExecutableFile(atPath: $0) })
        let command = ([CLI.executable.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: script)
        process.arguments = ["-qec", "stty cols 200; " + command, "/dev/null"]
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = nil
        process.environment = environment
        let out = Pipe()
        process.standardOutput = out
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == status)
        return String(decoding: data, as: UTF8.self)
    }

    static let commands: [[String]] = [
        ["animate", CLI.fixture("mail-toolbar.yaml"), "--step", "2", "--format", "frames", "-o", "out"],
        ["render", CLI.fixture("mail-toolbar.yaml"), "-o", "out"],
        ["verify", CLI.fixture("accounts.yaml"), "--golden", "golden", "--record", "missing", "-o", "out"],
        ["benchmark", CLI.fixture("accounts.yaml"), "--repeat", "1"],
    ]

    @Test(arguments: commands)
    func aTerminalShowsProgressAPipeNothing(_ arguments: [String]) throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = arguments[0]
        // verify records the missing goldens: a recording exits 1.
        let status: Int32 = name == "verify" ? 1 : 0

        let terminal = try onTerminal(arguments, in: folder, status: status)
        #expect(terminal.contains("\r\u{1B}[K\(name) "), "\(terminal)")
        // The first update is always drawn; later ones at most 20 times a second.
        let expected = ["animate": "mail-toolbar: step 2 of 6, frame 1/12, ", "render": "1 of 7 pictures, ",
                        "verify": "accounts/", "benchmark": "frames, run 1 of 1"][name] ?? ""
        #expect(terminal.contains(expected), "\(terminal)")
        // Erased before anything else is printed: no line starts with the progress text.
        let lines = terminal.components(separatedBy: "\n").map { $0.replacingOccurrences(of: "\r", with: "") }
        #expect(!lines.contains { $0.hasPrefix("\(name) ") }, "\(terminal)")

        try? FileManager.default.removeItem(at: folder.appendingPathComponent("golden"))
        let piped = try CLI.run(arguments, in: folder, environment: ["CI": nil])
        #expect(piped.status == status)
        #expect(piped.stderr.isEmpty, "\(piped.stderr)")

        try? FileManager.default.removeItem(at: folder.appendingPathComponent("golden"))
        let quiet = try onTerminal(arguments + ["--quiet"], in: folder, status: status)
        #expect(!quiet.contains("\u{1B}[K"), "\(quiet)")
    }
}
