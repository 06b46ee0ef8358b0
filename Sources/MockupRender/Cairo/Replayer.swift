import MockupCore
internal import CCairo
internal import CPango

/// Replays a display list on a Cairo context whose user space is in points.
struct Replayer {
    let cr: OpaquePointer
    let fonts: FontLibrary
    /// Device pixels per point, for rasterized effects (blurred shadows).
    let scale: Double

    func replay(_ items: [DisplayItem]) throws(RenderError) {
        for item in items {
            switch item {
            case .fill(let path, let paint, let rule):
                addPath(path)
                cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                try setSource(paint)
                cairo_fill(cr)
            case .stroke(let path, let paint, let style):
                addPath(path)
                applyStrokeStyle(style)
                try setSource(paint)
                cairo_stroke(cr)
            case .text(let run):
                try drawText(run)
            case .group(let group):
                try drawGroup(group)
            case .backdrop(let backdrop):
                try BackdropPainter(cr: cr, scale: scale).paint(backdrop, addPath: addPath)
            case .image(let image):
                try ImagePainter(cr: cr, scale: scale).paint(image, setSource: setSource)
            }
        }
        try checkCairo(cairo_status(cr), "draw")
    }

    /// Whether user space is device space scaled by the device's scale and moved:
    /// then a group's surface cut to whole device pixels around its content
    /// draws glyphs and shadows on the same pixels as the clip's whole surface.
    private var userSpaceIsScaledDeviceSpace: Bool {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        return m.xx == scale && m.yy == scale && m.xy == 0 && m.yx == 0
    }

    /// Clips to the device pixels `rect` (in user space) touches.
    private func clipToDevicePixels(around rect: Rect) {
        let box = DevicePixels(around: rect, on: cr)
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        cairo_rectangle(cr, box.x0, box.y0, box.x1 - box.x0, box.y1 - box.y0)
        cairo_set_matrix(cr, &matrix)
        cairo_clip(cr)
    }

    private func addPath(_ path: Path) { CairoPath.set(path, on: cr) }

    private func applyStrokeStyle(_ style: StrokeStyle) {
        cairo_set_line_width(cr, style.width)
        switch style.cap {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
        switch style.join {
        case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        }
        style.dash.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), 0) }
    }

    func setSource(_ paint: Paint) throws(RenderError) {
        switch paint {
        case .color(let c):
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
        case .linearGradient(let g):
            guard let pattern = cairo_pattern_create_linear(g.start.x, g.start.y, g.end.x, g.end.y) else {
                throw .cairo(operation: "create gradient", status: "no pattern")
            }
            defer { cairo_pattern_destroy(pattern) }
            for stop in g.stops {
                cairo_pattern_add_color_stop_rgba(pattern, stop.offset, stop.color.red, stop.color.green, stop.color.blue, stop.color.alpha)
            }
            try checkCairo(cairo_pattern_status(pattern), "gradient")
            cairo_set_source(cr, pattern)
        }
    }

    private func drawGroup(_ group: Group) throws(RenderError) {
        guard group.alpha > 0 else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if !group.transform.isIdentity {
            let t = group.transform
            var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
            cairo_transform(cr, &m)
        }
        if let clip = group.clip {
            addPath(clip)
            cairo_clip(cr)
        }
        let needsLayer = group.alpha < 1 || group.shadow != nil
        guard needsLayer else { return try replay(group.items) }

        // NB: what the items paint lies within their bounds, so the shadow's mask and
        // the compositing stop there: for a glyph with a shadow in a screen-sized
        // group, the whole screen's worth of both cost more than the rest of the frame.
        // The offscreen surface itself (Cairo sizes it to the clip) is cut to the
        // bounds only for a group of shapes without a shadow. Moving the surface's
        // origin moves a shape's points exactly, but not what Cairo rounds through a
        // combined matrix (glyph positions) or resamples between pixels (a shadow's
        // mask at a fractional offset) under a transform that scales or turns:
        // those keep the clip's surface, so every picture stays the same to the pixel.
        let bounds = ContentBounds.of(group.items)
        cairo_save(cr)
        if let bounds, group.shadow == nil && !ContentBounds.containsText(group.items) || userSpaceIsScaledDeviceSpace {
            clipToDevicePixels(around: bounds)
        }
        cairo_push_group(cr)
        try replay(group.items)
        guard let content = cairo_pop_group(cr) else { throw .cairo(operation: "pop group", status: "no pattern") }
        cairo_restore(cr)
        defer { cairo_pattern_destroy(content) }
        if let shadow = group.shadow {
            try ShadowPainter(cr: cr, scale: scale).paint(shadow, casting: content, within: bounds, alpha: group.alpha)
        }
        if let bounds { clipToDevicePixels(around: bounds) }
        cairo_set_source(cr, content)
        cairo_paint_with_alpha(cr, group.alpha)
    }

    private func drawText(_ run: TextRun) throws(RenderError) {
        guard !run.text.isEmpty, run.color.alpha > 0 || run.shadow != nil else { return }
        fonts.lock.lock()
        defer { fonts.lock.unlock() }
        // NB: a layout drawn before comes from the cache (see LayoutCache).
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        let transform = LayoutCache.Transform(xx: matrix.xx, yx: matrix.yx, xy: matrix.xy, yy: matrix.yy,
                                              surfaceType: cairo_surface_get_type(cairo_get_target(cr)).rawValue)
        guard let entry = fonts.layouts.entry(for: run, make: {
            guard let context = fonts.makeContext(for: run.font.family) else { return nil }
            guard let layout = TextLayout.make(
                context: context, text: run.text, font: run.font, width: run.box.width, height: run.box.height,
                lineLimit: run.lineLimit, truncation: run.truncation, alignment: run.alignment,
                direction: run.direction
            ) else {
                g_object_unref(UnsafeMutableRawPointer(context))
                return nil
            }
            return LayoutCache.Entry(context: context, layout: layout)
        }) else { throw .fontSetup("no Pango layout") }
        if entry.transform != transform {
            pango_cairo_update_context(cr, entry.context)
            entry.transform = transform
        }
        let layout = entry.layout

        let extents = TextLayout.extents(of: layout)
        let y: Double
        switch run.verticalAlignment {
        case .top: y = run.box.minY
        case .center: y = run.box.minY + (run.box.height - extents.height) / 2
        case .bottom: y = run.box.maxY - extents.height
        }
        let pangoLayout = layout
        if let shadow = run.shadow {
            cairo_move_to(cr, run.box.minX + shadow.offset.x, y + shadow.offset.y)
            cairo_set_source_rgba(cr, shadow.color.red, shadow.color.green, shadow.color.blue, shadow.color.alpha)
            pango_cairo_show_layout(cr, pangoLayout)
        }
        cairo_move_to(cr, run.box.minX, y)
        cairo_set_source_rgba(cr, run.color.red, run.color.green, run.color.blue, run.color.alpha)
        pango_cairo_show_layout(cr, pangoLayout)
        cairo_new_path(cr)
    }
}
