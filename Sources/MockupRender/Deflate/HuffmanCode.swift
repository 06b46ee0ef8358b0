/// A canonical, length-limited Huffman code for deflate (RFC 1951, 3.2.2).
///
///     let code = HuffmanCode(frequencies: counts, maximumLength: 15)
///     writer.put(code.codes[symbol], code.lengths[symbol])
///
/// The lengths depend only on the frequencies (ties go to the lower symbol),
/// so the same data always gets the same code.
struct HuffmanCode {
    /// Bits per symbol; 0 for a symbol that never occurs.
    let lengths: [UInt8]
    /// Per symbol, its code with the bits reversed: deflate writes codes
    /// most significant bit first into a stream packed least significant first.
    let codes: [UInt16]

    init(frequencies: [Int], maximumLength: Int) {
        self.init(lengths: Self.lengths(frequencies, limit: maximumLength))
    }

    init(lengths: [UInt8]) {
        self.lengths = lengths
        codes = Self.canonicalCodes(lengths)
    }

    /// Optimal code lengths (two-queue Huffman construction), then lengths past
    /// `limit` folded back the way JPEG does (ITU T.81, Annex K.3); a lone
    /// symbol gets one bit, as deflate requires.
    static func lengths(_ frequencies: [Int], limit: Int) -> [UInt8] {
        var lengths = [UInt8](repeating: 0, count: frequencies.count)
        let used = frequencies.indices.filter { frequencies[$0] > 0 }
            .sorted { (frequencies[$0], $0) < (frequencies[$1], $1) }
        guard used.count > 1 else {
            if let only = used.first { lengths[only] = 1 }
            return lengths
        }
        let n = used.count
        // Leaves 0..<n (by rising frequency), then inner nodes in the order they are made,
        // which is also rising weight: two sorted queues replace a heap.
        var weight = used.map { frequencies[$0] } + [Int](repeating: 0, count: n - 1)
        var parent = [Int](repeating: 0, count: 2 * n - 1)
        var leaf = 0, inner = n
        for node in n..<(2 * n - 1) {
            var children = (0, 0)
            for k in 0..<2 {
                let child: Int
                if leaf < n && (inner == node || weight[leaf] <= weight[inner]) {
                    child = leaf; leaf += 1
                } else {
                    child = inner; inner += 1
                }
                if k == 0 { children.0 = child } else { children.1 = child }
            }
            weight[node] = weight[children.0] + weight[children.1]
            parent[children.0] = node
            parent[children.1] = node
        }
        var depth = [Int](repeating: 0, count: 2 * n - 1)
        for node in stride(from: 2 * n - 3, through: 0, by: -1) { depth[node] = depth[parent[node]] + 1 }
        let deepest = depth[0..<n].max()!
        var count = [Int](repeating: 0, count: max(deepest, limit) + 1)
        for node in 0..<n { count[depth[node]] += 1 }
        var i = deepest
        while i > limit {
            while count[i] > 0 {
                var j = i - 2
                while count[j] == 0 { j -= 1 }
                count[i] -= 2
                count[i - 1] += 1
                count[j + 1] += 2
                count[j] -= 1
            }
            i -= 1
        }
        // The least frequent symbols take the longest codes.
        var next = 0
        for length in stride(from: min(deepest, limit), through: 1, by: -1) {
            for _ in 0..<count[length] {
                lengths[used[next]] = UInt8(length)
                next += 1
            }
        }
        return lengths
    }

    /// RFC 1951's canonical codes for `lengths`, bit-reversed.
    static func canonicalCodes(_ lengths: [UInt8]) -> [UInt16] {
        let longest = Int(lengths.max() ?? 0)
        var perLength = [Int](repeating: 0, count: longest + 1)
        for length in lengths where length > 0 { perLength[Int(length)] += 1 }
        var next = [Int](repeating: 0, count: longest + 1)
        var code = 0
        for length in stride(from: 1, through: longest, by: 1) {
            code = (code + perLength[length - 1]) << 1
            next[length] = code
        }
        return lengths.map { length in
            guard length > 0 else { return 0 }
            let value = next[Int(length)]
            next[Int(length)] += 1
            var reversed = 0
            for bit in 0..<Int(length) where value & (1 << bit) != 0 { reversed |= 1 << (Int(length) - 1 - bit) }
            return UInt16(reversed)
        }
    }
}
