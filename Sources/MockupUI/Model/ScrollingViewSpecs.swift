import MockupCore

/// A UITextView: wrapped text, scrolled by its content offset.
public struct TextViewSpec: Hashable, Sendable {
    public var text: String
    public var font: FontSpec
    public var textColor: Color?
    public var textAlignment: TextRun.Alignment
    /// How far the text is scrolled up, in points.
    public var contentOffset: Point
    public init(
        text: String = "", font: FontSpec = FontSpec(), textColor: Color? = nil, textAlignment: TextRun.Alignment = .left,
        contentOffset: Point = .zero
    ) {
        self.text = text
        self.font = font
        self.textColor = textColor
        self.textAlignment = textAlignment
        self.contentOffset = contentOffset
    }
}

/// A UIScrollView: it clips its subviews and shows them moved by its content offset.
public struct ScrollViewSpec: Hashable, Sendable {
    /// The size its subviews' frames are written in (nil: its own size).
    public var contentSize: Size?
    public var contentOffset: Point
    /// Whether it shows its scroll indicators while it scrolls.
    public var showsScrollIndicators: Bool
    public init(contentSize: Size? = nil, contentOffset: Point = .zero, showsScrollIndicators: Bool = true) {
        self.contentSize = contentSize
        self.contentOffset = contentOffset
        self.showsScrollIndicators = showsScrollIndicators
    }
}

/// A UIPickerView: a wheel per component, each turned to its selected row.
public struct PickerViewSpec: Hashable, Sendable {
    public var components: [[String]]
    /// The selected row of each component (missing ones: row 0).
    public var selectedRows: [Int]
    public init(components: [[String]] = [], selectedRows: [Int] = []) {
        self.components = components
        self.selectedRows = selectedRows
    }
}

/// A UIDatePicker: wheels for a time, a date or both, or (ios17) the inline calendar.
public struct DatePickerSpec: Hashable, Sendable {
    public enum Mode: String, Hashable, Sendable, CaseIterable { case time, date, dateAndTime }
    public enum Style: String, Hashable, Sendable, CaseIterable { case wheels, inline }
    public var mode: Mode
    public var date: CalendarDate
    public var style: Style
    public init(mode: Mode = .dateAndTime, date: CalendarDate = CalendarDate(year: 2009, month: 6, day: 17, hour: 9, minute: 41), style: Style = .wheels) {
        self.mode = mode
        self.date = date
        self.style = style
    }
}

/// A date and time as written (`2009-06-17T09:41`), without a time zone: what the picker shows.
public struct CalendarDate: Hashable, Sendable {
    public var year: Int, month: Int, day: Int, hour: Int, minute: Int
    public init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0) {
        self.year = year; self.month = month; self.day = day; self.hour = hour; self.minute = minute
    }

    /// `YYYY-MM-DD` or `YYYY-MM-DDTHH:MM`; nil when malformed or not a real date.
    public init?(parsing text: String) {
        let parts = text.split(separator: "T", omittingEmptySubsequences: false)
        guard parts.count <= 2 else { return nil }
        let ymd = parts[0].split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
        guard ymd.count == 3, let y = ymd[0], let m = ymd[1], let d = ymd[2], (1...12).contains(m), (1...9999).contains(y) else { return nil }
        var hour = 0, minute = 0
        if parts.count == 2 {
            let hm = parts[1].split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
            guard hm.count == 2, let h = hm[0], let mi = hm[1], (0...23).contains(h), (0...59).contains(mi) else { return nil }
            hour = h; minute = mi
        }
        self.init(year: y, month: m, day: d, hour: hour, minute: minute)
        guard (1...daysInMonth).contains(d) else { return nil }
    }

    /// Days in this date's month (the Gregorian calendar).
    public var daysInMonth: Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// 0 Sunday ... 6 Saturday (Zeller's congruence, Gregorian).
    public var weekday: Int {
        var m = month, y = year
        if m < 3 { m += 12; y -= 1 }
        let h = (day + (13 * (m + 1)) / 5 + y + y / 4 - y / 100 + y / 400) % 7  // 0 Saturday
        return (h + 6) % 7
    }

    /// The weekday of the first of this date's month.
    public var firstWeekdayOfMonth: Int {
        CalendarDate(year: year, month: month, day: 1).weekday
    }
}
