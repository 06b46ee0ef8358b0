/// The closest candidate to a misspelt name, for `did you mean` hints; nil when
/// nothing is close (edit distance above a third of the longer word, at least 2).
public func closestMatch(to word: String, in candidates: [String]) -> String? {
    let w = SpelledWord(word)
    var best: (String, Int)?
    for c in candidates {
        let candidate = SpelledWord(c)
        // NB: the distance is at least the difference in length, so a candidate
        // that cannot beat the best so far (ties keep the first) is not measured.
        if let current = best, current.1 <= abs(candidate.count - w.count) { continue }
        let d = w.distance(to: candidate)
        if let current = best, current.1 <= d { continue }
        best = (c, d)
    }
    guard let (name, distance) = best else { return nil }
    let allowed = max(2, max(w.count, SpelledWord(name).count) / 3)
    return distance <= allowed ? name : nil
}

/// A word lower-cased for comparing spellings: its bytes when it is ASCII
/// without a carriage return (each byte is then one character), else its characters.
struct SpelledWord {
    let bytes: [UInt8]?
    let characters: [Character]

    init(_ word: String) {
        let lower = word.lowercased()
        if lower.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
            bytes = Array(lower.utf8); characters = []
        } else {
            bytes = nil; characters = Array(lower)
        }
    }

    var count: Int { bytes?.count ?? characters.count }

    func distance(to other: SpelledWord) -> Int {
        if let a = bytes, let b = other.bytes { return editDistance(a, b) }
        return editDistance(bytes.map { $0.map { Character(Unicode.Scalar($0)) } } ?? characters,
                            other.bytes.map { $0.map { Character(Unicode.Scalar($0)) } } ?? other.characters)
    }
}

/// Levenshtein distance with adjacent transpositions counted as one edit.
func editDistance<Element: Equatable>(_ a: [Element], _ b: [Element]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var prev2 = [Int](repeating: 0, count: b.count + 1)
    var prev = Array(0...b.count)
    var cur = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        cur[0] = i
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                cur[j] = min(cur[j], prev2[j - 2] + 1)
            }
        }
        (prev2, prev, cur) = (prev, cur, prev2)
    }
    return prev[b.count]
}
