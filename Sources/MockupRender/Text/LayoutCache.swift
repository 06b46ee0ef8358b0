import MockupCore
internal import CPango

/// Pango layouts kept after drawing, by what they lay out, so text drawn
/// again (every frame of a transition draws the same runs, moved) is not
/// shaped again. One per font library, used with its lock held.
///
/// Each layout keeps the context it was made on and what that context was
/// last brought up to date with: the drawing's scale and rotation (Pango
/// leaves translation out) and the kind of surface, which decides the font
/// options. A drawing that differs updates the context
/// (`pango_cairo_update_context`), and Pango lays the text out again, so a
/// layout from the cache draws exactly what a new one would.
///
/// NB: the update is skipped when nothing differs: Pango counts every
/// update as a change (`pango_context_set_matrix` always does) and would
/// shape the text again for nothing.
final class LayoutCache {
    struct Key: Hashable {
        var text: String
        var font: Font
        var width: Double
        var height: Double
        var lineLimit: Int
        var truncation: TextRun.Truncation
        var alignment: TextRun.Alignment
        var direction: TextRun.Direction

        init(_ run: TextRun) {
            text = run.text
            font = run.font
            width = run.box.width
            height = run.box.height
            lineLimit = run.lineLimit
            truncation = run.truncation
            alignment = run.alignment
            direction = run.direction
        }
    }

    /// What a context was last updated with.
    struct Transform: Equatable {
        var xx = 0.0, yx = 0.0, xy = 0.0, yy = 0.0
        var surfaceType: UInt32 = 0
    }

    final class Entry {
        let context: OpaquePointer
        let layout: OpaquePointer
        var transform = Transform()

        init(context: OpaquePointer, layout: OpaquePointer) {
            self.context = context
            self.layout = layout
        }
    }

    /// Layouts kept at most; past it the cache starts again (chosen: a screen
    /// draws a few dozen runs, a transition two screens' worth).
    static let capacity = 512

    private var entries: [Key: Entry] = [:]

    /// The layout for `run`, made by `make` (a context and a layout on it, both
    /// owned by the cache from then on) when there is none.
    func entry(for run: TextRun, make: () -> Entry?) -> Entry? {
        let key = Key(run)
        if let entry = entries[key] { return entry }
        guard let entry = make() else { return nil }
        if entries.count >= Self.capacity { removeAll() }
        entries[key] = entry
        return entry
    }

    private func removeAll() {
        for entry in entries.values { Self.release(entry) }
        entries.removeAll(keepingCapacity: true)
    }

    private static func release(_ entry: Entry) {
        TextLayout.release(entry.layout)
        g_object_unref(UnsafeMutableRawPointer(entry.context))
    }

    deinit { removeAll() }
}
