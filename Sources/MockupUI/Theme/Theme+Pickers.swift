#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import MockupCore

/// Drawing the looks share for pickers: rows on the wheels' drums and iOS 14's
/// inline calendar.
extension Theme {
    /// Each wheel's rows around its selected one, on a drum: a row `k` places
    /// from the middle turns by `k * rowHeight / radius`, so rows crowd, shrink
    /// and fade toward the top and bottom edges. `ink(k)` colours row `k`.
    func wheelRows(_ picker: PickerContent, frame: Rect, ink: (Int) -> Color) -> [DisplayItem] {
        let v = valueControls
        let radius = frame.height / 2
        var items: [DisplayItem] = []
        var x = frame.minX + 8
        let width = frame.width - 16
        for wheel in picker.wheels {
            let column = Rect(x: x, y: frame.minY, width: width * wheel.share, height: frame.height)
            x = column.maxX
            let reach = Int((radius * .pi / 2 / v.pickerRowHeight).rounded(.down)) + 1
            let nearest = Int(wheel.position.rounded())
            for k in -reach...reach {
                let row = nearest + k
                guard wheel.rows.indices.contains(row) else { continue }
                let angle = (Double(row) - wheel.position) * v.pickerRowHeight / radius
                // Rows turned further than 75 degrees are edge-on: not drawn (chosen).
                guard abs(angle) < 1.3 else { continue }
                let squash = cos(angle)
                let size = v.pickerFont.size * (0.55 + 0.45 * squash)
                let centre = frame.midY + radius * sin(angle)
                let height = v.pickerRowHeight * squash
                let box = Rect(x: column.minX + 4, y: centre - height / 2, width: max(0, column.width - 8), height: height)
                let color = ink(row - wheel.selected)
                items.append(.text(TextRun(
                    text: wheel.rows[row], font: v.pickerFont.with(size: size), color: color.withAlpha(color.alpha * (0.25 + 0.75 * squash)),
                    box: box, alignment: wheel.alignment, verticalAlignment: .center
                )))
            }
        }
        return items
    }

    /// iOS 14's inline calendar: the month and year, the weekday initials, the
    /// days in a grid of seven columns, the selected day in a tinted disc.
    func calendar(_ content: CalendarContent, frame: Rect) -> [DisplayItem] {
        let date = content.date
        let tint = controls.tint
        let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
        var items: [DisplayItem] = [
            .text(TextRun(text: "\(months[date.month - 1]) \(date.year)", font: Font(metrics.family, size: 17, weight: .semibold),
                          color: metrics.textColor, box: Rect(x: frame.minX + 16, y: frame.minY + 10, width: frame.width - 100, height: 24))),
        ]
        // The chevrons: next to the title, and previous/next month at the trailing side.
        func chevron(_ x: Double, pointing dx: Double, y: Double) -> DisplayItem {
            var path = Path()
            path.move(to: Point(x: x - dx * 3, y: y - 6))
            path.line(to: Point(x: x + dx * 3, y: y))
            path.line(to: Point(x: x - dx * 3, y: y + 6))
            return .stroke(path, .color(tint), StrokeStyle(width: 2.2, cap: .round, join: .round))
        }
        items.append(chevron(frame.maxX - 56, pointing: -1, y: frame.minY + 22))
        items.append(chevron(frame.maxX - 24, pointing: 1, y: frame.minY + 22))
        let cell = (frame.width - 16) / 7
        let weekdays = ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"]
        for (i, name) in weekdays.enumerated() {
            items.append(.text(TextRun(text: name, font: Font(metrics.family, size: 13, weight: .semibold), color: SemanticColor.tertiaryLabel.dynamic,
                                       box: Rect(x: frame.minX + 8 + Double(i) * cell, y: frame.minY + 46, width: cell, height: 18), alignment: .center)))
        }
        let first = date.firstWeekdayOfMonth
        let rowHeight = min(cell, (frame.height - 72) / 6)
        for day in 1...date.daysInMonth {
            let slot = first + day - 1
            let box = Rect(x: frame.minX + 8 + Double(slot % 7) * cell, y: frame.minY + 68 + Double(slot / 7) * rowHeight, width: cell, height: rowHeight)
            let selected = day == date.day
            if selected {
                let side = min(box.width, box.height) - 4
                let disc = Rect(x: box.midX - side / 2, y: box.midY - side / 2, width: side, height: side)
                items.append(.fill(.ellipse(in: disc), .color(tint.withAlpha(0.12)), .winding))
            }
            items.append(.text(TextRun(text: "\(day)", font: Font(metrics.family, size: 20, weight: selected ? .semibold : .regular),
                                       color: selected ? tint : metrics.textColor, box: box, alignment: .center, verticalAlignment: .center)))
        }
        return items
    }
}
