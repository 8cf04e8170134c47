import Foundation

/// Dates written with fixed English patterns (`Sunday 22 November 2026`, `2027-01-01 00:00`),
/// as W1 and `date` print them whatever the locale, through ``EnglishDatePattern`` (a
/// `DateFormatter` only for a pattern it does not know). Formatters are cached per pattern and
/// zone: views that tick each second would otherwise build one per render. Each also keeps the
/// texts it made (a few hundred at most), since most renders show the same dates again (a
/// target, today, the next events).
@MainActor
enum DateText {
    private struct Key: Hashable {
        var pattern: String
        var zone: String
    }

    private final class CachedFormatter {
        static let capacity = 256
        /// The pattern written out directly, or (for a pattern it does not know) a formatter.
        let write: (Date) -> String
        var texts: [Date: String] = [:]
        init(_ write: @escaping (Date) -> String) { self.write = write }

        func string(_ date: Date) -> String {
            if let text = texts[date] { return text }
            let text = write(date)
            if texts.count >= Self.capacity { texts = [:] }
            texts[date] = text
            return text
        }
    }

    private static var formatters: [Key: CachedFormatter] = [:]

    static func string(_ date: Date, _ pattern: String, in zone: TimeZone) -> String {
        let key = Key(pattern: pattern, zone: zone.identifier)
        if let cached = formatters[key] { return cached.string(date) }
        let cached: CachedFormatter
        if let direct = EnglishDatePattern(pattern, in: zone) {
            cached = CachedFormatter(direct.string)
        } else {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_GB")
            formatter.timeZone = zone
            formatter.dateFormat = pattern
            cached = CachedFormatter(formatter.string(from:))
        }
        formatters[key] = cached
        return cached.string(date)
    }
}
