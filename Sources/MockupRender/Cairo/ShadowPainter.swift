import MockupCore
internal import CCairo

/// Paints the shadow a group casts: its coverage, offset, in the shadow's colour,
/// blurred when the shadow has a radius.
struct ShadowPainter {
    let cr: OpaquePointer
    let scale: Double

    func paint(_ shadow: Shadow, casting content: OpaquePointer, alpha: Double) throws(RenderError) {
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
            BoxBlur.blur(data, width: width, height: height, stride: stride, radius: max(1, Int((radius / 2).rounded())))
        }
        cairo_surface_mark_dirty(maskSurface)
        cairo_translate(cr, x0 + shadow.offset.x - Double(pad) / scale, y0 + shadow.offset.y - Double(pad) / scale)
        cairo_scale(cr, 1 / scale, 1 / scale)
        cairo_mask_surface(cr, maskSurface, 0, 0)
    }
}
