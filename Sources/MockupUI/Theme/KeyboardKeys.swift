import MockupCore

/// One key of a keyboard: its body, what it reads, and how it is painted.
struct KeyboardKey: Hashable {
    enum Style: Hashable { case letter, function, prominent, blank }
    /// `shiftOn`: the arrow filled, on a key lit like a letter (shift on, iOS 9 on).
    /// `dictation`, `dismiss` and `undo`: the iPad's microphone, hide-keyboard and undo keys.
    enum Symbol: Hashable { case shift, shiftOn, delete, globe, emoji, dictation, dismiss, undo }

    var frame: Rect
    var label: String?
    /// A number pad key's letters beneath its digit.
    var subtitle: String?
    var symbol: Symbol?
    var style: Style
}

/// Where a keyboard's keys lie: the rows of UIKit's English keyboards on a
/// grid of tenths of the width (letters one tenth, the bottom row's keys
/// multiples of it), or the 3 x 4 pads (R2, Keyboard: 54-point rows at 216,
/// keys inset 3 across and 5 down; the bottom rows' shares chosen). Every look
/// draws the same keys in its own paint.
enum KeyboardKeys {
    /// The keys of `keyboard` in the key area `area`; `classic` gives iPhone
    /// OS's bottom row (`.?123`, no globe); `showsShift` shows the shift
    /// state (the looks of iOS 9 on): letters in lower case while it is off,
    /// and while on, a lit shift key with its arrow filled.
    static func keys(_ keyboard: KeyboardContent, area: Rect, insetX: Double, insetY: Double, classic: Bool, showsShift: Bool = false) -> [KeyboardKey] {
        if let inset = keyboard.format.keyInsets(landscape: keyboard.landscape) {
            let pad = PadKeyboardKeys(keyboard: keyboard, area: area, insetX: inset.x, insetY: inset.y, classic: classic, showsShift: showsShift)
            return keyboard.format == .largePad ? pad.largeKeys() : pad.keys()
        }
        return switch keyboard.type {
        case .numberPad, .phonePad: pad(phone: keyboard.type == .phonePad, area: area, inset: insetX / 2)
        default: letters(keyboard, area: area, insetX: insetX, insetY: insetY, classic: classic, showsShift: showsShift)
        }
    }

    private static func letters(
        _ keyboard: KeyboardContent, area: Rect, insetX: Double, insetY: Double, classic: Bool, showsShift: Bool
    ) -> [KeyboardKey] {
        let lowercase = showsShift && !keyboard.shifted, lit = showsShift && keyboard.shifted
        let unit = area.width / 10, row = area.height / 4
        var keys: [KeyboardKey] = []
        func key(_ x: Double, _ r: Int, _ w: Double, _ label: String? = nil, symbol: KeyboardKey.Symbol? = nil, style: KeyboardKey.Style = .letter) {
            let slot = Rect(x: area.minX + x * unit, y: area.minY + Double(r) * row, width: w * unit, height: row)
            keys.append(KeyboardKey(frame: slot.insetBy(dx: insetX, dy: insetY), label: label, symbol: symbol, style: style))
        }
        func letter(_ c: Character) -> String { lowercase ? c.lowercased() : String(c) }
        for (i, c) in "QWERTYUIOP".enumerated() { key(Double(i), 0, 1, letter(c)) }
        for (i, c) in "ASDFGHJKL".enumerated() { key(0.5 + Double(i), 1, 1, letter(c)) }
        key(0, 2, 1.3, symbol: lit ? .shiftOn : .shift, style: lit ? .letter : .function)
        for (i, c) in "ZXCVBNM".enumerated() { key(1.5 + Double(i), 2, 1, letter(c)) }
        key(8.7, 2, 1.3, symbol: .delete, style: .function)
        let returnStyle: KeyboardKey.Style = [.default, .next].contains(keyboard.returnKey) ? .function : .prominent
        let numbers = classic ? ".?123" : "123"
        var bottom: [(Double, String?, KeyboardKey.Symbol?, KeyboardKey.Style)]
        let lead: [(Double, String?, KeyboardKey.Symbol?, KeyboardKey.Style)] = classic
            ? [(2.5, numbers, nil, .function)]
            : [(1.25, numbers, nil, .function), (1.25, nil, keyboard.globeStripHeight > 0 ? .emoji : .globe, .function)]
        switch keyboard.type {
        case .emailAddress:
            bottom = lead + [(classic ? 3 : 3.25, "space", nil, .letter), (1, "@", nil, .letter), (1, ".", nil, .letter)]
        case .URL:
            bottom = lead + [(1.25, ".", nil, .letter), (1.25, "/", nil, .letter), (classic ? 2.5 : 2.25, ".com", nil, .letter)]
        default:
            bottom = lead + [(5, "space", nil, .letter)]
        }
        let used = bottom.reduce(0) { $0 + $1.0 }
        bottom.append((10 - used, keyboard.returnKey.title, nil, returnStyle))
        var x = 0.0
        for (w, label, symbol, style) in bottom {
            key(x, 3, w, label, symbol: symbol, style: style)
            x += w
        }
        return keys
    }

