import Foundation
import MockupRender

extension GoldenReport {
    /// A report that could not be written, naming the file and why.
    public struct WriteError: Error, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "cannot write the report: \(path): \(reason)" }
    }

    /// Writes `folder/index.html` and `folder/report.json` (see `GoldenReport+Results`) and
    /// copies every image they show to `folder/images/SCENE/…` (e.g.
    /// `images/mail-toolbar/03.expected.png`), each file atomically, and returns the
    /// page's path. Images are copied before the page is written, so the page never points
    /// at a file that is not there yet. Files left in `folder` by an earlier run are kept.
    @discardableResult
    public func write(to folder: String) throws(WriteError) -> String {
        let root = URL(fileURLWithPath: folder)
        let placed = layout()
        for image in placed.flatMap(\.images) {
            guard let bytes = FileManager.default.contents(atPath: image.source) else {
                throw WriteError(path: image.source, reason: "the \(image.role.rawValue) image cannot be read")
            }
            try write(Array(bytes), to: root.appendingPathComponent(image.relative).path)
        }
        try write(resultsJSON(placed), to: root.appendingPathComponent(Self.resultsFileName).path)
        let index = root.appendingPathComponent("index.html").path
        try write(Array(html(placed).utf8), to: index)
        return index
    }

    private func write(_ bytes: [UInt8], to path: String) throws(WriteError) {
        do {
            try AtomicFile.write(bytes, to: path)
        } catch {
            throw WriteError(path: path, reason: error.reason)
        }
    }
}
