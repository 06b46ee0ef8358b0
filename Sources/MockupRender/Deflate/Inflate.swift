/// Decompresses a zlib stream (RFC 1950, 1951) whose size is known, as a
/// PNG's image data is: every block type, every code, the checksum checked.
///
///     let raw = try Inflate.zlibStream(idat, count: height * (rowBytes + 1))
///
/// NB: the project's own pictures are mostly long runs one byte back
/// (`RunLengthDeflate`), which zlib's inflate copies a byte at a time; here
/// a run is one fill and a far match one block copy, so reading a golden
/// costs a fraction of what zlib took.
enum Inflate {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The `count` bytes `stream` holds; anything else (fewer, more, a bad code, a bad checksum) fails.
    static func zlibStream(_ stream: UnsafeBufferPointer<UInt8>, count: Int) throws(Failure) -> [UInt8] {
        try zlibStream(stream, count: count) { _ in }
    }

    /// The `count` bytes `stream` holds, told to `consume` as they are made: it is called
    /// with the bytes made so far each time about `chunk` more are, and with all of them
    /// at the end (before the checksum is compared). What it reads is still in the cache:
    /// the checksum is summed the same way, a chunk at a time.
    static func zlibStream(
        _ stream: UnsafeBufferPointer<UInt8>, count: Int, chunk: Int = 1 << 16,
        consume: (UnsafeBufferPointer<UInt8>) -> Void
    ) throws(Failure) -> [UInt8] {
        guard stream.count >= 6, let base = stream.baseAddress else { throw Failure(description: "too short") }
        let cmf = Int(base[0]), flg = Int(base[1])
        guard cmf & 0x0f == 8, cmf >> 4 <= 7, (cmf * 256 + flg) % 31 == 0 else { throw Failure(description: "not a zlib stream") }
        guard flg & 0x20 == 0 else { throw Failure(description: "a preset dictionary") }
        var failure: Failure?
        let out = [UInt8](unsafeUninitializedCapacity: count) { buffer, written in
            var adler: UInt32 = 1, summed = 0
            let start = buffer.baseAddress
            withoutActuallyEscaping(consume) { consume in
                var state = State(input: UnsafeBufferPointer(rebasing: stream[2...]), output: buffer, chunk: chunk) { produced in
                    let ready = UnsafeBufferPointer(start: start, count: produced)
                    adler = Adler32.checksum(UnsafeBufferPointer(rebasing: ready[summed...]), continuing: adler)
                    summed = produced
                    consume(ready)
                }
                do throws(Failure) {
                    try state.run()
                    guard state.produced == count else { throw Failure(description: "\(state.produced) bytes where \(count) were expected") }
                    state.flush()
                    guard let expected = state.checksumBytes(), expected == adler else {
                        throw Failure(description: "the checksum does not match")
                    }
                } catch {
                    failure = error
                    buffer.initialize(repeating: 0)
                }
            }
            written = count
        }
        if let failure { throw failure }
        return out
    }

    /// A decoding table: for the next `bits` bits of input, the symbol and its code's length;
    /// codes longer than that are decoded bit by bit from `counts` and `symbols` (as RFC 1951's reference decoder does).
    struct Table {
        static let bits = 10
        /// Per bit pattern: symbol << 4 | length, or 0 for a code longer than `bits`.
        var fast = [UInt16](repeating: 0, count: 1 << bits)
        /// Codes of each length, and the symbols in canonical order.
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int] = []

