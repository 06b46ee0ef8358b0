import MockupCore

/// The column beside an annotated picture: a heading, then each entry's
/// swatch (with its number, for reading order) and its lines of text.
public struct AnnotationLegend: Sendable {
    public struct Entry: Hashable, Sendable {
        public var color: Color
        /// Shown in the swatch (an element's place in the reading order); nil: a plain swatch.
        public var badge: String?
        public var title: String
        public var detail: String?
    }

    var title: String
    var entries: [Entry]

    static let titleFont = Font(.inter, size: 13, weight: .semibold)
    static let entryFont = Font(.inter, size: 11, weight: .medium)
    static let detailFont = Font(.inter, size: 10)

    /// The legend drawn in `box`: entries that do not fit end in a line saying how many more there are.
    func drawn(in box: Rect) -> [DisplayItem] {
        var items: [DisplayItem] = [.fill(.rect(box), .color(Color(r: 248, g: 248, b: 250)), .winding),
                                    .fill(.rect(Rect(x: box.minX, y: box.minY, width: 1, height: box.height)), .color(Color(r: 210, g: 210, b: 215)), .winding)]
        let inset = 12.0
        var y = box.minY + inset
        items.append(.text(TextRun(text: title, font: Self.titleFont, color: .black,
                                   box: Rect(x: box.minX + inset, y: y, width: box.width - 2 * inset, height: 18))))
        y += 26
        for (index, entry) in entries.enumerated() {
            let height = entry.detail == nil ? 18.0 : 32.0
            guard y + height + 16 <= box.maxY || index == entries.count - 1 && y + height <= box.maxY else {
                items.append(.text(TextRun(text: "and \(entries.count - index) more", font: Self.detailFont, color: Color(r: 90, g: 90, b: 96),
                                           box: Rect(x: box.minX + inset, y: y, width: box.width - 2 * inset, height: 14))))
                break
            }
            let swatch = Rect(x: box.minX + inset, y: y + 1, width: 16, height: 16)
            items.append(.fill(.roundedRect(swatch, radius: 4), .color(entry.color), .winding))
            if let badge = entry.badge {
                items.append(.text(TextRun(text: badge, font: Font(.inter, size: badge.count > 2 ? 7 : 9, weight: .bold), color: .white,
                                           box: swatch, alignment: .center)))
            }
            let x = swatch.maxX + 8, width = box.maxX - inset - x
            items.append(.text(TextRun(text: entry.title, font: Self.entryFont, color: .black, box: Rect(x: x, y: y, width: width, height: 18))))
            if let detail = entry.detail {
                items.append(.text(TextRun(text: detail, font: Self.detailFont, color: Color(r: 90, g: 90, b: 96),
                                           box: Rect(x: x, y: y + 16, width: width, height: 14))))
            }
            y += height + 6
        }
        return items
    }
}
