import MockupCore
internal import CCairo

/// Paints the shadow a group casts: its coverage, offset, in the shadow's colour,
/// blurred when the shadow has a radius.
struct ShadowPainter {
    let cr: OpaquePointer
    let scale: Double

    /// `bounds` (user space), when known, holds everything the content paints.
    func paint(_ shadow: Shadow, casting content: OpaquePointer, within bounds: Rect? = nil, alpha: Double) throws(RenderError) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_set_source_rgba(cr, shadow.color.red, shadow.color.green, shadow.color.blue, shadow.color.alpha * alpha)
        guard shadow.blur > 0 else {
            cairo_translate(cr, shadow.offset.x, shadow.offset.y)
            cairo_mask(cr, content)
            return
        }
        // NB: Cairo has no blur; the coverage is rasterized at device scale into an
        // A8 surface, box-blurred three times (close to a Gaussian), and used as a mask.
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        if let bounds { (x0, y0, x1, y1) = narrowed(x0, y0, x1, y1, to: bounds) }
        let radius = shadow.blur * scale
        let pad = Int(radius.rounded(.up)) * 3 + 2
        let width = Int(((x1 - x0) * scale).rounded(.up)) + 2 * pad
        let height = Int(((y1 - y0) * scale).rounded(.up)) + 2 * pad
        guard width > 0, height > 0, width < 16384, height < 16384 else { return }
        guard let maskSurface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return }
        defer { cairo_surface_destroy(maskSurface) }
        try checkCairo(cairo_surface_status(maskSurface), "shadow mask")
        guard let mcr = cairo_create(maskSurface) else { return }
        cairo_scale(mcr, scale, scale)
        cairo_translate(mcr, -x0 + Double(pad) / scale, -y0 + Double(pad) / scale)
        cairo_set_source(mcr, content)
        cairo_paint(mcr)
        cairo_destroy(mcr)
        cairo_surface_flush(maskSurface)
        if let data = cairo_image_surface_get_data(maskSurface) {
            let stride = Int(cairo_image_surface_get_stride(maskSurface))
            let blurRadius = max(1, Int((radius / 2).rounded()))
            // NB: only around what the content covers (often a few glyphs in a
            // screen-sized group): three passes spread coverage 3 radii at most,
            // and past that the whole plane's blur is zero too, so the pixels are the same.
            if let covered = Self.coverage(data, width: width, height: height, stride: stride) {
                let spread = 3 * blurRadius
                let x0 = max(0, covered.x0 - spread), y0 = max(0, covered.y0 - spread)
                let x1 = min(width, covered.x1 + spread), y1 = min(height, covered.y1 + spread)
                BoxBlur.blur(data + y0 * stride + x0, width: x1 - x0, height: y1 - y0, stride: stride, radius: blurRadius)
            }
        }
        cairo_surface_mark_dirty(maskSurface)
        cairo_translate(cr, x0 + shadow.offset.x - Double(pad) / scale, y0 + shadow.offset.y - Double(pad) / scale)
        cairo_scale(cr, 1 / scale, 1 / scale)
        cairo_mask_surface(cr, maskSurface, 0, 0)
    }

    /// The clip's extents cut down to the content's bounds, on whole device pixels.
    ///
    /// NB: only when user space is device space scaled by `scale` and moved:
    /// then the mask's pixels stay on the device's, wherever it starts, and
    /// the shadow is the same as with the whole clip's mask. Other transforms
    /// sample the mask between pixels, so it keeps the clip's origin.
    private func narrowed(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, to bounds: Rect)
        -> (Double, Double, Double, Double) {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        guard m.xx == scale, m.yy == scale, m.xy == 0, m.yx == 0 else { return (x0, y0, x1, y1) }
        // Whole device pixels around the bounds, back in user space (device x = scale * user x + m.x0).
        let box = DevicePixels(around: bounds, on: cr)
        let left = (box.x0 - m.x0) / scale, top = (box.y0 - m.y0) / scale
        let right = (box.x1 - m.x0) / scale, bottom = (box.y1 - m.y0) / scale
        let clipped = (max(x0, left), max(y0, top), min(x1, right), min(y1, bottom))
        guard clipped.0 < clipped.2, clipped.1 < clipped.3 else { return (x0, y0, x0, y0) }
        return clipped
    }

    /// The smallest box holding every non-zero sample of an A8 plane; nil when it is all zero.
    static func coverage(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int)
        -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        var box: (x0: Int, y0: Int, x1: Int, y1: Int)?
        for y in 0..<height {
            let row = data + y * stride
            var x = 0
            // Whole zero words skipped eight samples at a time.
            while x + 8 <= width && UnsafeRawPointer(row + x).loadUnaligned(as: UInt64.self) == 0 { x += 8 }
            while x < width && row[x] == 0 { x += 1 }
            guard x < width else { continue }
            var last = width - 1
            while last > x && row[last] == 0 { last -= 1 }
            if let b = box {
                box = (min(b.x0, x), b.y0, max(b.x1, last + 1), y + 1)
            } else {
                box = (x, y, last + 1, y + 1)
            }
        }
        return box
    }
}