    /// The number or phone pad: three keys a row, the last row's first key
    /// blank (number pad) or `+*#` (phone pad), then 0 and delete.
    private static func pad(phone: Bool, area: Rect, inset: Double) -> [KeyboardKey] {
        let w = area.width / 3, h = area.height / 4
        let letters = ["", "ABC", "DEF", "GHI", "JKL", "MNO", "PQRS", "TUV", "WXYZ"]
        var keys: [KeyboardKey] = []
        for i in 0..<9 {
            let slot = Rect(x: area.minX + Double(i % 3) * w, y: area.minY + Double(i / 3) * h, width: w, height: h)
            keys.append(KeyboardKey(frame: slot.insetBy(dx: inset, dy: inset), label: String(i + 1),
                                    subtitle: letters[i].isEmpty ? nil : letters[i], style: .letter))
        }
        let last = area.minY + 3 * h
        func slot(_ c: Int) -> Rect { Rect(x: area.minX + Double(c) * w, y: last, width: w, height: h).insetBy(dx: inset, dy: inset) }
        keys.append(KeyboardKey(frame: slot(0), label: phone ? "+*#" : nil, style: phone ? .function : .blank))
        keys.append(KeyboardKey(frame: slot(1), label: "0", subtitle: phone ? "+" : nil, style: .letter))
        keys.append(KeyboardKey(frame: slot(2), symbol: .delete, style: .function))
        return keys
    }

    /// A key's symbol filled in `ink` over the middle half of its body; nil for a key without one.
    static func symbolItem(_ key: KeyboardKey, in body: Rect, ink: Color) -> DisplayItem? {
        guard let symbol = key.symbol else { return nil }
        let (path, rule) = Self.symbol(symbol, in: body.insetBy(dx: body.width * 0.25, dy: body.height * 0.25))
        return .fill(path, .color(ink), rule)
    }

    /// The font of a key's label: the letters' for one character (the lower-case
    /// letters' own where the look has one), else the function keys' (`123`, `space`, return).
    static func labelFont(_ label: String, _ p: PresentationMetrics) -> Font {
        guard label.count == 1 else { return p.functionKeyFont }
        if let lower = p.lowercaseKeyFont, label.lowercased() == label, label.uppercased() != label { return lower }
        return p.keyFont
    }

    /// The outline of a key's symbol in `box`, to fill in the label's colour.
    static func symbol(_ symbol: KeyboardKey.Symbol, in box: Rect) -> (Path, FillRule) {
        let side = min(box.width, box.height)
        let square = Rect(x: box.midX - side / 2, y: box.midY - side / 2, width: side, height: side)
        switch symbol {
        case .globe:
            let glyph = Glyph.named("globe", in: square)
            return (glyph?.path ?? Path(), glyph?.rule ?? .winding)
        case .shift, .shiftOn:
            let u = side / 24
            var pen = GlyphPen()
            let arrow = [Glyph.p(12, 3), Glyph.p(21, 12.5), Glyph.p(16, 12.5), Glyph.p(16, 20), Glyph.p(8, 20), Glyph.p(8, 12.5), Glyph.p(3, 12.5)]
            if symbol == .shiftOn { pen.polygon(arrow) }
            pen.stroke(arrow, width: 1.6, closed: true)
            return (pen.path.applying(AffineTransform(a: u, b: 0, c: 0, d: u, tx: square.minX, ty: square.minY)), .winding)
        case .delete:
            let u = side / 24
            var pen = GlyphPen()
            pen.stroke([Glyph.p(8, 5), Glyph.p(22, 5), Glyph.p(22, 19), Glyph.p(8, 19), Glyph.p(2, 12)], width: 1.6, closed: true)
            pen.stroke([Glyph.p(11.5, 8.5), Glyph.p(18.5, 15.5)], width: 1.6)
            pen.stroke([Glyph.p(18.5, 8.5), Glyph.p(11.5, 15.5)], width: 1.6)
            return (pen.path.applying(AffineTransform(a: u, b: 0, c: 0, d: u, tx: square.minX, ty: square.minY)), .winding)
        case .dictation, .dismiss, .undo:
            let name = symbol == .dictation ? "mic" : symbol == .dismiss ? "keyboard.chevron.compact.down" : "arrow.uturn.backward"
            let glyph = Glyph.named(name, in: square)
            return (glyph?.path ?? Path(), glyph?.rule ?? .winding)
        case .emoji:
            let u = side / 24
            var pen = GlyphPen()
            pen.ring(Glyph.p(12, 12), 9, width: 1.6)
            pen.circle(Glyph.p(9, 10), 1.3)
            pen.circle(Glyph.p(15, 10), 1.3)
            pen.arc(Glyph.p(12, 12), 5, from: 30, to: 150, width: 1.6)
            return (pen.path.applying(AffineTransform(a: u, b: 0, c: 0, d: u, tx: square.minX, ty: square.minY)), .winding)
        }
    }
}
