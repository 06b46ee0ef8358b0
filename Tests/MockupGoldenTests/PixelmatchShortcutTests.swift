import MockupCore
import Testing
@testable import MockupGolden

/// `Pixelmatch` takes shortcuts (equal pixels four at a time, the delta of the last pair of
/// colours again, blocks of four pixels of one pair of colours inside flat areas, neighbours
/// compared inline, bands on every core): each must give what pixelmatch's plain loop gives.
/// `PlainPixelmatch` below is that loop, pixelmatch 7.2.0's `index.js` line by line; the
/// images are drawn to meet every shortcut and its edges (flat areas that differ above and
/// below the threshold, runs that end at a row's end or one pixel short of a block, text-like
/// noise, semi-transparent pixels, widths that are not multiples of four).
@Suite struct PixelmatchShortcutTests {
    @Test(arguments: 0..<24)
    func shortcutsCountAndDrawWhatThePlainLoopDoes(_ seed: Int) {
        var random = SeededRandom(seed: UInt64(seed) &+ 1)
        let width = 33 + seed % 7 * 5, height = 21 + seed % 5 * 3
        let (a, b) = Self.pair(width: width, height: height, &random)
        for options in Self.optionSets {
            let (count, diff) = Pixelmatch.compare(a, b, options: options, drawDiff: true)
            let plain = PlainPixelmatch(a: a, b: b, options: options)
            #expect(count == plain.count, "seed \(seed), \(options)")
            #expect(diff?.pixels == plain.output, "seed \(seed), \(options)")
            #expect(Pixelmatch.compare(a, b, options: options, drawDiff: false).differentPixels == plain.count)
        }
    }

    /// Large enough to be compared in bands on several cores.
    @Test func bandsCountAndDrawWhatThePlainLoopDoes() {
        var random = SeededRandom(seed: 99)
        let (a, b) = Self.pair(width: 517, height: 403, &random)
        for options in [PixelmatchOptions(), PixelmatchOptions(includeAA: true, diffColorAlt: .init(0, 255, 0))] {
            let (count, diff) = Pixelmatch.compare(a, b, options: options, drawDiff: true)
            let plain = PlainPixelmatch(a: a, b: b, options: options)
            #expect(count == plain.count)
            #expect(count > 1000)
            #expect(diff?.pixels == plain.output)
        }
    }

    static let optionSets: [PixelmatchOptions] = [
        PixelmatchOptions(),
        PixelmatchOptions(threshold: 0),
        PixelmatchOptions(threshold: 0.05, includeAA: true),
        PixelmatchOptions(alpha: 0.5, diffColorAlt: .init(0, 255, 0)),
        PixelmatchOptions(diffMask: true),
        PixelmatchOptions(checkerboard: false),
    ]

    /// Two images of flat rectangles, the second with some rectangles recoloured (by a little
    /// and by a lot), pixels changed one by one, and a patch of noise.
    static func pair(width: Int, height: Int, _ random: inout SeededRandom) -> (RGBAImage, RGBAImage) {
        let palette: [UInt32] = [0xFFFF_FFFF, 0xFFF7_F7F7, 0xFFF5_F5F5, 0xFF00_0000, 0xFF3C_3C3C, 0xFFFF_7A00, 0xFFF6_F2F2,
                                 0x80FF_FFFF, 0x4000_00FF, 0x0000_0000]
        var a = [UInt32](repeating: palette[0], count: width * height)
        func rectangle(_ pixels: inout [UInt32], _ color: UInt32, _ random: inout SeededRandom) {
            let x0 = random.below(width), y0 = random.below(height)
            let x1 = min(width, x0 + 1 + random.below(width)), y1 = min(height, y0 + 1 + random.below(height / 2))
            for y in y0..<y1 { for x in x0..<x1 { pixels[y * width + x] = color } }
        }
        for _ in 0..<8 { rectangle(&a, palette[random.below(palette.count)], &random) }
        var b = a
        for _ in 0..<5 { rectangle(&b, palette[random.below(palette.count)], &random) }
        for _ in 0..<(width * height / 20) { b[random.below(b.count)] = palette[random.below(palette.count)] }
        // Text-like noise in both: dark pixels with anti-aliased greys around them.
        let nx = random.below(width / 2), ny = random.below(height / 2)
        for y in ny..<min(height, ny + 8) {
            for x in nx..<min(width, nx + 14) where random.below(3) == 0 {
                let grey = UInt32(random.below(256))
                a[y * width + x] = 0xFF00_0000 | grey * 0x01_01_01
                if random.below(4) != 0 { b[y * width + x] = 0xFF00_0000 | (255 - grey) * 0x01_01_01 }
            }
        }
        func image(_ words: [UInt32]) -> RGBAImage {
            RGBAImage(width: width, height: height, pixels: words.flatMap { w in [UInt8(w >> 16 & 0xFF), UInt8(w >> 8 & 0xFF), UInt8(w & 0xFF), UInt8(w >> 24)] })
        }
        return (image(a), image(b))
    }
}

/// pixelmatch 7.2.0's comparison as its `index.js` writes it, one pixel after another.
struct PlainPixelmatch {
    var count = 0
    var output: [UInt8]

