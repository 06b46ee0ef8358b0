import CWebP
import Foundation
import MockupCore
import Testing
@testable import MockupRender

/// Frame sinks: each file is read back by hand (chunks, CRCs, pixels) or by
/// libwebp's decoder, and no temporary file may outlive a writer.
@Suite struct AnimationWriterTests {
    /// A fresh folder under the system's temporary one.
    final class Folder {
        let path: String
        init() {
            path = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-anim-\(UUID().uuidString)").path
            try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }
        deinit { try? FileManager.default.removeItem(atPath: path) }
        func file(_ name: String) -> String { "\(path)/\(name)" }
        /// Every name in the folder, hidden ones too, sorted.
        var names: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() }
        var temporaries: [String] { names.filter { $0.hasSuffix(".tmp") } }
    }

    /// A frame unlike the others of the same seed: gradients, a seed-coloured
    /// block, semi-transparent and transparent pixels.
    static func frame(_ seed: Int, width: Int = 13, height: Int = 9) -> RGBAImage {
        var image = RGBAImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                let inBlock = x >= seed % width && x < seed % width + 3 && y >= 2 && y < 5
                image.pixels[i] = inBlock ? UInt8(40 * seed % 256) : UInt8((x * 19 + seed * 7) % 256)
                image.pixels[i + 1] = UInt8((y * 23 + seed * 50) % 256)
                image.pixels[i + 2] = UInt8((x * y + seed) % 256)
                image.pixels[i + 3] = (x + y + seed) % 7 == 0 ? 128 : 255
                if x == width - 1 && y == 0 { image.pixels.replaceSubrange(i..<(i + 4), with: [0, 0, 0, 0]) }
            }
        }
        return image
    }

    // MARK: APNG

    struct Chunk {
        var type: String
        var data: [UInt8]
    }

    /// The chunks after the signature, each CRC checked.
    static func chunks(_ bytes: [UInt8]) -> [Chunk] {
        var out: [Chunk] = []
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(bytes.readBigEndian32(at: offset))
            let typed = Array(bytes[(offset + 4)..<(offset + 8 + length)])
            #expect(CRC32.checksum(typed) == bytes.readBigEndian32(at: offset + 8 + length), "CRC of chunk \(out.count)")
            out.append(Chunk(type: String(decoding: typed.prefix(4), as: UTF8.self), data: Array(typed.dropFirst(4))))
            offset += 12 + length
        }
        #expect(offset == bytes.count, "bytes after the last chunk")
        return out
    }

    /// A frame's pixels from its IDAT or fdAT payload (without fdAT's sequence number).
    static func pixels(_ data: [UInt8], width: Int, height: Int) throws -> RGBAImage {
        let raw = try PNGDecoder.inflate(data, count: height * (width * 4 + 1))
        return RGBAImage(width: width, height: height, pixels: try PNGDecoder.unfilter(raw, height: height, rowBytes: width * 4, bpp: 4))
    }

    @Test(arguments: [PNGEncoder(), PNGEncoder(filter: .paeth)])
    func apngChunksSequenceAndPixels(_ encoder: PNGEncoder) throws {
        let folder = Folder()
        let frames = (0..<4).map { Self.frame($0) }
        let path = folder.file("anim.png")
        let writer = try APNGWriter(path: path, frameCount: frames.count, delay: .fps(30), encoder: encoder)
        for frame in frames { try writer.add(frame) }
        #expect(!FileManager.default.fileExists(atPath: path), "visible before finish()")
        try writer.finish()
        #expect(folder.names == ["anim.png"])

        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(Array(bytes.prefix(8)) == PNGEncoder.signature)
        let chunks = Self.chunks(bytes)
        #expect(chunks.map(\.type) == ["IHDR", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND"])
        #expect(chunks[0].data == PNGEncoder.header(width: 13, height: 9))
        #expect(chunks[1].data.readBigEndian32(at: 0) == 4)  // num_frames
        #expect(chunks[1].data.readBigEndian32(at: 4) == 0)  // num_plays: forever

        var sequence: [UInt32] = []
        var decoded: [RGBAImage] = []
        for chunk in chunks {
            switch chunk.type {
            case "fcTL":
                let d = chunk.data
                #expect(d.count == 26)
                sequence.append(d.readBigEndian32(at: 0))
                #expect(d.readBigEndian32(at: 4) == 13 && d.readBigEndian32(at: 8) == 9)  // size
                #expect(d.readBigEndian32(at: 12) == 0 && d.readBigEndian32(at: 16) == 0)  // offset
                #expect(Array(d[20..<24]) == [0, 1, 0, 30])  // delay 1/30 s
                #expect(Array(d[24..<26]) == [0, 0])  // dispose NONE, blend SOURCE
            case "IDAT":
                decoded.append(try Self.pixels(chunk.data, width: 13, height: 9))
            case "fdAT":
                sequence.append(chunk.data.readBigEndian32(at: 0))
                decoded.append(try Self.pixels(Array(chunk.data.dropFirst(4)), width: 13, height: 9))
            default: break
            }
        }
        #expect(sequence == Array(0..<7))
        #expect(decoded == frames)
        // A reader that knows nothing of APNG sees the first frame.
        #expect(try PNGDecoder.decode(bytes) == frames[0])
    }

    @Test func apngPadsSmallerFramesAndRefusesLargerOnes() throws {
        let folder = Folder()
        let small = Self.frame(1, width: 5, height: 4)
        let writer = try APNGWriter(path: folder.file("a.png"), frameCount: 2, delay: .init(numerator: 3, denominator: 100))
        try writer.add(Self.frame(0))
        try writer.add(small)
        try writer.finish()
        let chunks = Self.chunks([UInt8](try Data(contentsOf: URL(fileURLWithPath: folder.file("a.png")))))
        let fdat = try #require(chunks.first { $0.type == "fdAT" })
        let second = try Self.pixels(Array(fdat.data.dropFirst(4)), width: 13, height: 9)
        #expect(second == small.padded(toWidth: 13, height: 9))
        #expect(second.pixel(x: 4, y: 3) == small.pixel(x: 4, y: 3))
        #expect(second.pixel(x: 5, y: 0) == RGBAImage.Pixel(r: 0, g: 0, b: 0, a: 0))
        #expect(second.pixel(x: 0, y: 4) == RGBAImage.Pixel(r: 0, g: 0, b: 0, a: 0))

        let failing = try APNGWriter(path: folder.file("b.png"), frameCount: 2, delay: .fps(60))
        try failing.add(small)
        #expect(throws: RenderError.self) { try failing.add(Self.frame(0)) }
        #expect(throws: RenderError.self) { try failing.finish() }
        #expect(folder.names == ["a.png"])
    }

    @Test func apngCanvasGivenUpFrontTakesAFirstFrameSmallerThanIt() throws {
        let folder = Folder()
        let writer = try APNGWriter(path: folder.file("a.png"), frameCount: 2, delay: .fps(30), canvas: (13, 9))
        try writer.add(Self.frame(0, width: 6, height: 9))
        try writer.add(Self.frame(1))
        try writer.finish()
        let decoded = try PNGDecoder.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: folder.file("a.png")))))
        #expect(decoded == Self.frame(0, width: 6, height: 9).padded(toWidth: 13, height: 9))
    }

    @Test func apngLeavesNothingWhenFramesAreMissingOrTheWriterIsDropped() throws {
        let folder = Folder()
        let short = try APNGWriter(path: folder.file("short.png"), frameCount: 3, delay: .fps(30))
        try short.add(Self.frame(0))
        #expect(folder.temporaries.count == 1)
        #expect(throws: RenderError.frames("\(folder.file("short.png")): 1 of the 3 frames announced")) { try short.finish() }
        #expect(folder.names.isEmpty)

        do {
            let dropped = try APNGWriter(path: folder.file("dropped.png"), frameCount: 3, delay: .fps(30))
            try dropped.add(Self.frame(0))
            #expect(folder.temporaries.count == 1)
        }
        #expect(folder.names.isEmpty)

        let extra = try APNGWriter(path: folder.file("extra.png"), frameCount: 1, delay: .fps(30))
        try extra.add(Self.frame(0))
        #expect(throws: RenderError.self) { try extra.add(Self.frame(1)) }
        #expect(folder.names.isEmpty)
    }

    // MARK: WebP

    /// The top-level RIFF chunks of a WebP file: fourcc and payload.
    static func riffChunks(_ bytes: [UInt8]) -> [(String, [UInt8])] {
        func le32(_ i: Int) -> Int { Int(bytes[i]) | Int(bytes[i + 1]) << 8 | Int(bytes[i + 2]) << 16 | Int(bytes[i + 3]) << 24 }
        #expect(String(decoding: bytes[0..<4], as: UTF8.self) == "RIFF")
        #expect(le32(4) == bytes.count - 8)
        #expect(String(decoding: bytes[8..<12], as: UTF8.self) == "WEBP")
        var out: [(String, [UInt8])] = []
        var offset = 12
        while offset + 8 <= bytes.count {
            let size = le32(offset + 4)
            out.append((String(decoding: bytes[offset..<(offset + 4)], as: UTF8.self), Array(bytes[(offset + 8)..<(offset + 8 + size)])))
            offset += 8 + size + size % 2
        }
        #expect(offset == bytes.count)
        return out
    }

    /// Every frame, as full canvases, with its end time in milliseconds (libwebp's WebPAnimDecoder).
    static func decodeWebP(_ bytes: [UInt8]) throws -> [(RGBAImage, Int)] {
        var options = WebPAnimDecoderOptions()
        #expect(WebPAnimDecoderOptionsInit(&options) != 0)
        options.color_mode = MODE_RGBA
        options.use_threads = 0
        return try bytes.withUnsafeBufferPointer { buffer in
            var data = WebPData(bytes: buffer.baseAddress, size: buffer.count)
            let decoder = try #require(WebPAnimDecoderNew(&data, &options))
            defer { WebPAnimDecoderDelete(decoder) }
            var info = WebPAnimInfo()
            #expect(WebPAnimDecoderGetInfo(decoder, &info) != 0)
            let (width, height) = (Int(info.canvas_width), Int(info.canvas_height))
            var frames: [(RGBAImage, Int)] = []
            while WebPAnimDecoderHasMoreFrames(decoder) != 0 {
                var pixels: UnsafeMutablePointer<UInt8>?
                var timestamp: Int32 = 0
                #expect(WebPAnimDecoderGetNext(decoder, &pixels, &timestamp) != 0)
                let canvas = Array(UnsafeBufferPointer(start: try #require(pixels), count: width * height * 4))
                frames.append((RGBAImage(width: width, height: height, pixels: canvas), Int(timestamp)))
            }
            return frames
        }
    }

    @Test func webpTimestampsRoundWithoutDrift() {
        #expect((0...4).map { WebPAnimationWriter.timestamp(index: $0, fps: 30) } == [0, 33, 67, 100, 133])
        #expect(WebPAnimationWriter.timestamp(index: 30, fps: 30) == 1000)
        #expect(WebPAnimationWriter.timestamp(index: 7, fps: 60) == 117)  // 116.67
        #expect(WebPAnimationWriter.timestamp(index: 1, fps: 8) == 125)
    }

    @Test func webpIsAnAnimationOfLosslessFrames() throws {
        let folder = Folder()
        let frames = (0..<5).map { Self.frame($0, width: 21, height: 15) }
        func write(_ name: String) throws -> [UInt8] {
            let writer = try WebPAnimationWriter(path: folder.file(name), frameCount: frames.count, fps: 30)
            for frame in frames { try writer.add(frame) }
            #expect(!FileManager.default.fileExists(atPath: folder.file(name)), "visible before finish()")
            try writer.finish()
            return [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder.file(name))))
        }
        let bytes = try write("a.webp")
        #expect(try write("b.webp") == bytes, "two runs, different bytes")
        #expect(folder.names == ["a.webp", "b.webp"])

        let chunks = Self.riffChunks(bytes)
        #expect(chunks.first?.0 == "VP8X")
        let flags = try #require(chunks.first?.1.first)
        #expect(flags & 0x02 != 0, "VP8X animation flag")
        #expect(flags & 0x10 != 0, "VP8X alpha flag")
        #expect(chunks.filter { $0.0 == "ANIM" }.count == 1)
        #expect(chunks.filter { $0.0 == "ANMF" }.count == frames.count)

        let decoded = try Self.decodeWebP(bytes)
        #expect(decoded.map(\.0) == frames)
        #expect(decoded.map(\.1) == [33, 67, 100, 133, 167])
    }

    @Test func webpPadsSmallerFramesAndCleansUpOnErrors() throws {
        let folder = Folder()
        let small = Self.frame(3, width: 8, height: 4)
        let writer = try WebPAnimationWriter(path: folder.file("a.webp"), frameCount: 2, fps: 10)
        try writer.add(Self.frame(0))
        try writer.add(small)
        try writer.finish()
        let decoded = try Self.decodeWebP([UInt8](try Data(contentsOf: URL(fileURLWithPath: folder.file("a.webp")))))
        #expect(decoded.map(\.0) == [Self.frame(0), small.padded(toWidth: 13, height: 9)])
        #expect(decoded.map(\.1) == [100, 200])

        let failing = try WebPAnimationWriter(path: folder.file("b.webp"), frameCount: 2, fps: 10)
        try failing.add(small)
        #expect(throws: RenderError.self) { try failing.add(Self.frame(0)) }
        #expect(throws: RenderError.self) { try failing.finish() }
        let short = try WebPAnimationWriter(path: folder.file("c.webp"), frameCount: 2, fps: 10)
        try short.add(small)
        #expect(throws: RenderError.self) { try short.finish() }
        #expect(folder.names == ["a.webp"])
    }

    // MARK: Filmstrip

    @Test func filmstripGeometry() {
        #expect(Filmstrip.grid(frameCount: 1) == (1, 1))
        #expect(Filmstrip.grid(frameCount: 5) == (5, 1))
        #expect(Filmstrip.grid(frameCount: 12) == (12, 1))
        #expect(Filmstrip.grid(frameCount: 13) == (7, 2))
        #expect(Filmstrip.grid(frameCount: 25) == (9, 3))
        #expect(Filmstrip.size(frameCount: 1, frameWidth: 100, frameHeight: 200) == (100, 200))
        #expect(Filmstrip.size(frameCount: 5, frameWidth: 100, frameHeight: 200) == (532, 200))
        #expect(Filmstrip.size(frameCount: 13, frameWidth: 100, frameHeight: 200) == (7 * 100 + 6 * 8, 2 * 200 + 8))
    }

    @Test func oneFrameFilmstripIsThatFrame() throws {
        var strip = Filmstrip(frameCount: 1, frameWidth: 13, frameHeight: 9)
        try strip.place(Self.frame(4), at: 0)
        #expect(strip.image == Self.frame(4))
    }

    @Test(arguments: [5, 14])
    func filmstripCellsHoldTheFramesBetweenGreyGutters(_ count: Int) throws {
        let frames = (0..<count).map { Self.frame($0) }
        var strip = Filmstrip(frameCount: count, frameWidth: 13, frameHeight: 9)
        for (i, frame) in frames.enumerated() { try strip.place(frame, at: i) }
        let (width, height) = Filmstrip.size(frameCount: count, frameWidth: 13, frameHeight: 9)
        #expect(strip.image.width == width && strip.image.height == height)
        let grey = Filmstrip.gutterColor
        for (i, frame) in frames.enumerated() {
            let (x0, y0) = strip.origin(of: i)
            #expect(x0 == (i % strip.columns) * 21 && y0 == (i / strip.columns) * 17)
            for y in 0..<9 {
                for x in 0..<13 { #expect(strip.image.pixel(x: x0 + x, y: y0 + y) == frame.pixel(x: x, y: y)) }
            }
        }
        #expect(strip.image.pixel(x: 13, y: 0) == grey)
        #expect(strip.image.pixel(x: 20, y: 8) == grey)
        if count == 14 {
            #expect(strip.rows == 2 && strip.columns == 7)
            #expect(strip.image.pixel(x: 0, y: 9) == grey)
            #expect(strip.image.pixel(x: 5, y: 16) == grey)
        } else {
            #expect(strip.rows == 1 && strip.image.pixel(x: width - 1, y: height - 1) == frames[4].pixel(x: 12, y: 8))
        }
    }

    @Test func filmstripSmallerFramesSitTopLeftOnTransparentCells() throws {
        var strip = Filmstrip(frameCount: 3, frameWidth: 13, frameHeight: 9)
        let clear = RGBAImage.Pixel(r: 0, g: 0, b: 0, a: 0)
        #expect(strip.image.pixel(x: 21 * 2 + 12, y: 8) == clear, "an unplaced cell is transparent")
        try strip.place(Self.frame(0), at: 1)
        try strip.place(Self.frame(1, width: 9, height: 4), at: 1)  // replaces the larger frame
        #expect(strip.image.pixel(x: 21 + 8, y: 3) == Self.frame(1, width: 9, height: 4).pixel(x: 8, y: 3))
        #expect(strip.image.pixel(x: 21 + 9, y: 0) == clear)
        #expect(strip.image.pixel(x: 21, y: 4) == clear)
        #expect(throws: RenderError.self) { try strip.place(Self.frame(0, width: 14, height: 9), at: 0) }
    }

    @Test func filmstripSinkWritesOnePNG() throws {
        let folder = Folder()
        var sink = FilmstripSink(path: folder.file("strip.png"), frameCount: 3, frameWidth: 13, frameHeight: 9)
        var expected = Filmstrip(frameCount: 3, frameWidth: 13, frameHeight: 9)
        for i in 0..<3 {
            try sink.add(Self.frame(i))
            try expected.place(Self.frame(i), at: i)
        }
        #expect(folder.names.isEmpty)
        try sink.finish()
        #expect(folder.names == ["strip.png"])
        #expect(try PNGDecoder.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: folder.file("strip.png"))))) == expected.image)
    }

    // MARK: Frame folder

    @Test func frameFolderNames() {
        #expect(FrameFolderSink.fileName(index: 7, frameCount: 12) == "007.png")
        #expect(FrameFolderSink.fileName(index: 999, frameCount: 1000) == "999.png")
        #expect(FrameFolderSink.fileName(index: 7, frameCount: 1001) == "0007.png")
        #expect(FrameFolderSink.fileName(index: 12345, frameCount: 20000) == "12345.png")
        #expect(FrameFolderSink(folder: "out/push/", frameCount: 3).path(index: 2) == "out/push/002.png")
    }

    @Test func frameFolderWritesEachFrameAsItComes() throws {
        let folder = Folder()
        let frames = (0..<3).map { Self.frame($0) }
        var sink = FrameFolderSink(folder: folder.file("push"), frameCount: 3)
        try sink.add(frames[0])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("push")) == ["000.png"])
        try sink.add(frames[1])
        #expect(throws: RenderError.self) { try sink.finish() }
        try sink.add(frames[2])
        try sink.finish()
        #expect(throws: RenderError.self) { try sink.add(frames[0]) }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.file("push")).sorted()
        #expect(names == ["000.png", "001.png", "002.png"])
        for (name, frame) in zip(names, frames) {
            #expect(try PNGDecoder.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: folder.file("push/\(name)"))))) == frame)
        }
    }

    @Test func writersFailCleanlyWhenTheFolderCannotBeMade() throws {
        let folder = Folder()
        #expect(FileManager.default.createFile(atPath: folder.file("plain"), contents: Data()))
        #expect(throws: RenderError.self) { try APNGWriter(path: folder.file("plain/a.png"), frameCount: 1, delay: .fps(30)) }
        let webp = try WebPAnimationWriter(path: folder.file("plain/a.webp"), frameCount: 1, fps: 30)
        try webp.add(Self.frame(0))
        #expect(throws: RenderError.self) { try webp.finish() }
        var frames = FrameFolderSink(folder: folder.file("plain/frames"), frameCount: 1)
        #expect(throws: RenderError.self) { try frames.add(Self.frame(0)) }
        #expect(folder.names == ["plain"])
    }
}
