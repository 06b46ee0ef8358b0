/// The closest candidate to a misspelt name, for `did you mean` hints; nil when
/// nothing is close (edit distance above a third of the longer word, at least 2).
public func closestMatch(to word: String, in candidates: [String]) -> String? {
    let w = Array(word.lowercased())
    var best: (String, Int)?
    for c in candidates {
        let d = editDistance(w, Array(c.lowercased()))
        if let current = best, current.1 <= d { continue }
        best = (c, d)
    }
    guard let (name, distance) = best else { return nil }
    let allowed = max(2, max(w.count, name.count) / 3)
    return distance <= allowed ? name : nil
}

/// Levenshtein distance with adjacent transpositions counted as one edit.
func editDistance(_ a: [Character], _ b: [Character]) -> Int {
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
