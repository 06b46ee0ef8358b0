/// Packs deflate's bit stream, least significant bit first, into a buffer the
/// caller sized: `capacity` must hold every byte written plus 8, since each
/// `put` stores a whole 64-bit word and moves on by the bytes it completed.
struct BitWriter {
    private let start: UnsafeMutablePointer<UInt8>
    private var cursor: UnsafeMutablePointer<UInt8>
    private var pending: UInt64 = 0
    private var pendingCount: UInt64 = 0

    init(into buffer: UnsafeMutablePointer<UInt8>) {
        start = buffer
        cursor = buffer
    }

    /// Bytes written so far, counting a partly filled last byte.
    var byteCount: Int { cursor - start + (pendingCount > 0 ? 1 : 0) }

    /// Appends the low `count` bits of `bits` (at most 56, and no bit above them set):
    /// with at most 7 bits pending, at most 63 are in hand, so no whole word is ever lost.
    @inline(__always)
    mutating func put(_ bits: UInt64, _ count: UInt64) {
        pending |= bits &<< pendingCount
        pendingCount &+= count
        UnsafeMutableRawPointer(cursor).storeBytes(of: pending.littleEndian, as: UInt64.self)
        let whole = pendingCount &>> 3
        cursor += Int(whole)
        pending = pending &>> (whole &<< 3)
        pendingCount &= 7
    }

    /// Pads to a byte boundary with zero bits.
    mutating func alignToByte() {
        if pendingCount > 0 { put(0, 8 - pendingCount) }
    }

    /// Appends whole bytes; the stream must be at a byte boundary.
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        precondition(pendingCount == 0, "BitWriter: bytes appended between bit boundaries")
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        cursor.update(from: base, count: bytes.count)
        cursor += bytes.count
    }
}
