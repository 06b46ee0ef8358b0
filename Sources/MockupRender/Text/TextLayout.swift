import MockupCore
internal import CCairo
internal import CPango

/// Builds Pango layouts for text runs and measures them. Every function here
/// expects `FontLibrary.lock` to be held by the caller.
enum TextLayout {
    /// A layout of `text` in `font`, wrapped at `width` points (nil: unbounded),
    /// cut to `lineLimit` lines (0: unlimited, or as many as fit `height`).
    static func make(
        context: OpaquePointer, text: String, font: Font, width: Double?, height: Double?,
        lineLimit: Int, truncation: TextRun.Truncation, alignment: TextRun.Alignment, direction: TextRun.Direction = .leftToRight
    ) -> OpaquePointer? {
        if direction == .rightToLeft {
            // UIKit's natural writing direction: the first strong character's,
            // right to left where there is none.
            pango_context_set_base_dir(context, text.strongDirection == .leftToRight ? PANGO_DIRECTION_LTR : PANGO_DIRECTION_RTL)
        }
        guard let layout = pango_layout_new(context) else { return nil }
        let description = pango_font_description_new()
        FontLibrary.familyList(font.family).withCString { pango_font_description_set_family(description, $0) }
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(font.weight.value)))
        pango_font_description_set_absolute_size(description, font.size * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)

        text.withCString { pango_layout_set_text(layout, $0, -1) }
        if let shapes = TextShapes.attributes(for: text, font: font) {
            pango_layout_set_attributes(layout, shapes)
            pango_attr_list_unref(shapes)
        }
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        if let width, width > 0 {
            pango_layout_set_width(layout, Int32(clamping: clampedInt((width * Double(PANGO_SCALE)).rounded(.down))))
            pango_layout_set_ellipsize(layout, ellipsizeMode(truncation))
            if lineLimit > 0 {
                pango_layout_set_height(layout, Int32(clamping: -lineLimit))
            } else if let height, height > 0 {
                pango_layout_set_height(layout, Int32(clamping: clampedInt((height * Double(PANGO_SCALE)).rounded(.down))))
            } else {
                pango_layout_set_height(layout, -1 << 20)
            }
        } else if lineLimit == 1 {
            pango_layout_set_single_paragraph_mode(layout, 1)
        }
        pango_layout_set_alignment(layout, pangoAlignment(alignment))
        // NB: without automatic direction, every paragraph takes the context's
        // and alignment is not swapped: a right-to-left run's is already its leading edge's.
        if direction == .rightToLeft { pango_layout_set_auto_dir(layout, 0) }
        return layout
    }

    /// The logical size of a layout, in points.
    static func size(of layout: OpaquePointer) -> Size {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return Size(width: Double(logical.width) / Double(PANGO_SCALE), height: Double(logical.height) / Double(PANGO_SCALE))
    }

    /// The first and last lines' baselines, in points from the layout's top.
    static func baselines(of layout: OpaquePointer) -> (first: Double, last: Double) {
        let first = Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE)
        guard let iter = pango_layout_get_iter(layout) else { return (first, first) }
        defer { pango_layout_iter_free(iter) }
        var last = first
        repeat { last = Double(pango_layout_iter_get_baseline(iter)) / Double(PANGO_SCALE) } while pango_layout_iter_next_line(iter) != 0
        return (first, last)
    }

    /// The logical extents (x offset included: alignment moves lines within the layout width).
    static func extents(of layout: OpaquePointer) -> Rect {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let s = Double(PANGO_SCALE)
        return Rect(x: Double(logical.x) / s, y: Double(logical.y) / s, width: Double(logical.width) / s, height: Double(logical.height) / s)
    }

    /// How many glyphs of a layout no loaded face has: Pango draws each as a
    /// box holding the character's hex code.
    static func missingGlyphCount(in layout: OpaquePointer) -> Int {
        guard let iter = pango_layout_get_iter(layout) else { return 0 }
        defer { pango_layout_iter_free(iter) }
        let unknownFlag: PangoGlyph = 0x1000_0000  // PANGO_GLYPH_UNKNOWN_FLAG
        var count = 0
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iter), let glyphs = run.pointee.glyphs else { continue }
            for i in 0..<Int(glyphs.pointee.num_glyphs) where glyphs.pointee.glyphs[i].glyph & unknownFlag != 0 {
                count += 1
            }
        } while pango_layout_iter_next_run(iter) != 0
        return count
    }

    /// The family of the face drawing each run of a layout, in visual order.
    static func runFamilies(in layout: OpaquePointer) -> [String] {
        guard let iter = pango_layout_get_iter(layout) else { return [] }
        defer { pango_layout_iter_free(iter) }
        var families: [String] = []
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iter), let item = run.pointee.item else { continue }
            // A colour emoji's shape (the picture's) counts as its face; the rest of
            // its sequence is empty, and a symbol has none.
            if let shape = shapeData(of: item) {
                if let data = shape, !TextShapes.isSymbol(data) { families.append(ColorEmoji.family) }
                continue
            }
            guard let font = item.pointee.analysis.font, let description = pango_font_describe(font) else { continue }
            defer { pango_font_description_free(description) }
            families.append(pango_font_description_get_family(description).map { String(cString: $0) } ?? "")
        } while pango_layout_iter_next_run(iter) != 0
        return families
    }

    /// An item's shape: the data it holds (an emoji or a symbol), nil inside for an empty one; nil for text.
    private static func shapeData(of item: UnsafeMutablePointer<PangoItem>) -> String?? {
        var node = item.pointee.analysis.extra_attrs
        while let current = node {
            if let attribute = current.pointee.data?.assumingMemoryBound(to: PangoAttribute.self),
               attribute.pointee.klass.pointee.type == PANGO_ATTR_SHAPE {
                let data = UnsafeMutableRawPointer(attribute).assumingMemoryBound(to: PangoAttrShape.self).pointee.data
                return .some(data.map { String(cString: $0.assumingMemoryBound(to: CChar.self)) })
            }
            node = current.pointee.next
        }
        return nil
    }

    static func release(_ layout: OpaquePointer) { g_object_unref(UnsafeMutableRawPointer(layout)) }

    private static func ellipsizeMode(_ t: TextRun.Truncation) -> PangoEllipsizeMode {
        switch t {
        case .none: PANGO_ELLIPSIZE_NONE
        case .tail: PANGO_ELLIPSIZE_END
        case .middle: PANGO_ELLIPSIZE_MIDDLE
        case .head: PANGO_ELLIPSIZE_START
        }
    }

    private static func pangoAlignment(_ a: TextRun.Alignment) -> PangoAlignment {
        switch a {
        case .left: PANGO_ALIGN_LEFT
        case .center: PANGO_ALIGN_CENTER
        case .right: PANGO_ALIGN_RIGHT
        }
    }
}

