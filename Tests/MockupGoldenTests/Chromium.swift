import Foundation

/// Debian's `chromium`, run headless on a page with its own profile and a time limit,
/// for tests that check what a page really shows.
struct Chromium {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    var executable: String

    /// `chromium` from PATH, else /usr/bin/chromium; nil when neither is there.
    static func find() -> Chromium? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let candidates = path.split(separator: ":").map { "\($0)/chromium" } + ["/usr/bin/chromium"]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }.map(Chromium.init)
    }

    /// Loads `page` (a file) with `query` appended to its URL, lets its scripts run, writes a
    /// PNG screenshot of its first `width`x`height` pixels at scale 1, and returns its DOM.
    func open(_ page: String, query: String = "", screenshot png: String, width: Int = 1200, height: Int = 1600) throws -> String {
        let dom = try run(["--dump-dom", "--screenshot=\(png)", "--window-size=\(width),\(height)", "--force-device-scale-factor=1",
                           "--hide-scrollbars", "--virtual-time-budget=3000", url(page, query)])
        guard FileManager.default.fileExists(atPath: png) else { throw Failure(description: "chromium wrote no screenshot at \(png)") }
        return String(decoding: dom, as: UTF8.self)
    }

    private func url(_ page: String, _ query: String) -> String {
        URL(fileURLWithPath: page).absoluteString + query
    }

    /// Runs chromium under coreutils' `timeout`, which kills its whole process group (the
    /// browser's helpers too) after `seconds`; output goes to files, not pipes, so a helper
    /// that outlives the browser cannot block the test.
    private func run(_ arguments: [String], seconds: Int = 60) throws -> [UInt8] {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let out = scratch.appendingPathComponent("stdout"), err = scratch.appendingPathComponent("stderr")
        try Data().write(to: out)
        try Data().write(to: err)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = ["-k", "5", "\(seconds)", executable, "--headless=new", "--no-sandbox", "--disable-gpu",
                             "--no-first-run", "--no-default-browser-check", "--disable-extensions",
                             "--user-data-dir=\(scratch.appendingPathComponent("profile").path)"] + arguments
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        process.waitUntilExit()
        let stdout = Array(try Data(contentsOf: out))
        guard process.terminationStatus == 0 else {
            let stderr = String(decoding: try Data(contentsOf: err), as: UTF8.self)
            let reason = process.terminationStatus == 124 || process.terminationStatus == 137
                ? "timed out after \(seconds) s" : "exited with status \(process.terminationStatus)"
            throw Failure(description: "chromium \(reason): \(arguments.joined(separator: " "))\n\(stderr.suffix(2_000))")
        }
        return stdout
    }
}
