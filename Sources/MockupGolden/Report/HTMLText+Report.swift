import MockupCore

extension HTMLText {
    /// `1234567` as `1,234,567`.
    static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { out += "," }
            out.append(digit)
        }
        return number < 0 ? "-" + out : out
    }

    /// `part / whole` as a percentage, as the command line prints it (`GoldenResult.percentage`).
    static func percent(_ part: Int, of whole: Int) -> String {
        guard whole > 0 else { return "" }
        return GoldenResult.percentage(part, of: whole)
    }
}
