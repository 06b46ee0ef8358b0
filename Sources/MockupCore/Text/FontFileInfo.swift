/// The faces of a font file (TrueType, OpenType, or a collection of them)
/// as its own tables name them: family (the typographic family when the
/// file gives one), PostScript name, full name, and weight class. Read in
/// Swift from the `name` and `OS/2` tables, so that a scene's font names are
/// checked when it is loaded.
public struct FontFileInfo: Hashable, Sendable {
    public struct Face: Hashable, Sendable {
        public var family: String
        public var postScriptName: String?
        public var fullName: String?
        /// The OpenType weight class (400 regular, 700 bold).
        public var weight: Int

        public init(family: String, postScriptName: String?, fullName: String?, weight: Int) {
            self.family = family
            self.postScriptName = postScriptName
            self.fullName = fullName
            self.weight = weight
        }
    }

    public var faces: [Face]

    /// Nil when the bytes are not a font file mockup reads.
    public init?(_ bytes: [UInt8]) {
        guard bytes.count >= 12 else { return nil }
        let tag = Self.tag(bytes, 0)
        var offsets: [Int] = []
        if tag == "ttcf" {
            let count = Self.u32(bytes, 8)
            guard count > 0, count < 1000, bytes.count >= 12 + count * 4 else { return nil }
            offsets = (0..<count).map { Self.u32(bytes, 12 + $0 * 4) }
        } else if tag == "OTTO" || tag == "true" || bytes[0..<4] == [0, 1, 0, 0] {
            offsets = [0]
        } else {
            return nil
        }
        faces = offsets.compactMap { Self.face(bytes, at: $0) }
        if faces.isEmpty { return nil }
    }

    private static func face(_ b: [UInt8], at offset: Int) -> Face? {
        guard offset + 12 <= b.count else { return nil }
        let tables = u16(b, offset + 4)
        var directory: [String: (offset: Int, length: Int)] = [:]
        for i in 0..<tables {
            let record = offset + 12 + i * 16
            guard record + 16 <= b.count else { return nil }
            directory[tag(b, record)] = (u32(b, record + 8), u32(b, record + 12))
        }
        guard let name = directory["name"], name.offset + name.length <= b.count, name.length >= 6 else { return nil }
        var names: [Int: String] = [:]
        let count = u16(b, name.offset + 2), storage = name.offset + u16(b, name.offset + 4)
        for i in 0..<count {
            let record = name.offset + 6 + i * 12
            guard record + 12 <= b.count else { break }
            let platform = u16(b, record), encoding = u16(b, record + 2), language = u16(b, record + 4)
            let id = u16(b, record + 6), length = u16(b, record + 8), start = storage + u16(b, record + 10)
            guard [1, 2, 4, 6, 16].contains(id), start + length <= b.count else { continue }
            let raw = Array(b[start..<(start + length)])
            let text: String
            if platform == 3 && (encoding == 1 || encoding == 10) || platform == 0 {
                guard platform == 0 || language == 0x409 || names[id] == nil else { continue }
                let units = stride(from: 0, to: raw.count - 1, by: 2).map { UInt16(raw[$0]) << 8 | UInt16(raw[$0 + 1]) }
                text = String(decoding: units, as: UTF16.self)
            } else if platform == 1 && encoding == 0 {
                guard names[id] == nil else { continue }
                text = String(decoding: raw.map { $0 < 0x80 ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
            } else {
                continue
            }
            if platform == 3 || names[id] == nil { names[id] = text }
        }
        guard let family = names[16] ?? names[1], !family.isEmpty else { return nil }
        var weight = 400
        if let os2 = directory["OS/2"], os2.offset + 6 <= b.count { weight = u16(b, os2.offset + 4) }
        return Face(family: family, postScriptName: names[6], fullName: names[4], weight: weight)
    }

    private static func tag(_ b: [UInt8], _ i: Int) -> String { String(decoding: b[i..<(i + 4)], as: UTF8.self) }
    private static func u16(_ b: [UInt8], _ i: Int) -> Int { Int(b[i]) << 8 | Int(b[i + 1]) }
    private static func u32(_ b: [UInt8], _ i: Int) -> Int { Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3]) }
}
