import Foundation
import MockupCore
internal import CCairo
internal import CRsvg

/// Paints a picture file into its rectangle: a bitmap's pixels at the
/// representation the device's scale picks, stretched with Cairo's good
/// filter and its edges padded (so a scaled picture's edge does not fade); an
/// SVG through librsvg, as vectors. A template is its picture's alpha filled
/// with the tint.
///
/// Vector surfaces (SVG, PDF) embed the bitmap (Cairo copies it) or the SVG's vectors.
struct ImagePainter {
    let cr: OpaquePointer
    let scale: Double

    /// `setSource` makes a paint Cairo's source (a template's tint).
    func paint(_ image: PlacedImage, setSource: (Paint) throws(RenderError) -> Void) throws(RenderError) {
        let rect = image.rect
        guard rect.width > 0, rect.height > 0 else { return }
        let representation = image.asset.representation(forScale: scale)
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if let tint = image.tint {
            cairo_push_group(cr)
            try draw(representation, of: image.asset, in: rect)
            guard let shape = cairo_pop_group(cr) else { throw .cairo(operation: "pop group", status: "no pattern") }
            defer { cairo_pattern_destroy(shape) }
            try setSource(tint)
            cairo_mask(cr, shape)
        } else {
            try draw(representation, of: image.asset, in: rect)
        }
    }

    private func draw(_ representation: ImageAsset.Representation, of asset: ImageAsset, in rect: Rect) throws(RenderError) {
        if representation.format == .svg { return try drawSVG(representation, of: asset, in: rect) }
        try paint(try DecodedImages.shared.pixels(representation, of: asset), in: rect)
    }

    /// Decoded pixels stretched to `rect` (a picture's, or a colour emoji's).
    func paint(_ pixels: DecodedImages.Pixels, in rect: Rect) throws(RenderError) {
        guard pixels.width > 0, pixels.height > 0 else { return }
        let target = cairo_get_target(cr)
        let onPixels = target.map { cairo_surface_get_type($0) == CAIRO_SURFACE_TYPE_IMAGE } ?? false
        let drawn: Result<Void, RenderError> = pixels.bytes.withUnsafeBytes { bytes in Result { () throws(RenderError) in
            // NB: on a surface of pixels the picture is composited at once, so its
            // pixels are borrowed; a vector surface keeps its source, so it gets a copy.
            let surface: OpaquePointer?
            if onPixels {
                surface = cairo_image_surface_create_for_data(
                    UnsafeMutablePointer(mutating: bytes.bindMemory(to: UInt8.self).baseAddress), CAIRO_FORMAT_ARGB32,
                    Int32(pixels.width), Int32(pixels.height), Int32(pixels.stride))
            } else {
                surface = copy(bytes, pixels)
            }
            guard let surface else { throw .cairo(operation: "image surface", status: "none") }
            defer { cairo_surface_destroy(surface) }
            try checkCairo(cairo_surface_status(surface), "image surface")
            cairo_save(cr)
            defer { cairo_restore(cr) }
            cairo_translate(cr, rect.minX, rect.minY)
            cairo_scale(cr, rect.width / Double(pixels.width), rect.height / Double(pixels.height))
            guard let pattern = cairo_pattern_create_for_surface(surface) else { throw .cairo(operation: "image pattern", status: "none") }
            defer { cairo_pattern_destroy(pattern) }
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
            cairo_new_path(cr)
            cairo_rectangle(cr, 0, 0, Double(pixels.width), Double(pixels.height))
            cairo_set_source(cr, pattern)
            cairo_fill(cr)
            cairo_set_source_rgb(cr, 0, 0, 0)  // the pattern is not kept past this draw
        } }
        try drawn.get()
    }

    private func copy(_ bytes: UnsafeRawBufferPointer, _ pixels: DecodedImages.Pixels) -> OpaquePointer? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixels.width), Int32(pixels.height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else { return nil }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<pixels.height {
            memcpy(data + y * stride, bytes.baseAddress! + y * pixels.stride, pixels.width * 4)
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    /// The SVG document stretched from its intrinsic size to `rect` (as an image view stretches a picture).
    private func drawSVG(_ representation: ImageAsset.Representation, of asset: ImageAsset, in rect: Rect) throws(RenderError) {
        var error: UnsafeMutablePointer<GError>?
        let handle = representation.bytes.withUnsafeBufferPointer { rsvg_handle_new_from_data($0.baseAddress, gsize($0.count), &error) }
        guard let handle else { throw svgError(error, representation, asset) }
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        rsvg_handle_set_dpi(handle, 96)
        let size = representation.pixelSize
        guard size.width > 0, size.height > 0 else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_translate(cr, rect.minX, rect.minY)
        cairo_scale(cr, rect.width / size.width, rect.height / size.height)
        var viewport = RsvgRectangle(x: 0, y: 0, width: size.width, height: size.height)
        guard rsvg_handle_render_document(handle, cr, &viewport, &error) != 0 else { throw svgError(error, representation, asset) }
    }

    private func svgError(_ error: UnsafeMutablePointer<GError>?, _ representation: ImageAsset.Representation, _ asset: ImageAsset) -> RenderError {
        let message = error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "librsvg could not read it"
        if let error { g_error_free(error) }
        return .image(source: asset.source, path: representation.path, reason: "not a readable SVG: \(message)")
    }
}
