import Foundation
import MockupCore
import MockupRender

/// What comparing two PNG files found: the golden check's tolerant comparison,
/// and what `mockup diff` reports.
///
///     let result = try ImageComparison.compare(expected: golden, actual: png)
///     if !result.matches { print("\(result.differentPixels) of \(result.totalPixels) pixels differ") }
///
/// Identical bytes are identical without decoding anything (unless a diff image is
/// wanted); otherwise both files are decoded and, when their sizes agree, compared
/// with `Pixelmatch`. Images of different sizes are an outcome, not an error.
public struct ImageComparison: Hashable, Sendable {
    /// A size in pixels.
    public struct Size: Hashable, Sendable, CustomStringConvertible {
        public var width: Int
        public var height: Int
        public init(width: Int, height: Int) { self.width = width; self.height = height }
        public var area: Int { width * height }
        public var description: String { "\(width)x\(height)" }
    }

    public enum Outcome: Hashable, Sendable {
        /// The files have the same bytes (only the header is read, unless a diff image is wanted).
        case identicalBytes
        /// Same size; pixelmatch ran (`differentPixels` may be 0: equal within the threshold).
        case compared
        /// The images differ in size (see `totalPixels` for how they are counted).
        case sizeMismatch(expected: Size, actual: Size)
    }

    /// A file that is missing or not a readable PNG.
    public struct UnreadableImage: Error, Hashable, Sendable, CustomStringConvertible {
        /// The file's path, or which image it was when compared from bytes.
        public var name: String
        public var reason: String
        public var description: String { "\(name): \(reason)" }
    }

    public var outcome: Outcome
    public var expectedSize: Size
    public var actualSize: Size
    /// Pixels pixelmatch counts as different. For a size mismatch: those it counts in the
    /// top-left region both images cover, plus every pixel of `canvas` outside that region.
    public var differentPixels: Int
    /// The area of `canvas`.
    ///
    /// NB: for a size mismatch this is the area of the smallest canvas holding both
    /// images (the wider width by the taller height). It is the larger of the two
    /// images' areas whenever one size contains the other, and otherwise the area of
    /// the diff image, so that the count and the picture always agree.
    public var totalPixels: Int
    /// The diff image, when asked for: pixelmatch's, of `canvas` size. For a size
    /// mismatch, pixelmatch's diff of the shared top-left region with every other
    /// pixel in `diffColor`.
    public var diff: RGBAImage?

    /// The compared canvas: the images' size, or for a size mismatch the smallest holding both.
    public var canvas: Size {
        Size(width: max(expectedSize.width, actualSize.width), height: max(expectedSize.height, actualSize.height))
    }

    /// True when no pixel differs beyond the threshold (never for a size mismatch).
    public var matches: Bool { differentPixels == 0 }

    /// `differentPixels` as a percentage of `totalPixels`.
    public var percentage: Double { totalPixels == 0 ? 0 : 100 * Double(differentPixels) / Double(totalPixels) }

    public var isSizeMismatch: Bool {
        if case .sizeMismatch = outcome { true } else { false }
    }

    /// Compares the bytes of two PNG files; `names` only label errors.
    public static func compare(
        expected: [UInt8], actual: [UInt8], options: PixelmatchOptions = .init(), drawDiff: Bool = false,
        names: (expected: String, actual: String) = ("expected image", "actual image")
    ) throws(UnreadableImage) -> ImageComparison {
        let sameBytes = expected == actual
        if sameBytes && !drawDiff {
            let header = try read(names.expected) { () throws(RenderError) in try PNGDecoder.header(expected) }
            let size = Size(width: header.width, height: header.height)
            return ImageComparison(outcome: .identicalBytes, expectedSize: size, actualSize: size,
                                   differentPixels: 0, totalPixels: size.area, diff: nil)
        }
        if sameBytes {
            let a = try read(names.expected) { () throws(RenderError) in try PNGDecoder.decode(expected) }
            return compare(a, a, options: options, drawDiff: drawDiff, sameBytes: true)
        }
        // NB: the two files are decoded at once, one on each of two threads.
        // Each thread writes its own slot of the buffer.
        nonisolated(unsafe) let decoded = UnsafeMutableBufferPointer<Result<RGBAImage, RenderError>>.allocate(capacity: 2)
        defer { decoded.deinitialize().deallocate() }
        let files = [expected, actual]
        DispatchQueue.concurrentPerform(iterations: 2) { k in
            (decoded.baseAddress! + k).initialize(to: Result { () throws(RenderError) in try PNGDecoder.decode(files[k]) })
        }
        let a = try read(names.expected) { () throws(RenderError) in try decoded[0].get() }
        let b = try read(names.actual) { () throws(RenderError) in try decoded[1].get() }
        return compare(a, b, options: options, drawDiff: drawDiff, sameBytes: false)
    }

