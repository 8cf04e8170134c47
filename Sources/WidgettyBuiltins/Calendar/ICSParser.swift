import Foundation
import WidgettyTerminal

/// Reads the VEVENTs of an iCalendar (.ics) file: SUMMARY, DTSTART and DTEND or DURATION (UTC
/// `Z` times, `TZID=` times, floating times and all-day `VALUE=DATE` dates) and daily or weekly
/// RRULEs with INTERVAL, COUNT, UNTIL and BYDAY. Other properties (EXDATE, RECURRENCE-ID) and
/// other frequencies are skipped: such an event shows its first occurrence only.
struct ICSParser {
    /// The zone of floating times and all-day dates.
    var timeZone: TimeZone

    func events(in text: String) -> [CalendarEvent] {
        var events: [CalendarEvent] = []
        var current: [ContentLine]?
        var depth = 0
        for line in unfoldedLines(text) {
            guard let contentLine = ContentLine(line) else { continue }
            switch (contentLine.name, contentLine.value.uppercased()) {
            case ("BEGIN", "VEVENT") where current == nil:
                current = []
                depth = 0
            case ("BEGIN", _) where current != nil:
                depth += 1  // a VALARM inside the event: its properties are not the event's
            case ("END", "VEVENT") where current != nil && depth == 0:
                if let properties = current, let event = event(from: properties) { events.append(event) }
                current = nil
            case ("END", _) where current != nil:
                depth -= 1
            default:
                if depth == 0 { current?.append(contentLine) }
            }
        }
        return events
    }