        init(lengths: ArraySlice<UInt8>) throws(Failure) {
            for length in lengths { counts[Int(length)] += 1 }
            counts[0] = 0
            var left = 1
            for length in 1...15 {
                left = left * 2 - counts[length]
                guard left >= 0 else { throw Failure(description: "an over-subscribed code") }
            }
            // NB: an incomplete code is allowed (a lone distance code, for one); a code it lacks fails when met.
            var offsets = [Int](repeating: 0, count: 16)
            for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (symbol, length) in zip(0..., lengths) where length > 0 {
                symbols[offsets[Int(length)]] = symbol
                offsets[Int(length)] += 1
            }
            // The fast table: each code of `bits` or fewer, reversed (deflate sends codes from their top bit), in every slot it prefixes.
            var code = 0, index = 0
            for length in 1...15 {
                for _ in 0..<counts[length] {
                    if length <= Self.bits {
                        var reversed = 0
                        for bit in 0..<length where code & (1 << bit) != 0 { reversed |= 1 << (length - 1 - bit) }
                        let entry = UInt16(symbols[index] << 4 | length)
                        var slot = reversed
                        while slot < 1 << Self.bits {
                            fast[slot] = entry
                            slot += 1 << length
                        }
                    }
                    code += 1
                    index += 1
                }
                code <<= 1
            }
        }
    }

    /// Length symbols 257...285 and distance symbols 0...29: base and extra bits (RFC 1951, 3.2.5).
    static let lengthBases: [Int] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtra: [Int] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBases: [Int] = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
                                       4097, 6145, 8193, 12289, 16385, 24577]
    static let distanceExtra: [Int] = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]
    static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// The fixed codes of block type 01.
    static let fixedTables: Result<(Table, Table), Failure> = Result { () throws(Failure) in
        var lengths = [UInt8](repeating: 8, count: 288)
        for s in 144..<256 { lengths[s] = 9 }
        for s in 256..<280 { lengths[s] = 7 }
        return (try Table(lengths: lengths[...]), try Table(lengths: [UInt8](repeating: 5, count: 30)[...]))
    }

    struct State {
        let input: UnsafeBufferPointer<UInt8>
        let output: UnsafeMutableBufferPointer<UInt8>
        var position = 0
        var produced = 0
        var bitBuffer: UInt64 = 0
        var bitCount = 0
        /// Told the bytes made so far, every `chunk` of them or so (`flush`).
        let made: (Int) -> Void
        let chunk: Int
        /// When `made` is next told.
        var flushAt: Int

        init(input: UnsafeBufferPointer<UInt8>, output: UnsafeMutableBufferPointer<UInt8>, chunk: Int, made: @escaping (Int) -> Void) {
            self.input = input
            self.output = output
            self.chunk = max(1, chunk)
            self.made = made
            flushAt = self.chunk
        }

        /// Tells `made` the bytes made so far.
        mutating func flush() {
            made(produced)
            flushAt = produced + chunk
        }

        /// Tops the bit buffer up to at least 56 bits, with zeros past the end of the input
        /// (reading those is an error, found by `exhausted`).
        @inline(__always) mutating func refill() {
            // NB: eight bytes read at once where the input has them; the whole bytes that fit
            // are taken, and the bits past them are the next bytes' own, ORed in again later.
            if position &+ 8 <= input.count {
                let word = UnsafeRawPointer(input.baseAddress! + position).loadUnaligned(as: UInt64.self).littleEndian
                bitBuffer |= word << UInt64(bitCount)
                let taken = (63 &- bitCount) >> 3
                position &+= taken
                bitCount &+= taken &* 8
                return
            }
            while bitCount <= 56 {
                let byte: UInt64 = position < input.count ? UInt64(input[position]) : 0
                bitBuffer |= byte << UInt64(bitCount)
                position += 1
                bitCount += 8
            }
        }

        /// More bits were used than the input holds.
        var exhausted: Bool { position * 8 - bitCount > input.count * 8 }

        @inline(__always) mutating func bits(_ n: Int) -> Int {
            if bitCount < n { refill() }
            let value = Int(bitBuffer & ((1 << UInt64(n)) - 1))
            bitBuffer >>= UInt64(n)
            bitCount -= n
            return value
        }

        @inline(__always) mutating func decode(_ table: Table) throws(Failure) -> Int {
            if bitCount < 15 { refill() }
            let entry = Int(table.fast[Int(bitBuffer & UInt64((1 << Table.bits) - 1))])
            if entry != 0 {
                let length = entry & 15
                bitBuffer >>= UInt64(length)
                bitCount -= length
                return entry >> 4
            }
            // A long code: canonical decoding a bit at a time.
            var code = 0, first = 0, index = 0
            for length in 1...15 {
                code |= Int(bitBuffer & 1)
                bitBuffer >>= 1
                bitCount -= 1
                let count = table.counts[length]
                if code - count < first {
                    return table.symbols[index + (code - first)]
                }
                index += count
                first = (first + count) << 1
                code <<= 1
            }
            throw Failure(description: "a code that is not in the table")
        }

        mutating func run() throws(Failure) {
            var last = false
            repeat {
                last = bits(1) == 1
                switch bits(2) {
                case 0: try stored()
                case 1:
                    let (lengths, distances) = try fixedTables.get()
                    try codes(lengths, distances)
                case 2:
                    let (lengths, distances) = try dynamicTables()
                    try codes(lengths, distances)
                default: throw Failure(description: "block type 3")
                }
                if exhausted { throw Failure(description: "the data ends early") }
            } while !last
        }

        mutating func stored() throws(Failure) {
            // Back to the byte boundary: whole bytes still in the buffer are given back.
            bitBuffer = 0
            position -= bitCount / 8
            bitCount = 0
            guard position + 4 <= input.count else { throw Failure(description: "the data ends early") }
            let length = Int(input[position]) | Int(input[position + 1]) << 8
            let check = Int(input[position + 2]) | Int(input[position + 3]) << 8
            guard length == ~check & 0xffff else { throw Failure(description: "a stored block's length check fails") }
            position += 4
            guard position + length <= input.count else { throw Failure(description: "the data ends early") }
            guard produced + length <= output.count else { throw Failure(description: "more data than expected") }
            (output.baseAddress! + produced).update(from: input.baseAddress! + position, count: length)
            produced += length
            position += length
            if produced >= flushAt { flush() }
        }

        mutating func dynamicTables() throws(Failure) -> (Table, Table) {
            let literalCount = bits(5) + 257, distanceCount = bits(5) + 1, codeLengthCount = bits(4) + 4
            guard literalCount <= 286, distanceCount <= 30 else { throw Failure(description: "too many codes") }
            var codeLengthLengths = [UInt8](repeating: 0, count: 19)
            for k in 0..<codeLengthCount { codeLengthLengths[codeLengthOrder[k]] = UInt8(bits(3)) }
            let codeLengths = try Table(lengths: codeLengthLengths[...])
            var lengths = [UInt8](repeating: 0, count: literalCount + distanceCount)
            var k = 0
            while k < lengths.count {
                let symbol = try decode(codeLengths)
                if symbol < 16 {
                    lengths[k] = UInt8(symbol)
                    k += 1
                    continue
                }
                var value: UInt8 = 0, repeats = 0
                switch symbol {
                case 16:
                    guard k > 0 else { throw Failure(description: "a repeat with nothing before it") }
                    value = lengths[k - 1]
                    repeats = 3 + bits(2)
                case 17: repeats = 3 + bits(3)
                default: repeats = 11 + bits(7)
                }
                guard k + repeats <= lengths.count else { throw Failure(description: "too many code lengths") }
                for _ in 0..<repeats { lengths[k] = value; k += 1 }
            }
            guard lengths[256] > 0 else { throw Failure(description: "no end-of-block code") }
            return (try Table(lengths: lengths[0..<literalCount]), try Table(lengths: lengths[literalCount...]))
        }

        mutating func codes(_ literals: Table, _ distances: Table) throws(Failure) {
            let out = output.baseAddress!
            let capacity = output.count
            while true {
                let symbol = try decode(literals)
                if symbol < 256 {
                    guard produced < capacity else { throw Failure(description: "more data than expected") }
                    out[produced] = UInt8(truncatingIfNeeded: symbol)
                    produced += 1
                    if produced >= flushAt { flush() }
                    continue
                }
                if symbol == 256 { return }
                let l = symbol - 257
                guard l < 29 else { throw Failure(description: "a bad length code") }
                let length = Inflate.lengthBases[l] + bits(Inflate.lengthExtra[l])
                let d = try decode(distances)
                guard d < 30 else { throw Failure(description: "a bad distance code") }
                let distance = Inflate.distanceBases[d] + bits(Inflate.distanceExtra[d])
                guard distance <= produced else { throw Failure(description: "a distance too far back") }
                guard produced + length <= capacity else { throw Failure(description: "more data than expected") }
                let target = out + produced, source = out + produced - distance
                if distance == 1 {
                    target.update(repeating: source.pointee, count: length)
                } else if distance >= length {
                    target.update(from: source, count: length)
                } else {
                    for i in 0..<length { target[i] = source[i] }
                }
                produced += length
                if exhausted { throw Failure(description: "the data ends early") }
                if produced >= flushAt { flush() }
            }
        }

        /// The Adler-32 after the last block, big-endian, at the next byte boundary.
        mutating func checksumBytes() -> UInt32? {
            position -= bitCount / 8
            guard position + 4 <= input.count else { return nil }
            return UInt32(input[position]) << 24 | UInt32(input[position + 1]) << 16 | UInt32(input[position + 2]) << 8 | UInt32(input[position + 3])
        }
    }
}
