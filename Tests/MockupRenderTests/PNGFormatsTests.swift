import MockupCore
import Testing
@testable import MockupRender

/// The decoder takes every legal PNG and gives pngjs's pixels (the reader pixelmatch's
/// tools use): scaled low depths, rounded 16-bit samples, tRNS, Adam7.
@Suite struct PNGFormatsTests {
    struct Format: CustomTestStringConvertible, Sendable {
        var colorType: Int
        var bitDepth: Int
        var interlaced: Bool
        var testDescription: String { "colour type \(colorType), \(bitDepth) bits\(interlaced ? ", Adam7" : "")" }
    }

    static let legal: [(Int, [Int])] = [(0, [1, 2, 4, 8, 16]), (2, [8, 16]), (3, [1, 2, 4, 8]), (4, [8, 16]), (6, [8, 16])]
    static let formats = legal.flatMap { type, depths in
        depths.flatMap { depth in [false, true].map { Format(colorType: type, bitDepth: depth, interlaced: $0) } }
    }

    /// A spread of samples below 2^depth, different per pixel and channel.
    static func pattern(depth: Int, limit: Int? = nil) -> (Int, Int, Int) -> Int {
        let modulus = limit ?? (1 << depth)
        return { (x: Int, y: Int, c: Int) -> Int in
            let a: Int = x &* 2_654_435_761, b: Int = y &* 40_503, d: Int = c &* 97
            let mixed: Int = (a ^ b ^ d) &+ x &* y
            return (mixed & 0x7fff_ffff) % modulus
        }
    }

    static func palette(count: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        for i in 0..<count { bytes += [UInt8(i * 37 % 256), UInt8(255 - i), UInt8(i * 11 % 256)] }
        return bytes
    }

