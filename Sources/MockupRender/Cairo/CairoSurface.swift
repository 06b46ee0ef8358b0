internal import CCairo

/// Owns a `cairo_surface_t`; destroys it when released.
final class CairoSurface {
    let pointer: OpaquePointer
    /// The pixels, when this surface allocated them itself (freed after the surface).
    private var pixels: UnsafeMutableRawPointer?

    /// Adopts a surface Cairo just created, checking its status.
    init(adopting pointer: OpaquePointer?, _ operation: String) throws(RenderError) {
        guard let pointer else { throw .cairo(operation: operation, status: "no surface") }
        let status = cairo_surface_status(pointer)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(pointer)
            try checkCairo(status, operation)
            throw .cairo(operation: operation, status: "unknown")
        }
        self.pointer = pointer
    }

    /// A premultiplied ARGB32 image surface of `width` x `height` device pixels.
    static func image(width: Int, height: Int) throws(RenderError) -> CairoSurface {
        try CairoSurface(
            adopting: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
            "create image surface"
        )
    }

    func flush() { cairo_surface_flush(pointer) }

    /// Finishes a vector surface so every byte reaches its stream.
    func finish() throws(RenderError) {
        cairo_surface_finish(pointer)
        try checkCairo(cairo_surface_status(pointer), "finish surface")
    }

    /// An ARGB32 image surface whose pixels start uninitialized, for a drawing
    /// whose first item paints every pixel opaquely: Cairo's own surface is
    /// cleared first, a pass over every pixel that such a drawing does not need.
    static func uncleared(width: Int, height: Int) throws(RenderError) -> CairoSurface {
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        guard stride > 0 else { return try image(width: width, height: height) }
        let pixels = UnsafeMutableRawPointer.allocate(byteCount: max(1, stride * height), alignment: 16)
        let pointer = cairo_image_surface_create_for_data(pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                          Int32(width), Int32(height), Int32(stride))
        let surface: CairoSurface
        do {
            surface = try CairoSurface(adopting: pointer, "create image surface")
        } catch {
            pixels.deallocate()
            throw error
        }
        surface.pixels = pixels
        return surface
    }

    deinit {
        cairo_surface_destroy(pointer)
        pixels?.deallocate()
    }
}

/// Owns a `cairo_t` drawing on a surface.
final class CairoContext {
    let pointer: OpaquePointer
    let surface: CairoSurface

    init(surface: CairoSurface) throws(RenderError) {
        guard let cr = cairo_create(surface.pointer) else { throw .cairo(operation: "create context", status: "no context") }
        let status = cairo_status(cr)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_destroy(cr)
            try checkCairo(status, "create context")
            throw .cairo(operation: "create context", status: "unknown")
        }
        self.pointer = cr
        self.surface = surface
    }

    func check(_ operation: String) throws(RenderError) { try checkCairo(cairo_status(pointer), operation) }

    deinit { cairo_destroy(pointer) }
}

/// Collects the bytes a vector surface writes to its stream.
final class ByteSink {
    var bytes: [UInt8] = []
}

/// The write callback Cairo's stream surfaces call; `closure` is an unretained `ByteSink`.
let byteSinkWrite: cairo_write_func_t = { closure, data, length in
    guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
    let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
    sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
    return CAIRO_STATUS_SUCCESS
}
