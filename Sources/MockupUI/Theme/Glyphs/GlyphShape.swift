import MockupCore

/// A glyph as one filled shape: the theme fills `path` with `rule` in a colour
/// or a look's gradient (a glossy selected tab).
///
///     let star = Glyph.named("star", in: Rect(x: 0, y: 0, width: 30, height: 30))
///     if let star { list.fill(star.path, .color(.white), rule: star.rule) }
public struct GlyphShape: Hashable, Sendable {
    /// The outline, in points.
    public var path: Path
    /// How `path` is filled. Glyphs use `.winding`: filled contours run
    /// clockwise on screen, holes counter-clockwise.
    public var rule: FillRule
    /// A picture file drawn in the glyph's place (`path` is then its box), and what inks it.
    public var picture: PlacedImage?
    public var pictureInk = PictureInk.look

    /// What a picture drawn as a glyph is filled with.
    public enum PictureInk: Hashable, Sendable {
        /// As a template, in the look's paint for the glyph.
        case look
        /// As a template, in the image's own `tintColor`.
        case own(Color)
        /// In its own colours (`alwaysOriginal`).
        case original
    }

    public init(path: Path, rule: FillRule) {
        self.path = path
        self.rule = rule
    }

    /// A picture file as a glyph in `box`: at its own size, scaled down to fit
    /// and centred (as bar and tab items show their images).
    public init(picture image: ImageSpec, file: ImageAsset, in box: Rect) {
        let size = file.size
        let fits = size.width <= box.width && size.height <= box.height
        let placed = (fits ? ImageViewSpec.ContentMode.center : .scaleAspectFit).placement(of: size, in: box.size)
        path = .rect(box)
        rule = .winding
        picture = PlacedImage(asset: file, darkAsset: image.darkFile, rect: placed.offsetBy(dx: box.minX, dy: box.minY))
        pictureInk = !image.isTemplate(byDefault: true) ? .original : image.tintColor.map { .own($0) } ?? .look
    }

    /// The glyph filled with `paint`: its outline, or its picture as its ink says.
    public func filled(with paint: Paint) -> DisplayItem {
        guard var picture else { return .fill(path, paint, rule) }
        switch pictureInk {
        case .look: picture.tint = paint
        case .own(let color): picture.tint = .color(color)
        case .original: picture.tint = nil
        }
        return .image(picture)
    }
}

extension GlyphShape {
    /// The side of the square grid glyphs are designed on, in design units.
    static let designGrid = 24.0

    /// A design (in a `designGrid` square, y down) scaled uniformly so that
    /// the grid fits `box`, and moved so that its ink's bounds are centred in it.
    ///
    // NB: the scale comes from the grid, not the ink, so a pause glyph and a
    // plus glyph keep the sizes they were drawn at; centring uses the ink so
    // lopsided designs still sit in the middle of the box.
    init(design: Path, in box: Rect) {
        let scale = max(min(box.width, box.height), 0) / Self.designGrid
        let ink = design.bounds
        let transform = AffineTransform(
            a: scale, b: 0, c: 0, d: scale,
            tx: box.midX - ink.midX * scale, ty: box.midY - ink.midY * scale
        )
        self.init(path: design.applying(transform), rule: .winding)
    }
}
