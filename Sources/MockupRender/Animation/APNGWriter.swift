import MockupCore

/// Streams an animated PNG (APNG) to a file, one frame at a time.
///
///     let apng = try APNGWriter(path: "out/push.png", frameCount: 3, delay: .fps(30))
///     try apng.add(first); try apng.add(second); try apng.add(third)
///     try apng.finish()  // renames out/.push.png.PID.tmp to out/push.png
///
/// The file is: signature, IHDR, acTL (frame count, looping forever), then
/// fcTL + IDAT for frame 0 (which is also the still image that plain PNG
/// readers show) and fcTL + fdAT for each later frame, then IEND. fcTL and
/// fdAT share one sequence counter from 0. Every frame is shown for `delay`,
/// covers the canvas (dispose op NONE, blend op SOURCE), and is compressed
/// with `encoder`'s filter, as RGBA (frames may be padded with transparency).
///
/// The canvas is `canvas` when given, else the first frame's size. A frame
/// larger than the canvas is an error; a smaller one is padded with
/// transparent pixels at its right and bottom (top left aligned) and written
/// full size.
///
/// NB: padding rather than an fcTL smaller than the canvas: with dispose op
/// NONE, a smaller frame would leave the previous one showing around it, and
/// the dispose op that could clear it belongs to the previous frame, which a
/// stream has already written.
///
/// Nothing is kept between frames: each is compressed, written to the
/// temporary file and dropped. On an error, or when the writer is dropped
/// before `finish()`, the temporary file is removed and `path` is untouched.
/// NB: a class, because it owns that open file.
public final class APNGWriter: FrameSink {
    /// How long each frame is shown: numerator / denominator seconds (APNG's delay_num / delay_den).
    public struct Delay: Hashable, Sendable {
        public var numerator: UInt16
        public var denominator: UInt16

        public init(numerator: UInt16, denominator: UInt16) {
            self.numerator = numerator
            self.denominator = denominator
        }

        /// One frame's time at `fps` frames a second: `.fps(30)` is 1/30 s;
        /// a fractional rate is kept to hundredths (`.fps(29.97)` is 100/2997 s).
        public static func fps(_ fps: Double) -> Delay {
            if fps == fps.rounded(), fps >= 1, fps <= Double(UInt16.max) { return .fps(Int(fps)) }
            let hundredths = min(Double(UInt16.max), max(1, (fps * 100).rounded()))
            return Delay(numerator: 100, denominator: UInt16(hundredths))
        }

        /// One frame's time at `fps` frames a second: `.fps(30)` is 1/30 s.
        public static func fps(_ fps: Int) -> Delay {
            precondition(fps >= 1 && fps <= Int(UInt16.max), "APNGWriter.Delay: \(fps) frames a second")
            return Delay(numerator: 1, denominator: UInt16(fps))
        }
    }

    public let path: String
    public let frameCount: Int
    public let delay: Delay
    public let encoder: PNGEncoder
    /// The canvas size; nil until the first frame when not given at init.
    public private(set) var canvas: (width: Int, height: Int)?
    /// How many frames have been written.
    public private(set) var added = 0
    private let file: PendingFile
    /// The next fcTL or fdAT sequence number.
    private var sequence: UInt32 = 0

    /// Opens the temporary file next to `path`; `frameCount` (at least 1) goes into acTL.
    public init(
        path: String, frameCount: Int, delay: Delay, canvas: (width: Int, height: Int)? = nil,
        encoder: PNGEncoder = PNGEncoder()
    ) throws(RenderError) {
        guard frameCount >= 1, frameCount <= Int(UInt32.max) else { throw .frames("\(path): cannot hold \(frameCount) frames") }
        if let canvas, canvas.width < 1 || canvas.height < 1 { throw .frames("\(path): empty canvas \(canvas.width)x\(canvas.height)") }
        self.path = path
        self.frameCount = frameCount
        self.delay = delay
        self.canvas = canvas
        self.encoder = encoder
        file = try PendingFile(path: path)
    }