    /// Reads and compares two PNG files; a missing or unreadable file is an error naming it.
    public static func compareFiles(
        expected: String, actual: String, options: PixelmatchOptions = .init(), drawDiff: Bool = false
    ) throws(UnreadableImage) -> ImageComparison {
        let a = try contents(of: expected), b = try contents(of: actual)
        return try compare(expected: a, actual: b, options: options, drawDiff: drawDiff, names: (expected, actual))
    }

    /// Compares two decoded images.
    public static func compare(
        _ a: RGBAImage, _ b: RGBAImage, options: PixelmatchOptions = .init(), drawDiff: Bool = false
    ) -> ImageComparison {
        compare(a, b, options: options, drawDiff: drawDiff, sameBytes: false)
    }

    private static func compare(
        _ a: RGBAImage, _ b: RGBAImage, options: PixelmatchOptions, drawDiff: Bool, sameBytes: Bool
    ) -> ImageComparison {
        let sizeA = Size(width: a.width, height: a.height), sizeB = Size(width: b.width, height: b.height)
        guard sizeA == sizeB else { return mismatch(a, b, options: options, drawDiff: drawDiff) }
        let (count, diff) = Pixelmatch.compare(a, b, options: options, drawDiff: drawDiff)
        return ImageComparison(outcome: sameBytes ? .identicalBytes : .compared, expectedSize: sizeA, actualSize: sizeB,
                               differentPixels: count, totalPixels: sizeA.area, diff: diff)
    }

    /// Pixelmatch on the shared top-left region; every other pixel of the canvas counts.
    private static func mismatch(_ a: RGBAImage, _ b: RGBAImage, options: PixelmatchOptions, drawDiff: Bool) -> ImageComparison {
        let sizeA = Size(width: a.width, height: a.height), sizeB = Size(width: b.width, height: b.height)
        let shared = Size(width: min(a.width, b.width), height: min(a.height, b.height))
        let canvas = Size(width: max(a.width, b.width), height: max(a.height, b.height))
        let (count, sharedDiff) = Pixelmatch.compare(a.cropped(to: shared), b.cropped(to: shared), options: options, drawDiff: drawDiff)
        return ImageComparison(outcome: .sizeMismatch(expected: sizeA, actual: sizeB), expectedSize: sizeA, actualSize: sizeB,
                               differentPixels: count + canvas.area - shared.area, totalPixels: canvas.area,
                               diff: sharedDiff.map { placed($0, on: canvas, color: options.diffColor) })
    }

    /// `image` at the top left of an opaque `canvas` of `color`.
    private static func placed(_ image: RGBAImage, on canvas: Size, color: PixelmatchOptions.RGB) -> RGBAImage {
        let rowBytes = canvas.width * 4, imageRowBytes = image.width * 4
        // NB: a row of the colour, copied into every row: rows are filled at memcpy's speed.
        let colorRow = [UInt32](repeating: color.opaquePixel, count: canvas.width)
        let pixels = [UInt8](unsafeUninitializedCapacity: canvas.area * 4) { buffer, initialized in
            let base = UnsafeMutableRawPointer(buffer.baseAddress!)
            colorRow.withUnsafeBytes { color in
                image.pixels.withUnsafeBytes { source in
                    for y in 0..<canvas.height {
                        let row = base + y * rowBytes
                        let covered = y < image.height ? imageRowBytes : 0
                        row.copyMemory(from: source.baseAddress! + y * imageRowBytes, byteCount: covered)
                        (row + covered).copyMemory(from: color.baseAddress!, byteCount: rowBytes - covered)
                    }
                }
            }
            initialized = canvas.area * 4
        }
        return RGBAImage(width: canvas.width, height: canvas.height, pixels: pixels)
    }

    private static func read<T>(_ name: String, _ body: () throws(RenderError) -> T) throws(UnreadableImage) -> T {
        do { return try body() } catch { throw UnreadableImage(name: name, reason: error.description) }
    }

    private static func contents(of path: String) throws(UnreadableImage) -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw UnreadableImage(name: path, reason: "no such file")
        }
        guard !isDirectory.boolValue, let data = FileManager.default.contents(atPath: path) else {
            throw UnreadableImage(name: path, reason: isDirectory.boolValue ? "is a folder, not a PNG file" : "cannot be read")
        }
        return [UInt8](data)
    }
}

extension RGBAImage {
    /// The top-left `size` of the image (which holds it).
    func cropped(to size: ImageComparison.Size) -> RGBAImage {
        if size.width == width && size.height == height { return self }
        var pixels: [UInt8] = []
        pixels.reserveCapacity(size.area * 4)
        for y in 0..<size.height {
            pixels += self.pixels[(y * width * 4)..<((y * width + size.width) * 4)]
        }
        return RGBAImage(width: size.width, height: size.height, pixels: pixels)
    }
}
