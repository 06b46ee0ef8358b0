import Foundation
import MockupCore
internal import CCairo
internal import CPango

/// Colour emoji, drawn from Noto Color Emoji (Debian's fonts-noto-color-emoji).
///
/// NB: Cairo 1.16 draws a colour bitmap font's glyphs at their strike's size
/// (109 pixels) whatever size is asked for. So each emoji is drawn once, at
/// that size, into pixels, and text holds a Pango shape of the emoji's
/// proportions at the text's size in its place; the shape renderer paints
/// the pixels scaled into it. Layout, measuring and drawing agree, and PNG,
/// SVG and PDF all get the colour picture (the vector ones as an embedded bitmap).
enum ColorEmoji {
    static let file = FontLibrary.FontFile(path: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf", package: "fonts-noto-color-emoji")
    static let family = "Noto Color Emoji"
    /// The font's only bitmap strike, in pixels per em.
    static let strike = 109.0

    /// An emoji drawn at the strike: its pixels and where its baseline is.
    struct Drawn {
        let pixels: DecodedImages.Pixels
        /// The logical box at the strike, in pixels: its width, its height, its baseline from the top.
        let width: Double
        let height: Double
        let baseline: Double
    }

    /// Whether a character is shown as an emoji: emoji presentation by default
    /// (😀, ⚡), asked for by a variation selector 16 (❤️), or a sequence
    /// (👍🏽, 🇫🇷, 👨‍👩‍👧, 1️⃣); a variation selector 15 keeps the text form.
    static func isEmoji(_ c: Character) -> Bool {
        let scalars = c.unicodeScalars
        guard let first = scalars.first else { return false }
        if scalars.contains("\u{FE0E}") { return false }
        if scalars.contains("\u{FE0F}") { return first.properties.isEmoji }
        if first.properties.isEmojiPresentation { return true }
        return scalars.count > 1 && first.properties.isEmoji
            && scalars.contains { $0 == "\u{200D}" || (0x1F3FB...0x1F3FF).contains($0.value) || $0 == "\u{20E3}" }
    }

    /// Each emoji of `text`: its UTF-8 byte range and the emoji.
    static func clusters(in text: String) -> [(range: Range<Int>, emoji: String)] {
        var found: [(Range<Int>, String)] = []
        var offset = 0
        for c in text {
            let length = c.utf8.count
            if isEmoji(c) { found.append((offset..<(offset + length), String(c))) }
            offset += length
        }
        return found
    }

    private static let lock = NSLock()
    private nonisolated(unsafe) static var drawn: [String: Drawn] = [:]
    private nonisolated(unsafe) static var fontMap: UnsafeMutablePointer<PangoFontMap>?

    /// The emoji at the strike, drawn the first time it is asked for; nil when the font is missing.
    static func drawing(_ emoji: String) -> Drawn? {
        lock.lock()
        defer { lock.unlock() }
        if let found = drawn[emoji] { return found }
        guard let made = draw(emoji) else { return nil }
        drawn[emoji] = made
        return made
    }

    /// Call with `lock` held.
    private static func draw(_ emoji: String) -> Drawn? {
        if fontMap == nil {
            guard FileManager.default.fileExists(atPath: file.path) else { return nil }
            fontMap = try? FontLibrary.makeFontMap(files: [file])
        }
        guard let fontMap, let context = pango_font_map_create_context(fontMap) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        guard let layout = pango_layout_new(context) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let description = pango_font_description_new()
        family.withCString { pango_font_description_set_family(description, $0) }
        pango_font_description_set_absolute_size(description, strike * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        emoji.withCString { pango_layout_set_text(layout, $0, -1) }
        var logical = PangoRectangle()
        pango_layout_get_pixel_extents(layout, nil, &logical)
        let width = max(1, Int(logical.width)), height = max(1, Int(logical.height))
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return nil }
        pango_cairo_update_layout(cr, layout)
        cairo_move_to(cr, -Double(logical.x), -Double(logical.y))
        pango_cairo_show_layout(cr, layout)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            bytes.withUnsafeMutableBytes { _ = memcpy($0.baseAddress! + y * width * 4, data + y * stride, width * 4) }
        }
        let baseline = Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE) - Double(logical.y)
        return Drawn(pixels: DecodedImages.Pixels(width: width, height: height, stride: width * 4, bytes: bytes),
                     width: Double(logical.width), height: Double(logical.height), baseline: baseline)
    }

    /// Adds to `list` shape attributes holding each emoji of a text (its `clusters`) in its place, at `size` points.
    static func addAttributes(to list: OpaquePointer, for clusters: [(range: Range<Int>, emoji: String)], size: Double) {
        let k = size / strike * Double(PANGO_SCALE)
        for (range, emoji) in clusters {
            guard let drawn = drawing(emoji) else { continue }
            let rect = PangoRectangle(x: 0, y: Int32((-drawn.baseline * k).rounded()),
                                      width: Int32((drawn.width * k).rounded()), height: Int32((drawn.height * k).rounded()))
            // NB: Pango gives every character under a shape a glyph of the shape's
            // width: the emoji's first character takes the shape and the picture,
            // the rest of its sequence (modifiers, joiners, selectors) an empty one.
            var start = range.lowerBound
            for (i, scalar) in emoji.unicodeScalars.enumerated() {
                let end = start + String(scalar).utf8.count
                var empty = PangoRectangle(x: 0, y: rect.y, width: 0, height: rect.height)
                let attribute = i == 0 ? TextShapes.attribute(logical: rect, data: emoji) : pango_attr_shape_new(&empty, &empty)
                if let attribute {
                    attribute.pointee.start_index = UInt32(start)
                    attribute.pointee.end_index = UInt32(end)
                    pango_attr_list_insert(list, attribute)
                }
                start = end
            }
        }
    }

    /// Paints an emoji's pixels scaled into `rect`, its shape's logical box.
    static func draw(_ emoji: String, in rect: Rect, cr: OpaquePointer) {
        guard let drawn = ColorEmoji.drawing(emoji) else { return }
        try? ImagePainter(cr: cr, scale: 1).paint(drawn.pixels, in: rect)
    }
}
