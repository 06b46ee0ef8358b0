/// RFC 1950's checksum.
enum Adler32 {
    /// Sixteen bytes at a time: a block of bytes b0...b15 adds their sum to the first
    /// sum and 16 times the first sum plus 16·b0 + 15·b1 + ... + 1·b15 to the second.
    static func checksum(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        guard let base = bytes.baseAddress else { return 1 }
        let modulus: UInt64 = 65521
        let weights = SIMD16<UInt16>(16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1)
        var s1: UInt64 = 1, s2: UInt64 = 0
        var i = 0
        while i + 16 <= bytes.count {
            // NB: reduced every 4096 blocks; the sums stay far below 2^64.
            let end = min(bytes.count - 15, i + 16 * 4096)
            while i < end {
                let block = SIMD16<UInt16>(truncatingIfNeeded: UnsafeRawPointer(base + i).loadUnaligned(as: SIMD16<UInt8>.self))
                s2 &+= 16 &* s1 &+ UInt64((block &* weights).wrappedSum())
                s1 &+= UInt64(block.wrappedSum())
                i += 16
            }
            s1 %= modulus
            s2 %= modulus
        }
        while i < bytes.count {
            s1 &+= UInt64(base[i])
            s2 &+= s1
            i += 1
        }
        return UInt32(s2 % modulus) << 16 | UInt32(s1 % modulus)
    }
}
