import Foundation
import MockupCore

/// The pixel comparison of pixelmatch 7.2.0 (github.com/mapbox/pixelmatch, ISC
/// license), reimplemented so that it counts the same pixels and draws the
/// same diff image, byte for byte.
///
///     let (count, diff) = Pixelmatch.compare(expected, actual, drawDiff: true)
///
/// What it computes, in its order (each step is pixelmatch's, including its quirks):
/// 1. Images equal word for word: 0, and a diff image of faded grey (step 4) everywhere.
/// 2. Per pixel whose 32-bit values differ, the YIQ colour delta of Kotsarenko and
///    Ramos; negative when the second image is darker there.
/// 3. |delta| above `35215 * threshold²` is counted and drawn in `diffColor`
///    (`diffColorAlt` when negative), unless `includeAA` is off and the pixel looks
///    anti-aliased in either image (Vysniauskas 2009): then it is drawn in `aaColor`.
/// 4. Every other pixel is drawn, unless `diffMask`, as grey
///    `255 + (Y - 255) * alpha * A / 255` from the first image's raw R, G, B (Y) and
///    alpha (A), truncated like a JavaScript `Uint8Array` store. All drawn pixels are opaque.
///
/// Semi-transparent pixels are blended over a background before the deltas; with
/// `checkerboard` its colour depends on the pixel's *byte* offset k in the buffer:
/// (48 + 159·(k mod 2), 48 + 159·(⌊k/φ⌋ mod 2), 48 + 159·(⌊k/φ²⌋ mod 2)). k is a
/// multiple of 4, so red is always 48; counts only match if this is reproduced.
public enum Pixelmatch {
    /// Compares two images of the same size (a precondition: callers compare sizes
    /// first, as `ImageComparison` does) and returns the count of differing pixels
    /// and, when `drawDiff`, the diff image (transparent black where `diffMask` draws nothing).
    public static func compare(
        _ a: RGBAImage, _ b: RGBAImage, options: PixelmatchOptions = .init(), drawDiff: Bool
    ) -> (differentPixels: Int, diff: RGBAImage?) {
        precondition(a.width == b.width && a.height == b.height, "Pixelmatch.compare: the images differ in size")
        let count = a.width * a.height
        // NB: without diffMask the kernel draws every pixel, so the diff starts
        // uninitialized; with it, the pixels left undrawn are transparent black.
        var output = drawDiff && !options.diffMask
            ? [UInt8](unsafeUninitializedCapacity: count * 4) { _, initialized in initialized = count * 4 }
            : [UInt8](repeating: 0, count: drawDiff ? count * 4 : 0)
        guard count > 0 else { return (0, drawDiff ? RGBAImage(width: a.width, height: a.height) : nil) }
        let different = a.pixels.withUnsafeBytes { pa in
            b.pixels.withUnsafeBytes { pb in
                output.withUnsafeMutableBufferPointer { po in
                    let kernel = Kernel(a: pa.baseAddress!, b: pb.baseAddress!, width: a.width, height: a.height, options: options)
                    return kernel.run(output: drawDiff ? po.baseAddress : nil)
                }
            }
        }
        return (different, drawDiff ? RGBAImage(width: a.width, height: a.height, pixels: output) : nil)
    }
}

extension Pixelmatch {
    /// One comparison: both images' bytes (read as bytes and as 32-bit words), their size and the options.
    /// NB: `@unchecked Sendable`: it only reads the images, which outlive every band.
    struct Kernel: @unchecked Sendable {
        let a: UnsafeRawPointer
        let b: UnsafeRawPointer
        let width: Int
        let height: Int
        let options: PixelmatchOptions

        @inline(__always) func word(_ image: UnsafeRawPointer, _ i: Int) -> UInt32 {
            image.load(fromByteOffset: i &* 4, as: UInt32.self)
        }

        @inline(__always) func byte(_ image: UnsafeRawPointer, _ offset: Int) -> Int {
            Int(image.load(fromByteOffset: offset, as: UInt8.self))
        }

