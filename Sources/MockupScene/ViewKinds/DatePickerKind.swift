import MockupCore
import MockupUI
import Yams

extension ViewKindFormat {
    /// `datePicker` (UIDatePicker).
    static let datePicker = ViewKindFormat(
        name: "datePicker",
        summary: "A date picker: wheels, or ios17's inline calendar.",
        keys: ["mode", "date", "style"],
        properties: { ViewProperties.datePickerProperties },
        decode: { $0.datePickerKind($1) },
        storyboardElements: ["datePicker"],
        archiveClasses: ["IBUIDatePicker"],
        storyboardProperties: IBViews.datePickerProperties
    )
}

extension ViewProperties {
    fileprivate static var datePickerProperties: [String: JSONSchema] {
        [
            "mode": .words(of: DatePickerSpec.Mode.self, "The wheels: time, date or dateAndTime."),
            "date": JSONSchema([
                "type": .string("string"), "pattern": .string("^[0-9]+-[0-9]+-[0-9]+(T[0-9]+:[0-9]+)?$"),
                "description": .string("The date shown: \"2009-06-17\" or \"2009-06-17T09:41\"."),
            ]),
            "style": .words(of: DatePickerSpec.Style.self, "wheels, or inline (ios17's calendar)."),
        ]
    }
}

extension SceneDecoder {
    fileprivate func datePickerKind(_ m: MappingReader) -> ViewSpec.Kind {
        var date = DatePickerSpec().date
        if let node = m["date"], let text = reader.string(node, m.path("date")) {
            if let parsed = CalendarDate(parsing: text) {
                date = parsed
            } else {
                reader.error("expected a date as 2009-06-17 or 2009-06-17T09:41, found '\(text)'", at: node, m.path("date"))
            }
        }
        return .datePicker(DatePickerSpec(
            mode: m.name("mode", "date picker mode") ?? .dateAndTime, date: date, style: m.name("style", "date picker style") ?? .wheels
        ))
    }
}

extension IBViews {
    fileprivate static func datePickerProperties(_ e: XMLTree, _ s: PropertySource, _ warnings: inout IBWarnings) -> [(String, Node?)] {
        warnings.add("\(e.name) drawn with its default content")
        return []
    }
}
