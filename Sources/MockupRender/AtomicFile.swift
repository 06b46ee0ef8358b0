import Foundation

/// Writes files so that a reader never sees half of one: bytes go to a
/// temporary name in the same folder, which is then renamed over the target.
public enum AtomicFile {
    public struct WriteError: Error, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "cannot write \(path): \(reason)" }
    }

    /// Creates the parent folders as needed, writes, and renames into place.
    public static func write(_ bytes: [UInt8], to path: String) throws(WriteError) {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(bytes).write(to: temporary)
            if rename(temporary.path, url.path) != 0 {
                let reason = String(cString: strerror(errno))
                try? FileManager.default.removeItem(at: temporary)
                throw WriteError(path: path, reason: reason)
            }
        } catch let error as WriteError {
            throw error
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw WriteError(path: path, reason: error.localizedDescription)
        }
    }
}
