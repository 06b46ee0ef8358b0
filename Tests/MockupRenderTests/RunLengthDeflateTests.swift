import MockupCore
import Testing
@testable import MockupRender

@Suite struct RunLengthDeflateTests {
    /// zlib's own inflate (through the PNG reader), which checks the Adler-32 too.
    func roundTrip(_ bytes: [UInt8]) throws -> [UInt8] {
        try PNGDecoder.inflate(PNGEncoder.deflate(bytes), count: bytes.count)
    }

    /// A fixed pseudo-random sequence (a linear congruential generator).
    func noise(_ count: Int, seed: UInt64 = 7) -> [UInt8] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt8(truncatingIfNeeded: state >> 33)
        }
    }

    @Test(arguments: [0, 1, 2, 3, 4, 257, 258, 259, 260, 261, 262, 516, 517, 100_000])
    func runsOfEveryLengthInflateBack(_ length: Int) throws {
        let bytes = [UInt8](repeating: 9, count: length) + [1, 2] + [UInt8](repeating: 0, count: length)
        #expect(try roundTrip(bytes) == bytes)
    }

    @Test func runsCostAFewBitsEach() {
        let zeros = [UInt8](repeating: 0, count: 1 << 20)
        // A megabyte of zeros is 4065 matches of 258: about a byte each, plus the header.
        #expect(PNGEncoder.deflate(zeros).count < 4_500)
    }

    @Test func textLikeDataInflatesBack() throws {
        var bytes: [UInt8] = []
        for k in 0..<2000 { bytes += noise(k % 37, seed: UInt64(k)) + [UInt8](repeating: UInt8(k % 5), count: k % 300) }
        #expect(try roundTrip(bytes) == bytes)
    }

    @Test func incompressibleDataIsStored() throws {
        let bytes = noise(200_000)
        let stream = PNGEncoder.deflate(bytes)
        #expect(try PNGDecoder.inflate(stream, count: bytes.count) == bytes)
        // Stored blocks: 2 bytes of zlib header, 5 per block of at most 65535, 4 of checksum.
        #expect(stream.count == 2 + bytes.count + 5 * 4 + 4)
    }

    @Test func theSameBytesGiveTheSameStream() {
        let bytes = noise(5000).map { $0 & 0x3 }
        #expect(PNGEncoder.deflate(bytes) == PNGEncoder.deflate(bytes))
    }

    @Test func huffmanLengthsStayWithinTheLimitAndFormACompleteCode() {
        // Fibonacci frequencies make an unlimited Huffman code 29 bits deep.
        var frequencies = [1, 1]
        while frequencies.count < 30 { frequencies.append(frequencies[frequencies.count - 1] + frequencies[frequencies.count - 2]) }
        let code = HuffmanCode(frequencies: frequencies, maximumLength: 15)
        #expect(code.lengths.max() == 15)
        #expect(!code.lengths.contains(0))
        let kraft = code.lengths.reduce(0.0) { $0 + 1 / Double(1 << Int($1)) }
        #expect(kraft == 1)
        // Prefix-free: no code is the start of another (codes are stored bit-reversed).
        for i in code.lengths.indices {
            for j in code.lengths.indices where i != j && code.lengths[i] <= code.lengths[j] {
                let mask = UInt16((1 << Int(code.lengths[i])) - 1)
                #expect(code.codes[j] & mask != code.codes[i])
            }
        }
    }

    @Test func aLoneSymbolTakesOneBit() {
        #expect(HuffmanCode(frequencies: [0, 0, 5, 0], maximumLength: 15).lengths == [0, 0, 1, 0])
        #expect(HuffmanCode(frequencies: [0, 0, 0], maximumLength: 15).lengths == [0, 0, 0])
    }

    @Test func canonicalCodesFollowRFC1951sExample() {
        // RFC 1951, 3.2.2: lengths (3, 3, 3, 3, 3, 2, 4, 4) give 010, 011, 100, 101, 110, 00, 1110, 1111.
        let code = HuffmanCode(lengths: [3, 3, 3, 3, 3, 2, 4, 4])
        let plain: [UInt16] = [0b010, 0b011, 0b100, 0b101, 0b110, 0b00, 0b1110, 0b1111]
        for (k, length) in code.lengths.enumerated() {
            var reversed: UInt16 = 0
            for bit in 0..<Int(length) where plain[k] & (1 << bit) != 0 { reversed |= 1 << (Int(length) - 1 - bit) }
            #expect(code.codes[k] == reversed)
        }
    }
}
