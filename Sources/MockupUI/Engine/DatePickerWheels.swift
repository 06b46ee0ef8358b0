import MockupCore

extension DatePickerSpec {
    /// The wheels UIKit shows for the mode, turned to the date (English, 12-hour).
    var wheels: PickerContent {
        let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
        let hour12 = (date.hour + 11) % 12 + 1
        let hours = PickerContent.Wheel(rows: (1...12).map(String.init), selected: hour12 - 1, share: 0.18, alignment: .right)
        let minutes = PickerContent.Wheel(rows: (0...59).map { $0 < 10 ? "0\($0)" : "\($0)" }, selected: date.minute, share: 0.18, alignment: .left)
        let period = PickerContent.Wheel(rows: ["AM", "PM"], selected: date.hour < 12 ? 0 : 1, share: 0.18)
        switch mode {
        case .time:
            return PickerContent(wheels: [
                PickerContent.Wheel(rows: hours.rows, selected: hours.selected, share: 0.36, alignment: .right),
                PickerContent.Wheel(rows: minutes.rows, selected: minutes.selected, share: 0.28),
                PickerContent.Wheel(rows: period.rows, selected: period.selected, share: 0.36, alignment: .left),
            ])
        case .date:
            let years = Array(max(1, date.year - 20)...(date.year + 20))
            return PickerContent(wheels: [
                PickerContent.Wheel(rows: months, selected: date.month - 1, share: 0.45, alignment: .left),
                PickerContent.Wheel(rows: (1...date.daysInMonth).map(String.init), selected: date.day - 1, share: 0.2),
                PickerContent.Wheel(rows: years.map(String.init), selected: date.year - years[0], share: 0.35),
            ])
        case .dateAndTime:
            // The day wheel reads "Wed Jun 17" for the days around the date.
            let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
            let days = (-7...7).map { offset -> String in
                var day = date.day + offset, month = date.month
                let length = date.daysInMonth
                if day < 1 {
                    month = month == 1 ? 12 : month - 1
                    day += CalendarDate(year: date.year, month: month, day: 1).daysInMonth
                } else if day > length {
                    month = month == 12 ? 1 : month + 1
                    day -= length
                }
                let weekday = weekdays[((date.weekday + offset) % 7 + 7) % 7]
                return "\(weekday) \(months[month - 1].prefix(3)) \(day)"
            }
            return PickerContent(wheels: [
                PickerContent.Wheel(rows: days, selected: 7, share: 0.46, alignment: .right), hours, minutes, period,
            ])
        }
    }
}
