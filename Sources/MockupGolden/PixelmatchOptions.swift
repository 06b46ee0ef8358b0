/// The options of pixelmatch 7.2, with its defaults.
///
///     var options = PixelmatchOptions()
///     options.threshold = 0.05
///     options.diffColorAlt = .init(0, 255, 0)  // img2 darker in green
public struct PixelmatchOptions: Hashable, Sendable {
    /// An opaque colour of the diff image, 0-255 per channel.
    public struct RGB: Hashable, Sendable {
        public var r: UInt8, g: UInt8, b: UInt8
        public init(_ r: UInt8, _ g: UInt8, _ b: UInt8) {
            self.r = r; self.g = g; self.b = b
        }

        /// The colour as an opaque pixel's four bytes R, G, B, 255 read as one word.
        var opaquePixel: UInt32 {
            (UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | 0xFF00_0000).littleEndian
        }
    }

    /// Matching threshold, 0...1; smaller is more sensitive. 0 counts any colour change.
    public var threshold: Double
    /// Count anti-aliased pixels too, instead of detecting and skipping them.
    public var includeAA: Bool
    /// Opacity of the unchanged (grey) pixels in the diff image: 0 white, 1 full brightness.
    public var alpha: Double
    /// Colour of anti-aliased pixels in the diff image.
    public var aaColor: RGB
    /// Colour of counted pixels in the diff image.
    public var diffColor: RGB
    /// Colour of counted pixels where the second image is darker; `diffColor` when nil.
    public var diffColorAlt: RGB?
    /// Draw only the counted pixels, on a transparent (0, 0, 0, 0) image.
    public var diffMask: Bool
    /// Blend semi-transparent pixels over pixelmatch's checkerboard-like pattern
    /// (true, the 7.x default) or over white (false, as before 7.0).
    public var checkerboard: Bool

    public init(
        threshold: Double = 0.1, includeAA: Bool = false, alpha: Double = 0.1,
        aaColor: RGB = RGB(255, 255, 0), diffColor: RGB = RGB(255, 0, 0), diffColorAlt: RGB? = nil,
        diffMask: Bool = false, checkerboard: Bool = true
    ) {
        self.threshold = threshold
        self.includeAA = includeAA
        self.alpha = alpha
        self.aaColor = aaColor
        self.diffColor = diffColor
        self.diffColorAlt = diffColorAlt
        self.diffMask = diffMask
        self.checkerboard = checkerboard
    }
}
