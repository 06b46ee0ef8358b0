import Foundation
import MockupCore
internal import CJPEG

/// Picture files decoded once per process into Cairo's pixel format
/// (premultiplied ARGB32, native-endian), shared by every frame and thread.
///
/// The cache keeps at most `budget` bytes of pixels, dropping the least
/// recently used (a preview that reloads its scene for hours does not grow).
final class DecodedImages: @unchecked Sendable {
    /// Pixels ready for a Cairo image surface: `stride` bytes a row.
    final class Pixels: Sendable {
        let width: Int
        let height: Int
        let stride: Int
        let bytes: [UInt8]

        init(width: Int, height: Int, stride: Int, bytes: [UInt8]) {
            self.width = width
            self.height = height
            self.stride = stride
            self.bytes = bytes
        }
    }

    static let shared = DecodedImages()

    /// The most bytes of decoded pixels kept (chosen: a few dozen photos).
    static let budget = 512 * 1024 * 1024

    private struct Key: Hashable {
        let digest: UInt64
        let path: String
    }

    private let lock = NSLock()
    private var entries: [Key: (pixels: Pixels, used: Int)] = [:]
    private var clock = 0
    private var total = 0

    /// The representation's pixels, decoded the first time.
    func pixels(_ representation: ImageAsset.Representation, of asset: ImageAsset) throws(RenderError) -> Pixels {
        let key = Key(digest: asset.digest, path: representation.path)
        lock.lock()
        if let found = entries[key] {
            clock += 1
            entries[key] = (found.pixels, clock)
            lock.unlock()
            return found.pixels
        }
        lock.unlock()
        let decoded: Pixels
        do {
            decoded = try Self.decode(representation)
        } catch {
            throw .image(source: asset.source, path: representation.path, reason: error.reason)
        }
        lock.lock()
        defer { lock.unlock() }
        clock += 1
        if entries[key] == nil {
            entries[key] = (decoded, clock)
            total += decoded.bytes.count
            while total > Self.budget, entries.count > 1, let oldest = entries.min(by: { $0.value.used < $1.value.used }) {
                total -= oldest.value.pixels.bytes.count
                entries[oldest.key] = nil
            }
        }
        return decoded
    }

    struct Failure: Error { let reason: String }

    /// A bitmap's pixels; vectors are drawn, not decoded.
    static func decode(_ representation: ImageAsset.Representation) throws(Failure) -> Pixels {
        switch representation.format {
        case .png:
            let image: RGBAImage
            do { image = try PNGDecoder.decode(representation.bytes) } catch { throw Failure(reason: error.description) }
            return premultiplied(image)
        case .jpeg:
            return oriented(try jpeg(representation.bytes), ImageHeader.jpegOrientation(representation.bytes))
        case .svg:
            throw Failure(reason: "an SVG picture is drawn, not decoded")
        }
    }

    /// Straight RGBA bytes as premultiplied native-endian ARGB32 words.
    static func premultiplied(_ image: RGBAImage) -> Pixels {
        let stride = image.width * 4
        var bytes = [UInt8](repeating: 0, count: stride * image.height)
        image.pixels.withUnsafeBytes { source in
            bytes.withUnsafeMutableBytes { target in
                for i in 0..<(image.width * image.height) {
                    let r = UInt32(source[i * 4]), g = UInt32(source[i * 4 + 1]), b = UInt32(source[i * 4 + 2]), a = UInt32(source[i * 4 + 3])
                    // Rounded as pixman rounds x * a / 255.
                    func times(_ c: UInt32) -> UInt32 { let t = c * a + 128; return (t + (t >> 8)) >> 8 }
                    let word = a << 24 | times(r) << 16 | times(g) << 8 | times(b)
                    target.storeBytes(of: word, toByteOffset: i * 4, as: UInt32.self)
                }
            }
        }
        return Pixels(width: image.width, height: image.height, stride: stride, bytes: bytes)
    }

    /// The pixels turned and flipped as EXIF orientation `n` asks (UIImage's imageOrientation).
    static func oriented(_ p: Pixels, _ n: Int) -> Pixels {
        guard n != 1, (2...8).contains(n) else { return p }
        let w = p.width, h = p.height
        let (ow, oh) = n >= 5 ? (h, w) : (w, h)
        var bytes = [UInt8](repeating: 0, count: ow * oh * 4)
        p.bytes.withUnsafeBytes { source in
            bytes.withUnsafeMutableBytes { target in
                for v in 0..<oh {
                    for u in 0..<ow {
                        // Where output pixel (u, v) is in the stored picture.
                        let (x, y): (Int, Int)
                        switch n {
                        case 2: (x, y) = (w - 1 - u, v)
                        case 3: (x, y) = (w - 1 - u, h - 1 - v)
                        case 4: (x, y) = (u, h - 1 - v)
                        case 5: (x, y) = (v, u)
                        case 6: (x, y) = (v, h - 1 - u)
                        case 7: (x, y) = (w - 1 - v, h - 1 - u)
                        default: (x, y) = (w - 1 - v, u)
                        }
                        let word = source.load(fromByteOffset: y * p.stride + x * 4, as: UInt32.self)
                        target.storeBytes(of: word, toByteOffset: (v * ow + u) * 4, as: UInt32.self)
                    }
                }
            }
        }
        return Pixels(width: ow, height: oh, stride: ow * 4, bytes: bytes)
    }

    static func jpeg(_ data: [UInt8]) throws(Failure) -> Pixels {
        var rgb: UnsafeMutablePointer<UInt8>?
        var width: Int32 = 0, height: Int32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = data.withUnsafeBufferPointer { bytes in
            mockup_jpeg_decode(bytes.baseAddress, UInt(bytes.count), ImageLimits.maximumPixels, ImageLimits.maximumSide,
                               &rgb, &width, &height, &message)
        }
        switch status {
        case 0: break
        case 2: throw Failure(reason: "larger than \(ImageLimits.description)")
        default: throw Failure(reason: "not a readable JPEG: \(String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))")
        }
        guard let rgb else { throw Failure(reason: "not a readable JPEG") }
        defer { free(rgb) }
        let w = Int(width), h = Int(height)
        var bytes = [UInt8](repeating: 0, count: w * h * 4)
        bytes.withUnsafeMutableBytes { target in
            for i in 0..<(w * h) {
                let word = 0xFF00_0000 | UInt32(rgb[i * 3]) << 16 | UInt32(rgb[i * 3 + 1]) << 8 | UInt32(rgb[i * 3 + 2])
                target.storeBytes(of: word, toByteOffset: i * 4, as: UInt32.self)
            }
        }
        return Pixels(width: w, height: h, stride: w * 4, bytes: bytes)
    }
}

private extension Error {
    var reason: String { (self as? DecodedImages.Failure)?.reason ?? "\(self)" }
}
