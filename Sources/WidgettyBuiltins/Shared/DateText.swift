import Foundation
import WidgettyUI

/// Dates written in the widget's locale. In English (and the `C` locale) with fixed patterns
/// (`Sunday 22 November 2026`, `2027-01-01 00:00`), as W1 and `date` print them, through
/// ``EnglishDatePattern`` (a `DateFormatter` only for a pattern it does not know). In any other
/// language the pattern names the fields, and ICU writes them as that language does
/// (`Sonntag, 22. November 2026`, `2027年1月1日 0:00`), hours in the locale's 12 or 24.
/// Formatters are cached per pattern, zone and locale: views that tick each second would
/// otherwise build one per render. Each also keeps the texts it made (a few hundred at most),
/// since most renders show the same dates again (a target, today, the next events).
@MainActor
enum DateText {
    private struct Key: Hashable {
        var pattern: String
        var zone: String
        var locale: String
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

    static func string(_ date: Date, _ pattern: String, in zone: TimeZone, locale: Locale?) -> String {
        let key = Key(pattern: pattern, zone: zone.identifier, locale: locale?.identifier ?? "")
        if let cached = formatters[key] { return cached.string(date) }
        let cached: CachedFormatter
        if let locale, !POSIXLocale.isEnglish(locale) {
            let formatter = DateFormatter()
            formatter.locale = locale
            formatter.timeZone = zone
            formatter.setLocalizedDateFormatFromTemplate(template(pattern))
            cached = CachedFormatter(formatter.string(from:))
        } else if let direct = EnglishDatePattern(pattern, in: zone) {
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

    /// The fields of `pattern` as a template for ICU: its letters, with hours in whichever of 12
    /// or 24 the locale uses (`EEE d HH:mm` → `EEEdjjmm`).
    static func template(_ pattern: String) -> String {
        var template = ""
        for letter in pattern where letter.isASCII && letter.isLetter && letter != "a" {
            template.append(letter == "H" || letter == "h" ? "j" : letter)
        }
        return template
    }
}
