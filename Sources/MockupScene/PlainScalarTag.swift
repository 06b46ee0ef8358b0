import Yams

/// The tag YAML 1.1 gives a plain (unquoted, untagged) scalar: `!!null`,
/// `!!bool`, `!!int`, `!!float` or `!!str`. The rules are those of Yams's
/// default resolver (`Resolver.Rule.null`, `.bool`, `.int`, `.float`, tried
/// in that resolver's order: bool, int, float, null), written as scanners
/// instead of regular expressions: the loader resolves every plain scalar it
/// reads, and matching four regular expressions against each one was a tenth
/// of the time spent loading a scene.
///
///     PlainScalarTag.resolve("0x1F")  // .int
///     PlainScalarTag.resolve("1_000.5e3")  // .float
///     PlainScalarTag.resolve("On")  // .bool
enum PlainScalarTag {
    static func resolve(_ text: String) -> Tag.Name {
        let bytes = Array(text.utf8)
        if isBool(text) { return .bool }
        if isInt(bytes[...]) { return .int }
        if isFloat(bytes[...]) { return .float }
        if isNull(text) { return .null }
        return .str
    }

    /// `^(?:yes|Yes|YES|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF)$`
    static func isBool(_ text: String) -> Bool {
        boolWords.contains(text)
    }

    /// `^(?:~|null|Null|NULL|)$`
    static func isNull(_ text: String) -> Bool {
        text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL"
    }

    private static let boolWords: Set<String> = [
        "yes", "Yes", "YES", "no", "No", "NO", "true", "True", "TRUE",
        "false", "False", "FALSE", "on", "On", "ON", "off", "Off", "OFF",
    ]

    /// `^(?:[-+]?0b[0-1_]+|[-+]?0o?[0-7_]+|[-+]?(?:0|[1-9][0-9_]*)|[-+]?0x[0-9a-fA-F_]+|[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+)$`
    static func isInt(_ text: ArraySlice<UInt8>) -> Bool {
        let body = unsigned(text)
        guard let first = body.first else { return false }
        if body.count == 1, first == zero { return true }
        if first == zero {
            let rest = body.dropFirst()
            if rest.first == UInt8(ascii: "b") { return isRun(rest.dropFirst(), of: isBinary) }
            if rest.first == UInt8(ascii: "x") { return isRun(rest.dropFirst(), of: isHex) }
            if rest.first == UInt8(ascii: "o") { return isRun(rest.dropFirst(), of: isOctal) }
            return isRun(rest, of: isOctal)
        }
        guard isNonZeroDigit(first) else { return false }
        // [1-9][0-9_]* then any number of (:[0-5]?[0-9]) groups (base 60).
        let decimal = body.prefix { isDigit($0) || $0 == underscore }
        return isSexagesimalTail(body[decimal.endIndex...], atLeastOne: false)
    }

    /// `^(?:[-+]?(?:[0-9][0-9_]*)(?:\.[0-9_]*)?(?:[eE][-+]?[0-9]+)?|\.[0-9_]+(?:[eE][-+][0-9]+)?|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$`
    static func isFloat(_ text: ArraySlice<UInt8>) -> Bool {
        if ["nan", "NaN", "NAN"].contains(where: { text.elementsEqual(Array(".\($0)".utf8)) }) { return true }
        // `.5`, `.5e+3`: no sign, and the exponent's sign is required.
        if text.first == dot, text.count > 1 {
            let rest = text.dropFirst()
            let fraction = rest.prefix { isDigit($0) || $0 == underscore }
            let exponent = rest[fraction.endIndex...]
            if !fraction.isEmpty, exponent.isEmpty || isExponent(exponent, signRequired: true) { return true }
        }
        let body = unsigned(text)
        if ["inf", "Inf", "INF"].contains(where: { body.elementsEqual(Array(".\($0)".utf8)) }) { return true }
        guard let first = body.first, isDigit(first) else { return false }
        let whole = body.prefix { isDigit($0) || $0 == underscore }
        var rest = body[whole.endIndex...]
        // Base 60: 1:30.5 (at least one group, then a point).
        if rest.first == colon {
            var groups = rest
            var count = 0
            while groups.first == colon, let end = sexagesimalGroupEnd(groups) {
                groups = groups[end...]
                count += 1
            }
            guard count > 0, groups.first == dot else { return false }
            return groups.dropFirst().allSatisfy { isDigit($0) || $0 == underscore }
        }
        if rest.first == dot {
            rest = rest.dropFirst()
            rest = rest[(rest.prefix { isDigit($0) || $0 == underscore }).endIndex...]
        }
        return rest.isEmpty || isExponent(rest, signRequired: false)
    }

