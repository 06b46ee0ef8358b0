import Foundation

/// A file's bytes, at most `limit` of them. One byte past the limit is read,
/// so that a device or a pipe, which have no size to check beforehand
/// (`/dev/zero` would never end), is refused rather than read forever.
enum BoundedRead {
    enum Failure: Error {
        /// The file cannot be opened for reading.
        case cannotOpen
        /// Reading failed, with the system's reason.
        case failed(String)
        /// It holds more than the limit.
        case tooLarge
    }

    static func bytes(at path: String, limit: Int) throws(Failure) -> Data {
        guard let handle = FileHandle(forReadingAtPath: path) else { throw .cannotOpen }
        defer { try? handle.close() }
        let data: Data
        do {
            data = try handle.read(upToCount: limit + 1) ?? Data()
        } catch {
            throw .failed(error.localizedDescription)
        }
        guard data.count <= limit else { throw .tooLarge }
        return data
    }
}
