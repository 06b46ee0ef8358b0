/// The layout as indented text, one view a line (`mockup layout --format
/// tree`, and the text snapshots `verify --text-snapshots` keeps): stable and
/// made to be read in a diff.
///
///     window [0, 0, 393, 852]
///       navigationBar "Settings" [0, 59, 393, 44]
///         barButtonItem #edit "Edit" [329, 59, 48, 44]
///       tableCell "Wi-Fi" [0, 120, 393, 44] selected
///
/// A line is the kind, `#id`, the text in quotes (the title instead where
/// the view has no text, and beside it where they differ), the frame in
/// window points, `alpha` when the view is not opaque and its state.
public enum LayoutTreeText {
    /// The tree of `dump`, after a first line naming the device, step and time.
    public static func text(of dump: LayoutDump, constraints: Bool = false) -> String {
        var lines = ["device \(number(dump.deviceSize.width)) x \(number(dump.deviceSize.height)) @\(number(dump.scale))x, step \(dump.step), time \(number(dump.time))"]
        append(dump.root, depth: 0, constraints: constraints, to: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    /// One node's line (without indent).
    public static func line(_ node: LayoutNode) -> String {
        var parts = [node.kind + (node.id.map { "#\($0)" } ?? "")]
        if let text = node.text {
            parts.append(quoted(text))
            if let title = node.title, title != text { parts.append("title " + quoted(title)) }
        } else if let title = node.title {
            parts.append(quoted(title))
        }
        parts.append("[" + node.frame.components.map(number).joined(separator: ", ") + "]")
        if node.alpha != 1 { parts.append("alpha " + number(node.alpha)) }
        parts += node.state
        return parts.joined(separator: " ")
    }

    private static func append(_ node: LayoutNode, depth: Int, constraints: Bool, to lines: inout [String]) {
        let indent = String(repeating: "  ", count: depth)
        lines.append(indent + line(node))
        if constraints {
            for constraint in node.constraints { lines.append(indent + "  | " + constraint) }
        }
        for child in node.children { append(child, depth: depth + 1, constraints: constraints, to: &lines) }
    }

    /// A string as JSON writes it, in double quotes with escapes.
    private static func quoted(_ text: String) -> String { JSONValue.string(text).serialized() }

    /// A number as the layout JSON writes it, rounded to thousandths.
    private static func number(_ value: Double) -> String { JSONValue.number((value * 1000).rounded() / 1000).serialized() }
}