    /// Lines with RFC 5545 folding undone (a line starting with a space or tab continues the previous one).
    private func unfoldedLines(_ text: String) -> [String] {
        var lines: [String] = []
        for raw in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            var line = String(raw)
            if line.hasSuffix("\r") { line.removeLast() }
            if let first = line.first, first == " " || first == "\t", !lines.isEmpty {
                lines[lines.count - 1] += line.dropFirst()
            } else {
                lines.append(line)
            }
        }
        return lines
    }

    private func event(from properties: [ContentLine]) -> CalendarEvent? {
        guard let startLine = properties.first(where: { $0.name == "DTSTART" }),
              let start = dateValue(startLine) else { return nil }
        let summary = properties.first { $0.name == "SUMMARY" }.map { TextBudget.cut(unescape($0.value)) } ?? "(no title)"
        let duration = properties.first { $0.name == "DURATION" }.flatMap { Self.duration($0.value) }
        let end = properties.first { $0.name == "DTEND" }.flatMap(dateValue)?.date
            ?? duration.map { start.date.addingTimeInterval($0) }
            ?? (start.isAllDay ? start.date.addingTimeInterval(86_400) : start.date)
        let recurrence = properties.first { $0.name == "RRULE" }.flatMap { recurrenceRule($0.value) }
        return CalendarEvent(
            summary: summary, start: start.date, end: max(end, start.date), isAllDay: start.isAllDay,
            timeZone: start.zone, recurrence: recurrence)
    }

    private func dateValue(_ line: ContentLine) -> (date: Date, isAllDay: Bool, zone: TimeZone)? {
        let value = line.value.trimmingCharacters(in: .whitespaces)
        let isAllDay = line.parameters["VALUE"]?.uppercased() == "DATE" || value.count == 8
        var zone = timeZone
        if let identifier = line.parameters["TZID"], let named = TimeZone(identifier: identifier) { zone = named }
        if value.hasSuffix("Z"), let utc = TimeZone(identifier: "UTC") { zone = utc }
        guard let date = Self.date(value, in: zone, allDay: isAllDay) else { return nil }
        return (date, isAllDay, zone)
    }

    /// `20261122`, `20261122T140000` or `20261122T140000Z` in `zone`.
    static func date(_ value: String, in zone: TimeZone, allDay: Bool) -> Date? {
        let digits = value.filter(\.isNumber)
        guard digits.count == 8 || digits.count == 14 else { return nil }
        func number(_ from: Int, _ length: Int) -> Int? {
            let start = digits.index(digits.startIndex, offsetBy: from)
            return Int(digits[start..<digits.index(start, offsetBy: length)])
        }
        var components = DateComponents(year: number(0, 4), month: number(4, 2), day: number(6, 2))
        if !allDay, digits.count == 14 {
            components.hour = number(8, 2)
            components.minute = number(10, 2)
            components.second = number(12, 2)
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar.date(from: components)
    }

    /// An RFC 5545 duration (`PT1H30M`, `P1D`, `P2W`) in seconds.
    static func duration(_ value: String) -> TimeInterval? {
        var text = Substring(value.trimmingCharacters(in: .whitespaces).uppercased())
        let sign: Double = text.first == "-" ? -1 : 1
        if text.first == "-" || text.first == "+" { text = text.dropFirst() }
        guard text.first == "P" else { return nil }
        var total: Double = 0
        var number = ""
        for character in text.dropFirst() {
            if character.isNumber { number.append(character); continue }
            if character == "T" { continue }
            guard let count = Double(number) else { return nil }
            number = ""
            switch character {
            case "W": total += count * 604_800
            case "D": total += count * 86_400
            case "H": total += count * 3600
            case "M": total += count * 60
            case "S": total += count
            default: return nil
            }
        }
        return number.isEmpty ? sign * total : nil
    }

    private func recurrenceRule(_ value: String) -> CalendarEvent.Recurrence? {
        var parts: [String: String] = [:]
        for part in value.split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1)
            if pair.count == 2 { parts[pair[0].uppercased()] = String(pair[1]) }
        }
        guard let frequency = parts["FREQ"].flatMap({ CalendarEvent.Recurrence.Frequency(rawValue: $0.uppercased()) }) else {
            return nil
        }
        var rule = CalendarEvent.Recurrence(frequency: frequency)
        rule.interval = parts["INTERVAL"].flatMap { Int($0) } ?? 1
        rule.count = parts["COUNT"].flatMap { Int($0) }
        if let until = parts["UNTIL"] {
            let zone = until.hasSuffix("Z") ? (TimeZone(identifier: "UTC") ?? timeZone) : timeZone
            let allDay = until.count == 8
            // An all-day UNTIL includes that whole day.
            rule.until = Self.date(until, in: zone, allDay: allDay).map { allDay ? $0.addingTimeInterval(86_399) : $0 }
        }
        let names = ["SU": 1, "MO": 2, "TU": 3, "WE": 4, "TH": 5, "FR": 6, "SA": 7]
        rule.weekdays = (parts["BYDAY"] ?? "").split(separator: ",").compactMap { names[String($0.suffix(2)).uppercased()] }
        return rule
    }

    private func unescape(_ text: String) -> String {
        var result = ""
        var escaping = false
        for character in text {
            if escaping {
                result.append(character == "n" || character == "N" ? " " : character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}

/// One `NAME;PARAM=value:VALUE` line of an iCalendar file.
private struct ContentLine {
    var name: String
    var parameters: [String: String]
    var value: String

    init?(_ line: String) {
        // The value starts at the first colon outside a quoted parameter value.
        var inQuotes = false
        var colon: String.Index?
        for index in line.indices {
            if line[index] == "\"" { inQuotes.toggle() }
            if line[index] == ":", !inQuotes { colon = index; break }
        }
        guard let colon else { return nil }
        let head = line[..<colon].split(separator: ";")
        guard let first = head.first else { return nil }
        name = first.uppercased()
        parameters = [:]
        for parameter in head.dropFirst() {
            let pair = parameter.split(separator: "=", maxSplits: 1)
            if pair.count == 2 { parameters[pair[0].uppercased()] = pair[1].trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
        }
        value = String(line[line.index(after: colon)...])
    }
}
