import Foundation

/// Dates written with fixed English patterns (`Sunday 22 November 2026`, `2027-01-01 00:00`),
/// as W1 and `date` print them whatever the locale. Formatters are cached per pattern and
/// zone: views that tick each second would otherwise build one per render.
@MainActor
enum DateText {
    private struct Key: Hashable {
        var pattern: String
        var zone: String
    }

    private static var formatters: [Key: DateFormatter] = [:]

    static func string(_ date: Date, _ pattern: String, in zone: TimeZone) -> String {
        let key = Key(pattern: pattern, zone: zone.identifier)
        if let formatter = formatters[key] { return formatter.string(from: date) }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_GB")
        formatter.timeZone = zone
        formatter.dateFormat = pattern
        formatters[key] = formatter
        return formatter.string(from: date)
    }
}
