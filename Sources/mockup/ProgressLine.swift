import ArgumentParser
import Foundation

/// One line on standard error, rewritten in place, saying how far a long
/// command has come (`animate nyt-bars: step 2 of 5, frame 12/24, 1.3 s`).
///
/// It shows only when standard error is a terminal, so CI logs and pipes
/// get nothing extra, and not with `--quiet`. Updates come from any thread
/// and are drawn at most 20 times a second; the line is erased before
/// anything is printed and when the command ends.
final class ProgressLine: @unchecked Sendable {
    private let prefix: String
    private let enabled: Bool
    private let lock = NSLock()
    private let clock = ContinuousClock()
    private let started: ContinuousClock.Instant
    private var lastDrawn: ContinuousClock.Instant?
    private var showing = false

    /// The shortest time between two drawings of the line (chosen: 20 a second).
    static let interval = Duration.milliseconds(50)

    init(command: String, quiet: Bool, isTerminal: Bool = isatty(STDERR_FILENO) != 0) {
        prefix = command
        enabled = isTerminal && !quiet
        started = clock.now
    }

    /// Shows `text` with the command's name and the time since it started;
    /// skipped when the line was drawn less than `interval` ago, unless `force`.
    func update(_ text: @autoclosure () -> String, force: Bool = false) {
        guard enabled else { return }
        lock.withLock {
            let now = clock.now
            if !force, let lastDrawn, now - lastDrawn < Self.interval { return }
            lastDrawn = now
            let elapsed = Double((now - started).components.seconds) + Double((now - started).components.attoseconds) * 1e-18
            var line = "\(prefix) \(text()), \(String(format: "%.1f", elapsed)) s"
            let width = Self.terminalWidth()
            if line.count >= width { line = String(line.prefix(max(1, width - 2))) + "…" }
            write("\r\u{1B}[K" + line)
            showing = true
        }
    }

    /// Prints a line on standard output, the progress line erased first.
    func print(_ text: String) {
        lock.withLock {
            eraseLocked()
            FileHandle.standardOutput.write(Data((text + "\n").utf8))
        }
    }

    /// Erases the line (at the end of the command, or before other output).
    func clear() {
        lock.withLock { eraseLocked() }
    }

    private func eraseLocked() {
        guard showing else { return }
        write("\r\u{1B}[K")
        showing = false
        lastDrawn = nil
    }

    private func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// The terminal's width in columns (80 when it does not say).
    static func terminalWidth() -> Int {
        var size = winsize()
        guard ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }
}

/// `--quiet`, for the commands that show progress.
struct ProgressOptions: ParsableArguments {
    @Flag(name: .shortAndLong, help: "Show no progress line (shown only when standard error is a terminal).")
    var quiet = false

    func line(_ command: String) -> ProgressLine {
        ProgressLine(command: command, quiet: quiet)
    }
}
