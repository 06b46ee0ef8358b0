extension String {
    /// Whether the text reads right to left: its first strong character (a
    /// letter) is of a right-to-left script, Hebrew, Arabic, Syriac, Thaana,
    /// N'Ko and the others of Unicode's R and AL classes, as the bidirectional
    /// algorithm finds a paragraph's direction (UAX #9, P2). False for text
    /// with no letter.
    public var readsRightToLeft: Bool { strongDirection == .rightToLeft }

    /// The direction of the text's first strong character (a letter); nil
    /// when it has none (digits, punctuation, spaces).
    public var strongDirection: TextRun.Direction? {
        for scalar in unicodeScalars {
            if Self.rightToLeftBlocks.contains(where: { $0.contains(scalar.value) }) { return .rightToLeft }
            if scalar.properties.isAlphabetic { return .leftToRight }
        }
        return nil
    }

    /// The blocks of right-to-left scripts (Unicode's default Bidi_Class R and AL ranges, DerivedBidiClass.txt).
    private static let rightToLeftBlocks: [ClosedRange<UInt32>] = [
        0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF,
    ]
}
