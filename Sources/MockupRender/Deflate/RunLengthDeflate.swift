/// Compresses bytes into a zlib stream (RFC 1950, 1951) the quick way that
/// suits filtered scanlines of drawn interfaces: every byte is a literal
/// except runs of a repeated byte, which become matches one byte back
/// (distance 1), coded in one dynamic Huffman block fitted to the data.
///
///     let idat = RunLengthDeflate.zlibStream(of: scanlines)
///
/// Interfaces are mostly flat colour; once rows are filtered (PNG's up and
/// sub), such areas are long runs of zeros, which cost a few bits per 258
/// bytes. What zlib finds beyond runs (repeats further back) is rare in a
/// filtered frame and costs most of its time to find: docs/performance.md
/// has the measurements. The output depends only on the input bytes.
enum RunLengthDeflate {
    /// The zlib stream of `data`. When Huffman coding would not make it smaller,
    /// the data is stored as it is.
    static func zlibStream(of data: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        let tokens = UnsafeMutablePointer<UInt16>.allocate(capacity: max(1, data.count))
        defer { tokens.deallocate() }
        let scan = Scan(data, into: tokens)
        let block = Block(scan)
        let stored = Self.storedSize(data.count)
        let payload = min(block.byteCount, stored)
        return [UInt8](unsafeUninitializedCapacity: 2 + payload + 4 + 8) { buffer, count in
            var writer = BitWriter(into: buffer.baseAddress!)
            writer.put(0x0178, 16)  // CMF 0x78 (deflate, 32 KB window), FLG 0x01 (check bits, no dictionary)
            if block.byteCount <= stored {
                block.write(tokens: UnsafeBufferPointer(start: tokens, count: scan.tokenCount), to: &writer)
            } else {
                Self.writeStored(data, to: &writer)
            }
            writer.alignToByte()
            writer.put(UInt64(scan.adler32.byteSwapped), 32)  // big-endian
            count = writer.byteCount
        }
    }

    /// Bytes of `count` bytes in stored blocks of at most 65535 (5 bytes of header each).
    static func storedSize(_ count: Int) -> Int {
        count + 5 * max(1, (count + 65534) / 65535)
    }

    private static func writeStored(_ data: UnsafeBufferPointer<UInt8>, to writer: inout BitWriter) {
        var start = 0
        repeat {
            let length = min(65535, data.count - start)
            let last = start + length == data.count
            writer.put(last ? 1 : 0, 3)  // BFINAL, BTYPE 00
            writer.alignToByte()
            writer.put(UInt64(length) | UInt64(~length & 0xffff) << 16, 32)
            writer.append(UnsafeBufferPointer(rebasing: data[start..<(start + length)]))
            start += length
        } while start < data.count
    }

    /// The data as tokens: a literal byte (0...255) or a match of length L one byte back (256 + L).
    struct Scan {
        var tokenCount = 0
        /// Occurrences of each literal byte, and of each match length (3...258).
        var literals = [Int](repeating: 0, count: 256)
        var matches = [Int](repeating: 0, count: 259)
        /// RFC 1950's checksum of the data, computed along the way: a run of n
        /// bytes b adds b·n to the first sum and n·s1 + b·n(n+1)/2 to the second.
        var adler32: UInt32 = 1

