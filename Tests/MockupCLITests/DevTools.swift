import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Debian's `chromium`, headless, driven over the DevTools protocol through
/// `--remote-debugging-pipe` (commands on its fd 3, replies on its fd 4, each
/// message JSON ending in a NUL): a page is opened, scripts run in it, the
/// mouse moves over it, and it is photographed, as a person would use it.
///
///     let browser = try DevTools.launch()
///     try browser.open("http://127.0.0.1:8040/")
///     let count = try browser.evaluate("document.images.length") as? Int
final class DevTools {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private let pid: pid_t
    private let commands: Int32
    private let replies: Int32
    private let profile: URL
    private var nextID = 1
    private var pending: [UInt8] = []
    /// The attached page's session.
    private var session: String?

    /// `chromium` from PATH or /usr/bin; nil when there is none.
    static func find() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return (path.split(separator: ":").map { "\($0)/chromium" } + ["/usr/bin/chromium"])
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static func launch(width: Int = 1600, height: Int = 1000) throws -> DevTools {
        guard let chromium = find() else { throw Failure(description: "chromium is not installed (make deps installs it)") }
        return try DevTools(chromium: chromium, width: width, height: height)
    }

    private init(chromium: String, width: Int, height: Int) throws {
        profile = FileManager.default.temporaryDirectory.appendingPathComponent("devtools-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
        var toBrowser: [Int32] = [0, 0], fromBrowser: [Int32] = [0, 0]
        guard pipe(&toBrowser) == 0, pipe(&fromBrowser) == 0 else { throw Failure(description: "pipe failed") }
        // NB: the child's ends are moved above 9 first, so that putting them at 3 and 4 cannot overwrite each other.
        let childIn = fcntl(toBrowser[0], F_DUPFD, 10), childOut = fcntl(fromBrowser[1], F_DUPFD, 10)
        close(toBrowser[0])
        close(fromBrowser[1])
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, childIn, 3)
        posix_spawn_file_actions_adddup2(&actions, childOut, 4)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // The browser in a process group of its own, so that it and its helpers are killed together.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        let arguments = [chromium, "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run",
                         "--no-default-browser-check", "--disable-extensions", "--remote-debugging-pipe",
                         "--hide-scrollbars", "--force-device-scale-factor=1", "--window-size=\(width),\(height)",
                         "--user-data-dir=\(profile.path)", "about:blank"]
        var argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, chromium, &actions, &attributes, &argv, environ)
        close(childIn)
        close(childOut)
        guard status == 0 else { throw Failure(description: "cannot start \(chromium): \(String(cString: strerror(status)))") }
        pid = child
        commands = toBrowser[1]
        replies = fromBrowser[0]
    }

    deinit {
        _ = try? call("Browser.close", toBrowser: true, timeout: 5)
        kill(-pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        close(commands)
        close(replies)
        try? FileManager.default.removeItem(at: profile)
    }

    private var scriptsDisabled = false

    /// Pages opened from now on run none of their own scripts (what DevTools evaluates still runs).
    func disableScripts() throws {
        scriptsDisabled = true
    }

    /// Opens `url` in a new page, attaches to it, and waits until it has loaded.
    func open(_ url: String, width: Int = 1600, height: Int = 1000) throws {
        let created = try call("Target.createTarget", ["url": "about:blank"], toBrowser: true)
        guard let target = created["targetId"] as? String else { throw Failure(description: "no page: \(created)") }
        let attached = try call("Target.attachToTarget", ["targetId": target, "flatten": true], toBrowser: true)
        session = attached["sessionId"] as? String
        _ = try call("Emulation.setDeviceMetricsOverride", ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false])
        if scriptsDisabled { _ = try call("Emulation.setScriptExecutionDisabled", ["value": true]) }
        _ = try call("Page.navigate", ["url": url])
        try wait(until: "document.readyState === 'complete'")
    }

    /// The value of a JavaScript expression in the page (promises awaited).
    @discardableResult
    func evaluate(_ expression: String) throws -> Any? {
        let reply = try call("Runtime.evaluate", ["expression": expression, "awaitPromise": true, "returnByValue": true])
        if let exception = reply["exceptionDetails"] as? [String: Any] {
            let text = ((exception["exception"] as? [String: Any])?["description"] as? String) ?? "\(exception)"
            throw Failure(description: "the page threw: \(text)\nin: \(expression)")
        }
        return (reply["result"] as? [String: Any])?["value"]
    }

    /// Waits until a JavaScript condition holds in the page. The deadline is only reached
    /// when something is broken: a loaded machine just takes longer.
    func wait(until condition: String, timeout: TimeInterval = 120) throws {
        let end = Date().addingTimeInterval(timeout)
        while Date() < end {
            if (try? evaluate("Boolean(\(condition))")) as? Bool == true { return }
            usleep(50_000)
        }
        throw Failure(description: "timed out after \(Int(timeout)) s waiting for: \(condition)")
    }

    /// Moves the mouse to a point of the viewport, as a real pointer would.
    func moveMouse(x: Double, y: Double) throws {
        _ = try call("Input.dispatchMouseEvent", ["type": "mouseMoved", "x": x, "y": y])
    }

    /// A PNG of the viewport.
    func screenshot() throws -> Data {
        let reply = try call("Page.captureScreenshot", ["format": "png"])
        guard let text = reply["data"] as? String, let data = Data(base64Encoded: text) else { throw Failure(description: "no screenshot") }
        return data
    }

    // MARK: The protocol

    /// Sends a command to the attached page, or with `toBrowser` to the browser itself, and waits for its reply.
    private func call(_ method: String, _ params: [String: Any] = [:], toBrowser: Bool = false, timeout: TimeInterval = 120) throws -> [String: Any] {
        let id = nextID
        nextID += 1
        var message: [String: Any] = ["id": id, "method": method, "params": params]
        if !toBrowser, let session { message["sessionId"] = session }
        var bytes = Array(try JSONSerialization.data(withJSONObject: message))
        bytes.append(0)
        try bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = write(commands, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { throw Failure(description: "chromium closed its pipe") }
                offset += n
            }
        }
        let end = Date().addingTimeInterval(timeout)
        while true {
            let reply = try nextMessage(before: end, method: method)
            guard reply["id"] as? Int == id else { continue }  // events and other replies
            if let error = reply["error"] as? [String: Any] { throw Failure(description: "\(method): \(error)") }
            return reply["result"] as? [String: Any] ?? [:]
        }
    }

    private func nextMessage(before end: Date, method: String) throws -> [String: Any] {
        while true {
            if let nul = pending.firstIndex(of: 0) {
                let data = Data(pending[..<nul])
                pending.removeSubrange(...nul)
                return (try JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
            }
            let wait = Int32(max(0, end.timeIntervalSinceNow) * 1000)
            var poller = pollfd(fd: replies, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, wait) > 0 else { throw Failure(description: "chromium did not answer \(method)") }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let n = chunk.withUnsafeMutableBytes { read(replies, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { throw Failure(description: "chromium closed its pipe during \(method)") }
            pending += chunk[..<n]
        }
    }
}
