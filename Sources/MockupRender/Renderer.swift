import MockupCore
internal import CCairo

/// Turns display lists into pictures: an RGBA bitmap, SVG or PDF bytes.
///
///     let renderer = try Renderer()
///     let image = try renderer.image(of: list, scale: 2)
///     let png = try PNGEncoder().encode(image)
public struct Renderer: Sendable {
    /// Canvases larger than this many device pixels on a side are refused.
    public static let maximumSide = RGBAImage.maximumSide

    let fonts: FontLibrary

    /// Sets up the private fonts; fails with the package to install when a font file is missing.
    public init() throws(RenderError) {
        fonts = try FontLibrary.shared()
    }

    /// A renderer on a given font library (tests compare a fresh one with the shared one).
    init(fonts: FontLibrary) {
        self.fonts = fonts
    }

    /// The text stack's versions (cairo, pango, fontconfig), for recording beside goldens.
    public static var libraryVersions: [(String, String)] { FontLibrary.versions }

    /// Rasterizes at `scale` device pixels per point into straight RGBA.
    public func image(of list: DisplayList, scale: Double) throws(RenderError) -> RGBAImage {
        try drawnFrame(of: list, scale: scale).image()
    }

    /// Rasterizes at `scale` device pixels per point, leaving the pixels where
    /// Cairo drew them (see `DrawnFrame`).
    public func drawnFrame(of list: DisplayList, scale: Double) throws(RenderError) -> DrawnFrame {
        let (width, height) = try pixelSize(list.size, scale: scale)
        let canvas = Rect(x: 0, y: 0, width: Double(width) / scale, height: Double(height) / scale)
        let surface = list.items.first?.paintsOpaquely(covering: canvas) == true
            ? try CairoSurface.uncleared(width: width, height: height)
            : try CairoSurface.image(width: width, height: height)
        let context = try CairoContext(surface: surface)
        cairo_scale(context.pointer, scale, scale)
        try Replayer(cr: context.pointer, fonts: fonts, scale: scale).replay(list.items)
        try context.check("render")
        surface.flush()
        return DrawnFrame(surface: surface, width: width, height: height)
    }

    /// An SVG document of the list, `scale` device pixels per point.
    public func svg(of list: DisplayList, scale: Double) throws(RenderError) -> [UInt8] {
        try vector(list, scale: scale) { sink, w, h in
            cairo_svg_surface_create_for_stream(byteSinkWrite, sink, w, h)
        }
    }

    /// A one-page PDF of the list, `scale` device pixels per point (1 point = 1 PDF unit at scale 1).
    public func pdf(of list: DisplayList, scale: Double) throws(RenderError) -> [UInt8] {
        try vector(list, scale: scale) { sink, w, h in
            let surface = cairo_pdf_surface_create_for_stream(byteSinkWrite, sink, w, h)
            // NB: a fixed creation date keeps PDFs byte-identical between runs.
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "2009-06-17T09:41:00Z")
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "mockup")
            return surface
        }
    }

    private func vector(
        _ list: DisplayList, scale: Double,
        make: (UnsafeMutableRawPointer, Double, Double) -> OpaquePointer?
    ) throws(RenderError) -> [UInt8] {
        let (width, height) = try pixelSize(list.size, scale: scale)
        let sink = ByteSink()
        let unmanaged = Unmanaged.passRetained(sink)
        defer { unmanaged.release() }
        do {
            let surface = try CairoSurface(adopting: make(unmanaged.toOpaque(), Double(width), Double(height)), "create vector surface")
            let context = try CairoContext(surface: surface)
            cairo_scale(context.pointer, scale, scale)
            try Replayer(cr: context.pointer, fonts: fonts, scale: scale).replay(list.items)
            try context.check("render")
            try surface.finish()
        }
        return sink.bytes
    }

    /// The surface size in device pixels of a canvas of `size` points.
    func pixelSize(_ size: Size, scale: Double) throws(RenderError) -> (width: Int, height: Int) {
        let w = clampedInt((size.width * scale).rounded(.toNearestOrAwayFromZero))
        let h = clampedInt((size.height * scale).rounded(.toNearestOrAwayFromZero))
        guard w > 0, h > 0, w <= Self.maximumSide, h <= Self.maximumSide, scale.isFinite else {
            throw .canvasTooLarge(width: w, height: h, limit: Self.maximumSide)
        }
        return (w, h)
    }
}
