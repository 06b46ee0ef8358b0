import MockupCore

/// Where an iPad keyboard's keys lie. The standard iPad's four rows follow
/// KK's `iPadKeyboardLayoutProvider` (fitted to screenshots of the system
/// keyboard) [O]: ten letter keys of 0.0905 of the width each and delete the
/// rest of the top row, the middle row indented 0.4 key with return to the
/// end, shift and `!,` `?.` around the bottom letters, and beneath them the
/// `.?123` key, the globe, dictation, the space bar, another `.?123` and the
/// key that hides the keyboard (each of the last two 1.45 keys wide). The
/// number and phone pads are the numbers page there (an iPad has no pads).
/// The 13-inch iPads' five rows copy a hardware keyboard on a grid of 14.5
/// units (digits, tab, caps lock, return and shift at its proportions; chosen).
struct PadKeyboardKeys {
    var keyboard: KeyboardContent
    var area: Rect
    var insetX: Double
    var insetY: Double
    /// iPhone OS's iPad: no globe or dictation key.
    var classic: Bool
    var showsShift: Bool

    private var lowercase: Bool { showsShift && !keyboard.shifted }
    private var rowHeight: Double { area.height / Double(keyboard.format.rows) }
    private var returnStyle: KeyboardKey.Style { [.default, .next].contains(keyboard.returnKey) ? .function : .prominent }

    /// The standard iPad's keys: the letters, or the numbers page for a pad.
    func keys() -> [KeyboardKey] {
        let unit = area.width * (1 - 0.095) / 10
        let numbers = [.numberPad, .phonePad].contains(keyboard.type)
        var keys: [KeyboardKey] = []
        func key(_ from: Double, _ to: Double, _ row: Int, _ label: String? = nil, subtitle: String? = nil,
                 symbol: KeyboardKey.Symbol? = nil, style: KeyboardKey.Style = .letter) {
            keys.append(self.key(from: from, to: to, row: row, label: label, subtitle: subtitle, symbol: symbol, style: style))
        }
        let top = numbers ? "1234567890" : "QWERTYUIOP", middle = numbers ? "-/:;()$&@" : "ASDFGHJKL"
        for (i, c) in top.enumerated() { key(Double(i) * unit, Double(i + 1) * unit, 0, letter(c)) }
        key(10 * unit, area.width, 0, symbol: .delete, style: .function)
        for (i, c) in middle.enumerated() { key((0.4 + Double(i)) * unit, (1.4 + Double(i)) * unit, 1, letter(c)) }
        key(9.4 * unit, area.width, 1, keyboard.returnKey.title, style: returnStyle)
        if numbers {
            key(0, unit, 2, "#+=", style: .function)
            key(unit, 2 * unit, 2, symbol: .undo, style: .function)
            for (i, c) in ".,?!'\"".enumerated() { key(Double(i + 2) * unit, Double(i + 3) * unit, 2, String(c)) }
            key(8 * unit, area.width, 2, "#+=", style: .function)
        } else {
            let lit = showsShift && keyboard.shifted
            key(0, unit, 2, symbol: lit ? .shiftOn : .shift, style: lit ? .letter : .function)
            for (i, c) in "ZXCVBNM".enumerated() { key(Double(i + 1) * unit, Double(i + 2) * unit, 2, letter(c)) }
            let ends: [(String, String?)] = switch keyboard.type {
            case .emailAddress: [("@", nil), (".", nil)]
            case .URL: [("/", nil), (".com", nil)]
            default: [("!", ","), ("?", ".")]
            }
            for (i, end) in ends.enumerated() { key(Double(i + 8) * unit, Double(i + 9) * unit, 2, end.0, subtitle: end.1) }
            key(10 * unit, area.width, 2, symbol: lit ? .shiftOn : .shift, style: lit ? .letter : .function)
        }
        let page = numbers ? "ABC" : ".?123", wide = 1.45 * unit
        key(0, unit, 3, page, style: .function)
        var spaceStart = unit
        if !classic {
            key(unit, 2 * unit, 3, symbol: .globe, style: .function)
            key(2 * unit, 3 * unit, 3, symbol: .dictation, style: .function)
            spaceStart = 3 * unit
        }
        key(spaceStart, area.width - 2 * wide, 3, "space")
        key(area.width - 2 * wide, area.width - wide, 3, page, style: .function)
        key(area.width - wide, area.width, 3, symbol: .dismiss, style: .function)
        return keys
    }

    /// The 13-inch iPads' keys: digits above the letters, tab and caps lock
    /// at the left, function keys named in words.
    func largeKeys() -> [KeyboardKey] {
        let unit = area.width / 14.5
        var keys: [KeyboardKey] = []
        var x = 0.0, row = 0
        func key(_ width: Double, _ label: String? = nil, symbol: KeyboardKey.Symbol? = nil, style: KeyboardKey.Style = .letter) {
            keys.append(self.key(from: x * unit, to: (x + width) * unit, row: row, label: label, symbol: symbol, style: style))
            x += width
        }
        func next() { x = 0; row += 1 }
        for c in "`1234567890-=" { key(1, String(c)) }
        key(1.5, "delete", style: .function)
        next()
        key(1.5, "tab", style: .function)
        for c in "QWERTYUIOP[]\\" { key(1, letter(c)) }
        next()
        key(1.75, "caps lock", style: .function)
        for c in "ASDFGHJKL;'" { key(1, letter(c)) }
        key(1.75, keyboard.returnKey.title, style: returnStyle)
        next()
        let lit = showsShift && keyboard.shifted
        key(2.25, "shift", style: lit ? .letter : .function)
        for c in "ZXCVBNM,./" { key(1, letter(c)) }
        key(2.25, "shift", style: lit ? .letter : .function)
        next()
        key(1.25, symbol: .globe, style: .function)
        key(1.25, ".?123", style: .function)
        key(1.25, symbol: .dictation, style: .function)
        key(8.25, "space")
        key(1.25, ".?123", style: .function)
        key(1.25, symbol: .dismiss, style: .function)
        return keys
    }

    private func letter(_ c: Character) -> String { lowercase ? c.lowercased() : String(c) }

    private func key(from: Double, to: Double, row: Int, label: String?, subtitle: String? = nil,
                     symbol: KeyboardKey.Symbol?, style: KeyboardKey.Style) -> KeyboardKey {
        let slot = Rect(x: area.minX + from, y: area.minY + Double(row) * rowHeight, width: to - from, height: rowHeight)
        return KeyboardKey(frame: slot.insetBy(dx: insetX, dy: insetY), label: label, subtitle: subtitle, symbol: symbol, style: style)
    }
}
