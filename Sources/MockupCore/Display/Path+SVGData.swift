/// SVG path data (`d="M10 20 l5 0 q2 3 4 0 Z"`) as a Path: moves, lines
/// (`L H V`), cubic and quadratic curves (`C S Q T`, a quadratic raised to the
/// exact cubic) and closes, absolute and relative, numbers packed as SVG
/// allows (`-.4.2` is two numbers). Arcs are not read: nil.
extension Path {
    public init?(svgData d: String) {
        var scanner = SVGPathScanner(Array(d.utf8))
        var path = Path()
        var current = Point(x: 0, y: 0), start = current
        var lastCubic: Point?, lastQuad: Point?
        var command: UInt8 = 0
        while true {
            scanner.skipSeparators()
            guard let next = scanner.peek else { break }
            if SVGPathScanner.isCommand(next) {
                command = next
                scanner.advance()
            } else if command == 0 {
                return nil
            }
            let relative = command >= UInt8(ascii: "a")
            func point(_ x: Double, _ y: Double) -> Point { relative ? Point(x: current.x + x, y: current.y + y) : Point(x: x, y: y) }
            switch command | 0x20 {
            case UInt8(ascii: "m"):
                guard let x = scanner.number(), let y = scanner.number() else { return nil }
                current = point(x, y); start = current
                path.move(to: current)
                command = relative ? UInt8(ascii: "l") : UInt8(ascii: "L")  // more pairs are lines
                lastCubic = nil; lastQuad = nil
            case UInt8(ascii: "l"):
                guard let x = scanner.number(), let y = scanner.number() else { return nil }
                current = point(x, y)
                path.line(to: current)
                lastCubic = nil; lastQuad = nil
            case UInt8(ascii: "h"):
                guard let x = scanner.number() else { return nil }
                current = Point(x: relative ? current.x + x : x, y: current.y)
                path.line(to: current)
                lastCubic = nil; lastQuad = nil
            case UInt8(ascii: "v"):
                guard let y = scanner.number() else { return nil }
                current = Point(x: current.x, y: relative ? current.y + y : y)
                path.line(to: current)
                lastCubic = nil; lastQuad = nil
            case UInt8(ascii: "c"), UInt8(ascii: "s"):
                let smooth = command | 0x20 == UInt8(ascii: "s")
                var c1 = lastCubic.map { Point(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
                if !smooth {
                    guard let x1 = scanner.number(), let y1 = scanner.number() else { return nil }
                    c1 = point(x1, y1)
                }
                guard let x2 = scanner.number(), let y2 = scanner.number(), let x = scanner.number(), let y = scanner.number() else { return nil }
                let c2 = point(x2, y2), end = point(x, y)
                path.curve(to: end, control1: c1, control2: c2)
                current = end; lastCubic = c2; lastQuad = nil
            case UInt8(ascii: "q"), UInt8(ascii: "t"):
                var control = lastQuad.map { Point(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
                if command | 0x20 == UInt8(ascii: "q") {
                    guard let x1 = scanner.number(), let y1 = scanner.number() else { return nil }
                    control = point(x1, y1)
                }
                guard let x = scanner.number(), let y = scanner.number() else { return nil }
                let end = point(x, y)
                path.curve(to: end, control1: Point(x: current.x + 2 * (control.x - current.x) / 3, y: current.y + 2 * (control.y - current.y) / 3),
                           control2: Point(x: end.x + 2 * (control.x - end.x) / 3, y: end.y + 2 * (control.y - end.y) / 3))
                current = end; lastQuad = control; lastCubic = nil
            case UInt8(ascii: "z"):
                path.close()
                current = start
                lastCubic = nil; lastQuad = nil
                command = 0
                scanner.skipSeparators()
                if let next = scanner.peek, !SVGPathScanner.isCommand(next) { return nil }
            default:
                return nil
            }
        }
        self = path
    }
}

/// Numbers and command letters of SVG path data, read byte by byte (no locale).
struct SVGPathScanner {
    let bytes: [UInt8]
    var i = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var peek: UInt8? { i < bytes.count ? bytes[i] : nil }
    mutating func advance() { i += 1 }

    static func isCommand(_ c: UInt8) -> Bool {
        "MmLlHhVvCcSsQqTtZz".utf8.contains(c)
    }

    mutating func skipSeparators() {
        while let c = peek, c == 0x20 || c == 0x2C || c == 0x0A || c == 0x0D || c == 0x09 { i += 1 }
    }

    /// The next number: a sign, digits with at most one point, an exponent.
    mutating func number() -> Double? {
        skipSeparators()
        let begin = i
        if let c = peek, c == UInt8(ascii: "-") || c == UInt8(ascii: "+") { i += 1 }
        var digits = false, point = false
        while let c = peek {
            if c >= 0x30 && c <= 0x39 { digits = true; i += 1 } else if c == UInt8(ascii: "."), !point { point = true; i += 1 } else { break }
        }
        guard digits else { i = begin; return nil }
        if let c = peek, c == UInt8(ascii: "e") || c == UInt8(ascii: "E") {
            let mark = i
            i += 1
            if let s = peek, s == UInt8(ascii: "-") || s == UInt8(ascii: "+") { i += 1 }
            var exponent = false
            while let c = peek, c >= 0x30 && c <= 0x39 { exponent = true; i += 1 }
            if !exponent { i = mark }
        }
        return Double(String(decoding: bytes[begin..<i], as: UTF8.self))
    }
}
