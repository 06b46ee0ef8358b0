internal import CZlib

/// PNG chunk CRCs (zlib's crc32, the polynomial PNG specifies).
enum CRC32 {
    static func checksum(_ bytes: [UInt8], seed: UInt = 0) -> UInt32 {
        bytes.withUnsafeBufferPointer { buffer in
            UInt32(truncatingIfNeeded: crc32(seed, buffer.baseAddress, uInt(buffer.count)))
        }
    }

    static func checksum(_ bytes: ArraySlice<UInt8>, seed: UInt = 0) -> UInt32 {
        bytes.withUnsafeBufferPointer { buffer in
            UInt32(truncatingIfNeeded: crc32(seed, buffer.baseAddress, uInt(buffer.count)))
        }
    }
}

extension Array where Element == UInt8 {
    mutating func appendBigEndian(_ v: UInt32) {
        append(UInt8(v >> 24)); append(UInt8((v >> 16) & 0xff)); append(UInt8((v >> 8) & 0xff)); append(UInt8(v & 0xff))
    }

    mutating func appendBigEndian(_ v: UInt16) {
        append(UInt8(v >> 8)); append(UInt8(v & 0xff))
    }

    /// Appends a PNG chunk: length, type, data, CRC over type and data.
    mutating func appendChunk(_ type: String, _ data: [UInt8]) {
        appendBigEndian(UInt32(data.count))
        let typed = Array(type.utf8) + data
        append(contentsOf: typed)
        appendBigEndian(CRC32.checksum(typed))
    }

    func readBigEndian32(at i: Int) -> UInt32 {
        UInt32(self[i]) << 24 | UInt32(self[i + 1]) << 16 | UInt32(self[i + 2]) << 8 | UInt32(self[i + 3])
    }
}
