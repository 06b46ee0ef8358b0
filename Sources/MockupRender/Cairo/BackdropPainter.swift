import MockupCore
internal import CCairo

/// Paints a material: on a surface of pixels, what is already painted under
/// its shape is copied, blurred (its edges repeated outward, as a backdrop
/// layer samples only what lies beneath it) and painted back clipped to the
/// shape, then the tint goes over it. Other surfaces (SVG, PDF) get the flat colour.
struct BackdropPainter {
    let cr: OpaquePointer
    let scale: Double

    func paint(_ backdrop: Backdrop, addPath: (Path) -> Void) throws(RenderError) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        guard backdrop.blur > 0, let target = cairo_get_group_target(cr),
              cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32 else {
            fill(backdrop.path, backdrop.flat, addPath: addPath)
            return
        }
        // NB: the region is found in the target's pixels: device space plus the
        // surface's device offset (a pushed group's surface has one).
        addPath(backdrop.path)
        var ux0 = 0.0, uy0 = 0.0, ux1 = 0.0, uy1 = 0.0
        cairo_fill_extents(cr, &ux0, &uy0, &ux1, &uy1)
        let corners = [(ux0, uy0), (ux1, uy0), (ux0, uy1), (ux1, uy1)].map { corner in
            var (x, y) = corner
            cairo_user_to_device(cr, &x, &y)
            return (x, y)
        }
        var offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        let radius = max(1, Int((backdrop.blur * scale).rounded()))
        let surfaceWidth = Int(cairo_image_surface_get_width(target))
        let surfaceHeight = Int(cairo_image_surface_get_height(target))
        let x0 = max(0, Int((corners.map(\.0).min()! + offsetX).rounded(.down)))
        let y0 = max(0, Int((corners.map(\.1).min()! + offsetY).rounded(.down)))
        let x1 = min(surfaceWidth, Int((corners.map(\.0).max()! + offsetX).rounded(.up)))
        let y1 = min(surfaceHeight, Int((corners.map(\.1).max()! + offsetY).rounded(.up)))
        guard x1 > x0, y1 > y0 else { return fill(backdrop.path, backdrop.tint, addPath: addPath) }

        cairo_surface_flush(target)
        guard let source = cairo_image_surface_get_data(target),
              let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(x1 - x0), Int32(y1 - y0)) else {
            return fill(backdrop.path, backdrop.flat, addPath: addPath)
        }
        defer { cairo_surface_destroy(copy) }
        try checkCairo(cairo_surface_status(copy), "backdrop")
        guard let pixels = cairo_image_surface_get_data(copy) else { return fill(backdrop.path, backdrop.flat, addPath: addPath) }
        let sourceStride = Int(cairo_image_surface_get_stride(target))
        let stride = Int(cairo_image_surface_get_stride(copy))
        for row in 0..<(y1 - y0) {
            (pixels + row * stride).update(from: source + (y0 + row) * sourceStride + x0 * 4, count: (x1 - x0) * 4)
        }
        BoxBlur.blur(pixels, width: x1 - x0, height: y1 - y0, stride: stride, radius: radius, channels: 4, edges: .clamped)
        cairo_surface_mark_dirty(copy)

        // The blurred pixels replace what they were made from, inside the shape, in device space.
        cairo_save(cr)
        addPath(backdrop.path)
        cairo_clip(cr)
        cairo_identity_matrix(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, copy, Double(x0) - offsetX, Double(y0) - offsetY)
        cairo_paint(cr)
        cairo_restore(cr)
        fill(backdrop.path, backdrop.tint, addPath: addPath)
    }

    private func fill(_ path: Path, _ color: Color, addPath: (Path) -> Void) {
        addPath(path)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        cairo_fill(cr)
    }
}
