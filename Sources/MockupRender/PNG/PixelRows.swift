/// Rows of 8-bit four-channel pixels in memory, as the PNG encoder reads them:
/// an `RGBAImage`'s bytes, or Cairo's native-endian ARGB32 (B, G, R, A in
/// memory on this little-endian machine).
struct PixelRows {
    enum Order { case rgba, bgra }

    let base: UnsafeRawPointer
    /// Bytes from one row to the next.
    let stride: Int
    let width: Int
    let height: Int
    let order: Order

    func row(_ y: Int) -> UnsafePointer<UInt8> {
        (base + y * stride).assumingMemoryBound(to: UInt8.self)
    }

    /// Whether every pixel's alpha is 255: each row's pixels AND-ed together, two at a time.
    var isOpaque: Bool {
        var all = UInt64.max
        for y in 0..<height {
            let r = UnsafeRawPointer(row(y))
            var x = 0
            while x + 2 <= width {
                all &= r.loadUnaligned(fromByteOffset: x * 4, as: UInt64.self)
                x += 2
            }
            if x < width { all &= 0xffff_ffff_0000_0000 | UInt64(r.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)) }
        }
        return all & 0xff00_0000_ff00_0000 == 0xff00_0000_ff00_0000
    }

    /// `count` pixels of row `y` as R, G, B bytes: two pixels (8 bytes) in, six out, at a time.
    ///
    /// NB: each step stores 8 bytes, the last 2 of which the next step overwrites:
    /// `out` must have 2 bytes to spare after the row.
    func packRGB(row y: Int, into out: UnsafeMutablePointer<UInt8>) {
        let source = UnsafeRawPointer(row(y)), target = UnsafeMutableRawPointer(out)
        var x = 0
        // NB: one loop per byte order, so neither tests it per pixel.
        switch order {
        case .rgba:
            while x + 2 <= width {
                let two = source.loadUnaligned(fromByteOffset: x * 4, as: UInt64.self).littleEndian
                let rgb = (two & 0xff_ffff) | ((two &>> 8) & 0xffff_ff00_0000)
                target.storeBytes(of: rgb.littleEndian, toByteOffset: x * 3, as: UInt64.self)
                x += 2
            }
        case .bgra:
            while x + 2 <= width {
                let two = source.loadUnaligned(fromByteOffset: x * 4, as: UInt64.self).littleEndian
                let swapped = (two & 0xff00_ff00_ff00_ff00) | (two &>> 16 & 0x0000_00ff_0000_00ff) | (two & 0x0000_00ff_0000_00ff) &<< 16
                let rgb = (swapped & 0xff_ffff) | ((swapped &>> 8) & 0xffff_ff00_0000)
                target.storeBytes(of: rgb.littleEndian, toByteOffset: x * 3, as: UInt64.self)
                x += 2
            }
        }
        if x < width {
            let p = source.load(fromByteOffset: x * 4, as: UInt32.self).littleEndian
            let (r, b) = order == .bgra ? (p >> 16, p) : (p, p >> 16)
            out[x * 3] = UInt8(truncatingIfNeeded: r)
            out[x * 3 + 1] = UInt8(truncatingIfNeeded: p >> 8)
            out[x * 3 + 2] = UInt8(truncatingIfNeeded: b)
        }
    }
}
