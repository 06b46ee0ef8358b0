/// The few text transformations an HTML page written by hand needs: escaping
/// text and attribute values, percent-encoding relative URLs, and formatting
/// numbers the same way on every machine (no locale).
public enum HTMLText {
    /// Escapes `& < > " '` so that `text` is safe in element content and in a quoted attribute.
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }

    /// Percent-encodes each segment of a relative path (`/` separates segments), keeping only
    /// RFC 3986's unreserved characters, so `catalog-classic@iphone-15/03.png` becomes
    /// `catalog-classic%40iphone-15/03.png`. The result still needs `escape` inside an attribute.
    public static func urlPath(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).map { segment in
            var out = ""
            for byte in segment.utf8 {
                switch byte {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                     UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                     UInt8(ascii: "_"), UInt8(ascii: "~"):
                    out.append(Character(Unicode.Scalar(byte)))
                default:
                    out += "%" + hex(byte)
                }
            }
            return out
        }.joined(separator: "/")
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }
}
