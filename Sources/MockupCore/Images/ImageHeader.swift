/// The size of a picture file read from its first bytes, without decoding
/// it: PNG's IHDR, JPEG's start-of-frame marker, SVG's root `width`,
/// `height` and `viewBox`.
public enum ImageHeader {
    /// Pixels for PNG and JPEG, points (CSS pixels) for SVG; nil when the bytes do not say.
    public static func size(of bytes: [UInt8], format: ImageAsset.Format) -> Size? {
        switch format {
        case .png: png(bytes)
        case .jpeg: jpeg(bytes).map { jpegOrientation(bytes) >= 5 ? Size(width: $0.height, height: $0.width) : $0 }
        case .svg: svg(bytes)
        }
    }

    static func png(_ b: [UInt8]) -> Size? {
        // Signature (8), IHDR's length (4) and type (4), then width and height, big-endian.
        guard b.count >= 24, b[12...15].elementsEqual(Array("IHDR".utf8)) else { return nil }
        let w = be32(b, 16), h = be32(b, 20)
        guard w > 0, h > 0 else { return nil }
        return Size(width: Double(w), height: Double(h))
    }

    static func jpeg(_ b: [UInt8]) -> Size? {
        var i = 2
        while i + 4 <= b.count {
            guard b[i] == 0xFF else { return nil }
            let marker = b[i + 1]
            if marker == 0xFF { i += 1; continue }  // fill bytes
            if marker == 0xD8 || (0xD0...0xD7).contains(marker) || marker == 0x01 { i += 2; continue }
            let length = Int(b[i + 2]) << 8 | Int(b[i + 3])
            guard length >= 2 else { return nil }
            // SOF0...SOF15, except DHT (C4), JPG (C8) and DAC (CC).
            if (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC {
                guard i + 9 <= b.count else { return nil }
                let h = Int(b[i + 5]) << 8 | Int(b[i + 6]), w = Int(b[i + 7]) << 8 | Int(b[i + 8])
                guard w > 0, h > 0 else { return nil }
                return Size(width: Double(w), height: Double(h))
            }
            i += 2 + length
        }
        return nil
    }

    /// A JPEG's EXIF orientation (1 to 8; 1, as stored, when it gives none),
    /// which UIImage applies: 5 to 8 turn it a quarter, so its width and height swap.
    public static func jpegOrientation(_ b: [UInt8]) -> Int {
        var i = 2
        while i + 4 <= b.count, b[i] == 0xFF {
            let marker = b[i + 1]
            if marker == 0xDA || marker == 0xD9 { return 1 }  // the image data: no EXIF before it
            let length = Int(b[i + 2]) << 8 | Int(b[i + 3])
            guard length >= 2, i + 2 + length <= b.count else { return 1 }
            if marker == 0xE1, length >= 16, b[(i + 4)..<(i + 10)].elementsEqual([0x45, 0x78, 0x69, 0x66, 0, 0]) {
                return exifOrientation(Array(b[(i + 10)..<(i + 2 + length)])) ?? 1
            }
            i += 2 + length
        }
        return 1
    }

    /// The orientation tag (0x0112) of a TIFF header's first directory.
    private static func exifOrientation(_ t: [UInt8]) -> Int? {
        guard t.count >= 8 else { return nil }
        let little = t[0] == 0x49
        func u16(_ i: Int) -> Int { little ? Int(t[i]) | Int(t[i + 1]) << 8 : Int(t[i]) << 8 | Int(t[i + 1]) }
        func u32(_ i: Int) -> Int { little ? u16(i) | u16(i + 2) << 16 : u16(i) << 16 | u16(i + 2) }
        let directory = u32(4)
        guard directory + 2 <= t.count else { return nil }
        for n in 0..<u16(directory) {
            let entry = directory + 2 + n * 12
            guard entry + 12 <= t.count else { return nil }
            if u16(entry) == 0x0112 {
                let value = u16(entry + 8)
                return (1...8).contains(value) ? value : nil
            }
        }
        return nil
    }

    /// Whether the bytes open like an SVG document (an `<svg` element among the first KiB).
    static func looksLikeSVG(_ b: [UInt8]) -> Bool {
        let head = String(decoding: b.prefix(1024), as: UTF8.self)
        return head.contains("<svg")
    }

    /// The root element's `width` and `height` in CSS pixels (px, pt, no unit;
    /// a percentage or none defers to the `viewBox`).
    static func svg(_ b: [UInt8]) -> Size? {
        let text = String(decoding: b.prefix(65_536), as: UTF8.self)
        guard let open = text.firstRange(of: "<svg") else { return nil }
        guard let close = text[open.upperBound...].firstIndex(of: ">") else { return nil }
        let tag = String(text[open.upperBound..<close])
        var boxSize: Size?
        if let box = attribute("viewBox", in: tag) {
            let numbers: [Double] = box.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
            if numbers.count == 4, numbers[2] > 0, numbers[3] > 0 { boxSize = Size(width: numbers[2], height: numbers[3]) }
        }
        let w: Double? = attribute("width", in: tag).flatMap { length($0) }
        let h: Double? = attribute("height", in: tag).flatMap { length($0) }
        switch (w, h, boxSize) {
        case let (w?, h?, _): return Size(width: w, height: h)
        case let (w?, nil, box?): return Size(width: w, height: w * box.height / box.width)
        case let (nil, h?, box?): return Size(width: h * box.width / box.height, height: h)
        case let (nil, nil, box?): return box
        default: return nil
        }
    }

    private static func attribute(_ name: String, in tag: String) -> String? {
        var search = tag[...]
        while let r = search.firstRange(of: name) {
            let before = r.lowerBound == tag.startIndex ? " " : tag[tag.index(before: r.lowerBound)]
            var rest = tag[r.upperBound...].drop(while: { $0 == " " })
            guard before.isWhitespace, rest.first == "=" else { search = tag[r.upperBound...]; continue }
            rest = rest.dropFirst().drop(while: { $0 == " " })
            guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
            rest = rest.dropFirst()
            guard let end = rest.firstIndex(of: quote) else { return nil }
            return String(rest[..<end])
        }
        return nil
    }

    /// A CSS length in pixels: a number, with px, pt (4/3 px), pc, mm, cm or in.
    private static func length(_ text: String) -> Double? {
        let units: [(String, Double)] = [("px", 1), ("pt", 4.0 / 3), ("pc", 16), ("mm", 96 / 25.4), ("cm", 96 / 2.54), ("in", 96)]
        let trimmed = text.trimmingWhitespace
        for (unit, factor) in units where trimmed.hasSuffix(unit) {
            return Double(trimmed.dropLast(unit.count)).flatMap { $0 > 0 ? $0 * factor : nil }
        }
        return Double(trimmed).flatMap { $0 > 0 ? $0 : nil }
    }

    private static func be32(_ b: [UInt8], _ i: Int) -> Int {
        Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3])
    }
}

private extension String {
    var trimmingWhitespace: String {
        String(drop(while: { $0.isWhitespace }).reversed().drop(while: { $0.isWhitespace }).reversed())
    }
}