        func run(output: UnsafeMutablePointer<UInt8>?) -> Int {
            let count = width * height
            let drawGrey = output != nil && !options.diffMask
            if memcmp(a, b, count * 4) == 0 {
                var grey = GreyCache()
                if drawGrey, let output { fillGrey(output, 0..<count, &grey) }
                return 0
            }
            // NB: each pixel's outcome depends on the two images alone, so bands of
            // rows are compared on every core and their counts added up.
            // NB: differences gather in parts of a screen, so there are several bands a
            // core, taken in turn by whichever core is free.
            let bands = count >= Self.pixelsPerBand * 2 ? min(ProcessInfo.processInfo.activeProcessorCount * Self.bandsPerCore, count / Self.pixelsPerBand) : 1
            guard bands > 1 else { return run(0..<count, output: output) }
            let rowsPerBand = (height + bands - 1) / bands
            // NB: bands write disjoint pixels of the output and slots of the counts.
            nonisolated(unsafe) let counts = UnsafeMutableBufferPointer<Int>.allocate(capacity: bands)
            defer { counts.deallocate() }
            nonisolated(unsafe) let output = output
            DispatchQueue.concurrentPerform(iterations: bands) { band in
                let rows = (band * rowsPerBand)..<min(height, (band + 1) * rowsPerBand)
                counts[band] = rows.isEmpty ? 0 : run((rows.lowerBound * width)..<(rows.upperBound * width), output: output)
            }
            return counts.reduce(0, +)
        }

        /// Bands of fewer pixels are not worth a thread (chosen).
        static let pixelsPerBand = 65_536
        /// Bands a core (chosen: a 3x screen in bands of about 190,000 pixels on 2 cores).
        static let bandsPerCore = 8

        /// Compares the pixels of `range`, writing their diff pixels; returns how many differ.
        func run(_ range: Range<Int>, output: UnsafeMutablePointer<UInt8>?) -> Int {
            let count = range.upperBound
            let drawGrey = output != nil && !options.diffMask
            var grey = GreyCache()
            let maxDelta = 35215 * options.threshold * options.threshold
            let aa = options.aaColor, diffColor = options.diffColor, alt = options.diffColorAlt ?? options.diffColor
            var different = 0
            var i = range.lowerBound
            // NB: the row of pixel i, kept as i moves forward (a division a pixel cost a fifth of the time).
            var y = i / width, rowStart = y * width
            // NB: the delta of the last pair of differing pixels: next to each other they are mostly
            // the same two colours. Kept only for opaque pairs, whose delta depends on their colours alone.
            var lastA: UInt32 = 0, lastB: UInt32 = 0, lastDelta = 0.0
            while i < count {
                // NB: screens differ in few places; skip equal pixels four at a time.
                let run = i
                while i &+ 4 <= count && all(a.loadUnaligned(fromByteOffset: i &* 4, as: SIMD4<UInt32>.self) .== b.loadUnaligned(fromByteOffset: i &* 4, as: SIMD4<UInt32>.self)) { i &+= 4 }
                while i < count && word(a, i) == word(b, i) { i &+= 1 }  // the four differed in a later pixel
                if drawGrey, let output { fillGrey(output, run..<i, &grey) }
                if i == count { break }
                let wa = word(a, i), wb = word(b, i)
                let delta: Double
                if wa == lastA && wb == lastB {
                    delta = lastDelta
                } else {
                    delta = colorDelta(i &* 4)
                    if wa & wb >= 0xFF00_0000 || !options.checkerboard { lastA = wa; lastB = wb; lastDelta = delta }
                }
                // NB: areas that differ are mostly runs of one pair of colours: four pixels at a time.
                if wa == lastA && wb == lastB && i &+ 4 <= count {
                    let moved = abs(delta) > maxDelta
                        ? differentBlocks(&i, &different, wa, wb, to: count, output: output, color: delta < 0 ? alt : diffColor, row: &y, rowStart: &rowStart)
                        : similarBlocks(&i, wa, wb, to: count, output: drawGrey ? output : nil, &grey)
                    if moved { continue }
                }
                if abs(delta) > maxDelta {
                    while i >= rowStart &+ width { y += 1; rowStart &+= width }
                    let x = i &- rowStart
                    if !options.includeAA && ((!plainlyNotAntialiased(a, i, x, y) && antialiased(a, x, y))
                                              || (!plainlyNotAntialiased(b, i, x, y) && antialiased(b, x, y))) {
                        if drawGrey, let output { draw(output, i, aa) }
                    } else {
                        if let output { draw(output, i, delta < 0 ? alt : diffColor) }
                        different += 1
                    }
                } else if drawGrey, let output {
                    fillGrey(output, i..<(i + 1), &grey)
                }
                i += 1
            }
            return different
        }

