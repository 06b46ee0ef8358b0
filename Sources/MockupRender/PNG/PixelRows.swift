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

    /// The pixels of row `y` as R, G, B bytes: two pixels (8 bytes) in, six out, at a
    /// time. Returns whether every one of them is opaque (their alphas AND-ed on the way).
    ///
    /// NB: each step stores 8 bytes, the last 2 of which the next step overwrites:
    /// `out` must have 2 bytes to spare after the row.
    func packRGB(row y: Int, into out: UnsafeMutablePointer<UInt8>) -> Bool {
        let source = UnsafeRawPointer(row(y)), target = UnsafeMutableRawPointer(out)
        var x = 0
        var all = UInt64.max
        // NB: one loop per byte order, so neither tests it per pixel.
        switch order {
        case .rgba:
            while x + 2 <= width {
                let two = source.loadUnaligned(fromByteOffset: x * 4, as: UInt64.self).littleEndian
                all &= two
                let rgb = (two & 0xff_ffff) | ((two &>> 8) & 0xffff_ff00_0000)
                target.storeBytes(of: rgb.littleEndian, toByteOffset: x * 3, as: UInt64.self)
                x += 2
            }
        case .bgra:
            while x + 2 <= width {
                let two = source.loadUnaligned(fromByteOffset: x * 4, as: UInt64.self).littleEndian
                all &= two
                let swapped = (two & 0xff00_ff00_ff00_ff00) | (two &>> 16 & 0x0000_00ff_0000_00ff) | (two & 0x0000_00ff_0000_00ff) &<< 16
                let rgb = (swapped & 0xff_ffff) | ((swapped &>> 8) & 0xffff_ff00_0000)
                target.storeBytes(of: rgb.littleEndian, toByteOffset: x * 3, as: UInt64.self)
                x += 2
            }
        }
        if x < width {
            let p = source.load(fromByteOffset: x * 4, as: UInt32.self).littleEndian
            all &= 0xffff_ffff_0000_0000 | UInt64(p)
            let (r, b) = order == .bgra ? (p >> 16, p) : (p, p >> 16)
            out[x * 3] = UInt8(truncatingIfNeeded: r)
            out[x * 3 + 1] = UInt8(truncatingIfNeeded: p >> 8)
            out[x * 3 + 2] = UInt8(truncatingIfNeeded: b)
        }
        return all & 0xff00_0000_ff00_0000 == 0xff00_0000_ff00_0000
    }
}
