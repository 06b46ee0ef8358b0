/// The largest picture file a scene may show (chosen: a 48-megapixel photo
/// fits, and its pixels, 4 bytes each, stay under 200 MB).
public enum ImageLimits {
    /// Pixels on a side, as rendering allows (RGBAImage.maximumSide).
    public static let maximumSide = RGBAImage.maximumSide
    /// Pixels in all.
    public static let maximumPixels = 50_000_000
    /// Bytes of one file.
    public static let maximumFileSize = 64 * 1024 * 1024

    public static var description: String { "\(maximumPixels / 1_000_000) megapixels or \(maximumSide) pixels on a side" }
}
