import MockupCore

/// A picture as it was drawn: its straight RGBA pixels when asked for, or its
/// PNG file read straight off the drawing, without the RGBA copy between.
///
///     let frame = try renderer.drawnFrame(of: list, scale: 2)
///     let png = try frame.png(PNGEncoder())  // same bytes as PNGEncoder().encode(try frame.image())
///
/// NB: `@unchecked Sendable`: a frame drawn on one thread is only read after
/// that thread hands it on, and Cairo's image surface is plain memory then.
public struct DrawnFrame: @unchecked Sendable {
    enum Pixels {
        case image(RGBAImage)
        case surface(CairoSurface)
    }

    let pixels: Pixels
    public let width: Int
    public let height: Int

    /// A frame of pixels already in hand.
    public init(_ image: RGBAImage) {
        pixels = .image(image)
        width = image.width
        height = image.height
    }

    init(surface: CairoSurface, width: Int, height: Int) {
        pixels = .surface(surface)
        self.width = width
        self.height = height
    }

    /// The straight RGBA pixels.
    public func image() throws(RenderError) -> RGBAImage {
        switch pixels {
        case .image(let image): image
        case .surface(let surface): try surface.straightRGBA(width: width, height: height)
        }
    }

    /// The PNG file of the frame: an opaque drawing (every screen), run-length
    /// coded, is packed to RGB straight from Cairo's pixels, which equal their
    /// straight values when opaque; anything else goes through `image()`.
    public func png(_ encoder: PNGEncoder) throws(RenderError) -> [UInt8] {
        if case .surface(let surface) = pixels, encoder.compression == .runLength,
           let png = encoder.encodeIfOpaque(try surface.rows(width: width, height: height)) {
            return png
        }
        return try encoder.encode(try image())
    }
}
