import MockupCore

/// SF Symbols names beyond the built-in glyphs, drawn from Material Symbols
/// (see `SymbolSet+Data.swift` and ThirdParty/MaterialSymbols/): each design
/// is its glyph's path data moved onto the 24-unit grid the built-in glyphs
/// are designed on, so both fit a box the same way.
enum SymbolSet {
    /// The designs by SF name, read from `data` once.
    static let designs: [String: Path] = {
        var designs: [String: Path] = [:]
        for line in data.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 5, let path = Path(svgData: String(fields[4])) else { continue }
            let box = fields[3].split(separator: " ").compactMap { Double($0) }
            guard box.count == 4, box[2] > 0 else { continue }
            // The viewBox onto the grid, then the glyph's own turn.
            let k = GlyphShape.designGrid / box[2], g = GlyphShape.designGrid
            var transform = AffineTransform(a: k, b: 0, c: 0, d: k, tx: -box[0] * k, ty: -box[1] * k)
            switch fields[2] {
            case "r90": transform = transform.concatenating(AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: g, ty: 0))
            case "mx": transform = transform.concatenating(AffineTransform(a: -1, b: 0, c: 0, d: 1, tx: g, ty: 0))
            default: break
            }
            designs[String(fields[0])] = path.applying(transform)
        }
        return designs
    }()
}
