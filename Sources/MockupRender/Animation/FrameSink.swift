import Foundation
import MockupCore

/// Where the frames of an animation go, one at a time and in order: a folder
/// of PNGs, a filmstrip, an animated PNG or WebP.
///
///     var sink = try APNGWriter(path: "out/push.png", frameCount: frames.count, delay: .fps(30))
///     for frame in frames { try sink.add(frame) }
///     try sink.finish()  // only now does out/push.png appear
///
/// A sink is told the number of frames up front; adding more, or finishing
/// with fewer, is an error. Sinks that write one file leave nothing behind
/// when they fail or are dropped unfinished.
///
/// What can be done to a frame on its own (a folder's PNG encoding, an APNG
/// frame's compression) is `prepare`, which runs on the thread that drew
/// the frame, for many frames at once; `add(prepared:)` then takes the frames
/// in order on one thread.
public protocol FrameSink {
    /// A frame made ready to add.
    associatedtype Prepared: Sendable = RGBAImage
    /// Makes a frame ready to add: any thread, any order, in parallel.
    var prepare: @Sendable (DrawnFrame) throws(RenderError) -> Prepared { get }
    mutating func add(prepared frame: Prepared) throws(RenderError)
    mutating func finish() throws(RenderError)
}

extension FrameSink {
    /// Prepares and adds one frame.
    public mutating func add(_ frame: RGBAImage) throws(RenderError) {
        try add(prepared: try prepare(DrawnFrame(frame)))
    }
}

extension FrameSink where Self: AnyObject {
    /// Prepares and adds one frame (a writer that is a class need not be a `var`).
    public func add(_ frame: RGBAImage) throws(RenderError) {
        var sink = self
        try sink.add(prepared: try prepare(DrawnFrame(frame)))
    }
}

extension FrameSink where Prepared == RGBAImage {
    public var prepare: @Sendable (DrawnFrame) throws(RenderError) -> RGBAImage { Self.prepareImage }

    /// What `prepare` does for a sink that takes images: the frame's pixels.
    public static var prepareImage: @Sendable (DrawnFrame) throws(RenderError) -> RGBAImage {
        { frame throws(RenderError) in try frame.image() }
    }
}

/// Writes each frame as it comes to `FOLDER/000.png`, `001.png`, ... (each
/// file atomically); more digits when there are more than 1000 frames.
///
///     var sink = FrameFolderSink(folder: "out/push", frameCount: 12)
///     try sink.add(frame)  // out/push/000.png
public struct FrameFolderSink: FrameSink, Sendable {
    public let folder: String
    public let frameCount: Int
    public let encoder: PNGEncoder
    /// How many frames have been written.
    public private(set) var added = 0

    public init(folder: String, frameCount: Int, encoder: PNGEncoder = PNGEncoder()) {
        precondition(frameCount >= 1, "FrameFolderSink: no frames")
        self.folder = folder
        self.frameCount = frameCount
        self.encoder = encoder
    }

    /// The file name of frame `index`: `fileName(index: 7, frameCount: 12)` is
    /// "007.png", `fileName(index: 7, frameCount: 1001)` is "0007.png".
    public static func fileName(index: Int, frameCount: Int) -> String {
        let digits = max(3, String(max(frameCount - 1, 0)).count)
        let number = String(index)
        return String(repeating: "0", count: max(0, digits - number.count)) + number + ".png"
    }

    /// The path frame `index` is written to.
    public func path(index: Int) -> String {
        var base = folder
        while base.count > 1 && base.hasSuffix("/") { base.removeLast() }
        return "\(base)/\(Self.fileName(index: index, frameCount: frameCount))"
    }

    /// A frame's PNG file.
    public var prepare: @Sendable (DrawnFrame) throws(RenderError) -> [UInt8] { Self.prepare(encoder: encoder) }

    /// What `prepare` does for a sink with `encoder`, without one.
    public static func prepare(encoder: PNGEncoder) -> @Sendable (DrawnFrame) throws(RenderError) -> [UInt8] {
        { frame throws(RenderError) in try frame.png(encoder) }
    }

    public mutating func add(prepared png: [UInt8]) throws(RenderError) {
        guard added < frameCount else { throw .frames("\(folder): more than the \(frameCount) frames announced") }
        try writeAtomically(png, to: path(index: added))
        added += 1
    }

    /// Checks that every announced frame came; the files are already in place.
    public mutating func finish() throws(RenderError) {
        guard added == frameCount else { throw .frames("\(folder): \(added) of the \(frameCount) frames announced") }
    }
}

/// Places the frames into a `Filmstrip` as they come and writes it as one PNG
/// file (atomically) on `finish()`.
///
///     var sink = FilmstripSink(path: "out/push.png", frameCount: 12, frameWidth: 640, frameHeight: 1136)
public struct FilmstripSink: FrameSink, Sendable {
    public let path: String
    public let encoder: PNGEncoder
    public private(set) var filmstrip: Filmstrip
    /// How many frames have been placed.
    public private(set) var added = 0

    /// `frameWidth` and `frameHeight` are the largest frame's size (see `Filmstrip`).
    public init(path: String, frameCount: Int, frameWidth: Int, frameHeight: Int, encoder: PNGEncoder = .compact) {
        self.path = path
        self.encoder = encoder
        filmstrip = Filmstrip(frameCount: frameCount, frameWidth: frameWidth, frameHeight: frameHeight)
    }

    public mutating func add(prepared frame: RGBAImage) throws(RenderError) {
        guard added < filmstrip.frameCount else { throw .frames("\(path): more than the \(filmstrip.frameCount) frames announced") }
        try filmstrip.place(frame, at: added)
        added += 1
    }

    public mutating func finish() throws(RenderError) {
        guard added == filmstrip.frameCount else {
            throw .frames("\(path): \(added) of the \(filmstrip.frameCount) frames announced")
        }
        try writeAtomically(try encoder.encode(filmstrip.image), to: path)
    }
}

/// `AtomicFile.write`, failing with a `RenderError`.
func writeAtomically(_ bytes: [UInt8], to path: String) throws(RenderError) {
    do throws(AtomicFile.WriteError) {
        try AtomicFile.write(bytes, to: path)
    } catch {
        throw .output(path: error.path, reason: error.reason)
    }
}

extension RGBAImage {
    /// This image at the top left of a transparent `width` x `height` one; the
    /// image itself when it already has that size. It must not be larger.
    func padded(toWidth width: Int, height: Int) -> RGBAImage {
        precondition(self.width <= width && self.height <= height, "RGBAImage: padding to a smaller size")
        if self.width == width && self.height == height { return self }
        var out = RGBAImage(width: width, height: height)
        let rowBytes = self.width * 4
        out.pixels.withUnsafeMutableBufferPointer { o in
            pixels.withUnsafeBufferPointer { p in
                for y in 0..<self.height {
                    (o.baseAddress! + y * width * 4).update(from: p.baseAddress! + y * rowBytes, count: rowBytes)
                }
            }
        }
        return out
    }
}
