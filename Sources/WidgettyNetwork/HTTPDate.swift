import Foundation

/// HTTP dates (RFC 9110 §5.6.7): the IMF-fixdate senders must use (`Sun, 06 Nov 1994 08:49:37 GMT`),
/// and the two obsolete forms recipients must still read (RFC 850 and asctime). Always UTC.
public enum HTTPDate {
    private static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    /// The date a header value names, or nil when it is none of the three forms.
    public static func parse(_ text: String) -> Date? {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
        // IMF-fixdate: Sun, 06 Nov 1994 08:49:37 GMT → [Sun, 06, Nov, 1994, 08:49:37, GMT]
        if words.count == 6, words[5] == "GMT", let day = Int(words[1]), let year = Int(words[3]), words[3].count == 4 {
            return date(year: year, month: words[2], day: day, time: words[4])
        }
        // RFC 850: Sunday, 06-Nov-94 08:49:37 GMT (two-digit years: 70–99 → 19xx, else 20xx)
        if words.count == 4, words[3] == "GMT" {
            let parts = words[1].split(separator: "-").map(String.init)
            guard parts.count == 3, let day = Int(parts[0]), let short = Int(parts[2]), parts[2].count == 2 else { return nil }
            return date(year: short >= 70 ? 1900 + short : 2000 + short, month: parts[1], day: day, time: words[2])
        }
        // asctime: Sun Nov  6 08:49:37 1994
        if words.count == 5, let day = Int(words[2]), let year = Int(words[4]) {
            return date(year: year, month: words[1], day: day, time: words[3])
        }
        return nil
    }

    /// The IMF-fixdate for `date` (for `If-Modified-Since` when only a date is known).
    public static func format(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .weekday], from: date)
        let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        func two(_ n: Int?) -> String { let n = n ?? 0; return n < 10 ? "0\(n)" : "\(n)" }
        return "\(weekdays[(c.weekday ?? 1) - 1]), \(two(c.day)) \(months[(c.month ?? 1) - 1].capitalized) \(c.year ?? 1970) "
            + "\(two(c.hour)):\(two(c.minute)):\(two(c.second)) GMT"
    }

    private static func date(year: Int, month: String, day: Int, time: String) -> Date? {
        guard let monthIndex = months.firstIndex(of: month.lowercased()) else { return nil }
        let clock = time.split(separator: ":").compactMap { Int($0) }
        guard clock.count == 3, (1...31).contains(day), (0...23).contains(clock[0]), (0...59).contains(clock[1]),
            (0...60).contains(clock[2])
        else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let components = DateComponents(year: year, month: monthIndex + 1, day: day, hour: clock[0], minute: clock[1], second: clock[2])
        guard let date = calendar.date(from: components),
            calendar.component(.day, from: date) == day  // 31 Feb is no date
        else { return nil }
        return date
    }
}
