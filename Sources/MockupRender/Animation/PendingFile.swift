import Foundation

/// A file written piece by piece under a temporary name in its target folder,
/// then renamed into place by `commit()`: like `AtomicFile`, but streaming, so
/// a reader never sees half of it and the whole never has to be in memory.
///
///     let file = try PendingFile(path: "out/intro.png")  // writes out/.intro.png.PID.tmp
///     try file.write(chunk)
///     try file.commit()                                  // renames it to out/intro.png
///
/// NB: a class so that `deinit` removes the temporary file of a writer that
/// failed or was dropped before `commit()`.
final class PendingFile {
    let path: String
    let temporaryPath: String
    private var descriptor: Int32

    /// Opens the temporary file, creating the parent folders when they are missing.
    init(path: String) throws(RenderError) {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        self.path = path
        // NB: the same temporary name as AtomicFile's, so one clean-up rule covers both.
        temporaryPath = folder.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp").path
        descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        if descriptor < 0 && errno == ENOENT {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                throw .output(path: path, reason: error.localizedDescription)
            }
            descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        }
        guard descriptor >= 0 else { throw .output(path: path, reason: Self.lastError()) }
    }

    /// Whether the file is still being written (neither committed nor discarded).
    var isOpen: Bool { descriptor >= 0 }

    func write(_ bytes: [UInt8]) throws(RenderError) {
        guard isOpen else { throw .output(path: path, reason: "the file is already closed") }
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if n < 0 {
                if errno == EINTR { continue }
                let reason = Self.lastError()
                discard()
                throw .output(path: path, reason: reason)
            }
            written += n
        }
    }

    /// Closes the file and renames it over `path`.
    func commit() throws(RenderError) {
        guard isOpen else { throw .output(path: path, reason: "the file is already closed") }
        let closed = close(descriptor)
        descriptor = -1
        guard closed == 0, rename(temporaryPath, path) == 0 else {
            let reason = Self.lastError()
            unlink(temporaryPath)
            throw .output(path: path, reason: reason)
        }
    }

    /// Closes and removes the temporary file; `path` is left as it was.
    func discard() {
        guard isOpen else { return }
        close(descriptor)
        descriptor = -1
        unlink(temporaryPath)
    }

    deinit { discard() }

    private static func lastError() -> String { String(cString: strerror(errno)) }
}
