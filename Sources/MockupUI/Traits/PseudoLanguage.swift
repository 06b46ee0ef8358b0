/// Xcode's pseudo-languages (the scheme's App Language menu), which stand in
/// for a translation to show where the interface does not fit its strings
/// (Apple, "Preparing your interface for localization"). Each is applied to
/// every string the scene gives (titles, labels, cells, items, alerts...),
/// before layout, so truncation shows in pictures.
public enum PseudoLanguage: String, Hashable, Sendable, CaseIterable {
    case none
    /// Accents on every Latin letter, for languages with high and low ascenders.
    case accented
    /// Every string twice, for languages that need more room.
    case doubleLength
    /// Mirrors the interface and leaves the strings as they are.
    case rightToLeft
    /// `[# ` and ` #]` around every string, to show where one is cut.
    case bounded

    /// `text` as the pseudo-language writes it.
    public func apply(to text: String) -> String {
        guard !text.isEmpty else { return text }
        switch self {
        case .none, .rightToLeft: return text
        case .doubleLength: return text + " " + text  // chosen: the two copies a space apart
        case .bounded: return "[# " + text + " #]"
        case .accented: return Self.accent(text)
        }
    }

    /// Each ASCII letter replaced by an accented one, and every third letter
    /// written twice (chosen: about 30% longer, as the translations run).
    private static func accent(_ text: String) -> String {
        var out = ""
        var letters = 0
        for character in text {
            guard let accented = accents[character] else {
                out.append(character)
                continue
            }
            out.append(accented)
            letters += 1
            if letters % 3 == 0 { out.append(accented) }
        }
        return out
    }

    /// One accented form per letter (chosen), in the style of Xcode's ("ÀÇçéñţš"),
    /// from Latin-1 and Latin Extended-A, which every bundled face covers; the
    /// letters those have no accented form of stay as they are.
    private static let accents: [Character: Character] = {
        let plain = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
        let marked = Array("ÀBÇĎÉFĜĤÎĴĶĹMÑÖPQŔŠŢÛVŴXÝŽàbçďéfĝĥîĵķĺmñöpqŕšţûvŵxýž")
        return Dictionary(uniqueKeysWithValues: zip(plain, marked))
    }()
}
