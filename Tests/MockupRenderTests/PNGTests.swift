import MockupCore
import Testing
@testable import MockupRender

@Suite struct PNGTests {
    func sample() -> RGBAImage {
        var image = RGBAImage(width: 7, height: 5)
        for i in 0..<(7 * 5) {
            image.pixels[i * 4] = UInt8(i * 7 % 256)
            image.pixels[i * 4 + 1] = UInt8(255 - i)
            image.pixels[i * 4 + 2] = UInt8(i * 31 % 256)
            image.pixels[i * 4 + 3] = UInt8(i % 3 == 0 ? 128 : 255)
        }
        return image
    }

    @Test(arguments: PNGEncoder.Filter.allCases)
    func roundTripsWithEveryFilter(_ filter: PNGEncoder.Filter) throws {
        let bytes = try PNGEncoder(filter: filter).encode(sample())
        #expect(try PNGDecoder.decode(bytes) == sample())
    }

    @Test func headerSaysEightBitRGBA() throws {
        let bytes = try PNGEncoder().encode(sample())
        #expect(Array(bytes.prefix(8)) == PNGEncoder.signature)
        #expect(String(decoding: bytes[12..<16], as: UTF8.self) == "IHDR")
        #expect(bytes[24] == 8)  // bit depth
        #expect(bytes[25] == 6)  // colour type RGBA
    }

    @Test func opaqueImagesAreWrittenAsRGB() throws {
        var image = sample()
        for i in 0..<(7 * 5) { image.pixels[i * 4 + 3] = 255 }
        let bytes = try PNGEncoder().encode(image)
        #expect(bytes[25] == 2)  // colour type RGB
        #expect(try PNGDecoder.decode(bytes) == image)
        // Every filter, on an image of odd width whose rows repeat and differ.
        var wide = RGBAImage(width: 33, height: 9)
        for y in 0..<9 {
            for x in 0..<33 {
                let i = (y * 33 + x) * 4
                wide.pixels[i] = y < 4 ? 200 : UInt8(x * 7 % 256)
                wide.pixels[i + 1] = UInt8((x + y) % 3 * 60)
                wide.pixels[i + 2] = 9
                wide.pixels[i + 3] = 255
            }
        }
        for filter in PNGEncoder.Filter.allCases {
            #expect(try PNGDecoder.decode(PNGEncoder(filter: filter).encode(wide)) == wide, "\(filter)")
        }
    }

    /// Opacity is found while rows are packed to RGB: one pixel short of opaque anywhere
    /// (the first row, a middle one, the odd last pixel of the last row) makes the file RGBA.
    @Test func onePixelShortOfOpaqueAnywhereIsWrittenAsRGBA() throws {
        var opaque = RGBAImage(width: 33, height: 9)
        for i in 0..<(33 * 9) {
            opaque.pixels[i * 4] = UInt8(i % 200); opaque.pixels[i * 4 + 1] = 40; opaque.pixels[i * 4 + 2] = UInt8(i / 33 * 9); opaque.pixels[i * 4 + 3] = 255
        }
        #expect(try PNGEncoder().encode(opaque)[25] == 2)
        for pixel in [0, 5, 4 * 33 + 17, 33 * 9 - 1] {
            var image = opaque
            image.pixels[pixel * 4 + 3] = 254
            let bytes = try PNGEncoder().encode(image)
            #expect(bytes[25] == 6, "pixel \(pixel)")
            #expect(try PNGDecoder.decode(bytes) == image, "pixel \(pixel)")
        }
    }

    /// A drawing's PNG is packed from Cairo's pixels when opaque; when a pixel is not
    /// (found part-way through the rows), it is the PNG of its straight pixels.
    @Test func aDrawingsPNGIsTheEncodingOfItsPixelsOpaqueOrNot() throws {
        let renderer = try Renderer()
        let red = Color(r: 255, g: 0, b: 0)
        let canvas = Rect(x: 0, y: 0, width: 7, height: 5)
        for last in [Rect(x: 1, y: 1, width: 2, height: 2), Rect(x: 0, y: 0, width: 7, height: 4.5)] {
            let list = DisplayList(size: Size(width: 7, height: 5), items: [
                .fill(.rect(canvas), .color(Color(r: 0, g: 0, b: 255, a: 0.5)), .winding),
                .fill(.rect(last), .color(red), .winding),
            ])
            let frame = try renderer.drawnFrame(of: list, scale: 3)
            let png = try frame.png(PNGEncoder())
            #expect(png == (try PNGEncoder().encode(try frame.image())))
            #expect(png[25] == 6)
            var opaqueList = list
            opaqueList.items[0] = .fill(.rect(canvas), .color(Color(r: 0, g: 0, b: 255)), .winding)
            let opaque = try renderer.drawnFrame(of: opaqueList, scale: 3)
            let opaquePNG = try opaque.png(PNGEncoder())
            #expect(opaquePNG[25] == 2)
            #expect(try PNGDecoder.decode(opaquePNG) == (try opaque.image()))
        }
    }

    @Test func compactWritesZlibOverUpFilteredRGBA() throws {
        var image = sample()
        for i in 0..<(7 * 5) { image.pixels[i * 4 + 3] = 255 }
        let bytes = try PNGEncoder.compact.encode(image)
        #expect(bytes[25] == 6)  // RGBA even when opaque, as every picture was before run-length coding
        #expect(try PNGDecoder.decode(bytes) == image)
        // The IDAT payload is zlib's level 3 stream of the rows, each up-filtered.
        var rows: [UInt8] = []
        for y in 0..<5 {
            rows.append(2)
            for x in 0..<(7 * 4) {
                let above = y > 0 ? image.pixels[(y - 1) * 28 + x] : 0
                rows.append(image.pixels[y * 28 + x] &- above)
            }
        }
        let idat = Array(bytes[41..<(41 + Int(bytes.readBigEndian32(at: 33)))])
        #expect(idat == PNGEncoder.zlibDeflate(rows, level: 3))
        #expect(try PNGDecoder.decode(PNGEncoder(compression: .zlib(level: 9)).encode(sample())) == sample())
    }

    @Test func corruptFilesAreErrors() throws {
        var bytes = try PNGEncoder().encode(sample())
        bytes[40] ^= 0xff
        #expect(throws: RenderError.self) { try PNGDecoder.decode(bytes) }
        #expect(throws: RenderError.self) { try PNGDecoder.decode(Array(bytes.prefix(20))) }
        #expect(throws: RenderError.self) { try PNGDecoder.decode([1, 2, 3]) }
    }

    @Test func sameImageSameBytes() throws {
        #expect(try PNGEncoder().encode(sample()) == PNGEncoder().encode(sample()))
    }
}
