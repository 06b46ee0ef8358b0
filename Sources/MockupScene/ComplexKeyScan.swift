import CYaml
import Foundation
import MockupCore

/// A pass over libyaml's events, before Yams composes the document, that
/// bounds what mapping keys hold once aliases are expanded.
///
/// Yams composes an alias as a copy of its anchored node and hashes every
/// mapping key to find duplicates; a list of aliases used as a key (`[*a,
/// *a]: x`, with `a` standing for millions of values) makes that hash take
/// exponential time before any of our checks can run. Scene keys are names,
/// so a key that is a list, a mapping or an alias is never right; this pass
/// measures such keys on the raw events, in linear time, and stops at the
/// limit. Values are left to `DocumentShape`, which bounds the whole
/// document once composed.
// NB: CYaml is Yams's own copy of libyaml, the parser Yams runs on this text next.
enum ComplexKeyScan {
    /// The most values mapping keys may hold together once aliases are
    /// expanded (chosen: a thousand times more than any sensible key).
    static let limit = 10_000

    /// The first place where keys hold more than `limit` values; nil when
    /// they do not, or when libyaml cannot read the text (Yams then reports why).
    static func check(_ text: String, file: String) -> Diagnostic? {
        // Without an alias a key holds at most one value more than it has bytes
        // (each value but a flow mapping's empty one takes a byte, and that one
        // comes with its key's): a text shorter than the limit cannot pass it.
        if text.utf8.count < limit, !mayHoldAlias(text) { return nil }
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBufferPointer { buffer -> Diagnostic? in
            guard let base = buffer.baseAddress else { return nil }
            yaml_parser_set_input_string(&parser, base, buffer.count)
            var scan = Scan()
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else { return nil }
                defer { yaml_event_delete(&event) }
                if event.type == YAML_STREAM_END_EVENT { return nil }
                scan.take(event)
                if scan.keyValues > limit {
                    return Diagnostic(
                        location: SourceLocation(file: file, line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1),
                        message: "a mapping key holds more than \(limit) values once aliases are expanded: "
                            + "keys are names, never lists, mappings or aliases")
                }
            }
        }
    }

    /// Whether a `*` stands where an alias can begin: first, or after a blank
    /// or one of `[{,:-?` (YAML 1.2, 6.9 and 7.1: a node begins after
    /// separation or a flow or block indicator). `'*rows'` in a comment does not.
    static func mayHoldAlias(_ text: String) -> Bool {
        var text = text
        // NB: each `*` found with memchr: most texts have none, and the bytes between are not looked at.
        return text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return false }
            var from = base
            let end = base + bytes.count
            while from < end, let found = memchr(from, Int32(UInt8(ascii: "*")), end - from) {
                let star = found.assumingMemoryBound(to: UInt8.self)
                switch star == base ? UInt8(ascii: " ") : star[-1] {
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: "["),
                     UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "-"), UInt8(ascii: "?"):
                    return true
                default:
                    from = UnsafePointer(star) + 1
                }
            }
            return false
        }
    }

    /// What the events so far add up to.
    private struct Scan {
        /// An open list or mapping: where it started counting, its anchor,
        /// whether it is (or is inside) a key, and for a mapping whether its
        /// next child is a key.
        struct Frame {
            var start: Int
            var anchor: String?
            var inKey: Bool
            var isMapping: Bool
            var nextIsKey = true
        }

        var frames: [Frame] = []
        /// Values seen, aliases expanded (saturating).
        var values = 0
        /// Values inside keys that are lists, mappings or aliases.
        var keyValues = 0
        /// Each anchor's expanded size.
        var sizes: [String: Int] = [:]

        mutating func take(_ event: yaml_event_t) {
            switch event.type {
            case YAML_SCALAR_EVENT:
                let inKey = frames.last?.inKey ?? false
                add(1, inKey: inKey)
                if let anchor = Self.name(event.data.scalar.anchor) { sizes[anchor] = 1 }
                childDone()
            case YAML_ALIAS_EVENT:
                let size = Self.name(event.data.alias.anchor).flatMap { sizes[$0] } ?? 1
                add(size, inKey: (frames.last?.inKey ?? false) || isKeyPosition)
                childDone()
            case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                let inKey = (frames.last?.inKey ?? false) || isKeyPosition
                let anchor = event.type == YAML_SEQUENCE_START_EVENT
                    ? Self.name(event.data.sequence_start.anchor) : Self.name(event.data.mapping_start.anchor)
                frames.append(Frame(start: values, anchor: anchor, inKey: inKey, isMapping: event.type == YAML_MAPPING_START_EVENT))
                add(1, inKey: inKey)
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard let frame = frames.popLast() else { return }
                if let anchor = frame.anchor { sizes[anchor] = values - frame.start }
                childDone()
            default:
                break
            }
        }

        /// Whether the next node is a key of the innermost mapping.
        var isKeyPosition: Bool { frames.last.map { $0.isMapping && $0.nextIsKey } ?? false }

        mutating func add(_ count: Int, inKey: Bool) {
            values = values.addingReportingOverflow(count).overflow ? Int.max : values + count
            if inKey { keyValues = keyValues.addingReportingOverflow(count).overflow ? Int.max : keyValues + count }
        }

        /// A node of the innermost mapping is complete: keys and values alternate.
        mutating func childDone() {
            guard let last = frames.indices.last, frames[last].isMapping else { return }
            frames[last].nextIsKey.toggle()
        }

        static func name(_ anchor: UnsafeMutablePointer<yaml_char_t>?) -> String? {
            anchor.map { String(cString: $0) }
        }
    }
}