        init(_ data: UnsafeBufferPointer<UInt8>, into tokens: UnsafeMutablePointer<UInt16>) {
            guard let p = data.baseAddress else { return }
            let n = data.count
            let modulus: UInt64 = 65521
            var s1: UInt64 = 1, s2: UInt64 = 0
            var literalsSinceReduction = 0
            var t = tokens
            var i = 0
            literals.withUnsafeMutableBufferPointer { literals in
                matches.withUnsafeMutableBufferPointer { matches in
                    while i < n {
                        let byte = p[i]
                        // NB: most bytes of a busy row differ from the next one: a literal at once.
                        if i &+ 1 < n && p[i &+ 1] != byte {
                            s1 &+= UInt64(byte)
                            s2 &+= s1
                            t.pointee = UInt16(byte); t += 1
                            literals[Int(byte)] &+= 1
                            literalsSinceReduction &+= 1
                            if literalsSinceReduction >= 1 << 20 {
                                s1 %= modulus
                                s2 %= modulus
                                literalsSinceReduction = 0
                            }
                            i &+= 1
                            continue
                        }
                        // How many bytes after i repeat it: eight at a time, then one at a time at the end.
                        var j = i &+ 1
                        let pattern = UInt64(byte) &* 0x0101_0101_0101_0101
                        while true {
                            if j &+ 8 <= n {
                                let differing = UnsafeRawPointer(p + j).loadUnaligned(as: UInt64.self).littleEndian ^ pattern
                                if differing == 0 { j &+= 8; continue }
                                j &+= differing.trailingZeroBitCount &>> 3
                            } else {
                                while j < n && p[j] == byte { j &+= 1 }
                            }
                            break
                        }
                        let repeats = j &- i &- 1
                        let b = UInt64(byte)
                        if repeats >= 3 {
                            // The byte as a literal, its repeats as matches one byte back (and
                            // the 1 or 2 a split leaves as literals); the checksum takes the run at once.
                            s1 &+= b
                            s2 &+= s1
                            let run = UInt64(repeats)
                            s2 = (s2 &+ run &* s1 &+ b &* (run &* (run &+ 1) / 2)) % modulus
                            s1 = (s1 &+ b &* run) % modulus
                            literalsSinceReduction = 0
                            t.pointee = UInt16(byte); t += 1
                            var left = repeats
                            while left >= 3 {
                                // NB: a run of 259 or 260 leaves 1 or 2 bytes, too short for a match: split it earlier.
                                var length = min(left, 258)
                                if left > 258 && left < 261 { length = left &- 3 }
                                t.pointee = UInt16(256 &+ length); t += 1
                                matches[length] &+= 1
                                left &-= length
                            }
                            for _ in 0..<left {
                                t.pointee = UInt16(byte); t += 1
                            }
                            literals[Int(byte)] &+= 1 &+ left
                        } else {
                            let count = 1 &+ repeats
                            for _ in 0..<count {
                                s1 &+= b
                                s2 &+= s1
                                t.pointee = UInt16(byte); t += 1
                            }
                            literals[Int(byte)] &+= count
                            literalsSinceReduction &+= count
                            if literalsSinceReduction >= 1 << 20 {
                                s1 %= modulus
                                s2 %= modulus
                                literalsSinceReduction = 0
                            }
                        }
                        i = j
                    }
                }
            }
            tokenCount = t - tokens
            adler32 = UInt32(s2 % modulus) << 16 | UInt32(s1 % modulus)
        }
    }

    /// One final dynamic Huffman block (BTYPE 10) fitted to a scan.
    struct Block {
        /// Per token value (a literal, or 256 + a match length), its bits and their count,
        /// the length's extra bits and the distance code included.
        var bits = [UInt64](repeating: 0, count: 515)
        var bitCounts = [UInt64](repeating: 0, count: 515)
        /// The block header: its bits in order, each a value and its width.
        var header: [(UInt64, UInt64)] = []
        /// The whole block's size, rounded up to bytes.
        var byteCount = 0

        /// Length symbols 257...285: the first length each covers and its extra bits (RFC 1951, 3.2.5).
        static let lengthBases: [Int] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
        static let lengthExtraBits: [Int] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
        /// The order code length code lengths are sent in (RFC 1951, 3.2.7).
        static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

        /// The length symbol (index into `lengthBases`) of each match length 0...258.
        static let lengthSymbols: [Int] = (0...258).map { length in
            guard length >= 3 else { return 0 }
            return lengthBases.lastIndex { $0 <= length }!
        }