    /// An odd size, so that Adam7 has partial passes and sub-byte rows are padded.
    static func png(_ f: Format, transparency: [UInt8]? = nil) -> TestPNG {
        let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][f.colorType]!
        let paletteCount = f.colorType == 3 ? min(1 << f.bitDepth, 200) : 0
        let sample = pattern(depth: f.bitDepth, limit: f.colorType == 3 ? paletteCount : nil)
        return TestPNG(width: 11, height: 7, bitDepth: f.bitDepth, colorType: f.colorType, interlaced: f.interlaced,
                       palette: f.colorType == 3 ? palette(count: paletteCount) : nil, transparency: transparency,
                       samples: { x, y in (0..<channels).map { sample(x, y, $0) } })
    }

    /// What pngjs makes of a test PNG, from its own formulas (format-normaliser.js).
    static func pngjs(_ png: TestPNG) -> RGBAImage {
        let maxIn = Double((1 << png.bitDepth) - 1)
        func scale(_ v: Int) -> UInt8 { UInt8((Double(v) * 255 / maxIn + 0.5).rounded(.down)) }
        func trns16(_ i: Int) -> Int? { png.transparency.map { Int($0[i * 2]) << 8 | Int($0[i * 2 + 1]) } }
        var image = RGBAImage(width: png.width, height: png.height)
        for y in 0..<png.height {
            for x in 0..<png.width {
                let s = png.samples(x, y)
                let pixel: [UInt8]
                switch png.colorType {
                case 0: pixel = trns16(0) == s[0] ? [0, 0, 0, 0] : [scale(s[0]), scale(s[0]), scale(s[0]), 255]
                case 2:
                    pixel = png.transparency != nil && (0..<3).allSatisfy({ trns16($0) == s[$0] })
                        ? [0, 0, 0, 0] : [scale(s[0]), scale(s[1]), scale(s[2]), 255]
                case 3:
                    let p = png.palette!, t = png.transparency ?? []
                    pixel = [p[s[0] * 3], p[s[0] * 3 + 1], p[s[0] * 3 + 2], s[0] < t.count ? t[s[0]] : 255]
                case 4: pixel = [scale(s[0]), scale(s[0]), scale(s[0]), scale(s[1])]
                default: pixel = s.map(scale)
                }
                image.pixels.replaceSubrange(((y * png.width + x) * 4)..<((y * png.width + x) * 4 + 4), with: pixel)
            }
        }
        return image
    }

    @Test(arguments: formats)
    func decodesLikePngjs(_ f: Format) throws {
        let png = Self.png(f)
        let decoded = try PNGDecoder.decode(try png.bytes())
        #expect(decoded == Self.pngjs(png))
        #expect(try PNGDecoder.header(try png.bytes()) == .init(width: 11, height: 7, bitDepth: f.bitDepth, colorType: f.colorType, interlaced: f.interlaced))
    }

    /// Truecolour rows are unfiltered a pixel at a time; a row's last pixel may end
    /// the data, and every filter follows every other (ten rows: filters 0 to 4 twice).
    @Test(arguments: [(2, 1), (2, 2), (2, 3), (2, 64), (6, 1), (6, 2), (6, 33)])
    func truecolourRowsOfEveryWidthAndFilterOrder(_ colorType: Int, _ width: Int) throws {
        let sample = Self.pattern(depth: 8)
        let png = TestPNG(width: width, height: 10, bitDepth: 8, colorType: colorType,
                          samples: { x, y in (0..<(colorType == 2 ? 3 : 4)).map { sample(x, y, $0) } })
        #expect(try PNGDecoder.decode(try png.bytes()) == Self.pngjs(png))
    }

    @Test func sixteenBitSamplesAreRoundedNotTruncatedToTheirHighByte() throws {
        let values = [0x0000, 0x007F, 0x0080, 0x00FF, 0x01FF, 0x8080, 0xFF00, 0xFFFF]
        let png = TestPNG(width: values.count, height: 1, bitDepth: 16, colorType: 0, samples: { x, _ in [values[x]] })
        let decoded = try PNGDecoder.decode(try png.bytes())
        // round(v / 257); the high byte would give 0, 0, 0, 0, 1, 128, 255, 255.
        #expect((0..<values.count).map { decoded.pixels[$0 * 4] } == [0, 0, 0, 1, 2, 128, 254, 255])
    }

    @Test func lowDepthGreyIsScaledToTheFullRange() throws {
        for (depth, levels) in [(1, [0, 255]), (2, [0, 85, 170, 255]), (4, (0...15).map { $0 * 17 })] {
            let png = TestPNG(width: levels.count, height: 1, bitDepth: depth, colorType: 0, samples: { x, _ in [x] })
            let decoded = try PNGDecoder.decode(try png.bytes())
            #expect((0..<levels.count).map { Int(decoded.pixels[$0 * 4]) } == levels, "\(depth) bits")
        }
    }

    /// tRNS of grey and RGB images: a pixel equal to it (before scaling) becomes (0, 0, 0, 0).
    @Test(arguments: [(0, 1), (0, 2), (0, 8), (0, 16), (2, 8), (2, 16)])
    func transparentColour(_ colorType: Int, _ bitDepth: Int) throws {
        let f = Format(colorType: colorType, bitDepth: bitDepth, interlaced: bitDepth == 8)
        let channels = colorType == 0 ? 1 : 3
        let key = Self.png(f).samples(3, 2)  // a colour the image holds
        let trns = key.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xff)] }
        let png = Self.png(f, transparency: trns)
        let decoded = try PNGDecoder.decode(try png.bytes())
        #expect(decoded == Self.pngjs(png))
        #expect(decoded.pixel(x: 3, y: 2) == .init(r: 0, g: 0, b: 0, a: 0))
        #expect(channels == key.count)
    }

    @Test func paletteAlphaComesFromTRNSAndIsOpaquePastIt() throws {
        let f = Format(colorType: 3, bitDepth: 4, interlaced: false)
        let png = Self.png(f, transparency: [0, 64, 128])
        let decoded = try PNGDecoder.decode(try png.bytes())
        #expect(decoded == Self.pngjs(png))
        #expect(Set(stride(from: 3, to: decoded.pixels.count, by: 4).map { decoded.pixels[$0] }) == [0, 64, 128, 255])
    }

    @Test func tRNSOnAnAlphaImageIsIgnored() throws {
        let f = Format(colorType: 6, bitDepth: 8, interlaced: false)
        let key = Self.png(f).samples(0, 0)
        let png = Self.png(f, transparency: [0, UInt8(key[0]), 0, UInt8(key[1]), 0, UInt8(key[2])])
        #expect(try PNGDecoder.decode(try png.bytes()) == Self.pngjs(Self.png(f)))
    }

    @Test func invalidFilesAreErrors() throws {
        func rejects(_ png: TestPNG, _ message: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
            #expect(throws: RenderError.invalidPNG(message), sourceLocation: sourceLocation) { try PNGDecoder.decode(try png.bytes()) }
        }
        var png = Self.png(Format(colorType: 3, bitDepth: 4, interlaced: false))
        png.palette = Self.palette(count: 5)
        let error = #expect(throws: RenderError.self) { try PNGDecoder.decode(try png.bytes()) }
        #expect("\(error.map(String.init(describing:)) ?? "")".hasSuffix("is past the palette's 5 colours"))
        png.palette = nil
        try rejects(png, "palette image without a palette (PLTE)")
        for (type, depth) in [(2, 4), (3, 16), (6, 1), (4, 2), (0, 3), (1, 8)] {
            let bad = TestPNG(width: 2, height: 2, bitDepth: depth, colorType: type, samples: { _, _ in [0] })
            #expect(throws: RenderError.self, "colour type \(type), \(depth) bits") { try PNGDecoder.decode(try bad.bytes()) }
        }
        try rejects(TestPNG(width: 2, height: 2, bitDepth: 8, colorType: 0, transparency: [0], samples: { _, _ in [0] }), "tRNS too short")
    }

    @Test func unknownFilterTypeIsAnError() throws {
        let png = TestPNG(width: 3, height: 2, bitDepth: 8, colorType: 0, samples: { x, y in [x + y] })
        var lines = png.scanlines()
        lines[4] = 5  // the second row's filter byte
        var bytes = try png.bytes()
        let idat = try #require(PNGChunks.find("IDAT", in: bytes))
        bytes.replaceSubrange(idat.start..<idat.end, with: [])
        var chunk: [UInt8] = []
        chunk.appendChunk("IDAT", PNGEncoder.deflate(lines))
        bytes.insert(contentsOf: chunk, at: idat.start)
        #expect(throws: RenderError.invalidPNG("filter type 5")) { try PNGDecoder.decode(bytes) }
    }

    @Test func headerIsReadWithoutThePixels() throws {
        let png = Self.png(Format(colorType: 6, bitDepth: 8, interlaced: false))
        var bytes = try png.bytes()
        let idat = try #require(PNGChunks.find("IDAT", in: bytes))
        bytes.replaceSubrange(idat.start..<idat.end, with: [])  // no pixels at all
        #expect(try PNGDecoder.header(bytes).width == 11)
        #expect(throws: RenderError.invalidPNG("no image data (IDAT)")) { try PNGDecoder.decode(bytes) }
        #expect(throws: RenderError.invalidPNG("bad signature")) { try PNGDecoder.header(Array(bytes.dropFirst())) }
    }
}

/// Where a chunk sits in a PNG file: from its length field to the end of its CRC.
enum PNGChunks {
    static func find(_ type: String, in bytes: [UInt8]) -> (start: Int, end: Int)? {
        var i = 8
        while i + 12 <= bytes.count {
            let length = Int(bytes.readBigEndian32(at: i))
            if String(decoding: bytes[(i + 4)..<(i + 8)], as: UTF8.self) == type { return (i, i + 12 + length) }
            i += 12 + length
        }
        return nil
    }
}