/// Measures text with Pango and the project's fonts, exactly as the renderer lays it out.
public struct PangoTextMeasurer: TextMeasuring {
    let library: FontLibrary

    /// Fails when a font file is missing (the error names its Debian package).
    public init() throws(RenderError) {
        library = try FontLibrary.shared()
    }

    /// A measurer on a given font library (tests compare with the looks' faces alone).
    init(library: FontLibrary) {
        self.library = library
    }

    public func measure(_ text: String, font: Font, maxWidth: Double?, lineLimit: Int) -> Size {
        library.lock.lock()
        defer { library.lock.unlock() }
        guard let context = library.makeContext(for: font.family) else { return .zero }
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        guard let layout = TextLayout.make(
            context: context, text: text, font: font, width: maxWidth, height: nil,
            lineLimit: lineLimit, truncation: .tail, alignment: .left
        ) else { return .zero }
        defer { TextLayout.release(layout) }
        return TextLayout.size(of: layout)
    }

    public func baselines(_ text: String, font: Font, maxWidth: Double?, lineLimit: Int) -> (first: Double, last: Double) {
        library.lock.lock()
        defer { library.lock.unlock() }
        guard let context = library.makeContext(for: font.family) else { return (0, 0) }
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        guard let layout = TextLayout.make(
            context: context, text: text, font: font, width: maxWidth, height: nil,
            lineLimit: lineLimit, truncation: .tail, alignment: .left
        ) else { return (0, 0) }
        defer { TextLayout.release(layout) }
        return TextLayout.baselines(of: layout)
    }

    /// How many glyphs of `text`, laid out unbounded, no loaded face has
    /// (they are drawn as missing-glyph boxes).
    func missingGlyphs(in text: String, font: Font) -> Int {
        withUnboundedLayout(text, font: font, TextLayout.missingGlyphCount) ?? 0
    }

    /// The family of the face drawing each run of `text`, laid out unbounded, in visual order.
    func runFamilies(in text: String, font: Font) -> [String] {
        withUnboundedLayout(text, font: font, TextLayout.runFamilies) ?? []
    }

    private func withUnboundedLayout<T>(_ text: String, font: Font, _ body: (OpaquePointer) -> T) -> T? {
        library.lock.lock()
        defer { library.lock.unlock() }
        guard let context = library.makeContext(for: font.family) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        guard let layout = TextLayout.make(
            context: context, text: text, font: font, width: nil, height: nil,
            lineLimit: 0, truncation: .none, alignment: .left
        ) else { return nil }
        defer { TextLayout.release(layout) }
        return body(layout)
    }
}