    /// A frame compressed for its fdAT (or IDAT) chunk: padded to the canvas when
    /// the canvas is known up front; otherwise left for `add(prepared:)`, which knows it from the first frame.
    public enum PreparedFrame: Sendable {
        case compressed(width: Int, height: Int, data: [UInt8])
        case image(RGBAImage)
    }

    public var prepare: @Sendable (DrawnFrame) throws(RenderError) -> PreparedFrame { Self.prepare(canvas: canvas, encoder: encoder) }

    /// What `prepare` does for a writer with `canvas` and `encoder`, without one.
    public static func prepare(canvas: (width: Int, height: Int)?, encoder: PNGEncoder) -> @Sendable (DrawnFrame) throws(RenderError) -> PreparedFrame {
        { drawn throws(RenderError) in
            let frame = try drawn.image()
            guard let canvas, frame.width <= canvas.width, frame.height <= canvas.height else { return .image(frame) }
            return .compressed(width: frame.width, height: frame.height,
                               data: encoder.compressedData(frame.padded(toWidth: canvas.width, height: canvas.height)))
        }
    }

    public func add(prepared frame: PreparedFrame) throws(RenderError) {
        do throws(RenderError) {
            guard file.isOpen else { throw .frames("\(path): the writer is finished or has failed") }
            guard added < frameCount else { throw .frames("\(path): more than the \(frameCount) frames announced") }
            let size: (width: Int, height: Int)
            switch frame {
            case .compressed(let width, let height, _): size = (width, height)
            case .image(let image): size = (image.width, image.height)
            }
            let (width, height) = canvas ?? size
            guard size.width <= width, size.height <= height else {
                throw .frames("\(path): frame \(added) is \(size.width)x\(size.height), larger than the \(width)x\(height) canvas")
            }
            canvas = (width, height)
            let data: [UInt8]
            switch frame {
            case .compressed(_, _, let compressed): data = compressed
            case .image(let image): data = encoder.compressedData(image.padded(toWidth: width, height: height))
            }
            var out: [UInt8] = []
            if added == 0 {
                out = PNGEncoder.signature
                out.appendChunk("IHDR", PNGEncoder.header(width: width, height: height))
                var actl: [UInt8] = []
                actl.appendBigEndian(UInt32(frameCount))
                actl.appendBigEndian(UInt32(0))  // num_plays: forever
                out.appendChunk("acTL", actl)
                out.appendChunk("fcTL", frameControl(width: width, height: height))
                out.appendChunk("IDAT", data)
            } else {
                out.appendChunk("fcTL", frameControl(width: width, height: height))
                var fdat: [UInt8] = []
                fdat.reserveCapacity(data.count + 4)
                fdat.appendBigEndian(nextSequence())
                fdat += data
                out.appendChunk("fdAT", fdat)
            }
            try file.write(out)
            added += 1
        } catch {
            file.discard()
            throw error
        }
    }

    /// Writes IEND and renames the file into place; all announced frames must have come.
    public func finish() throws(RenderError) {
        do throws(RenderError) {
            guard file.isOpen else { throw .frames("\(path): the writer is finished or has failed") }
            guard added == frameCount else { throw .frames("\(path): \(added) of the \(frameCount) frames announced") }
            var out: [UInt8] = []
            out.appendChunk("IEND", [])
            try file.write(out)
            try file.commit()
        } catch {
            file.discard()
            throw error
        }
    }

    /// fcTL's payload for a full-canvas frame.
    private func frameControl(width: Int, height: Int) -> [UInt8] {
        var fctl: [UInt8] = []
        fctl.appendBigEndian(nextSequence())
        fctl.appendBigEndian(UInt32(width))
        fctl.appendBigEndian(UInt32(height))
        fctl.appendBigEndian(UInt32(0))  // x offset
        fctl.appendBigEndian(UInt32(0))  // y offset
        fctl.appendBigEndian(delay.numerator)
        fctl.appendBigEndian(delay.denominator)
        fctl += [0, 0]  // dispose op NONE, blend op SOURCE
        return fctl
    }

    private func nextSequence() -> UInt32 {
        defer { sequence += 1 }
        return sequence
    }
}
