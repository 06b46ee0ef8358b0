import MockupCore
internal import CCairo

/// Paints a material: on a surface of pixels, what is already painted under
/// its shape is copied at one pixel a point, blurred (its edges repeated
/// outward, as a backdrop layer samples only what lies beneath it) and
/// painted back scaled up and clipped to the shape, then the tint goes over
/// it. Other surfaces (SVG, PDF) get the flat colour.
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
        let surfaceWidth = Int(cairo_image_surface_get_width(target))
        let surfaceHeight = Int(cairo_image_surface_get_height(target))
        let x0 = max(0, Int((corners.map(\.0).min()! + offsetX).rounded(.down)))
        let y0 = max(0, Int((corners.map(\.1).min()! + offsetY).rounded(.down)))
        let x1 = min(surfaceWidth, Int((corners.map(\.0).max()! + offsetX).rounded(.up)))
        let y1 = min(surfaceHeight, Int((corners.map(\.1).max()! + offsetY).rounded(.up)))
        guard x1 > x0, y1 > y0 else { return fill(backdrop.path, backdrop.tint, addPath: addPath) }

        cairo_surface_flush(target)
        guard let source = cairo_image_surface_get_data(target) else { return fill(backdrop.path, backdrop.flat, addPath: addPath) }
        // As iOS does, the backdrop is blurred at a lower resolution: each
        // `factor` x `factor` block of device pixels averaged into one (one
        // point's worth at the device's scale), blurred by the radius in those
        // pixels, and drawn back scaled up with bilinear filtering. At 1x nothing is scaled.
        let factor = max(1, Int(scale.rounded(.down)))
        let width = (x1 - x0 + factor - 1) / factor, height = (y1 - y0 + factor - 1) / factor
        guard let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            return fill(backdrop.path, backdrop.flat, addPath: addPath)
        }
        defer { cairo_surface_destroy(copy) }
        try checkCairo(cairo_surface_status(copy), "backdrop")
        guard let pixels = cairo_image_surface_get_data(copy) else { return fill(backdrop.path, backdrop.flat, addPath: addPath) }
        let sourceStride = Int(cairo_image_surface_get_stride(target))
        let stride = Int(cairo_image_surface_get_stride(copy))
        Self.downsample(source + y0 * sourceStride + x0 * 4, sourceStride: sourceStride, width: x1 - x0, height: y1 - y0,
                        factor: factor, into: pixels, stride: stride)
        let radius = max(1, Int((backdrop.blur * scale / Double(factor)).rounded()))
        BoxBlur.blur(pixels, width: width, height: height, stride: stride, radius: radius, channels: 4, edges: .clamped)
        if let lens = backdrop.lens {
            bend(pixels, width: width, height: height, stride: stride, by: lens,
                 origin: (Double(x0) - offsetX, Double(y0) - offsetY), factor: Double(factor))
        }
        cairo_surface_mark_dirty(copy)

        // The blurred pixels replace what they were made from, inside the shape, in device space.
        cairo_save(cr)
        addPath(backdrop.path)
        cairo_clip(cr)
        cairo_identity_matrix(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        if factor == 1 {
            cairo_set_source_surface(cr, copy, Double(x0) - offsetX, Double(y0) - offsetY)
        } else if let pattern = cairo_pattern_create_for_surface(copy) {
            defer { cairo_pattern_destroy(pattern) }
            var matrix = cairo_matrix_t()
            cairo_matrix_init_scale(&matrix, 1 / Double(factor), 1 / Double(factor))
            cairo_matrix_translate(&matrix, -(Double(x0) - offsetX), -(Double(y0) - offsetY))
            cairo_pattern_set_matrix(pattern, &matrix)
            cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_set_source(cr, pattern)
        }
        cairo_paint(cr)
        cairo_restore(cr)
        fill(backdrop.path, backdrop.tint, addPath: addPath)
    }

    /// Glass's edge: each blurred pixel near the lens's rim takes the colour
    /// found further in (`Lens.source(of:)`), sampled bilinearly from the
    /// unbent pixels. `origin` is the buffer's top left in device space, each
    /// pixel `factor` device pixels wide.
    private func bend(
        _ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, by lens: Lens,
        origin: (x: Double, y: Double), factor: Double
    ) {
        let unbent = [UInt8](UnsafeBufferPointer(start: pixels, count: stride * height))
        func sample(_ x: Double, _ y: Double, _ c: Int) -> Double {
            let cx = min(max(x, 0), Double(width - 1)), cy = min(max(y, 0), Double(height - 1))
            let ix = Int(cx), iy = Int(cy)
            let jx = min(ix + 1, width - 1), jy = min(iy + 1, height - 1)
            let fx = cx - Double(ix), fy = cy - Double(iy)
            func at(_ px: Int, _ py: Int) -> Double { Double(unbent[py * stride + px * 4 + c]) }
            let top = at(ix, iy) * (1 - fx) + at(jx, iy) * fx
            let bottom = at(ix, jy) * (1 - fx) + at(jx, jy) * fx
            return top * (1 - fy) + bottom * fy
        }
        // NB: the matrices are applied here rather than through Cairo's calls, once a pixel each way.
        var toDevice = cairo_matrix_t()
        cairo_get_matrix(cr, &toDevice)
        var toUser = toDevice
        guard cairo_matrix_invert(&toUser) == CAIRO_STATUS_SUCCESS else { return }
        // Pixels deeper inside than the band are left as they are without measuring: those
        // whose nearest rim is a straight side (the corners' arcs reach in as far as the radius).
        let rect = lens.rect, band = lens.band
        let reach = max(band, min(lens.radius, rect.width / 2, rect.height / 2))
        func deepInside(_ p: Point) -> Bool {
            let acrossSides = p.x > rect.minX + band && p.x < rect.maxX - band && p.y > rect.minY + reach && p.y < rect.maxY - reach
            let acrossEnds = p.x > rect.minX + reach && p.x < rect.maxX - reach && p.y > rect.minY + band && p.y < rect.maxY - band
            return acrossSides || acrossEnds
        }
        for row in 0..<height {
            for column in 0..<width {
                let dx = origin.x + (Double(column) + 0.5) * factor, dy = origin.y + (Double(row) + 0.5) * factor
                let point = Point(x: toUser.xx * dx + toUser.xy * dy + toUser.x0, y: toUser.yx * dx + toUser.yy * dy + toUser.y0)
                if deepInside(point) { continue }
                let source = lens.source(of: point)
                guard source != point else { continue }
                let devX = toDevice.xx * source.x + toDevice.xy * source.y + toDevice.x0
                let devY = toDevice.yx * source.x + toDevice.yy * source.y + toDevice.y0
                let sx = (devX - origin.x) / factor - 0.5, sy = (devY - origin.y) / factor - 0.5
                let out = pixels + row * stride + column * 4
                for c in 0..<4 { out[c] = UInt8(min(255, max(0, sample(sx, sy, c).rounded()))) }
            }
        }
    }

    /// Averages each `factor` x `factor` block of ARGB pixels (fewer at the
    /// right and bottom edges) into one, rounded to nearest.
    static func downsample(
        _ source: UnsafeMutablePointer<UInt8>, sourceStride: Int, width: Int, height: Int, factor: Int,
        into pixels: UnsafeMutablePointer<UInt8>, stride: Int
    ) {
        guard factor > 1 else {
            for row in 0..<height { (pixels + row * stride).update(from: source + row * sourceStride, count: width * 4) }
            return
        }
        let columns = (width + factor - 1) / factor
        var sums = [SIMD4<UInt32>](repeating: .zero, count: columns)
        sums.withUnsafeMutableBufferPointer { sums in
            for blockRow in 0..<((height + factor - 1) / factor) {
                let top = blockRow * factor, rows = min(factor, height - top)
                for column in 0..<columns { sums[column] = .zero }
                for y in top..<(top + rows) {
                    let line = UnsafeRawPointer(source + y * sourceStride)
                    for column in 0..<columns {
                        var sum = sums[column]
                        for x in (column * factor)..<min(width, column * factor + factor) {
                            let p = line.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                            sum &+= SIMD4(p & 0xff, p >> 8 & 0xff, p >> 16 & 0xff, p >> 24)
                        }
                        sums[column] = sum
                    }
                }
                let out = pixels + blockRow * stride
                for column in 0..<columns {
                    let count = UInt32(rows * min(factor, width - column * factor))
                    let mean = (sums[column] &+ SIMD4(repeating: count / 2)) / SIMD4(repeating: count)
                    for c in 0..<4 { out[column * 4 + c] = UInt8(truncatingIfNeeded: mean[c]) }
                }
            }
        }
    }

    private func fill(_ path: Path, _ color: Color, addPath: (Path) -> Void) {
        addPath(path)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        cairo_fill(cr)
    }
}
