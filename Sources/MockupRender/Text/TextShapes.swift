import Foundation
import MockupCore
import MockupUI
internal import CCairo
internal import CPango

/// What text draws in place of glyphs: colour emoji (`ColorEmoji`) and
/// symbols (`InlineSymbol`), each a Pango shape of its own size whose data
/// says what it is, painted by one shape renderer.
enum TextShapes {
    /// The shape attributes of `text` in `font`, or nil when it has neither emoji nor symbols.
    static func attributes(for text: String, font: Font) -> OpaquePointer? {
        let hasSymbols = text.unicodeScalars.contains { InlineSymbol.name(of: $0) != nil }
        let emoji = ColorEmoji.clusters(in: text)
        guard hasSymbols || !emoji.isEmpty, let list = pango_attr_list_new() else { return nil }
        ColorEmoji.addAttributes(to: list, for: emoji, size: font.size)
        if hasSymbols { addSymbols(to: list, for: text, font: font) }
        return list
    }

    /// A shape whose logical box is `logical` (Pango units, from the pen on the
    /// baseline), holding a copy of `data` for the renderer.
    static func attribute(logical: PangoRectangle, data: String) -> UnsafeMutablePointer<PangoAttribute>? {
        var rect = logical
        return pango_attr_shape_new_with_data(&rect, &rect, strdup(data), { data in
            data.map { UnsafeMutableRawPointer(strdup($0.assumingMemoryBound(to: CChar.self))) }
        }, { data in free(data) })
    }

    /// Each symbol of `text` as a shape of its metrics; its data is the
    /// symbol's character, the size and the weight.
    private static func addSymbols(to list: OpaquePointer, for text: String, font: Font) {
        var offset = 0
        for scalar in text.unicodeScalars {
            let length = String(scalar).utf8.count
            defer { offset += length }
            guard let name = InlineSymbol.name(of: scalar),
                  let metrics = InlineSymbol.metrics(named: name, size: font.size, weight: font.weight) else { continue }
            let unit = Double(PANGO_SCALE)
            let box = metrics.logical
            let logical = PangoRectangle(x: 0, y: Int32((box.minY * unit).rounded()),
                                         width: Int32((box.width * unit).rounded()), height: Int32((box.height * unit).rounded()))
            guard let attribute = attribute(logical: logical, data: "\(Character(scalar))\t\(font.size)\t\(font.weight.value)") else { continue }
            attribute.pointee.start_index = UInt32(offset)
            attribute.pointee.end_index = UInt32(offset + length)
            pango_attr_list_insert(list, attribute)
        }
    }

    /// Whether a shape's data is a symbol's (the rest are emoji).
    static func isSymbol(_ data: String) -> Bool {
        data.unicodeScalars.first.map { InlineSymbol.name(of: $0) != nil } ?? false
    }

    /// Pango's shape renderer: an emoji's pixels scaled into the shape's
    /// logical box, or a symbol's outline filled in the text's colour.
    static let renderer: PangoCairoShapeRendererFunc = { cr, attribute, doPath, _ in
        guard let cr, let attribute, doPath == 0, let pointer = attribute.pointee.data else { return }
        let data = String(cString: pointer.assumingMemoryBound(to: CChar.self))
        var x = 0.0, y = 0.0
        cairo_get_current_point(cr, &x, &y)
        guard isSymbol(data) else {
            let box = attribute.pointee.logical_rect, unit = Double(PANGO_SCALE)
            let rect = Rect(x: x + Double(box.x) / unit, y: y + Double(box.y) / unit, width: Double(box.width) / unit, height: Double(box.height) / unit)
            ColorEmoji.draw(data, in: rect, cr: cr)
            return
        }
        drawSymbol(data, at: Point(x: x, y: y), cr: cr)
    }

    /// A symbol's outline, its pen at `pen`, in the source Pango set (the text's colour).
    private static func drawSymbol(_ data: String, at pen: Point, cr: OpaquePointer) {
        let fields = data.split(separator: "\t")
        guard fields.count == 3, let scalar = fields[0].unicodeScalars.first, let name = InlineSymbol.name(of: scalar),
              let size = Double(fields[1]), let weight = Int(fields[2]).map(FontWeight.nearest(to:)),
              let metrics = InlineSymbol.metrics(named: name, size: size, weight: weight),
              let shape = Glyph.named(name, in: metrics.box.offsetBy(dx: pen.x, dy: pen.y)) else { return }
        CairoPath.set(shape.path, on: cr)
        cairo_set_fill_rule(cr, shape.rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        if metrics.strokeWidth > 0 {
            cairo_fill_preserve(cr)
            cairo_set_line_width(cr, metrics.strokeWidth)
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
            cairo_stroke(cr)
        } else {
            cairo_fill(cr)
        }
    }
}
