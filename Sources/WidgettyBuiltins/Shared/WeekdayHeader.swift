import Foundation
import WidgettyTerminal
import WidgettyUI

/// The month grid's header, Monday first, each weekday in two columns over its day numbers:
/// `Mo Tu We Th Fr Sa Su` in English, `Mo Di Mi Do Fr Sa So`, `月 火 水 木 金 土 日`,
/// `lu ma me je ve sa di`. A language's short names (a trailing dot dropped) when all fit in two
/// columns, else its narrowest ones, cut to two columns if even they are wider.
enum WeekdayHeader {
    static let english = "Mo Tu We Th Fr Sa Su"

    @MainActor
    static func line(for locale: Locale?) -> String {
        guard let locale, !POSIXLocale.isEnglish(locale) else { return english }
        if let known = lines[locale.identifier] { return known }
        let line = names(locale).map(twoColumns).joined(separator: " ")
        lines[locale.identifier] = line
        return line
    }

    @MainActor private static var lines: [String: String] = [:]

    /// Monday to Sunday in `locale`: its short standalone names, or its narrow ones.
    private static func names(_ locale: Locale) -> [String] {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = TimeZone(identifier: "UTC")
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        // 2024-01-01 was a Monday.
        let monday = calendar.date(from: DateComponents(year: 2024, month: 1, day: 1)) ?? Date(timeIntervalSince1970: 1_704_067_200)
        let week = (0..<7).map { monday.addingTimeInterval(Double($0) * 86_400) }
        formatter.dateFormat = "cccccc"
        let short = week.map { day in
            let name = formatter.string(from: day)
            return name.hasSuffix(".") ? String(name.dropLast()) : name
        }
        if short.allSatisfy({ TerminalText.width(of: $0) <= 2 }) { return short }
        formatter.dateFormat = "ccccc"
        return week.map { formatter.string(from: $0) }
    }

    /// `name` in exactly two columns: cut to fit, or with a blank before it.
    private static func twoColumns(_ name: String) -> String {
        var fitted = ""
        for character in name {
            if TerminalText.width(of: fitted) + TerminalText.width(of: character) > 2 { break }
            fitted.append(character)
        }
        return String(repeating: " ", count: max(0, 2 - TerminalText.width(of: fitted))) + fitted
    }
}