        /// Whether pixels i to i + 3 are `wa` in the first image and `wb` in the second.
        @inline(__always) func block(_ i: Int, is wa: UInt32, _ wb: UInt32) -> Bool {
            all(a.loadUnaligned(fromByteOffset: i &* 4, as: SIMD4<UInt32>.self) .== SIMD4(repeating: wa))
                && all(b.loadUnaligned(fromByteOffset: i &* 4, as: SIMD4<UInt32>.self) .== SIMD4(repeating: wb))
        }

        /// Whether pixels i to i + 3 of `image`, all `w`, have `w` above, below, left and right:
        /// then each has three equal neighbours and is not anti-aliased (`plainlyNotAntialiased`).
        /// The caller keeps the four and their neighbours inside the image.
        @inline(__always) func flat(_ image: UnsafeRawPointer, _ i: Int, _ w: UInt32) -> Bool {
            word(image, i &- 1) == w && word(image, i &+ 4) == w
                && all(image.loadUnaligned(fromByteOffset: (i &- width) &* 4, as: SIMD4<UInt32>.self) .== SIMD4(repeating: w))
                && all(image.loadUnaligned(fromByteOffset: (i &+ width) &* 4, as: SIMD4<UInt32>.self) .== SIMD4(repeating: w))
        }

        /// Draws blocks of four pixels from `i` that are `wa` and `wb`, whose delta is within the
        /// threshold, in the grey of `wa`; moves `i` past them and returns whether there were any.
        @inline(__always) func similarBlocks(_ i: inout Int, _ wa: UInt32, _ wb: UInt32, to count: Int,
                                             output: UnsafeMutablePointer<UInt8>?, _ grey: inout GreyCache) -> Bool {
            let start = i
            while i &+ 4 <= count && block(i, is: wa, wb) {
                if let output { UnsafeMutableRawPointer(output).storeBytes(of: SIMD4(repeating: grey.pixel(self, i)), toByteOffset: i &* 4, as: SIMD4<UInt32>.self) }
                i &+= 4
            }
            return i != start
        }

        /// Counts and draws in `color` blocks of four pixels from `i` that are `wa` and `wb`,
        /// whose delta is past the threshold, inside flat areas of both images (or with
        /// `includeAA`); moves `i` past them and returns whether there were any.
        @inline(__always) func differentBlocks(_ i: inout Int, _ different: inout Int, _ wa: UInt32, _ wb: UInt32, to count: Int,
                                               output: UnsafeMutablePointer<UInt8>?, color: PixelmatchOptions.RGB,
                                               row y: inout Int, rowStart: inout Int) -> Bool {
            while i >= rowStart &+ width { y &+= 1; rowStart &+= width }
            guard y > 0 && y &+ 1 < height else { return false }
            let start = i
            var x = i &- rowStart
            let pixel = color.opaquePixel
            while x > 0 && x &+ 5 <= width && block(i, is: wa, wb)
                    && (options.includeAA || (flat(a, i, wa) && flat(b, i, wb))) {
                if let output { UnsafeMutableRawPointer(output).storeBytes(of: SIMD4(repeating: pixel), toByteOffset: i &* 4, as: SIMD4<UInt32>.self) }
                different &+= 4
                i &+= 4
                x &+= 4
            }
            return i != start
        }

        /// The signed YIQ delta of pixel byte offset `k` between the images (the caller
        /// knows their words differ); negative when the second is darker.
        @inline(__always) func colorDelta(_ k: Int) -> Double {
            let r1 = byte(a, k), g1 = byte(a, k + 1), b1 = byte(a, k + 2), a1 = byte(a, k + 3)
            let r2 = byte(b, k), g2 = byte(b, k + 1), b2 = byte(b, k + 2), a2 = byte(b, k + 3)
            var dr = Double(r1 - r2), dg = Double(g1 - g2), db = Double(b1 - b2)
            if a1 < 255 || a2 < 255 {
                let (rb, gb, bb) = background(k)
                let da = a1 - a2
                dr = Double(r1 * a1 - r2 * a2 - rb * da) / 255
                dg = Double(g1 * a1 - g2 * a2 - gb * da) / 255
                db = Double(b1 * a1 - b2 * a2 - bb * da) / 255
            }
            // NB: each sum is written in pixelmatch's order; floating-point addition is not associative.
            let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
            let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
            let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
            let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
            return y > 0 ? -delta : delta
        }

