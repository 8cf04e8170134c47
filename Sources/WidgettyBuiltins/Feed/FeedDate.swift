import Foundation

/// The dates feeds carry, read without a date formatter: RSS's RFC 822 (`Sun, 22 Nov 2026
/// 14:05:09 GMT`, with RFC 1123's four-digit years and RFC 822's two-digit ones, named zones,
/// military letters and `+hhmm` offsets, seconds and the weekday optional) and Atom's and JSON
/// Feed's RFC 3339 (`2026-11-22T14:05:09Z`, with or without fractional seconds, `Z` or
/// `±hh:mm`, `T` or a space). Anything else is nil: the item is then undated.
enum FeedDate {
    static func parse(_ text: String) -> Date? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let first = trimmed.first else { return nil }
        return first.isNumber && trimmed.count >= 10 && trimmed.dropFirst(4).first == "-"
            ? rfc3339(trimmed) : rfc822(trimmed)
    }

    /// `YYYY-MM-DDTHH:MM:SS[.fff…](Z|±HH:MM)`; a date alone is midnight UTC.
    static func rfc3339(_ text: String) -> Date? {
        var scanner = DigitScanner(text)
        guard let year = scanner.number(4), scanner.skip("-"), let month = scanner.number(2), scanner.skip("-"),
              let day = scanner.number(2)
        else { return nil }
        guard !scanner.atEnd else { return date(year, month, day, 0, 0, 0, offset: 0) }
        guard scanner.skip("T") || scanner.skip("t") || scanner.skip(" "),
              let hour = scanner.number(2), scanner.skip(":"), let minute = scanner.number(2), scanner.skip(":"),
              let second = scanner.number(2)
        else { return nil }
        var fraction = 0.0
        if scanner.skip(".") || scanner.skip(",") {
            guard let digits = scanner.digits() else { return nil }
            fraction = Double("0." + digits) ?? 0
        }
        let offset: Int
        if scanner.skip("Z") || scanner.skip("z") {
            offset = 0
        } else if let sign = scanner.sign(), let hours = scanner.number(2) {
            _ = scanner.skip(":")
            guard let minutes = scanner.number(2) else { return nil }
            offset = sign * (hours * 3600 + minutes * 60)
        } else {
            return nil
        }
        guard scanner.atEnd else { return nil }
        return date(year, month, day, hour, minute, second, offset: offset)?.addingTimeInterval(fraction)
    }

    /// `[Www, ]D Mmm YY[YY] HH:MM[:SS] ZONE`.
    static func rfc822(_ text: String) -> Date? {
        var words = text.replacingOccurrences(of: ",", with: " ").split(separator: " ").map(String.init)
        if let first = words.first, first.first?.isLetter == true { words.removeFirst() }
        guard words.count == 5 || words.count == 4,
              let day = Int(words[0]), let month = months[words[1].prefix(3).lowercased()], var year = Int(words[2])
        else { return nil }
        if words[2].count == 2 { year += year < 50 ? 2000 : 1900 }
        let clock = words[3].split(separator: ":").map { Int($0) }
        guard clock.count == 2 || clock.count == 3, clock.allSatisfy({ $0 != nil }) else { return nil }
        let zone = words.count == 5 ? words[4] : "GMT"
        guard let offset = zoneOffset(zone) else { return nil }
        return date(year, month, day, clock[0]!, clock[1]!, clock.count == 3 ? clock[2]! : 0, offset: offset)
    }

    private static let months = ["jan": 1, "feb": 2, "mar": 3, "apr": 4, "may": 5, "jun": 6, "jul": 7, "aug": 8,
                                 "sep": 9, "oct": 10, "nov": 11, "dec": 12]
    private static let namedZones = ["GMT": 0, "UT": 0, "UTC": 0, "Z": 0, "EST": -5, "EDT": -4, "CST": -6, "CDT": -5,
                                     "MST": -7, "MDT": -6, "PST": -8, "PDT": -7]

    /// Seconds east of UTC for `+0100`, `-0530`, `GMT`, `EST`, …; RFC 822's military letters
    /// other than Z are unreliable (their signs were defined backwards) and count as UTC, as
    /// RFC 1123 advises.
    private static func zoneOffset(_ zone: String) -> Int? {
        if let hours = namedZones[zone.uppercased()] { return hours * 3600 }
        if zone.count == 1, zone.first?.isLetter == true { return 0 }
        guard zone.count == 5, let sign = zone.first, sign == "+" || sign == "-",
              let hours = Int(zone.dropFirst().prefix(2)), let minutes = Int(zone.suffix(2))
        else { return nil }
        return (sign == "-" ? -1 : 1) * (hours * 3600 + minutes * 60)
    }

    /// The instant of a civil date and time at `offset` seconds east of UTC, checked for range.
    static func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int, _ second: Int, offset: Int) -> Date? {
        guard (1...12).contains(month), (1...31).contains(day), (0...23).contains(hour), (0...59).contains(minute),
              (0...60).contains(second)
        else { return nil }
        // Days from 1970-01-01 of a proleptic Gregorian date (the civil-from-days inverse).
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let days = era * 146_097 + dayOfEra - 719_468
        let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - offset
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }
}

/// Reads fixed-width numbers and signs from the front of a text.
private struct DigitScanner {
    private var rest: Substring

    init(_ text: String) { rest = Substring(text) }

    var atEnd: Bool { rest.isEmpty }

    mutating func skip(_ literal: Character) -> Bool {
        guard rest.first == literal else { return false }
        rest = rest.dropFirst()
        return true
    }

    mutating func number(_ width: Int) -> Int? {
        let digits = rest.prefix(width)
        guard digits.count == width, digits.allSatisfy(\.isASCIIDigit) else { return nil }
        rest = rest.dropFirst(width)
        return Int(digits)
    }

    mutating func digits() -> String? {
        let digits = rest.prefix { $0.isASCIIDigit }
        guard !digits.isEmpty else { return nil }
        rest = rest.dropFirst(digits.count)
        return String(digits)
    }

    mutating func sign() -> Int? {
        if skip("+") { return 1 }
        if skip("-") { return -1 }
        return nil
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
