/// RFC 1950's checksum.
enum Adler32 {
    /// The checksum of `bytes`, or of the bytes `adler` was the checksum of followed by `bytes`.
    ///
    /// Sixteen bytes at a time, summed lane by lane: over chunks c of bytes b(c, 0...15),
    /// the first sum gains every byte, and the second gains 16 times the first sum before
    /// each chunk plus 16·b0 + 15·b1 + ... + 1·b15. Per lane j the bytes are summed
    /// (`lanes`) and so are those sums as they stood before each chunk (`prefix`); the
    /// weights and the horizontal sums are applied once a block.
    static func checksum(_ bytes: UnsafeBufferPointer<UInt8>, continuing adler: UInt32 = 1) -> UInt32 {
        guard let base = bytes.baseAddress else { return adler }
        let modulus: UInt64 = 65521
        let weights = SIMD16<UInt32>(16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1)
        var s1 = UInt64(adler & 0xFFFF), s2 = UInt64(adler >> 16)
        var i = 0
        while i + 16 <= bytes.count {
            // NB: a block of at most 4096 chunks keeps `prefix` below 255 · 4096² / 2 < 2³²;
            // a group of 16 keeps the 16-bit sums below 255 · 16 and 255 · 120.
            let chunks = min((bytes.count - i) / 16, 4096)
            var lanes = SIMD16<UInt32>.zero, prefix = SIMD16<UInt32>.zero
            var done = 0
            while done < chunks {
                let group = min(chunks - done, 16)
                var groupLanes = SIMD16<UInt16>.zero, groupPrefix = SIMD16<UInt16>.zero
                for _ in 0..<group {
                    groupPrefix &+= groupLanes
                    groupLanes &+= SIMD16<UInt16>(truncatingIfNeeded: UnsafeRawPointer(base + i).loadUnaligned(as: SIMD16<UInt8>.self))
                    i &+= 16
                }
                prefix &+= UInt32(group) &* lanes &+ SIMD16<UInt32>(truncatingIfNeeded: groupPrefix)
                lanes &+= SIMD16<UInt32>(truncatingIfNeeded: groupLanes)
                done += group
            }
            s2 &+= UInt64(chunks) &* 16 &* s1 &+ 16 &* SIMD16<UInt64>(truncatingIfNeeded: prefix).wrappedSum()
                &+ UInt64((lanes &* weights).wrappedSum())
            s1 &+= UInt64(lanes.wrappedSum())
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
