/// A JSON value with ordered object keys and a deterministic writer.
///
/// Numbers print as integers when whole (`320`, not `320.0`) and otherwise
/// with at most six decimals, trailing zeros dropped, so the dump is stable
/// across platforms and easy to compare with literal text.
public indirect enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.serialized() == rhs.serialized() }
    public func hash(into hasher: inout Hasher) { hasher.combine(serialized()) }

    /// The same value with the keys of every object, at every depth, in
    /// ascending order (arrays keep theirs).
    public func sortingKeys() -> JSONValue {
        switch self {
        case .array(let items): .array(items.map { $0.sortingKeys() })
        case .object(let fields): .object(fields.sorted { $0.0 < $1.0 }.map { ($0.0, $0.1.sortingKeys()) })
        default: self
        }
    }

    /// Compact (`pretty: false`) or indented by two spaces.
    public func serialized(pretty: Bool = false) -> String {
        var out = ""
        write(into: &out, indent: pretty ? 0 : nil)
        return out
    }

    private func write(into out: inout String, indent: Int?) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += JSONValue.format(n)
        case .string(let s): JSONValue.writeString(s, into: &out)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            // NB: arrays of numbers (frames) stay on one line even when pretty.
            let inline = indent == nil || items.allSatisfy { if case .number = $0 { true } else { false } }
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += inline ? ", " : "," }
                if !inline, let indent { out += "\n" + String(repeating: "  ", count: indent + 1) }
                item.write(into: &out, indent: indent.map { $0 + 1 })
            }
            if !inline, let indent { out += "\n" + String(repeating: "  ", count: indent) }
            out += "]"
        case .object(let fields):
            if fields.isEmpty { out += "{}"; return }
            out += "{"
            for (i, (key, value)) in fields.enumerated() {
                if i > 0 { out += indent == nil ? ", " : "," }
                if let indent { out += "\n" + String(repeating: "  ", count: indent + 1) }
                JSONValue.writeString(key, into: &out)
                out += ": "
                value.write(into: &out, indent: indent.map { $0 + 1 })
            }
            if let indent { out += "\n" + String(repeating: "  ", count: indent) }
            out += "}"
        }
    }

    static func format(_ n: Double) -> String {
        guard n.isFinite else { return "null" }
        // NB: past 1e15 no fraction is left to write; Swift's shortest form (`1e+30`) is valid JSON.
        guard abs(n) < 1e15 else { return "\(n)" }
        let rounded = (n * 1_000_000).rounded(.toNearestOrAwayFromZero) / 1_000_000
        if rounded == rounded.rounded(.towardZero), abs(rounded) < 1e15 {
            let i = Int(rounded)
            return String(i)
        }
        let negative = rounded < 0
        let magnitude = abs(rounded)
        let whole = magnitude.rounded(.towardZero)
        var frac = Int(((magnitude - whole) * 1_000_000).rounded(.toNearestOrAwayFromZero))
        var wholeInt = Int(whole)
        if frac >= 1_000_000 { wholeInt += 1; frac -= 1_000_000 }
        var digits = String(frac)
        digits = String(repeating: "0", count: 6 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        let body = digits.isEmpty ? String(wholeInt) : "\(wholeInt).\(digits)"
        return negative ? "-" + body : body
    }

    static func writeString(_ s: String, into out: inout String) {
        out += "\""
        // Most strings need no escape: appended whole rather than scalar by scalar.
        if !s.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            out += s
            out += "\""
            return
        }
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}
