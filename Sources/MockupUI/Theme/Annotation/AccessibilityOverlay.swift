import MockupCore

/// Each element VoiceOver reads outlined in its own colour over a light
/// wash of it, numbered in reading order (as AccessibilitySnapshot draws
/// them); the legend says what VoiceOver reads for each: label, value and
/// traits, then the hint.
struct AccessibilityOverlay {
    var elements: [AccessibilityElement]

    func drawn() -> (items: [DisplayItem], legend: [AnnotationLegend.Entry]) {
        var items: [DisplayItem] = []
        var legend: [AnnotationLegend.Entry] = []
        for (index, element) in elements.enumerated() {
            let color = Annotation.color(index)
            let box = element.frame
            items.append(.fill(.rect(box), .color(color.withAlpha(0.18)), .winding))
            items.append(.stroke(.rect(box.insetBy(dx: 1, dy: 1)), .color(color), StrokeStyle(width: 2)))
            let badge = Rect(x: box.minX, y: box.minY, width: 16, height: 16)
            items.append(.fill(.rect(badge), .color(color), .winding))
            items.append(.text(TextRun(text: "\(index + 1)", font: Font(.inter, size: index >= 99 ? 7 : 9, weight: .bold), color: .white,
                                       box: badge, alignment: .center)))
            legend.append(AnnotationLegend.Entry(color: color, badge: "\(index + 1)", title: element.said, detail: element.hint))
        }
        return (items, legend)
    }
}
