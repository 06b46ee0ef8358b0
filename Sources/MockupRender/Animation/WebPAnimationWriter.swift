import MockupCore
internal import CWebP

/// Encodes an animated, lossless WebP with libwebp's WebPAnimEncoder, one
/// frame at a time, and writes it (atomically) on `finish()`.
///
///     let webp = try WebPAnimationWriter(path: "out/push.webp", frameCount: 3, fps: 30)
///     try webp.add(first); try webp.add(second); try webp.add(third)
///     try webp.finish()
///
/// Frame k starts at round(k * 1000 / fps) milliseconds and the animation
/// ends at round(frameCount * 1000 / fps), each from the frame's index, so
/// the rounding never drifts: at 30 fps the frames last 33, 34, 33, 33, 34, ... ms.
/// It loops forever.
///
/// The canvas is `canvas` when given, else the first frame's size. A frame
/// larger than the canvas is an error; a smaller one is padded with
/// transparent pixels at its right and bottom (WebP frames must cover the
/// canvas when they are handed to the encoder).
///
/// Settings (see docs/performance.md): lossless with `exact` (RGB under
/// transparent pixels kept), libwebp's lossless preset `level` (0 fastest ...
/// 9 smallest; the default 1 is method 1, quality 20), no mixed lossy and
/// lossless frames, no size minimisation, single threaded: the bytes depend
/// only on the frames and the settings.
///
/// NB: libwebp merges a frame identical to the one before into it (one ANMF
/// chunk, shown twice as long), so there can be fewer ANMF chunks than frames;
/// the timing stays as computed above. A one-frame animation may come out as
/// a still WebP when that is smaller.
///
/// Memory: the encoder keeps each frame compressed (and the previous canvas
/// to diff against), not the frames themselves. NB: a class, because it owns
/// the encoder, freed in `deinit`. On an error nothing is written at `path`.
public final class WebPAnimationWriter: FrameSink {
    public let path: String
    public let frameCount: Int
    public let fps: Double
    /// libwebp's lossless preset, 0 ... 9.
    public let level: Int32
    /// The canvas size; nil until the first frame when not given at init.
    public private(set) var canvas: (width: Int, height: Int)?
    /// How many frames have been added.
    public private(set) var added = 0
    private var encoder: OpaquePointer?
    private var config = WebPConfig()
    private var failed = false

    /// When frame `index` starts, in milliseconds: round(index * 1000 / fps).
    public static func timestamp(index: Int, fps: Double) -> Int {
        Int((Double(index) * 1000 / fps).rounded())
    }

    public init(
        path: String, frameCount: Int, fps: Double, canvas: (width: Int, height: Int)? = nil, level: Int32 = 1
    ) throws(RenderError) {
        guard frameCount >= 1 else { throw .frames("\(path): cannot hold \(frameCount) frames") }
        guard fps > 0, fps <= 1000 else { throw .frames("\(path): \(fps) frames a second is not above 0 and at most 1000") }
        if let canvas, canvas.width < 1 || canvas.height < 1 || canvas.width > 16_383 || canvas.height > 16_383 {
            throw .frames("\(path): canvas \(canvas.width)x\(canvas.height) is outside WebP's 1 ... 16383 pixels a side")
        }
        self.path = path
        self.frameCount = frameCount
        self.fps = fps
        self.level = level
        self.canvas = canvas
        guard WebPConfigInit(&config) != 0, WebPConfigLosslessPreset(&config, level) != 0 else {
            throw .webp("lossless preset \(level) is not between 0 and 9")
        }
        config.exact = 1
        config.thread_level = 0
    }

    deinit {
        if let encoder { WebPAnimEncoderDelete(encoder) }
    }

    public func add(prepared frame: RGBAImage) throws(RenderError) {
        do throws(RenderError) {
            guard !failed, added < frameCount else {
                throw .frames("\(path): " + (failed ? "the writer is finished or has failed" : "more than the \(frameCount) frames announced"))
            }
            let (width, height) = canvas ?? (frame.width, frame.height)
            guard frame.width <= width, frame.height <= height else {
                throw .frames("\(path): frame \(added) is \(frame.width)x\(frame.height), larger than the \(width)x\(height) canvas")
            }
            canvas = (width, height)
            if self.encoder == nil { self.encoder = try makeEncoder(width: width, height: height) }
            guard let encoder = self.encoder else { throw .webp("no encoder") }
            let padded = frame.padded(toWidth: width, height: height)
            var picture = WebPPicture()
            guard WebPPictureInit(&picture) != 0 else { throw .webp("WebPPictureInit failed") }
            defer { WebPPictureFree(&picture) }
            picture.use_argb = 1
            picture.width = Int32(width)
            picture.height = Int32(height)
            let imported = padded.pixels.withUnsafeBufferPointer {
                WebPPictureImportRGBA(&picture, $0.baseAddress, Int32(width * 4))
            }
            guard imported != 0 else { throw .webp("cannot import frame \(added) (out of memory?)") }
            let timestamp = Int32(Self.timestamp(index: added, fps: fps))
            guard WebPAnimEncoderAdd(encoder, &picture, timestamp, &config) != 0 else {
                throw .webp("frame \(added): \(errorMessage(encoder))")
            }
            added += 1
        } catch {
            failed = true
            throw error
        }
    }

    /// Assembles the animation and writes it; all announced frames must have come.
    public func finish() throws(RenderError) {
        do throws(RenderError) {
            guard !failed, let encoder else {
                throw .frames("\(path): " + (failed ? "the writer is finished or has failed" : "no frames"))
            }
            guard added == frameCount else { throw .frames("\(path): \(added) of the \(frameCount) frames announced") }
            failed = true  // NB: finished; a second finish() or add() is an error
            guard WebPAnimEncoderAdd(encoder, nil, Int32(Self.timestamp(index: frameCount, fps: fps)), nil) != 0 else {
                throw .webp("closing the animation: \(errorMessage(encoder))")
            }
            var data = WebPData()
            guard WebPAnimEncoderAssemble(encoder, &data) != 0 else {
                throw .webp("assembling the animation: \(errorMessage(encoder))")
            }
            defer { WebPDataClear(&data) }
            let bytes = [UInt8](UnsafeBufferPointer(start: data.bytes, count: data.size))
            try writeAtomically(bytes, to: path)
        } catch {
            failed = true
            throw error
        }
    }

    private func makeEncoder(width: Int, height: Int) throws(RenderError) -> OpaquePointer {
        var options = WebPAnimEncoderOptions()
        guard WebPAnimEncoderOptionsInit(&options) != 0 else { throw .webp("libwebpmux does not match its header") }
        options.anim_params.loop_count = 0  // forever
        options.anim_params.bgcolor = 0  // transparent, like the padding
        options.minimize_size = 0
        options.allow_mixed = 0
        // NB: no key frames after the first: a transition is played from the start, never
        // seeked, and key frames cost size and time.
        options.kmin = 0
        options.kmax = 0
        guard let encoder = WebPAnimEncoderNew(Int32(width), Int32(height), &options) else {
            throw .webp("cannot make a \(width)x\(height) animation encoder")
        }
        return encoder
    }

    private func errorMessage(_ encoder: OpaquePointer) -> String {
        WebPAnimEncoderGetError(encoder).map { String(cString: $0) } ?? "unknown error"
    }
}
