import MockupCore
internal import CZlib

/// Reads non-interlaced PNG files (grey, grey+alpha, RGB, RGBA, palette; 8 or
/// 16 bits, 16 reduced to 8) into straight RGBA images.
public enum PNGDecoder {
    /// Pixels are limited to this many per side, like rendering.
    public static let maximumSide = 16_384

    public static func decode(_ bytes: [UInt8]) throws(RenderError) -> RGBAImage {
        guard bytes.count > 8, Array(bytes[0..<8]) == PNGEncoder.signature else { throw .invalidPNG("bad signature") }
        var offset = 8
        var width = 0, height = 0, depth = 0, colorType = 0
        var idat: [UInt8] = []
        var palette: [UInt8] = [], transparency: [UInt8] = []
        while offset + 12 <= bytes.count {
            let length = Int(bytes.readBigEndian32(at: offset))
            guard length >= 0, offset + 12 + length <= bytes.count else { throw .invalidPNG("truncated chunk") }
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let data = Array(bytes[(offset + 8)..<(offset + 8 + length)])
            let crc = bytes.readBigEndian32(at: offset + 8 + length)
            guard CRC32.checksum(Array(bytes[(offset + 4)..<(offset + 8 + length)])) == crc else {
                throw .invalidPNG("CRC mismatch in \(type)")
            }
            switch type {
            case "IHDR":
                guard data.count == 13 else { throw .invalidPNG("bad IHDR") }
                width = Int(data.readBigEndian32(at: 0)); height = Int(data.readBigEndian32(at: 4))
                depth = Int(data[8]); colorType = Int(data[9])
                guard data[12] == 0 else { throw .invalidPNG("interlaced images are not supported") }
            case "PLTE": palette = data
            case "tRNS": transparency = data
            case "IDAT": idat += data
            default: break
            }
            offset += 12 + length
            if type == "IEND" { break }
        }
        guard width > 0, height > 0, width <= maximumSide, height <= maximumSide else { throw .invalidPNG("bad size \(width)x\(height)") }
        let channels: Int
        switch colorType {
        case 0: channels = 1
        case 2: channels = 3
        case 3: channels = 1
        case 4: channels = 2
        case 6: channels = 4
        default: throw .invalidPNG("colour type \(colorType)")
        }
        guard depth == 8 || (depth == 16 && colorType != 3) else { throw .invalidPNG("bit depth \(depth) is not supported") }
        let bpp = channels * depth / 8
        let rowBytes = width * bpp
        let raw = try inflate(idat, count: height * (rowBytes + 1))
        let rows = try unfilter(raw, height: height, rowBytes: rowBytes, bpp: bpp)
        return convert(rows, width: width, height: height, depth: depth, colorType: colorType, palette: palette, transparency: transparency)
    }

    /// The `count` bytes that zlib stream `data` inflates to (IDAT's, or APNG's fdAT's
    /// after its sequence number); anything else is an error.
    static func inflate(_ data: [UInt8], count: Int) throws(RenderError) -> [UInt8] {
        var raw = [UInt8](repeating: 0, count: count)
        var rawLength = uLong(raw.count)
        let status = raw.withUnsafeMutableBufferPointer { r in
            data.withUnsafeBufferPointer { s in uncompress(r.baseAddress, &rawLength, s.baseAddress, uLong(s.count)) }
        }
        guard status == Z_OK, Int(rawLength) == raw.count else { throw .invalidPNG("image data does not inflate (zlib \(status))") }
        return raw
    }

    static func unfilter(_ raw: [UInt8], height: Int, rowBytes: Int, bpp: Int) throws(RenderError) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: height * rowBytes)
        for y in 0..<height {
            let filter = raw[y * (rowBytes + 1)]
            let src = y * (rowBytes + 1) + 1
            let dst = y * rowBytes
            for i in 0..<rowBytes {
                let a = i >= bpp ? Int(out[dst + i - bpp]) : 0
                let b = y > 0 ? Int(out[dst - rowBytes + i]) : 0
                let c = (i >= bpp && y > 0) ? Int(out[dst - rowBytes + i - bpp]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = a
                case 2: predictor = b
                case 3: predictor = (a + b) / 2
                case 4: predictor = Int(PNGEncoder.paeth(UInt8(a), UInt8(b), UInt8(c)))
                default: throw .invalidPNG("filter type \(filter)")
                }
                out[dst + i] = raw[src + i] &+ UInt8(predictor)
            }
        }
        return out
    }

    static func convert(_ rows: [UInt8], width: Int, height: Int, depth: Int, colorType: Int, palette: [UInt8], transparency: [UInt8]) -> RGBAImage {
        let step = depth / 8
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType] ?? 4
        for p in 0..<(width * height) {
            func sample(_ ch: Int) -> UInt8 { rows[(p * channels + ch) * step] }
            let o = p * 4
            switch colorType {
            case 0:
                let g = sample(0)
                pixels[o] = g; pixels[o + 1] = g; pixels[o + 2] = g
            case 2:
                pixels[o] = sample(0); pixels[o + 1] = sample(1); pixels[o + 2] = sample(2)
            case 3:
                let index = Int(sample(0))
                if index * 3 + 2 < palette.count {
                    pixels[o] = palette[index * 3]; pixels[o + 1] = palette[index * 3 + 1]; pixels[o + 2] = palette[index * 3 + 2]
                }
                if index < transparency.count { pixels[o + 3] = transparency[index] }
            case 4:
                let g = sample(0)
                pixels[o] = g; pixels[o + 1] = g; pixels[o + 2] = g; pixels[o + 3] = sample(1)
            default:
                pixels[o] = sample(0); pixels[o + 1] = sample(1); pixels[o + 2] = sample(2); pixels[o + 3] = sample(3)
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }
}