    init(a: RGBAImage, b: RGBAImage, options: PixelmatchOptions) {
        let width = a.width, height = a.height
        let img1 = a.pixels, img2 = b.pixels
        output = [UInt8](repeating: 0, count: img1.count)
        func word(_ img: [UInt8], _ i: Int) -> UInt32 {
            UInt32(img[i * 4]) | UInt32(img[i * 4 + 1]) << 8 | UInt32(img[i * 4 + 2]) << 16 | UInt32(img[i * 4 + 3]) << 24
        }
        func draw(_ pos: Int, _ r: Double, _ g: Double, _ b: Double, into out: inout [UInt8]) {
            out[pos] = jsUInt8(r); out[pos + 1] = jsUInt8(g); out[pos + 2] = jsUInt8(b); out[pos + 3] = 255
        }
        func drawGray(_ pos: Int, into out: inout [UInt8]) {
            let value = 255 + (Double(img1[pos]) * 0.29889531 + Double(img1[pos + 1]) * 0.58662247 + Double(img1[pos + 2]) * 0.11448223 - 255)
                * options.alpha * Double(img1[pos + 3]) / 255
            draw(pos, value, value, value, into: &out)
        }
        func colorDelta(_ i1: [UInt8], _ i2: [UInt8], _ k: Int, _ m: Int, yOnly: Bool) -> Double {
            let r1 = Int(i1[k]), g1 = Int(i1[k + 1]), b1 = Int(i1[k + 2]), a1 = Int(i1[k + 3])
            let r2 = Int(i2[m]), g2 = Int(i2[m + 1]), b2 = Int(i2[m + 2]), a2 = Int(i2[m + 3])
            var dr = Double(r1 - r2), dg = Double(g1 - g2), db = Double(b1 - b2)
            let da = a1 - a2
            if dr == 0 && dg == 0 && db == 0 && da == 0 { return 0 }
            if a1 < 255 || a2 < 255 {
                var rb = 255, gb = 255, bb = 255
                if options.checkerboard {
                    rb = 48 + 159 * (k % 2)
                    gb = 48 + 159 * (jsInt32(Double(k) / 1.618033988749895) % 2)
                    bb = 48 + 159 * (jsInt32(Double(k) / 2.618033988749895) % 2)
                }
                dr = Double(r1 * a1 - r2 * a2 - rb * da) / 255
                dg = Double(g1 * a1 - g2 * a2 - gb * da) / 255
                db = Double(b1 * a1 - b2 * a2 - bb * da) / 255
            }
            let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
            if yOnly { return y }
            let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
            let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
            let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
            return y > 0 ? -delta : delta
        }
        func hasManySiblings(_ img: [UInt8], _ x1: Int, _ y1: Int) -> Bool {
            let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
            let value = word(img, y1 * width + x1)
            var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
            for x in x0...x2 {
                for y in y0...y2 where x != x1 || y != y1 {
                    if value == word(img, y * width + x) { zeroes += 1 }
                    if zeroes > 2 { return true }
                }
            }
            return false
        }
        func antialiased(_ img: [UInt8], _ x1: Int, _ y1: Int) -> Bool {
            let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
            let pos = y1 * width + x1
            var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
            var minimum = 0.0, maximum = 0.0, minX = 0, minY = 0, maxX = 0, maxY = 0
            for x in x0...x2 {
                for y in y0...y2 where x != x1 || y != y1 {
                    let delta = colorDelta(img, img, pos * 4, (y * width + x) * 4, yOnly: true)
                    if delta == 0 {
                        zeroes += 1
                        if zeroes > 2 { return false }
                    } else if delta < minimum {
                        minimum = delta; minX = x; minY = y
                    } else if delta > maximum {
                        maximum = delta; maxX = x; maxY = y
                    }
                }
            }
            if minimum == 0 || maximum == 0 { return false }
            return (hasManySiblings(img1, minX, minY) && hasManySiblings(img2, minX, minY))
                || (hasManySiblings(img1, maxX, maxY) && hasManySiblings(img2, maxX, maxY))
        }
        if img1 == img2 {
            if !options.diffMask { for i in 0..<(width * height) { drawGray(i * 4, into: &output) } }
            return
        }
        let maxDelta = 35215 * options.threshold * options.threshold
        let alt = options.diffColorAlt ?? options.diffColor
        for y in 0..<height {
            for x in 0..<width {
                let i = y * width + x, pos = i * 4
                let delta = word(img1, i) == word(img2, i) ? 0 : colorDelta(img1, img2, pos, pos, yOnly: false)
                if abs(delta) > maxDelta {
                    if !options.includeAA && (antialiased(img1, x, y) || antialiased(img2, x, y)) {
                        if !options.diffMask { draw(pos, Double(options.aaColor.r), Double(options.aaColor.g), Double(options.aaColor.b), into: &output) }
                    } else {
                        let color = delta < 0 ? alt : options.diffColor
                        draw(pos, Double(color.r), Double(color.g), Double(color.b), into: &output)
                        count += 1
                    }
                } else if !options.diffMask {
                    drawGray(pos, into: &output)
                }
            }
        }
    }
}

/// A small deterministic generator (SplitMix64) for the test images.
struct SeededRandom {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func below(_ n: Int) -> Int { n <= 0 ? 0 : Int(next() % UInt64(n)) }
}
