import MockupCore
internal import CCairo

extension CairoSurface {
    /// An image surface's native-endian premultiplied ARGB32 pixels as straight RGBA bytes.
    ///
    /// NB: two pixels at a time as one 64-bit word: an opaque or clear pixel
    /// only swaps its red and blue bytes; the rare pixel in between (anti-aliased
    /// edges over transparency) is divided by its alpha, rounding to nearest.
    func straightRGBA(width: Int, height: Int) throws(RenderError) -> RGBAImage {
        guard let data = cairo_image_surface_get_data(pointer) else {
            throw .cairo(operation: "read pixels", status: "no data")
        }
        let stride = Int(cairo_image_surface_get_stride(pointer))
        let rowBytes = width * 4
        let pixels = [UInt8](unsafeUninitializedCapacity: rowBytes * height) { out, count in
            let target = UnsafeMutableRawPointer(out.baseAddress!)
            for y in 0..<height {
                let source = UnsafeRawPointer(data + y * stride)
                let row = target + y * rowBytes
                var x = 0
                while x + 2 <= width {
                    let two = source.loadUnaligned(fromByteOffset: x * 4, as: UInt64.self)
                    let swapped = (two & 0xff00_ff00_ff00_ff00) | (two &>> 16 & 0x0000_00ff_0000_00ff) | (two & 0x0000_00ff_0000_00ff) &<< 16
                    row.storeBytes(of: swapped, toByteOffset: x * 4, as: UInt64.self)
                    let alphas = two & 0xff00_0000_ff00_0000
                    if alphas != 0xff00_0000_ff00_0000 && alphas != 0 {
                        Self.unpremultiply(UInt32(truncatingIfNeeded: two), into: row + x * 4)
                        Self.unpremultiply(UInt32(truncatingIfNeeded: two &>> 32), into: row + x * 4 + 4)
                    }
                    x += 2
                }
                if x < width { Self.unpremultiply(source.load(fromByteOffset: x * 4, as: UInt32.self), into: row + x * 4) }
            }
            count = rowBytes * height
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// One premultiplied ARGB32 pixel as straight R, G, B, A bytes.
    @inline(__always)
    private static func unpremultiply(_ argb: UInt32, into out: UnsafeMutableRawPointer) {
        let a = argb >> 24
        var r = (argb >> 16) & 0xff, g = (argb >> 8) & 0xff, b = argb & 0xff
        if a != 0 && a != 255 {
            r = min(255, (r * 255 + a / 2) / a)
            g = min(255, (g * 255 + a / 2) / a)
            b = min(255, (b * 255 + a / 2) / a)
        }
        out.storeBytes(of: UInt8(r), toByteOffset: 0, as: UInt8.self)
        out.storeBytes(of: UInt8(g), toByteOffset: 1, as: UInt8.self)
        out.storeBytes(of: UInt8(b), toByteOffset: 2, as: UInt8.self)
        out.storeBytes(of: UInt8(a), toByteOffset: 3, as: UInt8.self)
    }

    /// The surface's pixels as rows of native-endian ARGB32 (B, G, R, A bytes, premultiplied).
    func rows(width: Int, height: Int) throws(RenderError) -> PixelRows {
        guard let data = cairo_image_surface_get_data(pointer) else {
            throw .cairo(operation: "read pixels", status: "no data")
        }
        return PixelRows(base: UnsafeRawPointer(data), stride: Int(cairo_image_surface_get_stride(pointer)),
                         width: width, height: height, order: .bgra)
    }
}
