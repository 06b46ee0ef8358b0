/// A picture file drawn into a rectangle: the whole image stretched to
/// `rect` (a content mode has already chosen the rectangle; a clip, if any,
/// is its group's), or, for a template image, its shape filled with `tint`.
public struct PlacedImage: Hashable, Sendable {
    public var asset: ImageAsset
    /// The image the dark appearance shows (an asset catalog's dark variant),
    /// chosen by the appearance pass as a dynamic colour's dark value is.
    public var darkAsset: ImageAsset?
    /// Points; may reach past the view that shows it (aspect fill, center).
    public var rect: Rect
    /// A template image's paint: the image's alpha filled with it (a colour, or a look's gradient).
    public var tint: Paint?

    public init(asset: ImageAsset, darkAsset: ImageAsset? = nil, rect: Rect, tint: Paint? = nil) {
        self.asset = asset
        self.darkAsset = darkAsset
        self.rect = rect
        self.tint = tint
    }

    /// The image for the dark appearance (or not).
    public func inAppearance(dark: Bool) -> PlacedImage {
        guard dark, let darkAsset else { return self }
        var copy = self
        copy.asset = darkAsset
        copy.darkAsset = nil
        return copy
    }
}