        /// The brightness (Y) delta between the centre pixel at byte offset `k` and the
        /// one at `m` in the same image; exactly 0 when all four channels are equal.
        @inline(__always) func brightnessDelta(_ image: UnsafeRawPointer, _ k: Int, _ m: Int) -> Double {
            let r1 = byte(image, k), g1 = byte(image, k + 1), b1 = byte(image, k + 2), a1 = byte(image, k + 3)
            let r2 = byte(image, m), g2 = byte(image, m + 1), b2 = byte(image, m + 2), a2 = byte(image, m + 3)
            var dr = Double(r1 - r2), dg = Double(g1 - g2), db = Double(b1 - b2)
            let da = a1 - a2
            if r1 == r2 && g1 == g2 && b1 == b2 && da == 0 { return 0 }
            if a1 < 255 || a2 < 255 {
                // NB: the background is the centre's, for the neighbour too.
                let (rb, gb, bb) = background(k)
                dr = Double(r1 * a1 - r2 * a2 - rb * da) / 255
                dg = Double(g1 * a1 - g2 * a2 - gb * da) / 255
                db = Double(b1 * a1 - b2 * a2 - bb * da) / 255
            }
            return dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        }

        /// The colour semi-transparent pixels are blended over at byte offset `k`.
        @inline(__always) func background(_ k: Int) -> (Int, Int, Int) {
            guard options.checkerboard else { return (255, 255, 255) }
            return (48 + 159 * (k % 2),
                    48 + 159 * (jsInt32(Double(k) / 1.618033988749895) % 2),
                    48 + 159 * (jsInt32(Double(k) / 2.618033988749895) % 2))
        }

        /// True when pixel `i` at (x, y), inside the image, has three or more neighbours equal
        /// to it, which `antialiased` would answer false at once; checked inline, with the
        /// left, right and upper neighbours first: in flat areas they settle it alone.
        @inline(__always) func plainlyNotAntialiased(_ image: UnsafeRawPointer, _ i: Int, _ x: Int, _ y: Int) -> Bool {
            guard x > 0 && x &+ 1 < width && y > 0 && y &+ 1 < height else { return false }
            let centre = word(image, i)
            var equal = (word(image, i &- 1) == centre ? 1 : 0) &+ (word(image, i &+ 1) == centre ? 1 : 0)
                &+ (word(image, i &- width) == centre ? 1 : 0)
            if equal == 3 { return true }
            equal &+= (word(image, i &- width &- 1) == centre ? 1 : 0) &+ (word(image, i &- width &+ 1) == centre ? 1 : 0)
                &+ (word(image, i &+ width &- 1) == centre ? 1 : 0) &+ (word(image, i &+ width) == centre ? 1 : 0)
                &+ (word(image, i &+ width &+ 1) == centre ? 1 : 0)
            return equal > 2
        }

        /// Whether pixel (x1, y1) of `image` looks anti-aliased: among its 8 neighbours
        /// at most 2 are equal to it, it has both a darker and a brighter one, and the
        /// darkest or the brightest of them has 3+ equal neighbours in both images.
        func antialiased(_ image: UnsafeRawPointer, _ x1: Int, _ y1: Int) -> Bool {
            let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
            let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
            let k = (y1 * width + x1) * 4
            var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
            // NB: a neighbour equal to the centre is a zero delta, and three zeros make the
            // answer false whatever the rest: counted first, with word compares, that
            // settles most pixels of flat areas before any delta is worked out.
            let centre = word(image, y1 * width + x1)
            if zeroes == 0 {
                // NB: inside the image the eight neighbours are at fixed offsets: compared unrolled.
                let i = y1 * width + x1
                let equal = (word(image, i - width - 1) == centre ? 1 : 0) + (word(image, i - width) == centre ? 1 : 0)
                    + (word(image, i - width + 1) == centre ? 1 : 0) + (word(image, i - 1) == centre ? 1 : 0)
                    + (word(image, i + 1) == centre ? 1 : 0) + (word(image, i + width - 1) == centre ? 1 : 0)
                    + (word(image, i + width) == centre ? 1 : 0) + (word(image, i + width + 1) == centre ? 1 : 0)
                if equal > 2 { return false }
            } else {
                var equal = zeroes
                for y in y0...y2 {
                    for x in x0...x2 where (x != x1 || y != y1) && word(image, y * width + x) == centre { equal += 1 }
                }
                if equal > 2 { return false }
            }
            var darkest = 0.0, brightest = 0.0
            var minX = 0, minY = 0, maxX = 0, maxY = 0
            // NB: x outer, y inner, and ties keep the first: pixelmatch's visiting order
            // decides which neighbour is "the" darkest or brightest.
            for x in x0...x2 {
                for y in y0...y2 where x != x1 || y != y1 {
                    let delta = brightnessDelta(image, k, (y * width + x) * 4)
                    if delta == 0 {
                        zeroes += 1
                        if zeroes > 2 { return false }
                    } else if delta < darkest {
                        darkest = delta; minX = x; minY = y
                    } else if delta > brightest {
                        brightest = delta; maxX = x; maxY = y
                    }
                }
            }
            if darkest == 0 || brightest == 0 { return false }
            return (hasManySiblings(a, minX, minY) && hasManySiblings(b, minX, minY))
                || (hasManySiblings(a, maxX, maxY) && hasManySiblings(b, maxX, maxY))
        }

