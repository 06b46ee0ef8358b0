import CZlib
import Testing
@testable import MockupRender

/// The inflater and the run-length deflater, each checked against zlib.
@Suite struct InflateTests {
    /// A fixed pseudo-random sequence (a linear congruential generator).
    static func noise(_ count: Int, seed: UInt64 = 11) -> [UInt8] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt8(truncatingIfNeeded: state >> 33)
        }
    }

    /// Bytes like filtered scanlines: runs, short repeats far back, and noise.
    static let samples: [[UInt8]] = {
        var mixed: [UInt8] = []
        for k in 0..<3000 {
            mixed += noise(k % 23, seed: UInt64(k % 40))
            mixed += [UInt8](repeating: UInt8(k % 3), count: k % 90)
        }
        let steps: [UInt8] = (0..<60_000).map { UInt8(($0 / 7) % 5) }
        return [[], [7], [UInt8](repeating: 0, count: 70_000), noise(50_000), steps, mixed]
    }()

    /// zlib's stream of `bytes` at `level`, with `strategy` (Z_FIXED gives fixed Huffman blocks).
    static func zlibStream(_ bytes: [UInt8], level: Int32, strategy: Int32 = Int32(Z_DEFAULT_STRATEGY)) -> [UInt8] {
        var stream = z_stream()
        deflateInit2_(&stream, level, Z_DEFLATED, 15, 8, strategy, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        defer { deflateEnd(&stream) }
        var out = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(bytes.count))) + 16)
        var input = bytes
        let written = input.withUnsafeMutableBufferPointer { i in
            out.withUnsafeMutableBufferPointer { o in
                stream.next_in = i.baseAddress
                stream.avail_in = uInt(i.count)
                stream.next_out = o.baseAddress
                stream.avail_out = uInt(o.count)
                let status = deflate(&stream, Z_FINISH)
                precondition(status == Z_STREAM_END, "zlib deflate: \(status)")
                return o.count - Int(stream.avail_out)
            }
        }
        return Array(out[0..<written])
    }

    static func inflate(_ stream: [UInt8], count: Int) throws -> [UInt8] {
        try stream.withUnsafeBufferPointer { try Inflate.zlibStream($0, count: count) }
    }

    static let settings: [(level: Int32, strategy: Int32)] = [
        (0, Int32(Z_DEFAULT_STRATEGY)), (1, Int32(Z_DEFAULT_STRATEGY)), (3, Int32(Z_DEFAULT_STRATEGY)), (6, Int32(Z_FILTERED)),
        (9, Int32(Z_DEFAULT_STRATEGY)), (6, Int32(Z_FIXED)), (1, Int32(Z_RLE)), (6, Int32(Z_HUFFMAN_ONLY)),
    ]

    @Test(arguments: 0..<settings.count)
    func readsWhatZlibWrites(_ setting: Int) throws {
        let (level, strategy) = Self.settings[setting]
        for bytes in Self.samples {
            #expect(try Self.inflate(Self.zlibStream(bytes, level: level, strategy: strategy), count: bytes.count) == bytes)
        }
    }

    @Test func zlibReadsWhatTheRunLengthCoderWrites() {
        for bytes in Self.samples {
            let stream = PNGEncoder.deflate(bytes)
            var out = [UInt8](repeating: 0, count: max(1, bytes.count))
            var length = uLong(out.count)
            let status = stream.withUnsafeBufferPointer { s in uncompress(&out, &length, s.baseAddress, uLong(s.count)) }
            #expect(status == Z_OK)
            #expect(Array(out[0..<Int(length)]) == bytes)
        }
    }

    @Test func damagedStreamsAreErrorsNotCrashes() throws {
        let bytes = Self.samples[5]
        let good = PNGEncoder.deflate(bytes)
        // Cut short, a wrong checksum, a wrong size, not zlib at all.
        #expect(throws: Inflate.Failure.self) { try Self.inflate(Array(good.prefix(good.count / 2)), count: bytes.count) }
        var checksum = good
        checksum[checksum.count - 1] ^= 1
        #expect(throws: Inflate.Failure.self) { try Self.inflate(checksum, count: bytes.count) }
        #expect(throws: Inflate.Failure.self) { try Self.inflate(good, count: bytes.count + 1) }
        #expect(throws: Inflate.Failure.self) { try Self.inflate(good, count: bytes.count - 1) }
        #expect(throws: Inflate.Failure.self) { try Self.inflate([1, 2, 3, 4, 5, 6, 7], count: 3) }
        // Every byte of a stream flipped in turn, and random tails after a valid header: never a crash.
        let small = PNGEncoder.deflate(Array(bytes.prefix(600)))
        for k in 2..<small.count {
            var damaged = small
            damaged[k] ^= 0x5a
            _ = try? Self.inflate(damaged, count: 600)
        }
        for seed in 0..<300 {
            _ = try? Self.inflate([0x78, 0x01] + Self.noise(40 + seed, seed: UInt64(seed)), count: 1000)
        }
    }

    /// The bytes are told as they come: growing prefixes of the result, about a chunk apart,
    /// the last the whole, in every block type; the checksum summed a chunk at a time still holds.
    @Test(arguments: [7, 100, 1 << 16])
    func bytesAreToldAsTheyCome(_ chunk: Int) throws {
        for (level, strategy) in Self.settings {
            for bytes in Self.samples where bytes.count > 0 {
                let stream = Self.zlibStream(bytes, level: level, strategy: strategy)
                var told: [Int] = []
                let result = try stream.withUnsafeBufferPointer { s in
                    try Inflate.zlibStream(s, count: bytes.count, chunk: chunk) { ready in
                        let previous = told.last ?? 0
                        #expect(ready.count >= previous && Array(ready[previous...]) == Array(bytes[previous..<ready.count]))
                        told.append(ready.count)
                    }
                }
                #expect(result == bytes)
                #expect(told.last == bytes.count)
                #expect(told == told.sorted())
                // A chunk's end is told once the literal, match (258 at most) or stored block
                // (65,535 at most) that crossed it is made.
                #expect(zip([0] + told, told).allSatisfy { $1 - $0 <= chunk + 65_535 })
                if level > 0 && bytes.count > 4 * chunk { #expect(told.count > bytes.count / (chunk + 65_535)) }
            }
        }
    }

    @Test func adlerMatchesZlibs() {
        // All 255s over several blocks of 4096 chunks test the sums' bounds; the odd lengths end
        // blocks, groups of 16 chunks and chunks part-way.
        let extremes = [[UInt8](repeating: 255, count: 16 * 4096 * 3 + 37), [UInt8](repeating: 255, count: 16 * 17 + 15),
                        Self.noise(16 * 4096 + 16 * 16 + 5), Self.noise(16 * 4095 + 1)]
        for bytes in Self.samples + [Self.noise(100_003)] + extremes {
            let ours = bytes.withUnsafeBufferPointer { Adler32.checksum($0) }
            let zlibs = bytes.withUnsafeBufferPointer { UInt32(adler32(1, $0.baseAddress, uInt($0.count))) }
            #expect(ours == zlibs)
        }
    }
}
