import MockupCore
@testable import MockupRender

/// Writes PNG files of any colour type, bit depth and interlacing from raw
/// samples, with every row filter in turn, for the decoder's tests. It shares no
/// code with the decoder but zlib and the chunk writer.
struct TestPNG {
    var width: Int
    var height: Int
    var bitDepth: Int
    /// 0 grey, 2 RGB, 3 palette, 4 grey and alpha, 6 RGBA.
    var colorType: Int
    var interlaced = false
    var palette: [UInt8]? = nil
    var transparency: [UInt8]? = nil
    /// The raw samples of pixel (x, y), one per channel.
    var samples: (Int, Int) -> [Int]

    var channels: Int { [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType] ?? 1 }

    /// Adam7's passes as (x0, y0, dx, dy).
    static let adam7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]

    func bytes() throws -> [UInt8] {
        var ihdr: [UInt8] = []
        ihdr.appendBigEndian(UInt32(width))
        ihdr.appendBigEndian(UInt32(height))
        ihdr += [UInt8(bitDepth), UInt8(colorType), 0, 0, interlaced ? 1 : 0]
        var out = PNGEncoder.signature
        out.appendChunk("IHDR", ihdr)
        if let palette { out.appendChunk("PLTE", palette) }
        if let transparency { out.appendChunk("tRNS", transparency) }
        out.appendChunk("IDAT", PNGEncoder.deflate(scanlines()))
        out.appendChunk("IEND", [])
        return out
    }

    /// Every pass's rows, each packed and filtered (filter = row number mod 5).
    func scanlines() -> [UInt8] {
        let passes = interlaced ? Self.adam7 : [(0, 0, 1, 1)]
        let stride = max(1, channels * bitDepth / 8)
        var out: [UInt8] = []
        var rowNumber = 0
        for (x0, y0, dx, dy) in passes {
            let xs = Array(Swift.stride(from: x0, to: width, by: dx)), ys = Array(Swift.stride(from: y0, to: height, by: dy))
            guard !xs.isEmpty, !ys.isEmpty else { continue }
            var previous: [UInt8]? = nil
            for y in ys {
                let row = pack(xs.map { samples($0, y) })
                let filter = UInt8(rowNumber % 5)
                out.append(filter)
                for i in row.indices {
                    let a = i >= stride ? Int(row[i - stride]) : 0
                    let b = previous.map { Int($0[i]) } ?? 0
                    let c = i >= stride ? previous.map { Int($0[i - stride]) } ?? 0 : 0
                    let predictor = [0, a, b, (a + b) / 2, Self.paeth(a, b, c)][Int(filter)]
                    out.append(row[i] &- UInt8(predictor))
                }
                previous = row
                rowNumber += 1
            }
        }
        return out
    }

    /// One row's samples, big-endian, MSB first, the last byte padded with zeros.
    func pack(_ pixels: [[Int]]) -> [UInt8] {
        var bytes: [UInt8] = [], bits = 0, filled = 0
        for sample in pixels.flatMap({ $0 }) {
            if bitDepth == 16 {
                bytes += [UInt8(sample >> 8), UInt8(sample & 0xff)]
            } else if bitDepth == 8 {
                bytes.append(UInt8(sample))
            } else {
                bits = bits << bitDepth | sample
                filled += bitDepth
                if filled == 8 { bytes.append(UInt8(bits)); bits = 0; filled = 0 }
            }
        }
        if filled > 0 { bytes.append(UInt8(bits << (8 - filled))) }
        return bytes
    }

    static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
        let p = a + b - c
        let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
        return pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
    }
}
