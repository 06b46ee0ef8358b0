import Testing
import Yams
@testable import MockupScene

/// `PlainScalarTag` must tag every plain scalar as Yams's regular
/// expressions for null, bool, int and float do.
@Suite struct PlainScalarTagTests {
    /// Yams's own rules, in its default resolver's order.
    static let yams = Resolver.default.removing(.merge).removing(.timestamp).removing(.value)

    static func expected(_ text: String) -> Yams.Tag.Name { yams.resolveTag(of: Node(text, Yams.Tag(.implicit, yams))) }

    @Test(arguments: [
        "", "~", "null", "Null", "NULL", "nul", "none", "yes", "Yes", "YES", "yEs", "no", "NO", "true", "True", "TRUE", "tRue",
        "false", "on", "On", "ON", "off", "OFF", "y", "n", "0", "-0", "+0", "00", "007", "08", "0o7", "0o", "0o8", "0b", "0b101",
        "0b2", "-0b1", "0x", "0x1F", "0xg", "+0x_", "1", "12", "1_000", "_1", "1_", "1:30", "1:60", "1:5", "1:05:59", "1:305",
        "0:30", "-1:30", "1:", "1::2", "12:3a", "1.5", "1.", ".5", "-.5", ".", "._", "._1", "1e3", "1E+3", "1e", "1.5e-3", ".5e3",
        ".5e+3", ".5e", "1:30.5", "1:30.", "1:30.5_", "1:30e5", ".inf", "-.inf", "+.Inf", ".INF", ".nan", "-.nan", ".NaN", ".NAN",
        ".Nan", "inf", "nan", "0.", "0.0", "-1.5", "+1.5", "1.5.5", "1,5", "１２", "12 ", " 12", "0x1f", "0X1F", "1e5_", "3_._3",
        "#6d84a2", "abc", "-", "+", "+-1", "--1", "1_2:3_4", "1:2:3.4",
    ])
    func matchesYamsRules(text: String) {
        #expect(PlainScalarTag.resolve(text) == Self.expected(text), "\(text)")
    }

    /// Strings drawn from the characters the rules care about (a fixed
    /// seed: the same strings every run).
    @Test func matchesYamsRulesOnGeneratedStrings() {
        let alphabet = Array("0123456789_+-.:eExXbBoOabfAF_infaNltrusy~")
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(state % 1_000_003)
        }
        var mismatches: [String] = []
        for _ in 0..<20_000 {
            let text = String((0..<(1 + next() % 7)).map { _ in alphabet[next() % alphabet.count] })
            if PlainScalarTag.resolve(text) != Self.expected(text) { mismatches.append(text) }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(20))")
    }
}