    // MARK: - Pieces

    private static let zero = UInt8(ascii: "0")
    private static let underscore = UInt8(ascii: "_")
    private static let dot = UInt8(ascii: ".")
    private static let colon = UInt8(ascii: ":")

    private static func isDigit(_ c: UInt8) -> Bool { c >= zero && c <= UInt8(ascii: "9") }
    private static func isNonZeroDigit(_ c: UInt8) -> Bool { c > zero && c <= UInt8(ascii: "9") }
    private static func isBinary(_ c: UInt8) -> Bool { c == zero || c == UInt8(ascii: "1") || c == underscore }
    private static func isOctal(_ c: UInt8) -> Bool { (c >= zero && c <= UInt8(ascii: "7")) || c == underscore }
    private static func isHex(_ c: UInt8) -> Bool {
        isDigit(c) || c == underscore || (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "f")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "F"))
    }

    /// The text without one leading `+` or `-`.
    private static func unsigned(_ text: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        text.first == UInt8(ascii: "-") || text.first == UInt8(ascii: "+") ? text.dropFirst() : text
    }

    /// One or more characters, each accepted by `accepts`.
    private static func isRun(_ text: ArraySlice<UInt8>, of accepts: (UInt8) -> Bool) -> Bool {
        !text.isEmpty && text.allSatisfy(accepts)
    }

    /// Where one `:[0-5]?[0-9]` group that starts `text` ends, if it does.
    private static func sexagesimalGroupEnd(_ text: ArraySlice<UInt8>) -> ArraySlice<UInt8>.Index? {
        guard text.first == colon else { return nil }
        let digits = text.dropFirst().prefix(2)
        guard let first = digits.first, isDigit(first) else { return nil }
        if digits.count == 2, let second = digits.last, isDigit(second), first <= UInt8(ascii: "5") {
            return digits.endIndex
        }
        return digits.startIndex + 1
    }

    /// Whether `text` is made of `:[0-5]?[0-9]` groups and nothing else.
    private static func isSexagesimalTail(_ text: ArraySlice<UInt8>, atLeastOne: Bool) -> Bool {
        var rest = text
        var count = 0
        while !rest.isEmpty {
            // A regular expression backtracks: `:59` may also be `:5` then
            // `9`... but a group must start with ':', so the longest group
            // is the only one that can go on.
            guard let end = sexagesimalGroupEnd(rest) else { return false }
            rest = rest[end...]
            count += 1
        }
        return !atLeastOne || count > 0
    }

    /// `[eE][-+]?[0-9]+`, or `[eE][-+][0-9]+` when the sign is required.
    private static func isExponent(_ text: ArraySlice<UInt8>, signRequired: Bool) -> Bool {
        guard text.first == UInt8(ascii: "e") || text.first == UInt8(ascii: "E") else { return false }
        var rest = text.dropFirst()
        if rest.first == UInt8(ascii: "-") || rest.first == UInt8(ascii: "+") {
            rest = rest.dropFirst()
        } else if signRequired {
            return false
        }
        return isRun(rest, of: isDigit)
    }
}