        init(_ scan: Scan) {
            var frequencies = [Int](repeating: 0, count: 286)
            frequencies[0..<256] = scan.literals[...]
            frequencies[256] = 1  // end of block
            for length in 3...258 where scan.matches[length] > 0 {
                frequencies[257 + Self.lengthSymbols[length]] += scan.matches[length]
            }
            let literalLength = HuffmanCode(frequencies: frequencies, maximumLength: 15)
            // NB: one distance code (distance 1), sent as one bit even when unused, as RFC 1951 allows.
            let distanceLengths: [UInt8] = [1]

            for byte in 0..<256 {
                bits[byte] = UInt64(literalLength.codes[byte])
                bitCounts[byte] = UInt64(literalLength.lengths[byte])
            }
            var bitTotal = 0
            for byte in 0..<256 { bitTotal += scan.literals[byte] * Int(bitCounts[byte]) }
            for length in 3...258 {
                let symbol = Self.lengthSymbols[length]
                let code = Int(literalLength.lengths[257 + symbol])
                guard code > 0 else { continue }
                let extra = Self.lengthExtraBits[symbol]
                let value = UInt64(literalLength.codes[257 + symbol]) | UInt64(length - Self.lengthBases[symbol]) << code
                // the distance code, 0 in one bit, follows as a zero bit
                bits[256 + length] = value
                bitCounts[256 + length] = UInt64(code + extra + 1)
                bitTotal += scan.matches[length] * (code + extra + 1)
            }
            let endOfBlock = (UInt64(literalLength.codes[256]), UInt64(literalLength.lengths[256]))

            header = [(1, 1), (2, 2)]  // BFINAL, BTYPE 10 (dynamic Huffman)
            let literalCount = max(257, (literalLength.lengths.lastIndex { $0 > 0 } ?? 0) + 1)
            let sequence = Self.codeLengthSymbols(Array(literalLength.lengths[0..<literalCount]) + distanceLengths)
            var codeLengthFrequencies = [Int](repeating: 0, count: 19)
            for (symbol, _, _) in sequence { codeLengthFrequencies[symbol] += 1 }
            let codeLengthCode = HuffmanCode(frequencies: codeLengthFrequencies, maximumLength: 7)
            var sentCount = 19
            while sentCount > 4 && codeLengthCode.lengths[Self.codeLengthOrder[sentCount - 1]] == 0 { sentCount -= 1 }
            header.append((UInt64(literalCount - 257), 5))
            header.append((UInt64(distanceLengths.count - 1), 5))
            header.append((UInt64(sentCount - 4), 4))
            for k in 0..<sentCount { header.append((UInt64(codeLengthCode.lengths[Self.codeLengthOrder[k]]), 3)) }
            for (symbol, extra, extraBits) in sequence {
                header.append((UInt64(codeLengthCode.codes[symbol]), UInt64(codeLengthCode.lengths[symbol])))
                if extraBits > 0 { header.append((UInt64(extra), UInt64(extraBits))) }
            }
            header.append(endOfBlock)  // written after the tokens
            bitTotal += header.reduce(0) { $0 + Int($1.1) }
            byteCount = (bitTotal + 7) / 8
        }

        /// The code lengths as code length symbols (RFC 1951, 3.2.7): 16 repeats the
        /// previous length 3-6 times, 17 and 18 write 3-10 and 11-138 zeros.
        static func codeLengthSymbols(_ lengths: [UInt8]) -> [(symbol: Int, extra: Int, extraBits: Int)] {
            var out: [(Int, Int, Int)] = []
            var i = 0
            while i < lengths.count {
                let length = lengths[i]
                var run = 1
                while i + run < lengths.count && lengths[i + run] == length { run += 1 }
                i += run
                if length == 0 {
                    while run >= 11 { let n = min(run, 138); out.append((18, n - 11, 7)); run -= n }
                    if run >= 3 { out.append((17, run - 3, 3)); run = 0 }
                    while run > 0 { out.append((0, 0, 0)); run -= 1 }
                } else {
                    out.append((Int(length), 0, 0))
                    run -= 1
                    while run >= 3 { let n = min(run, 6); out.append((16, n - 3, 2)); run -= n }
                    while run > 0 { out.append((Int(length), 0, 0)); run -= 1 }
                }
            }
            return out
        }

        func write(tokens: UnsafeBufferPointer<UInt16>, to writer: inout BitWriter) {
            for (value, count) in header.dropLast() { writer.put(value, count) }
            bits.withUnsafeBufferPointer { bits in
                bitCounts.withUnsafeBufferPointer { counts in
                    for token in tokens {
                        let k = Int(token)
                        writer.put(bits[k], counts[k])
                    }
                }
            }
            let endOfBlock = header[header.count - 1]
            writer.put(endOfBlock.0, endOfBlock.1)
        }
    }
}