        /// Whether 3 or more of the neighbours of (x1, y1) equal it as 32-bit values
        /// (a pixel on the image's edge starts the count at 1).
        func hasManySiblings(_ image: UnsafeRawPointer, _ x1: Int, _ y1: Int) -> Bool {
            let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
            let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
            let value = word(image, y1 * width + x1)
            var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
            for x in x0...x2 {
                for y in y0...y2 where x != x1 || y != y1 {
                    if word(image, y * width + x) == value { zeroes += 1 }
                    if zeroes > 2 { return true }
                }
            }
            return false
        }

        /// The faded grey of the first image's pixel `i` (see the type's step 4).
        func grey(_ i: Int) -> UInt8 {
            let k = i * 4
            let r = Double(byte(a, k)), g = Double(byte(a, k + 1)), b = Double(byte(a, k + 2)), alpha = Double(byte(a, k + 3))
            let value = 255 + (r * 0.29889531 + g * 0.58662247 + b * 0.11448223 - 255) * options.alpha * alpha / 255
            return jsUInt8(value)
        }

        @inline(__always) func draw(_ output: UnsafeMutablePointer<UInt8>, _ i: Int, _ color: PixelmatchOptions.RGB) {
            let o = output + i * 4
            o[0] = color.r; o[1] = color.g; o[2] = color.b; o[3] = 255
        }

        /// Draws the faded grey of the first image over `range` of pixels; four at a time
        /// where four pixels in a row have the colour whose grey was drawn last.
        @inline(__always) func fillGrey(_ output: UnsafeMutablePointer<UInt8>, _ range: Range<Int>, _ cache: inout GreyCache) {
            let raw = UnsafeMutableRawPointer(output)
            var i = range.lowerBound
            let end = range.upperBound
            while i < end {
                if i &+ 4 <= end && all(a.loadUnaligned(fromByteOffset: i &* 4, as: SIMD4<UInt32>.self) .== SIMD4(repeating: cache.word)) && cache.filled {
                    raw.storeBytes(of: SIMD4(repeating: cache.pixel), toByteOffset: i &* 4, as: SIMD4<UInt32>.self)
                    i &+= 4
                    continue
                }
                raw.storeBytes(of: cache.pixel(self, i), toByteOffset: i &* 4, as: UInt32.self)
                i &+= 1
            }
        }
    }

    /// The grey pixel of the last colour seen: screens are mostly runs of one colour.
    struct GreyCache {
        /// The first image's pixel, as a word.
        var word: UInt32 = 0
        /// Its faded grey as an opaque pixel, as a word.
        var pixel: UInt32 = 0
        var filled = false

        /// The grey pixel of the first image's pixel `i`.
        @inline(__always) mutating func pixel(_ kernel: Kernel, _ i: Int) -> UInt32 {
            let w = kernel.word(kernel.a, i)
            if !filled || w != word {
                word = w
                pixel = (UInt32(kernel.grey(i)) &* 0x01_01_01 | 0xff00_0000).littleEndian  // bytes g, g, g, 255
                filled = true
            }
            return pixel
        }
    }
}

/// JavaScript's `x | 0` (ToInt32): truncation toward zero, wrapped to 32 bits.
@inline(__always) func jsInt32(_ x: Double) -> Int {
    if x.magnitude < 0x1p31 { return Int(x) }
    guard x.isFinite else { return 0 }
    return Int(Int32(truncatingIfNeeded: Int64(fmod(x.rounded(.towardZero), 0x1p32))))  // fmod is exact
}

/// A store into a JavaScript `Uint8Array` (ToUint8): truncation toward zero, modulo 256.
@inline(__always) func jsUInt8(_ x: Double) -> UInt8 {
    if x >= 0 && x < 256 { return UInt8(x) }
    guard x.isFinite else { return 0 }
    return UInt8(truncatingIfNeeded: Int64(fmod(x.rounded(.towardZero), 256)))
}
