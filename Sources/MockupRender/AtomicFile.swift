/// Writes files so that a reader never sees half of one: bytes go to a
/// temporary name in the same folder, which is then renamed over the target.
///
/// NB: no fsync: the rename keeps a reader (and a later run) from ever seeing
/// a partial file; durability across a power cut is not what pictures need,
/// and syncing every frame of an animation cost more than drawing it.
public enum AtomicFile {
    public struct WriteError: Error, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "cannot write \(path): \(reason)" }
    }

    /// Creates the parent folders as needed, writes, and renames into place.
    public static func write(_ bytes: [UInt8], to path: String) throws(WriteError) {
        do throws(RenderError) {
            let file = try PendingFile(path: path)
            try file.write(bytes)
            try file.commit()
        } catch {
            guard case .output(_, let reason) = error else { throw WriteError(path: path, reason: "\(error)") }
            throw WriteError(path: path, reason: reason)
        }
    }
}
